import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** A thread of the associate as lists show it. */
export type ThreadSummary = FunctionReturnType<typeof api.associate.threads.list>[number]
export type RecentThread = FunctionReturnType<typeof api.associate.threads.recent>[number]
/** One thread with its messages. */
export type Thread = FunctionReturnType<typeof api.associate.threads.get>
export type ThreadMessage = Thread['messages'][number]
export type MessageCitation = ThreadMessage['citations'][number]
export type ThreadScope = Thread['scope']

export const associateQueries = {
  threads: (projectId: Id<'projects'>) => convexQuery(api.associate.threads.list, { projectId }),
  thread: (threadId: string | null) =>
    threadId === null
      ? convexQuery(api.associate.threads.get, 'skip')
      : convexQuery(api.associate.threads.get, { threadId }),
  recent: () => convexQuery(api.associate.threads.recent, {}),
}

export function useAskMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.associate.associate.ask),
    meta: { showsOwnErrors: true },
  })
}

export function useStopAnswerMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.associate.associate.stop) })
}

export function useCreateThreadMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.associate.threads.create) })
}

export function useRenameThreadMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.associate.threads.rename),
    meta: { showsOwnErrors: true },
  })
}

export function useSetThreadScopeMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.associate.threads.setScope) })
}

export function useShareThreadMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.associate.threads.share) })
}

export function useRemoveThreadMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.associate.threads.remove) })
}

import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** One of the viewer's timers, as the shell's timer shows it. */
export type TimerRow = FunctionReturnType<typeof api.time.timers.mine>[number]
/** A matter's entries, as /matters/{slug}/timers shows them. */
export type MatterTime = FunctionReturnType<typeof api.time.entries.forMatter>
export type TimeEntryRow = MatterTime['entries'][number]

export const timeQueries = {
  mine: () => convexQuery(api.time.timers.mine, {}),
  forMatter: (projectId: Id<'projects'>) => convexQuery(api.time.entries.forMatter, { projectId }),
  settings: () => convexQuery(api.time.settings.get, {}),
  suggestions: (projectId: Id<'projects'>, day: { date: string; from: number; to: number }) =>
    convexQuery(api.time.suggestions.forMatter, { projectId, ...day }),
  matterRate: (projectId: Id<'projects'>) => convexQuery(api.time.rates.forMatter, { projectId }),
  peopleRates: () => convexQuery(api.time.rates.people, {}),
}

/** One of the viewer's suggested entries (B8). */
export type SuggestionRow = FunctionReturnType<typeof api.time.suggestions.forMatter>[number]

export function useSuggestionMutations() {
  return {
    // The entry form puts the server's issues on its fields.
    accept: useMutation({
      mutationFn: useConvexMutation(api.time.suggestions.accept),
      meta: { showsOwnErrors: true },
    }),
    dismiss: useMutation({ mutationFn: useConvexMutation(api.time.suggestions.dismiss) }),
  }
}

export function useRateMutations() {
  return {
    settings: useMutation({
      mutationFn: useConvexMutation(api.time.settings.update),
      meta: { showsOwnErrors: true },
    }),
    person: useMutation({
      mutationFn: useConvexMutation(api.time.rates.setPersonRate),
      meta: { showsOwnErrors: true },
    }),
    matter: useMutation({
      mutationFn: useConvexMutation(api.time.rates.setMatterRate),
      meta: { showsOwnErrors: true },
    }),
  }
}

export function useTimerMutations() {
  return {
    start: useMutation({ mutationFn: useConvexMutation(api.time.timers.start) }),
    pause: useMutation({ mutationFn: useConvexMutation(api.time.timers.pause) }),
    resume: useMutation({ mutationFn: useConvexMutation(api.time.timers.resume) }),
    discard: useMutation({ mutationFn: useConvexMutation(api.time.timers.discard) }),
    // The entry form puts the server's issues on its fields.
    record: useMutation({
      mutationFn: useConvexMutation(api.time.timers.record),
      meta: { showsOwnErrors: true },
    }),
  }
}

export function useEntryMutations() {
  return {
    create: useMutation({
      mutationFn: useConvexMutation(api.time.entries.create),
      meta: { showsOwnErrors: true },
    }),
    update: useMutation({
      mutationFn: useConvexMutation(api.time.entries.update),
      meta: { showsOwnErrors: true },
    }),
    split: useMutation({
      mutationFn: useConvexMutation(api.time.entries.split),
      meta: { showsOwnErrors: true },
    }),
    remove: useMutation({ mutationFn: useConvexMutation(api.time.entries.remove) }),
    markExported: useMutation({ mutationFn: useConvexMutation(api.time.entries.markExported) }),
  }
}

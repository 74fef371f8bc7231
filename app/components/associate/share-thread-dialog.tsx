import { useQuery } from '@tanstack/react-query'
import { ShareDialog } from '@/components/people/share-dialog'
import { associateQueries, useShareThreadMutation } from '@/queries/associate'
import type { Id } from '@convex/_generated/dataModel'

type ShareThreadDialogProps = {
  threadId: Id<'threads'>
  title: string
  organizationId: Id<'organizations'>
  viewerId: Id<'users'>
  onClose: () => void
}

/** Chooses the colleagues who may read the thread (read-only); unticking one stops sharing. */
export function ShareThreadDialog({ threadId, ...props }: ShareThreadDialogProps) {
  const thread = useQuery(associateQueries.thread(threadId))
  const share = useShareThreadMutation()
  return (
    <ShareDialog
      {...props}
      description="Colleagues you choose can read this thread and open its sources. Only you can ask in it, rename it or delete it."
      current={thread.data?.sharedWith.map((s) => s.userId) ?? null}
      save={(userIds) => share.mutateAsync({ threadId, userIds })}
      sharedMessage="Thread shared"
      stoppedMessage="Stopped sharing the thread"
    />
  )
}

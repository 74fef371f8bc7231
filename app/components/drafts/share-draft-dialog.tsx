import { ShareDialog } from '@/components/people/share-dialog'
import { useDraftMutations, type Draft } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'

/** Chooses the colleagues who work on the draft too; unticking one stops sharing. */
export function ShareDraftDialog({
  draft,
  organizationId,
  viewerId,
  onClose,
}: {
  draft: Draft
  organizationId: Id<'organizations'>
  viewerId: Id<'users'>
  onClose: () => void
}) {
  const { share } = useDraftMutations()
  return (
    <ShareDialog
      title={draft.title}
      description="Colleagues you choose can read, edit, restore and export this draft. Only you can share it."
      organizationId={organizationId}
      viewerId={viewerId}
      current={draft.sharedWith.map((s) => s.userId)}
      save={(userIds) => share.mutateAsync({ draftId: draft._id as Id<'drafts'>, userIds })}
      sharedMessage="Draft shared"
      stoppedMessage="Stopped sharing the draft"
      onClose={onClose}
    />
  )
}

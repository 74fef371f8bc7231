import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Colleague, ColleagueChecklist } from '@/components/people/colleague-checklist'
import { FormDialog } from '@/components/ui/form-dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast-store'
import { associateQueries, useShareThreadMutation } from '@/queries/associate'
import { organizationQueries } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'

type ShareThreadDialogProps = {
  threadId: Id<'threads'>
  title: string
  organizationId: Id<'organizations'>
  viewerId: Id<'users'>
  onClose: () => void
}

/** Chooses the colleagues who may read the thread (read-only); unticking one stops sharing. */
export function ShareThreadDialog(props: ShareThreadDialogProps) {
  const thread = useQuery(associateQueries.thread(props.threadId))
  const members = useQuery(organizationQueries.members(props.organizationId))
  const loaded = thread.data && members.data
  return (
    <ShareThreadForm
      // Remounted once loaded, so the ticks start from who has the thread now.
      key={loaded ? 'loaded' : 'loading'}
      {...props}
      current={thread.data?.sharedWith.map((s) => s.userId) ?? null}
      colleagues={members.data?.filter((m) => m.userId !== props.viewerId) ?? null}
    />
  )
}

function ShareThreadForm({
  threadId,
  title,
  onClose,
  current,
  colleagues,
}: ShareThreadDialogProps & { current: Id<'users'>[] | null; colleagues: Colleague[] | null }) {
  const share = useShareThreadMutation()
  const [picked, setPicked] = useState<ReadonlySet<Id<'users'>>>(new Set(current ?? []))

  async function submit() {
    try {
      await share.mutateAsync({ threadId, userIds: [...picked] })
      toast({
        variant: 'success',
        title: picked.size === 0 ? 'Stopped sharing the thread' : 'Thread shared',
      })
      onClose()
    } catch {
      // The mutation cache shows why; the dialog stays open.
    }
  }

  return (
    <FormDialog
      title={`Share ${title}`}
      description="Colleagues you choose can read this thread and open its sources. Only you can ask in it, rename it or delete it."
      submitLabel="Save sharing"
      pending={share.isPending}
      submitDisabled={current === null || colleagues === null}
      onSubmit={submit}
      onClose={onClose}
      className="max-w-lg"
    >
      {current === null || colleagues === null ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading colleagues…
        </p>
      ) : colleagues.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nobody else is in your organization yet. Invite colleagues from the organization settings.
        </p>
      ) : (
        <ColleagueChecklist colleagues={colleagues} picked={picked} onChange={setPicked} />
      )}
    </FormDialog>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { type Colleague, ColleagueChecklist } from '@/components/people/colleague-checklist'
import { FormDialog } from '@/components/ui/form-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
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

type ShareFields = { userIds: Id<'users'>[] }

function ShareThreadForm({
  threadId,
  title,
  onClose,
  current,
  colleagues,
}: ShareThreadDialogProps & { current: Id<'users'>[] | null; colleagues: Colleague[] | null }) {
  const share = useShareThreadMutation()
  const form = useForm<ShareFields>({ defaultValues: { userIds: current ?? [] } })
  // The mutation cache shows why sharing failed; the dialog stays open.
  const save = useFormMutation({
    form,
    mutationFn: ({ userIds }: ShareFields) => share.mutateAsync({ threadId, userIds }),
    onSuccess: (_, { userIds }) => {
      toast({
        variant: 'success',
        title: userIds.length === 0 ? 'Stopped sharing the thread' : 'Thread shared',
      })
      onClose()
    },
  })

  return (
    <FormDialog
      title={`Share ${title}`}
      description="Colleagues you choose can read this thread and open its sources. Only you can ask in it, rename it or delete it."
      submitLabel="Save sharing"
      pending={save.pending}
      submitDisabled={current === null || colleagues === null}
      onSubmit={save.submit}
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
        <Controller
          control={form.control}
          name="userIds"
          render={({ field }) => (
            <ColleagueChecklist
              colleagues={colleagues}
              picked={new Set(field.value)}
              onChange={(next) => field.onChange([...next])}
            />
          )}
        />
      )}
    </FormDialog>
  )
}

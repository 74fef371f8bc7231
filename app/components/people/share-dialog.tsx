import { useQuery } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { type Colleague, ColleagueChecklist } from '@/components/people/colleague-checklist'
import { FormDialog } from '@/components/ui/form-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { organizationQueries } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'

export type ShareDialogProps = {
  /** "Share {title}". */
  title: string
  /** What the colleagues chosen may do with it. */
  description: string
  organizationId: Id<'organizations'>
  viewerId: Id<'users'>
  /** Who has it now; null while that loads. */
  current: Id<'users'>[] | null
  save: (userIds: Id<'users'>[]) => Promise<unknown>
  /** The toasts: shared, and stopped sharing. */
  sharedMessage: string
  stoppedMessage: string
  onClose: () => void
}

/**
 * Chooses the colleagues a thread or a draft is shared with; unticking one stops sharing. The
 * dialog stays open when saving fails (the mutation cache says why).
 */
export function ShareDialog(props: ShareDialogProps) {
  const members = useQuery(organizationQueries.members(props.organizationId))
  const colleagues = members.data?.filter((m) => m.userId !== props.viewerId) ?? null
  const loaded = props.current !== null && colleagues !== null
  // Remounted once loaded, so the ticks start from who has it now.
  return <ShareForm key={loaded ? 'loaded' : 'loading'} {...props} colleagues={colleagues} />
}

type ShareFields = { userIds: Id<'users'>[] }

function ShareForm({
  title,
  description,
  current,
  colleagues,
  save: saveShares,
  sharedMessage,
  stoppedMessage,
  onClose,
}: ShareDialogProps & { colleagues: Colleague[] | null }) {
  const form = useForm<ShareFields>({ defaultValues: { userIds: current ?? [] } })
  const save = useFormMutation({
    form,
    mutationFn: ({ userIds }: ShareFields) => saveShares(userIds),
    onSuccess: (_, { userIds }) => {
      toast({ variant: 'success', title: userIds.length === 0 ? stoppedMessage : sharedMessage })
      onClose()
    },
  })

  return (
    <FormDialog
      title={`Share ${title}`}
      description={description}
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

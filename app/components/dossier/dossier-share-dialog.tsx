import { useQuery } from '@tanstack/react-query'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { ColleagueChecklist } from '@/components/people/colleague-checklist'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { countDocuments } from '@/lib/dossier-text'
import { toast } from '@/lib/toast-store'
import {
  dossierQueries,
  useShareDocumentsMutation,
  useShareFolderMutation,
  useUnshareDocumentMutation,
  useUnshareFolderMutation,
  type ShareRecipient,
} from '@/queries/dossier'
import { organizationQueries } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'
import { useDossier } from './dossier-context'
import type { DossierDialogState } from './dossier-dialog-state'

type ShareFields = { userIds: Id<'users'>[] }

type ShareState = Extract<DossierDialogState, { kind: 'share' | 'share-documents' }>

type DossierShareDialogProps = {
  state: ShareState
  onClose: () => void
  onDone: () => void
}

/** Who has the item already: one query for a single document or folder, none for a selection. */
function useRecipients(state: ShareState) {
  const single = state.kind === 'share' ? state : null
  const ofDocument = useQuery(
    dossierQueries.documentRecipients(
      single?.entityType === 'document' ? (single.entityId as Id<'documents'>) : null,
    ),
  )
  const ofFolder = useQuery(
    dossierQueries.folderRecipients(
      single?.entityType === 'folder' ? (single.entityId as Id<'folders'>) : null,
    ),
  )
  return single?.entityType === 'folder' ? ofFolder : ofDocument
}

function names(list: string[]) {
  if (list.length <= 2) return list.join(' and ')
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`
}

/**
 * Share a document, a folder or a selection with colleagues: it appears in their Shared view. A
 * single item also lists who has it, each with 'Stop sharing' (for whoever shared it, or its
 * recipient: the backend's rule).
 */
export function DossierShareDialog({ state, onClose, onDone }: DossierShareDialogProps) {
  const { organizationId } = useDossier()
  const members = useQuery(organizationQueries.members(organizationId))
  const recipients = useRecipients(state)
  const shareDocuments = useShareDocumentsMutation()
  const shareFolder = useShareFolderMutation()
  const form = useForm<ShareFields>({ defaultValues: { userIds: [] } })
  const picked = useWatch({ control: form.control, name: 'userIds' })

  const entityName =
    state.kind === 'share'
      ? state.entityName
      : state.documents.length === 1
        ? state.documents[0]!.name
        : countDocuments(state.documents.length)
  const alreadyShared = new Set((recipients.data ?? []).map((recipient) => recipient.userId))
  const colleagues = (members.data ?? []).filter(
    (member) => member.userId !== state.currentUserId && !alreadyShared.has(member.userId),
  )

  // The mutation cache shows why sharing failed; the dialog stays open.
  const save = useFormMutation({
    form,
    mutationFn: async ({ userIds }: ShareFields) => {
      if (state.kind === 'share' && state.entityType === 'folder') {
        await shareFolder.mutateAsync({ folderId: state.entityId as Id<'folders'>, userIds })
      } else {
        const documentIds =
          state.kind === 'share'
            ? [state.entityId as Id<'documents'>]
            : state.documents.map((document) => document._id)
        await shareDocuments.mutateAsync({ documentIds, userIds })
      }
    },
    onSuccess: (_, { userIds }) => {
      const who = (members.data ?? [])
        .filter((member) => userIds.includes(member.userId))
        .map((member) => member.name)
      toast({ variant: 'success', title: `Shared ${entityName} with ${names(who)}` })
      onDone()
    },
  })

  return (
    <FormDialog
      title={`Share ${entityName}`}
      description="Colleagues you choose find it under Shared in this matter's dossier."
      submitLabel="Share"
      pending={save.pending}
      submitDisabled={picked.length === 0}
      onSubmit={save.submit}
      onClose={onClose}
      className="max-w-lg"
    >
      {members.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading colleagues…
        </p>
      ) : colleagues.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {alreadyShared.size > 0
            ? 'Everyone in your organization already has it.'
            : 'Nobody else is in your organization yet. Invite colleagues from the organization settings.'}
        </p>
      ) : (
        <Controller
          control={form.control}
          name="userIds"
          rules={{ validate: (userIds) => userIds.length > 0 }}
          render={({ field }) => (
            <ColleagueChecklist
              colleagues={colleagues}
              picked={new Set(field.value)}
              onChange={(next) => field.onChange([...next])}
            />
          )}
        />
      )}
      {state.kind === 'share' ? (
        <CurrentRecipients
          state={state}
          recipients={recipients.data}
          isPending={recipients.isPending}
        />
      ) : null}
    </FormDialog>
  )
}

function CurrentRecipients({
  state,
  recipients,
  isPending,
}: {
  state: Extract<ShareState, { kind: 'share' }>
  recipients: ShareRecipient[] | undefined
  isPending: boolean
}) {
  const unshareDocument = useUnshareDocumentMutation()
  const unshareFolder = useUnshareFolderMutation()
  const pending = unshareDocument.isPending || unshareFolder.isPending

  async function handleStop(recipient: ShareRecipient) {
    try {
      if (state.entityType === 'document') {
        await unshareDocument.mutateAsync({
          documentId: state.entityId as Id<'documents'>,
          userId: recipient.userId,
        })
      } else {
        await unshareFolder.mutateAsync({
          folderId: state.entityId as Id<'folders'>,
          userId: recipient.userId,
        })
      }
      toast({
        variant: 'success',
        title: `Stopped sharing ${state.entityName} with ${recipient.name}`,
      })
    } catch {
      // The mutation cache shows why.
    }
  }

  if (isPending) return null
  return (
    <section aria-labelledby="share-recipients-heading" className="grid gap-2">
      <h3 id="share-recipients-heading" className="text-sm font-medium">
        Shared with
      </h3>
      {!recipients || recipients.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not shared with anyone yet.</p>
      ) : (
        <ul aria-label="Shared with" className="divide-y rounded-md border">
          {recipients.map((recipient) => {
            const canStop =
              recipient.sharedBy === state.currentUserId || recipient.userId === state.currentUserId
            return (
              <li
                key={recipient.userId}
                className="flex items-center justify-between gap-3 px-3 py-2"
              >
                <span className="grid min-w-0 text-sm">
                  <span className="truncate font-medium">{recipient.name}</span>
                  <span className="truncate text-xs text-muted-foreground">{recipient.email}</span>
                </span>
                {canStop ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={pending}
                    aria-label={`Stop sharing with ${recipient.name}`}
                    onClick={() => void handleStop(recipient)}
                  >
                    Stop sharing
                  </Button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

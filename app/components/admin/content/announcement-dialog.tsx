import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { FieldShell } from '@/components/ui/field-shell'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import {
  type AnnouncementFormFields,
  announcementSave,
  fromLocalInput,
} from '@/lib/announcement-form'
import { toast } from '@/lib/toast-store'
import { consoleQueries } from '@/queries/admin-console'
import { useContentMutations } from '@/queries/content'
import type { Id } from '@convex/_generated/dataModel'
import { ANNOUNCEMENT_MESSAGE_MAX } from '@shared/contentRules'

/** Posts a new announcement or edits one: message, tone, audience and schedule. */
export function AnnouncementDialog({
  fields,
  announcementId,
  onClose,
}: {
  fields: AnnouncementFormFields
  /** The announcement edited; null for a new one. */
  announcementId: Id<'announcements'> | null
  onClose: () => void
}) {
  const { create, update } = useContentMutations()
  const organizations = useQuery(consoleQueries.organizationChoices())
  const form = useForm<AnnouncementFormFields>({ defaultValues: fields })
  const submit = useFormMutation({
    form,
    mutationFn: async (values: AnnouncementFormFields) => {
      if (!organizations.data) throw new FormProblem('Wait for the organizations to load')
      const save = announcementSave(values)
      if (announcementId) await update.mutateAsync({ announcementId, ...save })
      else await create.mutateAsync(save)
    },
    onSuccess: () => {
      toast({
        variant: 'success',
        title: announcementId ? 'Announcement saved' : 'Announcement posted',
      })
      onClose()
    },
  })
  const errors = form.formState.errors
  return (
    <FormDialog
      title={announcementId ? 'Edit announcement' : 'New announcement'}
      description="Shown as a banner to signed-in people from its start until its end; each person can dismiss it."
      submitLabel={announcementId ? 'Save announcement' : 'Post announcement'}
      pending={submit.pending}
      error={submit.error}
      onSubmit={submit.submit}
      onClose={onClose}
      className="max-w-xl"
    >
      <FieldShell
        label="Message"
        hint={`Plain text, one paragraph, at most ${ANNOUNCEMENT_MESSAGE_MAX} characters.`}
        error={errors.message?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={ANNOUNCEMENT_MESSAGE_MAX}
            {...form.register('message', {
              validate: (typed) => typed.trim().length > 0 || 'Write the message',
            })}
          />
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell label="Tone" error={errors.tone?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('tone')}>
              <option value="info">Information</option>
              <option value="warning">Warning</option>
            </NativeSelect>
          )}
        </FieldShell>
        <FieldShell label="Shown to" error={errors.organizationId?.message}>
          {(control) =>
            // Registered once the choices are there: a select whose chosen option arrives later
            // would fall back to "Everyone" and widen the audience on save.
            organizations.data ? (
              <NativeSelect {...control} {...form.register('organizationId')}>
                <option value="">Everyone</option>
                {fields.organizationId &&
                !organizations.data.some((org) => org._id === fields.organizationId) ? (
                  <option value={fields.organizationId}>The organization it was for</option>
                ) : null}
                {organizations.data.map((organization) => (
                  <option key={organization._id} value={organization._id}>
                    {organization.name}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <NativeSelect {...control} disabled>
                <option>Loading organizations…</option>
              </NativeSelect>
            )
          }
        </FieldShell>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Starts at"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...form.register('startsAt', {
            validate: (typed) => !Number.isNaN(fromLocalInput(typed)) || 'Choose when it starts',
          })}
        />
        <FormField
          label="Ends at"
          type="datetime-local"
          hint="Leave empty to show it until you delete it."
          error={errors.endsAt?.message}
          {...form.register('endsAt', {
            validate: (typed, values) => {
              if (!typed.trim()) return true
              const endsAt = fromLocalInput(typed)
              if (Number.isNaN(endsAt)) return 'Choose when it ends'
              return endsAt > fromLocalInput(values.startsAt) || 'It must end after it starts'
            },
          })}
        />
      </div>
    </FormDialog>
  )
}

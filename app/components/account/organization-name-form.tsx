import { useForm, useWatch } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { useRenameOrganizationMutation } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'

export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required'

type OrganizationNameFields = { organizationName: string }

/** Renames the organisation (admins). The slug stays, so existing links keep working. */
export function OrganizationNameForm({
  organizationId,
  name,
}: {
  organizationId: Id<'organizations'>
  name: string
}) {
  const rename = useRenameOrganizationMutation()
  const form = useForm<OrganizationNameFields>({ defaultValues: { organizationName: name } })
  const draft = useWatch({ control: form.control, name: 'organizationName' })
  const save = useFormMutation({
    form,
    mutationFn: ({ organizationName }: OrganizationNameFields) =>
      rename.mutateAsync({ organizationId, name: organizationName.trim() }),
    onSuccess: () => toast({ variant: 'success', title: 'Organization renamed' }),
  })

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void save.submit(event)}>
      <FormField
        label="Organization name"
        autoComplete="organization"
        maxLength={120}
        error={form.formState.errors.organizationName?.message}
        // In the server's HTML too, so the page shows the name before it hydrates.
        defaultValue={name}
        {...form.register('organizationName', {
          validate: (typed) => typed.trim().length > 0 || ORGANIZATION_NAME_REQUIRED,
        })}
      />
      <div>
        <Button type="submit" disabled={save.pending || draft.trim() === name}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Save name
        </Button>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}

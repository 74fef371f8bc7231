import { useForm, useWatch } from 'react-hook-form'
import { ORGANIZATION_NAME_REQUIRED } from '@/components/account/organization-name-form'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { useRenameOrganizationByAdminMutation } from '@/queries/admin-console'
import type { Id } from '@convex/_generated/dataModel'

type RenameFields = { organizationName: string }

/** Renames a firm for its members; the slug stays, so their links keep working. */
export function AdminOrganizationRenameForm({
  organizationId,
  name,
}: {
  organizationId: Id<'organizations'>
  name: string
}) {
  const rename = useRenameOrganizationByAdminMutation()
  const form = useForm<RenameFields>({ defaultValues: { organizationName: name } })
  const draft = useWatch({ control: form.control, name: 'organizationName' })
  const save = useFormMutation({
    form,
    errorField: 'organizationName',
    mutationFn: ({ organizationName }: RenameFields) =>
      rename.mutateAsync({ organizationId, name: organizationName.trim() }),
    onSuccess: () => toast({ variant: 'success', title: 'Organization renamed' }),
  })

  return (
    <Form
      noValidate
      aria-label="Rename the organization"
      className="grid gap-3"
      onSubmit={(event) => void save.submit(event)}
    >
      <FormField
        label="Organization name"
        autoComplete="off"
        maxLength={120}
        defaultValue={name}
        error={form.formState.errors.organizationName?.message}
        {...form.register('organizationName', {
          validate: (typed) => typed.trim().length > 0 || ORGANIZATION_NAME_REQUIRED,
        })}
      />
      <div>
        <Button type="submit" disabled={save.pending || draft.trim() === name}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Rename
        </Button>
      </div>
    </Form>
  )
}

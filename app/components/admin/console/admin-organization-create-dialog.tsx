import { useNavigate } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ORGANIZATION_NAME_REQUIRED } from '@/components/account/organization-name-form'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { useCreateOrganizationByAdminMutation } from '@/queries/admin-console'

type CreateFields = { organizationName: string }

/** "New organization": the spec's single field; the firm starts without members. */
export function AdminOrganizationCreateDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden />
        New organization
      </Button>
      {open ? <CreateDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateOrganizationByAdminMutation()
  const navigate = useNavigate()
  const form = useForm<CreateFields>({ defaultValues: { organizationName: '' } })
  const save = useFormMutation({
    form,
    errorField: 'organizationName',
    mutationFn: ({ organizationName }: CreateFields) =>
      create.mutateAsync({ organizationName: organizationName.trim() }),
    onSuccess: async ({ organizationId }) => {
      toast({ variant: 'success', title: 'Organization created' })
      await navigate({ to: '/admin/organizations/$organizationId', params: { organizationId } })
    },
  })
  return (
    <FormDialog
      title="New organization"
      description="It starts without members: assign its first admin from their user page."
      submitLabel="Create organization"
      pending={save.pending}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <FormField
        label="Organization name"
        autoComplete="off"
        maxLength={120}
        error={form.formState.errors.organizationName?.message}
        {...form.register('organizationName', {
          validate: (typed) => typed.trim().length > 0 || ORGANIZATION_NAME_REQUIRED,
        })}
      />
    </FormDialog>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { sessionQuery } from '@/lib/session'
import { useCreateOrganizationMutation } from '@/queries/organizations'

export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required'

type CreateOrgFields = { organizationName: string }

/** The single-field organisation form (spec §2, §5); the creator becomes its admin. */
export function CreateOrgForm() {
  const createOrganization = useCreateOrganizationMutation()
  const queryClient = useQueryClient()
  const router = useRouter()
  const form = useForm<CreateOrgFields>({ defaultValues: { organizationName: '' } })
  const save = useFormMutation({
    form,
    mutationFn: ({ organizationName }: CreateOrgFields) =>
      createOrganization.mutateAsync({ organizationName: organizationName.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })
      await router.invalidate()
      await router.navigate({ to: '/matters/new', replace: true })
    },
  })

  return (
    <Form noValidate className="grid gap-5" onSubmit={(event) => void save.submit(event)}>
      <FormField
        label="Organization name"
        autoComplete="organization"
        placeholder="Hale & Whitmore LLP"
        error={form.formState.errors.organizationName?.message}
        {...form.register('organizationName', {
          validate: (typed) => typed.trim().length > 0 || ORGANIZATION_NAME_REQUIRED,
        })}
      />
      <Button type="submit" size="lg" className="w-full" disabled={save.pending}>
        {save.pending ? <Spinner className="size-4" /> : null}
        Create organization
      </Button>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}

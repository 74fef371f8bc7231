import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { getErrorMessage } from '@/lib/errors'
import { sessionQuery } from '@/lib/session'
import { useCreateOrganizationMutation } from '@/queries/organizations'

export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required'

/** The single-field organisation form (spec §2, §5); the creator becomes its admin. */
export function CreateOrgForm() {
  const [organizationName, setOrganizationName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const createOrganization = useCreateOrganizationMutation()
  const queryClient = useQueryClient()
  const router = useRouter()

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (organizationName.trim().length < 1) {
      setError(ORGANIZATION_NAME_REQUIRED)
      return
    }
    setError(null)
    try {
      await createOrganization.mutateAsync({ organizationName: organizationName.trim() })
    } catch (caught) {
      setFailure(getErrorMessage(caught))
      return
    }
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })
    await router.invalidate()
    await router.navigate({ to: '/matters/new', replace: true })
  }

  return (
    <Form noValidate className="grid gap-5" onSubmit={(event) => void handleSubmit(event)}>
      <FormField
        label="Organization name"
        name="organizationName"
        autoComplete="organization"
        placeholder="Hale & Whitmore LLP"
        value={organizationName}
        onChange={(event) => setOrganizationName(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" className="w-full" disabled={createOrganization.isPending}>
        {createOrganization.isPending ? <Spinner className="size-4" /> : null}
        Create organization
      </Button>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </Form>
  )
}

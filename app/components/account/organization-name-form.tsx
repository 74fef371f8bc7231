import { useState } from 'react'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { useRenameOrganizationMutation } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'

export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required'

/** Renames the organisation (admins). The slug stays, so existing links keep working. */
export function OrganizationNameForm({
  organizationId,
  name,
}: {
  organizationId: Id<'organizations'>
  name: string
}) {
  const [draft, setDraft] = useState(name)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const rename = useRenameOrganizationMutation()

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (draft.trim().length < 1) {
      setError(ORGANIZATION_NAME_REQUIRED)
      return
    }
    setError(null)
    try {
      await rename.mutateAsync({ organizationId, name: draft.trim() })
    } catch (caught) {
      setFailure(getErrorMessage(caught))
      return
    }
    toast({ variant: 'success', title: 'Organization renamed' })
  }

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(event)}>
      <FormField
        label="Organization name"
        name="organizationName"
        autoComplete="organization"
        value={draft}
        maxLength={120}
        onChange={(event) => setDraft(event.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" disabled={rename.isPending || draft.trim() === name}>
          {rename.isPending ? <Spinner className="size-4" /> : null}
          Save name
        </Button>
      </div>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </Form>
  )
}

import { useId, useState } from 'react'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { emailProblem } from '@/lib/auth-errors'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { useInviteMemberMutation } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'
import type { OrgRole } from '@convex/lib/validators'
import { ROLE_LABELS, ROLE_OPTIONS } from './role-label'

/** Invites a colleague by email with a role (admins). They join when they sign up or sign in. */
export function InviteMemberForm({ organizationId }: { organizationId: Id<'organizations'> }) {
  const roleId = useId()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<OrgRole>('Member')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const invite = useInviteMemberMutation()

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    const problem = emailProblem(email)
    setError(problem)
    if (problem) return
    try {
      await invite.mutateAsync({ organizationId, email: email.trim(), role })
    } catch (caught) {
      setFailure(getErrorMessage(caught))
      return
    }
    toast({ variant: 'success', title: `Invitation sent to ${email.trim().toLowerCase()}` })
    setEmail('')
    setRole('Member')
  }

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(event)}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <FormField
          label="Email address"
          name="inviteEmail"
          type="email"
          autoComplete="off"
          placeholder="colleague@firm.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={roleId}>Role</Label>
          <NativeSelect
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as OrgRole)}
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner className="size-4" /> : null}
          Send invitation
        </Button>
      </div>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </Form>
  )
}

import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { emailProblem } from '@/lib/auth-errors'
import { toast } from '@/lib/toast-store'
import { useInviteMemberMutation } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'
import type { OrgRole } from '@convex/lib/validators'
import { ROLE_LABELS, ROLE_OPTIONS } from './role-label'

type InviteFields = { inviteEmail: string; role: OrgRole }

const EMPTY: InviteFields = { inviteEmail: '', role: 'Member' }

/** Invites a colleague by email with a role (admins). They join when they sign up or sign in. */
export function InviteMemberForm({ organizationId }: { organizationId: Id<'organizations'> }) {
  const roleId = useId()
  const invite = useInviteMemberMutation()
  const form = useForm<InviteFields>({ defaultValues: EMPTY })
  const save = useFormMutation({
    form,
    mutationFn: ({ inviteEmail, role }: InviteFields) =>
      invite.mutateAsync({ organizationId, email: inviteEmail.trim(), role }),
    onSuccess: (_, { inviteEmail }) => {
      toast({ variant: 'success', title: `Invitation sent to ${inviteEmail.trim().toLowerCase()}` })
      form.reset(EMPTY)
    },
  })

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void save.submit(event)}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <FormField
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="colleague@firm.com"
          error={form.formState.errors.inviteEmail?.message}
          {...form.register('inviteEmail', { validate: (typed) => emailProblem(typed) ?? true })}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={roleId}>Role</Label>
          <NativeSelect id={roleId} {...form.register('role')}>
            {ROLE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Send invitation
        </Button>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}

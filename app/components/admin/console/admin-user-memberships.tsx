import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import {
  consoleQueries,
  type ConsoleUser,
  useAssignMembershipMutation,
  useRemoveMembershipMutation,
} from '@/queries/admin-console'
import type { Id } from '@convex/_generated/dataModel'

const ROLE_LABELS = { Member: 'Member', OrganizationAdmin: 'Organization admin' } as const

type AssignFields = { organizationId: string; role: 'Member' | 'OrganizationAdmin' }

/** The user's organisations with their roles; assign to another, change a role, remove. */
export function AdminUserMemberships({ user }: { user: ConsoleUser }) {
  const userId = user._id as Id<'users'>
  const remove = useRemoveMembershipMutation()

  return (
    <section aria-labelledby="memberships-heading" className="grid gap-3">
      <h2 id="memberships-heading" className="text-lg font-semibold tracking-tight">
        Organizations
      </h2>
      {user.organizations.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not a member of any organization.</p>
      ) : (
        <ul aria-label="Memberships" className="divide-y rounded-lg border">
          {user.organizations.map((membership) => (
            <li
              key={membership.organizationId}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Link
                  to="/admin/organizations/$organizationId"
                  params={{ organizationId: membership.organizationId }}
                  className="truncate font-medium text-primary hover:underline"
                >
                  {membership.name}
                </Link>
                <Badge variant="outline">{ROLE_LABELS[membership.role]}</Badge>
                {membership.suspended ? <Badge variant="destructive">Suspended</Badge> : null}
              </span>
              {membership.onlyAdmin ? (
                <span className="text-xs text-muted-foreground">
                  The only admin: make someone else an admin before removing them.
                </span>
              ) : (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="sm" aria-label={`Remove from ${membership.name}`}>
                      Remove
                    </Button>
                  }
                  title={`Remove from ${membership.name}?`}
                  description={`${user.name || user.email} loses access to ${membership.name}'s matters.`}
                  confirmLabel="Remove"
                  destructive
                  onConfirm={async () => {
                    await remove.mutateAsync({ userId, organizationId: membership.organizationId })
                    toast({ variant: 'success', title: `Removed from ${membership.name}` })
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <AssignForm userId={userId} />
    </section>
  )
}

function AssignForm({ userId }: { userId: Id<'users'> }) {
  const organizations = useQuery(consoleQueries.organizationChoices())
  const assign = useAssignMembershipMutation()
  const form = useForm<AssignFields>({ defaultValues: { organizationId: '', role: 'Member' } })
  const save = useFormMutation({
    form,
    mutationFn: (fields: AssignFields) =>
      assign.mutateAsync({
        userId,
        organizationId: fields.organizationId as Id<'organizations'>,
        role: fields.role,
      }),
    onSuccess: () => {
      form.reset()
      toast({ variant: 'success', title: 'Organization assigned' })
    },
  })

  return (
    <Form
      noValidate
      aria-label="Assign to an organization"
      className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
      onSubmit={(event) => void save.submit(event)}
    >
      <FieldShell label="Organization" error={form.formState.errors.organizationId?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('organizationId', {
              validate: (value) => value !== '' || 'Choose an organization',
            })}
          >
            <option value="">Choose an organization</option>
            {(organizations.data ?? []).map((organization) => (
              <option key={organization._id} value={organization._id}>
                {organization.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <FieldShell label="Role">
        {(control) => (
          <NativeSelect {...control} {...form.register('role')}>
            <option value="Member">{ROLE_LABELS.Member}</option>
            <option value="OrganizationAdmin">{ROLE_LABELS.OrganizationAdmin}</option>
          </NativeSelect>
        )}
      </FieldShell>
      <Button type="submit" disabled={save.pending}>
        {save.pending ? <Spinner className="size-4" /> : null}
        Assign
      </Button>
      {save.error ? (
        <div className="sm:col-span-3">
          <FormAlert tone="error">{save.error}</FormAlert>
        </div>
      ) : null}
    </Form>
  )
}

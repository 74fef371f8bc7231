import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ROLE_LABELS, ROLE_OPTIONS } from '@/components/account/role-label'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { type MigrationPlan, migrationQueries, useMigrateUserMutation } from '@/queries/migration'
import type { OrgRole } from '@convex/lib/validators'
import { MigrationReport } from './migration-report'

type MoveFields = { fromOrganizationId: string; toOrganizationId: string; role: OrgRole }

/**
 * /admin/migrate/$userId: the membership they leave, the organisation they join and their role
 * there; the dry run follows the choice live, and the move is one audited step.
 */
export function MigrateUserPage({ userId }: { userId: string }) {
  const { data: user } = useSuspenseQuery(migrationQueries.user(userId))
  const [done, setDone] = useState<MigrationPlan | null>(null)
  const form = useForm<MoveFields>({
    defaultValues: {
      fromOrganizationId: user.memberships[0]?.organizationId ?? '',
      toOrganizationId: '',
      role: 'Member',
    },
  })
  const choice = useWatch({ control: form.control })
  const ready = Boolean(choice.fromOrganizationId && choice.toOrganizationId) && done === null
  const args = {
    userId,
    fromOrganizationId: choice.fromOrganizationId ?? '',
    toOrganizationId: choice.toOrganizationId ?? '',
    role: choice.role ?? 'Member',
  }
  const plan = useQuery({ ...migrationQueries.dryRun(args), enabled: ready })
  const migrate = useMigrateUserMutation()
  const move = useFormMutation({
    form,
    mutationFn: (fields: MoveFields) => migrate.mutateAsync({ userId, ...fields }),
    onSuccess: (result) => {
      setDone(result)
      toast({ variant: 'success', title: `${user.name} moved to ${result.to.name}` })
    },
  })
  const { errors } = form.formState

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <p className="text-sm">
          <Link to="/admin/migrate" className="text-primary hover:underline">
            Move a user
          </Link>
        </p>
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Move {user.name}</h1>
        <p className="text-sm text-muted-foreground">{user.email}</p>
      </header>
      {done ? (
        <FormAlert tone="info">
          {done.user.name} is now {done.to.role === 'OrganizationAdmin' ? 'an admin' : 'a member'}{' '}
          of {done.to.name}: {done.moves.threads.count} conversations, {done.moves.drafts.count}{' '}
          drafts and {done.moves.prompts.count} prompts moved.
        </FormAlert>
      ) : user.memberships.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {user.name} is not a member of any organization, so there is nothing to move.
        </p>
      ) : (
        <Form
          noValidate
          className="grid max-w-3xl gap-4"
          onSubmit={(event) => void move.submit(event)}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <FieldShell label="Leaves" error={errors.fromOrganizationId?.message}>
              {(control) => (
                <NativeSelect {...control} {...form.register('fromOrganizationId')}>
                  {user.memberships.map((membership) => (
                    <option key={membership.organizationId} value={membership.organizationId}>
                      {membership.organizationName} ({ROLE_LABELS[membership.role]})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldShell>
            <FieldShell label="Joins" error={errors.toOrganizationId?.message}>
              {(control) => (
                <NativeSelect
                  {...control}
                  {...form.register('toOrganizationId', {
                    validate: (value) => value !== '' || 'Choose the organization they join',
                  })}
                >
                  <option value="">Choose an organization</option>
                  {user.organizations.map((organization) => (
                    <option key={organization._id} value={organization._id}>
                      {organization.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldShell>
            <FieldShell label="Role there">
              {(control) => (
                <NativeSelect {...control} {...form.register('role')}>
                  {ROLE_OPTIONS.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldShell>
          </div>
          {!ready ? (
            <p className="text-sm text-muted-foreground">
              Choose the organization they join to see what would move.
            </p>
          ) : plan.isPending ? (
            <Spinner className="size-5" />
          ) : plan.isError ? (
            <FormAlert tone="error">{getErrorMessage(plan.error)}</FormAlert>
          ) : (
            <MigrationReport plan={plan.data} />
          )}
          <div>
            <Button
              type="submit"
              disabled={move.pending || !plan.data || plan.data.problems.length > 0}
            >
              {move.pending ? <Spinner className="size-4" /> : null}
              Move {user.name}
            </Button>
          </div>
          {move.error ? <FormAlert tone="error">{move.error}</FormAlert> : null}
        </Form>
      )}
    </div>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Ban, RotateCcw } from 'lucide-react'
import { DateTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast-store'
import {
  consoleQueries,
  type ConsoleOrganization,
  useSetSuspendedMutation,
} from '@/queries/admin-console'
import { formatBytes } from '@shared/fileReasons'
import { plural } from '@shared/text'
import type { Id } from '@convex/_generated/dataModel'
import { AdminOrganizationRenameForm } from './admin-organization-rename-form'

const ROLE_LABELS = { Member: 'Member', OrganizationAdmin: 'Organization admin' } as const

/** /admin/organizations/{organizationId}: a firm's members, usage and standing. */
export function AdminOrganizationPage({ organizationId }: { organizationId: string }) {
  const { data: organization } = useSuspenseQuery(consoleQueries.organization(organizationId))

  return (
    <div className="grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <Link
          to="/admin/organizations"
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Organizations
        </Link>
        <h1 className="font-serif text-2xl font-semibold tracking-tight break-words">
          {organization.name}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span className="font-mono">{organization.slug}</span>
          {organization.suspended ? <Badge variant="destructive">Suspended</Badge> : null}
          <span>
            Created <DateTime at={organization.createdAt} dateOnly />
          </span>
        </div>
      </header>
      <Usage organization={organization} />
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <AdminOrganizationRenameForm
            key={organization.name}
            organizationId={organization._id as Id<'organizations'>}
            name={organization.name}
          />
          <Suspension organization={organization} />
        </CardContent>
      </Card>
      <Members organization={organization} />
    </div>
  )
}

function Usage({ organization }: { organization: ConsoleOrganization }) {
  const { usage } = organization
  const atLeast = usage.capped ? 'at least ' : ''
  const figures = [
    { label: 'Members', value: organization.members.total.toLocaleString('en-US') },
    {
      label: 'Matters',
      value: `${atLeast}${usage.matters.toLocaleString('en-US')}`,
      note: usage.archivedMatters > 0 ? `${usage.archivedMatters} archived` : undefined,
    },
    {
      label: 'Storage used',
      value: `${atLeast}${formatBytes(usage.storageBytes)}`,
      note: plural(usage.documents, 'document'),
    },
    {
      label: 'AI mode',
      value:
        usage.externalAiMatters === 0
          ? 'Offline only'
          : `External model on ${plural(usage.externalAiMatters, 'matter')}`,
    },
  ]
  return (
    <dl aria-label="Usage" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="grid gap-1 rounded-lg border bg-card px-4 py-3">
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
          {figure.note ? <dd className="text-xs text-muted-foreground">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}

function Suspension({ organization }: { organization: ConsoleOrganization }) {
  const setSuspended = useSetSuspendedMutation()
  const organizationId = organization._id as Id<'organizations'>
  return (
    <section aria-labelledby="suspension-heading" className="grid gap-2">
      <h2 id="suspension-heading" className="text-lg font-semibold tracking-tight">
        Standing
      </h2>
      <p className="text-sm text-muted-foreground">
        {organization.suspended
          ? 'Suspended: its members can sign in only to read a notice.'
          : 'Active: its members work as usual.'}
      </p>
      <div>
        <ConfirmDialog
          trigger={
            <Button variant="outline">
              {organization.suspended ? (
                <RotateCcw className="size-4" aria-hidden />
              ) : (
                <Ban className="size-4" aria-hidden />
              )}
              {organization.suspended ? 'Reinstate organization' : 'Suspend organization'}
            </Button>
          }
          title={
            organization.suspended ? 'Reinstate this organization?' : 'Suspend this organization?'
          }
          description={
            organization.suspended
              ? `${organization.name}'s members get their matters back.`
              : `${organization.name}'s members can sign in only to read a notice until you reinstate it. Nothing is deleted.`
          }
          confirmLabel={organization.suspended ? 'Reinstate' : 'Suspend'}
          destructive={!organization.suspended}
          onConfirm={async () => {
            await setSuspended.mutateAsync({
              organizationId,
              suspended: !organization.suspended,
            })
            toast({
              variant: 'success',
              title: organization.suspended ? 'Organization reinstated' : 'Organization suspended',
            })
          }}
        />
      </div>
    </section>
  )
}

function Members({ organization }: { organization: ConsoleOrganization }) {
  const { members } = organization
  return (
    <Card aria-labelledby="members-heading">
      <CardHeader>
        <CardTitle id="members-heading">Members</CardTitle>
      </CardHeader>
      <CardContent>
        {members.shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No members yet. Assign a first admin from their page under Users.
          </p>
        ) : (
          <ul aria-label="Members" className="divide-y">
            {members.shown.map((member) => (
              <li key={member.userId} className="flex items-center justify-between gap-3 py-2">
                <div className="grid min-w-0">
                  <Link
                    to="/admin/users/$userId"
                    params={{ userId: member.userId }}
                    className="truncate text-sm font-medium text-primary hover:underline"
                  >
                    {member.name || member.email}
                  </Link>
                  <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                </div>
                <Badge variant="outline">{ROLE_LABELS[member.role]}</Badge>
              </li>
            ))}
          </ul>
        )}
        {members.total > members.shown.length ? (
          <p className="mt-2 text-xs text-muted-foreground">
            Showing {members.shown.length} of {members.total} members.
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}

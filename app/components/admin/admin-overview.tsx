import { DateTime } from '@/components/layout/time'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building2, MailPlus, ShieldCheck, Users } from 'lucide-react'
import { StatGrid } from '@/components/layout/stat-grid'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { adminQueries } from '@/queries/admin'
import { DeploymentLog } from './deployment-log'

/** The admin area's pages beyond this overview, as its navigation lists them. */
const ADMIN_AREAS = [
  { to: '/admin/users', label: 'Users', count: 'users' },
  { to: '/admin/organizations', label: 'Organizations', count: 'organizations' },
  { to: '/admin/modules', label: 'Modules' },
  { to: '/admin/tables', label: 'Table templates' },
  { to: '/admin/system-prompts', label: 'System prompts' },
  { to: '/admin/prompts', label: 'Casefile prompts' },
  { to: '/admin/prompt-lab', label: 'Prompt lab' },
  { to: '/admin/feature-flags', label: 'Feature flags' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/dossier', label: 'Dossier health' },
  { to: '/admin/chat', label: 'Support access' },
  { to: '/admin/migrate', label: 'Move a user' },
] as const

/** /admin: live counts across every firm, the newest sign-ups and the newest organisations. */
export function AdminOverview() {
  const { data } = useSuspenseQuery(adminQueries.overview())

  const stats = [
    { label: 'Users', value: data.users, icon: Users },
    { label: 'Organizations', value: data.organizations, icon: Building2 },
    { label: 'Memberships', value: data.memberships, icon: Users },
    { label: 'Pending invitations', value: data.pendingInvitations, icon: MailPlus },
    { label: 'Superadmins', value: data.superadmins, icon: ShieldCheck },
  ]

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Admin</h1>
        <p className="text-sm text-muted-foreground">
          Every organization on this Casefile installation, at a glance. Counts stop at 10,000.
        </p>
        <nav aria-label="Admin areas" className="text-sm">
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            {ADMIN_AREAS.map((area) => (
              <Link key={area.to} to={area.to} className="font-medium text-primary hover:underline">
                {area.label}
                {'count' in area ? (
                  <span className="font-normal text-muted-foreground tabular-nums">
                    {' '}
                    ({data[area.count].toLocaleString('en-US')})
                  </span>
                ) : null}
              </Link>
            ))}
          </span>
        </nav>
      </header>
      <StatGrid stats={stats} className="sm:grid-cols-3 lg:grid-cols-5" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="recent-sign-ups">
          <CardHeader>
            <CardTitle id="recent-sign-ups">Recent sign-ups</CardTitle>
          </CardHeader>
          <CardContent>
            {data.recentSignUps.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody has signed up yet.</p>
            ) : (
              <ul aria-label="Recent sign-ups" className="divide-y">
                {data.recentSignUps.map((user) => (
                  <li key={user._id} className="flex items-center justify-between gap-3 py-2">
                    <div className="grid min-w-0">
                      <span className="truncate text-sm font-medium">{user.name}</span>
                      <span className="truncate text-xs text-muted-foreground">{user.email}</span>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      {user.role === 'superadmin' ? (
                        <Badge variant="brand">Superadmin</Badge>
                      ) : null}
                      <span className="text-xs text-muted-foreground">
                        <DateTime at={user.createdAt} />
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card aria-labelledby="newest-organizations">
          <CardHeader>
            <CardTitle id="newest-organizations">Newest organizations</CardTitle>
          </CardHeader>
          <CardContent>
            {data.newestOrganizations.length === 0 ? (
              <p className="text-sm text-muted-foreground">No organizations yet.</p>
            ) : (
              <ul aria-label="Newest organizations" className="divide-y">
                {data.newestOrganizations.map((organization) => (
                  <li
                    key={organization._id}
                    className="flex items-center justify-between gap-3 py-2"
                  >
                    <div className="grid min-w-0">
                      <span className="truncate text-sm font-medium">{organization.name}</span>
                      <span className="truncate font-mono text-xs text-muted-foreground">
                        {organization.slug}
                      </span>
                    </div>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {organization.members === 1 ? '1 member' : `${organization.members} members`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <DeploymentLog />
    </div>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { DateTime } from '@/components/layout/time'
import { Card, CardContent } from '@/components/ui/card'
import { consoleQueries } from '@/queries/admin-console'
import { AdminUserAccess } from './admin-user-access'
import { AdminUserEditForm } from './admin-user-edit-form'
import { AdminUserMemberships } from './admin-user-memberships'
import { UserBadges } from './user-badges'

/** /admin/users/{userId}: one user's profile, password, access and organisations. */
export function AdminUserPage({ userId }: { userId: string }) {
  const { data: user } = useSuspenseQuery(consoleQueries.user(userId))

  return (
    <div className="grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <Link
          to="/admin/users"
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Users
        </Link>
        <h1 className="font-serif text-2xl font-semibold tracking-tight break-words">
          {user.name || user.email}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span className="break-all">{user.email}</span>
          <UserBadges user={user} />
          <span>
            Joined <DateTime at={user.createdAt} dateOnly />
          </span>
        </div>
      </header>
      <Card>
        <CardContent className="pt-6">
          {/* Keyed by the stored values, so a change saved elsewhere starts the form afresh. */}
          <AdminUserEditForm
            key={`${user.firstName}|${user.lastName}|${user.email}|${user.name}`}
            user={user}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <AdminUserAccess user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <AdminUserMemberships user={user} />
        </CardContent>
      </Card>
    </div>
  )
}

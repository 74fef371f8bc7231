import { Badge } from '@/components/ui/badge'

/** A user's standing at a glance: superadmin, unverified, disabled. */
export function UserBadges({
  user,
}: {
  user: { role: string; emailVerified: boolean; disabled: boolean }
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.role === 'superadmin' ? <Badge variant="brand">Superadmin</Badge> : null}
      {user.emailVerified ? (
        <Badge variant="outline">Verified</Badge>
      ) : (
        <Badge variant="secondary">Unverified</Badge>
      )}
      {user.disabled ? <Badge variant="destructive">Disabled</Badge> : null}
    </span>
  )
}

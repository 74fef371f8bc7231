import { Building2, UserRound } from 'lucide-react'
import { AdminItemNotFound } from '../admin-item-not-found'

/** A missing user, or a link with a malformed id. */
export function UserNotFound() {
  return (
    <AdminItemNotFound
      icon={<UserRound className="size-5" aria-hidden />}
      title="User not found"
      description="The account may have been deleted, or the link is wrong."
      back={{ to: '/admin/users', label: 'Back to the users' }}
    />
  )
}

/** A missing organisation, or a link with a malformed id. */
export function OrganizationNotFound() {
  return (
    <AdminItemNotFound
      icon={<Building2 className="size-5" aria-hidden />}
      title="Organization not found"
      description="It may have been deleted, or the link is wrong."
      back={{ to: '/admin/organizations', label: 'Back to the organizations' }}
    />
  )
}

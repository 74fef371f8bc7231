import { Link } from '@tanstack/react-router'
import { Building2, UserRound } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'

/** A missing user, or a link with a malformed id. */
export function UserNotFound() {
  return (
    <EmptyState
      icon={<UserRound className="size-5" aria-hidden />}
      title="User not found"
      description="The account may have been deleted, or the link is wrong."
    >
      <Button asChild variant="outline">
        <Link to="/admin/users">Back to the users</Link>
      </Button>
    </EmptyState>
  )
}

/** A missing organisation, or a link with a malformed id. */
export function OrganizationNotFound() {
  return (
    <EmptyState
      icon={<Building2 className="size-5" aria-hidden />}
      title="Organization not found"
      description="It may have been deleted, or the link is wrong."
    >
      <Button asChild variant="outline">
        <Link to="/admin/organizations">Back to the organizations</Link>
      </Button>
    </EmptyState>
  )
}

import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'

/** An admin page's missing item (or a link with a malformed id), with the way back to its list. */
export function AdminItemNotFound({
  icon,
  title,
  description,
  back,
}: {
  icon: React.ReactNode
  title: string
  description: string
  back: { to: '/admin/users' | '/admin/organizations' | '/admin/modules'; label: string }
}) {
  return (
    <EmptyState icon={icon} title={title} description={description}>
      <Button asChild variant="outline">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </EmptyState>
  )
}

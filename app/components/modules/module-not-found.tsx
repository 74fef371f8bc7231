import { Link, useParams } from '@tanstack/react-router'
import { Boxes } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import { AdminItemNotFound } from '@/components/admin/admin-item-not-found'

/** A missing module, or a link with a malformed id: the same words for both. */
export function ModuleNotFound() {
  return (
    <AdminItemNotFound
      icon={<Boxes className="size-5" aria-hidden />}
      title="Module not found"
      description="It may have been removed, or the link is wrong."
      back={{ to: '/admin/modules', label: 'Back to the modules' }}
    />
  )
}

/** A matter's module that is missing, archived or switched off. */
export function ModuleRunNotFound() {
  const { slug } = useParams({ strict: false })
  return (
    <EmptyState
      icon={<Boxes className="size-5" aria-hidden />}
      title="Module not found"
      description="It may have been switched off or archived, or the link is wrong."
    >
      {slug ? (
        <Button asChild variant="outline">
          <Link to="/matters/$slug/modules" params={{ slug }}>
            Back to the modules
          </Link>
        </Button>
      ) : null}
    </EmptyState>
  )
}

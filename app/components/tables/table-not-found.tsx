import { Link, useParams } from '@tanstack/react-router'
import { Table2 } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'

/** A missing table, or another firm's: the same words for both. */
export function TableNotFound() {
  const { slug } = useParams({ strict: false })
  return (
    <EmptyState
      icon={<Table2 className="size-5" aria-hidden />}
      title="Table not found"
      description="It may have been deleted, or the link is wrong."
    >
      {slug ? (
        <Button asChild variant="outline">
          <Link to="/matters/$slug/tables" params={{ slug }}>
            Back to the tables
          </Link>
        </Button>
      ) : null}
    </EmptyState>
  )
}

import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { AlertTriangle, RotateCcw } from 'lucide-react'
import { useEffect } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'

/** Spec §2 and §8: the table library failed to load; 'Try again' loads it once more. */
export function TablesLibraryError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertTriangle className="size-5" aria-hidden />}
        title="Failed to load tables"
        description="An error occurred while loading the table library."
      >
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          <RotateCcw className="size-4" aria-hidden />
          Try again
        </Button>
      </EmptyState>
    </div>
  )
}

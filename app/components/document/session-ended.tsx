import { Link } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'

/** The document page when the session ended while it loaded (spec §8: swallowed, no error screen). */
export function SessionEnded() {
  return (
    <main className="grid min-h-svh place-items-center p-6">
      <EmptyState
        icon={<LogIn className="size-5" aria-hidden />}
        title="Your session has ended"
        description="Sign in again to see this document."
      >
        <Button asChild>
          <Link to="/login">Sign in</Link>
        </Button>
      </EmptyState>
    </main>
  )
}

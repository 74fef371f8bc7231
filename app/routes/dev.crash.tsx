import { createFileRoute, notFound } from '@tanstack/react-router'
import { DEV_PAGES } from '@/lib/dev-pages'

// Development-only: lets the end-to-end suite see the generic error screen for a failing route.
// Production builds answer 404 here.
export const Route = createFileRoute('/dev/crash')({
  loader: () => {
    if (!DEV_PAGES) {
      throw notFound()
    }
    throw new Error('The matter index could not be loaded (simulated failure).')
  },
})

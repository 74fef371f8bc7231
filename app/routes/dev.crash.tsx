import { createFileRoute, notFound } from '@tanstack/react-router'

// Development-only: lets the end-to-end suite see the generic error screen for a failing route.
// Production builds answer 404 here.
export const Route = createFileRoute('/dev/crash')({
  loader: () => {
    if (!import.meta.env.DEV) {
      throw notFound()
    }
    throw new Error('The matter index could not be loaded (simulated failure).')
  },
})

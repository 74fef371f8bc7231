import { createFileRoute, notFound } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DEV_PAGES } from '@/lib/dev-pages'

/** `?throw=` errors a page can raise while rendering in the browser (e2e/security/telemetry). */
const DEV_THROWS = {
  render: 'Simulated rendering failure',
  invariant: 'Invariant failed: simulated invariant',
  ignored: 'Failed to fetch',
} as const

type DevThrow = keyof typeof DEV_THROWS

// Development-only: lets the end-to-end suite see the generic error screen for a failing route,
// and (with ?throw=) an error raised while rendering in the browser, which error reporting sees.
// Production builds answer 404 here.
export const Route = createFileRoute('/dev/crash')({
  validateSearch: (search: Record<string, unknown>): { throw?: DevThrow } =>
    typeof search.throw === 'string' && search.throw in DEV_THROWS
      ? { throw: search.throw as DevThrow }
      : {},
  loaderDeps: ({ search }) => ({ throw: search.throw }),
  loader: ({ deps }) => {
    if (!DEV_PAGES) {
      throw notFound()
    }
    if (deps.throw) return
    throw new Error('The matter index could not be loaded (simulated failure).')
  },
  component: DevCrash,
})

function DevCrash() {
  const { throw: kind } = Route.useSearch()
  // Thrown on a click, so the browser (not the server's render) raises it.
  const [raised, setRaised] = useState(false)
  if (raised && kind) {
    throw new Error(DEV_THROWS[kind])
  }
  return (
    <div className="p-6">
      <Button onClick={() => setRaised(true)}>Raise the error</Button>
    </div>
  )
}

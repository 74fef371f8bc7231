import { createFileRoute } from '@tanstack/react-router'
import { DevMailbox } from '@/components/dev/dev-mailbox'
import { getDevMailbox } from '@/lib/dev-mailbox'

// Development-only mailbox (the backend refuses it unless the offline dev mailbox is on).
export const Route = createFileRoute('/dev/mailbox')({
  validateSearch: (search: Record<string, unknown>) => ({
    to: typeof search.to === 'string' ? search.to : undefined,
  }),
  loaderDeps: ({ search }) => ({ to: search.to }),
  loader: ({ deps }) => getDevMailbox({ data: { to: deps.to } }),
  staleTime: 0,
  component: DevMailboxPage,
})

function DevMailboxPage() {
  return <DevMailbox messages={Route.useLoaderData()} />
}

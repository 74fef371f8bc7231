import { DateTime } from '@/components/layout/time'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bot } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { associateQueries } from '@/queries/associate'
import { AccountSection } from './section'

/**
 * /account/pocket-associate (contents not shown in the spec): the viewer's recent conversations
 * with the associate across the organisation's matters, each opening in its matter.
 */
export function PocketAssociate() {
  const recent = useQuery(associateQueries.recent())
  return (
    <div className="grid gap-6">
      <AccountSection
        title="Pocket Associate"
        description="Your recent conversations with the associate, across your matters."
      >
        {recent.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading your threads…
          </p>
        ) : recent.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your threads could not be loaded.
          </p>
        ) : recent.data.length === 0 ? (
          <EmptyState
            icon={<Bot className="size-5" aria-hidden />}
            title="No conversations yet"
            description="Open a matter and ask the associate a question; your threads appear here."
          />
        ) : (
          <ul aria-label="Recent threads" className="divide-y rounded-md border">
            {recent.data.map((thread) =>
              thread.matter ? (
                <li key={thread._id}>
                  <Link
                    to="/matters/$slug/associate"
                    params={{ slug: thread.matter.slug }}
                    search={{ thread_id: thread._id }}
                    className="grid gap-0.5 px-3 py-2 hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="truncate text-sm font-medium">{thread.title}</span>
                    <span className="text-xs text-muted-foreground">
                      {thread.matter.name} · <DateTime at={thread.lastMessageAt} />
                    </span>
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        )}
      </AccountSection>
    </div>
  )
}

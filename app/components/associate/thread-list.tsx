import { Link, useHydrated } from '@tanstack/react-router'
import { useId } from 'react'
import { Users } from 'lucide-react'
import { useNow } from '@/hooks/use-now'
import { groupByConversationDate } from '@/lib/conversation-groups'
import { cn } from '@/lib/utils'
import type { ThreadSummary } from '@/queries/associate'

const slugOf = (group: string) => group.toLowerCase().replace(/\s+/g, '-')

type ThreadListProps = {
  slug: string
  threads: ThreadSummary[]
  activeId?: string | null
  /** Actions beside each thread (the /threads page's menu). */
  actions?: (thread: ThreadSummary) => React.ReactNode
  dense?: boolean
}

/** Threads under the spec's date groups (Today, Yesterday, Previous 7 Days, …), newest first. */
export function ThreadList({ slug, threads, activeId, actions, dense }: ThreadListProps) {
  const id = useId()
  const now = useNow()
  // The groups are the viewer's own calendar: the server's clock and time zone are not theirs, so
  // the server's HTML (and the render that hydrates it) lists the threads without headings.
  const hydrated = useHydrated()
  const groups = hydrated
    ? groupByConversationDate(threads, (thread) => thread.lastMessageAt, now)
    : [{ group: null, items: threads }]
  return (
    <div className="grid gap-4">
      {groups.map(({ group, items }) => (
        <section
          key={group ?? 'all'}
          aria-labelledby={group ? `${id}-${slugOf(group)}` : undefined}
          aria-label={group ? undefined : 'All threads'}
          className="grid gap-1"
        >
          {group ? (
            <h3
              id={`${id}-${slugOf(group)}`}
              className="px-2 text-xs font-medium tracking-wide text-muted-foreground uppercase"
            >
              {group}
            </h3>
          ) : null}
          <ul className="grid gap-0.5">
            {items.map((thread) => (
              <li key={thread._id} className="group flex items-center gap-1">
                <Link
                  to="/matters/$slug/associate"
                  params={{ slug }}
                  search={{ thread_id: thread._id }}
                  aria-current={thread._id === activeId ? 'page' : undefined}
                  className={cn(
                    'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-sm hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    dense ? 'py-1.5' : 'py-2',
                    thread._id === activeId && 'bg-secondary font-medium',
                  )}
                >
                  <span className="truncate">{thread.title}</span>
                  {!thread.isAuthor ? (
                    <span className="shrink-0 text-xs text-muted-foreground">
                      from {thread.authorName}
                    </span>
                  ) : thread.sharedCount > 0 ? (
                    <Users
                      className="size-3.5 shrink-0 text-muted-foreground"
                      aria-label="Shared"
                    />
                  ) : null}
                </Link>
                {actions?.(thread)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

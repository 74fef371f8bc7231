import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MessagesSquare, Plus } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { associateQueries } from '@/queries/associate'
import { matterQueries } from '@/queries/matters'
import { userQueries } from '@/queries/users'
import { ThreadList } from './thread-list'
import { ThreadMenu } from './thread-menu'

/** /matters/{slug}/threads/: every conversation the viewer may read, by age, with its actions. */
export function ThreadsPage({ slug }: { slug: string }) {
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  const { data: me } = useSuspenseQuery(userQueries.me())
  const { data: threads } = useSuspenseQuery(associateQueries.threads(matter._id))
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLowerCase()
  const shown = needle ? threads.filter((t) => t.title.toLowerCase().includes(needle)) : threads

  return (
    <section aria-labelledby="threads-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="threads-title" className="text-lg font-semibold">
            Threads
          </h2>
          <p className="text-sm text-muted-foreground">
            Your conversations with the associate about this matter, and those shared with you.
          </p>
        </div>
        <Button asChild>
          <Link to="/matters/$slug/associate" params={{ slug }} search={{ thread_id: null }}>
            <Plus className="size-4" aria-hidden /> New conversation
          </Link>
        </Button>
      </div>
      {threads.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare className="size-5" aria-hidden />}
          title="No threads yet"
          description="Ask the associate a question about this matter; the conversation is kept here."
        />
      ) : (
        <>
          <div className="max-w-sm">
            <label htmlFor="threads-filter" className="sr-only">
              Filter threads
            </label>
            <Input
              id="threads-filter"
              type="search"
              placeholder="Filter threads by title"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          {shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">No thread title contains “{filter}”.</p>
          ) : (
            <div className="max-w-3xl rounded-lg border bg-card p-2">
              <ThreadList
                slug={slug}
                threads={shown}
                actions={(thread) => (
                  <ThreadMenu
                    threadId={thread._id}
                    title={thread.title}
                    slug={slug}
                    isAuthor={thread.isAuthor}
                    organizationId={matter.organizationId}
                    viewer={me}
                    afterDelete={() => undefined}
                  />
                )}
              />
            </div>
          )}
        </>
      )}
    </section>
  )
}

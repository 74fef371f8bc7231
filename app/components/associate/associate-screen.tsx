import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Bot, Plus } from 'lucide-react'
import { useState } from 'react'
import { AiMode } from '@/components/ai/ai-mode'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { hasCode } from '@/lib/errors'
import { associateQueries } from '@/queries/associate'
import { matterQueries } from '@/queries/matters'
import { userQueries } from '@/queries/users'
import { partyNames } from '@shared/litigation'
import { Composer } from './composer'
import { Conversation } from './conversation'
import { ThreadList } from './thread-list'
import { ThreadMenu } from './thread-menu'

const SUGGESTIONS = [
  'Who are the parties to this case?',
  'What is the class period?',
  'When and where is the deposition?',
  'What does the meet and confer letter ask for?',
]

type AssociateScreenProps = { slug: string; threadId: string | null }

/** /matters/{slug}/associate: the conversations beside the open one and its composer. */
export function AssociateScreen({ slug, threadId }: AssociateScreenProps) {
  const navigate = useNavigate()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  const { data: me } = useSuspenseQuery(userQueries.me())
  const { data: threads } = useSuspenseQuery(associateQueries.threads(matter._id))
  const thread = useQuery(associateQueries.thread(threadId))
  const [draft, setDraft] = useState('')
  const open = thread.data ?? null
  const busy = open?.messages.some((m) => m.status === 'streaming') ?? false
  const archived = matter.archivedAt !== undefined
  const openThread = (id: string | null) =>
    navigate({ to: '/matters/$slug/associate', params: { slug }, search: { thread_id: id } })

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside
        aria-label="Conversations"
        className="grid content-start gap-3 rounded-lg border bg-card p-2 lg:max-h-[calc(100svh-14rem)] lg:overflow-y-auto"
      >
        <Button asChild variant="outline" className="w-full justify-start">
          <Link to="/matters/$slug/associate" params={{ slug }} search={{ thread_id: null }}>
            <Plus className="size-4" aria-hidden /> New conversation
          </Link>
        </Button>
        {threads.length === 0 ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">No conversations yet.</p>
        ) : (
          <ThreadList slug={slug} threads={threads} activeId={threadId} dense />
        )}
      </aside>
      <section
        aria-label="Conversation"
        className="flex min-h-[28rem] flex-col gap-4 lg:h-[calc(100svh-14rem)]"
      >
        {threadId !== null && thread.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading the conversation…
          </p>
        ) : threadId !== null && thread.isError ? (
          <div role="alert" className="grid gap-2 rounded-lg border p-6 text-sm">
            <p className="font-medium">
              {hasCode(thread.error, 'NOT_FOUND')
                ? 'Thread not found'
                : 'The conversation could not be loaded'}
            </p>
            <p className="text-muted-foreground">
              It may have been deleted, or it is not shared with you.
            </p>
            <Button variant="outline" className="w-fit" onClick={() => void openThread(null)}>
              Start a new conversation
            </Button>
          </div>
        ) : open ? (
          <>
            <header className="flex items-start justify-between gap-3 border-b pb-3">
              <div className="grid min-w-0 gap-0.5">
                <h2 className="truncate text-lg font-semibold">{open.title}</h2>
                <p className="text-xs text-muted-foreground">
                  {open.isAuthor
                    ? open.sharedWith.length > 0
                      ? `Shared with ${open.sharedWith.map((s) => s.name).join(', ')}`
                      : 'Only you can see this thread'
                    : `Shared with you by ${open.authorName} · read-only`}
                  {' · Sources: '}
                  {open.scopeLabel}
                </p>
              </div>
              <ThreadMenu
                threadId={open._id}
                title={open.title}
                slug={slug}
                isAuthor={open.isAuthor}
                organizationId={matter.organizationId}
                viewer={me}
                afterDelete={() => void openThread(null)}
              />
            </header>
            <Conversation thread={open} />
          </>
        ) : (
          <div className="grid flex-1 content-center justify-items-center gap-4 text-center">
            <Bot className="size-8 text-muted-foreground" aria-hidden />
            <div className="grid gap-1">
              <h2 className="text-lg font-semibold">Ask about {matter.name}</h2>
              <p className="max-w-prose text-sm text-muted-foreground">
                The associate answers from this matter’s documents and cites each passage it relies
                on. When the documents do not say, it tells you so.
              </p>
            </div>
            <ul className="flex max-w-2xl flex-wrap justify-center gap-2">
              {SUGGESTIONS.map((suggestion) => (
                <li key={suggestion}>
                  <Button variant="outline" size="sm" onClick={() => setDraft(suggestion)}>
                    {suggestion}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {archived ? (
          <p className="rounded-lg border p-3 text-sm text-muted-foreground">
            This matter is archived: its threads can be read, not continued.
          </p>
        ) : !open || open.isAuthor ? (
          <Composer
            key={open?._id ?? 'new'}
            projectId={matter._id}
            parties={partyNames(matter)}
            thread={open}
            draft={draft}
            onDraftChange={setDraft}
            busy={busy}
            onAsked={(id) => {
              if (id !== threadId) void openThread(id)
            }}
          />
        ) : null}
        <AiMode projectId={matter._id} archived={archived} use="when the associate answers" />
      </section>
    </div>
  )
}

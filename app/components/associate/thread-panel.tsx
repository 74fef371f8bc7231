import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { associateQueries } from '@/queries/associate'
import { MessageItem } from './message-item'

/**
 * The thread beside the document viewer (/documents/{id}?threadId=…): the conversation a cited
 * passage came from, so the next citation is one click away. Read-only; it can be hidden.
 */
export function ThreadPanel({ threadId }: { threadId: string }) {
  const thread = useQuery(associateQueries.thread(threadId))
  const [hidden, setHidden] = useState(false)
  if (hidden) return null
  return (
    <aside
      aria-label="Conversation"
      className="flex w-96 shrink-0 flex-col border-l bg-card print:hidden"
    >
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        {thread.data ? (
          <Link
            to="/matters/$slug/associate"
            params={{ slug: thread.data.matter.slug }}
            search={{ thread_id: thread.data._id }}
            className="flex min-w-0 items-center gap-1.5 text-sm font-medium hover:underline"
          >
            <ArrowLeft className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{thread.data.title}</span>
          </Link>
        ) : (
          <span className="text-sm font-medium">Conversation</span>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label="Hide the conversation"
          onClick={() => setHidden(true)}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto p-3">
        {thread.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading the conversation…
          </p>
        ) : thread.isError ? (
          <p className="text-sm text-muted-foreground">This conversation is not available.</p>
        ) : (
          thread.data.messages.map((message) => (
            <MessageItem key={message._id} message={message} threadId={threadId} compact />
          ))
        )}
      </div>
    </aside>
  )
}

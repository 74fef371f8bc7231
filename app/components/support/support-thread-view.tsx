import { DateTime } from '@/components/layout/time'
import type { SupportThread } from '@/queries/support'

/** One thread read under a grant: its messages as plain text, read-only. */
export function SupportThreadView({ thread }: { thread: SupportThread }) {
  return (
    <article aria-labelledby="support-thread-title" className="grid gap-3 rounded-lg border p-4">
      <header className="grid gap-1">
        <h2 id="support-thread-title" className="text-base font-semibold break-words">
          {thread.title}
        </h2>
        <p className="text-xs text-muted-foreground">
          {thread.matterName} · {thread.authorName} · read-only
        </p>
      </header>
      {thread.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">This conversation has no messages.</p>
      ) : (
        <ol aria-label="Messages" className="grid gap-3">
          {thread.messages.map((message) => (
            <li
              key={message._id}
              className={
                message.role === 'user'
                  ? 'rounded-md bg-secondary p-3 text-secondary-foreground'
                  : 'rounded-md border p-3'
              }
            >
              <p className="text-xs text-muted-foreground">
                {message.authorName} · <DateTime at={message.at} />
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">{message.text}</p>
              {message.citations.length > 0 ? (
                <ul aria-label="Sources" className="mt-2 grid gap-1 text-xs text-muted-foreground">
                  {message.citations.map((citation) => (
                    <li key={citation.n}>
                      [{citation.n}] {citation.documentName}, page {citation.page}: “
                      {citation.quote}”
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </article>
  )
}

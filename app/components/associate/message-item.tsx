import { AlertTriangle, Bot, CircleSlash, Square } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { ThreadMessage } from '@/queries/associate'
import { AnswerText, SourceList } from './answer-text'

/** What an answer says when citations the model gave were dropped (screen and export). */
export function droppedNote(dropped: number) {
  return dropped === 1
    ? '1 citation could not be verified against the documents and was removed.'
    : `${dropped} citations could not be verified against the documents and were removed.`
}

type MessageItemProps = {
  message: ThreadMessage
  threadId: string
  /** Shown on an answer being written, for the thread's author. */
  onStop?: () => void
  compact?: boolean
}

/** A question, or an answer with its citations, status and sources. */
export function MessageItem({ message, threadId, onStop, compact }: MessageItemProps) {
  if (message.role === 'user') {
    return (
      <article aria-label={`Question from ${message.authorName}`} className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">{message.authorName}</p>
        <p className="rounded-lg bg-secondary px-3 py-2 text-sm whitespace-pre-wrap">
          {message.text}
        </p>
      </article>
    )
  }
  const streaming = message.status === 'streaming'
  return (
    <article
      aria-label="Answer from the associate"
      aria-busy={streaming}
      data-status={message.status}
      className="grid gap-2"
    >
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Bot className="size-3.5" aria-hidden /> Associate
        {message.scopeLabel ? <span className="font-normal">· {message.scopeLabel}</span> : null}
        {message.model && !compact ? <span className="font-normal">· {message.model}</span> : null}
      </p>
      {message.notFound ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-dashed px-3 py-2 text-sm"
        >
          <CircleSlash className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>{message.text}</span>
        </p>
      ) : message.text === '' && streaming ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Reading the documents…
        </p>
      ) : (
        <AnswerText text={message.text} citations={message.citations} threadId={threadId} />
      )}
      {streaming ? (
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5" role="status">
            <Spinner className="size-3" /> Writing…
          </span>
          {onStop ? (
            <Button type="button" variant="outline" size="sm" onClick={onStop}>
              <Square className="size-3" aria-hidden /> Stop
            </Button>
          ) : null}
        </div>
      ) : null}
      {message.status === 'stopped' ? (
        <p className="text-xs text-muted-foreground">Stopped before the end.</p>
      ) : null}
      {message.status === 'failed' ? (
        <p role="alert" className="flex items-center gap-1.5 text-sm text-destructive">
          <AlertTriangle className="size-4" aria-hidden />
          {message.error ?? 'The answer was interrupted.'}
        </p>
      ) : null}
      {message.droppedCitations > 0 ? (
        <p
          role="note"
          className="flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <AlertTriangle className="size-3.5" aria-hidden />
          {droppedNote(message.droppedCitations)}
        </p>
      ) : null}
      {!streaming && !compact ? (
        <SourceList citations={message.citations} threadId={threadId} />
      ) : null}
    </article>
  )
}

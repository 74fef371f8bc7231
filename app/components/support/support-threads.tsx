import { useQuery } from '@tanstack/react-query'
import { MessagesSquare } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { PageSpinner } from '@/components/layout/page-spinner'
import { DateTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/auth/form-alert'
import { getErrorMessage } from '@/lib/errors'
import { type SupportThread, supportQueries, useReadSupportThreadMutation } from '@/queries/support'
import { SupportThreadView } from './support-thread-view'

/**
 * A firm's threads under one live grant (titles, matters, authors, dates); opening one reads its
 * messages, and that read is written on the firm's audit trail.
 */
export function SupportThreads({ grantId }: { grantId: string }) {
  const threads = useQuery(supportQueries.threads(grantId))
  const read = useReadSupportThreadMutation()
  const [open, setOpen] = useState<SupportThread | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  if (threads.isPending) return <PageSpinner />
  if (threads.isError) {
    return <FormAlert tone="error">{getErrorMessage(threads.error)}</FormAlert>
  }
  const { organization, threads: list } = threads.data

  async function openThread(threadId: string) {
    setFailure(null)
    try {
      setOpen(await read.mutateAsync({ grantId, threadId }))
    } catch (error) {
      setFailure(getErrorMessage(error))
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="support-threads" className="grid content-start gap-3">
        <h2 id="support-threads" className="text-base font-semibold">
          Conversations of {organization.name}
        </h2>
        {list.length === 0 ? (
          <EmptyState
            icon={<MessagesSquare className="size-5" aria-hidden />}
            title="No conversations"
            description="Nobody in this firm has asked the associate anything yet."
          />
        ) : (
          <ul
            aria-label={`Conversations of ${organization.name}`}
            className="divide-y rounded-lg border"
          >
            {list.map((thread) => (
              <li key={thread._id} className="grid gap-1 p-3">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium break-words">{thread.title}</span>
                  {thread.shared ? <Badge>Shared</Badge> : null}
                </div>
                <span className="text-xs text-muted-foreground">
                  {thread.matterName} · {thread.authorName} · last message{' '}
                  <DateTime at={thread.lastMessageAt} />
                </span>
                <div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={read.isPending}
                    onClick={() => void openThread(thread._id)}
                    aria-label={`Read ${thread.title}`}
                  >
                    Read
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid content-start gap-3">
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        {open ? (
          <SupportThreadView thread={open} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Choose a conversation to read it. Each one you open is written in the firm’s audit
            trail.
          </p>
        )}
      </div>
    </div>
  )
}

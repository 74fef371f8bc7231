import { Inbox } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { BrandLockup } from '@/components/layout/brand-mark'
import type { MailboxMessage } from '@/lib/dev-mailbox'

/** The offline mailbox: every message Casefile would have emailed, newest first. */
export function DevMailbox({ messages }: { messages: MailboxMessage[] | null }) {
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-6 py-10">
      <BrandLockup />
      <header>
        <h1 className="font-serif text-2xl font-semibold">Development mailbox</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          No email is sent while Casefile runs offline. Sign-in links, codes and invitations land
          here instead.
        </p>
      </header>
      {messages === null ? (
        <EmptyState
          icon={<Inbox className="size-5" aria-hidden />}
          title="The mailbox is off"
          description="It only exists in development, when no email transport is configured."
        />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-5" aria-hidden />}
          title="No messages yet"
          description="Ask for a sign-in link or code and it appears here."
        />
      ) : (
        <ul aria-label="Messages" className="grid gap-3">
          {messages.map((message) => (
            <li
              key={message._id}
              aria-label={`${message.subject} to ${message.to}`}
              className="rounded-lg border bg-card p-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">{message.subject}</p>
                <time
                  className="text-xs text-muted-foreground"
                  dateTime={new Date(message.createdAt).toISOString()}
                >
                  {new Date(message.createdAt).toLocaleString()}
                </time>
              </div>
              <p className="text-sm text-muted-foreground">To {message.to}</p>
              {message.code ? (
                <p className="mt-3 text-sm">
                  Code:{' '}
                  <span className="font-mono text-base font-semibold tracking-widest">
                    {message.code}
                  </span>
                </p>
              ) : null}
              {message.url ? (
                <a
                  href={message.url}
                  className="mt-3 inline-block text-sm font-medium underline underline-offset-4"
                >
                  Open the link in this message
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

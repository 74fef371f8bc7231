import { useSyncExternalStore } from 'react'

const TICK_MS = 30_000
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A clock hook that ticks every `tickMs` on the client and answers null during SSR and hydration,
 * so server and client render the same text. The time is rounded to the tick, so the snapshot is
 * stable between renders within one tick.
 */
function clockHook(tickMs: number) {
  const subscribe = (onChange: () => void) => {
    const timer = window.setInterval(onChange, tickMs)
    return () => window.clearInterval(timer)
  }
  const clientNow = () => Math.floor(Date.now() / tickMs) * tickMs
  const serverNow = () => null
  return (): number | null => useSyncExternalStore(subscribe, clientNow, serverNow)
}

/** The current time on the client, refreshed every 30 s (relative times, local dates). */
export const useNow = clockHook(TICK_MS)

/** The current time on the client to the second (a running timer's clock). */
export const useSecondNow = clockHook(1000)

const utcDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const localDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const localDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** "just now", "5 minutes ago", "yesterday", "3 days ago", then a date after a month. */
export function formatRelativeTime(at: number, now: number): string {
  const elapsed = Math.max(0, now - at)
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day')
  return localDate.format(at)
}

/** A moment as relative time ("2 hours ago"), with the exact local date and time on hover. */
export function RelativeTime({ at, className }: { at: number; className?: string }) {
  const now = useNow()
  return (
    <time
      dateTime={new Date(at).toISOString()}
      title={now === null ? undefined : localDateTime.format(at)}
      className={className}
    >
      {now === null ? utcDate.format(at) : formatRelativeTime(at, now)}
    </time>
  )
}

/**
 * A moment as a local date and time, or only its date (in UTC until hydrated, for the same reason
 * as useNow: the server's time zone and locale are not the reader's).
 */
export function DateTime({ at, dateOnly = false }: { at: number; dateOnly?: boolean }) {
  const now = useNow()
  let text: string
  if (dateOnly) text = now === null ? utcDate.format(at) : localDate.format(at)
  else text = now === null ? `${utcDate.format(at)} (UTC)` : localDateTime.format(at)
  return <time dateTime={new Date(at).toISOString()}>{text}</time>
}

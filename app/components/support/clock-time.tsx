import { useNow } from '@/components/layout/time'

const utcClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})
const localClock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })

/** A moment as "HH:MM" in the reader's zone ("HH:MM UTC" until hydrated, as DateTime does). */
export function ClockTime({ at }: { at: number }) {
  const now = useNow()
  return (
    <time dateTime={new Date(at).toISOString()}>
      {now === null ? `${utcClock.format(at)} UTC` : localClock.format(at)}
    </time>
  )
}

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Info, TriangleAlert, X } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useNow } from '@/components/layout/time'
import { cn } from '@/lib/utils'
import { contentQueries } from '@/queries/content'
import { parseDismissed, withDismissed } from '@shared/contentRules'

const MINUTE = 60_000
const STORAGE_KEY = 'casefile:dismissed-announcements'
// Same-tab writes do not fire 'storage'; this event tells this tab's banners.
const CHANGED = 'casefile:announcements-dismissed'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** The ids this browser dismissed; null on the server and while the page hydrates. */
function useDismissed(): string[] | null {
  const raw = useSyncExternalStore(subscribe, readStored, () => undefined)
  return raw === undefined ? null : parseDismissed(raw)
}

function dismiss(id: string) {
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(withDismissed(parseDismissed(readStored()), id)),
    )
  } catch {
    // Storage is off (private mode): the banner still goes until the next page load.
  }
  window.dispatchEvent(new Event(CHANGED))
}

const TONES = {
  info: {
    icon: Info,
    label: 'Announcement',
    className: 'bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
  },
  warning: {
    icon: TriangleAlert,
    label: 'Important announcement',
    className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  },
} as const

/**
 * The superadmins' announcements live now for the viewer (everyone's and their organisation's),
 * across the top of the main column, each dismissible in this browser. Nothing renders on the
 * server or while hydrating: the clock and the dismissed ids live in the browser only.
 */
export function AnnouncementBanner() {
  const now = useNow()
  const dismissed = useDismissed()
  // The minute, not the 30 s tick: the query's arguments (and its cached result) change once a
  // minute, which is when a scheduled announcement may start or end.
  const minute = now === null ? null : Math.floor(now / MINUTE) * MINUTE
  const { data } = useQuery({
    ...contentQueries.live(minute ?? 0),
    enabled: minute !== null,
    placeholderData: keepPreviousData,
  })
  if (minute === null || dismissed === null || !data) return null
  const shown = data.filter((announcement) => !dismissed.includes(announcement._id))
  if (shown.length === 0) return null
  return (
    <section aria-label="Announcements" className="print:hidden">
      <ul className="divide-y divide-black/5 dark:divide-white/10">
        {shown.map((announcement) => {
          const tone = TONES[announcement.tone]
          const Icon = tone.icon
          return (
            <li
              key={announcement._id}
              aria-label={tone.label}
              className={cn('flex items-start gap-3 px-8 py-2 text-sm', tone.className)}
            >
              <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p className="min-w-0 flex-1 break-words whitespace-pre-wrap">
                {announcement.message}
              </p>
              <button
                type="button"
                onClick={() => dismiss(announcement._id)}
                className="-my-1 shrink-0 rounded-md p-1 opacity-80 hover:bg-black/5 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none dark:hover:bg-white/10"
              >
                <X className="size-4" aria-hidden />
                <span className="sr-only">Dismiss announcement</span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

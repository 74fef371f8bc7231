import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useConvexMutation } from '@/lib/convex-react'
import { readingBeatMs } from '@/lib/reading-beat'
import { localDay } from '@/lib/time-display'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'
import { READING_BEAT_MS } from '@shared/timeSuggestions'

/**
 * Reports, once a minute, how long the viewer was open on this document and its reader active
 * (suggested time, B8). Best effort: a beat that fails is not retried and shows nothing.
 */
export function useReadingTime(documentId: Id<'documents'>) {
  const { mutate } = useMutation({
    mutationFn: useConvexMutation(api.time.reading.record),
    meta: { showsOwnErrors: true },
  })
  useEffect(() => {
    let lastBeat = Date.now()
    let lastActivity = Date.now()
    const seen = () => {
      lastActivity = Date.now()
    }
    const events = ['pointerdown', 'keydown', 'wheel', 'scroll'] as const
    for (const name of events) window.addEventListener(name, seen, { passive: true, capture: true })
    const timer = window.setInterval(() => {
      const now = Date.now()
      const ms = readingBeatMs({
        now,
        lastBeat,
        lastActivity,
        visible: document.visibilityState === 'visible',
      })
      lastBeat = now
      if (ms > 0) mutate({ documentId, date: localDay(new Date(now)), ms })
    }, READING_BEAT_MS)
    return () => {
      window.clearInterval(timer)
      for (const name of events) window.removeEventListener(name, seen, { capture: true })
    }
  }, [documentId, mutate])
}

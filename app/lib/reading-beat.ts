// Reading time for suggested time (B8): what one beat of the document viewer reports. A beat
// counts the time since the last one, at most a minute, and only while the tab is visible and the
// reader did something (scrolled, clicked, pressed a key) in the last five minutes.
import { READING_BEAT_MS } from '@shared/timeSuggestions'

/** How long a reader may sit still over a page and still be reading. */
export const READING_IDLE_MS = 5 * 60_000

export function readingBeatMs(beat: {
  now: number
  lastBeat: number
  lastActivity: number
  visible: boolean
}): number {
  if (!beat.visible || beat.now - beat.lastActivity > READING_IDLE_MS) return 0
  return Math.max(0, Math.min(READING_BEAT_MS, beat.now - beat.lastBeat))
}

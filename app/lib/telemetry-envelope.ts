// The last look at what Sentry sends, on its way out (error-reporting.ts wraps the transport with
// it): a replay segment's DOM snapshots carry the page's links, whose matter slugs the replay's own
// masking never touches (rrweb records href and src as they are, and hands only Sentry's own
// annotations to beforeAddRecordingEvent). Each recording is read, scrubbed (telemetry-scrub.ts)
// and written back; one that cannot be read (a compressed one) is dropped: fail closed.
import { scrubRecordingEvent } from './telemetry-scrub'

type EnvelopeItem = [Record<string, unknown>, unknown]
type Envelope = [Record<string, unknown>, EnvelopeItem[]]

/**
 * A replay segment's payload, `{"segment_id":N}` then a newline and its events as JSON, with
 * every event scrubbed; null when it is not that (a compressed segment cannot be checked).
 */
export function scrubReplayPayload(payload: unknown): string | null {
  if (typeof payload !== 'string') return null
  const newline = payload.indexOf('\n')
  if (newline === -1) return null
  let events: unknown
  try {
    events = JSON.parse(payload.slice(newline + 1))
  } catch {
    return null
  }
  if (!Array.isArray(events)) return null
  const clean = events
    .filter((event): event is object => event !== null && typeof event === 'object')
    .map((event) => scrubRecordingEvent(event))
    .filter((event) => event !== null)
  return `${payload.slice(0, newline)}\n${JSON.stringify(clean)}`
}

/** The envelope with each replay recording scrubbed (or dropped when unreadable). */
export function scrubEnvelope<E>(envelope: E): E {
  const [headers, items] = envelope as Envelope
  const kept: EnvelopeItem[] = []
  for (const [header, payload] of items) {
    if (header.type !== 'replay_recording') {
      kept.push([header, payload])
      continue
    }
    const clean = scrubReplayPayload(payload)
    if (clean === null) continue
    kept.push([{ ...header, length: new TextEncoder().encode(clean).length }, clean])
  }
  return [headers, kept] as E
}

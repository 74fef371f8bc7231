// Which errors are reported and how they are labelled (spec §8): expected failures (signed out,
// offline, cancelled by the user) are not reports; React's own invariants are, tagged apart.

/** Messages (or error names) never reported: each is an expected condition, not a fault. */
export const IGNORED_ERRORS = [
  // Raised by the auth wrapper when a session lapses; the app sends the user to sign in.
  'Authentication required',
  'Failed to fetch',
  'Network request failed',
  'Load failed',
  'User canceled',
  'User cancelled',
  'AbortError',
] as const

const INVARIANT = 'Invariant failed'

type ReportableEvent = {
  message?: string
  exception?: { values?: { type?: string; value?: string }[] }
  tags?: Record<string, unknown>
}

/** Every text of an event the rules read: its message and each exception's type and value. */
function texts(event: ReportableEvent): string[] {
  const values = event.exception?.values ?? []
  return [event.message, ...values.flatMap((value) => [value.type, value.value])].filter(
    (text): text is string => typeof text === 'string',
  )
}

/** Whether a text names an ignored error. */
export function isIgnoredMessage(text: string): boolean {
  return IGNORED_ERRORS.some((ignored) => text.includes(ignored))
}

/** Whether an error event is reported: false for the ignored errors (IGNORED_ERRORS). */
export function shouldReport(event: ReportableEvent): boolean {
  return !texts(event).some(isIgnoredMessage)
}

/** The event with `invariant: 'true'` among its tags when React's 'Invariant failed' raised it. */
export function tagEvent<T extends ReportableEvent>(event: T): T {
  if (!texts(event).some((text) => text.includes(INVARIANT))) return event
  return { ...event, tags: { ...event.tags, invariant: 'true' } }
}

/** The `role` tag: the user's platform role, 'user' when it is absent or signed out. */
export function roleTag(role: string | null | undefined): string {
  return role && role.trim() ? role : 'user'
}

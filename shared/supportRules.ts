// Support access to a firm's conversations and the move of a user between firms (issue 25): the
// limits the admin forms and the backend both apply. Pure: no Convex server imports.
import { hasBidiControl, hasLoneSurrogate } from './text'

/** How long a support grant may last, in minutes: the choices the form offers, and the only ones. */
export const GRANT_MINUTES = [15, 30, 60] as const
export type GrantMinutes = (typeof GRANT_MINUTES)[number]

export const GRANT_REASON_MIN = 10
export const GRANT_REASON_MAX = 500

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

/** Why a grant's reason cannot be stored, in plain words, or null when it can (after trimming). */
export function grantReasonProblem(reason: string): string | null {
  const trimmed = reason.trim()
  if (trimmed.length === 0) return 'Say why support needs to read the conversations'
  if (trimmed.length < GRANT_REASON_MIN) {
    return `The reason must be at least ${GRANT_REASON_MIN} characters`
  }
  if (trimmed.length > GRANT_REASON_MAX) {
    return `The reason must be at most ${GRANT_REASON_MAX} characters`
  }
  if (hasBidiControl(trimmed)) {
    return 'The reason cannot contain characters that change the direction of text'
  }
  if (hasLoneSurrogate(trimmed) || CONTROL.test(trimmed)) {
    return 'The reason contains characters that are not text'
  }
  return null
}

export function isGrantMinutes(minutes: number): minutes is GrantMinutes {
  return (GRANT_MINUTES as readonly number[]).includes(minutes)
}

/**
 * The most a migration carries in its one mutation (Convex's limits: documents and bytes written
 * in one transaction). Above any of them the move is refused and says which.
 */
export const MIGRATION_CAPS = {
  threads: 100,
  messages: 2_000,
  drafts: 100,
  draftVersions: 500,
  prompts: 500,
  favorites: 2_000,
  // What the moved documents weigh together (JSON characters), under the 16 MiB a transaction writes.
  bytes: 8_000_000,
} as const

/** How many titles of each kind the dry run lists (the counts are always complete). */
export const MIGRATION_TITLES_SHOWN = 20

/** The text a user search must have (name or email), and the most rows it answers. */
export const USER_SEARCH_MIN = 2
export const USER_SEARCH_MAX_RESULTS = 20

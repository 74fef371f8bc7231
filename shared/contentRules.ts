// Announcements and the support page's text (issue 25, /admin/content): the limits the admin forms
// and the backend both apply, and the schedule that says which announcements are live. Pure: no
// Convex server imports.
import type { AppErrorIssue } from './errors'
import { hasBidiControl, hasLoneSurrogate } from './text'

export const ANNOUNCEMENT_MESSAGE_MAX = 500
export const SUPPORT_TEXT_MAX = 5_000
export const ANNOUNCEMENT_TONES = ['info', 'warning'] as const
export type AnnouncementTone = (typeof ANNOUNCEMENT_TONES)[number]

/** How many announcements one person is shown at once (the banner stacks them). */
export const LIVE_ANNOUNCEMENTS_MAX = 5

// Control characters other than tab and line breaks: never part of plain text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export type Schedule = { startsAt: number; endsAt?: number | null }

export type AnnouncementInput = Schedule & { message: string; tone: string }

/** What is wrong with a plain text: empty, too long, or not text (null when it is fine). */
function textProblem(text: string, max: number, what: string, allowLineBreaks: boolean) {
  if (text.length === 0) return `Write the ${what}`
  if (text.length > max)
    return `The ${what} must be at most ${max.toLocaleString('en-US')} characters`
  if (hasLoneSurrogate(text) || CONTROL.test(text))
    return `The ${what} contains characters that are not text`
  if (!allowLineBreaks && /[\r\n]/.test(text)) return `The ${what} must be one line`
  if (hasBidiControl(text))
    return `The ${what} cannot contain characters that change the direction of text`
  return null
}

function isTime(value: number) {
  return Number.isSafeInteger(value) && value >= 0
}

/** Every problem with an announcement (its message already trimmed), by field. */
export function announcementIssues(input: AnnouncementInput): AppErrorIssue[] {
  const issues: AppErrorIssue[] = []
  const message = textProblem(input.message, ANNOUNCEMENT_MESSAGE_MAX, 'message', false)
  if (message) issues.push({ path: 'message', message })
  if (!(ANNOUNCEMENT_TONES as readonly string[]).includes(input.tone)) {
    issues.push({ path: 'tone', message: 'Choose information or warning' })
  }
  if (!isTime(input.startsAt)) issues.push({ path: 'startsAt', message: 'Choose when it starts' })
  const endsAt = input.endsAt ?? null
  if (endsAt !== null) {
    if (!isTime(endsAt)) issues.push({ path: 'endsAt', message: 'Choose when it ends' })
    else if (isTime(input.startsAt) && endsAt <= input.startsAt) {
      issues.push({ path: 'endsAt', message: 'It must end after it starts' })
    }
  }
  return issues
}

/** The support page's text (already trimmed); empty means "show the built-in text". */
export function supportTextProblem(text: string): string | null {
  if (text.length === 0) return null
  return textProblem(text, SUPPORT_TEXT_MAX, 'text', true)
}

/** Whether an announcement is showing at `now`: started, and not yet ended. */
export function isLive(schedule: Schedule, now: number) {
  return schedule.startsAt <= now && (schedule.endsAt == null || now < schedule.endsAt)
}

export type AnnouncementStatus = 'scheduled' | 'live' | 'ended'

/** Where an announcement is in its schedule at `now`. */
export function announcementStatus(schedule: Schedule, now: number): AnnouncementStatus {
  if (now < schedule.startsAt) return 'scheduled'
  return isLive(schedule, now) ? 'live' : 'ended'
}

/**
 * The announcements someone in `organizationId` (null: in none) sees at `now`: those for everyone
 * and those for their organisation, live now, the newest start first, at most
 * LIVE_ANNOUNCEMENTS_MAX.
 */
export function liveAnnouncements<
  T extends Schedule & { organizationId?: string | null; createdAt: number },
>(announcements: readonly T[], now: number, organizationId: string | null): T[] {
  return announcements
    .filter(
      (item) =>
        isLive(item, now) &&
        (item.organizationId == null || item.organizationId === organizationId),
    )
    .sort((a, b) => b.startsAt - a.startsAt || b.createdAt - a.createdAt)
    .slice(0, LIVE_ANNOUNCEMENTS_MAX)
}

/** The ids a person dismissed, as kept in the browser: unknown entries dropped, newest 50 kept. */
export const DISMISSED_KEPT = 50

export function parseDismissed(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value.filter((id): id is string => typeof id === 'string').slice(-DISMISSED_KEPT)
  } catch {
    return []
  }
}

/** The kept list with `id` added (once, last). */
export function withDismissed(ids: readonly string[], id: string): string[] {
  return [...ids.filter((kept) => kept !== id), id].slice(-DISMISSED_KEPT)
}

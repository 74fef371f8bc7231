import { describe, expect, test } from 'vitest'
import {
  ANNOUNCEMENT_MESSAGE_MAX,
  DISMISSED_KEPT,
  LIVE_ANNOUNCEMENTS_MAX,
  SUPPORT_TEXT_MAX,
  announcementIssues,
  announcementStatus,
  isLive,
  liveAnnouncements,
  parseDismissed,
  supportTextProblem,
  withDismissed,
} from './contentRules'

const T = Date.parse('2026-11-29T12:00:00Z')
const MIN = 60_000
const valid = { message: 'Maintenance on Sunday', tone: 'info', startsAt: T }

describe('the announcement schedule', () => {
  test('an announcement is live from its start until (not including) its end', () => {
    const schedule = { startsAt: T, endsAt: T + 60 * MIN }
    expect(isLive(schedule, T - 1)).toBe(false)
    expect(isLive(schedule, T)).toBe(true)
    expect(isLive(schedule, T + 60 * MIN - 1)).toBe(true)
    expect(isLive(schedule, T + 60 * MIN)).toBe(false)
  })

  test('without an end it stays live', () => {
    expect(isLive({ startsAt: T }, T + 365 * 24 * 60 * MIN)).toBe(true)
    expect(isLive({ startsAt: T, endsAt: null }, T)).toBe(true)
  })

  test('the status says scheduled, live or ended', () => {
    const schedule = { startsAt: T, endsAt: T + MIN }
    expect(announcementStatus(schedule, T - MIN)).toBe('scheduled')
    expect(announcementStatus(schedule, T)).toBe('live')
    expect(announcementStatus(schedule, T + MIN)).toBe('ended')
  })

  test('someone sees those for everyone and for their own organisation only, newest start first', () => {
    const all = [
      { id: 'everyone', organizationId: null, startsAt: T - 2 * MIN, createdAt: 1 },
      { id: 'ours', organizationId: 'org-a', startsAt: T - MIN, createdAt: 2 },
      { id: 'theirs', organizationId: 'org-b', startsAt: T - MIN, createdAt: 3 },
      { id: 'later', organizationId: null, startsAt: T + MIN, createdAt: 4 },
      { id: 'over', organizationId: 'org-a', startsAt: T - 9 * MIN, endsAt: T, createdAt: 5 },
    ]
    expect(liveAnnouncements(all, T, 'org-a').map((a) => a.id)).toEqual(['ours', 'everyone'])
    expect(liveAnnouncements(all, T, 'org-b').map((a) => a.id)).toEqual(['theirs', 'everyone'])
    expect(liveAnnouncements(all, T, null).map((a) => a.id)).toEqual(['everyone'])
  })

  test('at most a handful show at once', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      startsAt: T - index,
      createdAt: index,
    }))
    expect(liveAnnouncements(many, T, null)).toHaveLength(LIVE_ANNOUNCEMENTS_MAX)
  })
})

describe('announcement validation', () => {
  test('a one-line message up to the limit with a start is fine', () => {
    expect(announcementIssues(valid)).toEqual([])
    expect(
      announcementIssues({
        ...valid,
        message: 'x'.repeat(ANNOUNCEMENT_MESSAGE_MAX),
        endsAt: T + 1,
      }),
    ).toEqual([])
  })

  test.each([
    ['an empty message', { message: '' }, 'message'],
    ['a long message', { message: 'x'.repeat(ANNOUNCEMENT_MESSAGE_MAX + 1) }, 'message'],
    ['a line break', { message: 'one\ntwo' }, 'message'],
    ['a control character', { message: 'bell\u0007' }, 'message'],
    ['a direction override', { message: 'abc\u202Edef' }, 'message'],
    ['a lone surrogate', { message: 'a\uD800b' }, 'message'],
    ['an unknown tone', { tone: 'danger' }, 'tone'],
    ['a start that is not a time', { startsAt: Number.NaN }, 'startsAt'],
    ['a negative start', { startsAt: -1 }, 'startsAt'],
    ['an end before the start', { endsAt: T - 1 }, 'endsAt'],
    ['an end at the start', { endsAt: T }, 'endsAt'],
    ['an end that is not a time', { endsAt: Number.POSITIVE_INFINITY }, 'endsAt'],
  ])('%s is refused on its field', (_, change, path) => {
    expect(announcementIssues({ ...valid, ...change }).map((issue) => issue.path)).toEqual([path])
  })
})

describe('the support text', () => {
  test('several lines up to the limit are fine, and empty means the built-in text', () => {
    expect(supportTextProblem('Write to help@firm.test\n\nOr call us.')).toBeNull()
    expect(supportTextProblem('x'.repeat(SUPPORT_TEXT_MAX))).toBeNull()
    expect(supportTextProblem('')).toBeNull()
  })

  test('too long or not text is refused', () => {
    expect(supportTextProblem('x'.repeat(SUPPORT_TEXT_MAX + 1))).toMatch(/at most 5,000/)
    expect(supportTextProblem('nul\u0000')).toMatch(/not text/)
    expect(supportTextProblem('abc\u2066')).toMatch(/direction/)
  })
})

describe('dismissed announcements in the browser', () => {
  test('a stored list is read leniently', () => {
    expect(parseDismissed(null)).toEqual([])
    expect(parseDismissed('not json')).toEqual([])
    expect(parseDismissed('{"a":1}')).toEqual([])
    expect(parseDismissed('["a", 2, "b"]')).toEqual(['a', 'b'])
  })

  test('an id is added once and the list stays bounded', () => {
    expect(withDismissed(['a', 'b'], 'a')).toEqual(['b', 'a'])
    const full = Array.from({ length: DISMISSED_KEPT }, (_, index) => `id${index}`)
    const next = withDismissed(full, 'new')
    expect(next).toHaveLength(DISMISSED_KEPT)
    expect(next.at(-1)).toBe('new')
    expect(next[0]).toBe('id1')
  })
})

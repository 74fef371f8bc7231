import { describe, expect, test } from 'vitest'
import {
  CATEGORY_DEFAULTS,
  DIGEST_LIST_MAX,
  NOTIFICATION_CATEGORIES,
  categoryOf,
  deliveryFor,
  digestEmail,
  notificationHref,
  notificationText,
  resolveInboxPreferences,
  unreadLabel,
} from './notificationRules'

describe('preference resolution', () => {
  test('a user who changed nothing gets the defaults: everything in the app, shares emailed', () => {
    const resolved = resolveInboxPreferences(undefined)
    expect(resolved).toEqual(CATEGORY_DEFAULTS)
    for (const category of NOTIFICATION_CATEGORIES) expect(resolved[category].inApp).toBe(true)
    expect(resolved.shares.email).toBe('immediate')
    expect(resolved.tableRuns.email).toBe('off')
  })

  test('what a user stored wins for that category only', () => {
    const resolved = resolveInboxPreferences({ tableRuns: { inApp: false, email: 'digest' } })
    expect(resolved.tableRuns).toEqual({ inApp: false, email: 'digest' })
    expect(resolved.shares).toEqual(CATEGORY_DEFAULTS.shares)
  })

  test('each kind is decided by its category', () => {
    expect(categoryOf('folderShared')).toBe('shares')
    expect(categoryOf('draftFailed')).toBe('draftRuns')
    const preferences = resolveInboxPreferences({ shares: { inApp: false, email: 'off' } })
    expect(deliveryFor(preferences, 'documentShared')).toEqual({
      store: false,
      inApp: false,
      emailNow: false,
      digest: false,
    })
    expect(deliveryFor(preferences, 'draftFinished')).toEqual({
      store: true,
      inApp: true,
      emailNow: false,
      digest: false,
    })
  })

  test('a digest-only category keeps a row (for the digest) but shows nothing in the app', () => {
    const preferences = resolveInboxPreferences({ uploads: { inApp: false, email: 'digest' } })
    expect(deliveryFor(preferences, 'uploadFailed')).toEqual({
      store: true,
      inApp: false,
      emailNow: false,
      digest: true,
    })
  })
})

describe('what a notification says and where it leads', () => {
  test('names only, with a stand-in for a missing actor', () => {
    expect(
      notificationText({ kind: 'documentShared', title: 'Lease.pdf', actorName: 'Ada Lane' }),
    ).toBe('Ada Lane shared the document “Lease.pdf” with you')
    expect(notificationText({ kind: 'documentsShared', title: '3 documents' })).toBe(
      'A colleague shared 3 documents with you',
    )
    expect(
      notificationText({
        kind: 'tableRunFinished',
        title: 'Claims',
        counts: { done: 4, failed: 2 },
      }),
    ).toBe('The review table “Claims” finished: 4 answered, 2 failed')
    expect(
      notificationText({
        kind: 'tableRunFinished',
        title: 'Claims',
        counts: { done: 4, failed: 0 },
      }),
    ).toBe('The review table “Claims” finished: 4 answered')
  })

  test('links are built from slugs and ids, each segment encoded', () => {
    expect(notificationHref({ type: 'table', slug: 'acme', tableId: 'k1' })).toBe(
      '/matters/acme/tables/k1',
    )
    expect(notificationHref({ type: 'folder', slug: 'acme', path: 'pleadings/motions' })).toBe(
      '/matters/acme/dossier/pleadings/motions',
    )
    expect(notificationHref({ type: 'thread', slug: 'a b', threadId: 'x&y' })).toBe(
      '/matters/a%20b/associate?thread_id=x%26y',
    )
    expect(notificationHref({ type: 'organization' })).toBe('/account/organization')
  })

  test('the unread count stops at 99+', () => {
    expect(unreadLabel(3)).toBe('3')
    expect(unreadLabel(99)).toBe('99')
    expect(unreadLabel(100)).toBe('99+')
  })
})

describe('digest grouping', () => {
  test('one line per notification, the rest counted past the cap', () => {
    const items = Array.from({ length: DIGEST_LIST_MAX + 3 }, (_, index) => ({
      kind: 'uploadFailed' as const,
      title: `Scan ${index}.pdf`,
    }))
    const { subject, text } = digestEmail(items, 'https://casefile.test/matters')
    expect(subject).toBe(`Casefile: ${DIGEST_LIST_MAX + 3} unread notifications today`)
    expect(text).toContain('- “Scan 0.pdf” could not be processed')
    expect(text).not.toContain(`Scan ${DIGEST_LIST_MAX}.pdf`)
    expect(text).toContain('- and 3 more')
    expect(text).toContain('https://casefile.test/matters')
  })

  test('a single notification reads in the singular', () => {
    expect(digestEmail([{ kind: 'draftFinished', title: 'Memo' }], 'x').subject).toBe(
      'Casefile: 1 unread notification today',
    )
  })
})

// The inbox's pure rules, run by the backend (notify, the digest) and the settings screen alike:
// which category a kind belongs to, the defaults, what a notification says and where it leads.
// A notification names things only (a title, a table's name, who did it), never their text.
import type {
  CategoryPreference,
  EmailDelivery,
  NotificationCategory,
  NotificationKind,
  StoredInboxPreferences,
} from './notificationValidators'

/** How long a notification is kept (read or not) before the daily purge removes it. */
export const NOTIFICATION_RETENTION_DAYS = 90
/** The most notifications the bell lists, newest first. */
export const NOTIFICATION_LIST_MAX = 50
/** The unread count stops counting here; the bell then says "99+". */
export const UNREAD_COUNT_MAX = 99
/** The most notifications one digest email lists; the rest are counted. */
export const DIGEST_LIST_MAX = 20

export const NOTIFICATION_CATEGORIES: NotificationCategory[] = [
  'shares',
  'tableRuns',
  'draftRuns',
  'uploads',
  'invitationsAccepted',
]

/** The settings screen's words for each category. */
export const CATEGORY_LABELS: Record<NotificationCategory, { label: string; description: string }> =
  {
    shares: {
      label: 'Shared with me',
      description: 'A colleague shares a document, folder, thread or draft with you.',
    },
    tableRuns: {
      label: 'Review table runs',
      description: 'A review table you ran has finished.',
    },
    draftRuns: {
      label: 'Module drafts',
      description: 'A draft you started has been written, or its run failed.',
    },
    uploads: {
      label: 'Upload problems',
      description: 'A document you uploaded could not be processed.',
    },
    invitationsAccepted: {
      label: 'Invitations accepted',
      description: 'Someone you invited joined the organization.',
    },
  }

export const EMAIL_DELIVERY_LABELS: Record<EmailDelivery, string> = {
  off: 'No email',
  immediate: 'Email each time',
  digest: 'Daily digest',
}

const CATEGORY_OF: Record<NotificationKind, NotificationCategory> = {
  documentShared: 'shares',
  documentsShared: 'shares',
  folderShared: 'shares',
  threadShared: 'shares',
  draftShared: 'shares',
  tableRunFinished: 'tableRuns',
  draftFinished: 'draftRuns',
  draftFailed: 'draftRuns',
  uploadFailed: 'uploads',
  invitationAccepted: 'invitationsAccepted',
}

export function categoryOf(kind: NotificationKind): NotificationCategory {
  return CATEGORY_OF[kind]
}

/**
 * Every category shows in the app. Shares and accepted invitations are emailed as they happen
 * (someone else did something for you); the jobs you started yourself are not emailed unless you
 * ask, since you are usually still at the screen when they end.
 */
export const CATEGORY_DEFAULTS: Record<NotificationCategory, CategoryPreference> = {
  shares: { inApp: true, email: 'immediate' },
  tableRuns: { inApp: true, email: 'off' },
  draftRuns: { inApp: true, email: 'off' },
  uploads: { inApp: true, email: 'off' },
  invitationsAccepted: { inApp: true, email: 'immediate' },
}

export type InboxPreferences = Record<NotificationCategory, CategoryPreference>

/** A user's effective preferences: what they stored, the defaults for the rest. */
export function resolveInboxPreferences(
  stored: StoredInboxPreferences | undefined,
): InboxPreferences {
  const resolved = {} as InboxPreferences
  for (const category of NOTIFICATION_CATEGORIES) {
    resolved[category] = stored?.[category] ?? CATEGORY_DEFAULTS[category]
  }
  return resolved
}

/** What notify does for a kind: keep a row (shown in the app, or held for the digest), email now. */
export function deliveryFor(preferences: InboxPreferences, kind: NotificationKind) {
  const { inApp, email } = preferences[categoryOf(kind)]
  return {
    store: inApp || email === 'digest',
    inApp,
    emailNow: email === 'immediate',
    digest: email === 'digest',
  }
}

/** What a notification says about itself: names only. */
export type NotificationFacts = {
  kind: NotificationKind
  title: string
  actorName?: string
  counts?: { done: number; failed: number }
}

/** The one sentence the bell, the email and the digest show for a notification. */
export function notificationText({ kind, title, actorName, counts }: NotificationFacts): string {
  const who = actorName ?? 'A colleague'
  switch (kind) {
    case 'documentShared':
      return `${who} shared the document “${title}” with you`
    case 'documentsShared':
      return `${who} shared ${title} with you`
    case 'folderShared':
      return `${who} shared the folder “${title}” with you`
    case 'threadShared':
      return `${who} shared the thread “${title}” with you`
    case 'draftShared':
      return `${who} shared the draft “${title}” with you`
    case 'tableRunFinished': {
      const failed = counts && counts.failed > 0 ? `, ${counts.failed} failed` : ''
      return `The review table “${title}” finished: ${counts?.done ?? 0} answered${failed}`
    }
    case 'draftFinished':
      return `Your draft “${title}” is ready`
    case 'draftFailed':
      return `Your draft “${title}” could not be written`
    case 'uploadFailed':
      return `“${title}” could not be processed`
    case 'invitationAccepted':
      return `${who} accepted your invitation to ${title}`
  }
}

/** The subject of a notification's own email. */
export function notificationSubject(facts: NotificationFacts): string {
  const subject = `Casefile: ${notificationText(facts)}`
  return subject.length > 200 ? `${subject.slice(0, 199)}…` : subject
}

/** The digest's subject and body: one line per notification, newest first, the rest counted. */
export function digestEmail(items: NotificationFacts[], inboxUrl: string) {
  const shown = items.slice(0, DIGEST_LIST_MAX)
  const more = items.length - shown.length
  const lines = shown.map((item) => `- ${notificationText(item)}`)
  if (more > 0) lines.push(`- and ${more} more`)
  const count =
    items.length === 1 ? '1 unread notification' : `${items.length} unread notifications`
  return {
    subject: `Casefile: ${count} today`,
    text: `You have ${count} from today:\n\n${lines.join('\n')}\n\nOpen Casefile to see them all:\n\n${inboxUrl}`,
  }
}

/** The bell's count: exact up to the cap, then "99+". */
export function unreadLabel(count: number) {
  return count > UNREAD_COUNT_MAX ? `${UNREAD_COUNT_MAX}+` : String(count)
}

/** Where a notification leads, once the reader was found to still see the thing. */
export type NotificationPlace =
  | { type: 'shared'; slug: string }
  | { type: 'folder'; slug: string; path: string }
  | { type: 'thread'; slug: string; threadId: string }
  | { type: 'draft'; slug: string; draftId: string }
  | { type: 'table'; slug: string; tableId: string }
  | { type: 'organization' }

/** The app path of a place (slugs and ids only, each segment encoded). */
export function notificationHref(place: NotificationPlace): string {
  if (place.type === 'organization') return '/account/organization'
  const matter = `/matters/${encodeURIComponent(place.slug)}`
  switch (place.type) {
    case 'shared':
      return `${matter}/dossier/shared`
    case 'folder':
      return `${matter}/dossier/${place.path.split('/').map(encodeURIComponent).join('/')}`
    case 'thread':
      return `${matter}/associate?thread_id=${encodeURIComponent(place.threadId)}`
    case 'draft':
      return `${matter}/modules/drafts?id=${encodeURIComponent(place.draftId)}`
    case 'table':
      return `${matter}/tables/${encodeURIComponent(place.tableId)}`
  }
}

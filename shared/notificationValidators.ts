// The inbox's notifications and the preferences that decide them: the validators the schema and
// the public functions share. Only `convex/values` here: schema.ts imports this file.
import { type Infer, v } from 'convex/values'

/** What happened, one kind per row. Each kind belongs to one preference category. */
export const vNotificationKind = v.union(
  v.literal('documentShared'),
  v.literal('documentsShared'),
  v.literal('folderShared'),
  v.literal('threadShared'),
  v.literal('draftShared'),
  v.literal('tableRunFinished'),
  v.literal('draftFinished'),
  v.literal('draftFailed'),
  v.literal('uploadFailed'),
  v.literal('invitationAccepted'),
)
export type NotificationKind = Infer<typeof vNotificationKind>

/** What a notification leads to, by ids only: the link is built from them when it is read. */
export const vNotificationTarget = v.union(
  v.object({
    type: v.literal('document'),
    projectId: v.id('projects'),
    documentId: v.id('documents'),
  }),
  v.object({ type: v.literal('folder'), projectId: v.id('projects'), folderId: v.id('folders') }),
  v.object({ type: v.literal('thread'), projectId: v.id('projects'), threadId: v.id('threads') }),
  v.object({ type: v.literal('draft'), projectId: v.id('projects'), draftId: v.id('drafts') }),
  v.object({
    type: v.literal('table'),
    projectId: v.id('projects'),
    tableId: v.id('reviewTables'),
  }),
  v.object({ type: v.literal('organization') }),
)
export type NotificationTarget = Infer<typeof vNotificationTarget>

/** The settings screen's rows: each sets in-app and email for its kinds together. */
export const vNotificationCategory = v.union(
  v.literal('shares'),
  v.literal('tableRuns'),
  v.literal('draftRuns'),
  v.literal('uploads'),
  v.literal('invitationsAccepted'),
)
export type NotificationCategory = Infer<typeof vNotificationCategory>

/** Email for a category: none, one message each time, or one summary a day. */
export const vEmailDelivery = v.union(v.literal('off'), v.literal('immediate'), v.literal('digest'))
export type EmailDelivery = Infer<typeof vEmailDelivery>

export const vCategoryPreference = v.object({ inApp: v.boolean(), email: vEmailDelivery })
export type CategoryPreference = Infer<typeof vCategoryPreference>

/** What a user changed, stored on their notificationPreferences row; the rest are defaults. */
export const vInboxPreferences = v.object({
  shares: v.optional(vCategoryPreference),
  tableRuns: v.optional(vCategoryPreference),
  draftRuns: v.optional(vCategoryPreference),
  uploads: v.optional(vCategoryPreference),
  invitationsAccepted: v.optional(vCategoryPreference),
})
export type StoredInboxPreferences = Infer<typeof vInboxPreferences>

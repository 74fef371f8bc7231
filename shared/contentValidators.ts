// The superadmins' site content (issue 25, /admin/content): announcements and the support page's
// text. Validators shared by the schema and the functions (shared/contentRules.ts holds the rules).
// Only `convex/values` here: schema.ts imports this file.
import { v } from 'convex/values'

export const vAnnouncementTone = v.union(v.literal('info'), v.literal('warning'))

/** An announcement as the admin form saves it; no organizationId means everyone. */
export const vAnnouncementFields = {
  message: v.string(),
  tone: vAnnouncementTone,
  organizationId: v.optional(v.id('organizations')),
  startsAt: v.number(),
  endsAt: v.optional(v.number()),
}

/** The keys of the site's singleton texts. */
export const vSiteContentKey = v.literal('supportPage')

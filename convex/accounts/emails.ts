import { v } from 'convex/values'
import { internalMutation } from '../_generated/server'
import { renderEmail } from './model/emailTemplates'
import { vEmailKind } from '../lib/validators'

/**
 * Writes a message to the outbox (`emails`). Scheduled by the auth callbacks and invitations so
 * the HTTP action never waits on delivery. With no transport configured (the offline default,
 * EMAIL_TRANSPORT unset or 'devbox') the message stays queued and shows in the dev mailbox.
 *
 * Seam for real delivery: when EMAIL_TRANSPORT names a provider, schedule a "use node" action
 * here that sends the row (SMTP / email API) and patches its status to 'sent' or 'failed'.
 */
export const enqueue = internalMutation({
  args: {
    to: v.string(),
    kind: vEmailKind,
    url: v.optional(v.string()),
    code: v.optional(v.string()),
    organizationName: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    const { subject, text } = renderEmail(args)

    return await ctx.db.insert('emails', {
      to: args.to.trim().toLowerCase(),
      kind: args.kind,
      subject,
      text,
      url: args.url,
      code: args.code,
      status: 'queued',
      createdAt: Date.now(),
    })
  },
})

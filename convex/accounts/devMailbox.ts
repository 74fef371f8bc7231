import { v } from 'convex/values'
import { query } from '../_generated/server'
import { appError } from '../../shared/errors'
import { cleanEmail } from './model/organizations'
import { hasLoneSurrogate } from '../../shared/text'

/**
 * The deployment's NODE_ENV variable. Read by key at run time on purpose: the Convex bundler
 * (and convex-local's) replaces the literal `process.env.NODE_ENV` with "production" in every
 * function bundle, so the plain expression could never tell a dev deployment apart.
 */
function deploymentNodeEnv(): string | undefined {
  const key = 'NODE_ENV'
  return process.env[key]
}

/** The dev mailbox is open only offline, outside production, and when the dev script opts in. */
export function devMailboxEnabled() {
  const transport = process.env.EMAIL_TRANSPORT
  return (
    (transport === undefined || transport === '' || transport === 'devbox') &&
    deploymentNodeEnv() !== 'production' &&
    process.env.CASEFILE_DEV_MAILBOX === '1'
  )
}

/** Throws NOT_FOUND unless the dev mailbox is enabled (so it looks absent otherwise). */
function requireDevMailbox() {
  if (!devMailboxEnabled()) {
    throw appError('NOT_FOUND', 'Not found')
  }
}

/** The address filter: an email address, or INVALID_INPUT (the page passes what was typed). */
function mailboxAddress(to: string) {
  if (hasLoneSurrogate(to)) throw appError('INVALID_INPUT', 'Invalid email address')
  return cleanEmail(to)
}

/**
 * Development only, deliberately public (sign-in links are read before anyone is signed in):
 * the newest outbox messages, optionally for one address. NOT_FOUND whenever it is disabled.
 */
export const list = query({
  args: { to: v.optional(v.string()) },
  handler: async (ctx, { to }) => {
    requireDevMailbox()
    const address = to === undefined ? undefined : mailboxAddress(to)
    const rows = address
      ? await ctx.db
          .query('emails')
          .withIndex('by_to', (q) => q.eq('to', address))
          .order('desc')
          .take(50)
      : await ctx.db.query('emails').order('desc').take(50)

    return rows.map(
      ({ _id, to: recipient, kind, subject, text, url, code, status, createdAt }) => ({
        _id,
        to: recipient,
        kind,
        subject,
        text,
        url: url ?? null,
        code: code ?? null,
        status,
        createdAt,
      }),
    )
  },
})

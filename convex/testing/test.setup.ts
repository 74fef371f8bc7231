/// <reference types="vite/client" />
import { convexTest } from 'convex-local/test'
import { vi } from 'vitest'
import { components, internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import authSchema from '../betterAuth/schema'
import schema from '../schema'
import { verifyAuditChain } from '../lib/audit'

// Password hashing (pure-JS scrypt) and module loading are slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 })

export const SITE_URL = 'http://localhost:3000'
process.env.SITE_URL = SITE_URL
process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123456789'
process.env.CONVEX_SITE_URL ??= 'http://127.0.0.1:3211'
export const PROXY_SECRET = 'test-proxy-secret-test-proxy-secret-0123456789'
process.env.CASEFILE_PROXY_SECRET = PROXY_SECRET
// Sign-up is open in tests, as in `npm run dev`; signUpPolicy.test.ts closes it case by case.
process.env.CASEFILE_SIGN_UP = 'open'

// The locally installed better-auth component (convex/betterAuth) is registered on its own, as
// Convex runs it: its files are not modules of the app.
// Vite names this folder's own files './x.ts' (and leaves this file out); the harness reads every
// module's path from convex/'s root, so they are named as the other folders' are.
export const modules = Object.fromEntries(
  Object.entries(import.meta.glob(['../**/*.*s', '!../betterAuth/**'])).map(([key, load]) => [
    key.startsWith('./') ? `../testing/${key.slice(2)}` : key,
    load,
  ]),
)
const authModules = import.meta.glob('../betterAuth/**/*.*s')

export function makeTest() {
  const t = convexTest(schema, modules)
  t.registerComponent('betterAuth', authSchema, authModules)
  return t
}

export type TestConvex = ReturnType<typeof makeTest>

let counter = 0

/**
 * A better-auth user with a live session plus the app user (created by the user.onCreate
 * trigger), and an accessor that calls functions as that user.
 */
export async function seedUser(
  t: TestConvex,
  { email, name = 'Test User' }: { email?: string; name?: string } = {},
) {
  const address = email ?? `user${++counter}@firm.test`
  const { userId, identity, sessionId } = await t.run(async (ctx) => {
    const now = Date.now()
    const authUser = (await ctx.runMutation(components.betterAuth.adapter.create, {
      input: {
        model: 'user',
        data: { email: address, name, emailVerified: true, createdAt: now, updatedAt: now },
      },
      onCreateHandle: undefined,
    })) as { _id: string }
    const session = (await ctx.runMutation(components.betterAuth.adapter.create, {
      input: {
        model: 'session',
        data: {
          userId: authUser._id,
          token: crypto.randomUUID(),
          expiresAt: now + 3_600_000,
          createdAt: now,
          updatedAt: now,
        },
      },
    })) as { _id: string }
    const userId: Id<'users'> = await ctx.db.insert('users', {
      authId: authUser._id,
      email: address,
      name,
    })

    return {
      userId,
      sessionId: session._id,
      identity: { subject: authUser._id, sessionId: session._id },
    }
  })

  return { userId, email: address, sessionId, as: t.withIdentity(identity) }
}

/** The headers the app's /api/auth proxy adds: the client address it saw, and its secret. */
export function viaProxy(clientAddress: string) {
  return { 'x-casefile-client-address': clientAddress, 'x-casefile-proxy-secret': PROXY_SECRET }
}

/**
 * POSTs JSON to a better-auth route with a same-origin Origin header. Without `viaProxy` headers
 * the call is a direct one, which shares the rate-limit bucket of every caller bypassing the app.
 */
export async function postAuth(
  t: TestConvex,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return await t.fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL, ...headers },
    body: JSON.stringify(body),
  })
}

/** Runs the jobs scheduled so far (e.g. outbox writes) to completion. */
export async function drainScheduled(
  t: TestConvex,
  advance: () => void,
  useFake: () => void,
  useReal: () => void,
) {
  useFake()
  try {
    await t.finishAllScheduledFunctions(advance)
  } finally {
    useReal()
  }
}

/** Runs every scheduled job to completion under fake timers, then goes back to real ones. */
export const drain = (t: TestConvex) =>
  drainScheduled(
    t,
    vi.runAllTimers,
    () => vi.useFakeTimers(),
    () => vi.useRealTimers(),
  )

/** Runs the scheduled jobs (the outbox) and returns the newest message of `kind` to `to`. */
export async function latestEmail(t: TestConvex, to: string, kind: string) {
  await drainScheduled(
    t,
    vi.runAllTimers,
    () => vi.useFakeTimers(),
    () => vi.useRealTimers(),
  )
  const emails = await t.run(async (ctx) =>
    ctx.db
      .query('emails')
      .withIndex('by_to', (q) => q.eq('to', to))
      .order('desc')
      .collect(),
  )
  const email = emails.find((message) => message.kind === kind)
  if (!email) throw new Error(`No ${kind} email to ${to}`)
  return email
}

/** Opens the newest confirmation link mailed to `to`, as its owner clicking it would. */
export async function confirmEmail(t: TestConvex, to: string) {
  const { url } = await latestEmail(t, to, 'verify-email')
  const link = new URL(url ?? '')
  return await t.fetch(`${link.pathname}${link.search}`, { method: 'GET' })
}

/** The deployment's own audit chain (what superadmins changed): its check and its summaries. */
export const deploymentChain = (t: TestConvex) =>
  t.run(async (ctx) => ({
    check: await verifyAuditChain(ctx, undefined),
    summaries: (
      await ctx.db
        .query('auditEvents')
        .withIndex('by_organizationId_and_seq', (q) => q.eq('organizationId', undefined))
        .collect()
    ).map((event) => event.summary),
  }))

/** A signed-in superadmin (boss@casefile.test), as the admin screens' functions need. */
export async function seedSuperadmin(t: TestConvex) {
  const boss = await seedUser(t, { email: 'boss@casefile.test' })
  await t.mutation(internal.admin.superadmin.grantSuperadmin, { email: 'boss@casefile.test' })
  return boss.as
}

/// <reference types="vite/client" />
import { register as registerBetterAuth } from '@convex-dev/better-auth/test'
import { convexTest } from 'convex-test'
import { vi } from 'vitest'
import { components } from './_generated/api'
import type { Id } from './_generated/dataModel'
import schema from './schema'

// Password hashing (pure-JS scrypt) and module loading are slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 })

export const SITE_URL = 'http://localhost:3000'
process.env.SITE_URL = SITE_URL
process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123456789'
process.env.CONVEX_SITE_URL ??= 'http://127.0.0.1:3211'

export const modules = import.meta.glob('./**/*.*s')

export function makeTest() {
  const t = convexTest(schema, modules)
  registerBetterAuth(t)
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

/** POSTs JSON to a better-auth route the way the app's proxy would (same-origin Origin header). */
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

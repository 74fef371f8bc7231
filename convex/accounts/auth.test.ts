import { describe, expect, test } from 'vitest'
import { api, components } from '../_generated/api'
import { drain, makeTest, postAuth, seedUser, viaProxy } from '../testing/test.setup'

describe('better-auth inside Convex', () => {
  test('sign-up creates the linked app user through the user.onCreate trigger', async () => {
    const t = makeTest()

    const response = await postAuth(t, '/sign-up/email', {
      email: 'Ada@Firm.test',
      password: 'correct horse',
      name: 'Ada Lovelace',
    })

    expect(response.status).toBe(200)
    // No session until the address is confirmed.
    expect(await response.json()).toMatchObject({ token: null })
    expect(response.headers.getSetCookie().join()).not.toContain('session_token=')
    const users = await t.run(async (ctx) => await ctx.db.query('users').collect())
    expect(users).toHaveLength(1)
    expect(users[0]).toMatchObject({ email: 'ada@firm.test', name: 'Ada Lovelace' })
    expect(users[0]?.role).toBeUndefined()
  })

  test('a password shorter than 8 characters is refused', async () => {
    const t = makeTest()

    const response = await postAuth(t, '/sign-up/email', {
      email: 'short@firm.test',
      password: 'seven77',
      name: 'S',
    })

    expect(response.status).toBe(400)
    const users = await t.run(async (ctx) => await ctx.db.query('users').collect())
    expect(users).toHaveLength(0)
  })

  test('an unknown email and a wrong password get the same answer', async () => {
    const t = makeTest()
    await postAuth(t, '/sign-up/email', {
      email: 'known@firm.test',
      password: 'right password',
      name: 'K',
    })

    const wrongPassword = await postAuth(
      t,
      '/sign-in/email',
      { email: 'known@firm.test', password: 'wrong password' },
      viaProxy('203.0.113.10'),
    )
    const unknownUser = await postAuth(
      t,
      '/sign-in/email',
      { email: 'nobody@firm.test', password: 'wrong password' },
      viaProxy('203.0.113.11'),
    )

    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    expect(await unknownUser.json()).toEqual(await wrongPassword.json())
  })

  test('sign-up queues a verification email in the outbox', async () => {
    const t = makeTest()

    await postAuth(t, '/sign-up/email', {
      email: 'new@firm.test',
      password: 'long enough',
      name: 'New',
    })
    await drain(t)

    const emails = await t.run(async (ctx) => await ctx.db.query('emails').collect())
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ to: 'new@firm.test', kind: 'verify-email', status: 'queued' })
    expect(emails[0]?.url).toContain('/api/auth/verify-email?token=')
  })

  test('a magic link and a sign-in code land in the outbox; the code signs in', async () => {
    const t = makeTest()

    const link = await postAuth(t, '/sign-in/magic-link', {
      email: 'link@firm.test',
      callbackURL: '/matters',
    })
    const code = await postAuth(t, '/email-otp/send-verification-otp', {
      email: 'code@firm.test',
      type: 'sign-in',
    })
    await drain(t)

    expect(link.status).toBe(200)
    expect(code.status).toBe(200)
    const emails = await t.run(async (ctx) => await ctx.db.query('emails').collect())
    expect(emails.find((e) => e.to === 'link@firm.test')).toMatchObject({ kind: 'magic-link' })
    const otp = emails.find((e) => e.to === 'code@firm.test')
    expect(otp).toMatchObject({ kind: 'sign-in-code' })
    expect(otp?.code).toMatch(/^\d{6}$/)

    const signIn = await postAuth(t, '/sign-in/email-otp', {
      email: 'code@firm.test',
      otp: otp?.code,
    })
    expect(signIn.status).toBe(200)
    const users = await t.run(async (ctx) => await ctx.db.query('users').collect())
    expect(users.map((u) => u.email)).toEqual(['code@firm.test'])
  })

  test('an identity whose better-auth session does not exist is refused', async () => {
    const t = makeTest()
    // A well-formed session ID whose row is gone (a signed-out or revoked session): a JWT only
    // ever carries real session IDs, and on Convex `db.get` of a string that is not an ID throws.
    const { sessionId, as } = await seedUser(t, { email: 'gone@firm.test', name: 'Gone' })
    await t.run(async (ctx) => {
      await ctx.runMutation(components.betterAuth.adapter.deleteOne, {
        input: { model: 'session', where: [{ field: '_id', value: sessionId }] },
      })
    })

    await expect(as.query(api.accounts.users.getMe, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from './_generated/api'
import { drainScheduled, makeTest, postAuth, SITE_URL, type TestConvex } from './test.setup'

const drain = (t: TestConvex) =>
  drainScheduled(
    t,
    vi.runAllTimers,
    () => vi.useFakeTimers(),
    () => vi.useRealTimers(),
  )

afterEach(() => {
  delete process.env.SUPERADMIN_EMAILS
})

describe('better-auth inside Convex', () => {
  test('sign-up creates the linked app user through the user.onCreate trigger', async () => {
    const t = makeTest()

    const response = await postAuth(t, '/sign-up/email', {
      email: 'Ada@Firm.test',
      password: 'correct horse',
      name: 'Ada Lovelace',
    })

    expect(response.status).toBe(200)
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

  test('SUPERADMIN_EMAILS makes a matching user superadmin at creation', async () => {
    const t = makeTest()
    process.env.SUPERADMIN_EMAILS = ' other@x.test , Boss@Casefile.test'

    await postAuth(t, '/sign-up/email', {
      email: 'boss@casefile.test',
      password: 'long enough',
      name: 'Boss',
    })
    await postAuth(t, '/sign-up/email', {
      email: 'clerk@casefile.test',
      password: 'long enough',
      name: 'Clerk',
    })

    const users = await t.run(async (ctx) => await ctx.db.query('users').collect())
    expect(users.find((u) => u.email === 'boss@casefile.test')?.role).toBe('superadmin')
    expect(users.find((u) => u.email === 'clerk@casefile.test')?.role).toBeUndefined()
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
      { 'x-forwarded-for': '203.0.113.10' },
    )
    const unknownUser = await postAuth(
      t,
      '/sign-in/email',
      { email: 'nobody@firm.test', password: 'wrong password' },
      { 'x-forwarded-for': '203.0.113.11' },
    )

    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    expect(await unknownUser.json()).toEqual(await wrongPassword.json())
  })

  test('the 4th bad sign-in within 10 s from one address answers 429', async () => {
    const t = makeTest()
    await postAuth(t, '/sign-up/email', {
      email: 'target@firm.test',
      password: 'right password',
      name: 'T',
    })
    const attempt = (ip: string) =>
      postAuth(
        t,
        '/sign-in/email',
        { email: 'target@firm.test', password: 'bad password' },
        { 'x-forwarded-for': ip },
      )

    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await attempt('198.51.100.7')).status)
    }
    const otherAddress = await attempt('198.51.100.8')

    expect(statuses).toEqual([401, 401, 401, 429])
    expect(otherAddress.status).toBe(401)
  })

  test('the client address is the first hop before the local proxy in X-Forwarded-For', async () => {
    const t = makeTest()
    const attempt = (xff: string) =>
      postAuth(
        t,
        '/sign-in/email',
        { email: 'a@firm.test', password: 'bad password' },
        { 'x-forwarded-for': xff },
      )

    for (let i = 0; i < 3; i++) {
      await attempt('198.51.100.20, 127.0.0.1')
    }

    expect((await attempt('198.51.100.20')).status).toBe(429)
    expect((await attempt('198.51.100.21, 127.0.0.1')).status).toBe(401)
  })

  test('the public key set and session reads are never limited, even from one shared address', async () => {
    const t = makeTest()
    const statuses = new Set<number>()
    // better-auth's default allows 100 calls per 10 s from one address; go past it.
    for (let i = 0; i < 105; i++) {
      for (const path of ['/convex/jwks', '/get-session']) {
        statuses.add((await t.fetch(`/api/auth${path}`, { headers: { origin: SITE_URL } })).status)
      }
    }
    expect([...statuses]).toEqual([200])
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
    await postAuth(t, '/sign-up/email', {
      email: 'gone@firm.test',
      password: 'long enough',
      name: 'Gone',
    })
    const { authId, sessionId } = await t.run(async (ctx) => {
      const user = (await ctx.db.query('users').first())!
      return { authId: user.authId, sessionId: 'unknown-session' }
    })

    await expect(
      t.withIdentity({ subject: authId, sessionId }).query(api.users.getMe, {}),
    ).rejects.toMatchObject({ data: { code: 'UNAUTHENTICATED' } })
  })
})

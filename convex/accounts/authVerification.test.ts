import { afterEach, describe, expect, test } from 'vitest'
import { api, components } from '../_generated/api'
import {
  confirmEmail,
  latestEmail,
  makeTest,
  postAuth,
  seedUser,
  type TestConvex,
  viaProxy,
} from '../testing/test.setup'

// Nothing is granted on a claim nobody proved: a password sign-up only claims an address. Until
// its owner opens the link mailed to it, the account cannot sign in, an invitation to the address
// stays pending, and SUPERADMIN_EMAILS grants nothing.

afterEach(() => {
  delete process.env.SUPERADMIN_EMAILS
})

const signUp = (t: TestConvex, email: string, address = '198.51.100.30') =>
  postAuth(
    t,
    '/sign-up/email',
    { email, password: 'long enough', name: 'Someone', callbackURL: '/auth' },
    viaProxy(address),
  )

const appUser = (t: TestConvex, email: string) =>
  t.run(async (ctx) =>
    ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email))
      .unique(),
  )

const membershipsOf = (t: TestConvex, email: string) =>
  t.run(async (ctx) => {
    const user = await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email))
      .unique()
    if (!user) return []
    return await ctx.db
      .query('memberships')
      .withIndex('by_userId', (q) => q.eq('userId', user._id))
      .collect()
  })

/** Alice's firm, with an invitation to carol@a.test as `role`. */
async function aliceInvitesCarol(t: TestConvex, role: 'Member' | 'OrganizationAdmin') {
  const alice = await seedUser(t, { email: 'alice@a.test', name: 'Alice' })
  const { organizationId } = await alice.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Alice LLP',
  })
  await alice.as.mutation(api.accounts.organizations.invite, {
    organizationId,
    email: 'carol@a.test',
    role,
  })
  return { alice, organizationId }
}

describe('verified email before any grant', () => {
  test('signing up with an invited address grants nothing until the link is opened', async () => {
    const t = makeTest()
    const { organizationId } = await aliceInvitesCarol(t, 'OrganizationAdmin')

    const response = await signUp(t, 'carol@a.test')
    const signIn = await postAuth(
      t,
      '/sign-in/email',
      { email: 'carol@a.test', password: 'long enough' },
      viaProxy('198.51.100.31'),
    )

    expect(response.status).toBe(200)
    expect(await membershipsOf(t, 'carol@a.test')).toEqual([])
    expect(signIn.status).toBe(403)
    expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' })

    expect((await confirmEmail(t, 'carol@a.test')).status).toBe(302)
    expect(await membershipsOf(t, 'carol@a.test')).toEqual([
      expect.objectContaining({ organizationId, role: 'OrganizationAdmin' }),
    ])
  })

  test('an address registered before the invitation is not granted it either', async () => {
    const t = makeTest()
    await signUp(t, 'carol@a.test')
    const { organizationId } = await aliceInvitesCarol(t, 'Member')
    const carol = (await appUser(t, 'carol@a.test'))!
    // A session left from before verification was required (the only way one could exist).
    const session = await t.run(async (ctx) => {
      const now = Date.now()
      return (await ctx.runMutation(components.betterAuth.adapter.create, {
        input: {
          model: 'session',
          data: {
            userId: carol.authId,
            token: 'old',
            expiresAt: now + 60_000,
            createdAt: now,
            updatedAt: now,
          },
        },
      })) as { _id: string }
    })
    const asCarol = t.withIdentity({ subject: carol.authId, sessionId: session._id })

    await expect(
      asCarol.mutation(api.accounts.organizations.acceptPendingInvitations, {}),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
    expect(await membershipsOf(t, 'carol@a.test')).toEqual([])

    await confirmEmail(t, 'carol@a.test')
    expect(await membershipsOf(t, 'carol@a.test')).toEqual([
      expect.objectContaining({ organizationId, role: 'Member' }),
    ])
  })

  test('signing up with a SUPERADMIN_EMAILS address grants nothing until it is verified', async () => {
    const t = makeTest()
    process.env.SUPERADMIN_EMAILS = ' other@x.test , Root@Casefile.test'

    await signUp(t, 'root@casefile.test')
    await signUp(t, 'clerk@casefile.test', '198.51.100.32')

    expect((await appUser(t, 'root@casefile.test'))?.role).toBeUndefined()
    await confirmEmail(t, 'root@casefile.test')
    await confirmEmail(t, 'clerk@casefile.test')
    expect((await appUser(t, 'root@casefile.test'))?.role).toBe('superadmin')
    expect((await appUser(t, 'clerk@casefile.test'))?.role).toBeUndefined()
  })

  test('a magic link proves the address: an invited newcomer joins at once', async () => {
    const t = makeTest()
    const { organizationId } = await aliceInvitesCarol(t, 'Member')

    await postAuth(t, '/sign-in/magic-link', { email: 'carol@a.test', callbackURL: '/auth' })
    const { url } = await latestEmail(t, 'carol@a.test', 'magic-link')
    const link = new URL(url ?? '')
    const opened = await t.fetch(`${link.pathname}${link.search}`, { method: 'GET' })

    expect(opened.status).toBe(302)
    expect(await membershipsOf(t, 'carol@a.test')).toEqual([
      expect.objectContaining({ organizationId, role: 'Member' }),
    ])
  })

  test('opening the link signs the owner in', async () => {
    const t = makeTest()
    await signUp(t, 'dana@firm.test')

    const opened = await confirmEmail(t, 'dana@firm.test')

    expect(opened.headers.get('location')).toMatch(/^(http:\/\/localhost:3000)?\/auth$/)
    expect(opened.headers.getSetCookie().join()).toContain('session_token=')
  })
})

describe('sign-up does not tell who has an account', () => {
  test('a taken address gets the same answer as a new one, and its owner an email', async () => {
    const t = makeTest()
    await seedUser(t, { email: 'taken@firm.test', name: 'Owner' })

    const taken = await signUp(t, 'taken@firm.test', '198.51.100.40')
    const fresh = await signUp(t, 'fresh@firm.test', '198.51.100.41')

    expect(taken.status).toBe(200)
    expect(fresh.status).toBe(200)
    expect(await taken.text()).toBe(await fresh.text())
    expect(await latestEmail(t, 'taken@firm.test', 'account-exists')).toMatchObject({
      subject: 'Someone tried to create a Casefile account with your address',
    })
  })
})

/** The proof cookie a sign-up answer set, as a Cookie header, or '' when none was set. */
function proofCookie(response: Response) {
  const set = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('casefile.sign_up_proof='))
  return set ? set.split(';')[0]! : ''
}

const signInStatus = async (t: TestConvex, email: string, address: string) =>
  (await postAuth(t, '/sign-in/email', { email, password: 'long enough' }, viaProxy(address)))
    .status

/** Opens the newest confirmation link mailed to `to` in a browser holding `cookie`. */
async function confirmIn(t: TestConvex, to: string, cookie: string) {
  const { url } = await latestEmail(t, to, 'verify-email')
  const link = new URL(url ?? '')
  return await t.fetch(`${link.pathname}${link.search}`, { method: 'GET', headers: { cookie } })
}

describe('confirming an address proves the mailbox, not the password', () => {
  test("a stranger's password for an invited address dies when its owner confirms it", async () => {
    const t = makeTest()
    const { organizationId } = await aliceInvitesCarol(t, 'OrganizationAdmin')
    await signUp(t, 'carol@a.test')

    const opened = await confirmEmail(t, 'carol@a.test')

    expect(opened.headers.getSetCookie().join()).toContain('session_token=')
    expect(await signInStatus(t, 'carol@a.test', '198.51.100.50')).toBe(401)
    // The name the stranger typed ('Someone') is not the owner's either.
    expect((await appUser(t, 'carol@a.test'))?.name).toBe('carol')
    expect(await membershipsOf(t, 'carol@a.test')).toEqual([
      expect.objectContaining({ organizationId, role: 'OrganizationAdmin' }),
    ])
  })

  test('a SUPERADMIN_EMAILS address confirmed by its owner keeps no stranger password', async () => {
    const t = makeTest()
    process.env.SUPERADMIN_EMAILS = 'root@casefile.test'
    await signUp(t, 'root@casefile.test')

    await confirmEmail(t, 'root@casefile.test')

    expect((await appUser(t, 'root@casefile.test'))?.role).toBe('superadmin')
    expect(await signInStatus(t, 'root@casefile.test', '198.51.100.51')).toBe(401)
  })

  test('the password survives when the link is opened in the browser that signed up', async () => {
    const t = makeTest()
    const response = await signUp(t, 'dana@firm.test')
    const cookie = proofCookie(response)
    expect(cookie).not.toBe('')

    expect((await confirmIn(t, 'dana@firm.test', cookie)).status).toBe(302)

    expect(await signInStatus(t, 'dana@firm.test', '198.51.100.52')).toBe(200)
    expect((await appUser(t, 'dana@firm.test'))?.name).toBe('Someone')
  })

  test('an email code that confirms the address drops the password the same way', async () => {
    const t = makeTest()
    await signUp(t, 'frank@firm.test')

    await postAuth(t, '/email-otp/send-verification-otp', {
      email: 'frank@firm.test',
      type: 'email-verification',
    })
    const { code } = await latestEmail(t, 'frank@firm.test', 'email-verification-code')
    const verified = await postAuth(t, '/email-otp/verify-email', {
      email: 'frank@firm.test',
      otp: code,
    })

    expect(verified.status).toBe(200)
    expect(await signInStatus(t, 'frank@firm.test', '198.51.100.59')).toBe(401)
  })

  test("another address's proof, or a forged one, does not keep the password", async () => {
    const t = makeTest()
    const mine = proofCookie(await signUp(t, 'mallory@evil.test', '198.51.100.53'))
    await signUp(t, 'erin@firm.test', '198.51.100.54')
    const forged = `casefile.sign_up_proof=${Date.now() + 60_000}.${'A'.repeat(43)}`

    await confirmIn(t, 'erin@firm.test', `${mine}; ${forged}`)

    expect(await signInStatus(t, 'erin@firm.test', '198.51.100.55')).toBe(401)
  })

  test('a sign-up posted from another site earns no proof, for a new or a taken address', async () => {
    const t = makeTest()
    await seedUser(t, { email: 'taken@firm.test' })
    const post = (email: string, origin: string) =>
      t.fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...viaProxy('198.51.100.56') },
        body: JSON.stringify({ email, password: 'long enough', name: 'Someone' }),
      })

    const foreign = await post('fresh@firm.test', 'https://evil.example')
    const taken = await signUp(t, 'taken@firm.test', '198.51.100.57')
    const fresh = await signUp(t, 'other@firm.test', '198.51.100.58')

    expect(proofCookie(foreign)).toBe('')
    expect(proofCookie(taken).length).toBe(proofCookie(fresh).length)
  })
})

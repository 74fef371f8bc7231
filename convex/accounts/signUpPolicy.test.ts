import { afterEach, describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import {
  latestEmail,
  makeTest,
  postAuth,
  seedUser,
  SITE_URL,
  type TestConvex,
  viaProxy,
} from '../testing/test.setup'

// CASEFILE_SIGN_UP closes sign-up for a self-hosted firm (issue 21, deliverable 6): open,
// invitation only, or the firm's own domains. Invitations and SUPERADMIN_EMAILS always get in.

afterEach(() => {
  process.env.CASEFILE_SIGN_UP = 'open'
  delete process.env.CASEFILE_SIGN_UP_DOMAINS
  delete process.env.SUPERADMIN_EMAILS
})

let address = 0
const signUp = (t: TestConvex, email: string) =>
  postAuth(
    t,
    '/sign-up/email',
    { email, password: 'long enough', name: 'Someone', callbackURL: '/auth' },
    viaProxy(`198.51.100.${++address}`),
  )

const authUserExists = (t: TestConvex, email: string) =>
  t.run(async (ctx) =>
    ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email))
      .unique()
      .then((user) => user !== null),
  )

async function expectRefused(response: Response) {
  expect(response.status).toBe(403)
  expect(await response.json()).toMatchObject({
    code: 'SIGN_UP_CLOSED',
    message: expect.stringContaining('by invitation'),
  })
}

async function invite(t: TestConvex, email: string) {
  const alice = await seedUser(t, { email: `alice${++address}@hale.test`, name: 'Alice' })
  const { organizationId } = await alice.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale LLP',
  })
  await alice.as.mutation(api.accounts.organizations.invite, {
    organizationId,
    email,
    role: 'Member',
  })
}

describe('CASEFILE_SIGN_UP', () => {
  test('open: anyone signs up', async () => {
    const t = makeTest()
    expect((await signUp(t, 'walk-in@anywhere.test')).status).toBe(200)
    expect(await authUserExists(t, 'walk-in@anywhere.test')).toBe(true)
  })

  test('unset means invitation: a stranger is refused, and creates nothing', async () => {
    const t = makeTest()
    delete process.env.CASEFILE_SIGN_UP

    await expectRefused(await signUp(t, 'walk-in@anywhere.test'))
    expect(await authUserExists(t, 'walk-in@anywhere.test')).toBe(false)
  })

  test('invitation: an invited address and a SUPERADMIN_EMAILS one sign up', async () => {
    const t = makeTest()
    process.env.CASEFILE_SIGN_UP = 'invitation'
    process.env.SUPERADMIN_EMAILS = 'Founder@Hale.test'
    await invite(t, 'carol@elsewhere.test')

    expect((await signUp(t, 'carol@elsewhere.test')).status).toBe(200)
    expect((await signUp(t, 'founder@hale.test')).status).toBe(200)
    await expectRefused(await signUp(t, 'dave@hale.test'))
  })

  test('invitation: a taken address without an invitation gets the same refusal', async () => {
    const t = makeTest()
    await seedUser(t, { email: 'taken@hale.test' })
    process.env.CASEFILE_SIGN_UP = 'invitation'

    const taken = await signUp(t, 'taken@hale.test')
    const fresh = await signUp(t, 'fresh@hale.test')

    expect(taken.status).toBe(fresh.status)
    expect(await taken.text()).toBe(await fresh.text())
  })

  test("domains: the firm's domains and invited outsiders sign up, others do not", async () => {
    const t = makeTest()
    process.env.CASEFILE_SIGN_UP = 'domains'
    process.env.CASEFILE_SIGN_UP_DOMAINS = 'hale.test, @hw-legal.test'
    await invite(t, 'counsel@outside.test')

    expect((await signUp(t, 'ada@HALE.test')).status).toBe(200)
    expect((await signUp(t, 'bo@hw-legal.test')).status).toBe(200)
    expect((await signUp(t, 'counsel@outside.test')).status).toBe(200)
    await expectRefused(await signUp(t, 'eve@hale.test.evil.test'))
    await expectRefused(await signUp(t, 'eve@mail.hale.test'))
  })

  test('a sign-in link for a new address creates no account when sign-up is closed', async () => {
    const t = makeTest()
    process.env.CASEFILE_SIGN_UP = 'invitation'

    await postAuth(t, '/sign-in/magic-link', {
      email: 'walk-in@anywhere.test',
      callbackURL: '/auth',
    })
    const { url } = await latestEmail(t, 'walk-in@anywhere.test', 'magic-link')
    const link = new URL(url ?? '')
    const opened = await t.fetch(`${link.pathname}${link.search}`, { method: 'GET' })

    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`${SITE_URL}/auth?error=SIGN_UP_CLOSED`)
    expect(opened.headers.getSetCookie().join()).not.toContain('session_token=')
    expect(await authUserExists(t, 'walk-in@anywhere.test')).toBe(false)
  })

  test('an email code for a new address creates no account when sign-up is closed', async () => {
    const t = makeTest()
    process.env.CASEFILE_SIGN_UP = 'domains'
    process.env.CASEFILE_SIGN_UP_DOMAINS = 'hale.test'

    await postAuth(t, '/email-otp/send-verification-otp', {
      email: 'walk-in@anywhere.test',
      type: 'sign-in',
    })
    const { code } = await latestEmail(t, 'walk-in@anywhere.test', 'sign-in-code')
    const signedIn = await postAuth(t, '/sign-in/email-otp', {
      email: 'walk-in@anywhere.test',
      otp: code,
    })

    await expectRefused(signedIn)
    expect(await authUserExists(t, 'walk-in@anywhere.test')).toBe(false)
  })

  test('existing accounts still sign in with a link when sign-up is closed', async () => {
    const t = makeTest()
    await seedUser(t, { email: 'member@anywhere.test' })
    process.env.CASEFILE_SIGN_UP = 'invitation'

    await postAuth(t, '/sign-in/magic-link', {
      email: 'member@anywhere.test',
      callbackURL: '/auth',
    })
    const { url } = await latestEmail(t, 'member@anywhere.test', 'magic-link')
    const link = new URL(url ?? '')
    const opened = await t.fetch(`${link.pathname}${link.search}`, { method: 'GET' })

    expect(opened.headers.getSetCookie().join()).toContain('session_token=')
  })
})

import { afterEach, describe, expect, test } from 'vitest'
import { api, internal } from '../_generated/api'
import { makeTest, postAuth, seedUser } from '../testing/test.setup'

const ENV_KEYS = ['EMAIL_TRANSPORT', 'CASEFILE_DEV_MAILBOX', 'NODE_ENV'] as const
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]))

afterEach(() => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) {
      delete process.env[key]
    } else {
      process.env[key] = savedEnv[key]
    }
  }
})

describe('admin.overview', () => {
  test('anonymous callers get UNAUTHENTICATED, ordinary users NOT_FOUND', async () => {
    const t = makeTest()
    const ada = await seedUser(t)

    await expect(t.query(api.admin.superadmin.overview, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
    await expect(ada.as.query(api.admin.superadmin.overview, {})).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
  })

  test('a superadmin granted through admin/superadmin:grantSuperadmin sees the counts', async () => {
    const t = makeTest()
    const boss = await seedUser(t, { email: 'boss@casefile.test' })
    const ada = await seedUser(t, { email: 'ada@firm.test' })
    await ada.as.mutation(api.accounts.organizations.create, { organizationName: 'Ada LLP' })

    await t.mutation(internal.admin.superadmin.grantSuperadmin, { email: 'Boss@Casefile.test' })
    const overview = await boss.as.query(api.admin.superadmin.overview, {})

    expect(overview).toMatchObject({
      users: 2,
      superadmins: 1,
      organizations: 1,
      memberships: 1,
      pendingInvitations: 0,
    })
    expect(overview.newestOrganizations).toEqual([
      expect.objectContaining({ name: 'Ada LLP', members: 1 }),
    ])
    expect(overview.recentSignUps.map((u) => [u.email, u.role])).toEqual([
      ['ada@firm.test', 'user'],
      ['boss@casefile.test', 'superadmin'],
    ])
  })

  test('counts only pending invitations', async () => {
    const t = makeTest()
    const boss = await seedUser(t, { email: 'boss@casefile.test' })
    const ada = await seedUser(t, { email: 'ada@firm.test' })
    const { organizationId } = await ada.as.mutation(api.accounts.organizations.create, {
      organizationName: 'Ada LLP',
    })
    await ada.as.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: 'one@firm.test',
      role: 'Member',
    })
    const second = await ada.as.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: 'two@firm.test',
      role: 'Member',
    })
    await ada.as.mutation(api.accounts.organizations.revokeInvitation, { invitationId: second })
    await t.mutation(internal.admin.superadmin.grantSuperadmin, { email: 'boss@casefile.test' })

    await expect(boss.as.query(api.admin.superadmin.overview, {})).resolves.toMatchObject({
      pendingInvitations: 1,
    })
  })

  test('granting an unknown email is NOT_FOUND', async () => {
    const t = makeTest()

    await expect(
      t.mutation(internal.admin.superadmin.grantSuperadmin, { email: 'who@x.test' }),
    ).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
  })
})

describe('devMailbox.list', () => {
  async function withMessage() {
    const t = makeTest()
    await t.mutation(internal.accounts.emails.enqueue, {
      to: 'Ada@Firm.test',
      kind: 'magic-link',
      url: 'http://x/link',
    })
    await t.mutation(internal.accounts.emails.enqueue, {
      to: 'bob@firm.test',
      kind: 'sign-in-code',
      code: '123456',
    })
    return t
  }

  test('lists the newest messages when the dev script opts in', async () => {
    const t = await withMessage()
    delete process.env.EMAIL_TRANSPORT
    process.env.CASEFILE_DEV_MAILBOX = '1'
    process.env.NODE_ENV = 'development'

    const all = await t.query(api.accounts.devMailbox.list, {})
    const ada = await t.query(api.accounts.devMailbox.list, { to: 'ADA@firm.test' })

    expect(all.map((m) => m.to)).toEqual(['bob@firm.test', 'ada@firm.test'])
    expect(ada).toEqual([
      expect.objectContaining({
        kind: 'magic-link',
        url: 'http://x/link',
        code: null,
        status: 'queued',
      }),
    ])
  })

  test('is NOT_FOUND without the opt-in, in production, or with a real transport', async () => {
    const t = await withMessage()
    process.env.NODE_ENV = 'development'

    delete process.env.CASEFILE_DEV_MAILBOX
    await expect(t.query(api.accounts.devMailbox.list, {})).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })

    process.env.CASEFILE_DEV_MAILBOX = '1'
    process.env.EMAIL_TRANSPORT = 'smtp'
    await expect(t.query(api.accounts.devMailbox.list, {})).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })

    process.env.EMAIL_TRANSPORT = 'devbox'
    process.env.NODE_ENV = 'production'
    await expect(t.query(api.accounts.devMailbox.list, {})).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
  })
})

describe('demo/seed:demo', () => {
  test('creates the demo firm idempotently; its users sign in with the shared password', async () => {
    const t = makeTest()

    const first = await t.action(internal.demo.seed.demo, { dossier: false })
    const second = await t.action(internal.demo.seed.demo, { dossier: false })

    expect(second).toEqual(first)
    expect(first.organization).toEqual({
      name: 'Hale & Whitmore LLP',
      slug: 'hale-and-whitmore-llp',
    })
    const counts = await t.run(async (ctx) => ({
      users: (await ctx.db.query('users').collect()).length,
      organizations: (await ctx.db.query('organizations').collect()).length,
      memberships: (await ctx.db.query('memberships').collect()).map((m) => m.role).sort(),
      superadmins: (await ctx.db.query('users').collect()).filter((u) => u.role === 'superadmin')
        .length,
    }))
    expect(counts).toEqual({
      users: 3,
      organizations: 1,
      memberships: ['Member', 'OrganizationAdmin'],
      superadmins: 1,
    })

    const admin = first.users.find((u) => u.orgRole === 'OrganizationAdmin')!
    const signIn = await postAuth(t, '/sign-in/email', {
      email: admin.email,
      password: first.password,
    })
    expect(signIn.status).toBe(200)
  })
})

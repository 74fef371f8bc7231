import { describe, expect, test } from 'vitest'
import { api, components } from '../_generated/api'
import { confirmEmail, makeTest, postAuth, type TestConvex, viaProxy } from '../testing/test.setup'

/**
 * Signs up over HTTP and opens the confirmation link, which signs in; returns the session cookie
 * and a Convex accessor for that session.
 */
async function signUp(t: TestConvex, email: string, name = 'Someone') {
  const response = await postAuth(
    t,
    '/sign-up/email',
    { email, password: 'long enough', name },
    viaProxy(`198.51.100.${Math.floor(Math.random() * 250) + 1}`),
  )
  expect(response.status).toBe(200)
  const confirmed = await confirmEmail(t, email)
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const { authId, sessionId, userId } = await t.run(async (ctx) => {
    const user = (await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email))
      .first())!
    const session = (await ctx.runQuery(components.betterAuth.adapter.findOne, {
      model: 'session',
      where: [{ field: 'userId', value: user.authId }],
    })) as { _id: string }
    return { authId: user.authId, sessionId: session._id, userId: user._id }
  })

  return { cookie, userId, as: t.withIdentity({ subject: authId, sessionId }) }
}

describe('account changes made through better-auth', () => {
  test('update-user renames the app user (user.onUpdate trigger)', async () => {
    const t = makeTest()
    const ada = await signUp(t, 'ada@firm.test', 'Ada')

    const response = await postAuth(t, '/update-user', { name: 'Ada King' }, { cookie: ada.cookie })

    expect(response.status).toBe(200)
    await expect(ada.as.query(api.accounts.users.getMe, {})).resolves.toMatchObject({
      name: 'Ada King',
    })
  })

  test('update-user refuses a name over 100 characters or with a direction control; get-session still answers', async () => {
    const t = makeTest()
    const ada = await signUp(t, 'ada@firm.test', 'Ada')

    const huge = await postAuth(
      t,
      '/update-user',
      { name: 'x'.repeat(200_000) },
      { cookie: ada.cookie },
    )
    const override = await postAuth(
      t,
      '/update-user',
      { name: 'Ada\u202E' },
      { cookie: ada.cookie },
    )
    const longest = await postAuth(
      t,
      '/update-user',
      { name: 'A'.repeat(100) },
      { cookie: ada.cookie },
    )

    expect(huge.status).toBe(400)
    expect(await huge.json()).toMatchObject({ message: 'Name must be at most 100 characters' })
    expect(override.status).toBe(400)
    expect(longest.status).toBe(200)
    const session = await t.fetch('/api/auth/get-session', { headers: { cookie: ada.cookie } })
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({ user: { name: 'A'.repeat(100) } })
  })

  test('the last admin of a firm with other members cannot delete the account', async () => {
    const t = makeTest()
    const ada = await signUp(t, 'ada@firm.test')
    const bob = await signUp(t, 'bob@firm.test')
    const { organizationId } = await ada.as.mutation(api.accounts.organizations.create, {
      organizationName: 'Ada LLP',
    })
    await t.run(async (ctx) => {
      await ctx.db.insert('memberships', { organizationId, userId: bob.userId, role: 'Member' })
    })

    const refused = await postAuth(t, '/delete-user', {}, { cookie: ada.cookie })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'LAST_ORGANIZATION_ADMIN' })
    await expect(ada.as.query(api.accounts.users.getMe, {})).resolves.toMatchObject({
      email: 'ada@firm.test',
    })

    await ada.as.mutation(api.accounts.organizations.changeRole, {
      organizationId,
      userId: bob.userId,
      role: 'OrganizationAdmin',
    })
    const deleted = await postAuth(t, '/delete-user', {}, { cookie: ada.cookie })

    expect(deleted.status).toBe(200)
    await expect(ada.as.query(api.accounts.users.getMe, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
    const members = await bob.as.query(api.accounts.organizations.members, { organizationId })
    expect(members.map((m) => m.email)).toEqual(['bob@firm.test'])
  })

  test("deleting a firm's only member deletes the firm too", async () => {
    const t = makeTest()
    const solo = await signUp(t, 'solo@firm.test')
    await solo.as.mutation(api.accounts.organizations.create, { organizationName: 'Solo Practice' })
    await solo.as.mutation(api.accounts.notificationPreferences.update, {
      emailOnMatterChange: false,
    })

    const deleted = await postAuth(t, '/delete-user', {}, { cookie: solo.cookie })

    expect(deleted.status).toBe(200)
    const left = await t.run(async (ctx) => ({
      users: await ctx.db.query('users').collect(),
      organizations: await ctx.db.query('organizations').collect(),
      memberships: await ctx.db.query('memberships').collect(),
      notificationPreferences: await ctx.db.query('notificationPreferences').collect(),
    }))
    expect(left).toEqual({
      users: [],
      organizations: [],
      memberships: [],
      notificationPreferences: [],
    })
  })
})

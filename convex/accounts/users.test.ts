import { describe, expect, test } from 'vitest'
import { api, components } from '../_generated/api'
import { makeTest, seedUser } from '../testing/test.setup'

describe('users.getMe', () => {
  test('anonymous callers get UNAUTHENTICATED', async () => {
    const t = makeTest()

    await expect(t.query(api.accounts.users.getMe, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
  })

  test("returns the viewer with role 'user' when none is stored", async () => {
    const t = makeTest()
    const ada = await seedUser(t, { email: 'ada@firm.test', name: 'Ada' })

    await expect(ada.as.query(api.accounts.users.getMe, {})).resolves.toEqual({
      _id: ada.userId,
      email: 'ada@firm.test',
      name: 'Ada',
      role: 'user',
    })
  })

  test('returns the stored superadmin role', async () => {
    const t = makeTest()
    const boss = await seedUser(t)
    await t.run(async (ctx) => await ctx.db.patch('users', boss.userId, { role: 'superadmin' }))

    await expect(boss.as.query(api.accounts.users.getMe, {})).resolves.toMatchObject({
      role: 'superadmin',
    })
  })

  test('a revoked session is refused at once', async () => {
    const t = makeTest()
    const ada = await seedUser(t)
    await expect(ada.as.query(api.accounts.users.getMe, {})).resolves.toMatchObject({
      _id: ada.userId,
    })

    await t.run(async (ctx) => {
      await ctx.runMutation(components.betterAuth.adapter.deleteOne, {
        input: { model: 'session', where: [{ field: '_id', value: ada.sessionId }] },
      })
    })

    await expect(ada.as.query(api.accounts.users.getMe, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
  })
})

describe('session.authContext', () => {
  test('is null for anonymous callers', async () => {
    const t = makeTest()

    await expect(t.query(api.accounts.session.authContext, {})).resolves.toBeNull()
  })

  test('has null organisation fields before the user joins one', async () => {
    const t = makeTest()
    const ada = await seedUser(t)

    await expect(ada.as.query(api.accounts.session.authContext, {})).resolves.toEqual({
      userId: ada.userId,
      organizationId: null,
      organizationSlug: null,
      role: 'user',
      organizationSuspended: false,
    })
  })

  test('reports the current organisation, and falls back when it was left', async () => {
    const t = makeTest()
    const ada = await seedUser(t)
    const bob = await seedUser(t)
    const first = await ada.as.mutation(api.accounts.organizations.create, {
      organizationName: 'First Firm',
    })
    const second = await bob.as.mutation(api.accounts.organizations.create, {
      organizationName: 'Second Firm',
    })
    await bob.as.mutation(api.accounts.organizations.invite, {
      organizationId: second.organizationId,
      email: ada.email,
      role: 'Member',
    })
    await ada.as.mutation(api.accounts.organizations.acceptPendingInvitations, {})
    await ada.as.mutation(api.accounts.organizations.setCurrent, {
      organizationId: second.organizationId,
    })

    await expect(ada.as.query(api.accounts.session.authContext, {})).resolves.toEqual({
      userId: ada.userId,
      organizationId: second.organizationId,
      organizationSlug: 'second-firm',
      role: 'user',
      organizationSuspended: false,
    })

    await ada.as.mutation(api.accounts.organizations.removeMember, {
      organizationId: second.organizationId,
      userId: ada.userId,
    })

    await expect(ada.as.query(api.accounts.session.authContext, {})).resolves.toMatchObject({
      organizationId: first.organizationId,
      organizationSlug: 'first-firm',
    })
  })
})

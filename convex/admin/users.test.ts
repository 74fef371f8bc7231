import { describe, expect, test } from 'vitest'
import { api, components } from '../_generated/api'
import { onAuthUserUpdated } from '../accounts/model/users'
import { postAuth, viaProxy } from '../testing/test.setup'
import { type ConsoleWorld, consoleWorld, deploymentEvents } from './test.console'

const PAGE = { numItems: 20, cursor: null }

async function authUser(w: ConsoleWorld, email: string) {
  return await w.t.run(async (ctx) => {
    const user = (await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email))
      .unique())!
    return (await ctx.runQuery(components.betterAuth.adapter.findOne, {
      model: 'user',
      where: [{ field: '_id', value: user.authId }],
    })) as { name: string; email: string; emailVerified: boolean }
  })
}

let attempts = 0

/** A password sign-in, each from its own client address (sign-in is rate-limited per address). */
async function signIn(w: ConsoleWorld, email: string, password: string) {
  attempts += 1
  return await postAuth(
    w.t,
    '/sign-in/email',
    { email, password },
    viaProxy(`198.51.100.${attempts}`),
  )
}

describe('a user’s profile', () => {
  test('names and address change in both tables; the new address is unproven', async () => {
    const w = await consoleWorld()
    await w.boss.mutation(api.admin.users.update, {
      userId: w.member.userId,
      firstName: ' Maxine ',
      lastName: 'Member',
      email: 'Maxine@Hale.test',
    })

    const user = await w.boss.query(api.admin.users.get, { userId: w.member.userId })
    expect(user).toMatchObject({
      name: 'Maxine Member',
      firstName: 'Maxine',
      lastName: 'Member',
      email: 'maxine@hale.test',
      emailVerified: false,
    })
    expect(await authUser(w, 'maxine@hale.test')).toMatchObject({
      name: 'Maxine Member',
      email: 'maxine@hale.test',
      emailVerified: false,
    })
    expect(await deploymentEvents(w)).toEqual([
      { action: 'user.edited', summary: 'Edited the user max@hale.test, now maxine@hale.test' },
    ])
  })

  test('the user renaming themselves drops the first and last names the console set', async () => {
    const w = await consoleWorld()
    await w.boss.mutation(api.admin.users.update, {
      userId: w.member.userId,
      firstName: 'Max',
      lastName: 'Member',
      email: 'max@hale.test',
    })
    await w.t.run(async (ctx) => {
      const user = (await ctx.db.get('users', w.member.userId))!
      const facts = { authId: user.authId, email: user.email, emailVerified: true }
      await onAuthUserUpdated(ctx, { ...facts, name: 'Max Member' }, { emailVerified: true })
      expect(await ctx.db.get('users', w.member.userId)).toMatchObject({ firstName: 'Max' })
      await onAuthUserUpdated(ctx, { ...facts, name: 'M. Member' }, { emailVerified: true })
      expect(await ctx.db.get('users', w.member.userId)).toMatchObject({ name: 'M. Member' })
      expect((await ctx.db.get('users', w.member.userId))!.firstName).toBeUndefined()
    })
  })

  test('marking an address verified grants what it earns, and is audited', async () => {
    const w = await consoleWorld()
    await w.t.run(async (ctx) => {
      const user = (await ctx.db.get('users', w.outsider.userId))!
      await ctx.runMutation(components.betterAuth.adapter.updateOne, {
        input: {
          model: 'user',
          where: [{ field: '_id', value: user.authId }],
          update: { emailVerified: false },
        },
      })
    })
    await w.admin.as.mutation(api.accounts.organizations.invite, {
      organizationId: w.organizationId,
      email: 'olga@other.test',
      role: 'Member',
    })
    await expect(
      w.boss.mutation(api.admin.memberships.assign, {
        userId: w.outsider.userId,
        organizationId: w.organizationId,
        role: 'Member',
      }),
    ).rejects.toMatchObject({ data: { code: 'CONFLICT' } })

    await w.boss.mutation(api.admin.users.markVerified, { userId: w.outsider.userId })

    const olga = await w.boss.query(api.admin.users.get, { userId: w.outsider.userId })
    expect(olga.emailVerified).toBe(true)
    expect(olga.organizations.map((o) => o.name)).toEqual(['Hale LLP', 'Other LLP'])
    expect(await deploymentEvents(w)).toEqual([
      { action: 'user.verified', summary: 'Marked the address olga@other.test verified' },
    ])
  })
})

describe('passwords and sessions', () => {
  test('a new password ends every session, and signs in', async () => {
    const w = await consoleWorld()
    await expect(w.member.as.query(api.accounts.users.getMe, {})).resolves.toMatchObject({
      email: 'max@hale.test',
    })

    await w.boss.action(api.admin.passwords.setPassword, {
      userId: w.member.userId,
      newPassword: 'brand new secret',
      confirmPassword: 'brand new secret',
    })

    await expect(w.member.as.query(api.accounts.users.getMe, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
    expect((await signIn(w, 'max@hale.test', 'wrong password')).status).toBe(401)
    expect((await signIn(w, 'max@hale.test', 'brand new secret')).status).toBe(200)
    // A second change replaces the credential's hash: the first password no longer works.
    await w.boss.action(api.admin.passwords.setPassword, {
      userId: w.member.userId,
      newPassword: 'second secret',
      confirmPassword: 'second secret',
    })
    expect((await signIn(w, 'max@hale.test', 'brand new secret')).status).toBe(401)
    expect((await signIn(w, 'max@hale.test', 'second secret')).status).toBe(200)
    expect((await deploymentEvents(w)).map((e) => e.action)).toEqual([
      'user.passwordSet',
      'user.passwordSet',
    ])
  })

  test('ending sessions signs the user out everywhere', async () => {
    const w = await consoleWorld()
    expect((await w.boss.query(api.admin.users.get, { userId: w.member.userId })).sessions).toBe(1)
    await w.boss.mutation(api.admin.users.endAllSessions, { userId: w.member.userId })
    await expect(w.member.as.query(api.accounts.users.getMe, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
    expect((await w.boss.query(api.admin.users.get, { userId: w.member.userId })).sessions).toBe(0)
  })

  test('a disabled user is signed out and cannot sign in until enabled', async () => {
    const w = await consoleWorld()
    await w.boss.action(api.admin.passwords.setPassword, {
      userId: w.member.userId,
      newPassword: 'brand new secret',
      confirmPassword: 'brand new secret',
    })
    await w.boss.mutation(api.admin.users.setDisabled, { userId: w.member.userId, disabled: true })

    const refused = await signIn(w, 'max@hale.test', 'brand new secret')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' })
    expect(
      (await w.boss.query(api.admin.users.list, { paginationOpts: PAGE, disabled: true })).page.map(
        (u) => u.email,
      ),
    ).toEqual(['max@hale.test'])

    await w.boss.mutation(api.admin.users.setDisabled, { userId: w.member.userId, disabled: false })
    expect((await signIn(w, 'max@hale.test', 'brand new secret')).status).toBe(200)
    expect((await deploymentEvents(w)).map((e) => e.action)).toEqual([
      'user.passwordSet',
      'user.disabled',
      'user.enabled',
    ])
  })

  test('a superadmin cannot disable or demote themselves', async () => {
    const w = await consoleWorld()
    const me = (
      await w.boss.query(api.admin.users.list, { paginationOpts: PAGE, role: 'superadmin' })
    ).page[0]!
    await expect(
      w.boss.mutation(api.admin.users.setDisabled, { userId: me._id, disabled: true }),
    ).rejects.toMatchObject({ data: { code: 'CONFLICT' } })
    await expect(
      w.boss.mutation(api.admin.users.setSuperadmin, { userId: me._id, superadmin: false }),
    ).rejects.toMatchObject({ data: { code: 'CONFLICT' } })
  })
})

describe('memberships and the superadmin role', () => {
  test('assign, change the role, remove; a firm keeps its last admin', async () => {
    const w = await consoleWorld()
    await w.boss.mutation(api.admin.memberships.assign, {
      userId: w.member.userId,
      organizationId: w.otherOrganizationId,
      role: 'Member',
    })
    await w.boss.mutation(api.admin.memberships.assign, {
      userId: w.member.userId,
      organizationId: w.otherOrganizationId,
      role: 'OrganizationAdmin',
    })
    const max = await w.boss.query(api.admin.users.get, { userId: w.member.userId })
    expect(max.organizations.map((o) => [o.name, o.role])).toEqual([
      ['Hale LLP', 'Member'],
      ['Other LLP', 'OrganizationAdmin'],
    ])

    // Ada is Hale's only admin: she can be neither demoted nor removed.
    for (const attempt of [
      w.boss.mutation(api.admin.memberships.assign, {
        userId: w.admin.userId,
        organizationId: w.organizationId,
        role: 'Member',
      }),
      w.boss.mutation(api.admin.memberships.remove, {
        userId: w.admin.userId,
        organizationId: w.organizationId,
      }),
    ]) {
      await expect(attempt).rejects.toMatchObject({
        data: { code: 'CONFLICT', message: 'An organization must keep at least one admin' },
      })
    }

    await w.boss.mutation(api.admin.memberships.remove, {
      userId: w.member.userId,
      organizationId: w.organizationId,
    })
    await expect(w.member.as.query(api.accounts.session.authContext, {})).resolves.toMatchObject({
      organizationId: w.otherOrganizationId,
    })
    expect(await deploymentEvents(w)).toEqual([
      { action: 'membership.assigned', summary: 'Made max@hale.test a member of Other LLP' },
      { action: 'membership.assigned', summary: 'Made max@hale.test an admin of Other LLP' },
      { action: 'membership.removed', summary: 'Removed max@hale.test from Hale LLP' },
    ])
  })

  test('grant and withdraw superadmin', async () => {
    const w = await consoleWorld()
    await w.boss.mutation(api.admin.users.setSuperadmin, {
      userId: w.member.userId,
      superadmin: true,
    })
    await expect(
      w.member.as.query(api.admin.users.get, { userId: w.admin.userId }),
    ).resolves.toMatchObject({
      email: 'ada@hale.test',
    })
    await w.boss.mutation(api.admin.users.setSuperadmin, {
      userId: w.member.userId,
      superadmin: false,
    })
    await expect(
      w.member.as.query(api.admin.users.get, { userId: w.admin.userId }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    expect((await deploymentEvents(w)).map((e) => e.action)).toEqual([
      'superadmin.granted',
      'superadmin.withdrawn',
    ])
  })
})

describe('the users list', () => {
  test('searches names and addresses, and filters by organisation and role', async () => {
    const w = await consoleWorld()
    const emails = async (args: Record<string, unknown>) =>
      (await w.boss.query(api.admin.users.list, { paginationOpts: PAGE, ...args })).page
        .map((u) => u.email)
        .sort()

    expect(await emails({})).toEqual([
      'ada@hale.test',
      'boss@casefile.test',
      'max@hale.test',
      'olga@other.test',
    ])
    expect(await emails({ search: 'Olga' })).toEqual(['olga@other.test'])
    expect(await emails({ search: 'max@' })).toEqual(['max@hale.test'])
    expect(await emails({ organizationId: w.organizationId })).toEqual([
      'ada@hale.test',
      'max@hale.test',
    ])
    expect(await emails({ search: 'Admin', organizationId: w.otherOrganizationId })).toEqual([])
    expect(await emails({ role: 'superadmin' })).toEqual(['boss@casefile.test'])
    expect(await emails({ verified: false })).toEqual([])
    expect(await emails({ disabled: false })).toHaveLength(4)
  })

  test('pages are bounded and a made-up cursor is INVALID_INPUT', async () => {
    const w = await consoleWorld()
    const first = await w.boss.query(api.admin.users.list, {
      paginationOpts: { numItems: 3, cursor: null },
    })
    expect(first.page).toHaveLength(3)
    expect(first.isDone).toBe(false)
    const second = await w.boss.query(api.admin.users.list, {
      paginationOpts: { numItems: 3, cursor: first.continueCursor },
    })
    expect(second.page).toHaveLength(1)
    await expect(
      w.boss.query(api.admin.users.list, { paginationOpts: { numItems: 3, cursor: 'made-up' } }),
    ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
  })

  test('an unknown or malformed user id is NOT_FOUND', async () => {
    const w = await consoleWorld()
    await expect(w.boss.query(api.admin.users.get, { userId: 'nope' })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND', message: 'User not found' },
    })
  })
})

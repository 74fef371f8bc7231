import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import {
  confirmEmail,
  drain,
  makeTest,
  postAuth,
  seedUser,
  type TestConvex,
} from '../testing/test.setup'

/** An organisation with an admin, a member and an outsider. */
async function firm(t: TestConvex) {
  const admin = await seedUser(t, { email: 'admin@hale.test', name: 'Admin' })
  const member = await seedUser(t, { email: 'member@hale.test', name: 'Member' })
  const outsider = await seedUser(t, { email: 'outsider@other.test', name: 'Outsider' })
  const { organizationId } = await admin.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale LLP',
  })
  await t.run(async (ctx) => {
    await ctx.db.insert('memberships', { organizationId, userId: member.userId, role: 'Member' })
  })

  return { admin, member, outsider, organizationId }
}

const code = (code: string) => ({ data: { code } })

describe('organizations.create', () => {
  test('the creator becomes OrganizationAdmin and the organisation becomes current', async () => {
    const t = makeTest()
    const ada = await seedUser(t)

    const { organizationId, slug } = await ada.as.mutation(api.accounts.organizations.create, {
      organizationName: '  Hale & Whitmore LLP ',
    })

    expect(slug).toBe('hale-and-whitmore-llp')
    await expect(ada.as.query(api.accounts.organizations.listMine, {})).resolves.toEqual([
      {
        _id: organizationId,
        name: 'Hale & Whitmore LLP',
        slug,
        role: 'OrganizationAdmin',
        isCurrent: true,
        suspended: false,
      },
    ])
    await expect(ada.as.query(api.accounts.session.authContext, {})).resolves.toMatchObject({
      organizationId,
    })
  })

  test('a blank name is INVALID_INPUT with the spec message', async () => {
    const t = makeTest()
    const ada = await seedUser(t)

    await expect(
      ada.as.mutation(api.accounts.organizations.create, { organizationName: '   ' }),
    ).rejects.toMatchObject({
      data: { code: 'INVALID_INPUT', message: 'Organization name is required' },
    })
  })

  test('slugs stay unique', async () => {
    const t = makeTest()
    const ada = await seedUser(t)
    const bob = await seedUser(t)

    const first = await ada.as.mutation(api.accounts.organizations.create, {
      organizationName: 'Smith LLP',
    })
    const second = await bob.as.mutation(api.accounts.organizations.create, {
      organizationName: 'Smith  LLP!',
    })
    const third = await bob.as.mutation(api.accounts.organizations.create, {
      organizationName: 'smith llp',
    })

    expect([first.slug, second.slug, third.slug]).toEqual([
      'smith-llp',
      'smith-llp-2',
      'smith-llp-3',
    ])
  })

  test('anonymous callers are rejected', async () => {
    const t = makeTest()

    await expect(
      t.mutation(api.accounts.organizations.create, { organizationName: 'X' }),
    ).rejects.toMatchObject(code('UNAUTHENTICATED'))
    await expect(t.query(api.accounts.organizations.listMine, {})).rejects.toMatchObject(
      code('UNAUTHENTICATED'),
    )
  })
})

describe('access matrix', () => {
  test('anonymous callers get UNAUTHENTICATED everywhere', async () => {
    const t = makeTest()
    const { organizationId, member } = await firm(t)

    const calls = [
      t.mutation(api.accounts.organizations.setCurrent, { organizationId }),
      t.mutation(api.accounts.organizations.rename, { organizationId, name: 'X' }),
      t.query(api.accounts.organizations.members, { organizationId }),
      t.query(api.accounts.organizations.invitations, { organizationId }),
      t.mutation(api.accounts.organizations.changeRole, {
        organizationId,
        userId: member.userId,
        role: 'OrganizationAdmin',
      }),
      t.mutation(api.accounts.organizations.removeMember, {
        organizationId,
        userId: member.userId,
      }),
      t.mutation(api.accounts.organizations.invite, {
        organizationId,
        email: 'x@y.test',
        role: 'Member',
      }),
      t.mutation(api.accounts.organizations.acceptPendingInvitations, {}),
    ]
    for (const call of calls) {
      await expect(call).rejects.toMatchObject(code('UNAUTHENTICATED'))
    }
  })

  test('outsiders get NOT_FOUND, so the organisation stays invisible', async () => {
    const t = makeTest()
    const { organizationId, member, outsider } = await firm(t)
    const as = outsider.as

    const calls = [
      as.mutation(api.accounts.organizations.setCurrent, { organizationId }),
      as.mutation(api.accounts.organizations.rename, { organizationId, name: 'X' }),
      as.query(api.accounts.organizations.members, { organizationId }),
      as.query(api.accounts.organizations.invitations, { organizationId }),
      as.mutation(api.accounts.organizations.changeRole, {
        organizationId,
        userId: member.userId,
        role: 'OrganizationAdmin',
      }),
      as.mutation(api.accounts.organizations.removeMember, {
        organizationId,
        userId: member.userId,
      }),
      as.mutation(api.accounts.organizations.invite, {
        organizationId,
        email: 'x@y.test',
        role: 'Member',
      }),
    ]
    for (const call of calls) {
      await expect(call).rejects.toMatchObject(code('NOT_FOUND'))
    }
    await expect(as.query(api.accounts.organizations.listMine, {})).resolves.toEqual([])
  })

  test('members may read and switch, but admin actions are FORBIDDEN', async () => {
    const t = makeTest()
    const { organizationId, admin, member } = await firm(t)
    const as = member.as

    await expect(
      as.mutation(api.accounts.organizations.setCurrent, { organizationId }),
    ).resolves.toMatchObject({
      organizationSlug: 'hale-llp',
    })
    const members = await as.query(api.accounts.organizations.members, { organizationId })
    // Admins first, then by name (the index's order, by user id, is no order a person reads).
    expect(members.map((m) => [m.email, m.role])).toEqual([
      ['admin@hale.test', 'OrganizationAdmin'],
      ['member@hale.test', 'Member'],
    ])

    const calls = [
      as.mutation(api.accounts.organizations.rename, { organizationId, name: 'X' }),
      as.query(api.accounts.organizations.invitations, { organizationId }),
      as.mutation(api.accounts.organizations.changeRole, {
        organizationId,
        userId: member.userId,
        role: 'OrganizationAdmin',
      }),
      as.mutation(api.accounts.organizations.removeMember, {
        organizationId,
        userId: admin.userId,
      }),
      as.mutation(api.accounts.organizations.invite, {
        organizationId,
        email: 'x@y.test',
        role: 'Member',
      }),
    ]
    for (const call of calls) {
      await expect(call).rejects.toMatchObject(code('FORBIDDEN'))
    }
    const organization = await t.run(
      async (ctx) => await ctx.db.get('organizations', organizationId),
    )
    expect(organization?.name).toBe('Hale LLP')
  })

  test('admins rename, promote and remove', async () => {
    const t = makeTest()
    const { organizationId, admin, member } = await firm(t)

    await admin.as.mutation(api.accounts.organizations.rename, {
      organizationId,
      name: ' Hale Partners ',
    })
    await admin.as.mutation(api.accounts.organizations.changeRole, {
      organizationId,
      userId: member.userId,
      role: 'OrganizationAdmin',
    })
    await expect(
      admin.as.mutation(api.accounts.organizations.rename, { organizationId, name: '' }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))

    await expect(member.as.query(api.accounts.organizations.listMine, {})).resolves.toEqual([
      expect.objectContaining({
        name: 'Hale Partners',
        slug: 'hale-llp',
        role: 'OrganizationAdmin',
      }),
    ])
    await member.as.mutation(api.accounts.organizations.removeMember, {
      organizationId,
      userId: admin.userId,
    })
    await expect(
      admin.as.query(api.accounts.organizations.members, { organizationId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
  })

  test('changing the role of someone who is not a member is NOT_FOUND', async () => {
    const t = makeTest()
    const { organizationId, admin, outsider } = await firm(t)

    await expect(
      admin.as.mutation(api.accounts.organizations.changeRole, {
        organizationId,
        userId: outsider.userId,
        role: 'Member',
      }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
  })
})

describe('the last admin', () => {
  test('cannot be demoted or leave (CONFLICT); a member can leave', async () => {
    const t = makeTest()
    const { organizationId, admin, member } = await firm(t)

    await expect(
      admin.as.mutation(api.accounts.organizations.changeRole, {
        organizationId,
        userId: admin.userId,
        role: 'Member',
      }),
    ).rejects.toMatchObject(code('CONFLICT'))
    await expect(
      admin.as.mutation(api.accounts.organizations.removeMember, {
        organizationId,
        userId: admin.userId,
      }),
    ).rejects.toMatchObject({
      data: { code: 'CONFLICT', message: expect.stringMatching(/at least one admin/) },
    })

    await member.as.mutation(api.accounts.organizations.removeMember, {
      organizationId,
      userId: member.userId,
    })
    const remaining = await admin.as.query(api.accounts.organizations.members, { organizationId })
    expect(remaining.map((m) => m.userId)).toEqual([admin.userId])
  })

  test('can step down once another admin exists', async () => {
    const t = makeTest()
    const { organizationId, admin, member } = await firm(t)
    await admin.as.mutation(api.accounts.organizations.changeRole, {
      organizationId,
      userId: member.userId,
      role: 'OrganizationAdmin',
    })

    await admin.as.mutation(api.accounts.organizations.changeRole, {
      organizationId,
      userId: admin.userId,
      role: 'Member',
    })

    const rows = await member.as.query(api.accounts.organizations.members, { organizationId })
    expect(rows.find((m) => m.userId === admin.userId)?.role).toBe('Member')
  })
})

describe('invitations', () => {
  test('a new user who signs up with the invited email joins at sign-up', async () => {
    const t = makeTest()
    const { organizationId, admin } = await firm(t)

    await admin.as.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: ' New@Hire.test ',
      role: 'Member',
    })
    await drain(t)
    await expect(
      admin.as.query(api.accounts.organizations.invitations, { organizationId }),
    ).resolves.toEqual([expect.objectContaining({ email: 'new@hire.test', role: 'Member' })])
    const email = await t.run(async (ctx) =>
      ctx.db
        .query('emails')
        .withIndex('by_to', (q) => q.eq('to', 'new@hire.test'))
        .first(),
    )
    expect(email).toMatchObject({
      kind: 'invitation',
      subject: expect.stringContaining('Hale LLP'),
    })

    const response = await postAuth(t, '/sign-up/email', {
      email: 'new@hire.test',
      password: 'long enough',
      name: 'N',
    })
    expect(response.status).toBe(200)
    // Nothing is granted until the address is proven by the link mailed to it.
    expect(
      (await admin.as.query(api.accounts.organizations.members, { organizationId })).map(
        (m) => m.email,
      ),
    ).not.toContain('new@hire.test')
    expect((await confirmEmail(t, 'new@hire.test')).status).toBe(302)

    const members = await admin.as.query(api.accounts.organizations.members, { organizationId })
    expect(members.find((m) => m.email === 'new@hire.test')?.role).toBe('Member')
    const newUser = await t.run(async (ctx) =>
      ctx.db
        .query('users')
        .withIndex('by_email', (q) => q.eq('email', 'new@hire.test'))
        .first(),
    )
    expect(newUser?.currentOrganizationId).toBe(organizationId)
    await expect(
      admin.as.query(api.accounts.organizations.invitations, { organizationId }),
    ).resolves.toEqual([])
  })

  test('an existing user joins on acceptPendingInvitations', async () => {
    const t = makeTest()
    const { organizationId, admin, outsider } = await firm(t)

    await admin.as.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: outsider.email,
      role: 'OrganizationAdmin',
    })
    await expect(
      outsider.as.query(api.accounts.organizations.members, { organizationId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))

    const joined: Id<'organizations'>[] = await outsider.as.mutation(
      api.accounts.organizations.acceptPendingInvitations,
      {},
    )

    expect(joined).toEqual([organizationId])
    await expect(outsider.as.query(api.accounts.organizations.listMine, {})).resolves.toEqual([
      expect.objectContaining({ _id: organizationId, role: 'OrganizationAdmin', isCurrent: true }),
    ])
    await expect(
      outsider.as.mutation(api.accounts.organizations.acceptPendingInvitations, {}),
    ).resolves.toEqual([])
  })

  test('inviting a current member is CONFLICT; a bad address is INVALID_INPUT', async () => {
    const t = makeTest()
    const { organizationId, admin, member } = await firm(t)

    await expect(
      admin.as.mutation(api.accounts.organizations.invite, {
        organizationId,
        email: member.email,
        role: 'Member',
      }),
    ).rejects.toMatchObject(code('CONFLICT'))
    await expect(
      admin.as.mutation(api.accounts.organizations.invite, {
        organizationId,
        email: 'not-an-email',
        role: 'Member',
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
  })
})

describe('invitations addressed to the caller', () => {
  test('anonymous callers get UNAUTHENTICATED', async () => {
    const t = makeTest()

    await expect(t.query(api.accounts.organizations.myInvitations, {})).rejects.toMatchObject(
      code('UNAUTHENTICATED'),
    )
  })

  test('the invitee sees their own invitation with the firm name; nobody else does', async () => {
    const t = makeTest()
    const { organizationId, admin, member, outsider } = await firm(t)
    await admin.as.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: outsider.email,
      role: 'Member',
    })

    await expect(outsider.as.query(api.accounts.organizations.myInvitations, {})).resolves.toEqual([
      expect.objectContaining({ organizationName: 'Hale LLP', role: 'Member' }),
    ])
    await expect(member.as.query(api.accounts.organizations.myInvitations, {})).resolves.toEqual([])
    await expect(admin.as.query(api.accounts.organizations.myInvitations, {})).resolves.toEqual([])

    await outsider.as.mutation(api.accounts.organizations.acceptPendingInvitations, {})
    await expect(outsider.as.query(api.accounts.organizations.myInvitations, {})).resolves.toEqual(
      [],
    )
  })
})

describe('organizations.revokeInvitation', () => {
  async function invited(t: TestConvex) {
    const setup = await firm(t)
    const invitationId = await setup.admin.as.mutation(api.accounts.organizations.invite, {
      organizationId: setup.organizationId,
      email: 'new@hire.test',
      role: 'Member',
    })
    return { ...setup, invitationId }
  }

  test('anonymous callers get UNAUTHENTICATED, outsiders NOT_FOUND, members FORBIDDEN', async () => {
    const t = makeTest()
    const { invitationId, member, outsider } = await invited(t)

    await expect(
      t.mutation(api.accounts.organizations.revokeInvitation, { invitationId }),
    ).rejects.toMatchObject(code('UNAUTHENTICATED'))
    await expect(
      outsider.as.mutation(api.accounts.organizations.revokeInvitation, { invitationId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await expect(
      member.as.mutation(api.accounts.organizations.revokeInvitation, { invitationId }),
    ).rejects.toMatchObject(code('FORBIDDEN'))
  })

  test('an admin withdraws it: it leaves the list and a later sign-up does not join', async () => {
    const t = makeTest()
    const { invitationId, admin, organizationId } = await invited(t)

    await admin.as.mutation(api.accounts.organizations.revokeInvitation, { invitationId })

    await expect(
      admin.as.query(api.accounts.organizations.invitations, { organizationId }),
    ).resolves.toEqual([])
    await expect(
      admin.as.mutation(api.accounts.organizations.revokeInvitation, { invitationId }),
    ).rejects.toMatchObject(code('CONFLICT'))
    const response = await postAuth(t, '/sign-up/email', {
      email: 'new@hire.test',
      password: 'long enough',
      name: 'N',
    })
    expect(response.status).toBe(200)
    // Nothing is granted until the address is proven by the link mailed to it.
    expect(
      (await admin.as.query(api.accounts.organizations.members, { organizationId })).map(
        (m) => m.email,
      ),
    ).not.toContain('new@hire.test')
    expect((await confirmEmail(t, 'new@hire.test')).status).toBe(302)
    const members = await admin.as.query(api.accounts.organizations.members, { organizationId })
    expect(members.map((m) => m.email)).not.toContain('new@hire.test')
  })
})

describe('invitation emails and preferences', () => {
  test('an existing user who turned invitation emails off gets no email, but still sees the invitation', async () => {
    const t = makeTest()
    const { organizationId, admin, outsider } = await firm(t)
    await outsider.as.mutation(api.accounts.notificationPreferences.update, {
      emailOnInvitation: false,
    })

    await admin.as.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: outsider.email,
      role: 'Member',
    })
    await drain(t)

    const emails = await t.run(async (ctx) =>
      ctx.db
        .query('emails')
        .withIndex('by_to', (q) => q.eq('to', outsider.email))
        .collect(),
    )
    expect(emails).toEqual([])
    await expect(
      outsider.as.query(api.accounts.organizations.myInvitations, {}),
    ).resolves.toHaveLength(1)
  })

  test('with the default preferences the existing user is emailed', async () => {
    const t = makeTest()
    const { organizationId, admin, outsider } = await firm(t)

    await admin.as.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: outsider.email,
      role: 'Member',
    })
    await drain(t)

    const emails = await t.run(async (ctx) =>
      ctx.db
        .query('emails')
        .withIndex('by_to', (q) => q.eq('to', outsider.email))
        .collect(),
    )
    expect(emails.map((e) => e.kind)).toEqual(['invitation'])
  })
})

// The console's authorization matrix: every function of the users and organisations console
// answers NOT_FOUND to anyone but a superadmin (signed out, a member, an organisation admin of the
// firm concerned or of another) and writes nothing; bad input from a superadmin is INVALID_INPUT
// and changes nothing.
import type { FunctionReference } from 'convex/server'
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { snapshot } from '../testing/test.matrix'
import { type ConsoleWorld, consoleWorld } from './test.console'

type Call = {
  kind: 'query' | 'mutation' | 'action'
  ref: FunctionReference<'query' | 'mutation' | 'action'>
  args: (w: ConsoleWorld) => Record<string, unknown>
}

const CALLS: Record<string, Call> = {
  'users.list': {
    kind: 'query',
    ref: api.admin.users.list,
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
  },
  'users.get': {
    kind: 'query',
    ref: api.admin.users.get,
    args: (w) => ({ userId: w.member.userId }),
  },
  'users.update': {
    kind: 'mutation',
    ref: api.admin.users.update,
    args: (w) => ({ userId: w.member.userId, firstName: 'A', lastName: 'B', email: 'a@b.test' }),
  },
  'users.markVerified': {
    kind: 'mutation',
    ref: api.admin.users.markVerified,
    args: (w) => ({ userId: w.member.userId }),
  },
  'users.setDisabled': {
    kind: 'mutation',
    ref: api.admin.users.setDisabled,
    args: (w) => ({ userId: w.member.userId, disabled: true }),
  },
  'users.endAllSessions': {
    kind: 'mutation',
    ref: api.admin.users.endAllSessions,
    args: (w) => ({ userId: w.member.userId }),
  },
  'users.setSuperadmin': {
    kind: 'mutation',
    ref: api.admin.users.setSuperadmin,
    args: (w) => ({ userId: w.member.userId, superadmin: true }),
  },
  'passwords.setPassword': {
    kind: 'action',
    ref: api.admin.passwords.setPassword,
    args: (w) => ({
      userId: w.member.userId,
      newPassword: 'new secret 1',
      confirmPassword: 'new secret 1',
    }),
  },
  'memberships.assign': {
    kind: 'mutation',
    ref: api.admin.memberships.assign,
    args: (w) => ({
      userId: w.member.userId,
      organizationId: w.organizationId,
      role: 'OrganizationAdmin',
    }),
  },
  'memberships.remove': {
    kind: 'mutation',
    ref: api.admin.memberships.remove,
    args: (w) => ({ userId: w.member.userId, organizationId: w.organizationId }),
  },
  'organizations.list': {
    kind: 'query',
    ref: api.admin.organizations.list,
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
  },
  'organizations.choices': {
    kind: 'query',
    ref: api.admin.organizations.choices,
    args: () => ({}),
  },
  'organizations.get': {
    kind: 'query',
    ref: api.admin.organizations.get,
    args: (w) => ({ organizationId: w.organizationId }),
  },
  'organizations.create': {
    kind: 'mutation',
    ref: api.admin.organizations.create,
    args: () => ({ organizationName: 'New LLP' }),
  },
  'organizations.rename': {
    kind: 'mutation',
    ref: api.admin.organizations.rename,
    args: (w) => ({ organizationId: w.organizationId, name: 'Renamed LLP' }),
  },
  'organizations.setSuspended': {
    kind: 'mutation',
    ref: api.admin.organizations.setSuspended,
    args: (w) => ({ organizationId: w.organizationId, suspended: true }),
  },
}

type Caller = ConsoleWorld['t'] | ConsoleWorld['boss']

async function run(caller: Caller, call: Call, args: Record<string, unknown>) {
  if (call.kind === 'query') return await caller.query(call.ref as FunctionReference<'query'>, args)
  if (call.kind === 'action')
    return await caller.action(call.ref as FunctionReference<'action'>, args)
  return await caller.mutation(call.ref as FunctionReference<'mutation'>, args)
}

// Signed out, every function answers UNAUTHENTICATED first (the session-loss code the app acts
// on); everyone signed in but a superadmin gets NOT_FOUND.
const CALLERS: [string, (w: ConsoleWorld) => Caller, string][] = [
  ['an anonymous caller', (w) => w.t, 'UNAUTHENTICATED'],
  ['a member', (w) => w.member.as, 'NOT_FOUND'],
  ['the firm’s own organisation admin', (w) => w.admin.as, 'NOT_FOUND'],
  ['another firm’s organisation admin', (w) => w.outsider.as, 'NOT_FOUND'],
]

describe('the console’s authorization matrix', () => {
  test.each(Object.keys(CALLS))(
    '%s: NOT_FOUND for everyone signed in but a superadmin, who succeeds',
    async (name) => {
      const call = CALLS[name]!
      const w = await consoleWorld()
      for (const [who, caller, code] of CALLERS) {
        const before = await snapshot(w.t)
        await expect(
          run(caller(w), call, call.args(w)),
          `${name} for ${who}`,
        ).rejects.toMatchObject({
          data: { code },
        })
        expect(await snapshot(w.t), `${name} for ${who} wrote`).toEqual(before)
      }
      await expect(run(w.boss, call, call.args(w))).resolves.not.toThrow()
    },
  )
})

const BAD_INPUT: [string, Call, (w: ConsoleWorld) => Record<string, unknown>][] = [
  [
    'a blank first name',
    CALLS['users.update']!,
    (w) => ({ userId: w.member.userId, firstName: ' ', lastName: 'B', email: 'a@b.test' }),
  ],
  [
    'a blank last name',
    CALLS['users.update']!,
    (w) => ({ userId: w.member.userId, firstName: 'A', lastName: '', email: 'a@b.test' }),
  ],
  [
    'a bad address',
    CALLS['users.update']!,
    (w) => ({ userId: w.member.userId, firstName: 'A', lastName: 'B', email: 'nope' }),
  ],
  [
    'a taken address',
    CALLS['users.update']!,
    (w) => ({ userId: w.member.userId, firstName: 'A', lastName: 'B', email: 'ADA@hale.test' }),
  ],
  [
    'a short password',
    CALLS['passwords.setPassword']!,
    (w) => ({ userId: w.member.userId, newPassword: 'short', confirmPassword: 'short' }),
  ],
  [
    'passwords that differ',
    CALLS['passwords.setPassword']!,
    (w) => ({
      userId: w.member.userId,
      newPassword: 'long enough',
      confirmPassword: 'long enougH',
    }),
  ],
  [
    'no password',
    CALLS['passwords.setPassword']!,
    (w) => ({ userId: w.member.userId, newPassword: '', confirmPassword: '' }),
  ],
  ['a blank organisation name', CALLS['organizations.create']!, () => ({ organizationName: '  ' })],
  [
    'a blank new name',
    CALLS['organizations.rename']!,
    (w) => ({ organizationId: w.organizationId, name: '' }),
  ],
  [
    'an oversized page',
    CALLS['users.list']!,
    () => ({ paginationOpts: { numItems: 51, cursor: null } }),
  ],
  [
    'an overlong search',
    CALLS['organizations.list']!,
    () => ({ paginationOpts: { numItems: 10, cursor: null }, search: 'x'.repeat(101) }),
  ],
]

describe('bad input from a superadmin', () => {
  test.each(BAD_INPUT)('%s is INVALID_INPUT and changes nothing', async (_, call, args) => {
    const w = await consoleWorld()
    const before = await snapshot(w.t)
    await expect(run(w.boss, call, args(w))).rejects.toMatchObject({
      data: { code: 'INVALID_INPUT' },
    })
    expect(await snapshot(w.t)).toEqual(before)
  })

  test('the form’s messages come back on their fields', async () => {
    const w = await consoleWorld()
    await expect(
      w.boss.mutation(api.admin.users.update, {
        userId: w.member.userId,
        firstName: '',
        lastName: '',
        email: 'x',
      }),
    ).rejects.toMatchObject({
      data: {
        issues: [
          { path: 'firstName', message: 'First name is required' },
          { path: 'lastName', message: 'Last name is required' },
          { path: 'email', message: 'Invalid email address' },
        ],
      },
    })
    await expect(
      w.boss.action(api.admin.passwords.setPassword, {
        userId: w.member.userId,
        newPassword: 'long enough',
        confirmPassword: 'other one',
      }),
    ).rejects.toMatchObject({
      data: { issues: [{ path: 'confirmPassword', message: "Passwords don't match" }] },
    })
  })
})

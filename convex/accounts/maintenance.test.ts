import { describe, expect, test } from 'vitest'
import { api, components, internal } from '../_generated/api'
import { makeTest, seedUser } from '../testing/test.setup'

describe('maintenance.purgeExpiredAuthRows', () => {
  test('deletes expired sessions and keeps live ones', async () => {
    const t = makeTest()
    const live = await seedUser(t)
    const stale = await seedUser(t)

    const deleted = await t.mutation(internal.accounts.maintenance.purgeExpiredAuthRows, {
      now: Date.now() + 60_000,
    })
    expect(deleted).toBe(0)

    await t.run(async (ctx) => {
      await ctx.runMutation(components.betterAuth.adapter.updateOne, {
        input: {
          model: 'session',
          where: [{ field: '_id', value: stale.sessionId }],
          update: { expiresAt: 1 },
        },
      })
    })
    await expect(t.mutation(internal.accounts.maintenance.purgeExpiredAuthRows, {})).resolves.toBe(
      1,
    )

    await expect(live.as.query(api.accounts.users.getMe, {})).resolves.toMatchObject({
      _id: live.userId,
    })
    await expect(stale.as.query(api.accounts.users.getMe, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
  })
})

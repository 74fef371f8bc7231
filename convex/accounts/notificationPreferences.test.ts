import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { makeTest, seedUser } from '../testing/test.setup'

const code = (code: string) => ({ data: { code } })

describe('notificationPreferences', () => {
  test('anonymous callers get UNAUTHENTICATED for reading and writing', async () => {
    const t = makeTest()

    await expect(t.query(api.accounts.notificationPreferences.get, {})).rejects.toMatchObject(
      code('UNAUTHENTICATED'),
    )
    await expect(
      t.mutation(api.accounts.notificationPreferences.update, { emailOnInvitation: false }),
    ).rejects.toMatchObject(code('UNAUTHENTICATED'))
  })

  test('every email is on until the user turns it off', async () => {
    const t = makeTest()
    const ada = await seedUser(t)

    await expect(ada.as.query(api.accounts.notificationPreferences.get, {})).resolves.toEqual({
      emailOnInvitation: true,
      emailOnMatterChange: true,
    })
  })

  test('a change persists, leaves the other setting alone and can be undone', async () => {
    const t = makeTest()
    const ada = await seedUser(t)

    await ada.as.mutation(api.accounts.notificationPreferences.update, {
      emailOnMatterChange: false,
    })
    await expect(ada.as.query(api.accounts.notificationPreferences.get, {})).resolves.toEqual({
      emailOnInvitation: true,
      emailOnMatterChange: false,
    })
    await ada.as.mutation(api.accounts.notificationPreferences.update, {
      emailOnInvitation: false,
      emailOnMatterChange: true,
    })
    await expect(ada.as.query(api.accounts.notificationPreferences.get, {})).resolves.toEqual({
      emailOnInvitation: false,
      emailOnMatterChange: true,
    })
    const rows = await t.run(async (ctx) => ctx.db.query('notificationPreferences').collect())
    expect(rows).toHaveLength(1)
  })

  test("one user's preferences never touch another's (each caller only has their own)", async () => {
    const t = makeTest()
    const ada = await seedUser(t)
    const bob = await seedUser(t)

    await ada.as.mutation(api.accounts.notificationPreferences.update, {
      emailOnInvitation: false,
      emailOnMatterChange: false,
    })

    await expect(bob.as.query(api.accounts.notificationPreferences.get, {})).resolves.toEqual({
      emailOnInvitation: true,
      emailOnMatterChange: true,
    })
  })
})

import { describe, expect, test } from 'vitest'
import { makeTest, postAuth } from './test.setup'

describe('better-auth inside Convex', () => {
  test('sign-up creates the linked app user through the user.onCreate trigger', async () => {
    const t = makeTest()

    const response = await postAuth(t, '/sign-up/email', {
      email: 'Ada@Firm.test',
      password: 'correct horse',
      name: 'Ada Lovelace',
    })

    expect(response.status).toBe(200)
    const users = await t.run(async (ctx) => await ctx.db.query('users').collect())
    expect(users).toHaveLength(1)
    expect(users[0]).toMatchObject({ email: 'ada@firm.test', name: 'Ada Lovelace' })
    expect(users[0]?.role).toBeUndefined()
  })
})

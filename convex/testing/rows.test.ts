import { expect, test } from 'vitest'
import { internal } from '../_generated/api'
import { makeTest } from './test.setup'

test('the testing functions refuse to run on a deployment without IS_TEST', async () => {
  const t = makeTest()

  await expect(
    t.mutation(internal.testing.rows.insertAuthRows, {
      rateLimits: [{ key: 'x|/sign-in/email', count: 1, lastRequest: 0 }],
    }),
  ).rejects.toThrow(/IS_TEST/)
})

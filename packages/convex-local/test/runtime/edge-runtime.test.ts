// @vitest-environment edge-runtime
/// <reference types="vite/client" />
/**
 * Existing convex-test suites run under vitest's edge-runtime environment (as Convex
 * recommends); the harness must work there too.
 */
import { expect, test } from 'vitest'
import { anyApi } from 'convex/server'
import { convexTest } from '../../src/test/index'
import schema from '../fixtures/basic/convex/schema'

const modules = import.meta.glob('../fixtures/basic/convex/**/*.*s')

test('convex-local/test works under the edge-runtime environment', async () => {
  const t = convexTest(schema, modules)
  try {
    const id = await t.mutation(anyApi.messages.send, { author: 'edge', body: 'runtime' })
    expect(await t.query(anyApi.messages.get, { id })).toMatchObject({
      author: 'edge',
      body: 'runtime',
    })
    await expect(t.query(anyApi.errors.useFetch, {})).rejects.toThrow('`fetch` is not supported')
  } finally {
    await t.close()
  }
})

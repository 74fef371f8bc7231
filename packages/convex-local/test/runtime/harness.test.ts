/// <reference types="vite/client" />
import { afterEach, describe, expect, test } from 'vitest'
import { anyApi } from 'convex/server'
import { ConvexError } from 'convex/values'
import { convexTest, MAX_OPEN_TEST_ENGINES } from '../../src/test/index'
import schema from '../fixtures/basic/convex/schema'

const modules = import.meta.glob('../fixtures/basic/convex/**/*.*s')
const api = anyApi
const open: Array<{ close: () => Promise<void> }> = []
function make() {
  const t = convexTest(schema, modules)
  open.push(t)
  return t
}
afterEach(async () => {
  for (const t of open.splice(0)) await t.close()
})

describe('convex-local/test (convex-test compatible harness)', () => {
  test('query, mutation and action by reference, with real IDs', async () => {
    const t = make()
    const id = await t.mutation(api.messages.send, { author: 'a', body: 'hi' })
    expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{31,37}$/)
    expect(await t.query(api.messages.list, {})).toMatchObject([
      { _id: id, author: 'a', body: 'hi' },
    ])
    const r = await t.action(api.actions.sendAndCount, { author: 'b', body: 'yo' })
    expect(r).toMatchObject({ count: 2, inner: 'HI' })
  })

  test('internal functions are callable from tests, as with convex-test', async () => {
    const t = make()
    await t.mutation(api.messages.send, { author: 'a', body: 'x' })
    expect(await t.query(api.messages.secretCount)).toBe(1)
  })

  test('t.run and inline functions get a real ctx', async () => {
    const t = make()
    const id = await t.run(async (ctx) => ctx.db.insert('messages', { author: 'r', body: 'run' }))
    const doc = await t.query(async (ctx) => ctx.db.get(id))
    expect(doc).toMatchObject({ author: 'r', body: 'run' })
    expect(await t.mutation(async (ctx) => (await ctx.db.query('messages').collect()).length)).toBe(
      1,
    )
  })

  test('errors are thrown like convex-test throws them', async () => {
    const t = make()
    await expect(t.query(api.errors.plain, {})).rejects.toThrow(/^something broke$/)
    const e = await t.mutation(api.errors.convexError, { code: 'X' }).catch((err: unknown) => err)
    expect(e).toBeInstanceOf(ConvexError)
    expect((e as ConvexError<{ code: string; count: bigint }>).data).toEqual({
      code: 'X',
      count: 3n,
    })
    await expect(t.mutation(api.messages.send, { author: 1, body: 'x' })).rejects.toThrow(
      /ArgumentValidationError/,
    )
  })

  test('withIdentity', async () => {
    const t = make()
    expect(await t.query(api.actions.whoami, {})).toBeNull()
    const asUma = t.withIdentity({ name: 'Uma', subject: 'u1' })
    expect(await asUma.query(api.actions.whoami, {})).toEqual({
      subject: 'u1',
      issuer: 'https://convex.test',
      name: 'Uma',
    })
  })

  test('withRequestMetadata sets getRequestMetadata() for the call and its nested calls', async () => {
    const t = make()
    expect(await t.mutation(api.nesting.requestInfo, {})).toEqual({
      ip: null,
      userAgent: null,
      nested: null,
    })
    const browser = t.withRequestMetadata({ ip: '10.0.0.1', userAgent: 'Mozilla/5.0' })
    expect(await browser.mutation(api.nesting.requestInfo, {})).toEqual({
      ip: '10.0.0.1',
      userAgent: 'Mozilla/5.0',
      nested: 'Mozilla/5.0',
    })
    expect(
      await browser.withIdentity({ subject: 'x' }).mutation(api.nesting.requestInfo, {}),
    ).toMatchObject({
      ip: '10.0.0.1',
    })
  })

  test('each convexTest() starts from an empty database', async () => {
    const a = make()
    await a.mutation(api.messages.send, { author: 'a', body: 'x' })
    const b = make()
    expect(await b.query(api.messages.list, {})).toEqual([])
  })

  test('t.fetch calls HTTP actions', async () => {
    const t = make()
    const res = await t.fetch('/messages', {
      method: 'POST',
      body: JSON.stringify({ author: 'h', body: 'http' }),
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    expect(await t.query(api.messages.get, { id })).toMatchObject({ body: 'http' })
    expect(await (await t.withIdentity({ subject: 'me' }).fetch('/whoami/a')).text()).toBe(
      '/whoami/a me',
    )
    await expect(t.fetch('/boom')).rejects.toThrow('http boom')
    expect((await t.fetch('/nope')).status).toBe(404)
  })

  test('abandoned instances are closed once too many are open; recent ones keep working', async () => {
    const first = convexTest(schema, modules)
    await first.mutation(api.messages.send, { author: 'old', body: 'x' })
    const later = Array.from({ length: MAX_OPEN_TEST_ENGINES }, () => convexTest(schema, modules))
    for (const t of later) await t.query(api.messages.list, {})
    await expect(first.query(api.messages.list, {})).rejects.toThrow(/least recently used/)
    expect(await later[later.length - 1]!.query(api.messages.list, {})).toEqual([])
    for (const t of later) await t.close()
    await first.close()
  })

  test('registerComponent rejects an invalid component path', async () => {
    const t = make()
    expect(() => t.registerComponent('', schema, modules)).toThrow(/invalid component path/)
    await t.finishInProgressScheduledFunctions()
  })
})

/// <reference types="vite/client" />
/**
 * Behaviours where convex-test's upstream suite expects something other than Convex does, pinned
 * to Convex's behaviour (see README, "convex-test upstream suite"); and scheduled jobs that wait
 * on their own timers under fake timers.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { anyApi } from 'convex/server'
import { convexTest } from '../../src/test/index'
import schema from '../fixtures/compat-app/convex/schema'

const modules = import.meta.glob('../fixtures/compat-app/convex/*.*s')
const api = anyApi as any
const open: Array<{ close: () => Promise<void> }> = []
afterEach(async () => {
  vi.useRealTimers()
  for (const t of open.splice(0)) await t.close()
})
function make() {
  const t = convexTest({ schema, modules })
  open.push(t)
  return t
}

describe('pagination on an index after deletes', () => {
  test('a page that fills up exactly is not done; the next one is empty and done', async () => {
    const t = make()
    await t.run(async (ctx) => {
      for (const body of ['1', '2', '3', '4'])
        await ctx.db.insert('messages', { author: 'j', body })
      await ctx.db.insert('messages', { author: 'k', body: 'other' })
    })
    const page = (cursor: string | null, numItems: number) =>
      t.query(async (ctx) =>
        ctx.db
          .query('messages')
          .withIndex('by_author', (q) => q.eq('author', 'j'))
          .paginate({ cursor, numItems }),
      )
    const p1 = await page(null, 1)
    expect(p1.page.map((d) => d.body)).toEqual(['1'])
    await t.run(async (ctx) => ctx.db.delete(p1.page[0]!._id))
    // The cursor still points after the deleted document.
    const p2 = await page(p1.continueCursor, 2)
    expect(p2.page.map((d) => d.body)).toEqual(['2', '3'])
    expect(p2.isDone).toBe(false)
    await t.run(async (ctx) => ctx.db.delete(p2.page[1]!._id))
    // Convex stops reading once the page is full, without looking ahead.
    const p3 = await page(p2.continueCursor, 1)
    expect(p3.page.map((d) => d.body)).toEqual(['4'])
    expect(p3.isDone).toBe(false)
    const p4 = await page(p3.continueCursor, 1)
    expect(p4).toMatchObject({ page: [], isDone: true })
    // A page with room left over is done at once.
    const all = await page(p1.continueCursor, 10)
    expect(all.page.map((d) => d.body)).toEqual(['2', '4'])
    expect(all.isDone).toBe(true)
  })
})

describe('text search', () => {
  const search = (t: ReturnType<typeof make>, text: string) =>
    t.query(async (ctx) =>
      (
        await ctx.db
          .query('messages')
          .withSearchIndex('search_body', (q) => q.search('body', text))
          .collect()
      ).map((d) => d.author),
    )

  test('case-insensitive terms, OR of terms, the last term as a prefix, BM25 ranking', async () => {
    const t = make()
    await t.run(async (ctx) => {
      await ctx.db.insert('messages', { author: 'alice', body: 'Foo Bar Baz' })
      await ctx.db.insert('messages', { author: 'bob', body: 'Hello World' })
      await ctx.db.insert('messages', { author: 'charlie', body: 'Foo' })
      await ctx.db.insert('messages', { author: 'diana', body: 'Bar' })
      await ctx.db.insert('messages', { author: 'eve', body: 'Mixed Case Text' })
      await ctx.db.insert('messages', { author: 'fay', body: 'lowercase text' })
    })
    expect(await search(t, 'HELLO')).toEqual(['bob'])
    expect(await search(t, 'wOrLd')).toEqual(['bob'])
    // Same term in both: the shorter field ranks first (BM25 length normalization).
    expect(await search(t, 'foo missing')).toEqual(['charlie', 'alice'])
    expect(await search(t, 'TEX')).toEqual(['fay', 'eve'])
    // A document matching more (and rarer) terms ranks first.
    expect(await search(t, 'foo baz')).toEqual(['alice', 'charlie'])
    expect((await search(t, '  foo   bar  ')).sort()).toEqual(['alice', 'charlie', 'diana'])
    // Only the last term is a prefix.
    expect(await search(t, 'fo zzz')).toEqual([])
  })
})

describe('scheduled functions under fake timers', () => {
  test('finishAllScheduledFunctions advances timers while a job waits on its own setTimeout', async () => {
    vi.useFakeTimers()
    const t = make()
    await t.mutation(api.jobs.schedule, { body: 'later' })
    await t.finishAllScheduledFunctions(vi.runAllTimers)
    const bodies = await t.query(async (ctx) =>
      (await ctx.db.query('messages').collect()).map((d) => d.body),
    )
    expect(bodies).toEqual(['later'])
  })
})

describe('explicit table names', () => {
  test("an ID of another table gives the backend's error", async () => {
    const t = make()
    const id = await t.run((ctx) => ctx.db.insert('messages', { author: 'a', body: 'b' }))
    await expect(t.run((ctx) => (ctx.db as any).get('other', id))).rejects.toThrow(
      'Invalid argument `id` for `db.get`: expected to be an Id<"other">, got Id<"messages"> instead.',
    )
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { compareValues, convexToJson, type Value } from 'convex/values'
import {
  END_CURSOR,
  StorageError,
  openStore,
  readSetIntersects,
  type SchemaJson,
  type SerializedQuery,
  type Store,
} from '../../src/storage'
import { compileExpression, compileFilter } from '../../src/query/filter'
import { fieldValue } from '../../src/values/keys'

const stores: Store[] = []
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close()
})

function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const schema: SchemaJson = {
  tables: [
    {
      tableName: 'items',
      indexes: [
        { indexDescriptor: 'by_a', fields: ['a'] },
        { indexDescriptor: 'by_a_b', fields: ['a', 'b'] },
        { indexDescriptor: 'by_nested', fields: ['meta.rank'] },
      ],
      searchIndexes: [{ indexDescriptor: 'search_text', searchField: 'text', filterFields: ['a'] }],
      vectorIndexes: [
        { indexDescriptor: 'by_vec', vectorField: 'vec', dimensions: 2, filterFields: ['a'] },
      ],
      documentType: { type: 'any' },
    },
  ],
  schemaValidation: true,
}

type Doc = Record<string, Value>

async function seeded(n: number, seed = 1) {
  const store = openStore({ temporary: true })
  stores.push(store)
  await store.registerSchema('', schema)
  const r = rng(seed)
  const w = await store.beginWrite()
  const values: Value[] = [null, 0n, 1n, -3n, 1.5, -2, 'x', 'y', 'yy', true, false]
  for (let i = 0; i < n; i++) {
    const doc: Record<string, Value> = { i, text: `item ${i} ${i % 3 === 0 ? 'fizz' : 'buzz'}` }
    if (r() < 0.9) doc.a = values[Math.floor(r() * values.length)]!
    if (r() < 0.9) doc.b = Math.floor(r() * 5)
    if (r() < 0.5) doc.meta = { rank: Math.floor(r() * 4) }
    doc.vec = [r(), r()]
    w.insert('', 'items', doc)
  }
  w.commit()
  return store
}

function all(stream: { next(): Doc | null }): Doc[] {
  const out: Doc[] = []
  for (let d = stream.next(); d !== null; d = stream.next()) out.push(d)
  return out
}

function lit(v: Value | undefined) {
  return v === undefined ? { $undefined: null } : convexToJson(v)
}

describe('filter expressions', () => {
  const doc: Doc = {
    _id: 'x',
    _creationTime: 1,
    n: 5,
    big: 7n,
    s: 'abc',
    nested: { deep: { v: 3 } },
    flag: true,
  }
  const f = (e: unknown) => compileExpression(e)(doc)
  const field = (p: string) => ({ $field: p })

  it('compares with Convex value order, missing fields being undefined', () => {
    expect(f({ $eq: [field('n'), { $literal: 5 }] })).toBe(true)
    expect(f({ $eq: [field('big'), { $literal: lit(7n) }] })).toBe(true)
    expect(f({ $eq: [field('big'), { $literal: 7 }] })).toBe(false) // int64 ≠ float64
    expect(f({ $lt: [field('big'), { $literal: 0 }] })).toBe(true) // int64 < float64
    expect(f({ $gt: [field('s'), { $literal: 5 }] })).toBe(true) // string > number
    expect(f({ $lt: [field('missing'), { $literal: null }] })).toBe(true) // undefined < null
    expect(f({ $eq: [field('missing'), { $literal: { $undefined: null } }] })).toBe(true)
    expect(f({ $neq: [field('missing'), { $literal: null }] })).toBe(true)
    expect(f({ $lte: [field('n'), { $literal: 5 }] })).toBe(true)
    expect(f({ $gte: [field('n'), { $literal: 6 }] })).toBe(false)
    expect(f({ $eq: [field('nested.deep.v'), { $literal: 3 }] })).toBe(true)
    expect(f({ $eq: [field('nested.nope.v'), { $literal: { $undefined: null } }] })).toBe(true)
  })

  it('evaluates boolean logic and arithmetic', () => {
    const t = { $eq: [field('flag'), { $literal: true }] }
    const fa = { $eq: [field('flag'), { $literal: false }] }
    expect(f({ $and: [t, t] })).toBe(true)
    expect(f({ $and: [t, fa] })).toBe(false)
    expect(f({ $or: [fa, t] })).toBe(true)
    expect(f({ $not: fa })).toBe(true)
    expect(f({ $add: [field('n'), { $literal: 1 }] })).toBe(6)
    expect(f({ $sub: [field('n'), { $literal: 1 }] })).toBe(4)
    expect(f({ $mul: [field('n'), { $literal: 2 }] })).toBe(10)
    expect(f({ $div: [field('n'), { $literal: 2 }] })).toBe(2.5)
    expect(f({ $mod: [field('n'), { $literal: 3 }] })).toBe(2)
    expect(f({ $neg: field('n') })).toBe(-5)
    expect(f({ $add: [field('big'), { $literal: lit(1n) }] })).toBe(8n)
    expect(f({ $div: [field('big'), { $literal: lit(2n) }] })).toBe(3n)
    expect(f({ $add: [{ $literal: lit(2n ** 63n - 1n) }, { $literal: lit(1n) }] })).toBe(
      -(2n ** 63n),
    )
    expect(() => f({ $add: [field('big'), { $literal: 1 }] })).toThrow(
      'Cannot add 7 (type int64) and 1 (type float64)',
    )
    expect(() => f({ $neg: field('s') })).toThrow('Cannot negate "abc" (type string)')
    expect(() => f({ $and: [t, field('n')] })).toThrow(/Expected a boolean/)
    expect(f({ $or: [t, field('n')] })).toBe(true) // short-circuits like the backend
    expect(() => f({ $div: [field('big'), { $literal: lit(0n) }] })).toThrow(/Division by zero/)
    expect(() => compileFilter({ $bogus: [] })).toThrow(StorageError)
    expect(compileFilter({ $literal: 1 })(doc)).toBe(false) // non-boolean results do not pass
  })
})

describe('index ranges', () => {
  it('matches a brute-force model for random ranges, orders and filters', async () => {
    const store = await seeded(300, 42)
    const r = store.beginRead()
    const everything = all(
      r.query('', {
        source: { type: 'FullTableScan', tableName: 'items', order: null },
        operators: [],
      }),
    )
    expect(everything).toHaveLength(300)
    const rand = rng(7)
    const candidates: Array<Value | undefined> = [
      undefined,
      null,
      0n,
      1n,
      -3n,
      1.5,
      -2,
      0,
      'x',
      'y',
      'yy',
      true,
      false,
      2,
      4,
    ]
    const pick = () => candidates[Math.floor(rand() * candidates.length)]
    const sortKey = (fields: string[]) => (x: Doc, y: Doc) => {
      for (const f of fields) {
        const c = compareValues(fieldValue(x, f), fieldValue(y, f))
        if (c !== 0) return c
      }
      return 0
    }
    for (let iter = 0; iter < 200; iter++) {
      const useAB = rand() < 0.5
      const fields = useAB ? ['a', 'b', '_creationTime', '_id'] : ['a', '_creationTime', '_id']
      const range: Array<{
        type: 'Eq' | 'Gt' | 'Gte' | 'Lt' | 'Lte'
        fieldPath: string
        value: unknown
      }> = []
      const preds: Array<(d: Doc) => boolean> = []
      let k = 0
      if (useAB && rand() < 0.6) {
        const v = pick()
        range.push({ type: 'Eq', fieldPath: 'a', value: lit(v) })
        preds.push((d) => compareValues(fieldValue(d, 'a'), v) === 0)
        k = 1
      }
      const boundField = fields[k]!
      if (rand() < 0.6) {
        const v = pick()
        const type = rand() < 0.5 ? 'Gt' : 'Gte'
        range.push({ type, fieldPath: boundField, value: lit(v) })
        preds.push((d) =>
          type === 'Gt'
            ? compareValues(fieldValue(d, boundField), v) > 0
            : compareValues(fieldValue(d, boundField), v) >= 0,
        )
      }
      if (rand() < 0.6) {
        const v = pick()
        const type = rand() < 0.5 ? 'Lt' : 'Lte'
        range.push({ type, fieldPath: boundField, value: lit(v) })
        preds.push((d) =>
          type === 'Lt'
            ? compareValues(fieldValue(d, boundField), v) < 0
            : compareValues(fieldValue(d, boundField), v) <= 0,
        )
      }
      const order = rand() < 0.5 ? 'asc' : 'desc'
      const limit = rand() < 0.3 ? Math.floor(rand() * 10) : null
      const filterB = rand() < 0.3
      const operators: SerializedQuery['operators'] = []
      if (filterB) operators.push({ filter: { $gte: [{ $field: 'b' }, { $literal: 2 }] } })
      if (limit !== null) operators.push({ limit })
      let expected = everything.filter((d) => preds.every((p) => p(d)))
      expected.sort(sortKey(fields))
      if (order === 'desc') expected.reverse()
      if (filterB) expected = expected.filter((d) => compareValues(d.b, 2) >= 0)
      if (limit !== null) expected = expected.slice(0, limit)
      const got = all(
        r.query('', {
          source: {
            type: 'IndexRange',
            indexName: useAB ? 'items.by_a_b' : 'items.by_a',
            range: range as never,
            order,
          },
          operators,
        }),
      )
      expect(
        got.map((d) => d.i),
        JSON.stringify({ range, order, limit, filterB }),
      ).toEqual(expected.map((d) => d.i))
    }
    r.close()
  })

  it('supports dotted index fields, by_id and by_creation_time', async () => {
    const store = await seeded(50, 3)
    const r = store.beginRead()
    const ranked = all(
      r.query('', {
        source: {
          type: 'IndexRange',
          indexName: 'items.by_nested',
          range: [{ type: 'Eq', fieldPath: 'meta.rank', value: 2 }],
          order: null,
        },
        operators: [],
      }),
    )
    expect(ranked.length).toBeGreaterThan(0)
    expect(ranked.every((d) => (d.meta as Doc).rank === 2)).toBe(true)
    const one = ranked[0]!
    const byId = all(
      r.query('', {
        source: {
          type: 'IndexRange',
          indexName: 'items.by_id',
          range: [{ type: 'Eq', fieldPath: '_id', value: one._id }],
          order: null,
        },
        operators: [],
      }),
    )
    expect(byId.map((d) => d._id)).toEqual([one._id])
    const newest = all(
      r.query('', {
        source: { type: 'FullTableScan', tableName: 'items', order: 'desc' },
        operators: [{ limit: 1 }],
      }),
    )
    expect(newest[0]!.i).toBe(49)
    const after = all(
      r.query('', {
        source: {
          type: 'IndexRange',
          indexName: 'items.by_creation_time',
          range: [{ type: 'Gt', fieldPath: '_creationTime', value: one._creationTime }],
          order: null,
        },
        operators: [],
      }),
    )
    expect(after.every((d) => (d._creationTime as number) > (one._creationTime as number))).toBe(
      true,
    )
    r.close()
  })

  it('rejects undeclared indexes and malformed ranges with clear errors', async () => {
    const store = await seeded(3)
    const r = store.beginRead()
    const q = (indexName: string, range: unknown[]) => () =>
      r.query('', {
        source: { type: 'IndexRange', indexName, range: range as never, order: null },
        operators: [],
      })
    expect(q('items.by_nope', [])).toThrow(/Index items.by_nope not found/)
    expect(q('ghosts.by_x', [])).toThrow(/Index ghosts.by_x not found/)
    expect(q('ghosts.by_creation_time', [])()).toBeTruthy() // built-in on a missing table: empty
    expect(q('items.by_a_b', [{ type: 'Eq', fieldPath: 'b', value: 1 }])).toThrow(
      /didn't use the index fields in order/,
    )
    expect(
      q('items.by_a_b', [
        { type: 'Gt', fieldPath: 'a', value: 1 },
        { type: 'Eq', fieldPath: 'b', value: 1 },
      ]),
    ).toThrow(/First incorrect field: b/)
    expect(
      q('items.by_a', [
        { type: 'Gt', fieldPath: 'a', value: 1 },
        { type: 'Gte', fieldPath: 'a', value: 2 },
      ]),
    ).toThrow(/Already defined lower bound in index range. Can't add "a" >= 2/)
    expect(
      q('items.by_a', [
        { type: 'Gt', fieldPath: 'a', value: 1 },
        { type: 'Lt', fieldPath: '_creationTime', value: 2 },
      ]),
    ).toThrow(/single index field/)
    expect(
      q('items.by_a', [
        { type: 'Eq', fieldPath: 'a', value: 1 },
        { type: 'Eq', fieldPath: 'a', value: 2 },
      ]),
    ).toThrow(/Already defined equality bound/)
    expect(q('items.by_a', [{ type: 'Eq', fieldPath: 'zzz', value: 1 }])).toThrow(
      /doesn't index this field/,
    )
    // Equalities may come in any order, as long as together they form a prefix.
    const reversed = all(
      r.query('', {
        source: {
          type: 'IndexRange',
          indexName: 'items.by_a_b',
          range: [
            { type: 'Eq', fieldPath: 'b', value: 1 },
            { type: 'Eq', fieldPath: 'a', value: 'x' },
          ],
          order: null,
        },
        operators: [],
      }),
    )
    expect(reversed.every((d) => d.a === 'x' && d.b === 1)).toBe(true)
    expect(() =>
      r.query('', {
        source: { type: 'FullTableScan', tableName: 'items', order: null },
        operators: [{ limit: -1 }],
      }),
    ).toThrow(/Invalid limit/)
    r.close()
  })

  it('streams lazily: take(1) reads one document from one page', async () => {
    const store = await seeded(500, 9)
    const r = store.beginRead()
    const conn = (
      r as unknown as { conn: { pageAscOpen: { all: (...a: unknown[]) => unknown[] } } }
    ).conn
    const original = conn.pageAscOpen.all.bind(conn.pageAscOpen)
    const pulls: number[] = []
    conn.pageAscOpen.all = (...args: unknown[]) => {
      pulls.push(args[2] as number)
      return original(...args)
    }
    const stream = r.query('', {
      source: { type: 'FullTableScan', tableName: 'items', order: null },
      operators: [{ limit: 1 }],
    })
    expect(all(stream)).toHaveLength(1)
    expect(pulls).toEqual([1])
    expect(r.metrics().documentsRead).toBe(1)
    // An unbounded scan pulls growing pages, never the whole table at once.
    pulls.length = 0
    expect(
      all(
        r.query('', {
          source: { type: 'FullTableScan', tableName: 'items', order: null },
          operators: [],
        }),
      ),
    ).toHaveLength(500)
    expect(pulls.length).toBeGreaterThan(3)
    expect(pulls[0]).toBeLessThan(100)
    r.close()
  })
})

describe('pagination', () => {
  const query: SerializedQuery = {
    source: { type: 'IndexRange', indexName: 'items.by_a', range: [], order: 'desc' },
    operators: [],
  }

  it('walks every document exactly once and ends with the End cursor', async () => {
    const store = await seeded(103, 5)
    const r = store.beginRead()
    const expected = all(r.query('', query)).map((d) => d._id)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    for (;;) {
      const res = r.paginate('', { query, cursor, pageSize: 10 })
      seen.push(...res.page.map((d) => d._id as string))
      pages++
      if (res.isDone) {
        expect(res.continueCursor).toBe(END_CURSOR)
        break
      }
      cursor = res.continueCursor
    }
    expect(seen).toEqual(expected)
    expect(pages).toBe(11)
    const past = r.paginate('', { query, cursor: END_CURSOR, pageSize: 10 })
    expect(past).toEqual({
      page: [],
      isDone: true,
      continueCursor: END_CURSOR,
      splitCursor: null,
      pageStatus: null,
    })
    r.close()
  })

  it('keeps page boundaries with endCursor when documents are inserted (gapless reactive pages)', async () => {
    const store = await seeded(30, 6)
    const fts: SerializedQuery = {
      source: { type: 'FullTableScan', tableName: 'items', order: null },
      operators: [],
    }
    let r = store.beginRead()
    const p1 = r.paginate('', { query: fts, cursor: null, pageSize: 10 })
    const p2 = r.paginate('', { query: fts, cursor: p1.continueCursor, pageSize: 10 })
    r.close()
    expect(readSetOf(r)).toBeGreaterThan(0)
    const w = await store.beginWrite()
    w.insert('', 'items', { i: 1000 }) // appended at the end of the by_creation_time order
    w.commit()
    r = store.beginRead()
    const again1 = r.paginate('', {
      query: fts,
      cursor: null,
      endCursor: p1.continueCursor,
      pageSize: 10,
    })
    expect(again1.page.map((d) => d.i)).toEqual(p1.page.map((d) => d.i))
    expect(again1.continueCursor).toBe(p1.continueCursor)
    const again2 = r.paginate('', {
      query: fts,
      cursor: p1.continueCursor,
      endCursor: p2.continueCursor,
      pageSize: 10,
    })
    expect(again2.page.map((d) => d.i)).toEqual(p2.page.map((d) => d.i))
    const last = r.paginate('', {
      query: fts,
      cursor: p2.continueCursor,
      endCursor: END_CURSOR,
      pageSize: 10,
    })
    expect(last.isDone).toBe(true)
    expect(last.page.map((d) => d.i)).toContain(1000)
    expect(last.page).toHaveLength(11)
    r.close()
  })

  it('splits pages on maximumRowsRead and rejects foreign cursors', async () => {
    const store = await seeded(40, 8)
    const r = store.beginRead()
    const filtered: SerializedQuery = {
      source: { type: 'FullTableScan', tableName: 'items', order: null },
      operators: [{ filter: { $eq: [{ $field: 'i' }, { $literal: 39 }] } }],
    }
    const res = r.paginate('', { query: filtered, cursor: null, pageSize: 5, maximumRowsRead: 10 })
    expect(res).toMatchObject({ page: [], isDone: false, pageStatus: 'SplitRequired' })
    expect(res.splitCursor).toEqual(expect.any(String))
    const first = r.paginate('', {
      query: filtered,
      cursor: null,
      endCursor: res.splitCursor,
      pageSize: 5,
    })
    const second = r.paginate('', {
      query: filtered,
      cursor: res.splitCursor,
      endCursor: res.continueCursor,
      pageSize: 5,
    })
    expect(first.page.length + second.page.length).toBe(0)
    const rest = r.paginate('', { query: filtered, cursor: res.continueCursor, pageSize: 5 })
    expect(rest.page.map((d) => d.i)).toEqual([39])
    expect(() => r.paginate('', { query, cursor: res.continueCursor, pageSize: 5 })).toThrow(
      /InvalidCursor/,
    )
    expect(() => r.paginate('', { query, cursor: 'garbage', pageSize: 5 })).toThrow(/InvalidCursor/)
    expect(() => r.paginate('', { query, cursor: null, pageSize: 0 })).toThrow(
      /at least 1 document/,
    )
    r.close()
  })
})

function readSetOf(r: { readSet: { size: number } }) {
  return r.readSet.size
}

describe('search and vector search', () => {
  it('finds documents by terms (last term as prefix) with filter fields', async () => {
    const store = await seeded(30, 11)
    const r = store.beginRead()
    const search = (value: string, extra: unknown[] = []) =>
      all(
        r.query('', {
          source: {
            type: 'Search',
            indexName: 'items.search_text',
            filters: [{ type: 'Search', fieldPath: 'text', value }, ...(extra as never[])],
          },
          operators: [],
        }),
      )
    expect(search('fizz').map((d) => d.i)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27])
    expect(search('fiz').length).toBe(10)
    expect(search('item 7')[0]!.i).toBe(7) // both terms match: ranked first
    const xs = search('buzz', [{ type: 'Eq', fieldPath: 'a', value: 'x' }])
    expect(xs.every((d) => d.a === 'x' && String(d.text).includes('buzz'))).toBe(true)
    expect(() => search('x', [{ type: 'Eq', fieldPath: 'b', value: 1 }])).toThrow(
      /not a filter field/,
    )
    expect(() =>
      r.query('', {
        source: { type: 'Search', indexName: 'items.nope', filters: [] },
        operators: [],
      }),
    ).toThrow(/not found/)
    const page = r.paginate('', {
      query: {
        source: {
          type: 'Search',
          indexName: 'items.search_text',
          filters: [{ type: 'Search', fieldPath: 'text', value: 'buzz' }],
        },
        operators: [],
      },
      cursor: null,
      pageSize: 15,
    })
    expect(page.page).toHaveLength(15)
    expect(page.isDone).toBe(false)
    r.close()
  })

  it('ranks vector search by cosine similarity', async () => {
    const store = await seeded(20, 12)
    const r = store.beginRead()
    const res = r.vectorSearch('', { indexName: 'items.by_vec', vector: [1, 0], limit: 5 })
    expect(res).toHaveLength(5)
    for (let i = 1; i < res.length; i++)
      expect(res[i - 1]!._score).toBeGreaterThanOrEqual(res[i]!._score)
    const filtered = r.vectorSearch('', {
      indexName: 'items.by_vec',
      vector: [1, 0],
      limit: 256,
      expressions: { $eq: [{ $field: 'a' }, { $literal: 'x' }] },
    })
    for (const hit of filtered) expect(r.get('', hit._id)!.a).toBe('x')
    expect(() => r.vectorSearch('', { indexName: 'items.by_vec', vector: [1, 0, 0] })).toThrow(
      /dimensions/,
    )
    r.close()
  })
})

describe('read ranges of partial scans', () => {
  async function store3() {
    const store = openStore({ temporary: true })
    stores.push(store)
    await store.registerSchema('', schema)
    const w = await store.beginWrite()
    for (const n of [10, 20, 30, 40, 50]) w.insert('', 'items', { a: n })
    w.commit()
    return store
  }
  const byA = (order: 'asc' | 'desc'): SerializedQuery => ({
    source: { type: 'IndexRange', indexName: 'items.by_a', range: [], order },
    operators: [],
  })
  async function insertA(store: Store, a: number) {
    const w = await store.beginWrite()
    w.insert('', 'items', { a })
    return w.commit().writeSet
  }
  it('a paginated page reads only up to its continueCursor', async () => {
    const store = await store3()
    const r = store.beginRead()
    const page = r.paginate('', { query: byA('asc'), cursor: null, pageSize: 2 })
    r.close()
    expect(page.page.map((d) => d.a)).toEqual([10, 20])
    expect(readSetIntersects(r.readSet, await insertA(store, 45))).toBe(false)
    expect(readSetIntersects(r.readSet, await insertA(store, 15))).toBe(true)
    expect(readSetIntersects(r.readSet, await insertA(store, 5))).toBe(true)
  })

  it('a descending take(2) reads only the top of the range', async () => {
    const store = await store3()
    const r = store.beginRead()
    const s = r.query('', { ...byA('desc'), operators: [{ limit: 2 }] })
    expect(all(s).map((d) => d.a)).toEqual([50, 40])
    r.close()
    expect(readSetIntersects(r.readSet, await insertA(store, 35))).toBe(false)
    expect(readSetIntersects(r.readSet, await insertA(store, 45))).toBe(true)
    expect(readSetIntersects(r.readSet, await insertA(store, 60))).toBe(true)
  })

  it('read ranges do not depend on callers modifying the returned documents', async () => {
    const store = await store3()
    const r = store.beginRead()
    const s = r.query('', byA('asc'))
    const d = s.next()!
    delete (d as Record<string, unknown>).a
    r.close()
    expect(readSetIntersects(r.readSet, await insertA(store, 12))).toBe(false)
    expect(readSetIntersects(r.readSet, await insertA(store, 9))).toBe(true)
  })

  it('a stream closed early records what it consumed, a page with endCursor up to the end cursor', async () => {
    const store = await store3()
    const r = store.beginRead()
    const s = r.query('', byA('asc'))
    expect(s.next()!.a).toBe(10)
    s.close()
    r.close()
    expect(readSetIntersects(r.readSet, await insertA(store, 12))).toBe(false)
    expect(readSetIntersects(r.readSet, await insertA(store, 8))).toBe(true)
    const r1 = store.beginRead()
    const first = r1.paginate('', {
      query: {
        ...byA('asc'),
        operators: [{ filter: { $eq: [{ $literal: 1 }, { $literal: 1 }] } }],
      },
      cursor: null,
      pageSize: 3,
    })
    r1.close()
    expect(first.page.map((d) => d.a)).toEqual([8, 10, 12])
    const r2 = store.beginRead()
    r2.paginate('', {
      query: {
        ...byA('asc'),
        operators: [{ filter: { $eq: [{ $literal: 1 }, { $literal: 1 }] } }],
      },
      cursor: null,
      endCursor: first.continueCursor,
      pageSize: 3,
    })
    r2.close()
    expect(readSetIntersects(r2.readSet, await insertA(store, 11))).toBe(true)
    expect(readSetIntersects(r2.readSet, await insertA(store, 15))).toBe(false)
  })
})

describe('full-text search index (FTS5)', () => {
  const searchSchema = (withIndex: boolean): SchemaJson => ({
    tables: [
      {
        tableName: 'notes',
        indexes: [],
        searchIndexes: withIndex
          ? [{ indexDescriptor: 'by_text', searchField: 'text', filterFields: ['owner'] }]
          : [],
        documentType: { type: 'any' },
      },
    ],
    schemaValidation: true,
  })
  const search = (store: Store, value: string, owner?: string) => {
    const r = store.beginRead()
    try {
      const filters: unknown[] = [{ type: 'Search', fieldPath: 'text', value }]
      if (owner !== undefined) filters.push({ type: 'Eq', fieldPath: 'owner', value: owner })
      return all(
        r.query('', {
          source: { type: 'Search', indexName: 'notes.by_text', filters: filters as never },
          operators: [],
        }),
      ).map((d) => d.text)
    } finally {
      r.close()
    }
  }

  it('is backfilled when added and follows inserts, patches, deletes and rollbacks', async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    await store.registerSchema('', searchSchema(false))
    let w = await store.beginWrite()
    const a = w.insert('', 'notes', { text: 'motion to dismiss', owner: 'ann' })
    w.insert('', 'notes', { text: 'deposition transcript', owner: 'bob' })
    w.commit()
    const change = await store.registerSchema('', searchSchema(true))
    expect(change.addedIndexes).toEqual(['notes.by_text'])
    expect(search(store, 'dismiss')).toEqual(['motion to dismiss'])
    expect(search(store, 'depo')).toEqual(['deposition transcript']) // last term is a prefix
    expect(search(store, 'depo motion')).toEqual(['motion to dismiss']) // earlier terms are whole words
    expect(search(store, 'transcript', 'ann')).toEqual([])
    w = await store.beginWrite()
    w.patch('', a, { text: 'amended complaint' })
    const sp = w.savepoint()
    w.insert('', 'notes', { text: 'complaint draft' })
    sp.rollback()
    w.commit()
    expect(search(store, 'dismiss')).toEqual([])
    expect(search(store, 'complaint')).toEqual(['amended complaint'])
    w = await store.beginWrite()
    w.delete('', a)
    w.patch(
      '',
      w
        .query('', {
          source: { type: 'FullTableScan', tableName: 'notes', order: null },
          operators: [],
        })
        .next()!._id,
      {
        text: undefined,
      },
    )
    w.commit()
    expect(search(store, 'complaint')).toEqual([])
    expect(search(store, 'deposition')).toEqual([])
    // Removing the index drops its FTS table.
    expect((await store.registerSchema('', searchSchema(false))).removedIndexes).toEqual([
      'notes.by_text',
    ])
  })

  it('ranks documents matching more terms first', async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    await store.registerSchema('', searchSchema(true))
    const w = await store.beginWrite()
    for (const text of ['alpha', 'beta gamma', 'alpha beta gamma', 'gamma'])
      w.insert('', 'notes', { text })
    w.commit()
    const res = search(store, 'alpha beta gamma')
    expect(res[0]).toBe('alpha beta gamma')
    expect(res).toHaveLength(4)
  })
})

describe('search filter fields inside FTS', () => {
  it('applies equality filters in the FTS query (selective filters over many matches)', async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    const schemaWith = (filterFields: string[]): SchemaJson => ({
      tables: [
        {
          tableName: 'docs',
          indexes: [],
          searchIndexes: [{ indexDescriptor: 'by_body', searchField: 'body', filterFields }],
          documentType: { type: 'any' },
        },
      ],
      schemaValidation: true,
    })
    await store.registerSchema('', schemaWith(['org']))
    const w = await store.beginWrite({ limits: null })
    for (let i = 0; i < 3000; i++)
      w.insert('', 'docs', {
        body: `the common clause ${i}`,
        org: i === 2999 ? 'rare' : `org${i % 3}`,
        n: BigInt(i % 2),
      })
    w.commit()
    const r = store.beginRead({ limits: null })
    const q = (filters: unknown[]) =>
      all(
        r.query('', {
          source: {
            type: 'Search',
            indexName: 'docs.by_body',
            filters: [
              { type: 'Search', fieldPath: 'body', value: 'common' },
              ...(filters as never[]),
            ],
          },
          operators: [],
        }),
      )
    expect(q([{ type: 'Eq', fieldPath: 'org', value: 'rare' }]).map((d) => d.body)).toEqual([
      'the common clause 2999',
    ])
    expect(q([])).toHaveLength(1024) // Convex's result cap
    expect(q([{ type: 'Eq', fieldPath: 'org', value: { $undefined: null } }])).toEqual([])
    r.close()
    // Changing the filter fields rebuilds the FTS table with the new columns.
    const change = await store.registerSchema('', schemaWith(['org', 'n']))
    expect(change.addedIndexes).toEqual(['docs.by_body'])
    const r2 = store.beginRead({ limits: null })
    const res = all(
      r2.query('', {
        source: {
          type: 'Search',
          indexName: 'docs.by_body',
          filters: [
            { type: 'Search', fieldPath: 'body', value: 'clause' },
            {
              type: 'Eq',
              fieldPath: 'n',
              value: { $integer: Buffer.from(new BigInt64Array([1n]).buffer).toString('base64') },
            },
            { type: 'Eq', fieldPath: 'org', value: 'org1' },
          ],
        },
        operators: [],
      }),
    )
    expect(res.length).toBe(500)
    expect(res.every((d) => d.n === 1n && d.org === 'org1')).toBe(true)
    r2.close()
  })

  it('reads only what a leading limit (take, first) can use, the best matches first', async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    await store.registerSchema('', {
      tables: [
        {
          tableName: 'docs',
          indexes: [],
          searchIndexes: [{ indexDescriptor: 'by_body', searchField: 'body', filterFields: [] }],
          documentType: { type: 'any' },
        },
      ],
      schemaValidation: true,
    })
    const w = await store.beginWrite({ limits: null })
    for (let i = 0; i < 2000; i++) w.insert('', 'docs', { body: `clause ${i % 7 ? '' : 'clause'}` })
    w.commit()
    const read = (operators: unknown[]) => {
      const r = store.beginRead({ limits: null })
      try {
        const docs = all(
          r.query('', {
            source: {
              type: 'Search',
              indexName: 'docs.by_body',
              filters: [{ type: 'Search', fieldPath: 'body', value: 'clause' }],
            },
            operators: operators as never[],
          }),
        )
        return { ids: docs.map((d) => d._id), read: r.metrics().documentsRead }
      } finally {
        r.close()
      }
    }
    const everything = read([])
    expect(everything).toMatchObject({ read: 1024 })
    const five = read([{ limit: 5 }])
    expect(five).toEqual({ ids: everything.ids.slice(0, 5), read: 5 })
    // A filter before the limit may drop rows, so the search still reads up to its cap.
    expect(read([{ filter: { $literal: true } }, { limit: 5 }]).read).toBeGreaterThan(5)
  })
})

describe('encoded results', () => {
  it('nextEncoded, getEncoded and pageEncoded equal convexToJson of the documents', async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    const w = await store.beginWrite()
    const ids = [
      w.insert('', 't', { plain: 'x', n: 1.5 }),
      w.insert('', 't', {
        big: 5n,
        bytes: new Uint8Array([1, 2, 3]).buffer,
        nan: NaN,
        negZero: -0,
        text: '"$quoted',
      }),
    ]
    w.commit()
    const r = store.beginRead()
    const fts: SerializedQuery = {
      source: { type: 'FullTableScan', tableName: 't', order: null },
      operators: [],
    }
    const s = r.query('', fts)
    const encoded: unknown[] = []
    for (let e = s.nextEncoded(); e !== null; e = s.nextEncoded()) encoded.push(e)
    const docs = all(r.query('', fts))
    expect(encoded).toEqual(docs.map((d) => convexToJson(d)))
    expect(ids.map((id) => r.getEncoded('', id))).toEqual(docs.map((d) => convexToJson(d)))
    const page = r.paginate('', { query: fts, cursor: null, pageSize: 10, encoded: true })
    expect(page.pageEncoded).toEqual(docs.map((d) => convexToJson(d)))
    expect(r.paginate('', { query: fts, cursor: null, pageSize: 10 }).pageEncoded).toBeUndefined()
    expect(r.getEncoded('', 'nope')).toBeNull()
    r.close()
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { CommitTsPlaceholder, type Value } from 'convex/values'
import {
  FIRST_USER_TABLE_NUMBER,
  SYSTEM_TABLE_NUMBERS,
  StorageError,
  documentSize,
  openStore,
  readSetIntersects,
  type SchemaJson,
  type SerializedQuery,
  type Store,
} from '../../src/storage'
import { decodeId } from '../../src/values/ids'

const stores: Store[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close()
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

function tmpStore(now?: () => number): Store {
  const s = openStore({ temporary: true, now })
  stores.push(s)
  return s
}

function frozenClock(start = 1_700_000_000_000) {
  let t = start
  const now = () => t
  return { now, set: (v: number) => (t = v) }
}

const schema: SchemaJson = {
  tables: [
    {
      tableName: 'messages',
      indexes: [{ indexDescriptor: 'by_author', fields: ['author'] }],
      searchIndexes: [],
      documentType: { type: 'any' },
    },
  ],
  schemaValidation: true,
}

function byAuthor(author: string): SerializedQuery {
  return {
    source: {
      type: 'IndexRange',
      indexName: 'messages.by_author',
      range: [{ type: 'Eq', fieldPath: 'author', value: author }],
      order: null,
    },
    operators: [],
  }
}

function collect(stream: { next(): unknown }): Array<Record<string, Value>> {
  const out: Array<Record<string, Value>> = []
  for (let d = stream.next(); d !== null; d = stream.next()) out.push(d as Record<string, Value>)
  return out
}

describe('store lifecycle', () => {
  it('persists documents, table numbers and the commit ts across reopen (WAL, synchronous=FULL)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-store-'))
    dirs.push(dir)
    let store = openStore({ dataDir: dir })
    await store.registerSchema('', schema)
    const w = await store.beginWrite()
    const id = w.insert('', 'messages', { author: 'ada', body: 'hi' })
    const other = w.insert('', 'notes', { text: 'x' })
    const { ts } = w.commit()
    await store.close()

    const raw = new Database(path.join(dir, 'db.sqlite'))
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
    raw.close()

    store = openStore({ dataDir: dir })
    stores.push(store)
    expect(store.latestTs()).toBe(ts)
    const r = store.beginRead()
    expect(r.get('', id)).toMatchObject({ author: 'ada', body: 'hi', _id: id })
    expect(r.get('', other)).toMatchObject({ text: 'x' })
    expect(collect(r.query('', byAuthor('ada')))).toHaveLength(1)
    r.close()
    expect(store.tables('').map((t) => [t.name, t.tableNumber, t.inSchema])).toEqual([
      ['messages', FIRST_USER_TABLE_NUMBER, true],
      ['notes', FIRST_USER_TABLE_NUMBER + 1, false],
    ])
    expect(store.getSchema('')?.tables[0]?.tableName).toBe('messages')
  })

  it('deletes a temporary store on close', async () => {
    const s = openStore({ temporary: true })
    expect(fs.existsSync(path.join(s.dataDir, 'db.sqlite'))).toBe(true)
    await s.close()
    expect(fs.existsSync(s.dataDir)).toBe(false)
  })
})

describe('documents', () => {
  it('assigns real IDs and strictly increasing _creationTime per table', async () => {
    const clock = frozenClock()
    const store = tmpStore(clock.now)
    const w = await store.beginWrite()
    const a = w.insert('', 'messages', { n: 1 })
    const b = w.insert('', 'messages', { n: 2 })
    const s = w.insert('', '_storage', { sha256: 'x', size: 1 })
    const sf = w.insert('', '_scheduled_functions', {
      name: 'a:b',
      args: [],
      scheduledTime: 0,
      state: { kind: 'pending' },
    })
    expect(decodeId(a)?.tableNumber).toBe(FIRST_USER_TABLE_NUMBER)
    expect(decodeId(s)?.tableNumber).toBe(SYSTEM_TABLE_NUMBERS._storage)
    expect(decodeId(sf)?.tableNumber).toBe(SYSTEM_TABLE_NUMBERS._scheduled_functions)
    expect(a).toHaveLength(32)
    const da = w.get('', a)!
    const db = w.get('', b)!
    expect(da._creationTime).toBe(1_700_000_000_000)
    expect(db._creationTime).toBeGreaterThan(da._creationTime)
    clock.set(1_600_000_000_000) // the clock goes backwards: still increasing
    const c = w.insert('', 'messages', { n: 3 })
    expect(w.get('', c)!._creationTime).toBeGreaterThan(db._creationTime)
    w.commit()
    // Components have their own namespaces with the same numbering.
    const w2 = await store.beginWrite()
    const inComponent = w2.insert('auth', 'users', { name: 'x' })
    expect(decodeId(inComponent)?.tableNumber).toBe(FIRST_USER_TABLE_NUMBER)
    expect(w2.get('', inComponent)).toBeNull()
    expect(w2.get('auth', inComponent)).toMatchObject({ name: 'x' })
    w2.commit()
  })

  it('get returns null for malformed, foreign and unknown ids; normalizeId checks the table', async () => {
    const store = tmpStore()
    const w = await store.beginWrite()
    const id = w.insert('', 'messages', { n: 1 })
    const note = w.insert('', 'notes', { n: 1 })
    w.commit()
    const r = store.beginRead()
    expect(r.get('', 'not-an-id')).toBeNull()
    expect(r.get('', id.slice(0, -1) + (id.endsWith('0') ? '1' : '0'))).toBeNull()
    expect(r.get('other', id)).toBeNull()
    expect(r.tableNameForId('', id)).toBe('messages')
    expect(r.tableNameForId('', note)).toBe('notes')
    expect(r.normalizeId('', 'messages', id)).toBe(id)
    expect(r.normalizeId('', 'notes', id)).toBeNull()
    expect(r.normalizeId('', 'messages', 'nope')).toBeNull()
    expect(r.count('', 'messages')).toBe(1)
    expect(r.count('', 'missing')).toBe(0)
    r.close()
  })

  it('replace, patch (undefined deletes) and delete', async () => {
    const store = tmpStore()
    const w = await store.beginWrite()
    const id = w.insert('', 'messages', { a: 1, b: 'x', nested: { c: 1 } })
    const before = w.get('', id)!
    w.patch('', id, { b: undefined, c: 2n, _id: id })
    expect(w.get('', id)).toEqual({
      _id: id,
      _creationTime: before._creationTime,
      a: 1,
      nested: { c: 1 },
      c: 2n,
    })
    w.replace('', id, { z: true, _creationTime: before._creationTime })
    expect(w.get('', id)).toEqual({ _id: id, _creationTime: before._creationTime, z: true })
    expect(() => w.patch('', id, { _creationTime: 5 })).toThrow(/creation time/)
    expect(() => w.replace('', id, { _id: 'other' })).toThrow(StorageError)
    expect(() => w.insert('', 'messages', { _id: 'x' } as never)).toThrow(/system fields/)
    w.delete('', id)
    expect(w.get('', id)).toBeNull()
    expect(() => w.delete('', id)).toThrow(/nonexistent/)
    expect(() => w.patch('', id, { a: 1 })).toThrow(/Patch on nonexistent document/)
    expect(() => w.insert('', 'bad name', {})).toThrow(/Invalid table name/)
    w.commit()
  })

  it('enforces document shape limits', async () => {
    const store = tmpStore()
    const w = await store.beginWrite()
    let deep: Value = 1
    for (let i = 0; i < 70; i++) deep = { x: deep }
    expect(() => w.insert('', 't', { deep })).toThrow(
      /^Value is too nested \(nested 65 levels deep > maximum nesting 64\)$/,
    )
    expect(() => w.insert('', 't', { arr: new Array(8193).fill(0) })).toThrow(
      /Array length is too long/,
    )
    expect(() => w.insert('', 't', { big: 'x'.repeat(1024 * 1024 + 10) })).toThrow(
      /^Value is too large \(1 MiB > maximum size 1 MiB\)$/,
    )
    // Exactly at the limit (Convex's size formula) is fine; one byte more is not.
    const overhead = documentSize({ _id: 'x'.repeat(32), _creationTime: 0, s: '' })
    const exact = 'x'.repeat(1024 * 1024 - overhead)
    const atLimit = w.insert('', 't', { s: exact })
    expect(documentSize(w.get('', atLimit)!)).toBe(1024 * 1024)
    expect(() => w.insert('', 't', { s: exact + 'x' })).toThrow(/Value is too large/)
    w.delete('', atLimit)
    expect(w.count('', 't')).toBe(0)
    w.insert('', 't', { arr: new Array(8192).fill(0) })
    w.commit()
  })

  it('calls the write validator with the final document and lets it refuse', async () => {
    const store = tmpStore()
    const seen: string[] = []
    store.setWriteValidator((cp, table, doc) => {
      seen.push(`${cp}/${table}/${Object.keys(doc).sort().join(',')}`)
      if (doc.bad === true) throw new Error('does not match the schema')
    })
    const w = await store.beginWrite()
    const id = w.insert('', 'messages', { a: 1 })
    w.patch('', id, { b: 2 })
    expect(() => w.patch('', id, { bad: true })).toThrow(/does not match/)
    expect(w.get('', id)).toMatchObject({ a: 1, b: 2 })
    w.commit()
    expect(seen).toEqual([
      '/messages/_creationTime,_id,a',
      '/messages/_creationTime,_id,a,b',
      '/messages/_creationTime,_id,a,b,bad',
    ])
  })
})

describe('transactions', () => {
  it('rolls back only the writes of a failed sub-transaction', async () => {
    const store = tmpStore()
    await store.registerSchema('', schema)
    const w = await store.beginWrite()
    const outer = w.insert('', 'messages', { author: 'outer' })
    const sp1 = w.savepoint()
    const kept = w.insert('', 'messages', { author: 'kept' })
    sp1.release()
    const sp2 = w.savepoint()
    const lost = w.insert('', 'messages', { author: 'lost' })
    w.patch('', outer, { author: 'changed' })
    const sp3 = w.savepoint()
    w.insert('', 'brandNewTable', { x: 1 })
    expect(() => sp2.rollback()).toThrow(/reverse order/)
    sp3.release()
    sp2.rollback()
    expect(w.get('', lost)).toBeNull()
    expect(w.get('', outer)).toMatchObject({ author: 'outer' })
    expect(w.get('', kept)).toMatchObject({ author: 'kept' })
    expect(collect(w.query('', byAuthor('changed')))).toHaveLength(0)
    expect(store.tables('').map((t) => t.name)).toEqual(['messages'])
    expect(w.metrics().documentsWritten).toBe(2)
    const result = w.commit()
    expect(result.documents.map((d) => d.kind).sort()).toEqual(['insert', 'insert'])
    const r = store.beginRead()
    expect(r.count('', 'messages')).toBe(2)
    r.close()
  })

  it('rolls back a whole transaction, including created tables', async () => {
    const store = tmpStore()
    const w = await store.beginWrite()
    w.insert('', 'temp', { x: 1 })
    w.setGlobal('k', { v: 1 })
    w.rollback()
    expect(w.isOpen).toBe(false)
    expect(() => w.insert('', 'temp', {})).toThrow(/already ended/)
    expect(store.tables('')).toEqual([])
    expect(store.getGlobal('k')).toBeUndefined()
    expect(store.latestTs()).toBe(0n)
  })

  it('isolates readers from uncommitted writes and keeps their snapshot', async () => {
    const store = tmpStore()
    const w0 = await store.beginWrite()
    const id = w0.insert('', 'messages', { v: 1 })
    const ts0 = w0.commit().ts
    const r = store.beginRead()
    expect(r.snapshotTs).toBe(ts0)
    const w = await store.beginWrite()
    w.patch('', id, { v: 2 })
    w.insert('', 'messages', { v: 3 })
    expect(r.get('', id)).toMatchObject({ v: 1 })
    const ts1 = w.commit().ts
    expect(ts1).toBeGreaterThan(ts0)
    expect(r.get('', id)).toMatchObject({ v: 1 })
    expect(r.count('', 'messages')).toBe(1)
    r.close()
    const r2 = store.beginRead()
    expect(r2.snapshotTs).toBe(ts1)
    expect(r2.get('', id)).toMatchObject({ v: 2 })
    r2.close()
  })

  it('serializes write transactions', async () => {
    const store = tmpStore()
    const order: string[] = []
    const first = await store.beginWrite()
    const second = store.beginWrite().then((w) => {
      order.push('second begins')
      w.commit()
    })
    await Promise.resolve()
    order.push('first commits')
    first.commit()
    await second
    expect(order).toEqual(['first commits', 'second begins'])
  })

  it('commit ts is ns since the epoch and strictly increasing', async () => {
    const clock = frozenClock(1_700_000_000_000)
    const store = tmpStore(clock.now)
    const w1 = await store.beginWrite()
    const t1 = w1.commit().ts
    const w2 = await store.beginWrite()
    const t2 = w2.commit().ts
    expect(t1).toBe(1_700_000_000_000n * 1_000_000n)
    expect(t2).toBe(t1 + 1n)
  })

  it('substitutes commit-ts placeholders at commit and re-keys their indexes', async () => {
    const store = tmpStore()
    await store.registerSchema('', {
      tables: [
        {
          tableName: 'events',
          indexes: [{ indexDescriptor: 'by_ts', fields: ['at'] }],
          searchIndexes: [],
          documentType: { type: 'any' },
        },
      ],
      schemaValidation: true,
    })
    const w = await store.beginWrite()
    const placeholder = new CommitTsPlaceholder()
    const id = w.insert('', 'events', { at: placeholder, nested: [placeholder] })
    expect(w.get('', id)!.at).toBeInstanceOf(CommitTsPlaceholder)
    const { ts, writeSet } = w.commit()
    expect(writeSet.size).toBeGreaterThan(0)
    const r = store.beginRead()
    expect(r.get('', id)).toMatchObject({ at: ts, nested: [ts] })
    const q: SerializedQuery = {
      source: {
        type: 'IndexRange',
        indexName: 'events.by_ts',
        range: [
          {
            type: 'Eq',
            fieldPath: 'at',
            value: { $integer: Buffer.from(new BigInt64Array([ts]).buffer).toString('base64') },
          },
        ],
        order: null,
      },
      operators: [],
    }
    expect(collect(r.query('', q)).map((d) => d._id)).toEqual([id])
    r.close()
  })
})

describe('schema registration', () => {
  it('backfills added indexes, drops removed ones and keeps table numbers', async () => {
    const store = tmpStore()
    const w = await store.beginWrite()
    for (const author of ['b', 'a', 'b']) w.insert('', 'messages', { author })
    w.commit()
    const change = await store.registerSchema('', JSON.stringify(schema))
    expect(change.addedIndexes).toEqual(['messages.by_author'])
    let r = store.beginRead()
    expect(collect(r.query('', byAuthor('b')))).toHaveLength(2)
    r.close()
    // Change the index fields: rebuilt.
    const changed = await store.registerSchema('', {
      ...schema,
      tables: [
        {
          ...schema.tables[0]!,
          indexes: [{ indexDescriptor: 'by_author', fields: ['author', 'x'] }],
        },
      ],
    })
    expect(changed.removedIndexes).toEqual(['messages.by_author'])
    expect(changed.addedIndexes).toEqual(['messages.by_author'])
    // Remove the table from the schema: data stays, index goes.
    const removed = await store.registerSchema('', { tables: [], schemaValidation: true })
    expect(removed.removedIndexes).toEqual(['messages.by_author'])
    r = store.beginRead()
    expect(() => r.query('', byAuthor('b'))).toThrow(/Index messages.by_author not found/)
    expect(r.count('', 'messages')).toBe(3)
    r.close()
    expect(store.tables('')[0]).toMatchObject({
      name: 'messages',
      tableNumber: FIRST_USER_TABLE_NUMBER,
      inSchema: false,
    })
    // Unchanged re-registration is a no-op.
    await store.registerSchema('', schema)
    expect(await store.registerSchema('', schema)).toEqual({
      addedIndexes: [],
      removedIndexes: [],
      createdTables: [],
    })
  })

  it('staged indexes are maintained but not queryable', async () => {
    const store = tmpStore()
    await store.registerSchema('', {
      tables: [
        {
          tableName: 'messages',
          indexes: [],
          stagedDbIndexes: [{ indexDescriptor: 'by_author', fields: ['author'] }],
          searchIndexes: [],
          documentType: { type: 'any' },
        },
      ],
      schemaValidation: true,
    })
    const w = await store.beginWrite()
    w.insert('', 'messages', { author: 'a' })
    w.commit()
    const r = store.beginRead()
    expect(() => r.query('', byAuthor('a'))).toThrow(/staged/)
    r.close()
    await store.registerSchema('', schema)
    const r2 = store.beginRead()
    expect(collect(r2.query('', byAuthor('a')))).toHaveLength(1)
    r2.close()
  })
})

describe('read sets and write sets', () => {
  async function setup() {
    const store = tmpStore()
    await store.registerSchema('', schema)
    const w = await store.beginWrite()
    const ids: Record<string, string> = {}
    for (const author of ['a', 'b', 'c']) ids[author] = w.insert('', 'messages', { author })
    w.commit()
    return { store, ids }
  }

  it('invalidates at index-range granularity', async () => {
    const { store, ids } = await setup()
    const r = store.beginRead()
    collect(r.query('', byAuthor('b')))
    r.close()
    const write = async (f: (w: Awaited<ReturnType<Store['beginWrite']>>) => void) => {
      const w = await store.beginWrite()
      f(w)
      return w.commit().writeSet
    }
    expect(
      readSetIntersects(r.readSet, await write((w) => w.insert('', 'messages', { author: 'z' }))),
    ).toBe(false)
    expect(
      readSetIntersects(r.readSet, await write((w) => w.insert('', 'messages', { author: 'b' }))),
    ).toBe(true)
    expect(
      readSetIntersects(r.readSet, await write((w) => w.patch('', ids.a!, { author: 'b' }))),
    ).toBe(true)
    // Content change with an unchanged key still invalidates.
    expect(
      readSetIntersects(r.readSet, await write((w) => w.patch('', ids.b!, { body: 'new' }))),
    ).toBe(true)
    expect(
      readSetIntersects(r.readSet, await write((w) => w.insert('', 'other', { author: 'b' }))),
    ).toBe(false)
    expect(readSetIntersects(r.readSet, await write((w) => w.delete('', ids.b!)))).toBe(true)
  })

  it('records point reads, take(1) prefixes, counts and unknown tables', async () => {
    const { store, ids } = await setup()
    const r = store.beginRead()
    r.get('', ids.a!)
    const first = r.query('', {
      source: { type: 'FullTableScan', tableName: 'messages', order: 'asc' },
      operators: [{ limit: 1 }],
    })
    expect(collect(first)).toHaveLength(1)
    collect(
      r.query('', {
        source: { type: 'FullTableScan', tableName: 'notYet', order: null },
        operators: [],
      }),
    )
    r.close()
    expect(r.metrics().documentsRead).toBe(2)
    const w = await store.beginWrite()
    w.patch('', ids.c!, { x: 1 }) // after the first row, not read by get(a) or take(1)
    const ws1 = w.commit().writeSet
    expect(readSetIntersects(r.readSet, ws1)).toBe(false)
    const w2 = await store.beginWrite()
    w2.insert('', 'notYet', { x: 1 })
    expect(readSetIntersects(r.readSet, w2.commit().writeSet)).toBe(true)
    const r2 = store.beginRead()
    r2.count('', 'messages')
    r2.close()
    expect(readSetIntersects(r2.readSet, ws1)).toBe(true)
  })
})

describe('limits', () => {
  it('enforces read and write limits, with tighter limits in sub-transactions', async () => {
    const store = tmpStore()
    const w = await store.beginWrite({
      limits: {
        documentsRead: 5,
        bytesRead: 1e9,
        documentsWritten: 10,
        bytesWritten: 1e9,
        databaseQueries: 100,
      },
    })
    for (let i = 0; i < 10; i++) w.insert('', 't', { i })
    expect(() => w.insert('', 't', { i: 11 })).toThrow(
      'Too many writes in a single function execution (limit: 10)',
    )
    expect(w.count('', 't')).toBe(10) // the refused write did not happen
    const stream = w.query('', {
      source: { type: 'FullTableScan', tableName: 't', order: null },
      operators: [],
    })
    expect(() => collect(stream)).toThrow(
      /^Too many documents read in a single function execution \(limit: 5\)\. Consider/,
    )
    w.rollback()

    const w2 = await store.beginWrite()
    w2.insert('', 't', { i: 1 })
    const sp = w2.savepoint({ documentsWritten: 2 })
    w2.insert('', 't', { i: 2 })
    w2.insert('', 't', { i: 3 })
    expect(() => w2.insert('', 't', { i: 4 })).toThrow(/limit: 3/)
    sp.rollback()
    w2.insert('', 't', { i: 5 })
    expect(w2.metrics()).toMatchObject({ documentsWritten: 2 })
    w2.commit()
  })
})

describe('globals, export and import', () => {
  it('stores globals inside and outside transactions', async () => {
    const store = tmpStore()
    await store.setGlobal('admin_key', 'secret')
    await store.setGlobal('dedup:s1:1', { ts: '5' })
    const w = await store.beginWrite()
    w.setGlobal('dedup:s1:2', { ts: '6' })
    expect(w.getGlobal('dedup:s1:2')).toEqual({ ts: '6' })
    expect(store.getGlobal('dedup:s1:2')).toBeUndefined()
    w.commit()
    expect(store.listGlobals('dedup:')).toEqual([
      ['dedup:s1:1', { ts: '5' }],
      ['dedup:s1:2', { ts: '6' }],
    ])
    await store.setGlobal('admin_key', undefined)
    expect(store.getGlobal('admin_key')).toBeUndefined()
  })

  it('round-trips every table of every component through JSON lines', async () => {
    const store = tmpStore()
    await store.registerSchema('', schema)
    const w = await store.beginWrite()
    const id = w.insert('', 'messages', {
      author: 'a',
      n: 5n,
      bytes: new Uint8Array([1, 2]).buffer,
    })
    const sid = w.insert('', '_storage', { sha256: 'abc', size: 3 })
    const cid = w.insert('betterAuth', 'user', { email: 'x@y' })
    w.commit()
    await store.setGlobal('signing_key', { k: 1 })
    const lines = [...store.exportAll({ includeGlobals: true })]
    expect(lines[0]).toContain('convex-local-export')

    const target = tmpStore(() => 1000) // a clock far in the past
    await target.registerSchema('', schema)
    const wx = await target.beginWrite()
    wx.insert('', 'messages', { author: 'stale' })
    wx.commit()
    const result = await target.importAll(lines, { replace: true })
    const r = target.beginRead()
    const imported = r.get('', id)!
    expect(imported).toMatchObject({ author: 'a', n: 5n })
    expect(r.get('', sid)).toMatchObject({ sha256: 'abc' })
    expect(r.get('betterAuth', cid)).toMatchObject({ email: 'x@y' })
    expect(collect(r.query('', byAuthor('a')))).toHaveLength(1)
    expect(collect(r.query('', byAuthor('stale')))).toHaveLength(0)
    r.close()
    expect(target.getGlobal('signing_key')).toEqual({ k: 1 })
    const reader = target.beginRead()
    reader.count('', 'messages')
    reader.close()
    expect(readSetIntersects(reader.readSet, result.writeSet)).toBe(true)
    // New inserts after an import keep _creationTime increasing.
    const w2 = await target.beginWrite()
    const later = w2.insert('', 'messages', { author: 'b' })
    expect(w2.get('', later)!._creationTime).toBeGreaterThan(imported._creationTime)
    w2.commit()
    await expect(target.importAll(['{"type":"nope"}'])).rejects.toThrow(/missing header/)
  })
})

describe('document size', () => {
  it('matches getConvexSize from convex/values', async () => {
    const { getConvexSize } = await import('convex/values')
    const { documentSize } = await import('../../src/storage')
    const samples: Array<Record<string, Value>> = [
      {},
      { a: 1, b: 'héllo 😀', c: null, d: true, e: 5n, f: new ArrayBuffer(7) },
      { nested: { arr: [1, 'x', [null, { deep: 'é' }]] }, _id: 'abc', _creationTime: 1.5 },
    ]
    for (const s of samples) expect(documentSize(s)).toBe(getConvexSize(s))
  })
})

describe('readSetIntersects on many ranges', () => {
  it('agrees with a brute-force check (binary-searched index over overlapping ranges)', async () => {
    const {
      ReadSetImpl,
      WriteSetImpl,
      readSetIntersects: intersects,
    } = await import('../../src/storage/readset')
    let seed = 12345
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed / 0x7fffffff
    }
    const key = () =>
      Uint8Array.from({ length: 1 + Math.floor(rand() * 3) }, () => Math.floor(rand() * 8))
    for (let trial = 0; trial < 300; trial++) {
      const rs = new ReadSetImpl()
      const ranges: Array<[Uint8Array, Uint8Array | null]> = []
      const n = 1 + Math.floor(rand() * 40)
      for (let i = 0; i < n; i++) {
        const lo = key()
        const hi = rand() < 0.1 ? null : key()
        ranges.push([lo, hi])
        rs.add('t', lo, hi)
      }
      const ws = new WriteSetImpl()
      const keys = Array.from({ length: 1 + Math.floor(rand() * 4) }, key)
      for (const k of keys) ws.add(rand() < 0.9 ? 't' : 'other', k)
      const expected = keys.some(
        (k, i) =>
          [...(ws.keys.get('t') ?? [])].includes(k) &&
          ranges.some(
            ([lo, hi]) => Buffer.compare(k, lo) >= 0 && (hi === null || Buffer.compare(k, hi) < 0),
          ) &&
          i >= 0,
      )
      expect(intersects(rs, ws), `trial ${trial}`).toBe(expected)
    }
  })
})

describe('search index layout upgrade', () => {
  it('rebuilds FTS tables of an earlier layout at the next schema registration', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-fts-'))
    dirs.push(dir)
    const withSearch: SchemaJson = {
      tables: [
        {
          tableName: 'notes',
          indexes: [],
          searchIndexes: [
            { indexDescriptor: 'by_text', searchField: 'text', filterFields: ['owner'] },
          ],
          documentType: { type: 'any' },
        },
      ],
      schemaValidation: true,
    }
    let store = openStore({ dataDir: dir })
    await store.registerSchema('', withSearch)
    const w = await store.beginWrite()
    w.insert('', 'notes', { text: 'hello world', owner: 'a' })
    w.commit()
    await store.close()
    // Simulate the first layout: state 'search' and an FTS table without filter columns.
    const raw = new Database(path.join(dir, 'db.sqlite'))
    const id = raw
      .prepare("SELECT index_id FROM index_defs WHERE name = 'by_text'")
      .pluck()
      .get() as number
    raw.exec(
      `UPDATE index_defs SET state = 'search' WHERE index_id = ${id}; DROP TABLE fts_${id}; CREATE VIRTUAL TABLE fts_${id} USING fts5(text)`,
    )
    raw.close()
    store = openStore({ dataDir: dir })
    stores.push(store)
    expect((await store.registerSchema('', withSearch)).addedIndexes).toEqual(['notes.by_text'])
    const w2 = await store.beginWrite()
    w2.insert('', 'notes', { text: 'hello again', owner: 'b' })
    w2.commit()
    const r = store.beginRead()
    const hits = collect(
      r.query('', {
        source: {
          type: 'Search',
          indexName: 'notes.by_text',
          filters: [
            { type: 'Search', fieldPath: 'text', value: 'hello' },
            { type: 'Eq', fieldPath: 'owner', value: 'a' },
          ],
        },
        operators: [],
      }),
    )
    r.close()
    expect(hits.map((d) => d.text)).toEqual(['hello world'])
  })
})

/**
 * The pieces of snapshot import/export: ConvexExportJSON (int64 vs float64), the ZIP reader and
 * writer, and importing a snapshot whose table numbers differ from the target's (an empty table
 * in the way is renumbered; IDs are kept).
 */
import path from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { convexToJson, type Value } from 'convex/values'
import { createBlobStore } from '../../src/files/index'
import { openStore, type CommitResult, type Store } from '../../src/storage'
import { applyImport, planImport } from '../../src/snapshot/apply'
import { exportJsonText, parseExportJson } from '../../src/snapshot/exportJson'
import { parseImport } from '../../src/snapshot/parse'
import { readZip, ZipWriter } from '../../src/snapshot/zip'
import { newId } from '../../src/values/ids'

const stores: Store[] = []
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close()
})

describe('ConvexExportJSON', () => {
  it('keeps int64 and float64 apart and round-trips every value type', () => {
    const value: Value = {
      i: 5n,
      min: -(2n ** 63n),
      f: 2,
      frac: 0.5,
      negZero: -0,
      nan: NaN,
      inf: -Infinity,
      huge: 1e300,
      s: 'a"b',
      b: new Uint8Array([1, 2, 3]).buffer,
      list: [1n, 1, null, true, { nested: 'x' }],
    }
    const text = exportJsonText(value)
    expect(text).toContain('"f":2.0')
    expect(text).toContain('"i":5,')
    expect(text).toContain('"negZero":-0.0')
    expect(text).toContain('"b":{"$bytes":"AQID"}')
    expect(convexToJson(parseExportJson(text))).toEqual(convexToJson(value))
    // Beyond int64 an integer literal is a float, as in the backend.
    expect(parseExportJson('{"x":18446744073709551616}')).toEqual({ x: 18446744073709551616 })
    expect(() => parseExportJson('{"x":1')).toThrow(/Invalid JSON/)
  })
})

describe('ZIP', () => {
  it('reads what it writes, and stored (uncompressed) entries of other tools', () => {
    const zip = new ZipWriter()
    zip.add('a/documents.jsonl', '{"x":1}\n')
    zip.add('bytes.bin', new Uint8Array([0, 255, 7]))
    const entries = readZip(zip.finish())
    expect(entries.map((e) => e.name)).toEqual(['a/documents.jsonl', 'bytes.bin'])
    expect(entries[0]!.read().toString()).toBe('{"x":1}\n')
    expect([...entries[1]!.read()]).toEqual([0, 255, 7])
    // A stored entry: patch the method to 0 and put the raw bytes in place of the deflated ones.
    const one = new ZipWriter()
    one.add('s.txt', 'stored!')
    const buf = one.finish()
    const packed = deflateRawSync(Buffer.from('stored!'))
    const start = 30 + 's.txt'.length
    const stored = Buffer.concat([
      buf.subarray(0, start),
      Buffer.from('stored!'),
      buf.subarray(start + packed.length),
    ])
    const central = stored.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    for (const at of [8, central + 10]) stored.writeUInt16LE(0, at)
    for (const at of [18, central + 20]) stored.writeUInt32LE(7, at)
    stored.writeUInt32LE(central, stored.length - 6)
    expect(readZip(stored)[0]!.read().toString()).toBe('stored!')
    expect(() => readZip(Buffer.from('not a zip at all, definitely not'))).toThrow(/Not a ZIP/)
  })
})

describe('snapshot import', () => {
  it('reads plain JSON rows as Convex does: numbers are float64, `$` keys are refused', () => {
    const rows = parseImport(Buffer.from('{"n":1,"o":{"a":[2]}}\n\n'), {
      format: 'jsonLines',
      tableName: 't',
    }).tables[0]!.documents
    expect(rows).toEqual([{ n: 1, o: { a: [2] } }])
    expect(() =>
      parseImport(Buffer.from('{"n":{"$integer":"AQAAAAAAAAA="}}'), {
        format: 'jsonLines',
        tableName: 't',
      }),
    ).toThrow("Row 1: Field name $integer starts with '$', which is reserved.")
    expect(() => parseImport(Buffer.from('[1]'), { format: 'jsonArray', tableName: 't' })).toThrow(
      'Row 1 is not an object',
    )
  })

  it('renumbers an empty table that holds a number the snapshot needs, keeping IDs', async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    await store.registerSchema('', {
      tables: [
        { tableName: 'users', indexes: [], searchIndexes: [], documentType: { type: 'any' } },
        { tableName: 'messages', indexes: [], searchIndexes: [], documentType: { type: 'any' } },
      ],
      schemaValidation: true,
    })
    expect(store.tables('').map((t) => [t.name, t.tableNumber])).toEqual([
      ['users', 10001],
      ['messages', 10002],
    ])
    const messageId = newId(10001)
    const zip = new ZipWriter()
    zip.add(
      '_tables/documents.jsonl',
      '{"name":"messages","id":10001}\n{"name":"users","id":10002}\n',
    )
    zip.add(
      'messages/documents.jsonl',
      exportJsonText({ _id: messageId, _creationTime: 1000.5, body: 'hi', n: 3n }) + '\n',
    )
    zip.add('messages/generated_schema.jsonl', '"uniform"\n')
    const parsed = parseImport(zip.finish(), { format: 'zip' })
    const plan = planImport(store, parsed, 'requireEmpty')
    const blobs = createBlobStore(path.join(store.dataDir, 'storage'))
    let commit: CommitResult | undefined
    const rows = await applyImport(store, blobs, parsed, plan, async (lines) => {
      commit = await store.importAll(lines)
      return commit
    })
    expect(rows).toBe(1)
    expect(commit).toBeDefined()
    expect(store.tables('').map((t) => [t.name, t.tableNumber])).toEqual([
      ['messages', 10001],
      ['users', 10002],
    ])
    const read = store.beginRead()
    try {
      expect(read.get('', messageId)).toEqual({
        _id: messageId,
        _creationTime: 1000.5,
        body: 'hi',
        n: 3n,
      })
    } finally {
      read.close()
    }
    // requireEmpty refuses a table that now has documents.
    expect(() => planImport(store, parsed, 'requireEmpty')).toThrow(
      'Table messages already exists. Please choose a new table name or use replace/append modes.',
    )
  })
})

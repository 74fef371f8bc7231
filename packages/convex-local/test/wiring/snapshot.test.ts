/**
 * The stock CLI's `npx convex export` / `npx convex import` against convex-local: a snapshot ZIP
 * in Convex's layout (documents, `_tables`, `_storage` with the file bytes), imported into a fresh
 * deployment with `--replace -y`, gives the same documents (IDs, creation times, int64, bytes,
 * -0 and NaN kept) and the same file bytes; `--table t file.jsonl` imports JSON lines. And
 * `npx convex data`, which pages through the `_system/cli` table queries.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { mutationGeneric } from 'convex/server'
import { convexToJson } from 'convex/values'
import type { LocalEngine } from '../../src/engine/index'
import { readZip } from '../../src/snapshot/zip'
import { startServer, type RunningServer } from '../../src/server'

const convexDir = fileURLToPath(new URL('../fixtures/basic/convex', import.meta.url))
const require = createRequire(import.meta.url)
const convexBin = join(dirname(require.resolve('convex/package.json')), 'bin/main.js')
const root = mkdtempSync(join(tmpdir(), 'convex-local-snapshot-'))
const servers: RunningServer[] = []

afterAll(async () => {
  for (const s of servers) await s.close()
  rmSync(root, { recursive: true, force: true })
})

/** The stock `convex` CLI in a project directory (it needs `convex` in package.json), 60 s max. */
function convex(server: RunningServer, args: string[]) {
  const project = join(root, 'project')
  mkdirSync(project, { recursive: true })
  writeFileSync(join(project, 'package.json'), '{"name":"p","dependencies":{"convex":"1.48.0"}}')
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [convexBin, ...args, '--url', server.url, '--admin-key', server.adminKey],
      { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } },
    )
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

async function start(name: string) {
  const server = await startServer({
    convexDir,
    dataDir: join(root, name),
    host: '127.0.0.1',
    port: 0,
    sitePort: 0,
    log: () => {},
  })
  servers.push(server)
  return server
}

async function run(server: RunningServer, handler: (ctx: any) => Promise<unknown>) {
  const r = await (server.engine as LocalEngine).callInline({
    udfType: 'mutation',
    fn: mutationGeneric({ args: {}, handler }) as never,
    args: {},
    identity: { kind: 'admin' },
  })
  if (!r.success) throw new Error(r.errorMessage)
  return r.value
}

/** Every user table's documents, Convex-encoded, by table. */
function dump(server: RunningServer): Record<string, unknown[]> {
  const store = (server.engine as LocalEngine).store
  const read = store.beginRead({ limits: null })
  const out: Record<string, unknown[]> = {}
  try {
    for (const t of store.tables('')) {
      if (t.name.startsWith('_') && t.name !== '_storage') continue
      const stream = read.query('', {
        source: { type: 'FullTableScan', tableName: t.name, order: 'asc' },
        operators: [],
      })
      const docs: unknown[] = []
      for (let d = stream.next(); d !== null; d = stream.next()) docs.push(convexToJson(d))
      stream.close()
      out[t.name] = docs
    }
  } finally {
    read.close()
  }
  return out
}

describe('npx convex export / import (snapshot ZIP)', () => {
  it(
    'round-trips documents (IDs kept) and stored files into a fresh deployment',
    { timeout: 180_000 },
    async () => {
      const a = await start('a')
      await run(a, async (ctx) => {
        const m1 = await ctx.db.insert('messages', { author: 'ada', body: 'hi', channel: 'c' })
        await ctx.db.insert('messages', { author: 'bob', body: 'yo' })
        await ctx.db.insert('notes', { text: 'ref', tags: ['x'], ref: m1 })
        await ctx.db.insert('counters', { name: 'n', value: 3 })
        await ctx.db.insert('misc', {
          int: 5n,
          big: -(2n ** 62n),
          float: 2,
          negZero: -0,
          nan: NaN,
          bytes: new Uint8Array([0, 1, 255]).buffer,
          nested: { list: [1n, 'x', null, true] },
        })
      })
      const fileId = (await (a.engine as LocalEngine).call({
        udfType: 'action',
        udfPath: 'files:storeText',
        args: { text: 'file bytes ✓' },
        identity: { kind: 'none' },
      })) as { success: true; value: string }
      expect(fileId.success).toBe(true)

      const zipPath = join(root, 'out.zip')
      const exp = await convex(a, ['export', '--path', zipPath, '--include-file-storage'])
      expect(exp.code, exp.output).toBe(0)
      expect(statSync(zipPath).size).toBeGreaterThan(0)
      const names = readZip(readFileSync(zipPath)).map((e) => e.name)
      expect(names).toEqual(
        expect.arrayContaining([
          'README.md',
          '_tables/documents.jsonl',
          'messages/documents.jsonl',
          'messages/generated_schema.jsonl',
          'misc/documents.jsonl',
          '_storage/documents.jsonl',
          `_storage/${fileId.value}.txt`,
        ]),
      )
      const misc = readZip(readFileSync(zipPath))
        .find((e) => e.name === 'misc/documents.jsonl')!
        .read()
        .toString()
      expect(misc).toContain('"int":5,')
      expect(misc).toContain('"float":2.0,')
      expect(misc).toContain('"negZero":-0.0,')

      const b = await start('b')
      const imp = await convex(b, ['import', '--replace', '-y', zipPath])
      expect(imp.code, imp.output).toBe(0)
      expect(imp.output).toMatch(/Added 5 documents/)
      expect(dump(b)).toEqual(dump(a))
      const read = await (b.engine as LocalEngine).call({
        udfType: 'action',
        udfPath: 'files:readText',
        args: { id: fileId.value },
        identity: { kind: 'none' },
      })
      expect(read).toMatchObject({
        success: true,
        value: { text: 'file bytes ✓', type: 'text/plain' },
      })
      // The same snapshot again into a deployment that now has the data: replace, no duplicates.
      const again = await convex(b, ['import', '--replace', '-y', zipPath])
      expect(again.code, again.output).toBe(0)
      expect(dump(b)).toEqual(dump(a))
    },
  )

  it('imports one table from JSON lines with --table', { timeout: 120_000 }, async () => {
    const c = await start('c')
    const file = join(root, 'rows.jsonl')
    writeFileSync(file, '{"name":"one","n":1}\n{"name":"two","n":2.5,"tags":["a"]}\n')
    const imp = await convex(c, ['import', '--table', 'imported', file])
    expect(imp.code, imp.output).toBe(0)
    expect(imp.output).toMatch(/Added 2 documents/)
    const rows = dump(c).imported as Array<Record<string, unknown>>
    // Plain JSON numbers are float64, as on Convex.
    expect(rows.map((r) => [r.name, r.n, r.tags])).toEqual([
      ['one', 1, undefined],
      ['two', 2.5, ['a']],
    ])
    // The default mode wants an empty table.
    const twice = await convex(c, ['import', '--table', 'imported', file])
    expect(twice.code).not.toBe(0)
    expect(twice.output).toMatch(/Table imported already exists/)
  })
})

describe('npx convex data', () => {
  it(
    'lists the tables, and pages a table newest first or oldest first',
    { timeout: 120_000 },
    async () => {
      const d = await start('d')
      // The schema's tables exist from the first push, as on Convex; system tables are not listed.
      const tables = await convex(d, ['data'])
      expect(tables.code, tables.output).toBe(0)
      expect(tables.output.trim().split('\n').slice(-3)).toEqual(['counters', 'messages', 'notes'])

      await run(d, async (ctx) => {
        for (let i = 0; i < 5; i++)
          await ctx.db.insert('messages', { author: 'ann', body: `m${i}` })
        await ctx.db.insert('counters', { name: 'c', value: 1 })
      })
      const newest = await convex(d, ['data', 'messages', '--limit', '2', '--format', 'jsonl'])
      expect(newest.code, newest.output).toBe(0)
      const bodies = (out: string) =>
        out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => (JSON.parse(l) as { body: string }).body)
      expect(bodies(newest.output)).toEqual(['m4', 'm3'])
      const oldest = await convex(d, ['data', 'messages', '--order', 'asc', '--format', 'jsonl'])
      expect(bodies(oldest.output)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4'])
      const table = await convex(d, ['data', 'counters'])
      expect(table.code, table.output).toBe(0)
      expect(table.output).toMatch(/_creationTime/)

      const none = await convex(d, ['data', 'nothing'])
      expect(none.output).toMatch(/There are no documents in this table/)
    },
  )
})

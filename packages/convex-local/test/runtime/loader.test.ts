import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { findEntryPoints, loadConvexDir, watchConvexDir } from '../../src/loader/index'

const dirs: string[] = []
function tmpApp(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-loader-'))
  dirs.push(root)
  const convexDir = path.join(root, 'convex')
  for (const [rel, text] of Object.entries(files)) {
    const f = path.join(convexDir, rel)
    fs.mkdirSync(path.dirname(f), { recursive: true })
    fs.writeFileSync(f, text)
  }
  // Resolve `convex/*` imports from the workspace's node_modules.
  fs.symlinkSync(
    path.resolve(__dirname, '../../../../node_modules'),
    path.join(root, 'node_modules'),
  )
  return convexDir
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

const QUERY = `import { queryGeneric } from 'convex/server'\nexport const get = queryGeneric({ args: {}, handler: async () => 1 })\n`

describe('entry points follow the Convex CLI rules', () => {
  test('skips _generated, schema, dotfiles, multi-dot names, spaces, nested components and empty TS', () => {
    const dir = tmpApp({
      'a.ts': QUERY,
      'dir/b.ts': QUERY,
      'node.ts': `"use node";\n${QUERY}`,
      '_generated/api.ts': 'export const api = {}\n',
      'schema.ts': 'export default {}\n',
      '.hidden.ts': QUERY,
      '#tmp.ts': QUERY,
      'auth.config.ts': 'export default { providers: [] }\n',
      'a.test.ts': QUERY,
      'with space.ts': QUERY,
      'comp/convex.config.ts': 'export default {}\n',
      'comp/inner.ts': QUERY,
      'empty.ts': '// nothing here\nconst x = 1\n',
      'notes.md': '# hi',
    })
    const entries = findEntryPoints(dir)
    expect(entries.map((e) => e.modulePath)).toEqual(['a', 'dir/b', 'node'])
    expect(entries.find((e) => e.modulePath === 'node')!.useNode).toBe(true)
    expect(entries.find((e) => e.modulePath === 'a')!.useNode).toBe(false)
  })
})

describe('loading', () => {
  test('bundles modules, schema and auth.config and exposes registered functions', async () => {
    const dir = tmpApp({
      'messages.ts': QUERY,
      'nodeAction.ts': `"use node";\nimport { actionGeneric } from 'convex/server'\nimport os from 'node:os'\nexport const host = actionGeneric({ args: {}, handler: async () => typeof os.hostname() })\n`,
      'schema.ts': `import { defineSchema, defineTable } from 'convex/server'\nimport { v } from 'convex/values'\nexport default defineSchema({ t: defineTable({ a: v.string() }).index('by_a', ['a']) })\n`,
      'auth.config.ts': `export default { providers: [{ domain: 'https://issuer.example', applicationID: 'app' }] }\n`,
    })
    const app = await loadConvexDir({ convexDir: dir })
    expect(app.modulePaths().sort()).toEqual(['messages', 'nodeAction'])
    const mod = await app.getModule('messages')
    expect((mod!.get as { isQuery: boolean }).isQuery).toBe(true)
    expect(((await app.getModule('nodeAction'))!.host as { isAction: boolean }).isAction).toBe(true)
    expect(app.schema!.tables[0]!.tableName).toBe('t')
    expect(app.schema!.tables[0]!.indexes).toEqual([{ indexDescriptor: 'by_a', fields: ['a'] }])
    expect(app.authConfig).toEqual({
      providers: [{ domain: 'https://issuer.example', applicationID: 'app' }],
    })
    expect(await app.getModule('missing')).toBeNull()
    expect(fs.existsSync(app.buildDir)).toBe(true)
  })

  test('a module that fails to import is reported with its path', async () => {
    const dir = tmpApp({ 'bad.ts': `export const x = 1\nthrow new Error('top-level boom')\n` })
    await expect(loadConvexDir({ convexDir: dir })).rejects.toThrow(
      'Failed to analyze bad.js: top-level boom',
    )
  })

  test('a syntax error is reported as a bundling failure', async () => {
    const dir = tmpApp({ 'bad.ts': `export const x = (\n` })
    await expect(loadConvexDir({ convexDir: dir })).rejects.toThrow(
      'Failed to bundle the convex/ directory',
    )
  })

  test('watch fires once per burst of changes', async () => {
    const dir = tmpApp({ 'a.ts': QUERY })
    let fired = 0
    const done = new Promise<void>((resolve) => {
      const w = watchConvexDir(
        dir,
        () => {
          fired++
          w.close()
          resolve()
        },
        50,
      )
      fs.writeFileSync(path.join(dir, 'a.ts'), QUERY + '\n// edit 1\n')
      fs.writeFileSync(path.join(dir, 'b.ts'), QUERY)
    })
    await done
    expect(fired).toBe(1)
  })
})

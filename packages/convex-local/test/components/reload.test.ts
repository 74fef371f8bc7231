import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { createEngine, type LocalEngine } from '../../src/engine/index'

const dirs: string[] = []
const engines: LocalEngine[] = []
afterEach(async () => {
  for (const e of engines.splice(0)) await e.close()
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

function write(root: string, files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    const f = path.join(root, rel)
    fs.mkdirSync(path.dirname(f), { recursive: true })
    fs.writeFileSync(f, text)
  }
}

const CONFIG_ONE = `import { defineApp } from 'convex/server'
import kv from './kv/convex.config'
const app = defineApp()
app.use(kv)
export default app
`
const CONFIG_TWO = CONFIG_ONE.replace(
  'app.use(kv)\n',
  "app.use(kv)\napp.use(kv, { name: 'kv2' })\n",
)

describe('components across reloads', () => {
  test('a new instance in convex.config.ts gets its tables and functions at reload', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-components-'))
    dirs.push(root)
    fs.symlinkSync(
      path.resolve(__dirname, '../../../../node_modules'),
      path.join(root, 'node_modules'),
    )
    write(path.join(root, 'convex'), {
      'convex.config.ts': CONFIG_ONE,
      'kv/convex.config.ts': `import { defineComponent } from 'convex/server'\nexport default defineComponent('kv')\n`,
      'kv/schema.ts': `import { defineSchema, defineTable } from 'convex/server'\nimport { v } from 'convex/values'\nexport default defineSchema({ entries: defineTable({ k: v.string() }) })\n`,
      'kv/store.ts': `import { mutationGeneric, queryGeneric } from 'convex/server'\nimport { v } from 'convex/values'\nexport const put = mutationGeneric({ args: { k: v.string() }, handler: async (ctx, { k }) => { await ctx.db.insert('entries', { k }) } })\nexport const count = queryGeneric({ args: {}, handler: async (ctx) => (await ctx.db.query('entries').collect()).length })\n`,
      'app.ts': `import { mutationGeneric, componentsGeneric } from 'convex/server'\nconst components = componentsGeneric()\nexport const put = mutationGeneric({ args: {}, handler: async (ctx) => { await ctx.runMutation(components.kv.store.put, { k: 'a' }); return ctx.runQuery(components.kv.store.count, {}) } })\n`,
    })
    const engine = await createEngine({ convexDir: path.join(root, 'convex'), crons: false })
    engines.push(engine)
    const put = () =>
      engine.call({ udfType: 'mutation', udfPath: 'app:put', args: {}, identity: { kind: 'none' } })
    expect(await put()).toMatchObject({ success: true, value: 1 })
    expect(engine.componentPaths()).toEqual(['', 'kv'])

    write(path.join(root, 'convex'), { 'convex.config.ts': CONFIG_TWO })
    await engine.reload()
    expect(engine.componentPaths()).toEqual(['', 'kv', 'kv2'])
    expect(engine.store.tables('kv2').map((t) => t.name)).toContain('entries')
    const count2 = await engine.call({
      udfType: 'query',
      udfPath: 'store:count',
      args: {},
      identity: { kind: 'admin' },
      componentPath: 'kv2',
    })
    expect(count2).toMatchObject({ success: true, value: 0 })
    // The first instance kept its data.
    expect(await put()).toMatchObject({ success: true, value: 2 })
  })
})

/**
 * Module maps for convex-local/test: `import.meta.glob` results keyed like convex-test, and
 * convex-test's default (the project's `convex/` folder) when no map is given.
 */
import type { AppModules, ModuleNamespace } from '../loader/index'
import type { SchemaJson } from '../storage/types'

export type ModuleMap = Record<string, () => Promise<unknown>>

/**
 * convex-test's default module map: with no `modules` argument it globs the project's `convex/`
 * folder. Under Vite/Vitest a glob starting with `/` is rooted at the project root; without the
 * Vite transform there is no default.
 */
export function defaultModules(): ModuleMap | undefined {
  try {
    // Written so that Vite sees `import.meta.glob(...)` once TypeScript's cast is stripped.
    const found = (import.meta as unknown as { glob: (pattern: string) => ModuleMap }).glob(
      '/convex/**/*.*s',
    )
    return Object.keys(found).length > 0 ? found : undefined
  } catch {
    return undefined
  }
}

/** Module source over an `import.meta.glob` map, keyed like convex-test (root = `_generated`'s parent). */
export function modulesFromGlob(modules: ModuleMap, schema: SchemaJson | null): AppModules {
  const keys = Object.keys(modules)
  const generated = keys.find((k) => k.includes('_generated'))
  let prefix: string
  if (generated !== undefined) {
    prefix = generated.split('_generated', 2)[0]!
  } else {
    // No _generated: the longest common directory prefix of the module paths.
    const dirs = keys.map((k) => k.slice(0, k.lastIndexOf('/') + 1))
    prefix = dirs.reduce((a, b) => {
      let i = 0
      while (i < a.length && i < b.length && a[i] === b[i]) i++
      return a.slice(0, a.lastIndexOf('/', i - 1) + 1)
    }, dirs[0] ?? '')
  }
  const byPath = new Map<string, () => Promise<unknown>>()
  for (const [k, load] of Object.entries(modules)) {
    if (!k.startsWith(prefix)) continue
    const rel = k.slice(prefix.length)
    const base = rel.slice(rel.lastIndexOf('/') + 1)
    // The CLI's entry-point rules: no _generated, no schema, no `*.test.ts`-style names.
    if (rel.startsWith('_generated/') || base.startsWith('.')) continue
    if (/^schema\.[jt]s$/.test(base) || (base.match(/\./g) ?? []).length > 1) continue
    byPath.set(rel.replace(/\.[^./]+$/, ''), load)
  }
  return {
    schema,
    authConfig: null,
    componentConfigFile: null,
    modulePaths: () => [...byPath.keys()],
    async getModule(modulePath: string) {
      const load = byPath.get(modulePath)
      if (!load) return null
      return (await load()) as ModuleNamespace
    },
  }
}

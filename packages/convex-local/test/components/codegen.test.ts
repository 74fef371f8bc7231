/**
 * `convex-local codegen` (the stock `npx convex codegen`, offline against a temporary server) on
 * an app WITH components: the written `_generated/api.d.ts` types `components` with each
 * instance's generated `ComponentApi`, and `api.js` exports `components`; a local component's
 * own `_generated/component.ts` types its public functions.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../../bin/convex-local.mjs', import.meta.url))
const fixture = fileURLToPath(new URL('../fixtures/components-app/convex', import.meta.url))

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('codegen with components', () => {
  it(
    'writes a typed components export (api.d.ts) and exports components from api.js',
    { timeout: 60_000 },
    async () => {
      const project = mkdtempSync(join(tmpdir(), 'convex-local-codegen-components-'))
      try {
        const convexDir = join(project, 'convex')
        cpSync(fixture, convexDir, { recursive: true })
        // Start from stale bindings: no api.d.ts, an api.js without componentsGeneric().
        rmSync(join(convexDir, '_generated/api.d.ts'))
        writeFileSync(
          join(convexDir, '_generated/api.js'),
          "import { anyApi } from 'convex/server'\nexport const api = anyApi\nexport const internal = anyApi\nexport const components = anyApi\n",
        )
        writeFileSync(
          join(project, 'package.json'),
          JSON.stringify({ name: 'cg', dependencies: { convex: '1.48.0' } }),
        )
        symlinkSync(
          fileURLToPath(new URL('../../../../node_modules', import.meta.url)),
          join(project, 'node_modules'),
        )
        const r = await cli([
          'codegen',
          '--dir',
          convexDir,
          '--port',
          '1',
          '--typecheck',
          'disable',
        ])
        expect(r.code, r.stderr).toBe(0)

        const apiTypes = readFileSync(join(convexDir, '_generated/api.d.ts'), 'utf8')
        expect(apiTypes).toMatch(/typeof app/)
        const components = /export declare const components: \{([^}]*)\};/.exec(apiTypes)
        expect(components, apiTypes).not.toBeNull()
        expect(components![1]).toContain(
          'counter: import("../counter/_generated/component.js").ComponentApi<"counter">;',
        )
        expect(components![1]).toContain(
          'counter2: import("../counter/_generated/component.js").ComponentApi<"counter2">;',
        )

        const apiJs = readFileSync(join(convexDir, '_generated/api.js'), 'utf8')
        expect(apiJs).toMatch(/export const components = componentsGeneric\(\);/)
        // The local component got its own typed bindings: its ComponentApi lists the public
        // functions of each module (what a parent may call), with their argument types.
        const componentApi = readFileSync(
          join(convexDir, 'counter/_generated/component.ts'),
          'utf8',
        )
        expect(componentApi).toMatch(
          /add: FunctionReference<\s*"mutation",\s*"internal",\s*\{ name: string; n: number \}/,
        )
        expect(componentApi).toMatch(
          /get: FunctionReference<\s*"query",\s*"internal",\s*\{ name: string \}/,
        )
        expect(componentApi).not.toMatch(/secret/) // internal functions are not exported
      } finally {
        rmSync(project, { recursive: true, force: true })
      }
    },
  )
})

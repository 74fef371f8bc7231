import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { findCycles, runtimeImports } from './import-cycles.mjs'

const repoRoot = path.resolve(import.meta.dirname, '..')
const temp = mkdtempSync(path.join(tmpdir(), 'import-cycles-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** A tiny repository: `files` maps a path to its text. */
function tree(name, files) {
  const root = path.join(temp, name)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('import-cycles', () => {
  test('finds a circle through relative imports and the @/ and @convex/ aliases', () => {
    const root = tree('cycle', {
      'app/a.ts': "import { b } from './b'\nexport const a = 1",
      'app/b.tsx': "import { c } from '@convex/lib'\nexport const b = c",
      'convex/lib/index.ts': "export { a as c } from '@/a'",
      'app/leaf.ts': "import { a } from './a'\nexport default a",
    })
    expect(findCycles(root, ['app', 'convex'])).toEqual([
      [
        { file: 'app/a.ts', imports: ['app/b.tsx'] },
        { file: 'app/b.tsx', imports: ['convex/lib/index.ts'] },
        { file: 'convex/lib/index.ts', imports: ['app/a.ts'] },
      ],
    ])
  })

  test('a file importing itself is a circle', () => {
    const root = tree('self', { 'src/x.mjs': "import './x.mjs'\n" })
    expect(findCycles(root, ['src'])).toEqual([[{ file: 'src/x.mjs', imports: ['src/x.mjs'] }]])
  })

  test('no circle when the way back is type-only, commented out, or a string', () => {
    const root = tree('acyclic', {
      'src/a.ts': "import { b } from './b'\nexport type A = { b: typeof b }",
      'src/b.ts': [
        "import type { A } from './a'",
        "import { type A as A2 } from './a'",
        "export type { A } from './a'",
        "// import { a } from './a'",
        'const text = "import { a } from \'./a\'"',
        'export const b: A | A2 | string = text',
      ].join('\n'),
    })
    expect(findCycles(root, ['src'])).toEqual([])
  })

  test('reads every run-time import form and skips the type-only ones', () => {
    const text = [
      "import a from './a'",
      "import * as b from './b'",
      "import c, { type C } from './c'",
      "import { d, type D } from './d'",
      "import './e'",
      "export * from './f'",
      "export { g } from './g'",
      "const h = await import('./h')",
      "import type { T } from './t1'",
      "import { type U } from './t2'",
      "export type { V } from './t3'",
      "export { type W } from './t4'",
      'const re = /["\']/g // a quote in a regular expression',
      "const tpl = `import x from './t5' ${`${'{'}`}`",
      "import.meta.url; x.import('./t6')",
    ].join('\n')
    expect(runtimeImports(text)).toEqual(['./a', './b', './c', './d', './e', './f', './g', './h'])
  })

  test('app/, convex/, shared/ and packages/convex-local/src have no import circle', () => {
    expect(findCycles(repoRoot, ['app', 'convex', 'shared', 'packages/convex-local/src'])).toEqual(
      [],
    )
  })
})

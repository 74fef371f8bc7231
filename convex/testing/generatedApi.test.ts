/**
 * `convex/_generated/api.d.ts` is written by `npx convex-local codegen` and committed. A module
 * added to convex/ without running it is missing from `api` and `internal`'s types (the app
 * cannot call it by type, and the file no longer says what the deployment holds), so this check
 * compares the file with the modules the Convex CLI's own rules find (findEntryPoints).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findEntryPoints } from 'convex-local'
import { expect, test } from 'vitest'

const convexDir = join(import.meta.dirname, '..')

test('api.d.ts lists every module of convex/ and no other (else run `npx convex-local codegen`)', () => {
  const generated = readFileSync(join(convexDir, '_generated/api.d.ts'), 'utf8')
  const listed = [...generated.matchAll(/^import type \* as \w+ from "\.\.\/(.+)\.js";$/gm)].map(
    (m) => m[1]!,
  )
  const modules = findEntryPoints(convexDir).map((entry) => entry.modulePath)
  expect(listed.length).toBeGreaterThan(100)
  expect(modules.filter((m) => !listed.includes(m))).toEqual([])
  expect(listed.filter((m) => !modules.includes(m))).toEqual([])
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import { readExternalPackages, resolveExports } from '../../src/loader/externals'
import { loadConvexDir } from '../../src/loader/index'

const fixture = path.resolve(__dirname, '../fixtures/external-app')
const workspaceModules = path.resolve(__dirname, '../../../../node_modules')

const roots: string[] = []
const engines: LocalEngine[] = []
afterEach(async () => {
  for (const e of engines.splice(0)) await e.close()
  for (const d of roots.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/**
 * A copy of the fixture project in a temp dir, its packages installed in its own node_modules
 * (convex linked from the workspace). The engine builds into yet another temp dir, so nothing
 * resolves by accident through the repository's node_modules.
 */
function project(convexJson: unknown | undefined, packageJson?: unknown): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-ext-')))
  roots.push(root)
  fs.cpSync(path.join(fixture, 'convex'), path.join(root, 'convex'), { recursive: true })
  for (const pkg of ['ext-probe', 'cjs-user']) {
    fs.cpSync(path.join(fixture, 'vendor', pkg), path.join(root, 'node_modules', pkg), {
      recursive: true,
    })
  }
  fs.symlinkSync(path.join(workspaceModules, 'convex'), path.join(root, 'node_modules', 'convex'))
  if (convexJson !== undefined) {
    fs.writeFileSync(path.join(root, 'convex.json'), JSON.stringify(convexJson))
  }
  if (packageJson !== undefined) {
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify(packageJson))
  }
  return root
}

async function runProbe(root: string) {
  const engine = await createEngine({ convexDir: path.join(root, 'convex') })
  engines.push(engine)
  const result = await engine.call({
    udfType: 'action',
    udfPath: 'probe:run',
    args: {},
    identity: { kind: 'none' },
  })
  if (!result.success) throw new Error(result.errorMessage)
  const query = await engine.call({
    udfType: 'query',
    udfPath: 'plain:get',
    args: {},
    identity: { kind: 'none' },
  })
  return { value: result.value as Record<string, unknown>, query }
}

function readBuild(dir: string): string {
  let text = ''
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && file.endsWith('.mjs') && !file.includes('node_modules')) {
      text += fs.readFileSync(file, 'utf8')
    }
  }
  return text
}

describe('convex.json node.externalPackages', () => {
  test('the fixture lists the package the "use node" action imports', () => {
    expect(readExternalPackages(path.join(fixture, 'convex'))).toEqual({
      names: new Set(['ext-probe']),
      everyBareImport: false,
    })
  })

  test('a listed package runs from its installed directory, even with the build in a temp dir', async () => {
    const root = project({ node: { externalPackages: ['ext-probe'] } })
    const installed = path.join(root, 'node_modules', 'ext-probe')
    const { value, query } = await runProbe(root)
    expect(value).toEqual({
      data: 'read from the installed package',
      flavour: 'esm', // the `import` condition of its exports map
      moduleUrl: pathToFileURL(path.join(installed, 'esm.mjs')).href,
      sub: 'subpath',
      lazyIsSame: true,
      viaRequire: 'cjs', // a bundled CommonJS require() gets the `require` condition
      manifest: expect.stringMatching(/node_modules[\\/]ext-probe[\\/]package\.json$/),
    })
    expect(fs.realpathSync(value.manifest as string)).toBe(path.join(installed, 'package.json'))
    // The isolate build is unchanged: the package is still bundled there.
    expect(query).toMatchObject({ success: true, value: 'subpath' })
  })

  test('the node bundle imports the package instead of containing it', async () => {
    const root = project({ node: { externalPackages: ['ext-probe'] } })
    const app = await loadConvexDir({ convexDir: path.join(root, 'convex') })
    // (Booleans, not toContain: a failure would print whole bundles.)
    const node = readBuild(path.join(app.buildDir, 'node'))
    expect(node.includes('EXT_PROBE_SOURCE_MARKER')).toBe(false)
    const esm = pathToFileURL(path.join(root, 'node_modules/ext-probe/esm.mjs')).href
    expect(node.includes(`from "${esm}"`)).toBe(true)
    // The isolate bundle still inlines what it imports.
    expect(readBuild(path.join(app.buildDir, 'isolate')).includes('var sub = "subpath"')).toBe(true)
    // Linked beside the bundle, as Convex installs external packages beside its bundle.
    const linked = path.join(app.buildDir, 'node', 'node_modules', 'ext-probe')
    expect(fs.realpathSync(linked)).toBe(path.join(root, 'node_modules', 'ext-probe'))
  })

  test('without convex.json the package is bundled as before (and this one then breaks)', async () => {
    const root = project(undefined)
    // Bundled, its `new URL('./data.txt', import.meta.url)` points into the build directory.
    await expect(createEngine({ convexDir: path.join(root, 'convex') })).rejects.toThrow(
      /Failed to analyze probe\.js: .*ENOENT.*data\.txt/,
    )
  })

  test('"*" keeps every dependency of package.json external, except convex', async () => {
    const root = project(
      { node: { externalPackages: ['*'] } },
      { dependencies: { 'ext-probe': '1.0.0', 'cjs-user': '1.0.0', convex: '1.48.0' } },
    )
    const { value } = await runProbe(root)
    expect(value.moduleUrl).toBe(
      pathToFileURL(path.join(root, 'node_modules', 'ext-probe', 'esm.mjs')).href,
    )
    expect(value.viaRequire).toBe('cjs')
  })

  test('an invalid list is reported', () => {
    const root = project({ node: { externalPackages: 'pdfjs-dist' } })
    expect(() => readExternalPackages(path.join(root, 'convex'))).toThrow(
      /externalPackages must be an array/,
    )
  })
})

describe('exports resolution', () => {
  const dir = '/pkg'
  test('conditions, sugar, subpaths and patterns resolve as Node does', () => {
    const conditions = ['node', 'import']
    expect(resolveExports(dir, './a.js', '.', conditions)).toBe(path.join(dir, 'a.js'))
    expect(resolveExports(dir, { import: './m.mjs', require: './c.cjs' }, '.', conditions)).toBe(
      path.join(dir, 'm.mjs'),
    )
    const map = {
      '.': { node: { import: './n.mjs', require: './n.cjs' }, default: './d.js' },
      './lib/*': './dist/lib/*.js',
      './lib/private/*': null,
    }
    expect(resolveExports(dir, map, '.', conditions)).toBe(path.join(dir, 'n.mjs'))
    expect(resolveExports(dir, map, './lib/x/y', conditions)).toBe(
      path.join(dir, 'dist/lib/x/y.js'),
    )
    expect(resolveExports(dir, map, './lib/private/z', conditions)).toBeNull()
    expect(resolveExports(dir, map, './other', conditions)).toBeNull()
  })
})

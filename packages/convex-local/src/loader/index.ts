/**
 * Loads a `convex/` directory the way the Convex CLI bundles it: esbuild, conditions
 * `["convex","module"]`, isolate files for platform browser and `"use node"` files for
 * platform node, written under `<outRoot>/<generation>/` and imported with Node's own loader.
 * Node builds keep the packages named in convex.json's `node.externalPackages` as imports
 * (./externals), as the Convex CLI does.
 *
 * Components: convex.config.ts is evaluated (./components) and each instance's definition
 * directory is bundled the same way, as its own module root with its own schema.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { findEntryPoints, findOptionalFile, type EntryPoint } from './entryPoints'
import type { SchemaJson } from './schema'
import { checkSchemaNames } from '../storage/schemaNames'
import { loadComponentTree, type ChildComponentJson, type ComponentTree } from './components'
import {
  externalPackagesPlugin,
  linkExternalPackages,
  readExternalPackages,
  type ExternalPackages,
} from './externals'

export type { SchemaJson, TableJson, IndexJson } from './schema'
export { findEntryPoints, type EntryPoint } from './entryPoints'
export { readExternalPackages, type ExternalPackages } from './externals'
export {
  loadComponentTree,
  type ChildComponentJson,
  type ComponentInstanceInfo,
  type ComponentTree,
} from './components'

export type ModuleNamespace = Record<string, unknown>

/** What the runtime needs from a loaded app, whatever produced it (bundle or import.meta.glob). */
export interface AppModules {
  /** Returns the module namespace for a module path (`dir/file`, no extension), or null. */
  getModule(modulePath: string): Promise<ModuleNamespace | null>
  /** Known module paths (may be empty for lazy sources). */
  modulePaths(): string[]
  schema: SchemaJson | null
  /** The default export of auth.config.ts, if any. */
  authConfig: unknown | null
  /** The convex.config.ts path when the app uses components. */
  componentConfigFile: string | null
  /** The component instances below the root (parents first); absent or empty = none. */
  components?: ComponentModules[]
  /** Child components per definition path (`''` = the app), for codegen. */
  childComponents?: (definitionPath: string) => ChildComponentJson[]
  /** `httpPrefix` mounts per definition path: `{"/prefix/": "_reference/childComponent/<name>"}`. */
  httpMounts?: (definitionPath: string) => Record<string, string>
}

/** One component instance: its own module root and schema. */
export interface ComponentModules {
  /** `betterAuth`, `parent/child` (never `''`). */
  componentPath: string
  name: string
  /** The definition directory relative to the app's convex dir. */
  definitionPath: string
  schema: SchemaJson | null
  modulePaths(): string[]
  getModule(modulePath: string): Promise<ModuleNamespace | null>
}

export type LoadedApp = AppModules & { generation: number; buildDir: string }

export function importFile(file: string): Promise<ModuleNamespace> {
  return import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<ModuleNamespace>
}

const NODE_BANNER =
  "import { createRequire as __convexLocalCreateRequire } from 'node:module';\n" +
  'const require = __convexLocalCreateRequire(import.meta.url);\n'

async function build(
  convexDir: string,
  entries: string[],
  outdir: string,
  platform: 'browser' | 'node',
  splitting: boolean,
  plugins: esbuild.Plugin[] = [],
): Promise<void> {
  if (entries.length === 0) return
  await esbuild.build({
    plugins,
    entryPoints: entries,
    bundle: true,
    platform,
    format: 'esm',
    target: 'esnext',
    jsx: 'automatic',
    outdir,
    outbase: convexDir,
    outExtension: { '.js': '.mjs' },
    conditions: ['convex', 'module'],
    splitting,
    chunkNames: '_deps/[hash]',
    treeShaking: true,
    keepNames: true,
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: platform === 'node' ? { js: NODE_BANNER } : undefined,
    logLevel: 'silent',
    write: true,
    absWorkingDir: convexDir,
  })
}

function outFileFor(outdir: string, convexDir: string, file: string): string {
  const rel = path.relative(convexDir, file).replace(/\.[^./\\]+$/, '.mjs')
  return path.join(outdir, rel)
}

let generationCounter = 0

export type LoadOptions = {
  convexDir: string
  /** Directory under which `<generation>/` is created. Default: a new temporary directory. */
  buildRoot?: string
}

/** Formats esbuild failures readably. */
function describeBuildError(e: unknown): Error {
  const errors = (e as { errors?: esbuild.Message[] }).errors
  if (Array.isArray(errors) && errors.length > 0) {
    const text = errors
      .map((m) => {
        const loc = m.location ? `${m.location.file}:${m.location.line}:${m.location.column}: ` : ''
        return `${loc}${m.text}`
      })
      .join('\n')
    return new Error(`Failed to bundle the convex/ directory:\n${text}`)
  }
  return e instanceof Error ? e : new Error(String(e))
}

/** The modules and schema of one module root (the app's convex dir or a component definition). */
type ModuleRoot = {
  schema: SchemaJson | null
  modulePaths: () => string[]
  getModule: (modulePath: string) => Promise<ModuleNamespace | null>
}

/**
 * The plugins for a node build: convex.json's externalPackages stay imports, and the packages
 * are linked into `<outdir>/node_modules` as Convex installs them beside the bundle.
 */
function nodePlugins(
  externals: ExternalPackages | null,
  appConvexDir: string,
  outdir: string,
): esbuild.Plugin[] {
  if (!externals) return []
  const nodeModulesDir = path.join(outdir, 'node_modules')
  linkExternalPackages(externals.names, appConvexDir, nodeModulesDir)
  return [externalPackagesPlugin(externals, appConvexDir, nodeModulesDir)]
}

async function loadModuleRoot(
  rootDir: string,
  buildDir: string,
  label: string,
  externals: ExternalPackages | null = null,
  appConvexDir: string = rootDir,
): Promise<ModuleRoot & { authConfig: unknown | null }> {
  const entries = findEntryPoints(rootDir)
  const isolate = entries.filter((e) => !e.useNode)
  const node = entries.filter((e) => e.useNode)
  const schemaFile = findOptionalFile(rootDir, 'schema')
  const authFile = label === '' ? findOptionalFile(rootDir, 'auth.config') : null
  try {
    await build(
      rootDir,
      isolate.map((e) => e.file),
      path.join(buildDir, 'isolate'),
      'browser',
      true,
    )
    if (node.length > 0) {
      const outdir = path.join(buildDir, 'node')
      const plugins = nodePlugins(externals, appConvexDir, outdir)
      await build(
        rootDir,
        node.map((e) => e.file),
        outdir,
        'node',
        true,
        plugins,
      )
    }
    if (schemaFile)
      await build(rootDir, [schemaFile], path.join(buildDir, 'schema'), 'browser', false)
    if (authFile) await build(rootDir, [authFile], path.join(buildDir, 'auth'), 'browser', false)
  } catch (e) {
    throw describeBuildError(e)
  }

  let schema: SchemaJson | null = null
  if (schemaFile) {
    const mod = await importFile(outFileFor(path.join(buildDir, 'schema'), rootDir, schemaFile))
    schema = schemaJsonFromModule(mod, schemaFile)
  }
  let authConfig: unknown | null = null
  if (authFile) {
    const mod = await importFile(outFileFor(path.join(buildDir, 'auth'), rootDir, authFile))
    authConfig = mod.default ?? null
  }

  const files = new Map<string, { entry: EntryPoint; out: string }>()
  for (const e of isolate)
    files.set(e.modulePath, {
      entry: e,
      out: outFileFor(path.join(buildDir, 'isolate'), rootDir, e.file),
    })
  for (const e of node)
    files.set(e.modulePath, {
      entry: e,
      out: outFileFor(path.join(buildDir, 'node'), rootDir, e.file),
    })
  const cache = new Map<string, Promise<ModuleNamespace>>()
  const where = label ? ` in component definition ${label}` : ''
  // Import eagerly so module-level errors surface at load time, as a push would.
  for (const [modulePath, f] of files) {
    const p = importFile(f.out)
    cache.set(modulePath, p)
    try {
      await p
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e))
      throw new Error(`Failed to analyze ${modulePath}.js${where}: ${err.message}`, { cause: err })
    }
  }
  return {
    schema,
    authConfig,
    modulePaths: () => [...files.keys()],
    async getModule(modulePath: string) {
      const p = cache.get(modulePath)
      return p ? await p : null
    },
  }
}

export async function loadConvexDir(options: LoadOptions): Promise<LoadedApp> {
  const convexDir = path.resolve(options.convexDir)
  if (!fs.existsSync(convexDir)) throw new Error(`No convex directory at ${convexDir}`)
  const buildRoot =
    options.buildRoot ?? fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-build-'))
  const generation = ++generationCounter
  const buildDir = path.join(buildRoot, `${Date.now()}-${process.pid}-${generation}`)
  fs.mkdirSync(buildDir, { recursive: true })

  const componentConfigFile = findOptionalFile(convexDir, 'convex.config')
  const externals = readExternalPackages(convexDir)
  const root = await loadModuleRoot(convexDir, buildDir, '', externals)
  let tree: ComponentTree
  try {
    tree = await loadComponentTree(convexDir, componentConfigFile, path.join(buildDir, 'config'))
  } catch (e) {
    const err = describeBuildError(e)
    throw new Error(`Failed to evaluate convex.config: ${err.message}`, { cause: err })
  }
  const byDefinition = new Map<string, ModuleRoot>()
  let n = 0
  for (const inst of tree.instances) {
    if (byDefinition.has(inst.definitionPath)) continue
    byDefinition.set(
      inst.definitionPath,
      await loadModuleRoot(
        inst.definitionDir,
        path.join(buildDir, `component-${++n}`),
        inst.definitionPath,
        externals,
        convexDir,
      ),
    )
  }
  const components: ComponentModules[] = tree.instances.map((inst) => {
    const m = byDefinition.get(inst.definitionPath)!
    return {
      componentPath: inst.componentPath,
      name: inst.name,
      definitionPath: inst.definitionPath,
      schema: m.schema,
      modulePaths: m.modulePaths,
      getModule: m.getModule,
    }
  })

  return {
    generation,
    buildDir,
    schema: root.schema,
    authConfig: root.authConfig,
    componentConfigFile,
    modulePaths: root.modulePaths,
    getModule: root.getModule,
    components,
    childComponents: (definitionPath: string) => tree.childComponents.get(definitionPath) ?? [],
    httpMounts: (definitionPath: string) => tree.httpMounts.get(definitionPath) ?? {},
  }
}

export function schemaJsonFromModule(mod: ModuleNamespace, file = 'schema'): SchemaJson {
  const def = mod.default as { export?: () => string } | undefined
  if (!def || typeof def.export !== 'function') {
    throw new Error(`${file} must default-export the result of defineSchema(...)`)
  }
  const schema = JSON.parse(def.export()) as SchemaJson
  checkSchemaNames(schema)
  return schema
}

export type WatchHandle = { close(): void }

/**
 * Watches a convex/ directory (recursively) and calls `onChange` once per burst of changes
 * (debounced). Changes under `_generated/` count too: modules import `_generated/api`.
 */
export function watchConvexDir(
  convexDir: string,
  onChange: () => void,
  debounceMs = 150,
): WatchHandle {
  let timer: NodeJS.Timeout | null = null
  const watcher = fs.watch(path.resolve(convexDir), { recursive: true }, (_event, filename) => {
    const name = filename ? String(filename) : ''
    const base = path.basename(name)
    if (base.startsWith('.') || base.startsWith('#') || base.endsWith('~')) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      onChange()
    }, debounceMs)
  })
  return {
    close() {
      if (timer) clearTimeout(timer)
      watcher.close()
    },
  }
}

export type FunctionInfo = {
  /** `module:export` */
  udfPath: string
  udfType: 'query' | 'mutation' | 'action' | 'httpAction'
  visibility: 'public' | 'internal'
  /** exportArgs() / exportReturns() JSON (validator JSON; returns may be "null"). */
  args: string
  returns: string
}

/** Every registered function of the app or a component (for analysis, codegen and CLIs). */
export async function listFunctions(
  app: Pick<AppModules, 'modulePaths' | 'getModule'>,
): Promise<FunctionInfo[]> {
  const out: FunctionInfo[] = []
  for (const modulePath of app.modulePaths()) {
    const mod = await app.getModule(modulePath)
    if (!mod) continue
    for (const [name, value] of Object.entries(mod)) {
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) continue
      const fn = value as {
        isQuery?: boolean
        isMutation?: boolean
        isAction?: boolean
        isHttp?: boolean
        isPublic?: boolean
        exportArgs?: () => string
        exportReturns?: () => string
      }
      const udfType = fn.isQuery
        ? 'query'
        : fn.isMutation
          ? 'mutation'
          : fn.isAction
            ? 'action'
            : fn.isHttp
              ? 'httpAction'
              : null
      if (udfType === null) continue
      out.push({
        udfPath: `${modulePath}:${name}`,
        udfType,
        visibility: fn.isPublic || fn.isHttp ? 'public' : 'internal',
        args: fn.exportArgs ? fn.exportArgs() : '{"type":"any"}',
        returns: fn.exportReturns ? fn.exportReturns() : 'null',
      })
    }
  }
  return out
}

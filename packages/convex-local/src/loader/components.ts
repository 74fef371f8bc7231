/**
 * Evaluates `convex/convex.config.ts` the way the Convex CLI does (local-backend.md §5 step 1):
 * esbuild bundles the config with a plugin that replaces every imported component definition
 * (`.../convex.config.*`, resolved Node-style) by a wrapper carrying `componentDefinitionPath`
 * (the definition's directory relative to the app's convex dir) and `defaultName` (`def._name`).
 * `app.export()` then lists the child components; each child's own `convex.config.js` is
 * evaluated the same way for nested components.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { pathToFileURL } from 'node:url'

function importFile(file: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<Record<string, unknown>>
}

/** One `app.use(...)` of a definition, as `export()` reports it (and codegen's start_push). */
export type ChildComponentJson = {
  name: string
  /** The child's definition directory relative to the app's convex dir (POSIX separators). */
  path: string
  args: unknown[]
  env: unknown
}

/** An instantiated component (a node of the component tree; the root is not listed). */
export type ComponentInstanceInfo = {
  /** `betterAuth`, `parent/child`. */
  componentPath: string
  name: string
  /** Relative to the app's convex dir, as in `ChildComponentJson.path`. */
  definitionPath: string
  /** Absolute definition directory (the component's module root). */
  definitionDir: string
  env: unknown
}

export type ComponentTree = {
  /** Every instance below the root, parents before children. */
  instances: ComponentInstanceInfo[]
  /** Child components per definition path (`''` = the app). */
  childComponents: Map<string, ChildComponentJson[]>
  /** `httpPrefix` mounts per definition path: `{"/prefix/": "_reference/childComponent/<name>"}`. */
  httpMounts: Map<string, Record<string, string>>
}

type DefinitionExport = {
  childComponents?: ChildComponentJson[]
  httpMounts?: Record<string, string>
}

const NAMESPACE = 'convex-local-component-definition'
const CONFIG_FILE = /(^|[/\\])convex\.config\.[cm]?[jt]s$/

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

function definitionPlugin(appConvexDir: string): esbuild.Plugin {
  return {
    name: 'convex-local-component-definitions',
    setup(build) {
      build.onResolve({ filter: /convex\.config/ }, async (args) => {
        if (args.kind === 'entry-point' || args.namespace === NAMESPACE) return undefined
        if (args.pluginData === NAMESPACE) return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: NAMESPACE,
        })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        if (!CONFIG_FILE.test(resolved.path)) return resolved
        return { path: resolved.path, namespace: NAMESPACE }
      })
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const definitionPath = toPosix(path.relative(appConvexDir, path.dirname(args.path)))
        return {
          contents:
            `import def from ${JSON.stringify(args.path)};\n` +
            `export default Object.assign(Object.create(def), { componentDefinitionPath: ${JSON.stringify(definitionPath)}, defaultName: def._name });\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        }
      })
    },
  }
}

let configCounter = 0

/** Bundles and imports one convex.config file; returns `default.export()`. */
async function evaluateConfig(
  file: string,
  appConvexDir: string,
  outDir: string,
): Promise<DefinitionExport> {
  const outfile = path.join(outDir, `config-${++configCounter}.mjs`)
  await esbuild.build({
    entryPoints: [file],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'esnext',
    outfile,
    conditions: ['convex', 'module'],
    plugins: [definitionPlugin(appConvexDir)],
    logLevel: 'silent',
    write: true,
    absWorkingDir: path.dirname(file),
  })
  const mod = await importFile(outfile)
  const def = mod.default as { export?: () => unknown } | undefined
  if (!def || typeof def.export !== 'function') {
    throw new Error(`${file} must default-export the result of defineApp() or defineComponent(...)`)
  }
  return def.export() as DefinitionExport
}

export function findConfigFile(dir: string): string | null {
  for (const ext of ['.ts', '.js', '.mts', '.mjs']) {
    const f = path.join(dir, 'convex.config' + ext)
    if (fs.existsSync(f)) return f
  }
  return null
}

/**
 * Evaluates the app's convex.config (when there is one) and, recursively, each child's.
 * `outDir` receives the bundled configs.
 */
export async function loadComponentTree(
  appConvexDir: string,
  configFile: string | null,
  outDir: string,
): Promise<ComponentTree> {
  const tree: ComponentTree = { instances: [], childComponents: new Map(), httpMounts: new Map() }
  if (!configFile) {
    tree.childComponents.set('', [])
    return tree
  }
  fs.mkdirSync(outDir, { recursive: true })
  const evaluated = new Map<string, ChildComponentJson[]>()
  const childrenOf = async (definitionPath: string, file: string | null) => {
    let children = evaluated.get(definitionPath)
    if (!children) {
      const exported: DefinitionExport = file
        ? await evaluateConfig(file, appConvexDir, outDir)
        : {}
      children = exported.childComponents ?? []
      evaluated.set(definitionPath, children)
      tree.httpMounts.set(definitionPath, exported.httpMounts ?? {})
      tree.childComponents.set(definitionPath, children)
    }
    return children
  }
  const visit = async (
    parentPath: string,
    definitionPath: string,
    file: string | null,
    depth: number,
  ) => {
    if (depth > 32) throw new Error('Components are nested more than 32 levels deep (a cycle?)')
    const children = await childrenOf(definitionPath, file)
    const seen = new Set<string>()
    for (const child of children) {
      if (seen.has(child.name)) {
        throw new Error(
          `Component name "${child.name}" is used twice in ${definitionPath || 'convex.config'}; pass a distinct { name }.`,
        )
      }
      seen.add(child.name)
      const componentPath = parentPath ? `${parentPath}/${child.name}` : child.name
      const definitionDir = path.resolve(appConvexDir, child.path)
      tree.instances.push({
        componentPath,
        name: child.name,
        definitionPath: child.path,
        definitionDir,
        env: child.env,
      })
      await visit(componentPath, child.path, findConfigFile(definitionDir), depth + 1)
    }
  }
  await visit('', '', configFile, 0)
  return tree
}

/**
 * `convex.json` → `node.externalPackages`, as the Convex CLI reads it: packages that `"use node"`
 * bundles import at run time instead of inlining (native binaries, worker scripts loaded by path,
 * data files found next to the package). Convex installs them beside the deployed bundle; here
 * the build can live in a temporary directory, so each import is rewritten to the resolved file
 * (Node's own resolution from the importing directory, `import` or `require` conditions as the
 * import kind demands) and the packages are also linked into `<outdir>/node_modules`, so code
 * that looks a package up relative to itself (`createRequire(import.meta.url).resolve(...)`)
 * finds it as it would on Convex.
 */
import fs from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as esbuild from 'esbuild'

export type ExternalPackages = {
  /** Package names to keep external (for `"*"`: the project's dependencies). */
  names: Set<string>
  /** `"*"` was given and there is no package.json to narrow it: every bare import. */
  everyBareImport: boolean
}

/** Conditions Node uses for `import` (Node ≥ 20.19); `default` always matches last. */
const IMPORT_CONDITIONS = ['node', 'import', 'module-sync', 'node-addons']

function readJson(file: string): any {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    throw new Error(`Could not read ${file}: ${(e as Error).message}`, { cause: e })
  }
}

/**
 * Reads `<project root>/convex.json` (the convex dir's parent). Null when the file or the list
 * is absent or empty. `"*"` means every dependency in the project's package.json, except
 * `convex` itself and `file:`/URL dependencies, as in the Convex CLI.
 */
export function readExternalPackages(convexDir: string): ExternalPackages | null {
  const root = path.dirname(path.resolve(convexDir))
  const file = path.join(root, 'convex.json')
  if (!fs.existsSync(file)) return null
  const list = readJson(file)?.node?.externalPackages
  if (list === undefined) return null
  if (!Array.isArray(list) || list.some((x) => typeof x !== 'string')) {
    throw new Error(`${file}: node.externalPackages must be an array of package names`)
  }
  const names = new Set<string>(list.filter((n: string) => n !== '*' && n !== 'convex'))
  let everyBareImport = false
  if (list.includes('*')) {
    const pkgFile = path.join(root, 'package.json')
    if (fs.existsSync(pkgFile)) {
      const pkg = readJson(pkgFile)
      for (const field of [
        'dependencies',
        'devDependencies',
        'peerDependencies',
        'optionalDependencies',
      ]) {
        for (const [name, version] of Object.entries(pkg?.[field] ?? {})) {
          if (name === 'convex' || typeof version !== 'string') continue
          if (/^(file:|git\+file:|https?:|git:|git\+)/.test(version)) continue
          names.add(name)
        }
      }
    } else {
      everyBareImport = true
    }
  }
  return names.size > 0 || everyBareImport ? { names, everyBareImport } : null
}

/** `pdfjs-dist/legacy/build/pdf.mjs` → `pdfjs-dist`; null for relative, builtin and URL imports. */
export function packageName(specifier: string): string | null {
  if (/^[./#]/.test(specifier) || /^[a-z][a-z0-9+.-]*:/i.test(specifier)) return null
  if (isBuiltin(specifier)) return null
  const parts = specifier.split('/')
  if (specifier.startsWith('@')) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null
  return parts[0] || null
}

/** The package's directory as Node's lookup finds it from `fromDir` (node_modules upwards). */
export function findPackageDir(name: string, fromDir: string): string | null {
  let dir = path.resolve(fromDir)
  for (;;) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name)
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate
    }
    const parent = path.dirname(dir)
    if (parent === dir) return null
    dir = parent
  }
}

function resolveTarget(
  pkgDir: string,
  target: unknown,
  match: string,
  conditions: string[],
): string | null | undefined {
  if (typeof target === 'string') {
    if (!target.startsWith('./')) return null
    return path.join(pkgDir, target.replace(/\*/g, match))
  }
  if (Array.isArray(target)) {
    for (const t of target) {
      const r = resolveTarget(pkgDir, t, match, conditions)
      if (r) return r
    }
    return null
  }
  if (target && typeof target === 'object') {
    for (const [key, value] of Object.entries(target)) {
      if (key !== 'default' && !conditions.includes(key)) continue
      const r = resolveTarget(pkgDir, value, match, conditions)
      if (r !== undefined) return r
    }
    return undefined
  }
  return null
}

/** Node's PACKAGE_EXPORTS_RESOLVE for one subpath (`.` or `./x`), with subpath patterns. */
export function resolveExports(
  pkgDir: string,
  exports: unknown,
  subpath: string,
  conditions: string[],
): string | null {
  const sugar =
    typeof exports === 'string' ||
    Array.isArray(exports) ||
    (exports !== null &&
      typeof exports === 'object' &&
      !Object.keys(exports).some((k) => k.startsWith('.')))
  const map = (sugar ? { '.': exports } : exports) as Record<string, unknown>
  if (Object.hasOwn(map, subpath) && !subpath.includes('*')) {
    return resolveTarget(pkgDir, map[subpath], '', conditions) ?? null
  }
  let best: { key: string; match: string } | null = null
  for (const key of Object.keys(map)) {
    const star = key.indexOf('*')
    if (star === -1 || key.indexOf('*', star + 1) !== -1) continue
    const prefix = key.slice(0, star)
    const suffix = key.slice(star + 1)
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length)
      continue
    if (!best || prefix.length > best.key.indexOf('*')) {
      best = { key, match: subpath.slice(prefix.length, subpath.length - suffix.length) }
    }
  }
  return best ? (resolveTarget(pkgDir, map[best.key], best.match, conditions) ?? null) : null
}

/**
 * Resolves a bare specifier the way Node will when the bundle runs: `require` kinds with
 * `require.resolve`, imports through the package's `exports` with Node's import conditions
 * (packages without `exports` resolve the same either way). Returns the real file path.
 */
export function resolvePackageFile(
  specifier: string,
  fromDir: string,
  kind: esbuild.ImportKind,
): string {
  const requireFrom = createRequire(path.join(fromDir, 'noop.js'))
  const name = packageName(specifier)
  const pkgDir = name ? findPackageDir(name, fromDir) : null
  if (kind === 'require-call' || kind === 'require-resolve' || !name || !pkgDir) {
    return fs.realpathSync(requireFrom.resolve(specifier))
  }
  const exports = readJson(path.join(pkgDir, 'package.json'))?.exports
  if (exports === undefined) return fs.realpathSync(requireFrom.resolve(specifier))
  const subpath = `.${specifier.slice(name.length)}`
  const file = resolveExports(pkgDir, exports, subpath, IMPORT_CONDITIONS)
  if (!file || !fs.existsSync(file)) {
    throw new Error(`Package subpath '${subpath}' is not exported by ${name} (${pkgDir})`)
  }
  return fs.realpathSync(file)
}

/** Links each listed package that resolves from `fromDir` into `<nodeModulesDir>/<name>`. */
export function linkExternalPackages(
  names: Iterable<string>,
  fromDir: string,
  nodeModulesDir: string,
): void {
  for (const name of names) linkPackage(name, fromDir, nodeModulesDir)
}

function linkPackage(name: string, fromDir: string, nodeModulesDir: string): void {
  const link = path.join(nodeModulesDir, ...name.split('/'))
  if (fs.existsSync(link)) return
  const pkgDir = findPackageDir(name, fromDir)
  if (!pkgDir) return
  fs.mkdirSync(path.dirname(link), { recursive: true })
  // 'junction' so this also works on Windows without symlink rights; ignored elsewhere.
  fs.symlinkSync(fs.realpathSync(pkgDir), link, 'junction')
}

/**
 * esbuild plugin for node builds: imports of external packages (and their subpaths) stay
 * imports, rewritten to the absolute file (a file URL for `import`, a path for `require`).
 */
export function externalPackagesPlugin(
  externals: ExternalPackages,
  convexDir: string,
  nodeModulesDir: string,
): esbuild.Plugin {
  return {
    name: 'convex-local-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point') return null
        const name = packageName(args.path)
        if (!name || name === 'convex') return null
        if (!externals.everyBareImport && !externals.names.has(name)) return null
        const fromDir = args.resolveDir || convexDir
        let file: string
        try {
          file = resolvePackageFile(args.path, fromDir, args.kind)
        } catch (e) {
          return { errors: [{ text: `External package ${args.path}: ${(e as Error).message}` }] }
        }
        linkPackage(name, fromDir, nodeModulesDir)
        const isRequire = args.kind === 'require-call' || args.kind === 'require-resolve'
        return { path: isRequire ? file : pathToFileURL(file).href, external: true }
      })
    },
  }
}

/**
 * Entry-point discovery following the Convex CLI (`convex/src/bundler/index.ts` `entryPoints`):
 * JS/TS files under convex/, skipping `_generated/`, `schema.ts|js`, dotfiles, `#` files,
 * names with more than one dot (auth.config.ts, convex.config.ts, *.test.ts), paths with
 * spaces, nested component directories (a directory holding convex.config.ts) and TypeScript
 * files without any import/export line.
 */
import fs from 'node:fs'
import path from 'node:path'

const ENTRY_POINT_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.jsx']

export type EntryPoint = {
  /** Absolute file path. */
  file: string
  /** Module path as used in udfPath, POSIX separators, no extension (e.g. `dir/messages`). */
  modulePath: string
  /** true when the file starts with the "use node" directive. */
  useNode: boolean
}

function consistentSort(a: fs.Dirent, b: fs.Dirent): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

function* walk(dir: string): Generator<string> {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort(consistentSort)
  for (const e of entries) {
    const child = path.join(dir, e.name)
    if (e.isDirectory()) {
      if (
        ['.ts', '.js', '.mts', '.mjs'].some((x) =>
          fs.existsSync(path.join(child, 'convex.config' + x)),
        )
      )
        continue
      if (e.name === 'node_modules') continue
      yield* walk(child)
    } else if (e.isFile()) {
      yield child
    }
  }
}

const useNodeRegex = /^\s*("|')use node("|');?\s*$/m

export function hasUseNodeDirective(source: string): boolean {
  if (!source.includes('use node')) return false
  // Only directives before any other statement count; accept leading comments and blank lines.
  const stripped = source.replace(/^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*/, '')
  const firstLine = stripped.split('\n', 1)[0] ?? ''
  return useNodeRegex.test(firstLine)
}

export function findEntryPoints(convexDir: string): EntryPoint[] {
  const out: EntryPoint[] = []
  for (const file of walk(convexDir)) {
    const rel = path.relative(convexDir, file)
    const base = path.basename(file)
    if (!ENTRY_POINT_EXTENSIONS.some((ext) => rel.endsWith(ext))) continue
    if (rel.startsWith('_generated' + path.sep)) continue
    if (rel.startsWith('_deps' + path.sep)) {
      throw new Error(
        `The path "${file}" is within the "_deps" directory, which is reserved for dependencies. Please move your code to another directory.`,
      )
    }
    if (base.startsWith('.') || base.startsWith('#')) continue
    if (base === 'schema.ts' || base === 'schema.js') continue
    if ((base.match(/\./g) ?? []).length > 1) continue
    if (rel.includes(' ')) continue
    const source = fs.readFileSync(file, 'utf8')
    if (
      (file.endsWith('.ts') || file.endsWith('.tsx')) &&
      !/^\s{0,100}(import|export)/m.test(source)
    ) {
      continue
    }
    const modulePath = rel
      .split(path.sep)
      .join('/')
      .replace(/\.[^./]+$/, '')
    out.push({ file, modulePath, useNode: hasUseNodeDirective(source) })
  }
  return out
}

export function findOptionalFile(convexDir: string, stem: string): string | null {
  for (const ext of ['.ts', '.js', '.mts', '.mjs']) {
    const f = path.join(convexDir, stem + ext)
    if (fs.existsSync(f)) return f
  }
  return null
}

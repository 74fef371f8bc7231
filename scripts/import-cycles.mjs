#!/usr/bin/env node
// Finds import circles: `node scripts/import-cycles.mjs [root ...]` (default: app, convex, shared,
// packages/convex-local/src). A circle makes a module's initialisation depend on the order its
// importers happen to load it in, and it hides which of two files is the lower layer. The checker
// reads each .ts/.tsx/.js/.mjs file under the roots, follows relative imports and the `@/` (app/),
// `@shared/` (shared/) and `@convex/` (convex/) aliases, and prints every strongly connected component of more than one file
// (or a file importing itself). Type-only imports (`import type`, `export type`, or a brace list of
// `type` names only) are erased before the code runs, so they are not edges. Exit code 1 when any
// circle is found (`--types` counts type-only imports as well). No dependencies: a small tokenizer reads the imports, so it runs before install.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const DEFAULT_ROOTS = ['app', 'convex', 'shared', 'packages/convex-local/src']
const SOURCE = /\.(ts|tsx|js|mjs)$/
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs']
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.output'])
// After one of these words a `/` starts a regular expression, not a division.
const BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
])

/**
 * Splits source text into the tokens the import grammar needs: words, string literals (with their
 * value), punctuation; comments, template text, regular expressions and numbers are dropped. A quote
 * that is not closed on its line (an apostrophe in JSX text) is skipped rather than swallowing the
 * rest of the file.
 */
export function tokenize(text) {
  const tokens = []
  // One entry per open template literal: the brace depth of its current `${ }` expression.
  const templates = []
  let i = 0
  const n = text.length
  const last = () => tokens[tokens.length - 1]
  const regexAllowed = () => {
    const t = last()
    if (t === undefined) return true
    if (t.type === 'word') return BEFORE_REGEX.has(t.value)
    if (t.type === 'string' || t.type === 'value') return false
    return !(t.value === ')' || t.value === ']' || t.value === '}')
  }
  const skipTemplateText = () => {
    // Inside a template literal's text: to its end (`) or to the next `${`.
    while (i < n) {
      const c = text[i]
      if (c === '\\') i += 2
      else if (c === '`') {
        i++
        tokens.push({ type: 'value' })
        return
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2
        templates.push(0)
        return
      } else i++
    }
  }
  while (i < n) {
    const c = text[i]
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i)
      i = end === -1 ? n : end
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end === -1 ? n : end + 2
    } else if (c === "'" || c === '"') {
      let j = i + 1
      let value = ''
      let closed = false
      while (j < n) {
        const d = text[j]
        if (d === '\\') {
          value += text[j + 1] ?? ''
          j += 2
        } else if (d === c) {
          closed = true
          break
        } else if (d === '\n') break
        else {
          value += d
          j++
        }
      }
      if (closed) {
        tokens.push({ type: 'string', value })
        i = j + 1
      } else i++
    } else if (c === '`') {
      i++
      skipTemplateText()
    } else if (c === '/' && regexAllowed()) {
      let j = i + 1
      let inClass = false
      while (j < n && text[j] !== '\n') {
        const d = text[j]
        if (d === '/' && !inClass) break
        if (d === '[') inClass = true
        else if (d === ']') inClass = false
        j += d === '\\' ? 2 : 1
      }
      i = j + 1
      while (i < n && /[a-z]/i.test(text[i])) i++
      tokens.push({ type: 'value' })
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w$]/.test(text[j])) j++
      tokens.push({ type: 'word', value: text.slice(i, j) })
      i = j
    } else if (/[0-9]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w.]/.test(text[j])) j++
      tokens.push({ type: 'value' })
      i = j
    } else if (/\s/.test(c)) {
      i++
    } else {
      if (templates.length > 0) {
        if (c === '{') templates[templates.length - 1]++
        else if (c === '}') {
          if (templates[templates.length - 1] === 0) {
            templates.pop()
            i++
            skipTemplateText()
            continue
          }
          templates[templates.length - 1]--
        }
      }
      tokens.push({ type: 'punct', value: c })
      i++
    }
  }
  return tokens
}

const isWord = (t, value) => t?.type === 'word' && (value === undefined || t.value === value)
const isPunct = (t, value) => t?.type === 'punct' && t.value === value

/**
 * The module specifiers a file imports at run time: `import … from`, `import '…'`, `import('…')`,
 * `export … from`. Type-only imports and re-exports are left out.
 */
export function runtimeImports(text, { includeTypes = false } = {}) {
  const tokens = tokenize(text)
  const found = []
  // A brace list `{ a, type B }` starting at tokens[k]; returns the index after `}` and whether
  // every name in it is a type.
  const braceList = (k) => {
    let allTypes = true
    let empty = true
    let atName = true
    for (k++; k < tokens.length && !isPunct(tokens[k], '}'); k++) {
      const t = tokens[k]
      if (isPunct(t, ',')) atName = true
      else if (atName) {
        empty = false
        if (!(isWord(t, 'type') && isWord(tokens[k + 1]))) allTypes = false
        atName = false
      }
    }
    return { next: k + 1, typeOnly: !includeTypes && !empty && allTypes }
  }
  // `from '…'` at tokens[k]: the specifier, or undefined.
  const fromAt = (k) =>
    isWord(tokens[k], 'from') && tokens[k + 1]?.type === 'string' ? tokens[k + 1].value : undefined
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]
    const prev = tokens[k - 1]
    if (isPunct(prev, '.')) continue
    if (isWord(t, 'import')) {
      const a = tokens[k + 1]
      if (isPunct(a, '(')) {
        if (tokens[k + 2]?.type === 'string' && isPunct(tokens[k + 3], ')'))
          found.push(tokens[k + 2].value)
        continue
      }
      if (a?.type === 'string') {
        found.push(a.value)
        continue
      }
      const typeClause =
        isWord(a, 'type') &&
        (isPunct(tokens[k + 2], '{') ||
          isPunct(tokens[k + 2], '*') ||
          (isWord(tokens[k + 2]) && !isWord(tokens[k + 2], 'from')))
      if (typeClause && !includeTypes) continue
      // import a, { b } from / import * as ns from / import { type a } from
      let j = k + 1
      let typeOnly = false
      let sawDefault = false
      while (j < tokens.length && !isWord(tokens[j], 'from')) {
        if (isPunct(tokens[j], '{')) {
          const list = braceList(j)
          typeOnly = list.typeOnly
          j = list.next
        } else {
          if (isWord(tokens[j]) || isPunct(tokens[j], '*')) sawDefault = true
          if (isPunct(tokens[j], ';') || isPunct(tokens[j], '=')) break
          j++
        }
      }
      const spec = fromAt(j)
      if (spec !== undefined && (sawDefault || !typeOnly)) found.push(spec)
    } else if (isWord(t, 'export')) {
      let a = tokens[k + 1]
      if (isWord(a, 'type')) {
        if (!includeTypes) continue
        k++
        a = tokens[k + 1]
      }
      if (isPunct(a, '*')) {
        let j = k + 2
        if (isWord(tokens[j], 'as')) j += 2
        const spec = fromAt(j)
        if (spec !== undefined) found.push(spec)
      } else if (isPunct(a, '{')) {
        const list = braceList(k + 1)
        const spec = fromAt(list.next)
        if (spec !== undefined && !list.typeOnly) found.push(spec)
      }
    }
  }
  return found
}

function isFile(file) {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** The file a specifier names, or null for a package (or a path that does not exist). */
export function resolveImport(spec, fromFile, repoRoot) {
  let base
  if (spec.startsWith('./') || spec.startsWith('../'))
    base = path.resolve(path.dirname(fromFile), spec)
  else if (spec.startsWith('@/')) base = path.join(repoRoot, 'app', spec.slice(2))
  else if (spec.startsWith('@convex/')) base = path.join(repoRoot, 'convex', spec.slice(8))
  else if (spec.startsWith('@shared/')) base = path.join(repoRoot, 'shared', spec.slice(8))
  else return null
  const candidates = [base, ...EXTENSIONS.map((e) => base + e)]
  // TypeScript lets `./x.js` name `./x.ts`.
  if (/\.m?js$/.test(base)) {
    const stem = base.replace(/\.m?js$/, '')
    candidates.push(stem + '.ts', stem + '.tsx')
  }
  candidates.push(...EXTENSIONS.map((e) => path.join(base, 'index' + e)))
  return candidates.find(isFile) ?? null
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name))
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path.join(dir, entry.name)
    }
  }
}

/**
 * The run-time import graph of every source file under `roots` (paths relative to `repoRoot`), and
 * of any file they import from elsewhere in the repository, so a circle through a file outside the
 * roots is still seen. Map of absolute file → set of absolute files it imports.
 */
export function importGraph(repoRoot, roots = DEFAULT_ROOTS, options = {}) {
  const graph = new Map()
  const queue = []
  for (const root of roots) {
    const dir = path.resolve(repoRoot, root)
    if (!existsSync(dir)) throw new Error(`No such folder: ${dir}`)
    queue.push(...sourceFiles(dir))
  }
  while (queue.length > 0) {
    const file = queue.pop()
    if (graph.has(file)) continue
    const edges = new Set()
    graph.set(file, edges)
    for (const spec of runtimeImports(readFileSync(file, 'utf8'), options)) {
      const target = resolveImport(spec, file, repoRoot)
      if (target === null || target.includes(`${path.sep}node_modules${path.sep}`)) continue
      edges.add(target)
      if (!graph.has(target)) queue.push(target)
    }
  }
  return graph
}

/** Tarjan's strongly connected components, iteratively (no deep recursion on long chains). */
export function cycles(graph) {
  const index = new Map()
  const low = new Map()
  const onStack = new Set()
  const stack = []
  const found = []
  let counter = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], i: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      if (frame.i < frame.edges.length) {
        const next = frame.edges[frame.i++]
        if (!index.has(next)) {
          index.set(next, counter)
          low.set(next, counter++)
          stack.push(next)
          onStack.add(next)
          work.push({ node: next, edges: [...(graph.get(next) ?? [])], i: 0 })
        } else if (onStack.has(next)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(next)))
        }
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)))
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        const selfLoop = graph.get(frame.node)?.has(frame.node)
        if (component.length > 1 || selfLoop) found.push(component.sort())
      }
    }
  }
  return found
}

/**
 * Every import circle among the files under `roots`: a list of components, each a sorted list of
 * repository-relative paths with, per file, the files of the same component it imports.
 */
export function findCycles(repoRoot, roots = DEFAULT_ROOTS, options = {}) {
  const graph = importGraph(repoRoot, roots, options)
  const rel = (file) => path.relative(repoRoot, file).split(path.sep).join('/')
  return cycles(graph).map((component) => {
    const members = new Set(component)
    return component.map((file) => ({
      file: rel(file),
      imports: [...graph.get(file)]
        .filter((f) => members.has(f))
        .map(rel)
        .sort(),
    }))
  })
}

function main(argv) {
  const repoRoot = path.resolve(import.meta.dirname, '..')
  // --types: count type-only imports too (they tangle the layering, though nothing runs in a loop).
  const includeTypes = argv.includes('--types')
  const named = argv.filter((a) => a !== '--types')
  const roots = named.length > 0 ? named : DEFAULT_ROOTS
  const found = findCycles(repoRoot, roots, { includeTypes })
  if (found.length === 0) {
    console.info(`No import circles in ${roots.join(', ')}.`)
    return 0
  }
  console.error(`${found.length} import circle(s) in ${roots.join(', ')}:`)
  for (const [n, component] of found.entries()) {
    console.error(`\n${n + 1}. ${component.length} file(s)`)
    for (const { file, imports } of component) console.error(`  ${file} -> ${imports.join(', ')}`)
  }
  return 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2))
}

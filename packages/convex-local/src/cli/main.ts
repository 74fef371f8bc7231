/**
 * `convex-local` command line: dev, run, export, import, reset. See the package README.
 */
import { readFileSync, rmSync, createWriteStream } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { once } from 'node:events'
import type { JSONValue } from 'convex/values'
import { parseByteCount, startServer } from '../server'
import { readAdminKey } from '../http/adminKey'
import { callUnknownType } from '../http/callAny'
import { toCleanJson } from '../http/format'
import { canonicalizeUdfPath } from '../sync/encoding'
import { applyEnvChanges, readEnvFile, writeEnvFile, type EnvChange } from '../http/env'

type Flags = Record<string, string | boolean>

const BOOLEAN_FLAGS = new Set([
  'yes',
  'no-watch',
  'insecure-accept-unverified-jwt',
  'replace',
  'include-globals',
  'help',
  'verbose',
])

export function parseArgs(argv: string[]): { positional: string[]; flags: Flags } {
  const positional: string[] = []
  const flags: Flags = {}
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--') {
      positional.push(...argv.slice(i + 1))
      break
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=')
      if (eq !== -1) {
        flags[a.slice(2, eq)] = a.slice(eq + 1)
        continue
      }
      const name = a.slice(2)
      if (BOOLEAN_FLAGS.has(name)) flags[name] = true
      else {
        const value = argv[i + 1]
        if (value === undefined) throw new UsageError(`--${name} needs a value`)
        flags[name] = value
        i++
      }
    } else if (a === '-y') {
      flags.yes = true
    } else if (a === '-h') {
      flags.help = true
    } else {
      positional.push(a)
    }
  }
  return { positional, flags }
}

class UsageError extends Error {}

const USAGE = `convex-local: an offline, SQLite-backed Convex backend

Usage:
  convex-local dev    [--dir convex] [--port 3210] [--site-port 3211] [--data .convex-local]
                      [--host 127.0.0.1] [--synchronous FULL|NORMAL] [--no-watch]
                      [--max-upload-bytes N] [--insecure-accept-unverified-jwt] [--verbose]
  convex-local start  (same options as dev, without watching files)
  convex-local run    <module:function> ['<json args>'] [--url http://127.0.0.1:3210] [--admin-key KEY]
                      [--dir convex] [--data .convex-local] [--port 3210]
  convex-local export <file.jsonl> [--data .convex-local] [--include-globals]
  convex-local import <file.jsonl> [--data .convex-local] [--replace] [--port 3210]
  convex-local reset  --yes [--data .convex-local] [--port 3210]
  convex-local codegen [--dir convex] [--url URL] [--admin-key KEY] [--data .convex-local]
                      [--typecheck disable|enable|try]
  convex-local env set <NAME> <value> | env set <NAME>=<value>
  convex-local env get <NAME> | env list | env remove <NAME>
                      [--data .convex-local] [--port 3210] [--url URL] [--admin-key KEY]
`

function str(flags: Flags, name: string, fallback: string): string {
  const v = flags[name]
  return typeof v === 'string' ? v : fallback
}

function int(flags: Flags, name: string, fallback: number): number {
  const v = flags[name]
  if (v === undefined) return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new UsageError(`--${name} must be a port number`)
  return n
}

function synchronousFlag(flags: Flags): 'FULL' | 'NORMAL' | undefined {
  const v = flags.synchronous
  if (v === undefined) return undefined
  const s = String(v).toUpperCase()
  if (s !== 'FULL' && s !== 'NORMAL') throw new UsageError('--synchronous must be FULL or NORMAL')
  return s
}

/** True when something answers HTTP at `url` (a running convex-local). */
async function serverAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/version`, { signal: AbortSignal.timeout(2000) })
    await res.arrayBuffer()
    return true
  } catch {
    return false
  }
}

function uploadCap(text: string): number {
  const n = parseByteCount(text)
  if (n === null) throw new UsageError(`--max-upload-bytes must be a positive number of bytes`)
  return n
}

async function dev(
  flags: Flags,
  out: (line: string) => void,
  { showAdminKey = true } = {},
): Promise<number> {
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  const server = await startServer({
    convexDir: resolve(str(flags, 'dir', 'convex')),
    dataDir,
    host: str(flags, 'host', '127.0.0.1'),
    port: int(flags, 'port', 3210),
    sitePort: int(flags, 'site-port', 3211),
    synchronous: synchronousFlag(flags),
    watch: flags['no-watch'] !== true,
    insecureAcceptUnverifiedJwt: flags['insecure-accept-unverified-jwt'] === true,
    ...(typeof flags['max-upload-bytes'] === 'string'
      ? { maxUploadBytes: uploadCap(flags['max-upload-bytes']) }
      : {}),
    log: (m) => console.error(m),
    trace: flags.verbose
      ? (dir, session, msg) =>
          console.error(`[sync ${session.sessionId.slice(0, 8)} ${dir}] ${JSON.stringify(msg)}`)
      : undefined,
  })
  out(`convex-local is running (data: ${dataDir})`)
  out(`CONVEX_URL=${server.url}`)
  out(`VITE_CONVEX_URL=${server.url}`)
  out(`NEXT_PUBLIC_CONVEX_URL=${server.url}`)
  out(`CONVEX_SITE_URL=${server.siteUrl}`)
  // A production log is read by more people than the deployment's operators: there, only say
  // where the key is kept.
  if (showAdminKey) out(`CONVEX_LOCAL_ADMIN_KEY=${server.adminKey}`)
  else out(`CONVEX_LOCAL_ADMIN_KEY_FILE=${join(dataDir, 'admin_key')}`)
  if (flags['insecure-accept-unverified-jwt']) {
    out('WARNING: --insecure-accept-unverified-jwt: JWT signatures are NOT verified')
  }
  const signal = await Promise.race([once(process, 'SIGINT'), once(process, 'SIGTERM')])
  out(`convex-local: shutting down (${String(signal[0] ?? 'signal')})`)
  await server.close()
  return 0
}

function parseJsonArgs(text: string | undefined): JSONValue {
  if (text === undefined || text.trim() === '') return {}
  try {
    return JSON.parse(text) as JSONValue
  } catch (e) {
    throw new UsageError(`Arguments must be JSON: ${(e as Error).message}`)
  }
}

async function run(
  positional: string[],
  flags: Flags,
  out: (line: string) => void,
): Promise<number> {
  const fn = positional[0]
  if (!fn)
    throw new UsageError(
      'run needs a function, e.g. convex-local run messages:list \'{"channel":"a"}\'',
    )
  const udfPath = canonicalizeUdfPath(fn.replace(/\.(ts|js)(?=:|$)/, ''))
  const args = parseJsonArgs(positional[1])
  const dataDir = resolve(str(flags, 'data', '.convex-local'))

  let result:
    | { status: 'success'; value: JSONValue; logLines: string[] }
    | { status: 'error'; errorMessage: string; errorData?: JSONValue; logLines: string[] }

  const server = await runningServer(flags, dataDir)
  if (server) {
    const { url, adminKey } = server
    let res: Response
    try {
      res = await fetch(`${url}/api/function`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Convex ${adminKey}` },
        body: JSON.stringify({ path: udfPath, args, format: 'json' }),
      })
    } catch (e) {
      console.error(`convex-local run: could not reach ${url}: ${(e as Error).message}`)
      return 1
    }
    if (!res.ok) {
      console.error(`convex-local run: ${res.status} ${await res.text()}`)
      return 1
    }
    result = (await res.json()) as typeof result
  } else {
    // No server: run in-process against the same data directory.
    const { createEngine } = await import('../engine/index')
    const engine = await createEngine({
      convexDir: resolve(str(flags, 'dir', 'convex')),
      dataDir,
      synchronous: synchronousFlag(flags),
      env: readEnvFile(dataDir),
      // A one-off call: cron jobs (and their persisted schedule) are the server's business.
      crons: false,
    })
    try {
      const r = await callUnknownType(engine, { udfPath, args, identity: { kind: 'admin' } })
      result = r.success
        ? { status: 'success', value: toCleanJson(r.value), logLines: r.logLines }
        : {
            status: 'error',
            errorMessage: r.errorMessage,
            ...(r.errorData !== undefined ? { errorData: toCleanJson(r.errorData) } : {}),
            logLines: r.logLines,
          }
    } finally {
      await engine.close()
    }
  }
  for (const line of result.logLines ?? []) console.error(line)
  if (result.status === 'success') {
    out(JSON.stringify(result.value ?? null, null, 2))
    return 0
  }
  console.error(result.errorMessage)
  if (result.errorData !== undefined)
    console.error(`errorData: ${JSON.stringify(result.errorData)}`)
  return 1
}

async function openStoreAt(dataDir: string) {
  const { openStore } = await import('../storage/index')
  return openStore({ dataDir })
}

async function exportCmd(
  positional: string[],
  flags: Flags,
  out: (line: string) => void,
): Promise<number> {
  const file = positional[0]
  if (!file) throw new UsageError('export needs a file name')
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  const store = await openStoreAt(dataDir)
  try {
    const stream = createWriteStream(resolve(file))
    let count = 0
    for (const line of store.exportAll({ includeGlobals: flags['include-globals'] === true })) {
      if (!stream.write(`${line}\n`)) await once(stream, 'drain')
      count++
    }
    stream.end()
    await once(stream, 'finish')
    out(`Exported ${count} lines to ${resolve(file)}`)
  } finally {
    await store.close()
  }
  return 0
}

async function importCmd(
  positional: string[],
  flags: Flags,
  out: (line: string) => void,
): Promise<number> {
  const file = positional[0]
  if (!file) throw new UsageError('import needs a file name')
  const url = `http://127.0.0.1:${int(flags, 'port', 3210)}`
  if (await serverAnswers(url)) {
    console.error(`convex-local import: a server is running at ${url}; stop it first`)
    return 1
  }
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  const lines = readFileSync(resolve(file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
  const store = await openStoreAt(dataDir)
  try {
    await store.importAll(lines, { replace: flags.replace === true })
  } finally {
    await store.close()
  }
  out(`Imported ${lines.length} lines from ${resolve(file)}`)
  return 0
}

async function reset(flags: Flags, out: (line: string) => void): Promise<number> {
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  if (flags.yes !== true) {
    console.error(
      `convex-local reset deletes the database in ${dataDir}. Re-run with --yes to confirm.`,
    )
    return 1
  }
  const url = `http://127.0.0.1:${int(flags, 'port', 3210)}`
  if (await serverAnswers(url)) {
    console.error(`convex-local reset: a server is running at ${url}; stop it first`)
    return 1
  }
  // The admin key and env.json survive a reset; the database, build output and files do not.
  for (const name of ['db.sqlite', 'db.sqlite-wal', 'db.sqlite-shm', 'build', 'storage']) {
    rmSync(join(dataDir, name), { recursive: true, force: true })
  }
  out(`Deleted the database in ${dataDir}`)
  return 0
}

/**
 * `npx convex codegen` offline: points the stock Convex CLI at a running convex-local (which serves
 * the two endpoints codegen needs), or at a temporary one when none answers.
 */
async function codegen(flags: Flags, out: (line: string) => void): Promise<number> {
  const convexDir = resolve(str(flags, 'dir', 'convex'))
  const projectRoot = dirname(convexDir)
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  let target: { url: string; adminKey: string; close?: () => Promise<void> }
  const running = await runningServer(flags, dataDir)
  if (running) {
    target = running
  } else {
    const server = await startServer({
      convexDir,
      port: 0,
      sitePort: 0,
      log: (m) => console.error(m),
    })
    target = { url: server.url, adminKey: server.adminKey, close: () => server.close() }
  }
  try {
    const require = createRequire(join(projectRoot, 'package.json'))
    const convexBin = join(dirname(require.resolve('convex/package.json')), 'bin/main.js')
    const typecheck = str(flags, 'typecheck', 'disable')
    out(`Running convex codegen against ${target.url}`)
    const child = spawn(
      process.execPath,
      [
        convexBin,
        'codegen',
        '--url',
        target.url,
        '--admin-key',
        target.adminKey,
        '--typecheck',
        typecheck,
      ],
      { cwd: projectRoot, stdio: 'inherit' },
    )
    const [code] = (await once(child, 'exit')) as [number | null]
    return code ?? 1
  } finally {
    await target.close?.()
  }
}

/**
 * `env set|get|list|remove`, like `npx convex env`. Variables live in `<data>/env.json`. When a
 * server answers (`--url`, or `--port`), changes go through it (`POST
 * /api/update_environment_variables`), so running functions see them at once; otherwise the file is
 * edited directly and read at the next start.
 */
async function envCmd(
  positional: string[],
  flags: Flags,
  out: (line: string) => void,
): Promise<number> {
  const [sub, ...args] = positional
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  const current = () => readEnvFile(dataDir) ?? {}
  if (sub === 'list' || sub === 'ls') {
    for (const [name, value] of Object.entries(current())) out(`${name}=${value}`)
    return 0
  }
  if (sub === 'get') {
    const name = args[0]
    if (!name) throw new UsageError('env get needs a variable name')
    const value = current()[name]
    if (value === undefined) {
      console.error(`Environment variable "${name}" not found.`)
      return 1
    }
    out(value)
    return 0
  }
  let changes: EnvChange[]
  if (sub === 'set') {
    const [first, second] = args
    if (!first) throw new UsageError('env set needs NAME value (or NAME=value)')
    const eq = first.indexOf('=')
    if (second === undefined && eq > 0) {
      changes = [{ name: first.slice(0, eq), value: first.slice(eq + 1) }]
    } else {
      if (second === undefined) throw new UsageError(`env set ${first} needs a value`)
      changes = [{ name: first, value: second }]
    }
  } else if (sub === 'remove' || sub === 'rm' || sub === 'unset') {
    if (args.length === 0) throw new UsageError('env remove needs a variable name')
    changes = args.map((name) => ({ name }))
  } else {
    throw new UsageError('env needs one of: set, get, list, remove')
  }
  let next: Record<string, string>
  try {
    next = applyEnvChanges(current(), changes)
  } catch (e) {
    console.error(`convex-local env: ${(e as Error).message}`)
    return 1
  }
  const server = await runningServer(flags, dataDir)
  if (server) {
    const { url, adminKey } = server
    let res: Response
    try {
      res = await fetch(`${url}/api/update_environment_variables`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Convex ${adminKey}` },
        body: JSON.stringify({ changes }),
      })
    } catch (e) {
      console.error(`convex-local env: could not reach ${url}: ${(e as Error).message}`)
      return 1
    }
    if (!res.ok) {
      console.error(`convex-local env: ${res.status} ${await res.text()}`)
      return 1
    }
    await res.arrayBuffer()
  } else {
    writeEnvFile(dataDir, next)
  }
  for (const c of changes) {
    out(c.value === undefined ? `Removed ${c.name}` : `Set ${c.name}`)
  }
  return 0
}

/** Runs the CLI; resolves to the process exit code. */
export async function main(
  argv: string[],
  out: (line: string) => void = (l) => console.log(l),
): Promise<number> {
  try {
    const { positional, flags } = parseArgs(argv)
    const [command, ...rest] = positional
    if (flags.help || command === undefined || command === 'help') {
      out(USAGE)
      return command === undefined && !flags.help ? 1 : 0
    }
    switch (command) {
      case 'dev':
        return await dev(flags, out)
      case 'start':
        // Serving a finished app: no file watching; durability stays FULL unless asked otherwise.
        return await dev({ ...flags, 'no-watch': true }, out, { showAdminKey: false })
      case 'run':
        return await run(rest, flags, out)
      case 'export':
        return await exportCmd(rest, flags, out)
      case 'import':
        return await importCmd(rest, flags, out)
      case 'reset':
        return await reset(flags, out)
      case 'codegen':
        return await codegen(flags, out)
      case 'env':
        return await envCmd(rest, flags, out)
      default:
        throw new UsageError(`Unknown command ${command}`)
    }
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`convex-local: ${e.message}\n\n${USAGE}`)
      return 2
    }
    if ((e as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
      const err = e as NodeJS.ErrnoException & { port?: number }
      console.error(
        `convex-local: port ${err.port ?? ''} is already in use (another convex-local?). Use --port / --site-port.`,
      )
      return 1
    }
    console.error(`convex-local: ${(e as Error)?.stack ?? String(e)}`)
    return 1
  }
}

/**
 * The server `run`, `env` and `codegen` talk to: the one at --url, or one answering on --port, with
 * the admin key from --admin-key or the data directory. Null when none runs (they work in-process).
 */
async function runningServer(
  flags: Flags,
  dataDir: string,
): Promise<{ url: string; adminKey: string } | null> {
  const explicitUrl = typeof flags.url === 'string' ? flags.url.replace(/\/$/, '') : undefined
  const url = explicitUrl ?? `http://127.0.0.1:${int(flags, 'port', 3210)}`
  if (explicitUrl === undefined && !(await serverAnswers(url))) return null
  const adminKey = str(flags, 'admin-key', '') || readAdminKey(dataDir)
  if (!adminKey) {
    throw new UsageError(
      `No admin key: pass --admin-key or --data (looked in ${dataDir}/admin_key)`,
    )
  }
  return { url, adminKey }
}

/**
 * `env set|get|list|remove`, like `npx convex env`. Variables live in `<data>/env.json`. When a
 * server answers (`--url`, or `--port`), changes go through it (`POST
 * /api/update_environment_variables`), so running functions see them at once; otherwise the file is
 * edited directly and read at the next start.
 */
import { resolve } from 'node:path'
import { applyEnvChanges, readEnvFile, writeEnvFile, type EnvChange } from '../../http/env'
import { str, UsageError, type Flags } from '../args'
import { runningServer } from '../target'

export async function envCmd(
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

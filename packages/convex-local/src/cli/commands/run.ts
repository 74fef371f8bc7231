/**
 * `convex-local run <module:function> '<json args>'`: calls a function as admin, through the
 * running server when one answers, else in this process against the data directory.
 */
import { resolve } from 'node:path'
import type { JSONValue } from 'convex/values'
import { callUnknownType } from '../../http/callAny'
import { readEnvFile } from '../../http/env'
import { toCleanJson } from '../../http/format'
import { canonicalizeUdfPath } from '../../sync/encoding'
import { str, synchronousFlag, UsageError, type Flags } from '../args'
import { runningServer } from '../target'

function parseJsonArgs(text: string | undefined): JSONValue {
  if (text === undefined || text.trim() === '') return {}
  try {
    return JSON.parse(text) as JSONValue
  } catch (e) {
    throw new UsageError(`Arguments must be JSON: ${(e as Error).message}`)
  }
}

export async function run(
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
    const { createEngine } = await import('../../engine/index')
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

/**
 * Where a command does its work: the running server (over HTTP, with the admin key), or, when
 * none answers, the data directory itself.
 */
import { readAdminKey } from '../http/adminKey'
import { int, str, UsageError, type Flags } from './args'

/** True when something answers HTTP at `url` (a running convex-local). */
export async function serverAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/version`, { signal: AbortSignal.timeout(2000) })
    await res.arrayBuffer()
    return true
  } catch {
    return false
  }
}

/**
 * The server `run`, `env` and `codegen` talk to: the one at --url, or one answering on --port, with
 * the admin key from --admin-key or the data directory. Null when none runs (they work in-process).
 */
export async function runningServer(
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

/** The store of a data directory, opened in this process (loaded only by the commands using it). */
export async function openStoreAt(dataDir: string) {
  const { openStore } = await import('../storage/index')
  return openStore({ dataDir })
}

/**
 * Deployment environment variables (like `npx convex env`): persisted in `<data>/env.json`
 * (`{"NAME": "value"}`), applied to the functions' `process.env`. A running server takes changes
 * over `POST /api/update_environment_variables` (admin key; the endpoint `npx convex env set`
 * uses, body `{changes: [{name, value?}]}`, no value = remove) and also picks up edits of
 * `env.json` when it watches files.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { adminKeyMatches } from './auth'
import { HttpError, readBody, sendJson, type HttpRoute } from './route'

export const ENV_FILE = 'env.json'

/** Always set by the server; `env set` refuses them. */
export const RESERVED_ENV = new Set(['CONVEX_CLOUD_URL', 'CONVEX_SITE_URL'])

export type EnvChange = { name: string; value?: string | null }

/** Convex's rules: a letter first, then letters, digits and underscores, under 40 characters. */
export function envNameError(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
    return `Invalid environment variable name "${name}": it must start with a letter and contain only letters, numbers and underscores`
  if (name.length >= 40)
    return `Invalid environment variable name "${name}": it must be shorter than 40 characters`
  if (RESERVED_ENV.has(name)) return `${name} is set by convex-local and cannot be changed`
  return null
}

export function envValueError(name: string, value: string): string | null {
  if (Buffer.byteLength(value) > 8192)
    return `The value of environment variable ${name} is longer than 8 KiB`
  return null
}

export function readEnvFile(dataDir: string): Record<string, string> | undefined {
  const file = join(dataDir, ENV_FILE)
  if (!existsSync(file)) return undefined
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${file} must hold a JSON object of strings`)
  const out: Record<string, string> = {}
  // CONVEX_CLOUD_URL / CONVEX_SITE_URL always describe this server: a stale copy is ignored.
  for (const [k, v] of Object.entries(parsed)) if (!RESERVED_ENV.has(k)) out[k] = String(v)
  return out
}

/** Writes env.json atomically (mode 0600: it holds secrets). */
export function writeEnvFile(dataDir: string, env: Record<string, string>): void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, ENV_FILE)
  const tmp = `${file}.${process.pid}.tmp`
  const sorted = Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(tmp, `${JSON.stringify(sorted, null, 2)}\n`, { mode: 0o600 })
  renameSync(tmp, file)
}

/** Applies changes to a map; throws HttpError(400) on a bad name or value. */
export function applyEnvChanges(
  env: Record<string, string>,
  changes: readonly EnvChange[],
): Record<string, string> {
  const next = { ...env }
  for (const c of changes) {
    if (typeof c?.name !== 'string') throw new HttpError(400, 'InvalidEnvVar', 'Missing "name"')
    const nameError = envNameError(c.name)
    if (nameError) throw new HttpError(400, 'InvalidEnvVarName', nameError)
    if (c.value === undefined || c.value === null) {
      delete next[c.name]
    } else {
      if (typeof c.value !== 'string')
        throw new HttpError(400, 'InvalidEnvVarValue', `The value of ${c.name} must be a string`)
      const valueError = envValueError(c.name, c.value)
      if (valueError) throw new HttpError(400, 'InvalidEnvVarValue', valueError)
      next[c.name] = c.value
    }
  }
  return next
}

export function createEnvRoute(options: {
  adminKey: string
  /** Applies the changes (persist, process.env, reload); resolves when functions see them. */
  update: (changes: EnvChange[]) => Promise<void>
}): HttpRoute {
  const requireAdmin = (header: string | undefined) => {
    const m = typeof header === 'string' ? /^\s*Convex\s+(\S+)\s*$/.exec(header) : null
    if (!m || !adminKeyMatches(m[1]!, options.adminKey))
      throw new HttpError(
        401,
        'BadAdminKey',
        'The provided admin key was invalid for this instance',
      )
  }
  return async (req, res, url) => {
    if (req.method !== 'POST') return false
    const path = url.pathname
    if (path !== '/api/update_environment_variables') return false
    try {
      requireAdmin(req.headers.authorization)
      const raw = await readBody(req)
      let body: { changes?: unknown }
      try {
        body = JSON.parse(raw.toString('utf8') || '{}') as { changes?: unknown }
      } catch (e) {
        throw new HttpError(
          400,
          'BadJsonBody',
          `Failed to parse the JSON body: ${(e as Error).message}`,
        )
      }
      if (!Array.isArray(body.changes))
        throw new HttpError(400, 'BadRequest', 'Expected {"changes": [{"name", "value"?}]}')
      applyEnvChanges({}, body.changes as EnvChange[]) // validate before touching anything
      await options.update(body.changes as EnvChange[])
      sendJson(res, 200, {})
    } catch (e) {
      if (!(e instanceof HttpError)) throw e
      sendJson(res, e.status, { code: e.code, message: e.message })
    }
    return true
  }
}

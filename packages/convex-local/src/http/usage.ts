/**
 * `GET /api/convex_local/usage` (admin key, `Authorization: Convex <key>`): what each function has
 * read and written since the server started (runtime/usage), as
 * `{"functions": [{componentPath, udfPath, calls, documentsRead, bytesRead, databaseQueries,
 * documentsWritten, bytesWritten}]}`. convex-local's own endpoint (Convex Cloud shows the same in
 * its dashboard): compare two snapshots to see what one request cost.
 */
import type { Engine } from '../engine/types'
import type { FunctionUsage } from '../runtime/usage'
import { sendJson, type HttpRoute } from './route'
import { adminKeyMatches } from './auth'

export const USAGE_PATH = '/api/convex_local/usage'

export function hasUsage(engine: Engine): engine is Engine & { usage(): FunctionUsage[] } {
  return typeof (engine as { usage?: unknown }).usage === 'function'
}

export function createUsageRoute(options: {
  engine: Engine & { usage(): FunctionUsage[] }
  adminKey: string
}): HttpRoute {
  return (req, res, url) => {
    if (url.pathname !== USAGE_PATH || req.method !== 'GET') return false
    const header = req.headers.authorization
    const m = typeof header === 'string' ? /^\s*Convex\s+(\S+)\s*$/.exec(header) : null
    if (!m || !adminKeyMatches(m[1]!, options.adminKey)) {
      sendJson(res, 401, {
        code: 'BadAdminKey',
        message: 'The provided admin key was invalid for this instance',
      })
      return true
    }
    sendJson(res, 200, { functions: options.engine.usage() })
    return true
  }
}

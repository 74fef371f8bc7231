/**
 * Starts an engine and the servers in front of it: the cloud port (HTTP API + WebSocket sync) and
 * the site port (HTTP actions; 404 until they exist).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Engine, UserIdentityJson } from './engine/types'
import { loadOrCreateAdminKey, generateAdminKey } from './http/adminKey'
import { applyCors, createApiHandler, sendJson, type HttpRoute } from './http/api'
import { rejectingAuthenticator, unverifiedJwtAuthenticator, type Authenticator } from './http/auth'
import { SyncServer, type SyncServerOptions } from './sync/server'
import { createCodegenRoute, type ChildComponent } from './http/codegen'

export type { HttpRoute } from './http/api'
export type { Authenticator } from './http/auth'

export type StartServerOptions = {
  /** The app's `convex/` directory (default `convex`). Ignored when `engine` is given. */
  convexDir?: string
  /** Data directory (SQLite, admin key). Undefined: a throwaway engine and an in-memory admin key. */
  dataDir?: string
  /** Interface to bind (default 127.0.0.1). */
  host?: string
  /** Cloud port (default 3210; 0 picks a free port). */
  port?: number
  /** Site port for HTTP actions (default 3211; 0 picks a free port). */
  sitePort?: number
  synchronous?: 'FULL' | 'NORMAL'
  /** Rebuild and reload on changes in convexDir (default false here, true in `convex-local dev`). */
  watch?: boolean
  /** Extra environment variables for the functions. */
  env?: Record<string, string>
  /** Overrides the admin key (otherwise `<dataDir>/admin_key`, created on first start). */
  adminKey?: string
  /** Verifies user JWTs. Default: the engine's `authenticate` if it has one, else see below. */
  authenticate?: Authenticator
  /** DEVELOPMENT ONLY: accept any JWT without verifying its signature. */
  insecureAcceptUnverifiedJwt?: boolean
  /** Use this engine instead of creating one (tests). It is not closed by close(). */
  engine?: Engine | ((urls: { cloudUrl: string; siteUrl: string }) => Promise<Engine>)
  /** Idle time before a Ping is sent on a socket (default 15 s). */
  pingIntervalMs?: number
  /** WebSocket-level ping interval; sockets that miss a pong are dropped (default 30 s). */
  heartbeatMs?: number
  /** Extra routes on the cloud port, tried after the API and codegen endpoints (storage, JWKS...). */
  routes?: HttpRoute[] | ((context: RouteContext) => HttpRoute[])
  /**
   * Child components per definition path, for the codegen endpoints. Default: the engine's
   * `childComponents(definitionPath)` if it has one, else none.
   */
  childComponents?: (definitionPath: string) => ChildComponent[] | Promise<ChildComponent[]>
  /** Routes on the site port (HTTP actions). */
  siteRoutes?: HttpRoute[] | ((context: RouteContext) => HttpRoute[])
  log?: (message: string) => void
  /** Sees every sync frame in both directions (debugging, tests). */
  trace?: SyncServerOptions['trace']
}

/** What route factories get once the engine exists. */
export type RouteContext = {
  engine: Engine
  adminKey: string
  authenticate: Authenticator
  url: string
  siteUrl: string
  log: (message: string) => void
}

export type RunningServer = {
  /** Cloud origin, e.g. http://127.0.0.1:3210: what CONVEX_URL / VITE_CONVEX_URL point at. */
  url: string
  /** Site origin for HTTP actions, e.g. http://127.0.0.1:3211. */
  siteUrl: string
  adminKey: string
  port: number
  sitePort: number
  engine: Engine
  sync: SyncServer
  close(): Promise<void>
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string
    }
    return pkg.version ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => reject(e)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function routeChain(routes: HttpRoute[], log: (m: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (applyCors(req, res)) return
      const url = new URL(req.url ?? '/', 'http://localhost')
      for (const route of routes) {
        if (await route(req, res, url)) return
      }
      sendJson(res, 404, {
        code: 'NotFound',
        message: `No route for ${req.method} ${url.pathname}`,
      })
    } catch (e) {
      log(`http: ${(e as Error)?.stack ?? String(e)}`)
      if (!res.headersSent) sendJson(res, 500, { code: 'InternalServerError', message: String(e) })
      else res.destroy()
    }
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((m: string) => console.error(m))
  const host = options.host ?? '127.0.0.1'
  const adminKey =
    options.adminKey ??
    (options.dataDir !== undefined ? loadOrCreateAdminKey(options.dataDir) : generateAdminKey())

  // Handlers are installed once the engine exists; until then requests get 503.
  let cloudHandler: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined
  const notReady = (req: IncomingMessage, res: ServerResponse) => {
    if (applyCors(req, res)) return
    sendJson(res, 503, { code: 'NotReady', message: 'convex-local is starting' })
  }
  const cloud = createServer((req, res) => void (cloudHandler ?? notReady)(req, res))
  let siteHandler: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined
  const site = createServer((req, res) => void (siteHandler ?? notReady)(req, res))
  cloud.on('upgrade', (_req, socket) => {
    if (!cloudHandler)
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      )
  })

  let engine: Engine | undefined
  let ownsEngine = false
  try {
    const port = await listen(cloud, options.port ?? 3210, host)
    const sitePort = await listen(site, options.sitePort ?? 3211, host)
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
    const url = `http://${urlHost}:${port}`
    const siteUrl = `http://${urlHost}:${sitePort}`

    if (typeof options.engine === 'function')
      engine = await options.engine({ cloudUrl: url, siteUrl })
    else if (options.engine) engine = options.engine
    else {
      const { createEngine } = await import('./engine/index')
      engine = await createEngine({
        convexDir: options.convexDir ?? 'convex',
        dataDir: options.dataDir,
        synchronous: options.synchronous,
        watch: options.watch ?? false,
        cloudUrl: url,
        siteUrl,
        env: options.env,
      })
      ownsEngine = true
    }
    const theEngine = engine

    const engineAuth = (
      theEngine as Engine & { authenticate?: (token: string) => Promise<UserIdentityJson> }
    ).authenticate
    const authenticate: Authenticator =
      options.authenticate ??
      (options.insecureAcceptUnverifiedJwt
        ? unverifiedJwtAuthenticator()
        : typeof engineAuth === 'function'
          ? (token) => engineAuth.call(theEngine, token)
          : rejectingAuthenticator())

    const sync = new SyncServer({
      engine: theEngine,
      adminKey,
      authenticate,
      pingIntervalMs: options.pingIntervalMs,
      heartbeatMs: options.heartbeatMs,
      log,
      trace: options.trace,
    })
    sync.attach(cloud)
    const api = createApiHandler({
      engine: theEngine,
      adminKey,
      authenticate,
      version: packageVersion(),
      instanceName: 'convex-local',
      log,
    })
    const engineChildren = (
      theEngine as Engine & {
        childComponents?: (definitionPath: string) => ChildComponent[] | Promise<ChildComponent[]>
      }
    ).childComponents
    const codegen = createCodegenRoute({
      adminKey,
      childComponents:
        options.childComponents ??
        (typeof engineChildren === 'function'
          ? (p) => engineChildren.call(theEngine, p)
          : undefined),
    })
    const context: RouteContext = { engine: theEngine, adminKey, authenticate, url, siteUrl, log }
    const resolveRoutes = (r: StartServerOptions['routes']) =>
      typeof r === 'function' ? r(context) : (r ?? [])
    const siteRoutes = resolveRoutes(options.siteRoutes)
    // The cloud port also serves the site's routes under /http/* (as the real local backend does).
    const httpPrefix: HttpRoute = async (req, res, u) => {
      if (!u.pathname.startsWith('/http/')) return false
      const rest = u.pathname.slice('/http'.length) + u.search
      const inner = new URL(rest, 'http://localhost')
      req.url = rest
      for (const route of siteRoutes) if (await route(req, res, inner)) return true
      return false
    }
    cloudHandler = routeChain([api, codegen, ...resolveRoutes(options.routes), httpPrefix], log)
    siteHandler = routeChain(siteRoutes, log)

    let closed: Promise<void> | undefined
    return {
      url,
      siteUrl,
      adminKey,
      port,
      sitePort,
      engine: theEngine,
      sync,
      close() {
        closed ??= (async () => {
          await sync.close()
          await Promise.all([closeServer(cloud), closeServer(site)])
          if (ownsEngine) await theEngine.close()
        })()
        return closed
      },
    }
  } catch (e) {
    await Promise.all([closeServer(cloud), closeServer(site)])
    if (engine && ownsEngine) await engine.close().catch(() => {})
    throw e
  }
}

/**
 * Starts an engine and the servers in front of it: the cloud port (HTTP API + WebSocket sync) and
 * the site port (HTTP actions; 404 until they exist).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFileSync, watch as watchFs, type FSWatcher } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Engine, UserIdentityJson } from './engine/types'
import { loadOrCreateAdminKey, generateAdminKey } from './http/adminKey'
import { createApiHandler } from './http/api'
import { rejectingAuthenticator, unverifiedJwtAuthenticator, type Authenticator } from './http/auth'
import { SyncServer, type SyncServerOptions } from './sync/server'
import { createCodegenRoute, type ChildComponent, type DefinitionFunction } from './http/codegen'
import { createHttpActionRoute, hasHttpActions } from './http/httpActions'
import { createJwksRoute, createStorageRoute, hasJwks, hasStorage } from './http/storage'
import { createUsageRoute, hasUsage } from './http/usage'
import {
  applyEnvChanges,
  createEnvRoute,
  readEnvFile,
  writeEnvFile,
  ENV_FILE,
  type EnvChange,
} from './http/env'
import { authConfigProviders, createTokenValidator } from './auth/index'
import { createSnapshotRoutes } from './http/snapshots'
import { applyCors, HttpError, sendJson, type HttpRoute } from './http/route'

/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
const KEEP_ALIVE_MS = 65_000

export type { HttpRoute } from './http/route'
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
  /**
   * Extra environment variables for the functions, on top of `<dataDir>/env.json` (which the server
   * reads itself and which `POST /api/update_environment_variables` / `convex-local env` change).
   */
  env?: Record<string, string>
  /** Overrides the admin key (otherwise `<dataDir>/admin_key`, created on first start). */
  adminKey?: string
  /**
   * Verifies user JWTs. Default: the providers of the app's `convex/auth.config.ts`
   * (rebuilt on every reload); an engine's own `authenticate` takes precedence if it has one.
   */
  authenticate?: Authenticator
  /** DEVELOPMENT ONLY: accept any JWT without verifying its signature. */
  insecureAcceptUnverifiedJwt?: boolean
  /**
   * Largest file an upload URL accepts, in bytes; a larger body is cut off while it streams.
   * Default: `CONVEX_LOCAL_MAX_UPLOAD_BYTES` of this process's environment, else no limit.
   */
  maxUploadBytes?: number | null
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

/** `cors`: whether the server adds CORS headers (not for HTTP actions: the app's router does). */
function routeChain(routes: HttpRoute[], log: (m: string) => void, cors = true) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (cors && !(req.url ?? '').startsWith('/http/') && applyCors(req, res)) return
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

/** A positive whole number of bytes, or null (unset, empty or not a number: no limit). */
export function parseByteCount(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null
  const n = Number(text)
  return Number.isSafeInteger(n) && n > 0 ? n : null
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
  // Node closes a keep-alive connection idle for 5 s; a client that reuses it at that moment
  // (a test's request context between two steps, a stock client between two calls) gets
  // ECONNRESET. Convex's backend keeps idle connections far longer: so does this one.
  for (const server of [cloud, site]) {
    server.keepAliveTimeout = KEEP_ALIVE_MS
    server.headersTimeout = KEEP_ALIVE_MS + 1_000
  }
  cloud.on('upgrade', (_req, socket) => {
    if (!cloudHandler)
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      )
  })

  let engine: Engine | undefined
  let ownsEngine = false
  let envWatcher: FSWatcher | undefined
  let envTimer: NodeJS.Timeout | undefined
  let stopped = false
  const stopEnvWatch = () => {
    stopped = true
    envWatcher?.close()
    clearTimeout(envTimer)
  }
  // Variables of <dataDir>/env.json (managed: `env set/remove` change them).
  let fileEnv: Record<string, string> =
    options.dataDir !== undefined ? (readEnvFile(options.dataDir) ?? {}) : {}
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
        env: { ...fileEnv, ...options.env },
        maxUploadBytes:
          options.maxUploadBytes !== undefined
            ? options.maxUploadBytes
            : parseByteCount(process.env.CONVEX_LOCAL_MAX_UPLOAD_BYTES),
      })
      ownsEngine = true
    }
    const theEngine = engine

    const engineAuth = (
      theEngine as Engine & { authenticate?: (token: string) => Promise<UserIdentityJson> }
    ).authenticate
    const appOf = (theEngine as Engine & { app?: () => { authConfig?: unknown } }).app
    // The app's auth.config.ts providers, rebuilt when the engine reloads the code.
    const authConfigAuthenticator = (): Authenticator => {
      if (typeof appOf !== 'function') return rejectingAuthenticator()
      try {
        const providers = authConfigProviders(appOf.call(theEngine).authConfig)
        if (providers.length === 0) return rejectingAuthenticator()
        const validator = createTokenValidator({
          providers: providers as Parameters<typeof createTokenValidator>[0]['providers'],
        })
        return (token) => validator.validate(token)
      } catch (e) {
        log(`auth: convex/auth.config.ts is invalid: ${(e as Error)?.message ?? String(e)}`)
        return async () => {
          throw e
        }
      }
    }
    const configuredProviders = (): readonly unknown[] => {
      try {
        return typeof appOf === 'function'
          ? authConfigProviders(appOf.call(theEngine).authConfig)
          : []
      } catch {
        return []
      }
    }
    let currentAuthenticator: Authenticator =
      options.authenticate ??
      (options.insecureAcceptUnverifiedJwt
        ? unverifiedJwtAuthenticator(configuredProviders)
        : typeof engineAuth === 'function'
          ? (token) => engineAuth.call(theEngine, token)
          : authConfigAuthenticator())
    const followsAuthConfig =
      !options.authenticate &&
      !options.insecureAcceptUnverifiedJwt &&
      typeof engineAuth !== 'function'
    // Registered before the sync server's listener, so re-checked tokens use the new config.
    const stopAuthReload = followsAuthConfig
      ? theEngine.onReload(() => {
          currentAuthenticator = authConfigAuthenticator()
        })
      : () => {}
    const authenticate: Authenticator = (token) => currentAuthenticator(token)

    // `npx convex import` / `export`: their routes, and the `_system` queries they subscribe to.
    const snapshots = createSnapshotRoutes({ engine: theEngine, adminKey, log })
    const served = snapshots.engine
    const sync = new SyncServer({
      engine: served,
      adminKey,
      authenticate,
      pingIntervalMs: options.pingIntervalMs,
      heartbeatMs: options.heartbeatMs,
      log,
      trace: options.trace,
    })
    sync.attach(cloud)
    const api = createApiHandler({
      engine: served,
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
    const engineFunctions = (
      theEngine as Engine & {
        definitionFunctions?: (definitionPath: string) => Promise<DefinitionFunction[]>
      }
    ).definitionFunctions
    const codegen = createCodegenRoute({
      adminKey,
      definitionFunctions:
        typeof engineFunctions === 'function'
          ? (p) => engineFunctions.call(theEngine, p)
          : undefined,
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
    // HTTP actions (convex/http.ts) answer everything the extra site routes do not.
    if (hasHttpActions(theEngine)) {
      siteRoutes.push(
        createHttpActionRoute({
          engine: theEngine,
          authenticate: () => currentAuthenticator,
          siteUrl,
          log,
        }),
      )
    }
    const builtinRoutes: HttpRoute[] = [
      createEnvRoute({ adminKey, update: (changes) => updateEnv(changes) }),
    ]
    if (hasStorage(theEngine)) builtinRoutes.push(createStorageRoute({ engine: theEngine, log }))
    if (hasJwks(theEngine)) builtinRoutes.push(createJwksRoute(theEngine))
    if (hasUsage(theEngine)) builtinRoutes.push(createUsageRoute({ engine: theEngine, adminKey }))
    builtinRoutes.push(...snapshots.routes)

    const reloadEngine = async () => {
      const reload = (theEngine as Engine & { reload?: () => Promise<void> }).reload
      if (typeof reload === 'function') await reload.call(theEngine)
    }
    /** Sets process.env from a new env.json content; removed variables disappear. */
    const applyFileEnv = async (next: Record<string, string>) => {
      const previous = fileEnv
      fileEnv = next
      for (const name of Object.keys(previous)) {
        if (!(name in next) && !(options.env && name in options.env)) delete process.env[name]
      }
      for (const [name, value] of Object.entries(next)) {
        if (!(options.env && name in options.env)) process.env[name] = value
      }
      // Module-level reads of process.env need a fresh import of the code.
      try {
        await reloadEngine()
      } catch (e) {
        throw new HttpError(
          500,
          'ReloadFailed',
          `The environment variables were saved, but reloading the functions failed: ${(e as Error)?.message ?? String(e)}`,
        )
      }
    }
    let envLock: Promise<unknown> = Promise.resolve()
    const updateEnv = (changes: EnvChange[]): Promise<void> => {
      const run = envLock.then(async () => {
        const next = applyEnvChanges(fileEnv, changes)
        if (options.dataDir !== undefined) writeEnvFile(options.dataDir, next)
        await applyFileEnv(next)
      })
      envLock = run.catch(() => {})
      return run
    }
    if (options.watch && options.dataDir !== undefined) {
      const dataDir = options.dataDir
      const check = () => {
        void (envLock = envLock.then(async () => {
          if (stopped) return
          let next: Record<string, string>
          try {
            next = readEnvFile(dataDir) ?? {}
          } catch (e) {
            log(`env: ignoring ${ENV_FILE}: ${(e as Error).message}`)
            return
          }
          if (JSON.stringify(next) === JSON.stringify(fileEnv)) return
          log(`env: ${ENV_FILE} changed, reloading`)
          await applyFileEnv(next).catch((e: unknown) =>
            log(`env: reload failed: ${(e as Error)?.message ?? String(e)}`),
          )
        }))
      }
      try {
        envWatcher = watchFs(dataDir, (_event, name) => {
          if (name !== ENV_FILE) return
          clearTimeout(envTimer)
          envTimer = setTimeout(check, 50)
        })
        envWatcher.unref()
      } catch (e) {
        log(`env: cannot watch ${dataDir}: ${(e as Error).message}`)
      }
    }
    // The cloud port also serves the site's routes under /http/* (as the real local backend does).
    const httpPrefix: HttpRoute = async (req, res, u) => {
      if (!u.pathname.startsWith('/http/')) return false
      const rest = u.pathname.slice('/http'.length) + u.search
      const inner = new URL(rest, 'http://localhost')
      req.url = rest
      for (const route of siteRoutes) if (await route(req, res, inner)) return true
      return false
    }
    cloudHandler = routeChain(
      [api, codegen, ...builtinRoutes, ...resolveRoutes(options.routes), httpPrefix],
      log,
    )
    // CORS on the site port is the app's own business (its http.ts router).
    siteHandler = routeChain(siteRoutes, log, false)

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
          stopEnvWatch()
          stopAuthReload()
          // A variable change being applied finishes before the engine closes.
          await envLock
          await sync.close()
          await Promise.all([closeServer(cloud), closeServer(site)])
          if (ownsEngine) await theEngine.close()
        })()
        return closed
      },
    }
  } catch (e) {
    stopEnvWatch()
    await Promise.all([closeServer(cloud), closeServer(site)])
    if (engine && ownsEngine) await engine.close().catch(() => {})
    throw e
  }
}

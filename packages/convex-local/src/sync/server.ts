/**
 * The WebSocket sync endpoint: `/api/<anyVersion>/sync` and `/api/sync`, attached to a Node HTTP
 * server's `upgrade` event. Fans engine commits and reloads out to the sessions and keeps idle
 * sockets alive with `Ping`.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Engine } from '../engine/types'
import type { Authenticator } from '../http/auth'
import { MutationDedup } from './dedup'
import { QueryCache } from '../engine/queryCache'
import { SyncSession, type SessionOptions } from './session'

export type SyncServerOptions = {
  engine: Engine
  adminKey: string
  authenticate: Authenticator
  /** Send a Ping after this long without any message (default 15 s; the client gives up at 60 s). */
  pingIntervalMs?: number
  /** WebSocket-level ping interval; a socket that missed one pong is terminated (default 30 s). */
  heartbeatMs?: number
  log?: (message: string) => void
  trace?: SessionOptions['trace']
}

/** The largest sync message a client may send. */
export const MAX_SYNC_MESSAGE_BYTES = 32 * 1024 * 1024

const SYNC_PATH = /^\/api\/(?:[^/]+\/)?sync\/?$/

export function isSyncPath(pathname: string): boolean {
  return SYNC_PATH.test(pathname)
}

export class SyncServer {
  readonly sessions = new Set<SyncSession>()
  private readonly sockets = new Map<SyncSession, WebSocket>()
  /**
   * A message over 32 MiB closes the socket (1009) before it is buffered: room for 16 MiB of
   * arguments (Convex's limit) even as base64 bytes, while Convex's own sync socket allows 64 MiB.
   */
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SYNC_MESSAGE_BYTES })
  private readonly dedup = new MutationDedup()
  /** Results shared by the sessions, when the engine keeps no query cache of its own. */
  private readonly queryCache: QueryCache | null
  private readonly unsubscribe: Array<() => void> = []
  private readonly pingTimer: NodeJS.Timeout
  private readonly log: (message: string) => void
  private closing = false
  /** Sockets that answered the last WebSocket-level ping (dead TCP peers are terminated). */
  private readonly alive = new WeakSet<WebSocket>()
  private readonly heartbeat: NodeJS.Timeout

  constructor(private readonly options: SyncServerOptions) {
    this.log = options.log ?? (() => {})
    const engine = options.engine
    const own = (engine as { queryCache?: unknown }).queryCache
    this.queryCache =
      own instanceof QueryCache
        ? null
        : new QueryCache(
            () => engine.latestTs(),
            (readSet, writeSet) => engine.invalidates(readSet, writeSet),
          )
    this.unsubscribe.push(
      engine.onCommit((event) => {
        this.queryCache?.committed(event.writeSet)
        for (const s of this.sessions) s.onCommit(event.writeSet)
      }),
      engine.onReload(() => {
        this.queryCache?.clear()
        for (const s of this.sessions) s.onReload()
      }),
    )
    const idle = options.pingIntervalMs ?? 15_000
    this.pingTimer = setInterval(
      () => {
        for (const s of this.sessions) s.pingIfIdle(idle)
      },
      Math.max(10, Math.floor(idle / 3)),
    )
    this.pingTimer.unref()
    this.heartbeat = setInterval(() => {
      for (const ws of this.sockets.values()) {
        if (!this.alive.has(ws)) {
          ws.terminate()
          continue
        }
        this.alive.delete(ws)
        ws.ping()
      }
    }, options.heartbeatMs ?? 30_000)
    this.heartbeat.unref()
  }

  /** Attach to an HTTP server: upgrades on the sync paths are accepted, others rejected with 404. */
  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
      if (this.closing || !isSyncPath(pathname)) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws))
    })
  }

  private accept(ws: WebSocket): void {
    const session = new SyncSession(ws, {
      engine: this.options.engine,
      adminKey: this.options.adminKey,
      authenticate: this.options.authenticate,
      dedup: this.dedup,
      queryCache: this.queryCache ?? undefined,
      log: this.log,
      trace: this.options.trace,
    })
    this.sessions.add(session)
    this.sockets.set(session, ws)
    this.alive.add(ws)
    ws.on('pong', () => this.alive.add(ws))
    ws.on('message', (data, isBinary) => {
      this.alive.add(ws)
      if (isBinary) return
      session.receive(data.toString())
    })
    const drop = () => {
      session.markClosed()
      this.sessions.delete(session)
      this.sockets.delete(session)
    }
    ws.on('close', drop)
    ws.on('error', (e) => {
      this.log(`sync: socket error: ${e.message}`)
      drop()
    })
  }

  /** Abruptly kills every socket (the clients reconnect). Used by tests and on reload failures. */
  dropConnections(): void {
    for (const ws of this.sockets.values()) ws.terminate()
  }

  async close(): Promise<void> {
    this.closing = true
    clearInterval(this.pingTimer)
    clearInterval(this.heartbeat)
    for (const u of this.unsubscribe) u()
    for (const [session, ws] of this.sockets) {
      session.markClosed()
      ws.close(1001, 'ServerShutdown')
    }
    // Give close frames a moment, then make sure nothing lingers.
    await new Promise<void>((resolve) => setTimeout(resolve, 50).unref())
    for (const ws of this.sockets.values()) ws.terminate()
    this.sessions.clear()
    this.sockets.clear()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
  }
}

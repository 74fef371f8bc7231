/**
 * Sync protocol against the in-memory FakeEngine, driven by the stock `ConvexClient` (and a raw
 * `ws` socket for protocol violations).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConvexClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { ConvexError } from 'convex/values'
import WebSocket from 'ws'
import { startServer, type RunningServer } from '../../src/server'
import { decodeTs } from '../../src/sync/encoding'
import { decodeJwtPayload, identityFromClaims } from '../../src/http/auth'
import { FakeEngine } from './fake-engine'
import { recordingLogger, unsignedJwt, waitFor, type Frame, type RecordingLogger } from './helpers'

const api = anyApi as any

let engine: FakeEngine
let server: RunningServer
let frames: Frame[]
const clients: ConvexClient[] = []

async function boot(options: Parameters<typeof startServer>[0] = {}) {
  engine = new FakeEngine()
  frames = []
  server = await startServer({
    engine,
    port: 0,
    sitePort: 0,
    log: () => {},
    trace: (dir, _s, msg) => frames.push({ dir, msg }),
    ...options,
  })
}

function client(
  logger: RecordingLogger = recordingLogger(),
): ConvexClient & { logger: RecordingLogger } {
  const c = new ConvexClient(server.url, { logger: logger as any }) as ConvexClient & {
    logger: RecordingLogger
  }
  c.logger = logger
  clients.push(c)
  return c
}

/** Subscribes and exposes the latest value / error. */
function watch(c: ConvexClient, ref: any, args: Record<string, unknown> = {}) {
  const state: { values: unknown[]; value?: unknown; error?: Error } = { values: [] }
  const unsubscribe = c.onUpdate(
    ref,
    args,
    (v) => {
      state.value = v
      state.values.push(v)
      state.error = undefined
    },
    (e) => {
      state.error = e
    },
  )
  return Object.assign(state, { unsubscribe })
}

const outgoing = (type: string) =>
  frames.filter((f) => f.dir === 'out' && f.msg.type === type).map((f) => f.msg)

beforeEach(async () => {
  await boot()
})

afterEach(async () => {
  for (const c of clients.splice(0)) await c.close()
  await server.close()
  // No test may ever provoke a FatalError through the stock client.
  expect(outgoing('FatalError')).toEqual([])
})

describe('sync protocol (fake engine)', () => {
  it('subscribes, then gets live updates after a mutation from a second client', async () => {
    const a = client()
    const b = client()
    const sub = watch(a, api.messages.list)
    await waitFor(() => Array.isArray(sub.value) && sub.value, 'initial result')
    expect(sub.value).toEqual([])
    await b.mutation(api.messages.send, { body: 'hello' })
    const value = await waitFor(
      () => (sub.value as any[]).length === 1 && (sub.value as any[]),
      'live update',
    )
    expect(value[0].body).toBe('hello')
    expect(a.logger.errors).toEqual([])
  })

  it('resolves a mutation only after the transition that carries its write (read your writes)', async () => {
    const a = client()
    const sub = watch(a, api.counter.get)
    await waitFor(() => sub.value === 0, 'initial counter')
    const result = await a.mutation(api.counter.increment, {})
    expect(result).toBe(1)
    // The subscription already reflects the write when the promise resolves.
    expect(sub.value).toBe(1)
    const outs = frames.filter((f) => f.dir === 'out').map((f) => f.msg)
    const respIdx = outs.findIndex((m) => m.type === 'MutationResponse')
    expect(respIdx).toBeGreaterThan(-1)
    const respTs = decodeTs(outs[respIdx].ts)
    const carrying = outs.findIndex(
      (m, i) => i > respIdx && m.type === 'Transition' && decodeTs(m.endVersion.ts) >= respTs,
    )
    expect(carrying).toBeGreaterThan(respIdx)
    // No transition before the response claimed the mutation's ts.
    expect(
      outs
        .slice(0, respIdx)
        .some((m) => m.type === 'Transition' && decodeTs(m.endVersion.ts) >= respTs),
    ).toBe(false)
  })

  it('keeps transitions contiguous and sends only changed results', async () => {
    const a = client()
    const msgs = watch(a, api.messages.list)
    const counter = watch(a, api.counter.get)
    await waitFor(() => msgs.value !== undefined && counter.value !== undefined, 'both queries')
    frames.length = 0
    await a.mutation(api.counter.increment, {})
    const transitions = outgoing('Transition')
    const updatedIds = transitions.flatMap((t) => t.modifications.map((m: any) => m.type))
    expect(updatedIds).toEqual(['QueryUpdated']) // only counter:get changed
    // Every transition starts where the previous one ended.
    const all = outgoing('Transition')
    for (let i = 1; i < all.length; i++) expect(all[i].startVersion).toEqual(all[i - 1].endVersion)
  })

  it('reconnects after a killed socket and does not apply a re-sent mutation twice', async () => {
    const a = client()
    const counter = watch(a, api.counter.get)
    await waitFor(() => counter.value === 0, 'initial counter')
    const pending = a.mutation(api.counter.slowIncrement, {})
    await waitFor(() => engine.gates.length === 1, 'mutation started')
    const socketsBefore = server.sync.sessions.size
    expect(socketsBefore).toBe(1)
    server.sync.dropConnections()
    engine.gates.shift()!() // commits while the client is disconnected; its response is lost
    expect(await pending).toBe(1)
    expect(counter.value).toBe(1)
    expect(engine.executions.get('counter:slowIncrement')).toBe(1)
    // The re-send really happened on a new socket.
    const mutationFrames = frames.filter((f) => f.dir === 'in' && f.msg.type === 'Mutation')
    expect(mutationFrames.length).toBe(2)
    expect(mutationFrames[0]!.msg.requestId).toBe(mutationFrames[1]!.msg.requestId)
  })

  it('coalesces a re-send that arrives while the first execution is still running', async () => {
    const a = client()
    await a.query(api.counter.get, {})
    const pending = a.mutation(api.counter.slowIncrement, {})
    await waitFor(() => engine.gates.length === 1, 'mutation started')
    server.sync.dropConnections()
    await waitFor(
      () => frames.filter((f) => f.dir === 'in' && f.msg.type === 'Mutation').length === 2,
      're-sent mutation',
    )
    engine.gates.shift()!()
    expect(await pending).toBe(1)
    expect(engine.executions.get('counter:slowIncrement')).toBe(1)
    expect(engine.gates.length).toBe(0)
  })

  it('confirms a user token (insecure dev authenticator) and re-runs queries under the identity', async () => {
    await server.close()
    await boot({ insecureAcceptUnverifiedJwt: true })
    const a = client()
    const who = watch(a, api.auth.whoami)
    await waitFor(() => who.value === null, 'anonymous result')
    const changes: boolean[] = []
    a.setAuth(
      async () =>
        unsignedJwt({
          iss: 'https://issuer.test',
          sub: 'user-1',
          email: 'u@x.test',
          org: { id: 7 },
        }),
      (ok) => changes.push(ok),
    )
    await waitFor(() => changes.includes(true), 'auth confirmation')
    const identity = await waitFor(
      () => (who.value as any)?.subject && (who.value as any),
      'identity result',
    )
    expect(identity).toEqual({
      tokenIdentifier: 'https://issuer.test|user-1',
      subject: 'user-1',
      issuer: 'https://issuer.test',
      email: 'u@x.test',
      // No customJwt provider matches: OIDC field rules, custom claims kept as JSON.
      org: { id: 7 },
    })
    const auths = outgoing('Transition').filter(
      (t) => t.endVersion.identity > t.startVersion.identity,
    )
    expect(auths.length).toBeGreaterThanOrEqual(1)
  })

  it('rejects a user token with AuthError when no verifier is configured, and the client gives up', async () => {
    const a = client()
    const changes: boolean[] = []
    a.setAuth(
      async () => unsignedJwt({ iss: 'https://issuer.test', sub: 'user-1' }),
      (ok) => changes.push(ok),
    )
    await waitFor(() => changes.includes(false), 'auth failure reported', 20_000)
    const errors = outgoing('AuthError')
    expect(errors.length).toBeGreaterThanOrEqual(1)
    expect(errors[0]).toMatchObject({ baseVersion: 0, authUpdateAttempted: true })
    // The client still works anonymously afterwards.
    expect(await a.query(api.auth.whoami, {})).toBe(null)
  })

  it('re-checks user tokens after a reload (auth.config may have changed)', async () => {
    let accept = true
    await server.close()
    await boot({
      authenticate: async (token) => {
        if (!accept) throw new Error('issuer no longer configured')
        return identityFromClaims(decodeJwtPayload(token))
      },
    })
    const a = client()
    const changes: boolean[] = []
    a.setAuth(
      async () => unsignedJwt({ iss: 'https://i.test', sub: 'u1' }),
      (ok) => changes.push(ok),
    )
    await waitFor(() => changes.includes(true), 'confirmed')
    accept = false
    engine.reload()
    await waitFor(() => changes.includes(false), 'auth lost after reload', 20_000)
    expect(outgoing('AuthError')[0]).toMatchObject({ authUpdateAttempted: false })
    expect(await a.query(api.auth.whoami, {})).toBe(null)
  })

  it('accepts the admin key over the socket, which may call internal functions', async () => {
    const a = client()
    const adminClient = a as unknown as { setAdminAuth(key: string, acting?: object): void }
    adminClient.setAdminAuth(server.adminKey, { subject: 'acting', issuer: 'https://admin.test' })
    expect(await a.query(api.counter.secret, {})).toBe('secret')
    expect(await a.query(api.auth.whoami, {})).toMatchObject({
      subject: 'acting',
      tokenIdentifier: 'https://admin.test|acting',
    })
    const anon = client()
    await expect(anon.query(api.counter.secret, {})).rejects.toThrow(
      /Could not find public function/,
    )
  })

  it('keeps a paginated subscription gapless under inserts (journals)', async () => {
    for (const body of ['a', 'b', 'c', 'd']) engine.externalInsert('messages', { body })
    const a = client()
    const page1 = watch(a, api.messages.page, { numItems: 2, cursor: null })
    const first = await waitFor(() => page1.value as any, 'page 1')
    expect(first.page.map((m: any) => m.body)).toEqual(['a', 'b'])
    const page2 = watch(a, api.messages.page, { numItems: 2, cursor: first.continueCursor })
    await waitFor(() => (page2.value as any)?.page.length === 2, 'page 2')
    // Insert a row that sorts inside page 1: page 1 grows, page 2 does not shift.
    const rows = engine.tables.get('messages')!
    const id = engine.externalInsert('messages', { body: 'a2' })
    const inserted = rows.pop()!
    rows.splice(1, 0, inserted) // sorts between 'a' and 'b'
    expect(inserted._id).toBe(id)
    await waitFor(() => (page1.value as any).page.length === 3, 'page 1 grows')
    expect((page1.value as any).page.map((m: any) => m.body)).toEqual(['a', 'a2', 'b'])
    expect((page2.value as any).page.map((m: any) => m.body)).toEqual(['c', 'd'])
    const adds = frames.filter((f) => f.dir === 'out' && f.msg.type === 'Transition')
    const journals = adds
      .flatMap((t) => t.msg.modifications)
      .filter((m: any) => m.type === 'QueryUpdated')
    expect(journals.every((m: any) => typeof m.journal === 'string')).toBe(true)
  })

  it('reports user errors as failed results, never as FatalError', async () => {
    const a = client()
    const error = await a.mutation(api.counter.fail, { code: 'NOPE' }).catch((e: any) => e)
    expect(error).toBeInstanceOf(ConvexError)
    expect(error.data).toEqual({ code: 'NOPE', big: 5n })
    const failing = watch(a, api.counter.crash)
    await waitFor(() => failing.error, 'query error')
    expect(failing.error!.message).toMatch(/boom/)
    const guarded = watch(a, api.counter.guarded)
    const guardError = await waitFor(() => guarded.error, 'ConvexError from a query')
    expect(guardError).toBeInstanceOf(ConvexError)
    expect((guardError as ConvexError<any>).data).toEqual({ reason: 'forbidden', level: 3 })
    expect(
      outgoing('Transition')
        .flatMap((t) => t.modifications)
        .find((m: any) => m.type === 'QueryFailed' && m.errorData),
    ).toMatchObject({
      errorData: { reason: 'forbidden', level: 3 },
      logLines: ['[INFO] checking access'],
    })
    await expect(a.action(api.nope.missing, {})).rejects.toThrow(/Could not find public function/)
    // The connection is still alive and usable.
    expect(await a.mutation(api.counter.increment, {})).toBe(1)
    const failed = outgoing('Transition')
      .flatMap((t) => t.modifications)
      .find((m: any) => m.type === 'QueryFailed')
    expect(failed).toMatchObject({ errorMessage: 'Uncaught Error: boom', logLines: [] })
    expect(a.logger.errors.filter((e) => /fatal/i.test(e))).toEqual([])
  })

  it('runs actions concurrently and returns their logs', async () => {
    const a = client()
    const order: string[] = []
    const slow = a.action(api.actions.slow, { ms: 400, tag: 'slow' }).then((v) => order.push(v))
    const fast = a.action(api.actions.slow, { ms: 1, tag: 'fast' }).then((v) => order.push(v))
    await Promise.all([slow, fast])
    expect(order).toEqual(['fast', 'slow'])
    expect(await a.action(api.actions.echo, { x: 1n })).toEqual({ x: 1n })
    const resp = outgoing('ActionResponse').find((m) => m.success && m.logLines.length > 0)
    expect(resp.logLines).toEqual(['[LOG] echo'])
  })

  it('re-runs every subscription after a reload', async () => {
    const a = client()
    const msgs = watch(a, api.messages.list)
    await waitFor(() => msgs.value !== undefined, 'initial')
    engine.tables.set('messages', [{ _id: 'x', _creationTime: 1, body: 'sneaky' }])
    engine.reload()
    await waitFor(() => (msgs.value as any[]).length === 1, 'reloaded result')
  })

  it('sends Ping on idle sockets', async () => {
    await server.close()
    await boot({ pingIntervalMs: 60 })
    const a = client()
    await a.query(api.counter.get, {})
    await waitFor(() => outgoing('Ping').length >= 2, 'pings')
  })
})

describe('sync protocol violations (raw socket)', () => {
  function raw(): Promise<{ ws: WebSocket; received: any[]; closed: Promise<number> }> {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/1.48.0/sync`)
    const received: any[] = []
    ws.on('message', (d) => received.push(JSON.parse(d.toString())))
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)))
    return new Promise((resolve, reject) => {
      ws.on('open', () => resolve({ ws, received, closed }))
      ws.on('error', reject)
    })
  }

  it('drops sockets whose peer stopped answering WebSocket pings, keeps healthy ones', async () => {
    await server.close()
    await boot({ heartbeatMs: 40 })
    const healthy = client()
    await healthy.query(api.counter.get, {})
    const { ws } = await raw()
    await waitFor(() => server.sync.sessions.size === 2, 'two sessions')
    ;(ws as unknown as { _socket: { pause(): void } })._socket.pause() // stops reading: no pongs
    await waitFor(() => server.sync.sessions.size === 1, 'dead socket dropped')
    expect(await healthy.mutation(api.counter.increment, {})).toBe(1)
    expect(server.sync.sessions.size).toBe(1)
    ws.terminate()
  })

  it('answers a query set base version mismatch with FatalError and closes', async () => {
    const { ws, received, closed } = await raw()
    ws.send(
      JSON.stringify({
        type: 'Connect',
        sessionId: 's',
        connectionCount: 0,
        lastCloseReason: null,
        clientTs: 0,
      }),
    )
    ws.send(
      JSON.stringify({ type: 'ModifyQuerySet', baseVersion: 3, newVersion: 4, modifications: [] }),
    )
    await closed
    expect(received.at(-1)).toMatchObject({ type: 'FatalError' })
    expect(received.at(-1).error).toMatch(/BaseVersionMismatch/)
    frames.length = 0 // expected FatalError; keep afterEach's check for the stock-client tests
  })

  it('answers an expired user token with AuthError instead of running anything under it', async () => {
    await server.close()
    await boot({ authenticate: async (token) => identityFromClaims(decodeJwtPayload(token)) })
    const { ws, received, closed } = await raw()
    ws.send(
      JSON.stringify({
        type: 'Connect',
        sessionId: 's',
        connectionCount: 0,
        lastCloseReason: null,
        clientTs: 0,
      }),
    )
    const expired = unsignedJwt({
      iss: 'https://i.test',
      sub: 'u',
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    ws.send(
      JSON.stringify({ type: 'Authenticate', tokenType: 'User', value: expired, baseVersion: 0 }),
    )
    ws.send(
      JSON.stringify({ type: 'ModifyQuerySet', baseVersion: 0, newVersion: 1, modifications: [] }),
    )
    await closed
    expect(received).toEqual([
      { type: 'AuthError', error: 'Token expired', baseVersion: 1, authUpdateAttempted: true },
    ])
  })

  it('speaks the minimal sequence of §1.11 over the plain /api/sync path', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/sync`)
    const received: any[] = []
    ws.on('message', (d) => received.push(JSON.parse(d.toString())))
    await new Promise((r) => ws.on('open', r))
    // The stock client's clock (monotonicMillis: its first Date.now() plus performance.now())
    // runs ahead of Date.now() by however long it lived before connecting: here a minute.
    const AHEAD = 60_000
    const sentAt = Date.now()
    ws.send(
      JSON.stringify({
        type: 'Connect',
        sessionId: 's2',
        connectionCount: 0,
        lastCloseReason: 'InitialConnect',
        clientTs: sentAt + AHEAD,
      }),
    )
    ws.send(
      JSON.stringify({
        type: 'ModifyQuerySet',
        baseVersion: 0,
        newVersion: 1,
        modifications: [{ type: 'Add', queryId: 0, udfPath: 'messages:list', args: [{}] }],
      }),
    )
    const t1 = await waitFor(
      () => received.find((m) => m.type === 'Transition'),
      'first transition',
    )
    const receivedAt = Date.now()
    expect(t1.startVersion).toEqual({ querySet: 0, identity: 0, ts: 'AAAAAAAAAAA=' })
    expect(t1.endVersion.querySet).toBe(1)
    // Regression: serverTs is in nanoseconds and the skew is the client's clock minus ours, or
    // the stock client logs "query results ... took more than 20s to arrive" on every transition.
    // serverTs is our clock: between sending and receiving.
    expect(t1.serverTs / 1_000_000).toBeGreaterThanOrEqual(sentAt)
    expect(t1.serverTs / 1_000_000).toBeLessThanOrEqual(receivedAt)
    // The skew is the client's minute ahead, less the Connect's trip (within the round trip).
    expect(t1.clientClockSkew).toBeLessThanOrEqual(AHEAD)
    expect(t1.clientClockSkew).toBeGreaterThanOrEqual(AHEAD - (receivedAt - sentAt))
    // So the transit the stock client computes on its own clock is no longer than the round trip
    // (reportLargeTransition: monotonicMillis() - clientClockSkew - serverTs / 1e6); with the
    // skew's sign reversed it would read two minutes.
    const transit = receivedAt + AHEAD - t1.clientClockSkew - t1.serverTs / 1_000_000
    expect(transit).toBeGreaterThanOrEqual(0)
    expect(transit).toBeLessThanOrEqual(receivedAt - sentAt)
    expect(t1.modifications).toEqual([
      { type: 'QueryUpdated', queryId: 0, value: [], logLines: [], journal: null },
    ])
    ws.send(
      JSON.stringify({
        type: 'Mutation',
        requestId: 0,
        udfPath: 'messages.js:send',
        args: [{ body: 'hi' }],
      }),
    )
    await waitFor(
      () => received.filter((m) => m.type === 'Transition').length === 2,
      'second transition',
    )
    const types = received.map((m) => m.type)
    expect(types.indexOf('MutationResponse')).toBeLessThan(types.lastIndexOf('Transition'))
    ws.send(
      JSON.stringify({
        type: 'ModifyQuerySet',
        baseVersion: 1,
        newVersion: 2,
        modifications: [{ type: 'Remove', queryId: 0 }],
      }),
    )
    await waitFor(
      () => received.filter((m) => m.type === 'Transition').length === 3,
      'removal transition',
    )
    expect(received.at(-1).modifications).toEqual([{ type: 'QueryRemoved', queryId: 0 }])
    ws.close()
  })
})

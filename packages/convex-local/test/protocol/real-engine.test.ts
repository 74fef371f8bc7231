/**
 * End to end: the fixture app (test/fixtures/protocol-app) on the real engine (createEngine),
 * through the stock ConvexClient and ConvexHttpClient.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { ConvexError } from 'convex/values'
import { ConvexReactClient } from 'convex/react'
import WebSocket from 'ws'
import { startServer, type RunningServer } from '../../src/server'
import { recordingLogger, unsignedJwt, waitFor, type Frame } from './helpers'

const api = anyApi as any
const convexDir = fileURLToPath(new URL('../fixtures/protocol-app/convex', import.meta.url))

let server: RunningServer
let dataDir: string
const frames: Frame[] = []
/** Set by a test to act on outgoing frames (e.g. kill the socket when a response is about to go out). */
let onOutgoing: ((msg: any) => void) | undefined
const clients: ConvexClient[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'convex-local-protocol-'))
  server = await startServer({
    convexDir,
    dataDir,
    port: 0,
    sitePort: 0,
    synchronous: 'NORMAL',
    insecureAcceptUnverifiedJwt: true,
    log: () => {},
    trace: (dir, _s, msg) => {
      frames.push({ dir, msg })
      if (dir === 'out') onOutgoing?.(msg)
    },
  })
})

afterEach(async () => {
  onOutgoing = undefined
  for (const c of clients.splice(0)) await c.close()
  expect(frames.filter((f) => f.dir === 'out' && (f.msg as any).type === 'FatalError')).toEqual([])
})

afterAll(async () => {
  await server?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function client() {
  const c = new ConvexClient(server.url, { logger: recordingLogger() as any })
  clients.push(c)
  return c
}

function watch(c: ConvexClient, ref: any, args: Record<string, unknown>) {
  const state: { value?: any; error?: Error } = {}
  c.onUpdate(
    ref,
    args,
    (v) => {
      state.value = v
      state.error = undefined
    },
    (e) => {
      state.error = e
    },
  )
  return state
}

describe('fixture app on the real engine (sync)', () => {
  it('pushes live updates to a subscriber after another client mutates', async () => {
    const a = client()
    const b = client()
    const sub = watch(a, api.messages.list, { channel: 'live' })
    await waitFor(() => Array.isArray(sub.value), 'initial list')
    expect(sub.value).toEqual([])
    const id = await b.mutation(api.messages.send, { channel: 'live', body: 'hello' })
    const list = await waitFor(() => sub.value.length === 1 && sub.value, 'update')
    expect(list[0]).toMatchObject({ _id: id, body: 'hello', author: 'anonymous', channel: 'live' })
  })

  it('resolves a mutation after the transition carrying its write', async () => {
    const a = client()
    const sub = watch(a, api.counters.get, { name: 'ryw' })
    await waitFor(() => sub.value === 0, 'initial')
    expect(await a.mutation(api.counters.increment, { name: 'ryw' })).toBe(1)
    expect(sub.value).toBe(1)
    expect(await a.mutation(api.counters.increment, { name: 'ryw' })).toBe(2)
    expect(sub.value).toBe(2)
  })

  it('does not re-run subscriptions a commit cannot affect', async () => {
    const a = client()
    const x = watch(a, api.counters.get, { name: 'x' })
    const msgs = watch(a, api.messages.list, { channel: 'quiet' })
    await waitFor(() => x.value === 0 && Array.isArray(msgs.value), 'initial')
    const start = frames.length
    await a.mutation(api.counters.increment, { name: 'x' })
    const mods = frames
      .slice(start)
      .filter((f) => f.dir === 'out' && f.msg.type === 'Transition')
      .flatMap((f) => f.msg.modifications)
    expect(mods.length).toBe(1)
    expect(mods[0]).toMatchObject({ type: 'QueryUpdated', value: 1 })
  })

  it('re-sends a mutation whose response was lost and applies it once', async () => {
    const a = client()
    const sub = watch(a, api.counters.get, { name: 'once' })
    await waitFor(() => sub.value === 0, 'initial')
    let dropped = false
    onOutgoing = (msg) => {
      if (!dropped && msg.type === 'MutationResponse') {
        dropped = true
        server.sync.dropConnections() // the response never reaches the client
      }
    }
    expect(await a.mutation(api.counters.increment, { name: 'once' })).toBe(1)
    expect(dropped).toBe(true)
    expect(sub.value).toBe(1)
    expect(await a.query(api.counters.get, { name: 'once' })).toBe(1)
    const sent = frames.filter(
      (f) => f.dir === 'in' && f.msg.type === 'Mutation' && f.msg.args[0].name === 'once',
    )
    expect(sent.length).toBe(2)
  })

  it('confirms a user token and exposes the identity to functions', async () => {
    const a = client()
    const who = watch(a, api.messages.whoami, {})
    await waitFor(() => who.value === null, 'anonymous')
    const changes: boolean[] = []
    a.setAuth(
      async () => unsignedJwt({ iss: 'https://issuer.test', sub: 'alice', name: 'Alice' }),
      (ok) => changes.push(ok),
    )
    await waitFor(() => changes.includes(true), 'auth confirmed')
    const identity = await waitFor(() => who.value?.subject === 'alice' && who.value, 'identity')
    expect(identity).toMatchObject({ tokenIdentifier: 'https://issuer.test|alice', name: 'Alice' })
    const id = await a.mutation(api.messages.send, { channel: 'auth', body: 'signed in' })
    const list = await a.query(api.messages.list, { channel: 'auth' })
    expect(list.find((m: any) => m._id === id).author).toBe('alice')
  })

  it('keeps paginated pages gapless when a row lands inside an earlier page', async () => {
    const http = new ConvexHttpClient(server.url)
    for (const body of ['a', 'b', 'c', 'd'])
      await http.mutation(api.messages.send, { channel: 'pg', body })
    const a = client()
    const p1 = watch(a, api.messages.pageByBody, {
      channel: 'pg',
      paginationOpts: { numItems: 2, cursor: null },
    })
    const first = await waitFor(() => p1.value, 'page 1')
    expect(first.page.map((m: any) => m.body)).toEqual(['a', 'b'])
    const p2 = watch(a, api.messages.pageByBody, {
      channel: 'pg',
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    })
    await waitFor(() => p2.value?.page.length === 2, 'page 2')
    await a.mutation(api.messages.send, { channel: 'pg', body: 'a2' })
    expect(p1.value.page.map((m: any) => m.body)).toEqual(['a', 'a2', 'b'])
    expect(p2.value.page.map((m: any) => m.body)).toEqual(['c', 'd'])
    expect(p1.value.continueCursor).toBe(first.continueCursor)
  })

  it('drives the stock paginated client (loadMore) without gaps or duplicates', async () => {
    const http = new ConvexHttpClient(server.url)
    for (const body of ['a', 'b', 'c', 'd', 'e'])
      await http.mutation(api.messages.send, { channel: 'pc', body })
    const a = client()
    let latest: any
    a.onPaginatedUpdate_experimental(
      api.messages.pageByBody,
      { channel: 'pc' },
      { initialNumItems: 2 },
      (r) => {
        latest = r
      },
    )
    const bodies = () => (latest?.results ?? []).map((m: any) => m.body)
    await waitFor(() => latest?.status === 'CanLoadMore', 'first page')
    expect(bodies()).toEqual(['a', 'b'])
    latest.loadMore(2)
    await waitFor(() => bodies().length === 4 && latest.status === 'CanLoadMore', 'second page')
    expect(bodies()).toEqual(['a', 'b', 'c', 'd'])
    await a.mutation(api.messages.send, { channel: 'pc', body: 'a2' })
    await a.mutation(api.messages.send, { channel: 'pc', body: 'c2' })
    await waitFor(() => bodies().length === 6, 'inserted rows')
    expect(bodies()).toEqual(['a', 'a2', 'b', 'c', 'c2', 'd'])
    latest.loadMore(10)
    await waitFor(() => latest.status === 'Exhausted', 'exhausted')
    expect(bodies()).toEqual(['a', 'a2', 'b', 'c', 'c2', 'd', 'e'])
  })

  it('turns a ConvexError into a rejected promise with data, never a FatalError', async () => {
    const a = client()
    const err = await a
      .mutation(api.messages.send, { channel: 'e', body: '  ' })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ConvexError)
    expect((err as ConvexError<any>).data).toEqual({
      code: 'EMPTY_BODY',
      message: 'A message needs a body',
    })
    await expect(a.mutation(api.messages.send, { channel: 'e' })).rejects.toThrow(
      /ArgumentValidationError/,
    )
    expect(await a.mutation(api.counters.increment, { name: 'after-error' })).toBe(1)
  })

  it('delivers writes an action made through runMutation', async () => {
    const a = client()
    const sub = watch(a, api.messages.list, { channel: 'act' })
    await waitFor(() => Array.isArray(sub.value), 'initial')
    const id = await a.action(api.actions.sendViaAction, { channel: 'act', body: 'from action' })
    const list = await waitFor(() => sub.value.length === 1 && sub.value, 'action write')
    expect(list[0]).toMatchObject({ _id: id, author: 'action' })
  })
})

describe('an action that writes step by step', () => {
  it('is seen by subscribers write by write, not only at its end', async () => {
    const watcher = client()
    const seen: number[] = []
    watcher.onUpdate(api.messages.list, { channel: 'steps' }, (v: unknown[]) => seen.push(v.length))
    await waitFor(() => seen.length > 0, 'initial result')
    await client().action(api.actions.sendSteps, { channel: 'steps', count: 5 })
    await waitFor(() => seen.at(-1) === 5, 'all five messages')
    // Hosted Convex pushes while the action runs; before the fix only the end state arrived.
    expect(seen.some((n) => n > 0 && n < 5)).toBe(true)
  })
})

describe('fixture app on the real engine (ConvexReactClient)', () => {
  it('watches a query and sees its own mutation through the React client', async () => {
    const react = new ConvexReactClient(server.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      logger: recordingLogger() as any,
    })
    try {
      const watch = react.watchQuery(api.counters.get, { name: 'react' })
      const seen: unknown[] = []
      const unsubscribe = watch.onUpdate(() => seen.push(watch.localQueryResult()))
      await waitFor(() => seen.includes(0), 'initial value')
      expect(await react.mutation(api.counters.increment, { name: 'react' })).toBe(1)
      expect(watch.localQueryResult()).toBe(1)
      unsubscribe()
    } finally {
      await react.close()
    }
  })
})

describe('fixture app on the real engine (HTTP)', () => {
  it('serves the stock ConvexHttpClient, errors included', async () => {
    const http = new ConvexHttpClient(server.url)
    expect(await http.mutation(api.counters.increment, { name: 'http' })).toBe(1)
    expect(await http.query(api.counters.get, { name: 'http' })).toBe(1)
    const id = await http.action(api.actions.sendViaAction, { channel: 'http', body: 'x' })
    expect(typeof id).toBe('string')
    const err = await http
      .mutation(api.messages.send, { channel: 'http', body: '' })
      .catch((e: unknown) => e)
    expect((err as ConvexError<any>).data).toMatchObject({ code: 'EMPTY_BODY' })
    await expect(http.query(api.counters.secret, {})).rejects.toThrow(
      /Could not find public function/,
    )
  })

  it('runs functions by path for admins and through /api/run', async () => {
    const res = await fetch(`${server.url}/api/function`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Convex ${server.adminKey}` },
      body: JSON.stringify({ path: 'counters:secret', args: {}, format: 'json' }),
    })
    expect(await res.json()).toMatchObject({ status: 'success', value: 'only for admins' })
    const run = await fetch(`${server.url}/api/run/counters/increment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ args: { name: 'run' } }),
    })
    expect(await run.json()).toMatchObject({ status: 'success', value: 1 })
  })
})

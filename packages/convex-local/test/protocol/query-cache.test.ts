/**
 * Over an engine without a query cache of its own, sessions share a query's result at one
 * timestamp (src/engine/queryCache.ts, made by the sync server): N subscribers of the same query
 * cost one execution per commit, while other arguments and other identities still get their own
 * runs.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ConvexClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { startServer, type RunningServer } from '../../src/server'
import type { CallRequest, CallResult } from '../../src/engine/types'
import { FakeEngine } from './fake-engine'
import { recordingLogger, unsignedJwt, waitFor } from './helpers'

const api = anyApi as any

class CountingEngine extends FakeEngine {
  readonly queryRuns = new Map<string, number>()
  override call(request: CallRequest): Promise<CallResult> {
    if (request.udfType === 'query') {
      const key = `${request.udfPath}${JSON.stringify(request.args)}`
      this.queryRuns.set(key, (this.queryRuns.get(key) ?? 0) + 1)
    }
    return super.call(request)
  }
}

let server: RunningServer | undefined
const clients: ConvexClient[] = []

async function boot(options: Parameters<typeof startServer>[0] = {}) {
  const engine = new CountingEngine()
  server = await startServer({ engine, port: 0, sitePort: 0, log: () => {}, ...options })
  return engine
}

function client() {
  const c = new ConvexClient(server!.url, { logger: recordingLogger() as any })
  clients.push(c)
  return c
}

afterEach(async () => {
  for (const c of clients.splice(0)) await c.close()
  await server?.close()
  server = undefined
})

describe('query results shared between sessions', () => {
  it('runs a query once per commit for all the sessions subscribed to it', async () => {
    const engine = await boot()
    const seen: unknown[] = []
    for (let i = 0; i < 8; i++) client().onUpdate(api.counter.get, {}, (v) => (seen[i] = v))
    await waitFor(() => seen.length === 8 && seen.every((v) => v === 0), 'initial results')
    const before = engine.queryRuns.get('counter:get{}') ?? 0
    await client().mutation(api.counter.increment, {})
    await waitFor(() => seen.every((v) => v === 1), 'every subscriber updated')
    expect(engine.queryRuns.get('counter:get{}')! - before).toBe(1)
  })

  it('keeps other arguments and other identities apart', async () => {
    const engine = await boot({ insecureAcceptUnverifiedJwt: true })
    const a: unknown[] = []
    const b: unknown[] = []
    client().onUpdate(api.messages.list, { channel: 'a' }, (v) => a.push(v))
    client().onUpdate(api.messages.list, { channel: 'b' }, (v) => b.push(v))
    await waitFor(() => a.length > 0 && b.length > 0, 'initial results')
    await client().mutation(api.messages.send, { body: 'hi', channel: 'a' })
    await waitFor(() => (a.at(-1) as unknown[]).length === 1, 'channel a updated')
    expect(b.at(-1)).toEqual([])
    expect(engine.queryRuns.get('messages:list{"channel":"a"}')).toBe(2)
    expect(engine.queryRuns.get('messages:list{"channel":"b"}')).toBe(2)

    const anonymous: unknown[] = []
    const user: unknown[] = []
    client().onUpdate(api.auth.whoami, {}, (v) => anonymous.push(v))
    const signedIn = client()
    signedIn.setAuth(async () => unsignedJwt({ iss: 'https://issuer.test', sub: 'user-1' }))
    signedIn.onUpdate(api.auth.whoami, {}, (v) => user.push(v))
    await waitFor(() => (user.at(-1) as any)?.subject === 'user-1', 'signed-in identity')
    await waitFor(() => anonymous.length > 0, 'anonymous result')
    expect(anonymous.at(-1)).toBe(null)
  })
})

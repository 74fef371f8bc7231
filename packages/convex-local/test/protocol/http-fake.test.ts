/** The HTTP API against the FakeEngine: the stock ConvexHttpClient plus raw fetch (curl-like). */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { ConvexError } from 'convex/values'
import { startServer, type RunningServer } from '../../src/server'
import { decodeTs } from '../../src/sync/encoding'
import { FakeEngine } from './fake-engine'
import { unsignedJwt } from './helpers'

const api = anyApi as any
let engine: FakeEngine
let server: RunningServer

beforeAll(async () => {
  engine = new FakeEngine()
  server = await startServer({
    engine,
    port: 0,
    sitePort: 0,
    insecureAcceptUnverifiedJwt: true,
    log: () => {},
  })
})
afterAll(async () => {
  await server.close()
})

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: text ? JSON.parse(text) : undefined,
  }
}

describe('HTTP API (fake engine)', () => {
  it('serves query, mutation and action through the stock ConvexHttpClient', async () => {
    const http = new ConvexHttpClient(server.url)
    expect(await http.query(api.counter.get, {})).toBe(0)
    expect(await http.mutation(api.counter.increment, {})).toBe(1)
    expect(await http.query(api.counter.get, {})).toBe(1)
    expect(
      await http.action(api.actions.echo, { n: 10n, b: new Uint8Array([1, 2]).buffer }),
    ).toEqual({
      n: 10n,
      b: new Uint8Array([1, 2]).buffer,
    })
    expect(await http.consistentQuery(api.counter.get, {})).toBe(1)
  })

  it('keeps an idle connection open past Node’s 5 s, so a client reusing it is not reset', async () => {
    const agent = new http.Agent({ keepAlive: true })
    const header = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${server.url}/version`, { agent }, (res) => {
          res.resume()
          resolve(String(res.headers['keep-alive'] ?? ''))
        })
        .on('error', reject)
    })
    agent.destroy()
    expect(Number(/timeout=(\d+)/.exec(header ?? '')?.[1])).toBeGreaterThanOrEqual(60)
  })

  it('surfaces function errors, ConvexError data included', async () => {
    const http = new ConvexHttpClient(server.url)
    const err = await http.mutation(api.counter.fail, { code: 'E1' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ConvexError)
    expect((err as ConvexError<any>).data).toEqual({ code: 'E1', big: 5n })
    await expect(http.query(api.nope.missing, {})).rejects.toThrow(
      /Could not find public function for 'nope:missing'/,
    )
    await expect(http.query(api.counter.secret, {})).rejects.toThrow(
      /Could not find public function/,
    )
    await expect(http.query(api.counter.increment, {})).rejects.toThrow(/defined as Mutation/)
  })

  it('passes user and admin identities', async () => {
    const http = new ConvexHttpClient(server.url)
    http.setAuth(unsignedJwt({ iss: 'https://i.test', sub: 'u9' }))
    expect(await http.query(api.auth.whoami, {})).toMatchObject({
      tokenIdentifier: 'https://i.test|u9',
    })
    const admin = new ConvexHttpClient(server.url)
    ;(admin as unknown as { setAdminAuth(k: string, a?: object): void }).setAdminAuth(
      server.adminKey,
      {
        subject: 's',
        issuer: 'https://a.test',
      },
    )
    expect(await admin.query(api.counter.secret, {})).toBe('secret')
    expect(await admin.query(api.auth.whoami, {})).toMatchObject({
      tokenIdentifier: 'https://a.test|s',
    })
  })

  it('rejects bad credentials and bodies with non-2xx {code, message}', async () => {
    const badAdmin = await post(
      '/api/query',
      { path: 'counter:get', args: {} },
      { Authorization: 'Convex nope' },
    )
    expect(badAdmin.status).toBe(401)
    expect(badAdmin.json).toMatchObject({ code: 'BadAdminKey' })
    const badJwt = await post(
      '/api/query',
      { path: 'counter:get', args: {} },
      { Authorization: 'Bearer not-a-jwt' },
    )
    expect(badJwt.status).toBe(401)
    expect(badJwt.json.code).toBe('Unauthenticated')
    const badJson = await post('/api/query', '{nope')
    expect(badJson.status).toBe(400)
    expect(badJson.json.code).toBe('BadJsonBody')
    const badFormat = await post('/api/query', { path: 'counter:get', args: {}, format: 'xml' })
    expect(badFormat.status).toBe(400)
    const missing = await post('/api/nothing', {})
    expect(missing.status).toBe(404)
    const http = new ConvexHttpClient(server.url)
    http.setAuth('garbage')
    await expect(http.query(api.counter.get, {})).rejects.toThrow(/Unauthenticated/)
  })

  it('answers clean JSON by default for non-npm clients and encoded JSON on request', async () => {
    const clean = await post('/api/action', {
      path: 'actions:echo',
      args: { n: { $integer: 'CgAAAAAAAAA=' } },
    })
    expect(clean.status).toBe(200)
    expect(clean.json).toEqual({ status: 'success', value: { n: '10' }, logLines: ['[LOG] echo'] })
    const encoded = await post('/api/action', {
      path: 'actions:echo',
      args: [{ n: { $integer: 'CgAAAAAAAAA=' }, f: { $float: 'AAAAAAAA+H8=' } }],
      format: 'convex_encoded_json',
    })
    expect(encoded.json.value).toEqual({
      n: { $integer: 'CgAAAAAAAAA=' },
      f: { $float: 'AAAAAAAA+H8=' },
    })
    const json = await post('/api/action', {
      path: 'actions:echo',
      args: { f: { $float: 'AAAAAAAA+H8=' }, b: { $bytes: 'AQI=' } },
      format: 'json',
    })
    expect(json.json.value).toEqual({ f: 'NaN', b: 'AQI=' })
    const err = await post('/api/mutation', {
      path: 'counter:fail',
      args: { code: 'X' },
      format: 'convex_json',
    })
    expect(err.status).toBe(200)
    expect(err.json).toMatchObject({
      status: 'error',
      errorData: { code: 'X', big: { $integer: 'BQAAAAAAAAA=' } },
      logLines: ['[WARN] about to fail'],
    })
    expect(err.json.errorMessage).toMatch(/ConvexError/)
  })

  it('serves /api/run, /api/function, GET /api/query and query_ts', async () => {
    const run = await post('/api/run/actions/echo', { args: { a: 1 } })
    expect(run.json).toEqual({ status: 'success', value: { a: 1 }, logLines: ['[LOG] echo'] })
    const runMutation = await post('/api/run/counter/increment', { args: {} })
    expect(runMutation.json.status).toBe('success')
    const fn = await post('/api/function', { path: 'counter:get', args: {}, format: 'json' })
    expect(fn.json.status).toBe('success')
    const internal = await post(
      '/api/function',
      { path: 'counter:secret', args: {} },
      { Authorization: `Convex ${server.adminKey}` },
    )
    expect(internal.json).toMatchObject({ status: 'success', value: 'secret' })
    const componentAsUser = await post('/api/function', {
      path: 'x:y',
      args: {},
      componentPath: 'comp',
    })
    expect(componentAsUser.status).toBe(403)
    const get = await fetch(
      `${server.url}/api/query?path=counter:get&args=${encodeURIComponent('{}')}`,
    )
    expect(await get.json()).toMatchObject({ status: 'success' })
    const ts = await post('/api/query_ts', undefined as unknown as string)
    expect(decodeTs(ts.json.ts)).toBe(engine.latestTs())
    const version = await fetch(`${server.url}/version`)
    expect(version.status).toBe(200)
    expect(await (await fetch(`${server.url}/instance_name`)).text()).toBe('convex-local')
  })

  it('allows browser origins (CORS)', async () => {
    const pre = await fetch(`${server.url}/api/query`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization,convex-client',
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/)
    const res = await post(
      '/api/query',
      { path: 'counter:get', args: {} },
      { Origin: 'http://localhost:3000' },
    )
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
  })

  it('plugs site routes in (on the site port and under /http/* on the cloud port)', async () => {
    const seen: string[] = []
    const other = await startServer({
      engine: new FakeEngine(),
      port: 0,
      sitePort: 0,
      log: () => {},
      siteRoutes: (ctx) => [
        (req, res, url) => {
          if (url.pathname !== '/hello') return false
          seen.push(`${req.url} ${ctx.siteUrl}`)
          res.writeHead(200, { 'Content-Type': 'text/plain' })
          res.end(`hi ${url.searchParams.get('name')}`)
          return true
        },
      ],
    })
    try {
      expect(await (await fetch(`${other.siteUrl}/hello?name=a`)).text()).toBe('hi a')
      expect(await (await fetch(`${other.url}/http/hello?name=b`)).text()).toBe('hi b')
      expect((await fetch(`${other.url}/http/nope`)).status).toBe(404)
      expect(seen).toEqual([`/hello?name=a ${other.siteUrl}`, `/hello?name=b ${other.siteUrl}`])
    } finally {
      await other.close()
    }
  })

  it('binds the site port and answers 404 until HTTP actions exist', async () => {
    const res = await fetch(`${server.siteUrl}/anything`)
    expect(res.status).toBe(404)
  })
})

/**
 * HTTP actions of the fixture's convex/http.ts, on the site port and under /http/* on the cloud
 * port, with plain fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../src/server'
import { dataToken, makeKeys, siteAppDir, type TestKeys } from './setup'

let server: RunningServer
let keys: TestKeys
const logs: string[] = []

beforeAll(async () => {
  keys = await makeKeys()
  server = await startServer({
    convexDir: siteAppDir,
    port: 0,
    sitePort: 0,
    env: keys.env,
    log: (m) => logs.push(m),
  })
})

afterAll(async () => {
  await server?.close()
})

describe('HTTP actions', () => {
  it('serves exact routes on the site port and under /http/* on the cloud port', async () => {
    const site = await fetch(`${server.siteUrl}/hello?name=site`)
    expect(site.status).toBe(200)
    expect(site.headers.get('content-type')).toBe('text/plain')
    expect(await site.text()).toBe('hello site')
    const cloud = await fetch(`${server.url}/http/hello?name=cloud`)
    expect(cloud.status).toBe(200)
    expect(await cloud.text()).toBe('hello cloud')
  })

  it('passes method, headers and body through, and the response status and headers back', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${server.siteUrl}/echo?q=1`, {
        method,
        headers: { 'Content-Type': 'application/x-test', 'X-Custom': 'abc' },
        body: `payload ${method}`,
      })
      expect(res.status).toBe(201)
      expect(res.headers.get('x-echo')).toBe('yes')
      expect(await res.json()).toEqual({
        method,
        body: `payload ${method}`,
        contentType: 'application/x-test',
        custom: 'abc',
        url: `${server.siteUrl}/echo?q=1`,
      })
    }
    const viaCloud = await fetch(`${server.url}/http/echo`, { method: 'POST', body: 'x' })
    expect(((await viaCloud.json()) as { url: string }).url).toBe(`${server.siteUrl}/echo`)
  })

  it('leaves CORS to the app router (OPTIONS reaches the app, nothing is added)', async () => {
    for (const base of [server.siteUrl, `${server.url}/http`]) {
      const res = await fetch(`${base}/echo`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://other.example', 'Access-Control-Request-Method': 'POST' },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('x-preflight')).toBe('app')
      expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example')
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    }
    const get = await fetch(`${server.siteUrl}/hello`, { headers: { Origin: 'https://x.example' } })
    expect(get.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers HEAD with the GET route, without a body', async () => {
    const res = await fetch(`${server.siteUrl}/hello`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain')
    expect((await res.arrayBuffer()).byteLength).toBe(0)
  })

  it('passes a large request body through', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024)
    const res = await fetch(`${server.siteUrl}/echo`, { method: 'POST', body: big })
    expect(((await res.json()) as { body: string }).body).toBe(big)
  })

  it('matches pathPrefix routes', async () => {
    const res = await fetch(`${server.siteUrl}/files/a/b.txt`)
    expect(await res.text()).toBe('prefix:/files/a/b.txt')
  })

  it('answers 404 for unmatched paths and methods', async () => {
    const missing = await fetch(`${server.siteUrl}/nope`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('No matching routes found')
    const wrongMethod = await fetch(`${server.siteUrl}/hello`, { method: 'POST', body: '' })
    expect(wrongMethod.status).toBe(404)
    await wrongMethod.arrayBuffer()
    const cloudMissing = await fetch(`${server.url}/http/nope`)
    expect(cloudMissing.status).toBe(404)
    await cloudMissing.arrayBuffer()
  })

  it('streams response bodies (the first chunk arrives before the handler finishes)', async () => {
    const res = await fetch(`${server.siteUrl}/stream`)
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    const first = await reader.read()
    expect(decoder.decode(first.value)).toBe('first;')
    // The stream only continues once this second request has run.
    const rel = await fetch(`${server.siteUrl}/release`, { method: 'POST' })
    expect(await rel.text()).toBe('released')
    let rest = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      rest += decoder.decode(value)
    }
    expect(rest).toBe('second;')
  })

  it('keeps several Set-Cookie headers separate', async () => {
    const res = await fetch(`${server.siteUrl}/cookies`)
    expect(res.headers.getSetCookie()).toEqual([
      'a=1; Path=/; HttpOnly',
      'b=2; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
    ])
    await res.arrayBuffer()
  })

  it('passes redirects to the caller without following them', async () => {
    const res = await fetch(`${server.siteUrl}/redirect`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/hello?name=moved')
    await res.arrayBuffer()
  })

  it('runs mutations and queries from an HTTP action', async () => {
    const res = await fetch(`${server.siteUrl}/notes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'from http' }),
    })
    const body = (await res.json()) as { id: string; texts: string[] }
    expect(typeof body.id).toBe('string')
    expect(body.texts).toContain('from http')
  })

  it('gives ctx.meta.getRequestMetadata() the caller (socket address, or X-Forwarded-For)', async () => {
    const direct = await fetch(`${server.siteUrl}/meta`, { headers: { 'User-Agent': 'ua-test' } })
    expect(await direct.json()).toMatchObject({ ip: '127.0.0.1', userAgent: 'ua-test' })
    const proxied = await fetch(`${server.siteUrl}/meta`, {
      headers: { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1', 'User-Agent': 'ua-proxy' },
    })
    expect(await proxied.json()).toMatchObject({ ip: '203.0.113.9', userAgent: 'ua-proxy' })
    // The HTTP API too (a mutation through ConvexHttpClient-style POST /api/mutation).
    const res = await fetch(`${server.url}/api/mutation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'ua-api' },
      body: JSON.stringify({ path: 'notes:requestMeta', args: {}, format: 'json' }),
    })
    expect(await res.json()).toMatchObject({
      status: 'success',
      value: { ip: '127.0.0.1', userAgent: 'ua-api' },
    })
  })

  it('answers 500 when the handler throws', async () => {
    const res = await fetch(`${server.siteUrl}/fail`)
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toBe('application/json')
    const body = (await res.json()) as { code: string; trace: string }
    expect(body.code).toMatch(
      /^\[Request ID: [0-9a-f]+\] Server Error: Uncaught Error: .*route failed/,
    )
    expect(body.trace).toContain('route failed')
  })

  it('turns a valid Bearer JWT into ctx.auth identity; a bad one is anonymous', async () => {
    const anonymous = await fetch(`${server.siteUrl}/whoami`)
    expect(await anonymous.json()).toBeNull()
    const token = await dataToken(keys, { sub: 'http-user', email: 'h@example.com' })
    const authed = await fetch(`${server.siteUrl}/whoami`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(await authed.json()).toMatchObject({
      tokenIdentifier: 'https://issuer.test|http-user',
      subject: 'http-user',
      issuer: 'https://issuer.test',
      email: 'h@example.com',
    })
    const bad = await fetch(`${server.url}/http/whoami`, {
      headers: { Authorization: 'Bearer not-a-jwt' },
    })
    expect(bad.status).toBe(200)
    expect(await bad.json()).toBeNull()
    expect(logs.some((l) => l.includes('Bearer token not accepted'))).toBe(true)
  })
})

// The error-reporting tunnel (sentryProxy.ts) end to end inside the backend: a local server plays
// the reporting host; only envelopes for the configured DSN reach it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { makeTest } from '../testing/test.setup'
import { SENTRY_TUNNEL_PATH } from '../../shared/sentryEnvelope'

let server: Server
let host = ''
let received: { url: string; body: string }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ url: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"id":"x"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
  vi.stubEnv('SENTRY_DSN', `http://publickey@${host}/7`)
  vi.stubEnv('SITE_URL', 'http://localhost:3000')
})

afterEach(() => {
  vi.unstubAllEnvs()
})

const envelope = (dsn: string) =>
  `${JSON.stringify({ event_id: 'e1', dsn })}\n{"type":"event"}\n{"message":"boom"}\n`

async function post(body: string, origin = 'http://localhost:3000') {
  return await makeTest().fetch(SENTRY_TUNNEL_PATH, {
    method: 'POST',
    headers: { origin, 'content-type': 'text/plain;charset=UTF-8' },
    body,
  })
}

describe('the error-reporting tunnel', () => {
  test("forwards an envelope for the deployment's DSN to its host, readable by the app", async () => {
    const response = await post(envelope(`http://publickey@${host}/7`))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(received).toEqual([
      { url: '/api/7/envelope/', body: envelope(`http://publickey@${host}/7`) },
    ])
  })

  test('refuses another host, project or key, and what is not an envelope', async () => {
    expect((await post(envelope('http://publickey@attacker.example/7'))).status).toBe(403)
    expect((await post(envelope(`http://publickey@${host}/8`))).status).toBe(403)
    expect((await post(envelope(`http://otherkey@${host}/7`))).status).toBe(403)
    expect((await post('hello')).status).toBe(400)
    expect(received).toEqual([])
  })

  test('another site may post, but gets no CORS grant to read the answer', async () => {
    const response = await post(
      envelope('http://publickey@attacker.example/7'),
      'https://evil.example',
    )
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('without SENTRY_DSN it answers 404 and sends nothing', async () => {
    vi.stubEnv('SENTRY_DSN', '')
    expect((await post(envelope(`http://publickey@${host}/7`))).status).toBe(404)
    expect(received).toEqual([])
  })
})

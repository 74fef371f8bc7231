/**
 * Limits that act before the work (issue 21, findings 7 and 8), on a real server:
 *
 * - an oversize public API body is refused with Convex's error while it streams (or at once, by
 *   its Content-Length), and other callers' queries keep answering meanwhile;
 * - hostile shapes within the size (deep nesting, a flood of tiny values, a huge array) are
 *   refused before they are parsed or converted, with Convex's texts;
 * - an upload URL stores one file, expires after an hour (injected clock), and a body over the
 *   upload cap is cut off while it streams, leaving no blob behind;
 * - `GET /api/storage/<uuid>` never lets a stored file run as a page of this origin.
 */
import { connect } from 'node:net'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { WebSocket } from 'ws'
import { createEngine } from '../../src/engine/index'
import { startServer, type RunningServer } from '../../src/server'
import { makeKeys, siteAppDir } from './setup'

const api = anyApi as any
const MiB = 1024 * 1024
const UPLOAD_CAP = 64 * 1024

let server: RunningServer
let http: ConvexHttpClient
let dataDir: string
/** The upload clock the engine reads: tests move it forward instead of sleeping. */
let clockOffsetMs = 0

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cl-limits-'))
  const env = (await makeKeys()).env
  server = await startServer({
    port: 0,
    sitePort: 0,
    log: () => {},
    adminKey: 'convex-local|limits-test-admin-key',
    engine: ({ cloudUrl, siteUrl }) =>
      createEngine({
        convexDir: siteAppDir,
        dataDir,
        cloudUrl,
        siteUrl,
        env,
        maxUploadBytes: UPLOAD_CAP,
        uploadClock: () => Date.now() + clockOffsetMs,
      }),
  })
  http = new ConvexHttpClient(server.url, { logger: false })
})

afterAll(async () => {
  await server?.close()
  await (server?.engine as { close?: () => Promise<void> } | undefined)?.close?.()
  rmSync(dataDir, { recursive: true, force: true })
})

type Answer = { status: number; body: string }

/**
 * POSTs `total` bytes of a JSON-looking body in 64 KiB chunks, waiting for each to drain, until
 * the server answers (it may answer before the body is done) or everything was sent.
 */
function streamBody(
  path: string,
  total: number,
  { declareLength = false }: { declareLength?: boolean } = {},
): Promise<Answer & { sentBytes: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url)
    const req = request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(declareLength ? { 'Content-Length': String(total) } : {}),
      },
    })
    let sent = 0
    let answered = false
    req.on('response', (res: IncomingMessage) => {
      answered = true
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes: sent }))
    })
    // Any failure before the answer (EPIPE, ECONNRESET) fails the test: the server reads on after
    // refusing, so a client still writing gets the answer.
    req.on('error', (e) => {
      if (!answered) reject(e)
    })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    chunk.write('{"path":"notes:list","args":{"x":"')
    const pump = () => {
      while (!answered && sent < total) {
        const n = Math.min(chunk.length, total - sent)
        sent += n
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump)
          return
        }
      }
      if (!answered) req.end()
    }
    pump()
  })
}

/**
 * Runs `other` in a bounded loop while `work` is pending; returns how many of its calls were
 * answered before `work` settled (a server that held other callers up behind `work` answers none).
 */
async function answeredWhile(work: Promise<unknown>, other: () => Promise<unknown>) {
  let pending = true
  void work.finally(() => (pending = false))
  let answeredBefore = 0
  for (let i = 0; i < 500 && pending; i++) {
    await other()
    if (pending) answeredBefore++
  }
  await work
  return answeredBefore
}

describe('public API bodies', () => {
  it('refuses a 10 MB unauthenticated body while it streams, without stalling another caller', async () => {
    await http.mutation(api.notes.add, { text: 'still here' })
    const big = streamBody('/api/query', 10 * 1000 * 1000)
    const answeredBefore = await answeredWhile(big, () => http.query(api.notes.list, {}))
    const answer = await big
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      code: 'BadJsonBody',
      message: 'Failed to buffer the request body: length limit exceeded',
    })
    // Another caller's queries were answered while the big body was still being refused.
    expect(answeredBefore).toBeGreaterThan(0)
    expect(await http.query(api.notes.list, {})).toContain('still here')
  })

  it('stops reading an oversize body: by its Content-Length at once, else past the limit', async () => {
    for (const declareLength of [true, false]) {
      const answer = await streamBody('/api/mutation', 64 * MiB, { declareLength })
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'BadJsonBody' })
      expect(answer.sentBytes).toBeLessThan(64 * MiB)
    }
  })

  it('answers a client still writing when it refuses, instead of resetting the connection', async () => {
    // A raw client sends its headers and the first megabyte of a 12 MiB body, stays busy (not
    // reading) while the server refuses, then sends more. The server must answer and read on:
    // closing on a client still writing made it see EPIPE before the answer (an e2e run did).
    const { port } = new URL(server.url)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    let ended = false
    socket.once('end', () => (ended = true))
    const closed = new Promise<string | null>((resolve) => {
      socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'))
      socket.once('close', () => resolve(null))
    })
    socket.write(
      'POST /api/query HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${12 * MiB}\r\n\r\n`,
    )
    socket.write(Buffer.alloc(MiB, 0x20))
    const until = Date.now() + 300
    while (Date.now() < until) {
      // Busy: the answer arrives while nothing reads it.
    }
    socket.write(Buffer.alloc(MiB, 0x20))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const text = Buffer.concat(received).toString('latin1')
    // Still open while the client sends: the server reads on instead of closing on it.
    expect(ended).toBe(false)
    socket.destroy()
    expect(await closed).toBeNull()
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect(text).toContain('length limit exceeded')
  })

  it('takes a body just under the limit', async () => {
    const pad = 'x'.repeat(8 * MiB - 100)
    const res = await fetch(`${server.url}/api/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'notes:list', args: { pad } }),
    })
    expect(res.status).toBe(200)
    // Read, parsed and handed to the function, whose validator has no `pad`.
    const answer = (await res.json()) as { status: string; errorMessage: string }
    expect(answer.status).toBe('error')
    expect(answer.errorMessage).toMatch(
      /^ArgumentValidationError: Object contains extra field `pad`/,
    )
  })

  const call = async (body: string) => {
    const res = await fetch(`${server.url}/api/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    return { status: res.status, json: (await res.json()) as Record<string, unknown> }
  }

  it('refuses hostile shapes within the size before parsing them, with Convex texts', async () => {
    // [body, Convex's text, whether JSON.parse may see the body]: the shapes that make JSON.parse
    // block for seconds (deep nesting, a flood of values) are refused by scanning the text, so
    // JSON.parse never gets them; the others are cheap to parse and refused before conversion.
    const cases: Array<[string, string, boolean]> = [
      [
        `{"path":"notes:env","args":{"name":${'['.repeat(2_000_000)}}}`,
        'Value is too nested (nested 69 levels deep > maximum nesting 64)',
        false,
      ],
      [
        `{"path":"notes:env","args":{"name":"x","a":[${Array(150_000).fill('[]').join(',')}]}}`,
        'Too many values in one request (more than 100000): convex-local refuses them so that parsing one request cannot hold up the others',
        false,
      ],
      [
        `{"path":"notes:env","args":{"name":"x","a":[${Array(10_000).fill('1').join(',')}]}}`,
        'Array length is too long (10000 > maximum length 8192)',
        true,
      ],
      [
        JSON.stringify({
          path: 'notes:env',
          args: {
            name: 'x',
            a: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
          },
        }),
        'Object has too many fields (2000 > maximum number 1024)',
        true,
      ],
    ]
    // The server runs in this process: its JSON.parse is the one spied on.
    const parse = vi.spyOn(JSON, 'parse')
    try {
      for (const [body, message, parsed] of cases) {
        parse.mockClear()
        const { status, json } = await call(body)
        expect(parse.mock.calls.some(([text]) => text === body)).toBe(parsed)
        expect(status).toBe(200)
        expect(json).toEqual({ status: 'error', errorMessage: message, logLines: [] })
      }
    } finally {
      parse.mockRestore()
    }
  })

  it('refuses a hostile sync message with a FatalError, before parsing it', async () => {
    const wsUrl = `${server.url.replace('http', 'ws')}/api/1.48.0/sync`
    const ws = new WebSocket(wsUrl)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    const closed = new Promise<{ code: number; messages: string[] }>((resolve) => {
      const messages: string[] = []
      ws.on('message', (data) => messages.push(String(data)))
      ws.once('close', (code) => resolve({ code, messages }))
    })
    ws.send(`{"type":"ModifyQuerySet","args":${'['.repeat(1_000_000)}`)
    const { code, messages } = await closed
    expect(code).toBe(1011)
    expect(messages.map((m) => JSON.parse(m) as { type: string; error?: string })).toContainEqual({
      type: 'FatalError',
      error: 'Invalid message: Value is too nested (nested 69 levels deep > maximum nesting 64)',
    })
  })
})

describe('HTTP action bodies', () => {
  it('refuses a body over Convex’s 20 MiB by its Content-Length, before the action runs', async () => {
    const url = new URL('/anything', server.siteUrl)
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: { 'Content-Length': String(21 * MiB) },
      })
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.write(Buffer.alloc(1024))
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      code: 'HttpRequestBodyTooLarge',
      message: 'HTTP request body exceeds the 20 MiB limit',
    })
  })
})

describe('upload URLs', () => {
  const blobs = () =>
    readdirSync(join(dataDir, 'storage')).filter((name) => /^[0-9a-f-]{36}$/.test(name))
  const tempFiles = () => readdirSync(join(dataDir, 'storage', '.tmp'))

  async function newUrl(): Promise<string> {
    return (await http.mutation(api.files.generateUploadUrl, {})) as string
  }

  it('store one file: a second upload with the same URL is refused', async () => {
    const url = await newUrl()
    const first = await fetch(url, {
      method: 'POST',
      body: 'first',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(first.status).toBe(200)
    const { storageId } = (await first.json()) as { storageId: string }
    const before = blobs().length
    const second = await fetch(url, { method: 'POST', body: 'second' })
    expect(second.status).toBe(401)
    expect(await second.json()).toEqual({
      code: 'StorageTokenUsed',
      message: 'This upload URL was already used: generate a new one for each file',
    })
    expect(blobs().length).toBe(before)
    expect(await http.query(api.files.getMetadata, { id: storageId })).toMatchObject({ size: 5 })
  })

  it('refuses two uploads at once with one URL: only one file is stored', async () => {
    const url = await newUrl()
    const before = blobs().length
    const answers = await Promise.all(
      [1, 2, 3].map((i) => fetch(url, { method: 'POST', body: `upload ${i}` })),
    )
    const statuses = answers.map((a) => a.status).sort()
    await Promise.all(answers.map((a) => a.arrayBuffer()))
    expect(statuses).toEqual([200, 401, 401])
    expect(blobs().length).toBe(before + 1)
  })

  it('expire after an hour', async () => {
    const url = await newUrl()
    clockOffsetMs = 60 * 60 * 1000 + 1000
    try {
      const late = await fetch(url, { method: 'POST', body: 'late' })
      expect(late.status).toBe(401)
      expect(await late.json()).toEqual({
        code: 'StorageTokenExpired',
        message: 'Store File Authorization expired',
      })
    } finally {
      clockOffsetMs = 0
    }
    const fresh = await fetch(await newUrl(), { method: 'POST', body: 'in time' })
    expect(fresh.status).toBe(200)
    await fresh.arrayBuffer()
  })

  it('cut off a body over the cap while it streams and leave no blob behind', async () => {
    const before = blobs()
    const url = new URL(await newUrl())
    const answer = await streamBody(url.pathname + url.search, 64 * MiB)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      code: 'StorageFileTooLarge',
      message: `The file is larger than this deployment accepts (limit: ${UPLOAD_CAP} bytes)`,
    })
    expect(answer.sentBytes).toBeLessThan(64 * MiB)
    expect(blobs()).toEqual(before)
    expect(tempFiles()).toEqual([])

    const declared = await streamBody(url.pathname + url.search, 4 * MiB, { declareLength: true })
    expect(declared.status).toBe(413)
    expect(blobs()).toEqual(before)

    // The URL was not spent by the refused bodies: a file within the cap still goes in.
    const ok = await fetch(url, { method: 'POST', body: Buffer.alloc(UPLOAD_CAP, 1) })
    expect(ok.status).toBe(200)
    await ok.arrayBuffer()
  })
})

describe('GET /api/storage/<uuid>', () => {
  async function stored(body: string, contentType: string): Promise<string> {
    const url = (await http.mutation(api.files.generateUploadUrl, {})) as string
    const res = await fetch(url, { method: 'POST', body, headers: { 'Content-Type': contentType } })
    const { storageId } = (await res.json()) as { storageId: string }
    return (await http.query(api.files.getUrl, { id: storageId })) as string
  }

  it('never serves HTML, SVG or XML inline, and sandboxes every file', async () => {
    const cases: Array<[string, string, boolean]> = [
      ['<script>parent.owned = 1</script>', 'text/html', false],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>', 'image/svg+xml', false],
      ['<x/>', 'application/xml', false],
      ['<x/>', 'text/xml; charset=utf-8', false],
      ['%PDF-1.7 <html><script>1</script>', 'application/octet-stream', false],
      ['?', 'application/x-unknown', false],
      ['%PDF-1.7', 'application/pdf', true],
      ['PNG', 'image/png', true],
      ['<script>1</script>', 'text/plain', true],
    ]
    for (const [body, type, inline] of cases) {
      const url = await stored(body, type)
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(url, { method })
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe(type)
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
        expect(res.headers.get('content-disposition')).toBe(inline ? null : 'attachment')
        expect(res.headers.get('cache-control')).toBe('private, max-age=2592000')
        await res.arrayBuffer()
      }
    }
  })

  it('keeps range requests working with the same headers', async () => {
    const url = await stored('0123456789', 'text/html')
    const part = await fetch(url, { headers: { Range: 'bytes=2-4' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('234')
    expect(part.headers.get('content-disposition')).toBe('attachment')
    expect(part.headers.get('x-content-type-options')).toBe('nosniff')
    expect(part.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })
})

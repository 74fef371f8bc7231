import { request as httpRequest, type IncomingMessage } from 'node:http'
import { api } from '../../convex/_generated/api'
import { openMatterAs } from '../dossier/helpers'
import { expect, test } from '../firm-account'

// Issue 21, findings 7 and 8, on the real stack: one large unauthenticated request must not hold
// up anyone else, and an upload URL stores one file.

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const BACKEND_URL = `http://127.0.0.1:${3310 + OFFSET}`

/** Streams `total` bytes to `/api/query` with no credentials, until the backend answers. */
function streamToQuery(total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL('/api/query', BACKEND_URL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    })
    let sent = 0
    let answered = false
    req.on('response', (res: IncomingMessage) => {
      answered = true
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    // The backend closes the connection once it has answered: later writes may fail.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    chunk.write('{"path":"accounts/users:getMe","args":{"pad":"')
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

test('a 10 MB unauthenticated body is refused without stalling a signed-in user', async ({
  page,
  firmAccount,
}) => {
  const { client } = await openMatterAs(page, firmAccount)
  const big = streamToQuery(10 * 1000 * 1000)
  let pending = true
  void big.finally(() => (pending = false))
  // The user's queries, back to back: those answered before the big body was refused.
  let answeredBefore = 0
  for (let i = 0; i < 500 && pending; i++) {
    await client.query(api.accounts.users.getMe, {})
    if (pending) answeredBefore++
  }
  const refused = await big
  expect(refused.status).toBe(400)
  expect(JSON.parse(refused.body)).toEqual({
    code: 'BadJsonBody',
    message: 'Failed to buffer the request body: length limit exceeded',
  })
  // Not held up behind it: the signed-in user was answered while the big body still streamed.
  expect(answeredBefore).toBeGreaterThan(0)
})

test('an upload URL stores one file', async ({ page, firmAccount }) => {
  const { client, projectId } = await openMatterAs(page, firmAccount)
  const uploadUrl = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const first = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: 'The first upload.',
  })
  expect(first.status).toBe(200)
  const { storageId } = (await first.json()) as { storageId: string }
  const second = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: 'A second file on the same URL.',
  })
  expect(second.status).toBe(401)
  expect(await second.json()).toMatchObject({ code: 'StorageTokenUsed' })
  expect(typeof storageId).toBe('string')
})

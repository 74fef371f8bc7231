import { describe, expect, test } from 'vitest'
import { SIGNATURE_TOLERANCE_MS, sign, verify } from './signature'

const SECRET = 'a shared secret of the installation'
const NOW = Date.UTC(2026, 10, 28, 12)

describe('signing a workflow request', () => {
  test('a signature over the timestamp and body verifies, with the same secret only', async () => {
    const body = JSON.stringify({ runId: 'r1', inputs: { text: 'hello' } })
    const signature = await sign(SECRET, NOW, body)
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/)
    const headers = { timestamp: String(NOW), signature }
    expect(await verify(SECRET, headers, body, NOW)).toBe('ok')
    expect(await verify('another secret', headers, body, NOW)).toBe('bad')
  })

  test('a changed body, a changed timestamp or a missing header is bad', async () => {
    const body = '{"runId":"r1"}'
    const signature = await sign(SECRET, NOW, body)
    expect(await verify(SECRET, { timestamp: String(NOW), signature }, `${body} `, NOW)).toBe('bad')
    expect(await verify(SECRET, { timestamp: String(NOW + 1), signature }, body, NOW)).toBe('bad')
    expect(await verify(SECRET, { timestamp: null, signature }, body, NOW)).toBe('bad')
    expect(await verify(SECRET, { timestamp: String(NOW), signature: null }, body, NOW)).toBe('bad')
    expect(await verify(SECRET, { timestamp: '1e12', signature }, body, NOW)).toBe('bad')
  })

  test('a genuine signature outside the tolerance is stale, either way in time', async () => {
    const body = '{}'
    for (const at of [NOW - SIGNATURE_TOLERANCE_MS - 1, NOW + SIGNATURE_TOLERANCE_MS + 1]) {
      const headers = { timestamp: String(at), signature: await sign(SECRET, at, body) }
      expect(await verify(SECRET, headers, body, NOW)).toBe('stale')
    }
    const edge = NOW - SIGNATURE_TOLERANCE_MS
    const headers = { timestamp: String(edge), signature: await sign(SECRET, edge, body) }
    expect(await verify(SECRET, headers, body, NOW)).toBe('ok')
  })
})

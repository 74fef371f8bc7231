import { describe, expect, test } from 'vitest'
import {
  SENTRY_TUNNEL_MAX_BYTES,
  checkEnvelope,
  envelopeEndpoint,
  parseDsn,
} from './sentryEnvelope'

const DSN = 'https://abc123@errors.firm.example:9000/42'
const encode = (text: string) => new TextEncoder().encode(text)
const envelope = (dsn: unknown) =>
  encode(`${JSON.stringify({ event_id: 'e1', dsn })}\n{"type":"event"}\n{}`)

describe('the error-reporting DSN', () => {
  test('parses the DSN of sentry.io, a self-hosted Sentry or GlitchTip', () => {
    expect(parseDsn(DSN)).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'errors.firm.example:9000',
      path: '',
      projectId: '42',
    })
    const subPath = parseDsn('http://k@127.0.0.1:8000/sentry/7')!
    expect(envelopeEndpoint(subPath)).toBe('http://127.0.0.1:8000/sentry/api/7/envelope/')
  })

  test('refuses what is not a DSN', () => {
    for (const bad of ['sentry', 'https://errors.example/1', 'ftp://k@h/1', 'https://k@h/x', '']) {
      expect(parseDsn(bad)).toBeNull()
    }
  })
})

describe('the tunnel forwards only envelopes for the configured DSN', () => {
  test('forwards an envelope for the configured DSN to its envelope endpoint', () => {
    expect(checkEnvelope(envelope(DSN), DSN)).toEqual({
      ok: true,
      url: 'https://errors.firm.example:9000/api/42/envelope/',
    })
  })

  test('refuses another host, project or key with 403', () => {
    for (const other of [
      'https://abc123@evil.example:9000/42',
      'https://abc123@errors.firm.example:9000/43',
      'https://other@errors.firm.example:9000/42',
      'https://abc123@errors.firm.example/42',
    ]) {
      expect(checkEnvelope(envelope(other), DSN)).toMatchObject({ ok: false, status: 403 })
    }
  })

  test('refuses a body that is not an envelope with 400', () => {
    expect(checkEnvelope(encode('hello'), DSN)).toMatchObject({ ok: false, status: 400 })
    expect(checkEnvelope(envelope(undefined), DSN)).toMatchObject({ ok: false, status: 400 })
    expect(checkEnvelope(envelope('not a dsn'), DSN)).toMatchObject({ ok: false, status: 400 })
  })

  test('refuses everything when no DSN is configured', () => {
    expect(checkEnvelope(envelope(DSN), '')).toMatchObject({ ok: false, status: 403 })
  })

  test('refuses an envelope over the size bound with 413', () => {
    const big = new Uint8Array(SENTRY_TUNNEL_MAX_BYTES + 1)
    big.set(envelope(DSN))
    expect(checkEnvelope(big, DSN)).toMatchObject({ ok: false, status: 413 })
  })
})

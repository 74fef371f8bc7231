import { afterEach, describe, expect, test } from 'vitest'
import { clientAddress, headersForBackend, parseTrustedProxies } from './client-address.server'
import { mayExchangeOneTimeToken } from './one-time-token'

const none = parseTrustedProxies('')
const firmProxies = parseTrustedProxies('10.0.0.1, 10.8.0.0/16, ::1')

describe('clientAddress', () => {
  test('without trusted proxies the socket peer is the client, whatever the header claims', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', null, none)).toBe('203.0.113.9')
  })

  test('behind trusted proxies the right-most untrusted hop is the client', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1', firmProxies)).toBe('198.51.100.1')
    // A client cannot put itself further left: only the hops the proxies appended count.
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1, 10.8.3.4', firmProxies)).toBe(
      '198.51.100.1',
    )
  })

  test('a trusted proxy without a header, or with garbage in it, is handled safely', () => {
    expect(clientAddress('10.0.0.1', null, firmProxies)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', 'not-an-address', firmProxies)).toBeNull()
    expect(clientAddress(undefined, '198.51.100.1', firmProxies)).toBeNull()
  })

  test('a list entry that is not an address or range is refused at start', () => {
    expect(() => parseTrustedProxies('10.0.0.1, proxy.internal')).toThrow(
      'CASEFILE_TRUSTED_PROXIES: "proxy.internal" is not an address or a CIDR range',
    )
    expect(() => parseTrustedProxies('10.0.0.0/x')).toThrow()
  })
})

describe('headersForBackend', () => {
  afterEach(() => {
    delete process.env.CASEFILE_PROXY_SECRET
  })

  test('drops every claimed address and states its own with the secret', () => {
    process.env.CASEFILE_PROXY_SECRET = 's'.repeat(64)
    const incoming = new Headers({
      'x-forwarded-for': '1.2.3.4',
      'x-real-ip': '1.2.3.4',
      'x-casefile-client-address': '1.2.3.4',
      'x-casefile-proxy-secret': 'guess',
      cookie: 'a=b',
    })

    const sent = headersForBackend(incoming, '203.0.113.9')

    expect(sent.get('x-forwarded-for')).toBeNull()
    expect(sent.get('x-real-ip')).toBeNull()
    expect(sent.get('x-casefile-client-address')).toBe('203.0.113.9')
    expect(sent.get('x-casefile-proxy-secret')).toBe('s'.repeat(64))
    expect(sent.get('cookie')).toBe('a=b')
  })

  test('without a secret it states nothing (the backend then treats the call as direct)', () => {
    const sent = headersForBackend(new Headers({ 'x-casefile-proxy-secret': 'guess' }), '::1')

    expect(sent.get('x-casefile-client-address')).toBeNull()
    expect(sent.get('x-casefile-proxy-secret')).toBeNull()
  })
})

describe('mayExchangeOneTimeToken', () => {
  test('only page loads begun on this site or by the user themselves', () => {
    expect(mayExchangeOneTimeToken('same-origin')).toBe(true)
    expect(mayExchangeOneTimeToken('none')).toBe(true)
    expect(mayExchangeOneTimeToken('cross-site')).toBe(false)
    expect(mayExchangeOneTimeToken('same-site')).toBe(false)
    expect(mayExchangeOneTimeToken(null)).toBe(false)
  })
})

/** Small pure pieces of the transports: encodings, clean JSON, auth headers, CLI arguments. */
import { describe, expect, it } from 'vitest'
import { convexToJson } from 'convex/values'
import { parseArgs } from '../../src/cli/args'
import {
  AuthHeaderError,
  identityFromAuthorizationHeader,
  unverifiedJwtAuthenticator,
} from '../../src/http/auth'
import { toCleanJson } from '../../src/http/format'
import { canonicalizeUdfPath, decodeTs, encodeTs } from '../../src/sync/encoding'
import { isSyncPath } from '../../src/sync/server'
import { unsignedJwt } from './helpers'

describe('transport units', () => {
  it('encodes u64 timestamps as the client expects', () => {
    expect(encodeTs(0n)).toBe('AAAAAAAAAAA=')
    const ts = 1_730_000_000_123_456_789n
    expect(decodeTs(encodeTs(ts))).toBe(ts)
    expect(encodeTs(1n)).toBe('AQAAAAAAAAA=')
  })

  it('canonicalizes function paths', () => {
    expect(canonicalizeUdfPath('messages:list')).toBe('messages:list')
    expect(canonicalizeUdfPath('messages.js:list')).toBe('messages:list')
    expect(canonicalizeUdfPath('admin/seed')).toBe('admin/seed:default')
    expect(canonicalizeUdfPath('a/b.js')).toBe('a/b:default')
  })

  it('matches the sync paths only', () => {
    expect(isSyncPath('/api/1.48.0/sync')).toBe(true)
    expect(isSyncPath('/api/sync')).toBe(true)
    expect(isSyncPath('/api/1.48.0/sync/')).toBe(true)
    expect(isSyncPath('/api/query')).toBe(false)
    expect(isSyncPath('/api/a/b/sync')).toBe(false)
  })

  it('turns encoded values into clean JSON', () => {
    const encoded = convexToJson({
      big: -5n,
      nan: NaN,
      inf: -Infinity,
      negZero: -0,
      bytes: new Uint8Array([255, 0]).buffer,
      nested: [{ n: 2n }],
      plain: 'x',
    })
    expect(toCleanJson(encoded)).toEqual({
      big: '-5',
      nan: 'NaN',
      inf: '-Infinity',
      negZero: -0,
      bytes: '/wA=',
      nested: [{ n: '2' }],
      plain: 'x',
    })
  })

  it('parses Authorization headers', async () => {
    const auth = unverifiedJwtAuthenticator()
    expect(await identityFromAuthorizationHeader(undefined, 'k', auth)).toEqual({ kind: 'none' })
    expect(await identityFromAuthorizationHeader('Convex k', 'k', auth)).toEqual({ kind: 'admin' })
    const acting = Buffer.from(
      JSON.stringify({ subject: 's', issuer: 'i', email: 'e@x' }),
    ).toString('base64')
    expect(await identityFromAuthorizationHeader(`Convex k:${acting}`, 'k', auth)).toEqual({
      kind: 'admin',
      impersonating: { tokenIdentifier: 'i|s', subject: 's', issuer: 'i', email: 'e@x' },
    })
    const token = unsignedJwt({ iss: 'https://x', sub: 'u' })
    const user = await identityFromAuthorizationHeader(`Bearer ${token}`, 'k', auth)
    expect(user).toMatchObject({ kind: 'user', identity: { tokenIdentifier: 'https://x|u' } })
    await expect(identityFromAuthorizationHeader('Convex wrong', 'k', auth)).rejects.toBeInstanceOf(
      AuthHeaderError,
    )
    await expect(identityFromAuthorizationHeader('Basic abc', 'k', auth)).rejects.toMatchObject({
      code: 'AuthHeaderInvalid',
    })
    const expired = unsignedJwt({
      iss: 'https://x',
      sub: 'u',
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    await expect(
      identityFromAuthorizationHeader(`Bearer ${expired}`, 'k', auth),
    ).rejects.toMatchObject({
      code: 'Unauthenticated',
    })
  })

  it('parses CLI arguments', () => {
    expect(parseArgs(['dev', '--port', '0', '--no-watch', '--data=x', 'extra'])).toEqual({
      positional: ['dev', 'extra'],
      flags: { port: '0', 'no-watch': true, data: 'x' },
    })
    expect(parseArgs(['run', 'a:b', '--', '--not-a-flag'])).toEqual({
      positional: ['run', 'a:b', '--not-a-flag'],
      flags: {},
    })
    expect(() => parseArgs(['dev', '--port'])).toThrow(/needs a value/)
  })
})

/**
 * `--insecure-accept-unverified-jwt`: the identity functions see uses Convex's field names. A
 * token from an issuer that is not a customJwt provider of auth.config.ts (the hosted OIDC
 * providers this mode stands in for) gets the OIDC mapping (`picture` → `pictureUrl`, ...,
 * `updated_at` → RFC 3339 text, other claims kept as JSON); a token matching a customJwt provider
 * keeps its claim names, nested ones flattened to `a.b`, as Convex does for custom JWTs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { startServer, type RunningServer } from '../../src/server'
import { unsignedJwt } from '../protocol/helpers'
import { makeKeys, siteAppDir } from './setup'

const api = anyApi as any
let server: RunningServer

beforeAll(async () => {
  const keys = await makeKeys()
  server = await startServer({
    convexDir: siteAppDir,
    port: 0,
    sitePort: 0,
    env: keys.env,
    insecureAcceptUnverifiedJwt: true,
    log: () => {},
  })
})

afterAll(async () => {
  await server?.close()
})

async function identityOf(claims: Record<string, unknown>) {
  const http = new ConvexHttpClient(server.url, { logger: false })
  http.setAuth(unsignedJwt(claims))
  return http.query(api.notes.whoami, {})
}

const PROFILE = {
  name: 'Ada Lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
  nickname: 'ada',
  preferred_username: 'countess',
  profile: 'https://example.test/ada',
  picture: 'https://example.test/ada.png',
  website: 'https://ada.test',
  email: 'ada@example.test',
  email_verified: true,
  gender: 'female',
  birthdate: '1815-12-10',
  zoneinfo: 'Europe/London',
  locale: 'en-GB',
  phone_number: '+44 20 0000 0000',
  phone_number_verified: false,
  address: { formatted: '12 St James Square, London' },
  updated_at: 1714564800,
}

describe('identity of unverified JWTs', () => {
  it('uses the OIDC field names for issuers that are not customJwt providers', async () => {
    const identity = await identityOf({
      iss: 'https://clerk.example.test',
      sub: 'user_1',
      aud: 'convex',
      azp: 'http://localhost:3000',
      jti: 'j1',
      nbf: 1,
      fva: [1, 2],
      org: { id: 7, role: 'admin' },
      roles: ['a', 'b'],
      ...PROFILE,
    })
    expect(identity).toEqual({
      tokenIdentifier: 'https://clerk.example.test|user_1',
      subject: 'user_1',
      issuer: 'https://clerk.example.test',
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      nickname: 'ada',
      preferredUsername: 'countess',
      profileUrl: 'https://example.test/ada',
      pictureUrl: 'https://example.test/ada.png',
      websiteUrl: 'https://ada.test',
      email: 'ada@example.test',
      emailVerified: true,
      gender: 'female',
      birthday: '1815-12-10',
      timezone: 'Europe/London',
      language: 'en-GB',
      phoneNumber: '+44 20 0000 0000',
      phoneNumberVerified: false,
      address: '12 St James Square, London',
      updatedAt: '2024-05-01T12:00:00+00:00',
      // Custom claims keep their JSON values; registered/housekeeping claims are dropped.
      org: { id: 7, role: 'admin' },
      roles: ['a', 'b'],
    })
  })

  it('keeps claim names (flattened) for a token of a customJwt provider', async () => {
    const identity = await identityOf({
      iss: 'https://issuer.test',
      sub: 'user_2',
      aud: 'site-app',
      org: { id: 7 },
      picture: 'https://example.test/p.png',
      email_verified: true,
    })
    expect(identity).toEqual({
      tokenIdentifier: 'https://issuer.test|user_2',
      subject: 'user_2',
      issuer: 'https://issuer.test',
      'org.id': 7,
      picture: 'https://example.test/p.png',
      email_verified: true,
    })
  })
})

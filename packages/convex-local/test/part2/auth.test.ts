import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import {
  AuthError,
  authConfigProviders,
  createTokenValidator,
  exportSigningKey,
  generateSigningKey,
  importSigningKey,
  jwksJson,
  parseAuthorizationHeader,
  signJwt,
  signJwtIssuer,
  removeAdminKeyTypePrefix,
} from '../../src/auth'

type Alg = 'RS256' | 'ES256' | 'EdDSA'
type KeyPair = { alg: Alg; kid: string; privateKey: CryptoKey; publicJwk: JWK }

async function makeKey(alg: Alg, kid: string): Promise<KeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true })
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg }
  return { alg, kid, privateKey, publicJwk }
}

async function mint(
  key: KeyPair,
  claims: Record<string, unknown>,
  opts: { kid?: string | null; alg?: string } = {},
): Promise<string> {
  const header: Record<string, unknown> = { alg: opts.alg ?? key.alg, typ: 'JWT' }
  if (opts.kid !== null) header.kid = opts.kid ?? key.kid
  return await new SignJWT(claims)
    .setProtectedHeader(header as { alg: string })
    .sign(key.privateKey)
}

const dataJwks = (keys: JWK[]) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify({ keys })).toString('base64')}`

/** A local issuer: serves a JWKS (mutable) and an OIDC discovery document. */
type Issuer = {
  server: Server
  url: string
  jwks: { keys: JWK[] }
  contentType: string
  hits: Record<string, number>
  discoveryIssuer?: string
}

async function startIssuer(): Promise<Issuer> {
  const state: Issuer = {
    server: undefined as unknown as Server,
    url: '',
    jwks: { keys: [] },
    contentType: 'application/json',
    hits: {},
  }
  state.server = createServer((req, res) => {
    const path = req.url ?? '/'
    state.hits[path] = (state.hits[path] ?? 0) + 1
    if (path === '/jwks.json' || path === '/oidc/jwks') {
      res.writeHead(200, { 'content-type': state.contentType })
      res.end(JSON.stringify(state.jwks))
    } else if (path === '/oidc/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          issuer: state.discoveryIssuer ?? `${state.url}/oidc`,
          jwks_uri: `${state.url}/oidc/jwks`,
        }),
      )
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise<void>((r) => state.server.listen(0, '127.0.0.1', () => r()))
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`
  return state
}

const NOW_S = 1_800_000_000
const nowMs = () => NOW_S * 1000

async function rejection(p: Promise<unknown>): Promise<AuthError> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(AuthError)
    return e as AuthError
  }
  throw new Error('expected a rejection')
}

describe('auth: token validation', () => {
  let issuer: Issuer
  let rsa: KeyPair
  let ec: KeyPair
  let ed: KeyPair
  beforeAll(async () => {
    issuer = await startIssuer()
    rsa = await makeKey('RS256', 'rsa-1')
    ec = await makeKey('ES256', 'ec-1')
    ed = await makeKey('EdDSA', 'ed-1')
  })
  afterAll(async () => {
    await new Promise((r) => issuer.server.close(r))
  })

  it('customJwt RS256 with an http JWKS maps the identity (custom claims flattened, fva dropped)', async () => {
    issuer.jwks = { keys: [rsa.publicJwk] }
    issuer.contentType = 'application/json'
    const v = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: 'https://auth.example.com',
          jwks: `${issuer.url}/jwks.json`,
          algorithm: 'RS256',
          applicationID: 'convex',
        },
      ],
      now: nowMs,
    })
    const token = await mint(rsa, {
      iss: 'https://auth.example.com',
      sub: 'user-1',
      aud: ['other', 'convex'],
      iat: NOW_S - 10,
      exp: NOW_S + 3600,
      jti: 'x',
      nbf: NOW_S - 10,
      email: 'a@b.c',
      picture: 'https://p/x.png',
      roles: ['admin', 'user'],
      org: { id: 'o1', meta: { tier: 2 } },
      fva: [1, 2],
    })
    expect(await v.validate(token)).toEqual({
      tokenIdentifier: 'https://auth.example.com|user-1',
      issuer: 'https://auth.example.com',
      subject: 'user-1',
      email: 'a@b.c',
      picture: 'https://p/x.png',
      roles: ['admin', 'user'],
      'org.id': 'o1',
      'org.meta.tier': 2,
    })
    const verified = await v.verify(token)
    expect(verified.expiresAtMs).toBe((NOW_S + 3600) * 1000)
  })

  it('customJwt ES256 with a data: JWKS; issuer without scheme and trailing slashes still match', async () => {
    const v = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: 'auth.example.org/',
          jwks: dataJwks([ec.publicJwk]),
          algorithm: 'ES256',
        },
      ],
      now: nowMs,
    })
    const token = await mint(ec, { iss: 'auth.example.org', sub: 's', exp: NOW_S + 60 })
    const id = await v.validate(token)
    expect(id.tokenIdentifier).toBe('auth.example.org|s')
    expect(id.issuer).toBe('auth.example.org')
  })

  it('decodes data: JWKS the way @convex-dev/better-auth writes them (text/plain;charset=utf-8;base64) and percent-encoded', async () => {
    const jwks = JSON.stringify({ keys: [rsa.publicJwk] })
    const token = await mint(rsa, {
      iss: 'http://127.0.0.1:3211',
      sub: 'u',
      aud: 'convex',
      exp: NOW_S + 60,
    })
    for (const url of [
      `data:text/plain;charset=utf-8;base64,${Buffer.from(jwks).toString('base64')}`,
      `data:application/json,${encodeURIComponent(jwks)}`,
    ]) {
      const v = createTokenValidator({
        providers: [
          {
            type: 'customJwt',
            issuer: 'http://127.0.0.1:3211',
            applicationID: 'convex',
            algorithm: 'RS256',
            jwks: url,
          },
        ],
        now: nowMs,
      })
      expect((await v.validate(token)).tokenIdentifier).toBe('http://127.0.0.1:3211|u')
    }
    const broken = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: 'http://127.0.0.1:3211',
          algorithm: 'RS256',
          jwks: 'data:application/json;base64,%%%',
        },
      ],
      now: nowMs,
    })
    expect((await rejection(broken.validate(token))).message).toBe(
      'Invalid JWKS data URL. Check that the data URL is properly formatted and contains valid base64-encoded JSON.',
    )
  })

  it('accepts application/jwk-set+json and rejects other content types with the backend message', async () => {
    issuer.jwks = { keys: [rsa.publicJwk] }
    const providers = [
      {
        type: 'customJwt',
        issuer: 'https://i.test',
        jwks: `${issuer.url}/jwks.json`,
        algorithm: 'RS256',
      } as const,
    ]
    const token = await mint(rsa, { iss: 'https://i.test', sub: 's', exp: NOW_S + 60 })
    issuer.contentType = 'application/jwk-set+json; charset=utf-8'
    await expect(
      createTokenValidator({ providers, now: nowMs }).validate(token),
    ).resolves.toMatchObject({ subject: 's' })
    issuer.contentType = 'text/html'
    const err = await rejection(createTokenValidator({ providers, now: nowMs }).validate(token))
    expect(err.message).toBe(
      `Invalid Content-Type 'text/html' when fetching JWKS from '${issuer.url}/jwks.json'. Expected 'application/json' or 'application/jwk-set+json'.`,
    )
    issuer.contentType = 'application/json'
    const missing = createTokenValidator({
      providers: [{ ...providers[0], jwks: `${issuer.url}/nope.json` }],
      now: nowMs,
    })
    expect((await rejection(missing.validate(token))).message).toBe(
      `Could not fetch JWKS from URL '${issuer.url}/nope.json': HTTP 404 Not Found. Check that the URL is correct and accessible.`,
    )
  })

  it('wrong issuer and wrong audience: NoAuthProvider listing the configured providers', async () => {
    const v = createTokenValidator({
      providers: [
        { domain: 'https://clerk.example.com', applicationID: 'convex' },
        {
          type: 'customJwt',
          issuer: 'https://auth.example.com',
          jwks: dataJwks([rsa.publicJwk]),
          algorithm: 'RS256',
        },
        {
          type: 'customJwt',
          issuer: 'https://aud.example.com',
          jwks: dataJwks([rsa.publicJwk]),
          algorithm: 'RS256',
          applicationID: 'app',
        },
      ],
      now: nowMs,
    })
    const expected =
      "No auth provider found matching the given token. Check that your JWT's issuer and audience match one of your configured providers: " +
      '[OIDC(domain=https://clerk.example.com, app_id=convex), CustomJWT(issuer=https://auth.example.com, app_id=none), CustomJWT(issuer=https://aud.example.com, app_id=app)]'
    const wrongIss = await mint(rsa, {
      iss: 'https://evil.example.com',
      sub: 's',
      aud: 'convex',
      exp: NOW_S + 60,
    })
    const e1 = await rejection(v.validate(wrongIss))
    expect(e1.code).toBe('NoAuthProvider')
    expect(e1.message).toBe(expected)
    const wrongAud = await mint(rsa, {
      iss: 'https://aud.example.com',
      sub: 's',
      aud: 'not-app',
      exp: NOW_S + 60,
    })
    expect((await rejection(v.validate(wrongAud))).message).toBe(expected)
    const noAud = await mint(rsa, { iss: 'https://clerk.example.com', sub: 's', exp: NOW_S + 60 })
    expect((await rejection(v.validate(noAud))).message).toBe(expected)
    const none = createTokenValidator({ providers: [], now: nowMs })
    expect((await rejection(none.validate(wrongIss))).message).toBe(
      'No auth provider found matching the given token (no providers configured). Check convex/auth.config.ts.',
    )
  })

  it('time checks: expired beyond the 5 s leeway fails, within it passes; nbf and iat in the future fail', async () => {
    const v = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: 'https://t.test',
          jwks: dataJwks([ec.publicJwk]),
          algorithm: 'ES256',
        },
      ],
      now: nowMs,
    })
    const base = { iss: 'https://t.test', sub: 's' }
    const expired = await rejection(v.validate(await mint(ec, { ...base, exp: NOW_S - 10 })))
    expect(expired.code).toBe('InvalidAuthHeader')
    expect(expired.message).toBe('Could not validate token: Token expired 10 seconds ago')
    await expect(v.validate(await mint(ec, { ...base, exp: NOW_S - 4 }))).resolves.toMatchObject({
      subject: 's',
    })
    await expect(
      v.validate(await mint(ec, { ...base, exp: NOW_S + 60, nbf: NOW_S + 4, iat: NOW_S + 4 })),
    ).resolves.toBeTruthy()
    expect(
      (await rejection(v.validate(await mint(ec, { ...base, exp: NOW_S + 60, nbf: NOW_S + 30 }))))
        .message,
    ).toBe('Could not validate token: Token will be valid in 30 seconds')
    expect(
      (await rejection(v.validate(await mint(ec, { ...base, exp: NOW_S + 60, iat: NOW_S + 20 }))))
        .message,
    ).toBe('Could not validate token: Token will be valid in 20 seconds')
    expect((await rejection(v.validate(await mint(ec, { ...base })))).message).toBe(
      'Could not verify token claim. Check that the JWT contains valid claims and matches your auth provider configuration.',
    )
  })

  it('bad signature, missing kid, wrong algorithm and unparseable tokens', async () => {
    const other = await makeKey('ES256', 'ec-1') // same kid, different key
    const v = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: 'https://s.test',
          jwks: dataJwks([ec.publicJwk]),
          algorithm: 'ES256',
        },
      ],
      now: nowMs,
    })
    const claims = { iss: 'https://s.test', sub: 's', exp: NOW_S + 60 }
    expect((await rejection(v.validate(await mint(other, claims)))).message).toBe(
      "Could not decode token. The JWT's 'kid' (key ID) header is 'ec-1', does this key match any key in the provider's JWKS?",
    )
    expect((await rejection(v.validate(await mint(ec, claims, { kid: null })))).message).toBe(
      "Could not decode token. JWT may be missing a 'kid' (key ID) header.",
    )
    const rsaToken = await mint({ ...rsa, kid: 'ec-1' }, claims)
    expect((await rejection(v.validate(rsaToken))).message).toMatch(
      /^Could not decode token\. The JWT's 'kid'/,
    )
    const good = await mint(ec, claims)
    const [h, p] = good.split('.')
    expect((await rejection(v.validate(`${h}.${p}.AAAA`))).code).toBe('InvalidAuthHeader')
    expect((await rejection(v.validate('not-a-jwt'))).message).toBe(
      'Could not parse JWT payload. Check that the token is a valid JWT format with three base64-encoded parts separated by dots.',
    )
    const noIss = await mint(ec, { sub: 's', exp: NOW_S + 60 })
    expect((await rejection(v.validate(noIss))).message).toBe(
      "Missing issuer claim ('iss') in JWT payload. The JWT must include an 'iss' claim that matches one of your configured auth providers.",
    )
  })

  it('caches the JWKS per URL for 10 minutes, refetches once on an unknown kid (key rotation)', async () => {
    const k1 = await makeKey('RS256', 'k1')
    const k2 = await makeKey('RS256', 'k2')
    const k3 = await makeKey('RS256', 'k3')
    issuer.jwks = { keys: [k1.publicJwk] }
    issuer.contentType = 'application/json'
    issuer.hits = {}
    let clock = nowMs()
    const v = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: 'https://rot.test',
          jwks: `${issuer.url}/jwks.json`,
          algorithm: 'RS256',
        },
      ],
      now: () => clock,
    })
    const claims = () => ({
      iss: 'https://rot.test',
      sub: 's',
      exp: Math.floor(clock / 1000) + 600,
    })
    await v.validate(await mint(k1, claims()))
    await v.validate(await mint(k1, claims()))
    expect(issuer.hits['/jwks.json']).toBe(1)
    // The issuer rotates to k2: the unknown kid triggers exactly one refetch.
    issuer.jwks = { keys: [k1.publicJwk, k2.publicJwk] }
    await v.validate(await mint(k2, claims()))
    expect(issuer.hits['/jwks.json']).toBe(2)
    // A kid nobody knows: one refetch, then the kid error.
    const e = await rejection(v.validate(await mint(k3, claims())))
    expect(e.message).toContain("header is 'k3'")
    expect(issuer.hits['/jwks.json']).toBe(3)
    // Known kids keep using the cache until it is 10 minutes old.
    await v.validate(await mint(k1, claims()))
    expect(issuer.hits['/jwks.json']).toBe(3)
    clock += 10 * 60 * 1000 + 1
    await v.validate(await mint(k1, claims()))
    expect(issuer.hits['/jwks.json']).toBe(4)
  })

  it('a token verified once still expires on time, and loses its verdict when its key leaves the set', async () => {
    const k1 = await makeKey('RS256', 'v1')
    const k2 = await makeKey('RS256', 'v2')
    issuer.jwks = { keys: [k1.publicJwk] }
    issuer.contentType = 'application/json'
    let clock = nowMs()
    const v = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: 'https://verdict.test',
          jwks: `${issuer.url}/jwks.json`,
          algorithm: 'RS256',
        },
      ],
      now: () => clock,
    })
    const token = await mint(k1, { iss: 'https://verdict.test', sub: 's', exp: NOW_S + 3600 })
    await expect(v.validate(token)).resolves.toMatchObject({ subject: 's' })
    await expect(v.validate(token)).resolves.toMatchObject({ subject: 's' })
    // A tampered copy of a verified token is never taken for it.
    const [h, p] = token.split('.')
    expect((await rejection(v.validate(`${h}.${p}.AAAA`))).code).toBe('InvalidAuthHeader')
    // The issuer drops k1 and the cached set ages out: the token k1 signed is refused.
    issuer.jwks = { keys: [k2.publicJwk] }
    clock = nowMs() + 10 * 60 * 1000 + 1
    expect((await rejection(v.validate(token))).message).toContain("header is 'v1'")
    // With k1 back, the remembered signature still does not skip the time checks.
    issuer.jwks = { keys: [k1.publicJwk] }
    clock = (NOW_S + 3600 + 120) * 1000
    expect((await rejection(v.validate(token))).message).toBe(
      'Could not validate token: Token expired 120 seconds ago',
    )
  })

  it('OIDC: discovery → jwks_uri, RS256 and EdDSA, standard claims mapped to camelCase fields', async () => {
    issuer.jwks = { keys: [rsa.publicJwk, ed.publicJwk] }
    issuer.hits = {}
    const iss = `${issuer.url}/oidc`
    const v = createTokenValidator({
      providers: [{ domain: `${iss}/`, applicationID: 'convex' }],
      now: nowMs,
    })
    const claims = {
      iss,
      sub: 'u1',
      aud: 'convex',
      iat: NOW_S,
      exp: NOW_S + 300,
      auth_time: NOW_S,
      azp: 'convex',
      nonce: 'n',
      jti: 'j',
      nbf: NOW_S,
      fva: [0, 0],
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      nickname: 'ada',
      preferred_username: 'ada.l',
      profile: 'https://p',
      picture: 'https://pic',
      website: 'https://w',
      email: 'ada@example.com',
      email_verified: true,
      gender: 'female',
      birthdate: '1815-12-10',
      zoneinfo: 'Europe/London',
      locale: 'en-GB',
      phone_number: '+44',
      phone_number_verified: false,
      address: { formatted: '12 St James Sq', country: 'UK' },
      updated_at: 1_700_000_000,
      org_id: 'org_1',
      meta: { plan: 'pro' },
    }
    const expected = {
      tokenIdentifier: `${iss}|u1`,
      issuer: iss,
      subject: 'u1',
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      nickname: 'ada',
      preferredUsername: 'ada.l',
      profileUrl: 'https://p',
      pictureUrl: 'https://pic',
      websiteUrl: 'https://w',
      email: 'ada@example.com',
      emailVerified: true,
      gender: 'female',
      birthday: '1815-12-10',
      timezone: 'Europe/London',
      language: 'en-GB',
      phoneNumber: '+44',
      phoneNumberVerified: false,
      address: '12 St James Sq',
      updatedAt: '2023-11-14T22:13:20+00:00',
      org_id: 'org_1',
      meta: { plan: 'pro' },
    }
    expect(await v.validate(await mint(rsa, claims))).toEqual(expected)
    expect(await v.validate(await mint(ed, claims))).toEqual(expected)
    expect(issuer.hits['/oidc/.well-known/openid-configuration']).toBe(1)
    expect(issuer.hits['/oidc/jwks']).toBe(1)

    const oidcFail =
      "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired."
    expect(
      (await rejection(v.validate(await mint(rsa, { ...claims, exp: NOW_S - 60 })))).message,
    ).toBe(oidcFail)
    // ES256 is not an OIDC algorithm the backend accepts, unless asked for.
    issuer.jwks = { keys: [rsa.publicJwk, ed.publicJwk, ec.publicJwk] }
    expect((await rejection(v.validate(await mint(ec, claims)))).code).toBe('Unauthenticated')
    const lenient = createTokenValidator({
      providers: [{ domain: iss, applicationID: 'convex' }],
      now: nowMs,
      oidcAlgorithms: ['RS256', 'ES256', 'EdDSA'],
    })
    expect((await lenient.validate(await mint(ec, claims))).subject).toBe('u1')
  })

  it('OIDC discovery failures name the issuer', async () => {
    const v = createTokenValidator({
      providers: [{ domain: `${issuer.url}/missing`, applicationID: 'c' }],
      now: nowMs,
    })
    const t = await mint(rsa, {
      iss: `${issuer.url}/missing`,
      sub: 's',
      aud: 'c',
      iat: NOW_S,
      exp: NOW_S + 60,
    })
    const e = await rejection(v.validate(t))
    expect(e.code).toBe('AuthProviderDiscoveryFailed')
    expect(e.message).toBe(`Auth provider discovery of ${issuer.url}/missing failed: 404 not found`)
    issuer.discoveryIssuer = 'https://someone-else.test'
    const v2 = createTokenValidator({
      providers: [{ domain: `${issuer.url}/oidc`, applicationID: 'c' }],
      now: nowMs,
    })
    const t2 = await mint(rsa, {
      iss: `${issuer.url}/oidc`,
      sub: 's',
      aud: 'c',
      iat: NOW_S,
      exp: NOW_S + 60,
    })
    expect((await rejection(v2.validate(t2))).message).toBe(
      `Auth provider discovery of ${issuer.url}/oidc failed`,
    )
    issuer.discoveryIssuer = undefined
  })

  it('rejects invalid auth.config providers up front', () => {
    expect(authConfigProviders(undefined)).toEqual([])
    expect(
      authConfigProviders({ providers: [{ domain: 'https://a.test', applicationID: 'c' }] }),
    ).toHaveLength(1)
    expect(() => authConfigProviders({ providers: 'nope' })).toThrow(
      'auth.config.ts: `providers` must be an array',
    )
    expect(() =>
      createTokenValidator({
        providers: [
          { type: 'customJwt', issuer: 'https://x.test', jwks: 'data:,', algorithm: 'HS256' },
        ],
      }),
    ).toThrow('Invalid signature algorithm (only RS256 and ES256 are supported): "HS256"')
    expect(() =>
      createTokenValidator({ providers: [{ domain: undefined, applicationID: 'convex' }] }),
    ).toThrow(/Invalid provider domain URL/)
    expect(() =>
      createTokenValidator({ providers: [{ domain: 'ftp://x.test', applicationID: 'c' }] }),
    ).toThrow('Invalid provider domain URL "ftp://x.test": scheme should be http or https')
  })
})

describe('auth: Authorization header', () => {
  it('parses bearer, admin and acting-as headers', () => {
    expect(parseAuthorizationHeader(undefined)).toEqual({ kind: 'none' })
    expect(parseAuthorizationHeader('  ')).toEqual({ kind: 'none' })
    expect(parseAuthorizationHeader('Bearer abc.def.ghi')).toEqual({
      kind: 'user',
      token: 'abc.def.ghi',
    })
    expect(parseAuthorizationHeader('bearer  tok ')).toEqual({ kind: 'user', token: 'tok' })
    expect(parseAuthorizationHeader('Convex secret-key')).toEqual({
      kind: 'admin',
      key: 'secret-key',
    })
    const acting = Buffer.from(
      JSON.stringify({ subject: 'u', issuer: 'https://i', name: 'N' }),
    ).toString('base64')
    expect(parseAuthorizationHeader(`Convex secret-key:${acting}`)).toEqual({
      kind: 'admin',
      key: 'secret-key',
      actingAs: { subject: 'u', issuer: 'https://i', name: 'N' },
    })
    expect(parseAuthorizationHeader('Convex prod:my-app|abc')).toEqual({
      kind: 'admin',
      key: 'my-app|abc',
    })
    expect(removeAdminKeyTypePrefix('preview:team:proj|abc')).toBe('abc')
    expect(() => parseAuthorizationHeader('Basic dXNlcjpwdw==')).toThrow(
      'Header must begin with `bearer `',
    )
    expect(() => parseAuthorizationHeader('Convex key:%%%')).toThrow(
      'Malformed Authorization header.',
    )
    const noIdentity = Buffer.from(JSON.stringify({ name: 'x' })).toString('base64')
    expect(() => parseAuthorizationHeader(`Convex key:${noIdentity}`)).toThrow(
      'Malformed Authorization header.',
    )
  })
})

describe('auth: signJwt', () => {
  it('persists the key, signs ES256 with kid, and the JWKS verifies the token', async () => {
    const key = generateSigningKey()
    const restored = importSigningKey(exportSigningKey(key))
    expect(restored.kid).toBe(key.kid)
    expect(JSON.parse(exportSigningKey(key)).privateJwk.d).toBeTypeOf('string')
    const jwks = jwksJson(restored)
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: key.privateJwk.x,
      y: key.privateJwk.y,
      kid: key.kid,
      alg: 'ES256',
      use: 'sig',
    })
    expect(JSON.stringify(jwks)).not.toContain('"d"')

    const cloud = 'http://127.0.0.1:3210'
    const token = await signJwt(restored, {
      claims: { sub: 'svc', aud: 'api', scope: ['read'] },
      expiresInSeconds: 60,
      issuer: signJwtIssuer(cloud),
      nowMs: nowMs(),
    })
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    const v = createTokenValidator({
      providers: [
        {
          type: 'customJwt',
          issuer: cloud,
          jwks: dataJwks(jwks.keys),
          algorithm: 'ES256',
          applicationID: 'api',
        },
      ],
      now: nowMs,
    })
    const verified = await v.verify(token)
    expect(verified.identity).toEqual({
      tokenIdentifier: `${cloud}|svc`,
      issuer: cloud,
      subject: 'svc',
      scope: ['read'],
    })
    expect(verified.claims.iat).toBe(NOW_S)
    expect(verified.claims.exp).toBe(NOW_S + 60)
    expect(signJwtIssuer(`${cloud}/`, 'betterAuth')).toBe(`${cloud}/components/betterAuth`)
  })

  it('enforces the reserved claims and the 1 s to 1 h expiry', async () => {
    const key = generateSigningKey()
    const sign = (claims: Record<string, unknown> | undefined, expiresInSeconds: number) =>
      signJwt(key, { claims, expiresInSeconds, issuer: 'http://x' })
    for (const name of ['iss', 'iat', 'exp', 'nbf', 'convexId', 'CVX_x', 'ConVeX']) {
      await expect(sign({ [name]: 1 }, 60)).rejects.toThrow(`the claim "${name}" is reserved`)
    }
    await expect(sign({ sub: 'a', aud: 'b', jti: 'c', conv: 1 }, 60)).resolves.toBeTypeOf('string')
    await expect(sign(undefined, 0.5)).rejects.toThrow(/expiresInSeconds/)
    await expect(sign(undefined, 3601)).rejects.toThrow(/expiresInSeconds/)
    await expect(sign(undefined, Number.NaN)).rejects.toThrow(/expiresInSeconds/)
    await expect(sign(undefined, 1)).resolves.toBeTypeOf('string')
    await expect(sign(undefined, 3600)).resolves.toBeTypeOf('string')
    expect(() => importSigningKey('{"version":1,"privateJwk":{"kty":"RSA"}}')).toThrow(
      /Invalid signing key/,
    )
  })
})

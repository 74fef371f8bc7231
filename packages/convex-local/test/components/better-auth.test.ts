import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { Identity } from '../../src/engine/types'

const convexDir = path.resolve(__dirname, '../fixtures/better-auth-app/convex')
const SITE = 'http://localhost:3000'
const CONVEX_SITE_URL = 'http://127.0.0.1:3211'
const none: Identity = { kind: 'none' }

let engine: LocalEngine

beforeAll(async () => {
  engine = await createEngine({
    convexDir,
    crons: false,
    env: {
      SITE_URL: SITE,
      BETTER_AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      CONVEX_SITE_URL,
    },
  })
}, 60_000)
afterAll(async () => {
  await engine?.close()
})

async function http(
  method: string,
  pathname: string,
  init: { body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { origin: SITE }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.cookie) headers.cookie = init.cookie
  const result = await engine.runHttpAction(
    new Request(`${CONVEX_SITE_URL}${pathname}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    none,
  )
  if (result.error)
    throw new Error(`${pathname}: ${result.error.errorMessage}\n${result.logLines.join('\n')}`)
  return result.response
}

function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ')
}

describe('@convex-dev/better-auth through the component', () => {
  test('the component is instantiated from convex.config.ts', () => {
    expect(engine.childComponents('')).toMatchObject([
      {
        name: 'betterAuth',
        path: expect.stringMatching(/@convex-dev\/better-auth\/dist\/component$/),
      },
    ])
    expect(engine.store.tables('betterAuth').map((t) => t.name)).toEqual(
      expect.arrayContaining(['user', 'session', 'account', 'jwks']),
    )
  })

  test('sign-up, sign-in, token, JWKS, users:me, sign-out', async () => {
    const email = 'ada@example.com'
    const password = 'correct horse battery staple'
    const signUp = await http('POST', '/api/auth/sign-up/email', {
      body: { email, password, name: 'Ada' },
    })
    expect(signUp.status, await signUp.clone().text()).toBe(200)
    expect(
      signUp.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=')),
    ).toBe(true)

    const signIn = await http('POST', '/api/auth/sign-in/email', { body: { email, password } })
    expect(signIn.status, await signIn.clone().text()).toBe(200)
    const cookie = cookieHeader(signIn)
    expect(cookie).toContain('better-auth.session_token=')

    const tokenRes = await http('GET', '/api/auth/convex/token', { cookie })
    expect(tokenRes.status, await tokenRes.clone().text()).toBe(200)
    const { token } = (await tokenRes.json()) as { token: string }
    expect(token.split('.')).toHaveLength(3)

    const jwksRes = await http('GET', '/api/auth/convex/jwks')
    expect(jwksRes.status).toBe(200)
    const jwks = (await jwksRes.json()) as { keys: Array<Record<string, unknown>> }
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' })

    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks as never), {
      issuer: CONVEX_SITE_URL,
      audience: 'convex',
    })
    expect(payload).toMatchObject({ email, name: 'Ada' })
    expect(typeof payload.sessionId).toBe('string')

    const identity = identityFrom(payload)
    const me = await engine.call({ udfType: 'query', udfPath: 'users:me', args: {}, identity })
    expect(me).toMatchObject({ success: true, value: { email, name: 'Ada', id: payload.sub } })
    const anonymous = await engine.call({
      udfType: 'query',
      udfPath: 'users:me',
      args: {},
      identity: none,
    })
    expect(anonymous).toMatchObject({ success: true, value: null })

    // Triggers: component mutations called back into the app through function handles.
    expect(
      await engine.call({ udfType: 'query', udfPath: 'users:profiles', args: {}, identity: none }),
    ).toMatchObject({
      success: true,
      value: [{ email, name: 'Ada' }],
    })
    const update = await http('POST', '/api/auth/update-user', { cookie, body: { name: 'Ada L.' } })
    expect(update.status, await update.clone().text()).toBe(200)
    expect(
      await engine.call({ udfType: 'query', udfPath: 'users:profiles', args: {}, identity: none }),
    ).toMatchObject({
      success: true,
      value: [{ email, name: 'Ada L.' }],
    })

    const signOut = await http('POST', '/api/auth/sign-out', { cookie, body: {} })
    expect(signOut.status, await signOut.clone().text()).toBe(200)
    const after = await engine.call({ udfType: 'query', udfPath: 'users:me', args: {}, identity })
    expect(after).toMatchObject({ success: true, value: null })
    const tokenAfter = await http('GET', '/api/auth/convex/token', { cookie })
    expect(tokenAfter.status).toBe(401)
  }, 60_000)
})

function identityFrom(payload: JWTPayload): Identity {
  const { iss, sub, aud: _aud, exp: _exp, iat: _iat, ...claims } = payload
  return {
    kind: 'user',
    identity: {
      ...(claims as Record<string, never>),
      subject: sub!,
      issuer: iss!,
      tokenIdentifier: `${iss}|${sub}`,
    },
    token: 'jwt',
  }
}

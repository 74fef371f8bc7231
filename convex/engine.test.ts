// @vitest-environment node
/**
 * The same backend on the real engine (convex-local): better-auth's JWT is verified against the
 * JWKS our own /api/auth routes serve, which convex-test cannot check (it trusts any identity).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConvexHttpClient } from 'convex/browser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api } from './_generated/api'

const SITE_URL = 'http://localhost:3000'
const root = fileURLToPath(new URL('..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'casefile-engine-'))
const server = { url: '', siteUrl: '' }
let child: ChildProcess | undefined

/** Starts `convex-local dev` on free ports and resolves once it prints its URLs. */
function startConvexLocal() {
  writeFileSync(
    join(dataDir, 'env.json'),
    JSON.stringify({ SITE_URL, BETTER_AUTH_SECRET: 'engine-test-secret-engine-test-secret-0123' }),
  )
  const args = ['packages/convex-local/bin/convex-local.mjs', 'dev', '--dir', 'convex', '--port', '0']
  args.push('--site-port', '0', '--data', dataDir, '--no-watch')
  child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })

  return new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /^CONVEX_URL=(\S+)/m.exec(output)?.[1]
      const siteUrl = /^CONVEX_SITE_URL=(\S+)/m.exec(output)?.[1]
      if (url && siteUrl && /CONVEX_LOCAL_ADMIN_KEY=/.test(output)) {
        Object.assign(server, { url, siteUrl })
        resolve()
      }
    }
    child?.stdout?.on('data', onData)
    child?.stderr?.on('data', onData)
    child?.on('exit', (code) => reject(new Error(`convex-local exited with ${code}: ${output}`)))
  })
}

beforeAll(startConvexLocal, 120_000)

afterAll(async () => {
  const running = child
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
}, 30_000)

describe('on the real engine', () => {
  test('sign-up, token, authContext and organisation creation with a verified JWT', async () => {
    const signUp = await fetch(`${server.siteUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_URL, 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({ email: 'engine@firm.test', password: 'long enough', name: 'Engine' }),
    })
    expect(signUp.status).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const tokenResponse = await fetch(`${server.siteUrl}/api/auth/convex/token`, { headers: { cookie } })
    const { token } = (await tokenResponse.json()) as { token: string }

    const anonymous = new ConvexHttpClient(server.url)
    await expect(anonymous.query(api.session.authContext, {})).resolves.toBeNull()

    const client = new ConvexHttpClient(server.url)
    client.setAuth(token)
    const { organizationId, slug } = await client.mutation(api.organizations.create, {
      organizationName: 'Engine & Sons',
    })
    await expect(client.query(api.session.authContext, {})).resolves.toMatchObject({
      organizationId,
      organizationSlug: slug,
    })
    await expect(client.query(api.users.getMe, {})).resolves.toMatchObject({ email: 'engine@firm.test', role: 'user' })

    const signOut = await fetch(`${server.siteUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: SITE_URL, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(signOut.status).toBe(200)
    await expect(client.query(api.session.authContext, {})).resolves.toBeNull()
  }, 120_000)
})

// Shared by the suites that run this backend on the real engine (convex-local) rather than
// convex-test: start a server on free ports with its own data directory, and sign users up.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ENGINE_SITE_URL = 'http://localhost:3000'
/** The app proxy's secret on test engines: calls that carry it may state their client address. */
export const ENGINE_PROXY_SECRET = 'engine-proxy-secret-engine-proxy-secret-0123'
const root = fileURLToPath(new URL('../..', import.meta.url))

export type Engine = {
  url: string
  siteUrl: string
  dataDir: string
  /** The backend's process id (its memory is read by the hostile-file suite). */
  pid: number
  stop: () => Promise<void>
}

/**
 * The engines this test process started and has not stopped. A start abandoned by a timed-out
 * hook never reaches `stop`, and an engine outlives the process that spawned it, so each run on a
 * slow machine used to leave engines behind, busy for good; they now go when this process does
 * (Vitest ends a test file's process with SIGTERM).
 */
const running = new Set<ChildProcess>()
const stopRunning = () => {
  for (const child of running) child.kill('SIGKILL')
}
process.once('exit', stopRunning)
process.once('SIGTERM', () => {
  stopRunning()
  // The listener is gone, so the signal now ends the process as it would have.
  process.kill(process.pid, 'SIGTERM')
})

/** A fresh data directory for an engine. */
export function engineDataDir() {
  return mkdtempSync(join(tmpdir(), 'casefile-engine-'))
}

/**
 * Starts `convex-local dev` on free ports and resolves once it prints its URLs; on fresh data
 * unless given a data directory (a restored backup).
 */
export function startEngine(
  env: Record<string, string> = {},
  dataDir: string = engineDataDir(),
): Promise<Engine> {
  writeFileSync(
    join(dataDir, 'env.json'),
    JSON.stringify({
      SITE_URL: ENGINE_SITE_URL,
      BETTER_AUTH_SECRET: 'engine-test-secret-engine-test-secret-0123',
      CASEFILE_PROXY_SECRET: ENGINE_PROXY_SECRET,
      // Sign-ups are confirmed by the link mailed to them; the tests read it from the outbox.
      CASEFILE_DEV_MAILBOX: '1',
      // The tests sign up whom they like, as `npm run dev` does (shared/signUpPolicy.ts).
      CASEFILE_SIGN_UP: 'open',
      ...env,
    }),
  )
  const args = [
    'packages/convex-local/bin/convex-local.mjs',
    'dev',
    '--dir',
    'convex',
    '--port',
    '0',
  ]
  args.push('--site-port', '0', '--data', dataDir, '--no-watch')
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  return new Promise<Engine>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /^CONVEX_URL=(\S+)/m.exec(output)?.[1]
      const siteUrl = /^CONVEX_SITE_URL=(\S+)/m.exec(output)?.[1]
      if (url && siteUrl && /CONVEX_LOCAL_ADMIN_KEY=/.test(output)) {
        resolve({ url, siteUrl, dataDir, pid: child.pid!, stop })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`convex-local exited with ${code}: ${output}`)))
  })
}

/**
 * Signs a user up through better-auth's routes, as the app's proxy forwards them (a distinct
 * client address per user, so the sign-up rate limit never joins them up), and opens the
 * confirmation link mailed to them in the same browser; returns the session cookie and a backend
 * JWT.
 */
export async function signUpOnEngine(engine: Engine, email: string, name = 'Engine User') {
  const signUp = await fetch(`${engine.siteUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ENGINE_SITE_URL,
      'x-casefile-client-address': `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      'x-casefile-proxy-secret': ENGINE_PROXY_SECRET,
    },
    body: JSON.stringify({ email, password: 'long enough', name, callbackURL: '/auth' }),
  })
  if (signUp.status !== 200) {
    throw new Error(`sign-up failed with ${signUp.status}: ${await signUp.text()}`)
  }
  const link = new URL(await mailedLink(engine, email.toLowerCase(), 'verify-email'))
  // Opened in the browser that signed up (its proof cookie sent along), so the password stays.
  const proof = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ')
  const confirmed = await fetch(`${engine.siteUrl}${link.pathname}${link.search}`, {
    redirect: 'manual',
    headers: { cookie: proof },
  })
  return await sessionFrom(engine, confirmed)
}

/** The newest link of `kind` in the engine's outbox for `to`, once the mail job has run. */
async function mailedLink(engine: Engine, to: string, kind: string) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${engine.url}/api/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'accounts/devMailbox:list', args: { to }, format: 'json' }),
    })
    const { value } = (await response.json()) as { value: { kind: string; url: string | null }[] }
    const url = value.find((message) => message.kind === kind)?.url
    if (url) return url
    // The outbox is written by a scheduled job a moment after the sign-up returns.
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`No ${kind} mail to ${to} within 15 s`)
}

/** Signs an existing user in with a password; returns the session cookie and a backend JWT. */
export async function signInOnEngine(engine: Engine, email: string, password: string) {
  const signIn = await fetch(`${engine.siteUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ENGINE_SITE_URL },
    body: JSON.stringify({ email, password }),
  })
  return await sessionFrom(engine, signIn)
}

async function sessionFrom(engine: Engine, response: Response) {
  // A sign-in answers 200; an opened confirmation link redirects with the session cookie.
  if (response.status !== 200 && response.status !== 302) {
    throw new Error(`${response.url} failed with ${response.status}: ${await response.text()}`)
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const tokenResponse = await fetch(`${engine.siteUrl}/api/auth/convex/token`, {
    headers: { cookie },
  })
  const { token } = (await tokenResponse.json()) as { token: string }

  return { cookie, token }
}

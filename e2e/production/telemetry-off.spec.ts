import { execFileSync } from 'node:child_process'
import { expect, test, waitForHydration } from '../fixtures'
import { createOrganization, signInThroughUi, submitSignUp, uniqueEmail } from '../auth/helpers'
import { createMatter } from '../matters/helpers'

// `npm start` sets no telemetry key (no VITE_SENTRY_DSN, VITE_POSTHOG_KEY or VITE_VERCEL_ENV):
// a whole session, signed out and in, talks to the app and its backend and to nothing else, and
// never even asks the backend's error-reporting tunnel.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
// The production stack's backend (playwright.config.ts); E2E_PRODUCTION_BACKEND_PORT names another
// one started by hand (its site port is the next).
const BACKEND_PORT = Number(process.env.E2E_PRODUCTION_BACKEND_PORT ?? 3810 + OFFSET)
const BACKEND = `127.0.0.1:${BACKEND_PORT}`
const SITE = `127.0.0.1:${BACKEND_PORT + 1}`
const DATA_DIR = `.convex-local/e2e-production${OFFSET ? `-${OFFSET}` : ''}/data`

test('without telemetry keys no request leaves for anything but the app and its backend', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))

  const email = uniqueEmail('telemetry-off')
  await submitSignUp(page, email, 'Quinn Quiet')
  // `npm start` has no mail transport: the operator confirms the address (as production.spec).
  execFileSync(process.execPath, [
    'packages/convex-local/bin/convex-local.mjs',
    'run',
    'admin/superadmin:confirmEmail',
    JSON.stringify({ email }),
    '--data',
    DATA_DIR,
    '--port',
    String(BACKEND_PORT),
  ])
  await signInThroughUi(page, email)
  await expect(page).toHaveURL(/\/create-org$/, { timeout: 20_000 })
  await createOrganization(page, 'Quiet Telemetry LLP')
  const matterPath = await createMatter(page, {
    name: 'Quiet v. Loud',
    internalMatterId: 'TEL-001',
    party: { name: 'Quiet Ltd', role: 'Defendant' },
  })
  for (const path of [matterPath, `${matterPath}/dossier`, '/matters']) {
    await page.goto(path)
    await waitForHydration(page)
  }

  const app = new URL(page.url()).host
  const hosts = new Set(requests.map((url) => new URL(url).host))
  expect([...hosts].filter((host) => ![app, BACKEND, SITE].includes(host))).toEqual([])
  expect(requests.filter((url) => /sentry|posthog|_vercel/.test(url))).toEqual([])
})

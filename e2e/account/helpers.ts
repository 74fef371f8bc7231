import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { api } from '../../convex/_generated/api'
import { waitForHydration } from '../fixtures'
import { createOrganization, PASSWORD, uniqueEmail } from '../auth/helpers'
import { convexAs } from '../firm/helpers'

export { PASSWORD, uniqueEmail }

// better-auth refuses a POST without an Origin it trusts; a browser sends the app's own origin.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const APP_ORIGIN = `http://localhost:${3100 + OFFSET}`
const BACKEND_URL = `http://127.0.0.1:${3310 + OFFSET}`
const headers = { origin: APP_ORIGIN }

/**
 * The newest link of `kind` mailed to `email`, read from the development outbox (a public query
 * while the dev mailbox is on). The outbox is written a moment after the request that sends it.
 */
export async function mailedLink(request: APIRequestContext, email: string, kind: string) {
  let link: string | undefined
  await expect(async () => {
    const response = await request.post(`${BACKEND_URL}/api/query`, {
      data: { path: 'accounts/devMailbox:list', args: { to: email.toLowerCase() }, format: 'json' },
    })
    const { value } = (await response.json()) as { value: { kind: string; url: string | null }[] }
    link = value.find((message) => message.kind === kind)?.url ?? undefined
    expect(link, `a ${kind} mail to ${email}`).toBeTruthy()
  }).toPass({ timeout: 20_000 })
  return link!
}

/**
 * Signs up over HTTP (the UI sign-up has its own specs in e2e/auth) and opens the confirmation
 * link mailed to the address, which signs in: the session cookie lands in the context.
 */
export async function signUpOverHttp(
  request: APIRequestContext,
  email: string,
  name = 'Avery Counsel',
) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, name, password: PASSWORD, callbackURL: '/auth' },
    headers,
  })
  expect(response.ok(), await response.text()).toBe(true)
  const confirmed = await request.get(await mailedLink(request, email, 'verify-email'), {
    maxRedirects: 0,
  })
  expect(confirmed.status(), 'the confirmation link redirects, signed in').toBe(302)
}

/** The superadmin the demo seed creates on the e2e stack (convex/demo/seed.ts). */
export const SUPERADMIN = { email: 'admin@casefile.test', password: 'casefile-demo-2026' }

/** Signs the context in as the seeded superadmin. */
export async function signInAsSuperadmin(request: APIRequestContext) {
  expect((await signInOverHttp(request, SUPERADMIN.email, SUPERADMIN.password)).ok()).toBe(true)
}

/** Signs in over HTTP and returns the response (tests assert on refused sign-ins too). */
export async function signInOverHttp(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
) {
  return await request.post('/api/auth/sign-in/email', { data: { email, password }, headers })
}

/**
 * A fresh user who has set up an organisation, signed in in this page's context. The organisation
 * is made by the mutation the /create-org form calls (that form has specs of its own, and through
 * the UI it costs two page loads per test); the page is left where it was, so the caller opens
 * the screen it tests.
 */
export async function signUpWithOrganization(
  page: Page,
  {
    email = uniqueEmail('account'),
    name = 'Avery Counsel',
    organization = 'Avery & Partners',
  } = {},
) {
  await signUpOverHttp(page.request, email, name)
  await createOrganizationOverHttp(page.request, organization)
  return { email, name, organization }
}

/** The same, with the organisation made through the /create-org form; lands on /matters/new. */
export async function signUpWithOrganizationThroughUi(
  page: Page,
  {
    email = uniqueEmail('account'),
    name = 'Avery Counsel',
    organization = 'Avery & Partners',
  } = {},
) {
  await signUpOverHttp(page.request, email, name)
  await page.goto('/create-org')
  await createOrganization(page, organization)
  return { email, name, organization }
}

/**
 * Creates an organisation as the user whose session `request` holds, with the mutation the
 * /create-org form calls; it becomes their current one, as through the form.
 */
export async function createOrganizationOverHttp(request: APIRequestContext, name: string) {
  const client = await convexAs(request)
  return await client.mutation(api.accounts.organizations.create, { organizationName: name })
}

/** A second browser (its own cookies and client address) on the same app. */
export async function newBrowserContext(browser: Browser, testInfo: TestInfo) {
  const [a, b] = crypto.getRandomValues(new Uint8Array(2))
  return await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.${a! % 250}.${(b! % 250) + 1}` },
    reducedMotion: 'reduce',
  })
}

/** A toast in the notification region (the region also announces it to screen readers). */
export function toastWith(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text })
}

/** Opens an account page and waits until React has taken over. */
export async function openAccount(page: Page, path = '/account') {
  await page.goto(path)
  await waitForHydration(page)
}

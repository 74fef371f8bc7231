import type { Locator, Page, Request, Route } from '@playwright/test'
import { expect, test, waitForHydration } from '../fixtures'
import { signUpOverHttp, signUpWithOrganization } from '../account/helpers'
import { PASSWORD, uniqueEmail } from '../auth/helpers'

// Security issue 15, item 5: on a slow page the sign-in form is on screen before React hydrates
// it, and a <form> without method submitted natively as a GET: /login?email=…&password=…. Here the
// page's scripts are held back, so every form is plain server HTML while the test types into it
// and submits (Enter and a click); no request URL may carry what was typed, and once the scripts
// run the same submission goes through with exactly the typed values.

const DEMO_ADMIN = 'eleanor.hale@halewhitmore.test'
const DEMO_PASSWORD = 'casefile-demo-2026'

/** Holds every script request until `release`, so the page stays server-rendered HTML. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route('**/*', async (route) => {
    if (!released && route.request().resourceType() === 'script') held.push(route)
    else await route.fallback()
  })
  return {
    heldCount: () => held.length,
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
      await page.unroute('**/*')
    },
  }
}

/** Every request the page makes from now on. */
function recordRequests(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

function decoded(url: string) {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '))
  } catch {
    return url
  }
}

function expectNoValueInUrls(requests: Request[], values: string[]) {
  const urls = requests.map((request) => decoded(request.url()))
  for (const value of values) {
    expect(
      urls.filter((url) => url.includes(value)),
      `request URLs carrying ${value}`,
    ).toEqual([])
  }
}

/**
 * Opens `path` with its scripts held, lets `fill` type into the server-rendered form, then tries
 * to submit it before hydration: Enter in `enterIn` and a click on `submit`, which must be
 * disabled. Nothing may leave the page; then the scripts run and `submit` is enabled.
 */
async function submitBeforeHydration(
  page: Page,
  path: string,
  { fill, enterIn, submit }: { fill: () => Promise<void>; enterIn: Locator; submit: Locator },
) {
  const scripts = await holdScripts(page)
  const requests = recordRequests(page)
  await page.goto(path, { waitUntil: 'commit' })
  await expect.poll(scripts.heldCount).toBeGreaterThan(0)

  await fill()
  await expect(page.locator('body')).not.toHaveAttribute('data-hydrated', 'true')
  // Playwright waits for a navigation an action starts, so a native submission would show here.
  await enterIn.press('Enter')
  await expect(page).toHaveURL(path)
  await expect(submit).toBeDisabled()
  // A disabled button takes no click; force skips Playwright's wait for it to become enabled.
  await submit.click({ force: true })
  await expect(page).toHaveURL(path)

  await scripts.release()
  await waitForHydration(page)
  await expect(submit).toBeEnabled()
  // The only document the page loaded is the one it opened: no native submission, GET or POST.
  expect(
    requests
      .filter((request) => request.resourceType() === 'document')
      .map((request) => `${request.method()} ${new URL(request.url()).pathname}`),
  ).toEqual([`GET ${path}`])
  return requests
}

test.describe('forms submitted before the page has hydrated', () => {
  // Sign-ups hash passwords and the held page waits for its scripts on a shared machine.
  test.slow()

  test('sign-in: the typed email and password reach the server only after hydration', async ({
    page,
  }) => {
    const submit = page.getByRole('button', { name: 'Sign in' })
    const requests = await submitBeforeHydration(page, '/login', {
      fill: async () => {
        await page.getByLabel('Email').fill(DEMO_ADMIN)
        await page.getByLabel('Password').fill(DEMO_PASSWORD)
      },
      enterIn: page.getByLabel('Password'),
      submit,
    })
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN)

    const signIn = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/sign-in/email'),
      { timeout: 20_000 },
    )
    await submit.click()
    expect((await signIn).postDataJSON()).toMatchObject({
      email: DEMO_ADMIN,
      password: DEMO_PASSWORD,
    })
    await expect(page).toHaveURL(/\/matters/, { timeout: 20_000 })
    expectNoValueInUrls(requests, [DEMO_ADMIN, DEMO_PASSWORD])
  })

  test('sign-up: the typed name, email and password reach the server only after hydration', async ({
    page,
  }) => {
    const email = uniqueEmail('early-sign-up')
    const submit = page.getByRole('button', { name: 'Create account' })
    const requests = await submitBeforeHydration(page, '/sign-up', {
      fill: async () => {
        await page.getByLabel('Full name').fill('Early Typist')
        await page.getByLabel('Work email').fill(email)
        await page.getByLabel('Password').fill(PASSWORD)
      },
      enterIn: page.getByLabel('Work email'),
      submit,
    })

    const signUp = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/sign-up/email'),
      { timeout: 20_000 },
    )
    await submit.click()
    expect((await signUp).postDataJSON()).toMatchObject({
      name: 'Early Typist',
      email,
      password: PASSWORD,
    })
    expectNoValueInUrls(requests, ['Early Typist', email, PASSWORD])
  })

  test('create organisation: the typed name is the organisation created after hydration', async ({
    page,
  }) => {
    // Signed up, no organisation yet (the sign-up form is the test above).
    await signUpOverHttp(page.request, uniqueEmail('early-org'))
    const organization = 'Early Typist & Partners'
    const submit = page.getByRole('button', { name: 'Create organization' })
    const requests = await submitBeforeHydration(page, '/create-org', {
      fill: () => page.getByLabel('Organization name').fill(organization),
      enterIn: page.getByLabel('Organization name'),
      submit,
    })

    await submit.click()
    await expect(page).toHaveURL(/\/matters\/new$/, { timeout: 20_000 })
    await page.goto('/firm/')
    await expect(page.getByRole('heading', { level: 1, name: organization })).toBeVisible()
    expectNoValueInUrls(requests, [organization])
  })

  test('new matter: fields typed and chosen before hydration are the matter created', async ({
    page,
  }) => {
    // A firm of its own: the demo firm's matter counts are asserted by the dashboard spec.
    await signUpWithOrganization(page, { organization: 'Early Matter LLP' })
    const name = 'Early v. Typist'
    const internalId = 'EARLY-0001'
    const summary = 'Typed while the page was still loading.'
    const submit = page.getByRole('button', { name: 'Create matter' })
    const requests = await submitBeforeHydration(page, '/matters/new', {
      fill: async () => {
        await page.getByLabel('Matter name', { exact: true }).fill(name)
        await page.getByLabel('Internal Matter ID', { exact: true }).fill(internalId)
        await page.getByLabel('Litigation stage', { exact: true }).selectOption('Discovery')
        await page.getByLabel('Summary', { exact: true }).fill(summary)
      },
      enterIn: page.getByLabel('Internal Matter ID', { exact: true }),
      submit,
    })

    // Adding a party needs the page's script, so it comes after hydration.
    await page.getByRole('button', { name: 'Add represented party' }).click()
    const party = page.getByRole('group', { name: 'Represented party 1' })
    await party.getByLabel('Name', { exact: true }).fill('Early Corp')
    await party.getByLabel('Role', { exact: true }).selectOption('Plaintiff')
    await submit.click()

    await expect(page).toHaveURL(/\/matters\/early-v-typist\/overview\/general$/, {
      timeout: 20_000,
    })
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('main').getByText('Discovery', { exact: true })).toBeVisible()
    await expect(page.getByText(summary)).toBeVisible()
    expectNoValueInUrls(requests, [name, internalId, summary])
  })

  test('a form posted to a page is sent back to it with a GET, its fields unread', async ({
    page,
  }) => {
    for (const path of ['/login', '/sign-up', '/login?redirect=%2Fmatters']) {
      const response = await page.request.post(path, {
        form: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(303)
      expect(response.headers()['location'], path).toBe(path)
      expect(await response.text(), path).toBe('')
    }
  })
})

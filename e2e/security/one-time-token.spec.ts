import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { mailedLink, signUpWithOrganization, uniqueEmail } from '../account/helpers'

// Login CSRF: an attacker takes a one-time token from their own magic link and gets a signed-in
// victim to open /account?ott=<token> from another site. The victim must stay who they are.

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const APP = `http://localhost:${3100 + OFFSET}`
// Another site: 127.0.0.1 and localhost are different hosts, so navigations between them are
// cross-site (Sec-Fetch-Site: cross-site).
const OTHER_SITE = `http://127.0.0.1:${3100 + OFFSET}`

async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies(APP)
  return cookies.find((cookie) => cookie.name.endsWith('session_token'))?.value
}

test('a cross-site ?ott= navigation does not replace the session', async ({ page, request }) => {
  // The attacker's own token: their magic link answers with a redirect carrying ?ott=.
  const attacker = uniqueEmail('attacker')
  const asked = await request.post('/api/auth/sign-in/magic-link', {
    data: { email: attacker, callbackURL: '/account' },
    headers: { origin: APP },
  })
  expect(asked.ok()).toBe(true)
  const verified = await request.get(await mailedLink(request, attacker, 'magic-link'), {
    maxRedirects: 0,
  })
  const ott = new URL(verified.headers()['location'] ?? '', APP).searchParams.get('ott')
  expect(ott).toBeTruthy()

  // The victim, signed in to their own firm.
  await signUpWithOrganization(page, { email: uniqueEmail('victim') })
  const before = await sessionCookie(page)
  expect(before).toBeTruthy()

  await page.goto(`${OTHER_SITE}/login`)
  await page.evaluate((target) => {
    window.location.href = target
  }, `${APP}/account?ott=${ott}`)
  await expect(page).toHaveURL(`${APP}/account`)

  expect(await sessionCookie(page)).toBe(before)
})

test('the auth proxy refuses a cross-site POST', async ({ request }) => {
  const response = await request.post('/api/auth/cross-domain/one-time-token/verify', {
    data: { token: 'anything' },
    headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
  })
  expect(response.status()).toBe(403)
  expect(response.headers()['set-cookie']).toBeUndefined()
})

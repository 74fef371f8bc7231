import type { Response } from '@playwright/test'
import { expect, test, waitForHydration } from '../fixtures'
import { mailedLink, signUpWithOrganizationThroughUi } from '../account/helpers'

// Targets R6/R7: pages and auth calls refuse framing and sniffing and keep URLs to themselves;
// the session cookie is out of reach of scripts.
const expected = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
}
const BASE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'"
const SCRIPT_POLICY = /; script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'$/

test('pages and the auth proxy send the security headers', async ({ request }) => {
  for (const path of ['/login', '/page-that-does-not-exist', '/api/auth/get-session']) {
    const response = await request.get(path)
    expect(response.headers(), path).toMatchObject(expected)
    expect(response.headers()['content-security-policy'], path).toMatch(
      new RegExp(`^${BASE_POLICY}${SCRIPT_POLICY.source}`),
    )
  }
})

test("scripts run only with the request's own nonce, which every page script carries", async ({
  request,
}) => {
  const nonces: string[] = []
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.get('/login')
    const nonce = response.headers()['content-security-policy']!.match(SCRIPT_POLICY)![1]!
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    nonces.push(nonce)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test.describe('an injected script', () => {
  test.use({
    allowedConsoleErrors: [
      'violates the following Content Security Policy directive',
      // The page this test serves through page.route counts as a public one to Chromium, which
      // then refuses its error report to the backend's tunnel on 127.0.0.1 (local network access).
      'Permission was denied for this request to access the `loopback` address space',
    ],
  })

  test('does not run when it reaches the page without the nonce', async ({ page }) => {
    // As if stored text had escaped into the HTML: the real response, one extra inline script.
    await page.route('**/login', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.injectedScriptRan = true</script></body>',
      )
      await route.fulfill({ response, body })
    })
    const violations = page.waitForEvent('console', (message) =>
      message.text().includes('Content Security Policy'),
    )
    await page.goto('/login')
    await waitForHydration(page)
    await violations
    expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false)
  })
})

test('the session cookie is HttpOnly and SameSite=Lax', async ({ request }) => {
  const email = `cookie-${crypto.randomUUID().slice(0, 8)}@e2e.casefile.test`
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery staple', name: 'Cookie Check' },
    headers: { origin: new URL(baseOrigin()).origin },
  })
  expect(response.status()).toBe(200)
  // The session starts when the address is confirmed by the link mailed to it.
  const confirmed = await request.get(await mailedLink(request, email, 'verify-email'), {
    maxRedirects: 0,
  })
  const cookies = confirmed
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
  const session = cookies.find((header) => /session_token=/.test(header.value))
  expect(session?.value).toMatch(/HttpOnly/i)
  expect(session?.value).toMatch(/SameSite=Lax/i)
})

function baseOrigin() {
  return test.info().project.use.baseURL ?? 'http://localhost:3100'
}

test('server functions refuse cross-site calls', async ({ request }) => {
  const response = await request.post('/_serverFn/any-function', {
    headers: { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
  })
  expect(response.status()).toBe(403)
})

test('signed-in pages and server function answers are never stored', async ({ page }) => {
  const serverFunctionAnswers: Response[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_serverFn/')) {
      serverFunctionAnswers.push(response)
    }
  })
  // Creating the organisation through its form refreshes the session on the client: a server
  // function call.
  await signUpWithOrganizationThroughUi(page)

  const matters = await page.goto('/matters')
  expect(matters?.headers()['cache-control']).toBe('private, no-store')
  expect(serverFunctionAnswers.length).toBeGreaterThan(0)
  for (const answer of serverFunctionAnswers) {
    expect(answer.headers()['cache-control'], answer.url()).toBe('private, no-store')
  }
})

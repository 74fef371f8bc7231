import { expect, test } from '../fixtures'

// Targets R6/R7: pages and auth calls refuse framing and sniffing and keep URLs to themselves;
// the session cookie is out of reach of scripts.
const expected = {
  'content-security-policy':
    "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
}

test('pages and the auth proxy send the security headers', async ({ request }) => {
  for (const path of ['/login', '/page-that-does-not-exist', '/api/auth/get-session']) {
    const response = await request.get(path)
    expect(response.headers(), path).toMatchObject(expected)
  }
})

test('the session cookie is HttpOnly and SameSite=Lax', async ({ request }) => {
  const email = `cookie-${crypto.randomUUID().slice(0, 8)}@e2e.casefile.test`
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery staple', name: 'Cookie Check' },
    headers: { origin: new URL(baseOrigin()).origin },
  })
  expect(response.status()).toBe(200)
  const cookies = response
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

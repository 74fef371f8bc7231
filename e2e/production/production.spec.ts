import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test, waitForHydration } from '../fixtures'
import { createOrganization, signInThroughUi, submitSignUp, uniqueEmail } from '../auth/helpers'
import { createMatter, mattersTable } from '../matters/helpers'

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const DATA_DIR = `.convex-local/e2e-production${OFFSET ? `-${OFFSET}` : ''}/data`

/**
 * `npm start` offline has no mail transport: the operator confirms the first address from the
 * command line, as the README says, and the new user then signs in with their password.
 */
function confirmByOperator(email: string) {
  execFileSync(process.execPath, [
    'packages/convex-local/bin/convex-local.mjs',
    'run',
    'admin/superadmin:confirmEmail',
    JSON.stringify({ email }),
    '--data',
    DATA_DIR,
    '--port',
    String(3810 + OFFSET),
  ])
}

// `npm run build && npm start` on fresh data: the single-machine production mode a firm runs.
test.describe('the production build', () => {
  test('a new firm signs up, creates a matter and finds it in the list', async ({ page }) => {
    const email = uniqueEmail('production')
    await submitSignUp(page, email, 'Pat Production')
    confirmByOperator(email)
    await signInThroughUi(page, email)
    await expect(page).toHaveURL(/\/create-org$/, { timeout: 20_000 })
    await createOrganization(page, 'Production Check LLP')
    const matterPath = await createMatter(page, {
      name: 'Ortiz v. Northwind Freight',
      internalMatterId: 'PRD-001',
      party: { name: 'Northwind Freight Ltd', role: 'Defendant' },
    })
    await page.goto('/matters')
    await waitForHydration(page)
    await expect(
      mattersTable(page).getByRole('link', { name: 'Ortiz v. Northwind Freight' }),
    ).toBeVisible()
    // A production build is prod even on localhost: flag overrides from the URL do nothing.
    await page.goto(`${matterPath}?flag_disable=modules`)
    await waitForHydration(page)
    await expect(
      page.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Modules' }),
    ).toBeVisible()
  })

  test("an address outside the firm's domains cannot sign up, and is told so plainly", async ({
    page,
  }) => {
    await page.goto('/sign-up')
    await waitForHydration(page)
    await page.getByLabel('Full name').fill('Walk In')
    await page
      .getByLabel('Work email')
      .fill(`walk-in-${crypto.randomUUID().slice(0, 8)}@elsewhere.test`)
    await page.getByLabel('Password').fill('correct horse battery staple')
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page.getByRole('alert')).toHaveText(
      "New accounts on this Casefile are by invitation. Ask your firm's admin to invite this address.",
    )
    await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0)
  })

  test('pages carry the security headers; hashed assets are cached for good', async ({
    request,
  }) => {
    const login = await request.get('/login')
    expect(login.status()).toBe(200)
    expect(login.headers()).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    })
    const script = (await login.text()).match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(script).toBeDefined()
    const asset = await request.get(script!)
    expect(asset.status()).toBe(200)
    expect(asset.headers()['cache-control']).toBe('max-age=31536000, immutable')
  })

  test('the SSR HTML is compressed like the assets', async ({ request }) => {
    const login = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(login.status()).toBe(200)
    expect(login.headers()['content-encoding']).toBe('br')
    expect(await login.text()).toContain('</html>')
    const gzip = await request.get('/login', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
  })

  test('npm start logs no secret', () => {
    const log = readFileSync(
      `test-results/production-stack${OFFSET ? `-${OFFSET}` : ''}.log`,
      'utf8',
    )
    expect(log).toContain('CONVEX_LOCAL_ADMIN_KEY_FILE=')
    expect(log).not.toContain('CONVEX_LOCAL_ADMIN_KEY=')
  })

  test('the development pages and mailbox are not there', async ({ page }) => {
    for (const path of ['/dev/ui', '/dev/crash']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
    await page.goto('/dev/mailbox')
    await waitForHydration(page)
    await expect(page.getByText('The mailbox is off')).toBeVisible()
  })
})

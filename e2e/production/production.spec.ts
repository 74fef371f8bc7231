import { expect, test, waitForHydration } from '../fixtures'
import { createMatter, mattersTable, signUpWithOrganization } from '../matters/helpers'

// `npm run build && npm start` on fresh data: the single-machine production mode a firm runs.
test.describe('the production build', () => {
  test('a new firm signs up, creates a matter and finds it in the list', async ({ page }) => {
    await signUpWithOrganization(page, 'production', 'Production Check LLP')
    await createMatter(page, {
      name: 'Ortiz v. Northwind Freight',
      internalMatterId: 'PRD-001',
      party: { name: 'Northwind Freight Ltd', role: 'Defendant' },
    })
    await page.goto('/matters')
    await waitForHydration(page)
    await expect(
      mattersTable(page).getByRole('link', { name: 'Ortiz v. Northwind Freight' }),
    ).toBeVisible()
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

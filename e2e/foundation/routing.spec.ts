import { expect, test, waitForHydration } from '../fixtures'

test.describe('public routes', () => {
  test('/ always redirects to /login, titled Casefile', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page).toHaveTitle('Casefile')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the document carries a web manifest and a dark slate theme colour', async ({
    page,
    request,
  }) => {
    await page.goto('/login')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f172a')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await request.get(href ?? '')
    expect(manifest.ok()).toBe(true)
    expect(await manifest.json()).toMatchObject({ name: 'Casefile' })
  })

  test('sign-up links back to sign-in and both forms label their fields', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/sign-up')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await expect(page.getByLabel('Work email')).toBeVisible()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
  })

  test('/auth exists and offers the way back to sign in', async ({ page }) => {
    await page.goto('/auth')
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible()
  })
})

test.describe('not-found page', () => {
  test('shows the spec texts and answers 404', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible()
  })

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/sign-up')
    await page.goto('/no/such/page')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/sign-up$/)
  })

  test('Go Home goes to / and so on to sign in', async ({ page }) => {
    await page.goto('/missing-matter')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('error screen', () => {
  test.use({
    allowedConsoleErrors: [
      'simulated failure',
      // TanStack Router renders a failed route's error screen directly on the server but throws
      // the error into its boundary on the client, and it settles the failed match while React
      // hydrates. React then reports that it recovered by rendering the root again; the screen
      // is the same either way (asserted below). Only this exact notice is tolerated.
      'There was an error during concurrent rendering but React was able to recover by instead synchronously rendering the entire root.',
    ],
  })

  test('a failing route shows the generic error screen with its four options', async ({ page }) => {
    await page.goto('/dev/crash')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'simulated failure' })).toBeVisible()
    await expect(page.getByText('Please try one of the options below to continue.')).toBeVisible()
    for (const name of ['Try Again', 'Refresh Page', 'Back']) {
      await expect(page.getByRole('button', { name })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  })
})

import { expect, test, waitForHydration } from '../fixtures'
import { signUpOverHttp } from '../account/helpers'
import { createOrganization, PASSWORD, signUpThroughUi, uniqueEmail } from './helpers'

test.describe('sign-up and password sign-in', () => {
  // Each test signs up (scrypt hashing plus a cold dev server): give them room on a 2-core machine.
  test.slow()

  test('a new user signs up, creates the organisation, signs out and back in', async ({ page }) => {
    const email = uniqueEmail('signup')
    await signUpThroughUi(page, email)

    await waitForHydration(page)
    await page.getByRole('button', { name: 'Create organization' }).click()
    await expect(page.getByText('Organization name is required')).toBeVisible()
    await createOrganization(page, 'Avery & Partners')

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page).toHaveURL(/\/login$/)
    await waitForHydration(page)
    await page.goto('/matters')
    await expect(page).toHaveURL(/\/login/)

    await waitForHydration(page)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // No matter yet, so the matters list forwards to the create screen (spec §4).
    await expect(page).toHaveURL(/\/matters\/new$/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'New matter' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'New matter' })).toBeVisible()
  })

  test('a short password is refused with the spec message', async ({ page, gotoHydrated }) => {
    await gotoHydrated('/sign-up')
    await page.getByLabel('Full name').fill('Short Password')
    await page.getByLabel('Work email').fill(uniqueEmail('short'))
    await page.getByLabel('Password').fill('1234567')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(page).toHaveURL(/\/sign-up$/)
  })

  test('an unknown user and a wrong password get the same answer, and the 4th try is refused', async ({
    page,
    gotoHydrated,
  }) => {
    const email = uniqueEmail('known')
    // The account exists (made over HTTP: the sign-up form is the first test's subject).
    await signUpOverHttp(page.request, email)
    await page.context().clearCookies()
    await gotoHydrated('/login')

    const attempt = async (address: string) => {
      await page.getByLabel('Email').fill(address)
      await page.getByLabel('Password').fill('not-the-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
    }
    await attempt(email)
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
    await attempt(uniqueEmail('nobody'))
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
    await attempt(email)
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
    await attempt(email)
    await expect(page.getByRole('alert')).toHaveText(/Too many attempts/)
  })

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/matters')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})

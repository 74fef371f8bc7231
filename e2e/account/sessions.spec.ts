import { expect, test } from '../fixtures'
import {
  newBrowserContext,
  openAccount,
  signInOverHttp,
  toastWith,
  signUpWithOrganization,
} from './helpers'

test.describe('sessions', () => {
  test.slow()

  test('"Sign out of all other sessions" ends the other browser\'s access', async ({
    page,
    browser,
  }, testInfo) => {
    const { email } = await signUpWithOrganization(page)
    const other = await newBrowserContext(browser, testInfo)
    const otherPage = await other.newPage()
    expect((await signInOverHttp(otherPage.request, email)).ok()).toBe(true)
    await openAccount(otherPage)
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()

    await openAccount(page)
    const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')
    await expect(sessions).toHaveCount(2)
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1)

    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out others' }).click()
    await expect(toastWith(page, 'Signed out of all other sessions')).toBeVisible()
    await expect(sessions).toHaveCount(1)
    await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible()

    // The other browser's live subscription to the user fails at once and sends it to /login.
    await expect(otherPage).toHaveURL(/\/login/, { timeout: 15_000 })
    await otherPage.goto('/account')
    await expect(otherPage).toHaveURL(/\/login/)
    // This browser is still signed in.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    await other.close()
  })

  test('"Sign out everywhere" revokes every session, this one included', async ({
    page,
    browser,
  }, testInfo) => {
    const { email } = await signUpWithOrganization(page)
    const other = await newBrowserContext(browser, testInfo)
    const otherPage = await other.newPage()
    expect((await signInOverHttp(otherPage.request, email)).ok()).toBe(true)
    await openAccount(otherPage)

    await openAccount(page)
    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page).toHaveURL(/\/login/)
    await expect(otherPage).toHaveURL(/\/login/, { timeout: 15_000 })
    await page.goto('/account')
    await expect(page).toHaveURL(/\/login/)
    await other.close()
  })

  test('ending one session from the list signs that browser out', async ({
    page,
    browser,
  }, testInfo) => {
    const { email } = await signUpWithOrganization(page)
    const other = await newBrowserContext(browser, testInfo)
    expect((await signInOverHttp(other.request, email)).ok()).toBe(true)

    await openAccount(page)
    const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')
    await expect(sessions).toHaveCount(2)
    await sessions
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /End session/ })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click()
    await expect(toastWith(page, 'Session ended')).toBeVisible()
    await expect(sessions).toHaveCount(1)

    const otherPage = await other.newPage()
    await otherPage.goto('/account')
    await expect(otherPage).toHaveURL(/\/login/)
    await other.close()
  })
})

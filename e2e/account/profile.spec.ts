import { expect, test } from '../fixtures'
import { openAccount, PASSWORD, signInOverHttp, toastWith, signUpWithOrganization } from './helpers'

test.describe('account profile and password', () => {
  // Sign-ups hash passwords with scrypt on a shared 2-core machine.
  test.slow()

  test('changing the name saves it and the shell shows it', async ({ page }) => {
    await signUpWithOrganization(page, { name: 'Avery Counsel' })
    await openAccount(page)

    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    const name = page.getByLabel('Full name')
    await expect(name).toHaveValue('Avery Counsel')
    await name.fill('   ')
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()

    await name.fill('Avery Q. Counsel')
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(toastWith(page, 'Name saved')).toBeVisible()
    // The users row follows better-auth's user (onUpdate trigger), so the live shell updates.
    await expect(page.getByRole('link', { name: 'Your account: Avery Q. Counsel' })).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Full name')).toHaveValue('Avery Q. Counsel')
  })

  test('changing the password: the old one stops working and the new one signs in', async ({
    page,
  }) => {
    const { email } = await signUpWithOrganization(page)
    await openAccount(page)
    const newPassword = 'a brand new passphrase'

    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('shorter')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(page.getByText("Passwords don't match")).toBeVisible()

    await page.getByLabel('Current password').fill('not my password')
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    // Verifying and hashing passwords (scrypt) is slow on a shared machine.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your current password is not correct' }),
    ).toBeVisible({ timeout: 20_000 })

    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(toastWith(page, 'Password changed')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByLabel('Current password')).toHaveValue('')

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect((await signInOverHttp(page.request, email, PASSWORD)).status()).toBe(401)
    expect((await signInOverHttp(page.request, email, newPassword)).ok()).toBe(true)
    await openAccount(page)
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByLabel('Email')).toHaveValue(email)
  })
})

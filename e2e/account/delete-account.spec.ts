import { expect, test } from '../fixtures'
import { openAccount, signInOverHttp, signUpWithOrganization } from './helpers'

test.describe('deleting the account', () => {
  test.slow()

  test('needs the typed email, then signs the user out for good', async ({ page }) => {
    const { email } = await signUpWithOrganization(page, { organization: 'Solo Practice' })
    await openAccount(page)

    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    const confirm = dialog.getByRole('button', { name: 'Delete my account' })
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel(`Type ${email} to confirm`).fill('someone@else.test')
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email)
    await confirm.click()

    await expect(page).toHaveURL(/\/login$/)
    expect((await signInOverHttp(page.request, email)).status()).toBe(401)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/login/)
  })
})

import { expect, test, waitForHydration } from '../fixtures'
import { createOrganization, readMailbox, signUpThroughUi, uniqueEmail } from './helpers'

test.describe('passwordless sign-in', () => {
  // Each test signs up (scrypt hashing plus a cold dev server): give them room on a 2-core machine.
  test.slow()

  test('a one-time code from the mailbox signs the user in', async ({ page }) => {
    const email = uniqueEmail('code')
    await signUpThroughUi(page, email)
    await createOrganization(page, 'Code Counsel')
    await page.context().clearCookies()

    await page.goto('/login')
    await waitForHydration(page)
    await page.getByRole('tab', { name: 'Email code' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Email me a code' }).click()
    await expect(page.getByLabel('Code')).toBeVisible()

    const mailbox = await page.context().newPage()
    const message = await readMailbox(mailbox, email)
    const code = (await message.getByText(/Code:/).textContent())?.match(/\d{6}/)?.[0]
    expect(code).toMatch(/^\d{6}$/)
    await mailbox.close()

    await page.getByLabel('Code').fill(code!)
    await page.getByRole('button', { name: 'Sign in with code' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Matters' })).toBeVisible({
      timeout: 20_000,
    })
  })
})

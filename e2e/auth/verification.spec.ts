import { expect, test } from '../fixtures'
import {
  openConfirmationLink,
  readMailbox,
  signInThroughUi,
  submitSignUp,
  uniqueEmail,
} from './helpers'

// A password sign-up only claims an address: the account signs in once the address is confirmed.
test.describe('confirming the address', () => {
  test.slow()

  test('an unconfirmed account cannot sign in until its link is opened', async ({ page }) => {
    const email = uniqueEmail('unconfirmed')
    await submitSignUp(page, email, 'Quinn Unconfirmed')
    await expect(page.getByText(email)).toBeVisible()

    await page.goto('/matters')
    await expect(page).toHaveURL(/\/login/)
    await signInThroughUi(page, email)
    await expect(page.getByRole('alert')).toHaveText(
      'Confirm your email address first. We have sent you a new link: open it to sign in.',
    )

    await openConfirmationLink(page, email)
    await expect(page).toHaveURL(/\/create-org$/, { timeout: 20_000 })
    await expect(page.getByLabel('Organization name')).toBeVisible()
  })

  test('a taken address gets the same screen, and its owner is told by email', async ({ page }) => {
    const email = uniqueEmail('taken')
    await submitSignUp(page, email, 'Quinn Unconfirmed')
    await page.context().clearCookies()

    await submitSignUp(page, email, 'Quinn Unconfirmed')

    const message = await readMailbox(
      page,
      email,
      'Someone tried to create a Casefile account with your address',
    )
    // It points the owner to sign-in (and password reset there), not to a second account.
    await expect(
      message.getByRole('link', { name: 'Open the link in this message' }),
    ).toHaveAttribute('href', /\/login$/)
  })

  test('an expired or used link says so and points to sign-in', async ({ page, gotoHydrated }) => {
    await gotoHydrated('/auth?error=INVALID_TOKEN')
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a sign-in link for an address that may not sign up says why', async ({
    page,
    gotoHydrated,
  }) => {
    // Where the backend sends a sign-in link when CASEFILE_SIGN_UP refuses a new address.
    await gotoHydrated('/auth?error=SIGN_UP_CLOSED')
    await expect(page.getByRole('heading', { name: 'No account for this address' })).toBeVisible()
    await expect(
      page.getByText(
        "New accounts on this Casefile are by invitation. Ask your firm's admin to invite this address.",
      ),
    ).toBeVisible()
  })
})

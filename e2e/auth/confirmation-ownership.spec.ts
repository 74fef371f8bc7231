import { expect, test } from '../fixtures'
import {
  newBrowserContext,
  openAccount,
  toastWith,
  signUpWithOrganization,
} from '../account/helpers'
import { openConfirmationLink, signInThroughUi, submitSignUp, uniqueEmail } from './helpers'

// Confirming an address proves the mailbox and nothing more (issue 21, finding 4). A stranger signs
// up an invited address with a password of their own; its owner, in another browser, opens the
// "Verify your email address" link. The owner is signed in and joins the firm; the stranger's
// password opens nothing.
test.describe('a confirmation does not hand over an account', () => {
  test.slow()

  test("the owner confirms an address a stranger signed up: the stranger's password fails and the owner holds the invitation", async ({
    page,
    browser,
  }, testInfo) => {
    await signUpWithOrganization(page, { name: 'Ada Admin', organization: 'Hale LLP' })
    await openAccount(page, '/account/organization')
    const invitee = uniqueEmail('invited-owner')
    await page.getByLabel('Email address').fill(invitee)
    await page.getByLabel('Role', { exact: true }).selectOption('OrganizationAdmin')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(toastWith(page, `Invitation sent to ${invitee}`)).toBeVisible()

    const attacker = await (await newBrowserContext(browser, testInfo)).newPage()
    await submitSignUp(attacker, invitee, 'Mallory Stranger')

    const owner = await (await newBrowserContext(browser, testInfo)).newPage()
    await openConfirmationLink(owner, invitee)
    await expect(owner).not.toHaveURL(/\/(login|auth)/, { timeout: 20_000 })
    await openAccount(owner, '/account/organization')
    await expect(owner.getByText('Hale LLP').first()).toBeVisible()

    await signInThroughUi(attacker, invitee)
    // Password hashing is slow on a loaded machine: the answer may take a while.
    await expect(attacker.getByRole('alert')).toHaveText('Invalid email or password', {
      timeout: 20_000,
    })
    await expect(attacker).toHaveURL(/\/login/)
    await attacker.goto('/account/organization')
    await expect(attacker).toHaveURL(/\/login/)

    // The firm's admin sees the owner joined, under the address's name, not the one the stranger
    // typed.
    const members = page.getByRole('list', { name: 'Members' })
    await expect(members.getByRole('listitem')).toHaveCount(2)
    await expect(members.getByText(invitee.split('@')[0]!, { exact: true })).toBeVisible()
    await expect(members.getByText('Mallory Stranger')).toHaveCount(0)
  })

  test('the password survives when the link is opened in the browser that signed up', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail('same-browser')
    await submitSignUp(page, email, 'Quinn Owner')
    await openConfirmationLink(page, email)
    await expect(page).toHaveURL(/\/create-org$/, { timeout: 20_000 })

    const elsewhere = await (await newBrowserContext(browser, testInfo)).newPage()
    await signInThroughUi(elsewhere, email)
    await expect(elsewhere).toHaveURL(/\/create-org$/, { timeout: 20_000 })
  })
})

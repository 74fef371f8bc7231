import { expect, test, waitForHydration } from '../fixtures'
import { createOrganization } from '../auth/helpers'
import {
  newBrowserContext,
  openAccount,
  signUpOverHttp,
  uniqueEmail,
  toastWith,
  signUpWithOrganization,
} from './helpers'

const LAST_ADMIN = 'An organization needs at least one admin. Make someone else an admin first.'

test.describe('organization settings', () => {
  test.slow()
  // The Convex client logs a refused mutation to the console; these refusals are the point.
  test.use({ allowedConsoleErrors: [LAST_ADMIN] })

  test('an admin renames the firm but cannot step down as its last admin', async ({ page }) => {
    await signUpWithOrganization(page, { name: 'Ada Admin', organization: 'Hale LLP' })
    await openAccount(page, '/account/organization')

    // Rename: the spec's message for an empty name, then the new name everywhere.
    const name = page.getByLabel('Organization name')
    await name.fill('')
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(page.getByText('Organization name is required')).toBeVisible()
    await name.fill('Hale & Whitmore LLP')
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(toastWith(page, 'Organization renamed')).toBeVisible()
    await expect(page.getByRole('complementary').getByText('Hale & Whitmore LLP')).toBeVisible()

    // The last admin cannot step down; the backend's reason is shown and the role stays.
    const members = page.getByRole('list', { name: 'Members' })
    await members.getByLabel('Role of Ada Admin').selectOption('Member')
    await expect(toastWith(page, LAST_ADMIN)).toBeVisible()
    await expect(members.getByLabel('Role of Ada Admin')).toHaveValue('OrganizationAdmin')
  })

  test('an admin invites a colleague who joins; roles change and the former admin leaves', async ({
    page,
    browser,
  }, testInfo) => {
    await signUpWithOrganization(page, {
      name: 'Ada Admin',
      organization: 'Hale & Whitmore LLP',
    })
    await openAccount(page, '/account/organization')
    const members = page.getByRole('list', { name: 'Members' })

    // Invite: a bad address is caught inline; a good one becomes a pending invitation.
    const invitee = uniqueEmail('invitee')
    await page.getByLabel('Email address').fill('not-an-address')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await page.getByLabel('Email address').fill(invitee)
    await page.getByLabel('Role', { exact: true }).selectOption('Member')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(toastWith(page, `Invitation sent to ${invitee}`)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(invitee)

    // The colleague signs up with that address in another browser and joins at once.
    const other = await newBrowserContext(browser, testInfo)
    const otherPage = await other.newPage()
    await signUpOverHttp(otherPage.request, invitee, 'Bo Member')
    await expect(members.getByRole('listitem')).toHaveCount(2)
    await expect(page.getByText('No pending invitations.')).toBeVisible()

    // A member sees the firm read-only and cannot invite.
    await openAccount(otherPage, '/account/organization')
    await expect(otherPage.getByText('Hale & Whitmore LLP').first()).toBeVisible()
    await expect(otherPage.getByLabel('Organization name')).toHaveCount(0)
    await expect(otherPage.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
    await expect(
      otherPage.getByRole('list', { name: 'Members' }).getByText('Admin', { exact: true }),
    ).toBeVisible()

    // The admin promotes the colleague; now the admin may step down.
    await members.getByLabel('Role of Bo Member').selectOption('OrganizationAdmin')
    await expect(toastWith(page, 'Bo Member is now an admin')).toBeVisible()
    // The colleague's page follows live: they now get the admin controls.
    await expect(otherPage.getByLabel('Organization name')).toBeVisible()
    await members.getByLabel('Role of Ada Admin').selectOption('Member')
    await expect(toastWith(page, 'Ada Admin is now a member')).toBeVisible()
    await expect(page.getByLabel('Organization name')).toHaveCount(0)

    // Now an ordinary member, Ada may leave; with no firm left she is sent to set one up.
    await members
      .getByRole('listitem')
      .filter({ hasText: 'Ada Admin' })
      .getByRole('button', { name: 'Leave' })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave organization' }).click()
    await expect(page).toHaveURL(/\/create-org$/)
    await expect(
      otherPage.getByRole('list', { name: 'Members' }).getByRole('listitem'),
    ).toHaveCount(1)
    await other.close()
  })

  test('the last admin cannot delete the account while others remain; after removing them, can', async ({
    page,
    browser,
  }, testInfo) => {
    const { email } = await signUpWithOrganization(page, {
      name: 'Ada Admin',
      organization: 'Keep An Admin LLP',
    })
    await openAccount(page, '/account/organization')
    const invitee = uniqueEmail('colleague')
    await page.getByLabel('Email address').fill(invitee)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(toastWith(page, `Invitation sent to ${invitee}`)).toBeVisible()
    const other = await newBrowserContext(browser, testInfo)
    await signUpOverHttp(other.request, invitee, 'Bo Member')
    await other.close()

    await openAccount(page)
    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Make someone else an admin of Keep An Admin LLP before deleting your account.',
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // Once the colleague is removed, nobody is left without an admin and the deletion goes ahead.
    await openAccount(page, '/account/organization')
    await page.getByRole('button', { name: 'Remove Bo Member' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove member' }).click()
    await expect(toastWith(page, 'Bo Member was removed')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1)
    await openAccount(page)
    await page.getByRole('button', { name: 'Delete account' }).click()
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a member of two firms switches between them from the shell', async ({ page }) => {
    await signUpWithOrganization(page, { organization: 'First Chambers' })
    await page.goto('/create-org')
    await createOrganization(page, 'Second Chambers')

    const switcher = page.getByRole('button', {
      name: 'Organization: Second Chambers. Switch organization',
    })
    await switcher.click()
    await page.getByRole('menuitemradio', { name: 'First Chambers' }).click()
    await expect(page).toHaveURL(/\/matters/)
    await waitForHydration(page)
    await expect(
      page.getByRole('button', { name: 'Organization: First Chambers. Switch organization' }),
    ).toBeVisible()

    await openAccount(page, '/account/organization')
    await expect(page.getByLabel('Organization name')).toHaveValue('First Chambers')
  })

  test('the only admin cannot leave the firm, and is told why', async ({ page }) => {
    await signUpWithOrganization(page, { name: 'Ada Admin', organization: 'Leave Chambers' })
    await openAccount(page, '/account/organization')

    const self = page.getByRole('list', { name: 'Members' }).getByRole('listitem')
    await expect(self.getByRole('button', { name: 'Leave' })).toBeDisabled()
    await expect(
      page.getByText('You are the only admin. Make someone else an admin before you leave.'),
    ).toBeVisible()
  })
})

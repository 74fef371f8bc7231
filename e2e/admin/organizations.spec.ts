import { expect, test, waitForHydration } from '../fixtures'
import {
  newBrowserContext,
  signInAsSuperadmin,
  signUpWithOrganization,
  toastWith,
  uniqueEmail,
} from '../account/helpers'
import { api } from '../../convex/_generated/api'
import { convexAs } from '../firm/helpers'

test.describe('the superadmin’s organisations', () => {
  test.slow()

  test('create an organisation, then rename it', async ({ page }) => {
    await signInAsSuperadmin(page.request)
    await page.goto('/admin/organizations')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible()

    await page.getByRole('button', { name: 'New organization' }).click()
    const dialog = page.getByRole('dialog', { name: 'New organization' })
    await dialog.getByRole('button', { name: 'Create organization' }).click()
    await expect(dialog.getByLabel('Organization name')).toHaveAccessibleDescription(
      'Organization name is required',
    )
    const name = `Console Created ${Date.now()}`
    await dialog.getByLabel('Organization name').fill(name)
    await dialog.getByRole('button', { name: 'Create organization' }).click()

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/organizations\/[^/]+$/)
    await expect(page.getByText('No members yet.')).toBeVisible()
    const usage = page.getByRole('definition')
    await expect(usage.filter({ hasText: 'Offline only' })).toBeVisible()

    const rename = page.getByRole('form', { name: 'Rename the organization' })
    await rename.getByLabel('Organization name').fill('')
    await rename.getByRole('button', { name: 'Rename' }).click()
    await expect(rename.getByLabel('Organization name')).toHaveAccessibleDescription(
      'Organization name is required',
    )
    await rename.getByLabel('Organization name').fill(`${name} Renamed`)
    await rename.getByRole('button', { name: 'Rename' }).click()
    await expect(toastWith(page, 'Organization renamed')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible()

    await page.getByRole('link', { name: 'Organizations' }).first().click()
    await page.getByLabel('Search by name').fill(`${name} Renamed`)
    await expect(
      page.getByRole('table', { name: 'Organizations' }).getByRole('link', {
        name: `${name} Renamed`,
      }),
    ).toBeVisible()
  })

  test('a suspended firm’s member sees only the notice until it is reinstated', async ({
    page,
    browser,
  }, testInfo) => {
    const firm = `Suspended Firm ${Date.now()}`
    await signUpWithOrganization(page, { email: uniqueEmail('suspended'), organization: firm })
    const member = await convexAs(page.request)
    const [mine] = await member.query(api.accounts.organizations.listMine, {})
    await page.goto('/matters')
    await waitForHydration(page)

    const context = await newBrowserContext(browser, testInfo)
    const adminPage = await context.newPage()
    await signInAsSuperadmin(adminPage.request)
    await adminPage.goto(`/admin/organizations/${mine!._id}`)
    await waitForHydration(adminPage)
    await adminPage.getByRole('button', { name: 'Suspend organization' }).click()
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click()
    await expect(adminPage.getByText('Suspended: its members can sign in')).toBeVisible()

    // The open page turns into the notice; a fresh load of any page lands on it too.
    await expect(
      page.getByRole('heading', { name: 'Your organization is suspended' }),
    ).toBeVisible()
    await page.goto('/matters')
    await expect(page).toHaveURL(/\/suspended$/)
    await expect(
      page.getByRole('heading', { name: 'Your organization is suspended' }),
    ).toBeVisible()
    await expect(page.getByText(firm)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible()

    await adminPage.getByRole('button', { name: 'Reinstate organization' }).click()
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Reinstate' }).click()
    await expect(
      page.getByRole('heading', { name: 'Your organization is active again' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Open Casefile' }).click()
    await expect(page).toHaveURL(/\/matters/)
    await context.close()
  })
})

import { expect, test, waitForHydration } from '../fixtures'
import { api } from '../../convex/_generated/api'
import {
  newBrowserContext,
  PASSWORD,
  signInAsSuperadmin,
  signInOverHttp,
  signUpOverHttp,
  signUpWithOrganization,
  toastWith,
  uniqueEmail,
} from '../account/helpers'
import { convexAs } from '../firm/helpers'
import { userIdOf } from './console-helpers'

const NEW_PASSWORD = 'set by the superadmin 1'

test.describe('the superadmin’s users', () => {
  test.slow()

  test('the admin index links to the users and organisations with their counts', async ({
    page,
  }) => {
    await signInAsSuperadmin(page.request)
    await page.goto('/admin')
    const areas = page.getByRole('navigation', { name: 'Admin areas' })
    await expect(areas.getByRole('link', { name: /^Users \(\d+\)$/ })).toBeVisible()
    await areas.getByRole('link', { name: /^Organizations \(\d+\)$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible()
  })

  test('the list finds a user by name or email and filters them', async ({ page, request }) => {
    const email = uniqueEmail('listed')
    const name = `Quentin ${email.split('@')[0]!.replace(/[^a-z0-9]/gi, '')}`
    await signUpOverHttp(request, email, name)
    await signInAsSuperadmin(page.request)

    await page.goto('/admin/users')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Users' })
    await page.getByLabel('Search by name or email').fill(name)
    await expect(table.getByRole('row').filter({ hasText: email })).toBeVisible()
    await page.getByLabel('Search by name or email').fill(email)
    await expect(table.getByRole('row')).toHaveCount(2)
    await page.getByLabel('Role').selectOption('Superadmins')
    await expect(page.getByText('No users match these filters on this page.')).toBeVisible()
    await page.getByLabel('Role').selectOption('Users')
    await table.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })

  test('the edit form shows the spec’s messages', async ({ page, request }) => {
    const email = uniqueEmail('edited')
    await signUpOverHttp(request, email, 'Edith Edited')
    await signInAsSuperadmin(page.request)
    const userId = await userIdOf(page.request, email)

    await page.goto(`/admin/users/${userId}`)
    await waitForHydration(page)
    await page.getByLabel('First name').fill('')
    await page.getByLabel('Last name').fill(' ')
    await page.getByLabel('Email').fill('not-an-address')
    await page.getByLabel('New password').fill('short')
    await page.getByLabel('Confirm password').fill('short')
    await page.getByRole('button', { name: 'Save user' }).click()

    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'First name is required',
    )
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required')
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address')
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    )
    await page.getByLabel('New password').fill('long enough 1')
    await page.getByLabel('Confirm password').fill('long enough 2')
    await page.getByRole('button', { name: 'Save user' }).click()
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
      "Passwords don't match",
    )

    // Fixed, the profile saves: the display name follows the first and last names.
    await page.getByLabel('First name').fill('Edwina')
    await page.getByLabel('Last name').fill('Edited')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('New password').fill('')
    await page.getByLabel('Confirm password').fill('')
    await page.getByRole('button', { name: 'Save user' }).click()
    await expect(toastWith(page, 'User saved')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Edwina Edited' })).toBeVisible()
  })

  test('a password the superadmin sets signs the user out, and works', async ({
    page,
    browser,
  }, testInfo) => {
    const context = await newBrowserContext(browser, testInfo)
    const userPage = await context.newPage()
    const { email } = await signUpWithOrganization(userPage, { email: uniqueEmail('reset') })
    await userPage.goto('/account')
    await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible()

    await signInAsSuperadmin(page.request)
    const userId = await userIdOf(page.request, email)
    await page.goto(`/admin/users/${userId}`)
    await waitForHydration(page)
    await page.getByLabel('New password').fill(NEW_PASSWORD)
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Save user' }).click()
    await expect(toastWith(page, 'User saved and password set')).toBeVisible()

    // The user's open page loses its session and goes to sign in, without a reload.
    await expect(userPage).toHaveURL(/\/login/)
    expect((await signInOverHttp(context.request, email, PASSWORD)).ok()).toBe(false)
    expect((await signInOverHttp(context.request, email, NEW_PASSWORD)).ok()).toBe(true)
    await context.close()
  })

  test('a disabled user is signed out and cannot sign in until enabled', async ({
    page,
    browser,
  }, testInfo) => {
    const context = await newBrowserContext(browser, testInfo)
    const userPage = await context.newPage()
    const { email } = await signUpWithOrganization(userPage, { email: uniqueEmail('disabled') })
    await userPage.goto('/account')
    await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible()

    await signInAsSuperadmin(page.request)
    const userId = await userIdOf(page.request, email)
    await page.goto(`/admin/users/${userId}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Disable account' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click()
    await expect(toastWith(page, 'Account disabled')).toBeVisible()
    await expect(page.getByText('This account is disabled: it cannot sign in.')).toBeVisible()

    await expect(userPage).toHaveURL(/\/login/)
    const refused = await signInOverHttp(context.request, email, PASSWORD)
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' })

    await page.getByRole('button', { name: 'Enable account' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click()
    await expect(toastWith(page, 'Account enabled')).toBeVisible()
    expect((await signInOverHttp(context.request, email, PASSWORD)).ok()).toBe(true)
    await context.close()
  })

  test('assigning a user to an organisation with a role, then removing them', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('assigned')
    await signUpOverHttp(request, email, 'Asha Assigned')
    await signInAsSuperadmin(page.request)
    const admin = await convexAs(page.request)
    const firm = `Assigned Firm ${Date.now()}`
    const { organizationId } = await admin.mutation(api.admin.organizations.create, {
      organizationName: firm,
    })
    const userId = await userIdOf(page.request, email)

    await page.goto(`/admin/users/${userId}`)
    await waitForHydration(page)
    await expect(page.getByText('Not a member of any organization.')).toBeVisible()
    const assign = page.getByRole('form', { name: 'Assign to an organization' })
    await assign.getByRole('button', { name: 'Assign' }).click()
    await expect(assign.getByLabel('Organization')).toHaveAccessibleDescription(
      'Choose an organization',
    )
    await assign.getByLabel('Organization').selectOption({ label: firm })
    await assign.getByLabel('Role').selectOption({ label: 'Organization admin' })
    await assign.getByRole('button', { name: 'Assign' }).click()
    await expect(toastWith(page, 'Organization assigned')).toBeVisible()
    const memberships = page.getByRole('list', { name: 'Memberships' })
    await expect(memberships.getByRole('listitem')).toContainText(firm)
    await expect(memberships.getByRole('listitem')).toContainText('Organization admin')

    // The firm's only admin cannot be removed: the page says why instead of offering it.
    await expect(memberships.getByRole('button', { name: `Remove from ${firm}` })).toHaveCount(0)
    await expect(memberships).toContainText('The only admin')

    // The organisation's page lists the new admin.
    await page.goto(`/admin/organizations/${organizationId}`)
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: email }),
    ).toContainText('Organization admin')
  })
})

import { api } from '../../convex/_generated/api'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import {
  signUpOverHttp,
  signUpWithOrganization,
  uniqueEmail,
  signInAsSuperadmin,
} from '../account/helpers'

test.describe('the admin area', () => {
  test.slow()

  test('an ordinary user gets the not-found page and no Admin link', async ({ page }) => {
    await signUpWithOrganization(page)

    const response = await page.goto('/admin')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await page.goto('/account')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
    ).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
    ).toHaveCount(0)
  })

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('the seeded superadmin sees the live overview', async ({ page, request }) => {
    await signInAsSuperadmin(page.request)

    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page')
    for (const label of [
      'Users',
      'Organizations',
      'Memberships',
      'Pending invitations',
      'Superadmins',
    ]) {
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    // The seed's demo firm guarantees at least one organisation and a few sign-ups.
    await expect(
      page.getByRole('list', { name: 'Recent sign-ups' }).getByRole('listitem').first(),
    ).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Newest organizations' }).getByRole('listitem').first(),
    ).toBeVisible()

    // Someone signs up elsewhere (in another context): the open page shows them without a reload.
    const newcomer = uniqueEmail('newcomer')
    await signUpOverHttp(request, newcomer, 'Live Newcomer')
    await expect(
      page.getByRole('list', { name: 'Recent sign-ups' }).getByText(newcomer),
    ).toBeVisible()
  })

  // The seeded superadmin's name (convex/demo/seed.ts).
  const SUPERADMIN_NAME = 'Casefile Admin'

  test('the audit log shows what superadmins changed, live', async ({ page }) => {
    await signInAsSuperadmin(page.request)
    await page.goto('/admin')
    await waitForHydration(page)
    const boss = await convexAs(page.request)
    // A flag nothing reads: the change is real and harmless to the specs running beside this one.
    const name = `e2e-log-${crypto.randomUUID().slice(0, 6)}`
    await boss.mutation(api.flags.admin.save, {
      name,
      description: '',
      defaultValue: false,
      environments: {},
      organizations: [],
      people: [],
      countries: [],
    })
    const entry = page
      .getByRole('list', { name: 'Audit log' })
      .getByRole('listitem')
      .filter({ hasText: `Saved feature flag ${name}` })
    await expect(entry).toContainText(SUPERADMIN_NAME)
    const { flags } = await boss.query(api.flags.admin.list, {})
    await boss.mutation(api.flags.admin.remove, {
      flagId: flags.find((flag) => flag.name === name)!._id,
    })
    await expect(
      page.getByRole('list', { name: 'Audit log' }).getByText(`Removed feature flag ${name}`),
    ).toBeVisible()
  })
})

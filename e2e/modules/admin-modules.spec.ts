import { expect, test } from '../fixtures'
import { signInOverHttp, SUPERADMIN } from '../account/helpers'
import { createMatterOverApi, signUpWithOrganization } from '../matters/helpers'

// The superadmin keeps the demo modules (convex/demo/modules.ts) the seed installs.
const unique = () => crypto.randomUUID().slice(0, 8)

test.describe('modules, kept by a superadmin', () => {
  test.slow()
  // The Convex client logs a refused mutation; these refusals are what the tests ask for.
  test.use({
    allowedConsoleErrors: [
      'Another module already uses this slug',
      'A category with this name already exists',
    ],
  })

  test.beforeEach(async ({ page }) => {
    const signedIn = await signInOverHttp(page.request, SUPERADMIN.email, SUPERADMIN.password)
    expect(signedIn.ok()).toBe(true)
  })

  test('a superadmin creates a module; an empty form shows exactly the spec messages', async ({
    page,
    gotoHydrated,
  }) => {
    const id = unique()
    const name = `Witness timeline ${id}`
    await gotoHydrated('/admin/modules/new')
    await expect(page.getByRole('heading', { level: 1, name: 'New module' })).toBeVisible()

    await page.getByRole('button', { name: 'Create module' }).click()
    await expect(page.getByText('Module name is required', { exact: true })).toBeVisible()
    await expect(page.getByText('Slug is required', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Module name')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Module name').fill(name)
    await page.getByLabel('Slug').fill(`witness-timeline-${id}`)
    await page.getByLabel('Description').fill('Every event a witness took part in, in order.')
    await page.getByLabel('Category').selectOption('Discovery')
    await page.getByLabel('Produces').selectOption('Chronology')
    await page.getByLabel('A witness name').selectOption('Required')
    await page.getByLabel('Estimated time (minutes)').fill('3')
    await page.getByRole('button', { name: 'Create module' }).click()

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: 'About 3 minutes' })).toBeVisible()
    await expect(
      page.getByRole('definition').filter({ hasText: 'Documents (optional), A witness name' }),
    ).toBeVisible()

    // Archived, it leaves the list; "Show archived" brings it back, and it can be restored.
    await page.getByRole('button', { name: 'Archive' }).click()
    await page.getByRole('button', { name: 'Archive module' }).click()
    await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible()
    await page.getByRole('link', { name: 'Modules', exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible()
    await expect(page.getByRole('link', { name })).toHaveCount(0)
    await page.getByLabel('Show archived').check()
    await expect(page).toHaveURL(/archived=true/)
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) })
    await expect(row.getByText('Archived')).toBeVisible()
    await row.getByRole('link', { name }).click()
    await page.getByRole('button', { name: 'Restore' }).click()
    await expect(page.getByRole('button', { name: 'Switch off' })).toBeVisible()
  })

  test('a taken slug is refused under its field, and an edit saves', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/admin/modules/new')
    await page.getByLabel('Module name').fill(`Another chronology ${unique()}`)
    await page.getByLabel('Slug').fill('chronology')
    await page.getByRole('button', { name: 'Create module' }).click()
    await expect(page.getByText('Another module already uses this slug')).toBeVisible()
    await expect(page.getByLabel('Slug')).toBeFocused()

    const id = unique()
    await page.getByLabel('Slug').fill(`another-chronology-${id}`)
    await page.getByRole('button', { name: 'Create module' }).click()
    await page.getByRole('link', { name: 'Edit' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible()
    await page.getByLabel('Module name').fill(`Renamed chronology ${id}`)
    await page.getByRole('button', { name: 'Save module' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Renamed chronology ${id}` }),
    ).toBeVisible()

    // A malformed or missing id in a link is the same "not found".
    await gotoHydrated('/admin/modules/not-a-module-id')
    await expect(page.getByText('Module not found')).toBeVisible()
  })

  test('categories are added, ordered, renamed and removed', async ({ page, gotoHydrated }) => {
    const id = unique()
    await gotoHydrated('/admin/modules')
    const categories = page.getByRole('list', { name: 'Module categories' })
    await page.getByLabel('New category').fill(`Motions ${id}`)
    await page.getByRole('button', { name: 'Add category' }).click()
    await expect(categories.getByText(`Motions ${id}`)).toBeVisible()
    await expect(page.getByLabel('New category')).toHaveValue('')

    await page.getByLabel('New category').fill(`motions ${id}`)
    await page.getByRole('button', { name: 'Add category' }).click()
    await expect(page.getByText('A category with this name already exists')).toBeVisible()

    const item = categories.getByRole('listitem').filter({ hasText: `Motions ${id}` })
    const before = await categories.getByRole('listitem').allInnerTexts()
    await page.getByRole('button', { name: `Move Motions ${id} up` }).click()
    await expect
      .poll(async () =>
        (await categories.getByRole('listitem').allInnerTexts()).findIndex((text) =>
          text.includes(`Motions ${id}`),
        ),
      )
      .toBe(before.findIndex((text) => text.includes(`Motions ${id}`)) - 1)

    await page.getByRole('button', { name: `Rename Motions ${id}` }).click()
    await page.getByRole('dialog').getByLabel('Category name').fill(`Motion practice ${id}`)
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click()
    await expect(categories.getByText(`Motion practice ${id}`)).toBeVisible()
    await expect(item).toHaveCount(0)

    await page.getByRole('button', { name: `Remove Motion practice ${id}` }).click()
    await page.getByRole('button', { name: 'Remove category' }).click()
    await expect(categories.getByText(`Motion practice ${id}`)).toHaveCount(0)
  })
})

test.describe('modules on a matter', () => {
  test('a member sees the modules grouped by category, and searches them', async ({
    page,
    gotoHydrated,
  }) => {
    await signUpWithOrganization(page, 'modules', 'Modules Test LLP')
    const overview = await createMatterOverApi(page, {
      name: 'Acme v. Widget',
      internalMatterId: 'MOD-1',
      party: { name: 'Acme Corp', role: 'Plaintiff' },
    })
    await gotoHydrated(overview.replace('/overview/general', '/modules'))

    await expect(page.getByRole('heading', { level: 2, name: 'Modules' })).toBeVisible()
    for (const [category, module] of [
      ['Case analysis', 'Chronology'],
      ['Discovery', 'Deposition outline'],
      ['Correspondence', 'Meet-and-confer letter'],
    ] as const) {
      await expect(
        page
          .getByRole('region', { name: category })
          .getByRole('heading', { name: module, exact: true }),
      ).toBeVisible()
    }
    await page.getByRole('searchbox', { name: 'Search modules' }).fill('witness deposition')
    await expect(
      page.getByRole('heading', { name: 'Deposition outline', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Chronology', exact: true })).toHaveCount(0)
    await page.getByRole('searchbox', { name: 'Search modules' }).fill('zzz-nothing')
    await expect(page.getByText('No modules match')).toBeVisible()

    // Members keep no modules: the admin screens are the ordinary not-found page.
    const response = await page.goto('/admin/modules')
    expect(response?.status()).toBe(404)
  })
})

import { expect, test, waitForHydration } from '../fixtures'
import { openNewMatter } from './helpers'
import { newBrowserContext, signInAsSuperadmin } from '../account/helpers'

test.describe('system table templates', () => {
  test.slow()

  test('a superadmin writes one in /admin/tables, every firm starts tables from it, archived it is gone', async ({
    page,
    browser,
  }, testInfo) => {
    const admin = await (await newBrowserContext(browser, testInfo)).newPage()
    await signInAsSuperadmin(admin.request)
    // Hydrated first: a click on the server-rendered "New template" would open nothing.
    await admin.goto('/admin')
    await waitForHydration(admin)
    await admin.getByRole('link', { name: 'Table templates' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: 'Table templates' })).toBeVisible()
    const name = `Deposition digest ${crypto.randomUUID().slice(0, 6)}`
    await admin.getByRole('button', { name: 'New template' }).click()
    const dialog = admin.getByRole('dialog', { name: 'New system template' })
    await dialog.getByLabel('Template name').fill(name)
    const column = dialog.getByRole('listitem', { name: 'Column 1' })
    await column.getByLabel('Column name').fill('Deponent')
    await column.getByLabel('Question').fill('Who is being deposed?')
    await dialog.getByRole('button', { name: 'Save template' }).click()
    await expect(admin.getByRole('list', { name: 'System templates' })).toContainText(name)

    const { slug } = await openNewMatter(page)
    await page.goto(`/matters/${slug}/tables`)
    await waitForHydration(page)
    const templates = page.getByRole('list', { name: 'Table templates' })
    await expect(templates.getByRole('listitem').filter({ hasText: name })).toContainText(
      'Casefile',
    )

    await admin.getByRole('button', { name: `Archive ${name}` }).click()
    await expect(admin.getByRole('button', { name: `Restore ${name}` })).toBeVisible()
    await expect(templates.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
    await admin.context().close()
  })
})

import { expect, test, waitForHydration } from '../fixtures'
import { createMatterOverApi, mattersTable, signUpWithOrganization } from './helpers'

test.describe('the matters list', () => {
  test.slow()

  test('search, stage filter and archiving narrow the list', async ({ page }) => {
    await signUpWithOrganization(page, 'list', 'Filter & Sons')
    // The matters are made through the backend: this test is about the list, not the create form.
    await createMatterOverApi(page, {
      name: 'Acme Corp v. Beta Industries',
      internalMatterId: 'LIT-0042',
      party: { name: 'Acme Corp', role: 'Plaintiff' },
      adverse: 'Beta Industries',
      docketNumber: '1:24-cv-00042',
      stage: 'Discovery',
    })
    await createMatterOverApi(page, {
      name: 'In re Zeta Securities',
      internalMatterId: 'LIT-0099',
      party: { name: 'Pension Fund of Ohio', role: 'Plaintiff' },
      stage: 'Trial',
    })

    await page.goto('/matters')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Matters' })).toBeVisible()
    const table = mattersTable(page)
    const acme = table.getByRole('link', { name: 'Acme Corp v. Beta Industries' })
    const zeta = table.getByRole('link', { name: 'In re Zeta Securities' })
    await expect(acme).toBeVisible()
    await expect(zeta).toBeVisible()
    const acmeRow = table.getByRole('row').filter({ hasText: 'Acme Corp v. Beta Industries' })
    await expect(acmeRow).toContainText('Acme Corp')
    await expect(acmeRow).toContainText('Plaintiff')
    await expect(acmeRow).toContainText('Beta Industries')
    await expect(acmeRow).toContainText('1:24-cv-00042')
    await expect(acmeRow).toContainText('LIT-0042')
    await expect(acmeRow).toContainText('Discovery')

    const search = page.getByLabel('Search matters')
    await search.fill('pension')
    await expect(zeta).toBeVisible()
    await expect(acme).toHaveCount(0)
    await search.fill('1:24-cv')
    await expect(acme).toBeVisible()
    await expect(zeta).toHaveCount(0)
    await search.fill('')

    const stage = page.getByLabel('Stage', { exact: true })
    await stage.selectOption('Trial')
    await expect(zeta).toBeVisible()
    await expect(acme).toHaveCount(0)
    await stage.selectOption('Appeal')
    await expect(page.getByText('No matters match')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(stage).toHaveValue('all')
    await expect(acme).toBeVisible()
    await expect(zeta).toBeVisible()

    // Archive Acme from its edit screen: it leaves the list unless archived matters are shown.
    await acme.click()
    await page.getByRole('link', { name: 'Edit matter' }).click()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Archive matter' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive matter' }).click()
    await expect(page).toHaveURL(/\/matters$/)
    await expect(zeta).toBeVisible()
    await expect(acme).toHaveCount(0)
    await page.getByLabel('Show archived').check()
    await expect(acme).toBeVisible()
    await expect(
      table.getByRole('row').filter({ hasText: 'Acme Corp v. Beta Industries' }),
    ).toContainText('Archived')

    // An archived matter still opens, says so, and can be restored.
    await acme.click()
    await expect(page.getByText('This matter is archived')).toBeVisible()
    await page.getByRole('button', { name: 'Restore matter' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore matter' }).click()
    await expect(page.getByText('This matter is archived')).toHaveCount(0)
    await page.getByRole('link', { name: 'Matters', exact: true }).first().click()
    await expect(acme).toBeVisible()
  })
})

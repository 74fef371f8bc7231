import { expect, test, waitForHydration } from '../fixtures'
import { createMatter, mattersTable, openSecondBrowser, signUpWithOrganization } from './helpers'

test.describe('the matters list is live', () => {
  test.slow()

  test('a second browser of the same organisation sees new and edited matters without reloading', async ({
    page,
    browser,
  }, testInfo) => {
    await signUpWithOrganization(page, 'live', 'Live & Partners')
    await createMatter(page, {
      name: 'First matter',
      internalMatterId: 'LIT-1',
      party: { name: 'First Client', role: 'Plaintiff' },
    })

    // The same user signed in on a second browser (the invitation flow is another screen's job).
    const second = await openSecondBrowser(browser, testInfo, { sameUserAs: page })
    await second.page.goto('/matters')
    await waitForHydration(second.page)
    const list = mattersTable(second.page)
    await expect(list.getByRole('link', { name: 'First matter' })).toBeVisible()
    await expect(list.getByRole('link', { name: 'Second matter' })).toHaveCount(0)

    await createMatter(page, {
      name: 'Second matter',
      internalMatterId: 'LIT-2',
      party: { name: 'Second Client', role: 'Third-Party' },
      stage: 'Pleadings',
    })
    await expect(list.getByRole('link', { name: 'Second matter' })).toBeVisible()
    await expect(list.getByRole('row').filter({ hasText: 'Second matter' })).toContainText(
      'Pleadings',
    )

    await page.getByRole('link', { name: 'Edit matter' }).click()
    await waitForHydration(page)
    await page.getByLabel('Matter name', { exact: true }).fill('Second matter, renamed')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Second matter, renamed' }),
    ).toBeVisible()
    await expect(list.getByRole('link', { name: 'Second matter, renamed' })).toBeVisible()
    await second.close()
  })
})

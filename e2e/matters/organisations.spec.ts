import { expect, test } from '../fixtures'
import {
  createMatterOverApi,
  mattersTable,
  openSecondBrowser,
  signUpWithOrganization,
} from './helpers'

test.describe('matters belong to one organisation', () => {
  test.slow()

  test('a user of another organisation can neither open nor list the matter', async ({
    page,
    browser,
  }, testInfo) => {
    await signUpWithOrganization(page, 'owner', 'Hale & Whitmore LLP')
    const path = await createMatterOverApi(page, {
      name: 'Sealed v. Confidential',
      internalMatterId: 'LIT-1',
      party: { name: 'Sealed Ltd', role: 'Plaintiff' },
    })

    const outsider = await openSecondBrowser(browser, testInfo)
    await signUpWithOrganization(outsider.page, 'outsider', 'Rival Partners')
    await outsider.page.goto(path)
    await expect(
      outsider.page.getByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeVisible()
    await expect(outsider.page.getByText('Sealed v. Confidential')).toHaveCount(0)

    // The outsider's own list holds only their own matter.
    await createMatterOverApi(outsider.page, {
      name: 'Rival v. Someone',
      internalMatterId: 'R-1',
      party: { name: 'Rival', role: 'Defendant' },
    })
    await outsider.page.goto('/matters')
    await expect(
      mattersTable(outsider.page).getByRole('link', { name: 'Rival v. Someone' }),
    ).toBeVisible()
    await expect(mattersTable(outsider.page).getByRole('row')).toHaveCount(2)
    await expect(outsider.page.getByText('Sealed v. Confidential')).toHaveCount(0)
    await outsider.close()
  })
})

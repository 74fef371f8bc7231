import { api } from '../../convex/_generated/api'
import { convexAs } from '../firm/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import {
  createMatterOverApi,
  matterInput,
  mattersTable,
  openSecondBrowser,
  signUpWithOrganization,
} from './helpers'

test.describe('the matters list is live', () => {
  test.slow()

  test('a second browser of the same organisation sees new and edited matters without reloading', async ({
    page,
    browser,
  }, testInfo) => {
    await signUpWithOrganization(page, 'live', 'Live & Partners')
    await createMatterOverApi(page, {
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

    // The first browser's changes go through the backend as its forms send them (the forms have
    // specs of their own in create-and-edit): what is tested here is the second browser's list.
    const first = await convexAs(page.request)
    const secondMatter = {
      name: 'Second matter',
      internalMatterId: 'LIT-2',
      party: { name: 'Second Client', role: 'Third-Party' },
      stage: 'Pleadings',
    } as const
    const { projectId } = await first.mutation(
      api.matters.projects.create,
      matterInput(secondMatter),
    )
    await expect(list.getByRole('link', { name: 'Second matter' })).toBeVisible()
    await expect(list.getByRole('row').filter({ hasText: 'Second matter' })).toContainText(
      'Pleadings',
    )

    await first.mutation(api.matters.projects.update, {
      projectId,
      ...matterInput({ ...secondMatter, name: 'Second matter, renamed' }),
    })
    await expect(list.getByRole('link', { name: 'Second matter, renamed' })).toBeVisible()
    await second.close()
  })
})

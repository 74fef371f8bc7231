import { addDocument, toastWith } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { openNewMatter } from './helpers'

test.describe('details from a pleading', () => {
  test.slow()

  test('the complaint proposes docket number, court, judge and parties, each with its passage', async ({
    page,
  }) => {
    // The matter represents Northwind Holdings as Defendant: the other side is the plaintiff.
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    await page.goto(`/matters/${slug}/overview/details`)
    await waitForHydration(page)
    await page.getByRole('combobox', { name: 'Pleading' }).selectOption({ label: 'complaint.pdf' })

    const proposals = page.getByRole('list', { name: 'Proposed details' })
    const docket = proposals.getByRole('listitem', { name: 'Docket number' })
    await expect(docket).toContainText('1:25-cv-04417')
    await expect(proposals.getByRole('listitem', { name: 'Court' })).toContainText(
      /Southern District of New York/i,
    )
    await expect(proposals.getByRole('listitem', { name: 'Judge' })).toContainText('Castellanos')
    await expect(proposals.getByRole('listitem', { name: 'Adverse parties' })).toContainText(
      'Ohio Teachers Retirement Fund',
    )

    await docket.getByRole('button', { name: 'Accept the docket number' }).click()
    await expect(toastWith(page, 'Docket number taken into the matter')).toBeVisible()
    await expect(docket).toContainText('In the matter')
    const details = page.getByRole('region', { name: 'Matter details' })
    await expect(details).toContainText('1:25-cv-04417')

    // Its passage opens in the viewer, marked.
    await docket.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(/\/documents\/\w+\?page=1&highlight=/)
    await expect(
      page.getByRole('mark' as Parameters<typeof page.getByRole>[0]).first(),
    ).toBeInViewport()
  })
})

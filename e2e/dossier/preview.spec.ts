import { expect, test, waitForHydration } from '../fixtures'
import { addDocument, dossierEntry, openNewMatter } from './helpers'

// Spec §2: the dossier's optional documentId opens that document's preview beside the list.
test('the dossier’s documentId opens the document’s preview; closing it drops the parameter', async ({
  page,
}) => {
  test.slow()
  const { client, projectId, slug } = await openNewMatter(page)
  const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
  await page.goto(`/matters/${slug}/dossier?documentId=${documentId}`)
  await waitForHydration(page)
  const preview = page.getByRole('dialog', { name: 'complaint.pdf' })
  await expect(preview.getByRole('link', { name: 'Open document' })).toHaveAttribute(
    'href',
    `/documents/${documentId}`,
  )
  await preview.getByRole('button', { name: 'Close' }).click()
  await expect(preview).toHaveCount(0)
  await expect(page).not.toHaveURL(/documentId=/)

  // The item's menu opens the same preview.
  await dossierEntry(page, 'complaint.pdf')
    .getByRole('button', { name: 'Actions for complaint.pdf' })
    .click()
  await page.getByRole('menuitem', { name: 'Preview' }).click()
  await expect(page).toHaveURL(new RegExp(`documentId=${documentId}`))
  await expect(preview).toBeVisible()

  // A document that is not there says so.
  await page.goto(`/matters/${slug}/dossier?documentId=not-a-document`)
  await waitForHydration(page)
  await expect(page.getByRole('dialog', { name: 'Document not found' })).toBeVisible()
})

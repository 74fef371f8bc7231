import { api } from '../../convex/_generated/api'
import { signUpWithOrganization } from '../account/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { addDocument, dossierEntry, openDossier, openNewMatter, openSecondBrowser } from './helpers'

test.describe('a document’s page', () => {
  test.slow()

  test('opens from the dossier with its details, summary and text, and leads back', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await client.mutation(api.folders.create, { projectId, name: 'Pleadings' })
    await addDocument(client, projectId, 'complaint.pdf', { folderPath: 'pleadings' })
    await openDossier(page, slug, '/pleadings')
    await dossierEntry(page, 'complaint.pdf').getByRole('link', { name: 'complaint.pdf' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'complaint.pdf' })).toBeVisible()
    await expect(page).toHaveTitle('complaint.pdf · Casefile')
    const details = page.getByRole('complementary', { name: 'Details' })
    await expect(details).toContainText('Pleadings')
    await expect(details).toContainText('PDF')
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible()
    // The text of a multi-page PDF, page by page.
    await expect(page.getByRole('article', { name: 'Page 1' })).toContainText('1:25-cv-04417')
    await expect(page.getByRole('article', { name: 'Page 2' })).toBeVisible()

    await page.getByRole('link', { name: 'Pleadings' }).click()
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/dossier/pleadings$`))
  })

  test('a scanned PDF shows the text OCR read, with its confidence', async ({ page }) => {
    const { client, projectId } = await openNewMatter(page)
    const { documentId } = await addDocument(client, projectId, 'scanned-exhibit.pdf')
    await page.goto(`/documents/${documentId}`)
    await waitForHydration(page)
    const first = page.getByRole('article', { name: 'Page 1' })
    await expect(first).toContainText('EXHIBIT 14')
    await expect(first).toContainText(/read by OCR, confidence \d+%/)
  })

  test('a missing, malformed or other firm’s document is Document not found', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId } = await openNewMatter(page)
    const { documentId } = await addDocument(client, projectId, 'notes.txt')
    const outsider = await openSecondBrowser(browser, testInfo)
    await signUpWithOrganization(outsider.page, {
      name: 'Olive Outsider',
      organization: 'Other LLP',
    })
    for (const id of [documentId, 'not-a-document-id']) {
      await outsider.page.goto(`/documents/${id}`)
      await expect(outsider.page.getByRole('heading', { name: 'Document not found' })).toBeVisible()
    }
    await outsider.close()
    await client.mutation(api.documents.remove, { documentId })
    await page.goto(`/documents/${documentId}`)
    await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible()
  })
})

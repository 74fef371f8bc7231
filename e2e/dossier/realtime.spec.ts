import { expect, test, waitForHydration } from '../firm-account'
import {
  addDocument,
  chooseAction,
  createFolder,
  dossierEntry,
  openDossier,
  openMatterAs,
  openSecondBrowser,
} from './helpers'

test.describe('the dossier is live', () => {
  test.slow()

  test('a second browser sees new documents, renames, moves and deletions without reloading', async ({
    page,
    browser,
    firmAccount,
  }, testInfo) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await openDossier(page, slug)
    await createFolder(page, 'Evidence')

    const second = await openSecondBrowser(browser, testInfo, { sameUserAs: page })
    const watcher = second.page
    await watcher.goto(`/matters/${slug}/dossier`)
    await waitForHydration(watcher)
    await expect(dossierEntry(watcher, 'notes.txt')).toBeVisible()

    // A new upload appears, and its processing status follows to Ready.
    await addDocument(client, projectId, 'letter.docx')
    await expect(dossierEntry(watcher, 'letter.docx')).toBeVisible()
    await expect(dossierEntry(watcher, 'letter.docx')).toContainText('Ready', { timeout: 30_000 })

    await chooseAction(page, 'notes.txt', 'Rename')
    const field = page.getByLabel('New name for notes.txt')
    await field.fill('Witness notes.txt')
    await field.press('Enter')
    await expect(dossierEntry(watcher, 'Witness notes.txt')).toBeVisible()
    await expect(dossierEntry(watcher, 'notes.txt')).toHaveCount(0)

    await chooseAction(page, 'Witness notes.txt', 'Move…')
    const move = page.getByRole('dialog', { name: 'Move Witness notes.txt' })
    await move.getByRole('radio', { name: 'Evidence', exact: true }).check()
    await move.getByRole('button', { name: 'Move', exact: true }).click()
    await expect(dossierEntry(watcher, 'Witness notes.txt')).toHaveCount(0)

    await chooseAction(page, 'letter.docx', 'Delete')
    await page
      .getByRole('alertdialog', { name: 'Delete letter.docx?' })
      .getByRole('button', { name: 'Delete document' })
      .click()
    await expect(dossierEntry(watcher, 'letter.docx')).toHaveCount(0)

    // Inside the folder, the moved document is there; renaming the folder takes the open page
    // along to its new path.
    await dossierEntry(watcher, 'Evidence').getByRole('link', { name: 'Evidence' }).click()
    await expect(dossierEntry(watcher, 'Witness notes.txt')).toBeVisible()
    await chooseAction(page, 'Evidence', 'Rename')
    const folderField = page.getByLabel('New name for Evidence')
    await folderField.fill('Exhibits')
    await folderField.press('Enter')
    await expect(watcher).toHaveURL(new RegExp(`/matters/${slug}/dossier/exhibits$`))
    await expect(watcher.getByRole('heading', { name: 'Exhibits', exact: true })).toBeVisible()
    await second.close()
  })
})

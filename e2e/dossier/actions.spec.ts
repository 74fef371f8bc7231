import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import { expect, test } from '../firm-account'
import {
  addDocument,
  chooseAction,
  createFolder,
  dossierEntry,
  openDossier,
  openMatterAs,
  showTable,
  toastWith,
} from './helpers'

test.describe('dossier actions', () => {
  test.slow()

  test('a document moves into a folder through the move dialog', async ({ page, firmAccount }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'complaint.pdf')
    await openDossier(page, slug)
    await createFolder(page, 'Pleadings')

    await chooseAction(page, 'complaint.pdf', 'Move…')
    const dialog = page.getByRole('dialog', { name: 'Move complaint.pdf' })
    await expect(dialog.getByRole('radio', { name: 'Top level (current)' })).toBeDisabled()
    await dialog.getByRole('radio', { name: 'Pleadings', exact: true }).check()
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(toastWith(page, 'Moved complaint.pdf to Pleadings')).toBeVisible()
    await expect(dossierEntry(page, 'complaint.pdf')).toHaveCount(0)

    await dossierEntry(page, 'Pleadings').getByRole('link', { name: 'Pleadings' }).click()
    await expect(dossierEntry(page, 'complaint.pdf')).toBeVisible()
  })

  test('a favorite shows under Favorites, folders first, and leaves it when unmarked', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'letter.docx')
    await openDossier(page, slug)
    await createFolder(page, 'Correspondence')

    await chooseAction(page, 'letter.docx', 'Favorite')
    await expect(toastWith(page, 'Added letter.docx to favorites')).toBeVisible()
    await chooseAction(page, 'Correspondence', 'Favorite')
    await expect(toastWith(page, 'Added Correspondence to favorites')).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Dossier' })
      .getByRole('link', { name: 'Favorites' })
      .click()
    await expect(page.getByRole('heading', { name: 'Favorites', exact: true })).toBeVisible()
    await showTable(page)
    const names = page.getByRole('table', { name: 'Folders and documents' }).getByRole('rowheader')
    await expect(names).toHaveText(['Correspondence', 'letter.docx'])

    await chooseAction(page, 'letter.docx', 'Unfavorite')
    await expect(names).toHaveText(['Correspondence'])
  })

  test('deleting a document asks first; Cancel keeps it', async ({ page, firmAccount }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await openDossier(page, slug)

    await chooseAction(page, 'notes.txt', 'Delete')
    const confirm = page.getByRole('alertdialog', { name: 'Delete notes.txt?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(dossierEntry(page, 'notes.txt')).toBeVisible()

    await chooseAction(page, 'notes.txt', 'Delete')
    await confirm.getByRole('button', { name: 'Delete document' }).click()
    await expect(toastWith(page, 'Deleted notes.txt')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible()
  })

  test('a document downloads under its file name; a selection as the matter zip', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await addDocument(client, projectId, 'letter.docx', { name: 'Engagement letter' })
    await openDossier(page, slug)

    const single = page.waitForEvent('download')
    await chooseAction(page, 'notes.txt', 'Download')
    const file = await single
    expect(file.suggestedFilename()).toBe('notes.txt')
    expect(readFileSync(await file.path(), 'utf8')).toBe(
      readFileSync('e2e/fixtures/files/notes.txt', 'utf8'),
    )

    // A file uploaded under a name without an extension gets one from its type (spec §3).
    await page.getByRole('checkbox', { name: 'Select all documents', exact: true }).check()
    const bar = page.getByRole('region', { name: 'Selection' })
    await expect(bar).toContainText('2 selected')
    const zipped = page.waitForEvent('download')
    await bar.getByRole('button', { name: 'Download as zip' }).click()
    const zip = await zipped
    expect(zip.suggestedFilename()).toBe(`dossier-${slug}.zip`)
    const entries = unzipSync(new Uint8Array(readFileSync(await zip.path())))
    expect(Object.keys(entries).sort()).toEqual(['Engagement letter.docx', 'notes.txt'])
  })

  test('the keyboard reaches the menu and its dialogs, and focus comes back', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await openDossier(page, slug)
    await createFolder(page, 'Evidence')

    const actions = page.getByRole('button', { name: 'Actions for notes.txt' })
    await actions.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.type('Mov')
    await expect(page.getByRole('menuitem', { name: 'Move…' })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Move notes.txt' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(actions).toBeFocused()

    // Space ticks a row's checkbox; the bulk bar's buttons are ordinary buttons.
    const box = page.getByRole('checkbox', { name: 'Select notes.txt' })
    await box.focus()
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
    const move = page
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Move' })
    await move.focus()
    await page.keyboard.press('Enter')
    await page
      .getByRole('dialog', { name: 'Move notes.txt' })
      .getByRole('radio', { name: 'Evidence', exact: true })
      .focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Moved notes.txt to Evidence')).toBeVisible()
    await expect(dossierEntry(page, 'notes.txt')).toHaveCount(0)
  })

  test('a selection moves and is deleted together from the bulk bar', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await Promise.all(
      ['letter.docx', 'notes.txt', 'complaint.pdf'].map((fixture) =>
        addDocument(client, projectId, fixture),
      ),
    )
    await openDossier(page, slug)
    await createFolder(page, 'Archive')
    await showTable(page)

    await page.getByRole('checkbox', { name: 'Select letter.docx' }).check()
    await page.getByRole('checkbox', { name: 'Select notes.txt' }).check()
    const bar = page.getByRole('region', { name: 'Selection' })
    await bar.getByRole('button', { name: 'Move' }).click()
    const dialog = page.getByRole('dialog', { name: 'Move 2 documents' })
    await dialog.getByRole('radio', { name: 'Archive', exact: true }).check()
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    await expect(toastWith(page, 'Moved 2 documents to Archive')).toBeVisible()
    await expect(bar).toHaveCount(0)
    await expect(dossierEntry(page, 'letter.docx')).toHaveCount(0)

    await openDossier(page, slug, '/archive')
    await page.getByRole('checkbox', { name: 'Select all documents', exact: true }).check()
    await page
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Delete' })
      .click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 documents?' })
    await confirm.getByRole('button', { name: 'Delete documents' }).click()
    await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible()
  })
})

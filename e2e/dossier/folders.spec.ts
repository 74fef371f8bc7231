import { expect, test } from '../firm-account'
import {
  addDocument,
  chooseAction,
  createFolder,
  dossierEntry,
  openDossier,
  openMatterAs,
  toastWith,
} from './helpers'

test.describe('dossier folders', () => {
  test.slow()

  test('nested folders made in the UI open by their path, with breadcrumbs', async ({
    page,
    firmAccount,
  }) => {
    const { slug } = await openMatterAs(page, firmAccount)
    await openDossier(page, slug)
    await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible()

    await createFolder(page, 'Pleadings')
    await dossierEntry(page, 'Pleadings').getByRole('link', { name: 'Pleadings' }).click()
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/dossier/pleadings$`))
    await expect(page.getByRole('heading', { name: 'Pleadings', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible()
    await createFolder(page, 'Motions')

    // Opened straight from its address, rendered on the server.
    await openDossier(page, slug, '/pleadings/motions')
    await expect(page.getByRole('heading', { name: 'Motions', exact: true })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Dossier', 'Pleadings', 'Motions'])
    await expect(crumbs.getByText('Motions')).toHaveAttribute('aria-current', 'page')

    await crumbs.getByRole('link', { name: 'Pleadings' }).click()
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/dossier/pleadings$`))
    await expect(dossierEntry(page, 'Motions')).toBeVisible()
    await crumbs.getByRole('link', { name: 'Dossier' }).click()
    await expect(page.getByRole('heading', { name: 'Dossier', exact: true })).toBeVisible()
    await expect(dossierEntry(page, 'Pleadings')).toBeVisible()
  })

  test('a wrong folder path says Folder not found; an unknown matter says Project not found', async ({
    page,
    firmAccount,
  }) => {
    const { slug } = await openMatterAs(page, firmAccount)
    await openDossier(page, slug, '/no/such/folder')
    await expect(page.getByRole('heading', { name: 'Folder not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the dossier' }).click()
    await expect(page.getByRole('heading', { name: 'Dossier', exact: true })).toBeVisible()

    await openDossier(page, 'no-such-matter', '/pleadings')
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible()
  })

  test('renaming in place: F2 or the menu, Enter saves, Escape cancels', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await openDossier(page, slug)
    await createFolder(page, 'Corespondence')

    await chooseAction(page, 'Corespondence', 'Rename')
    const field = page.getByLabel('New name for Corespondence')
    await expect(field).toBeFocused()
    await field.fill('Correspondence')
    await field.press('Enter')
    await expect(dossierEntry(page, 'Correspondence')).toBeVisible()
    await expect(toastWith(page, 'Renamed Corespondence to Correspondence')).toBeVisible()

    // F2 from the document's link; Escape leaves the name as it was.
    await page.getByRole('link', { name: 'notes.txt', exact: true }).focus()
    await page.keyboard.press('F2')
    const documentField = page.getByLabel('New name for notes.txt')
    await documentField.fill('scratch.txt')
    await documentField.press('Escape')
    await expect(documentField).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'notes.txt', exact: true })).toBeFocused()

    await page.getByRole('link', { name: 'notes.txt', exact: true }).focus()
    await page.keyboard.press('F2')
    await documentField.fill('Meeting notes.txt')
    await documentField.press('Enter')
    await expect(page.getByRole('link', { name: 'Meeting notes.txt', exact: true })).toBeFocused()
  })

  test('a folder moves into another, never into itself or below itself', async ({
    page,
    firmAccount,
  }) => {
    const { slug } = await openMatterAs(page, firmAccount)
    await openDossier(page, slug)
    await createFolder(page, 'Pleadings')
    await createFolder(page, 'Motions')
    await openDossier(page, slug, '/pleadings')
    await createFolder(page, 'Drafts')
    await openDossier(page, slug)

    await chooseAction(page, 'Pleadings', 'Move…')
    const blocked = page.getByRole('dialog', { name: 'Move Pleadings' })
    await expect(blocked.getByRole('radio', { name: 'Pleadings (current)' })).toHaveCount(0)
    await expect(blocked.getByRole('radio', { name: 'Pleadings', exact: true })).toBeDisabled()
    await expect(blocked.getByRole('radio', { name: 'Drafts', exact: true })).toBeDisabled()
    await expect(blocked.getByRole('radio', { name: 'Top level (current)' })).toBeDisabled()
    await blocked.getByRole('button', { name: 'Cancel' }).click()

    await chooseAction(page, 'Motions', 'Move…')
    const dialog = page.getByRole('dialog', { name: 'Move Motions' })
    await dialog.getByRole('radio', { name: 'Pleadings', exact: true }).check()
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    await expect(toastWith(page, 'Moved Motions to Pleadings')).toBeVisible()
    await expect(dossierEntry(page, 'Motions')).toHaveCount(0)

    await openDossier(page, slug, '/pleadings/motions')
    await expect(page.getByRole('heading', { name: 'Motions', exact: true })).toBeVisible()
  })

  test('deleting a folder asks first and says what goes with it', async ({ page, firmAccount }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await openDossier(page, slug)
    await createFolder(page, 'Pleadings')
    await openDossier(page, slug, '/pleadings')
    await createFolder(page, 'Motions')
    await createFolder(page, 'Answers')
    await addDocument(client, projectId, 'notes.txt', { folderPath: 'pleadings' })
    await addDocument(client, projectId, 'letter.docx', { folderPath: 'pleadings/motions' })

    await openDossier(page, slug)
    await chooseAction(page, 'Pleadings', 'Delete')
    const confirm = page.getByRole('alertdialog', { name: 'Delete folder Pleadings?' })
    await expect(confirm).toContainText('Its 2 subfolders and 2 documents will be deleted too.')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(dossierEntry(page, 'Pleadings')).toBeVisible()

    await chooseAction(page, 'Pleadings', 'Delete')
    await confirm.getByRole('button', { name: 'Delete folder' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(dossierEntry(page, 'Pleadings')).toHaveCount(0)
    await expect(toastWith(page, 'Folder Pleadings deleted')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible()
  })
})

test.describe('the new-folder dialog', () => {
  // The Convex client logs every refused mutation to the console; this refusal is the point.
  test.use({ allowedConsoleErrors: ['already exists here'] })

  test('a taken folder name is refused inline, and the dialog stays open', async ({
    page,
    firmAccount,
  }) => {
    const { slug } = await openMatterAs(page, firmAccount)
    await openDossier(page, slug)
    await createFolder(page, 'Discovery')

    await page.getByRole('button', { name: 'New folder' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New folder' })
    await dialog.getByRole('button', { name: 'Create folder' }).click()
    await expect(dialog.getByText('Folder name is required')).toBeVisible()
    await dialog.getByLabel('Folder name').fill('discovery')
    await dialog.getByRole('button', { name: 'Create folder' }).click()
    await expect(dialog.getByLabel('Folder name')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog).toContainText(/already/i)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
  })
})

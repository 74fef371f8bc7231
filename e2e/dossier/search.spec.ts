import type { Page } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { expect, test, waitForHydration } from '../firm-account'
import { addDocument, openDossier, openMatterAs } from './helpers'

// The dossier search (issue 11): full text over names and content, the filters and their badge
// (spec §3, §4), the history of five (§9), and the preferences.

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the dossier' })
/** The found documents' names, top to bottom. */
const resultNames = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 })
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ })

async function search(page: Page, text: string) {
  await searchBox(page).fill(text)
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`))
}

/** A blank scan: filed, but OCR finds no text in it, so the ingest report names it. */
async function addBlankScan(client: ConvexHttpClient, projectId: Id<'projects'>) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
    'base64',
  )
  const uploadUrl = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const response = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'image/png' },
    body: png,
  })
  const { storageId } = (await response.json()) as { storageId: Id<'_storage'> }
  const { documentId } = await client.action(api.dossier.uploads.register, {
    projectId,
    storageId,
    name: 'blank-scan.png',
  })
  await expect
    .poll(async () => (await client.query(api.dossier.documents.get, { documentId })).status, {
      timeout: 90_000,
    })
    .toMatch(/^(failed|needs_ocr)$/)
}

test.describe('dossier search', () => {
  test.slow()

  test('finds a word only a document’s text holds; a hit opens the viewer at its page, highlighted', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
    await addDocument(client, projectId, 'notes.txt')
    await openDossier(page, slug)

    // "scienter" is on page 3 of the complaint and in no name; typing alone runs the search.
    await searchBox(page).fill('scienter')
    await expect(resultNames(page)).toHaveText(['complaint.pdf'])
    await expect(page.getByRole('status').filter({ hasText: '1 document found' })).toBeVisible()
    const hit = page
      .getByRole('list', { name: 'Matching pages of complaint.pdf' })
      .getByRole('link', { name: /^Page 3/ })
    await expect(hit.locator('mark')).toHaveText('scienter')
    // The folder view gives way to the results while a search runs.
    await expect(page.getByRole('heading', { name: 'Dossier', level: 2 })).toHaveCount(0)

    await hit.click()
    await expect(page).toHaveURL(`/documents/${documentId}?page=3&highlight=scienter`)

    // Back returns to the search; Escape (twice: the list, then the search) clears it.
    await page.goBack()
    await waitForHydration(page)
    await expect(searchBox(page)).toHaveValue('scienter')
    await expect(resultNames(page)).toHaveText(['complaint.pdf'])
    await searchBox(page).focus()
    await searchBox(page).press('Escape')
    await searchBox(page).press('Escape')
    await expect(searchBox(page)).toHaveValue('')
    await expect(page.getByRole('heading', { name: 'Dossier', level: 2 })).toBeVisible()
  })

  test('suggests words of the matter as one types, chosen with the keyboard', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'complaint.pdf')
    await openDossier(page, slug)

    await searchBox(page).pressSequentially('scien')
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(suggestions.getByRole('option', { name: 'scienter' })).toBeVisible()
    await searchBox(page).press('ArrowDown')
    await searchBox(page).press('Enter')
    await expect(searchBox(page)).toHaveValue('scienter')
    await expect(resultNames(page)).toHaveText(['complaint.pdf'])
  })

  test('each filter narrows the results, and the badge counts as the spec says', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    const { folderId: pleadings } = await client.mutation(api.dossier.folders.create, {
      projectId,
      name: 'Pleadings',
    })
    await client.mutation(api.dossier.folders.create, {
      projectId,
      parentId: pleadings,
      name: 'Letters',
    })
    await addDocument(client, projectId, 'complaint.pdf', { folderPath: 'pleadings' })
    await addDocument(client, projectId, 'letter.docx', { folderPath: 'pleadings/letters' })
    const notes = await addDocument(client, projectId, 'notes.txt')
    await client.mutation(api.dossier.documents.setTags, {
      documentId: notes.documentId,
      tags: ['Hot'],
    })
    await openDossier(page, slug)

    // Every fixture names Northwind; sorted by name, the order is fixed.
    await search(page, 'Northwind')
    await filtersButton(page).click()
    const panel = page.getByRole('region', { name: 'Search filters' })
    await panel.getByLabel('Sort by').selectOption('name')
    const all = ['complaint.pdf', 'letter.docx', 'notes.txt']
    await expect(resultNames(page)).toHaveText(all)
    await expect(filtersButton(page)).toHaveAccessibleName('Filters')

    await panel.getByRole('checkbox', { name: 'PDF' }).check()
    await expect(resultNames(page)).toHaveText(['complaint.pdf'])
    await expect(filtersButton(page)).toHaveAccessibleName('Filters (1 active)')
    await panel.getByRole('checkbox', { name: 'PDF' }).uncheck()
    await expect(resultNames(page)).toHaveText(all)

    // A folder narrows too (with its subfolders by default), but the badge does not count it.
    const folder = panel.getByLabel('Folder', { exact: true })
    const subfolders = panel.getByRole('checkbox', { name: 'Include subfolders' })
    await folder.selectOption({ label: 'Pleadings' })
    await expect(resultNames(page)).toHaveText(['complaint.pdf', 'letter.docx'])
    await subfolders.uncheck()
    await expect(resultNames(page)).toHaveText(['complaint.pdf'])
    await expect(filtersButton(page)).toHaveAccessibleName('Filters')
    await folder.selectOption({ label: 'All folders' })
    await expect(resultNames(page)).toHaveText(all)

    await panel.getByLabel('Tag', { exact: true }).fill('hot')
    await panel.getByRole('button', { name: 'Add tag' }).click()
    await expect(resultNames(page)).toHaveText(['notes.txt'])
    await panel.getByLabel('Processing status').selectOption('ready')
    await expect(resultNames(page)).toHaveText(['notes.txt'])
    await expect(filtersButton(page)).toHaveAccessibleName('Filters (2 active)')

    const tomorrow = new Date(Date.now() + 86_400_000)
    const isoDay = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    await panel.getByLabel('Added from').fill(isoDay)
    await expect(page.getByText('No documents match “Northwind” with these filters.')).toBeVisible()
    await panel.getByRole('checkbox', { name: 'DOCX' }).check()
    await expect(filtersButton(page)).toHaveAccessibleName('Filters (4 active)')

    // The filters live in the URL: a reload keeps them and their count.
    await page.reload()
    await waitForHydration(page)
    await expect(filtersButton(page)).toHaveAccessibleName('Filters (4 active)')
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect(filtersButton(page)).toHaveAccessibleName('Filters')
    await expect(resultNames(page)).toHaveText(all)
  })

  test('the history keeps five searches, newest first, a repeated one moved up', async ({
    page,
    firmAccount,
  }) => {
    const { slug } = await openMatterAs(page, firmAccount)
    await openDossier(page, slug)
    for (const text of ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'Beta', 'zeta']) {
      await search(page, text)
    }
    // Focused and empty, the box lists the recent searches.
    await searchBox(page).fill('')
    const recent = page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')
    await expect(recent).toHaveText(['zeta', 'Beta', 'epsilon', 'delta', 'gamma'])

    // Kept across a reload; picked with the keyboard, an entry runs again and moves up.
    await page.reload()
    await waitForHydration(page)
    await searchBox(page).fill('')
    await expect(recent).toHaveText(['zeta', 'Beta', 'epsilon', 'delta', 'gamma'])
    await searchBox(page).press('ArrowDown')
    await searchBox(page).press('ArrowDown')
    await expect(recent.nth(1)).toHaveAttribute('aria-selected', 'true')
    await searchBox(page).press('Enter')
    await expect(searchBox(page)).toHaveValue('Beta')
    await expect(page).toHaveURL(/[?&]q=Beta(&|$)/)
    await searchBox(page).fill('')
    await expect(recent).toHaveText(['Beta', 'zeta', 'epsilon', 'delta', 'gamma'])
  })

  test('preferences persist across a reload', async ({ page, firmAccount }) => {
    const { slug } = await openMatterAs(page, firmAccount)
    await openDossier(page, slug)
    await search(page, 'alpha')

    await page.getByRole('button', { name: 'Search preferences' }).click()
    const dialog = page.getByRole('dialog', { name: 'Search preferences' })
    await dialog.getByRole('checkbox', { name: 'Show recent searches' }).uncheck()
    await dialog.getByRole('checkbox', { name: 'Suggestions as you type' }).uncheck()
    await dialog.getByRole('checkbox', { name: 'Include subfolders by default' }).uncheck()
    await dialog.getByLabel('Recent searches to keep').selectOption('3')
    await dialog.getByRole('button', { name: 'Done' }).click()

    await page.reload()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Search preferences' }).click()
    await expect(dialog.getByRole('checkbox', { name: 'Show recent searches' })).not.toBeChecked()
    await expect(
      dialog.getByRole('checkbox', { name: 'Suggestions as you type' }),
    ).not.toBeChecked()
    await expect(
      dialog.getByRole('checkbox', { name: 'Include subfolders by default' }),
    ).not.toBeChecked()
    await expect(dialog.getByLabel('Recent searches to keep')).toHaveValue('3')
    await dialog.getByRole('button', { name: 'Done' }).click()

    // With recent searches hidden, the empty box opens no list.
    await searchBox(page).fill('')
    await searchBox(page).press('ArrowDown')
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('nothing found says so, and points to files the search cannot read', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await addBlankScan(client, projectId)
    await openDossier(page, slug)

    await search(page, 'zeppelin')
    await expect(page.getByText('No documents match “zeppelin”.')).toBeVisible()
    await expect(
      page.getByText('1 file of this matter has text the search cannot read'),
    ).toBeVisible()
    await expect(page.getByText(/Ingest report: 1 file needs attention/)).toBeVisible()
  })
})

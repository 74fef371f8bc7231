import { expect, test, waitForHydration } from '../firm-account'
import { addDocument, openDossier, openMatterAs, showTable, tableNames } from './helpers'

test.describe('dossier list views', () => {
  test.slow()

  test('the grid is the default, and a chosen table view survives a reload', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await openDossier(page, slug)

    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('list', { name: 'Folders and documents' })).toBeVisible()

    await showTable(page)
    await expect(page.getByRole('button', { name: 'Table view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('table', { name: 'Folders and documents' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Table view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // The table's columns, exactly as the spec names them.
    const headers = page
      .getByRole('table', { name: 'Folders and documents' })
      .getByRole('columnheader')
    await expect(headers).toHaveText(['', 'Name', 'Type', 'Details', 'Added', 'Actions'])
  })

  test('a column sorts none → ascending → descending → none, on the server', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    // Added in this order: letter (docx), notes (txt), complaint (pdf).
    for (const fixture of ['letter.docx', 'notes.txt', 'complaint.pdf']) {
      await addDocument(client, projectId, fixture)
    }
    await openDossier(page, slug)
    await showTable(page)
    const table = page.getByRole('table', { name: 'Folders and documents' })
    const nameHeader = table.getByRole('columnheader', { name: 'Name' })
    const typeHeader = table.getByRole('columnheader', { name: 'Type' })
    const addedHeader = table.getByRole('columnheader', { name: 'Added' })
    const newestFirst = ['complaint.pdf', 'notes.txt', 'letter.docx']

    await expect(tableNames(page)).toHaveText(newestFirst)
    for (const header of [nameHeader, typeHeader, addedHeader]) {
      await expect(header).toHaveAttribute('aria-sort', 'none')
    }

    const sortByName = table.getByRole('button', { name: 'Name', exact: true })
    await sortByName.click()
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(tableNames(page)).toHaveText(['complaint.pdf', 'letter.docx', 'notes.txt'])
    await sortByName.click()
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(tableNames(page)).toHaveText(['notes.txt', 'letter.docx', 'complaint.pdf'])
    await sortByName.click()
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    await expect(tableNames(page)).toHaveText(newestFirst)

    // Another column starts at ascending and the first one goes back to none.
    await sortByName.click()
    await table.getByRole('button', { name: 'Type', exact: true }).click()
    await expect(typeHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    await expect(tableNames(page)).toHaveText(['letter.docx', 'complaint.pdf', 'notes.txt'])

    await table.getByRole('button', { name: 'Added', exact: true }).click()
    await expect(addedHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(tableNames(page)).toHaveText(['letter.docx', 'notes.txt', 'complaint.pdf'])
  })

  test('select-all moves through its three states with the spec labels', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    for (const fixture of ['letter.docx', 'notes.txt', 'complaint.pdf']) {
      await addDocument(client, projectId, fixture)
    }
    await openDossier(page, slug)
    await showTable(page)

    const selectAll = page.getByRole('checkbox', { name: 'Select all documents', exact: true })
    await expect(selectAll).not.toBeChecked()

    await page.getByRole('checkbox', { name: 'Select notes.txt' }).check()
    const some = page.getByRole('checkbox', {
      name: 'Select all documents (1 selected)',
      exact: true,
    })
    await expect(some).toBeVisible()
    expect(await some.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true)
    await expect(page.getByRole('region', { name: 'Selection' })).toContainText('1 selected')

    await some.click()
    const all = page.getByRole('checkbox', { name: 'Deselect all documents', exact: true })
    await expect(all).toBeChecked()
    await expect(page.getByRole('region', { name: 'Selection' })).toContainText('3 selected')

    // Clicking it with everything selected clears the selection.
    await all.click()
    await expect(selectAll).not.toBeChecked()
    await expect(page.getByRole('region', { name: 'Selection' })).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: 'Select complaint.pdf' })).not.toBeChecked()
  })

  test('21 documents page by 20 with Previous and Next', async ({ page, firmAccount }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    // The newest comes first: note 01 is filed first and note 21 last; the 19 between are filed
    // side by side (their order among themselves is not what this test reads).
    const note = (index: number) =>
      addDocument(client, projectId, 'notes.txt', {
        name: `note ${String(index).padStart(2, '0')}.txt`,
      })
    await note(1)
    await Promise.all(Array.from({ length: 19 }, (_, index) => note(index + 2)))
    await note(21)
    await openDossier(page, slug)
    await showTable(page)
    const pages = page.getByRole('navigation', { name: 'Pages' })

    await expect(tableNames(page)).toHaveCount(20)
    await expect(pages).toContainText('Page 1')
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(tableNames(page).first()).toHaveText('note 21.txt')

    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(pages).toContainText('Page 2')
    await expect(tableNames(page)).toHaveText(['note 01.txt'])
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled()

    await pages.getByRole('button', { name: 'Previous' }).click()
    await expect(pages).toContainText('Page 1')
    await expect(tableNames(page)).toHaveCount(20)
  })
})

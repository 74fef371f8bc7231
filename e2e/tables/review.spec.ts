import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { api } from '../../convex/_generated/api'
import { addDocument, toastWith } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import {
  colleagueBrowser,
  createTable,
  gridCell,
  gridRow,
  modelRequests,
  openNewMatter,
  openTable,
  runTable,
} from './helpers'

test.describe('review tables', () => {
  test.slow()

  test('a table over the dossier, with typed columns, runs with live progress and cites its passages', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    await addDocument(client, projectId, 'letter.docx')
    await addDocument(client, projectId, 'notes.txt')

    await page.goto(`/matters/${slug}/tables`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'No tables in this matter yet' })).toBeVisible()
    await page.getByRole('button', { name: 'New table' }).click()
    const create = page.getByRole('dialog', { name: 'New table' })
    await create.getByLabel('Table name').fill('Pleadings review')
    await create.getByRole('button', { name: 'Create table' }).click()
    await expect(page.getByRole('heading', { name: 'Pleadings review' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/tables/\\w+$`))

    await page.getByRole('button', { name: 'Add documents' }).first().click()
    const add = page.getByRole('dialog', { name: 'Add documents' })
    await expect(add.getByRole('radio', { name: 'Every document of the matter' })).toBeChecked()
    await add.getByRole('button', { name: 'Add documents' }).click()
    await expect(toastWith(page, '3 documents added')).toBeVisible()

    await page.getByRole('button', { name: 'Add columns' }).click()
    const columns = page.getByRole('dialog', { name: 'Columns' })
    const fillColumn = async (index: number, name: string, type: string, question: string) => {
      const column = columns.getByRole('listitem', { name: `Column ${index}` })
      await column.getByLabel('Column name').fill(name)
      await column.getByLabel('Type').selectOption({ label: type })
      await column.getByLabel('Question').fill(question)
    }
    await fillColumn(1, 'Docket number', 'Text', 'What is the case number?')
    await columns.getByRole('button', { name: 'Add column' }).click()
    await fillColumn(2, 'Judge', 'Text', 'Who is the presiding judge?')
    await columns.getByRole('button', { name: 'Add column' }).click()
    await fillColumn(3, 'Class period starts', 'Date', 'When does the class period begin?')
    await columns.getByRole('button', { name: 'Save columns' }).click()
    await expect(columns).toHaveCount(0)

    // Every value the progress bar takes, from the moment the run starts.
    await page.evaluate(() => {
      const seen: number[] = []
      ;(window as unknown as { progress: number[] }).progress = seen
      new MutationObserver(() => {
        const bar = document.querySelector('[role=progressbar][aria-label="Run progress"]')
        const now = Number(bar?.getAttribute('aria-valuenow') ?? -1)
        if (bar && seen[seen.length - 1] !== now) seen.push(now)
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await page.getByRole('button', { name: 'Run table' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Answered 9 of 9 cells' })).toBeVisible(
      {
        timeout: 60_000,
      },
    )
    const progress = await page.evaluate(
      () => (window as unknown as { progress: number[] }).progress,
    )
    // The bar filled in live, never going back (offline extraction is quick: several steps may
    // land in one frame, so the values in between are not asserted).
    expect(progress.at(-1)).toBe(9)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))

    await expect(gridCell(page, 'complaint.pdf', 'Docket number')).toContainText('1:25-cv-04417')
    await expect(gridCell(page, 'complaint.pdf', 'Judge')).toContainText('Castellanos')
    await expect(gridCell(page, 'complaint.pdf', 'Class period starts')).toContainText(
      'March 3, 2023',
    )
    await expect(gridCell(page, 'notes.txt', 'Docket number')).toHaveAccessibleName(
      'Docket number: Not in the document',
    )

    // The citation opens the viewer at its page with the passage marked.
    await gridRow(page, 'complaint.pdf')
      .getByRole('link', { name: 'Open the passage for Docket number' })
      .click()
    await expect(page).toHaveURL(/\/documents\/\w+\?page=1&highlight=/)
    await expect(
      page
        .getByRole('mark' as Parameters<typeof page.getByRole>[0])
        .filter({ hasText: '1:25-cv-04417' })
        .first(),
    ).toBeInViewport()
  })

  test('keyboard: arrows move between cells, Enter opens one beside the grid; sort and filter by value', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    await addDocument(client, projectId, 'notes.txt')
    const tableId = await createTable(client, projectId)
    await runTable(client, tableId)
    await openTable(page, slug, tableId)

    const grid = page.getByRole('grid', { name: 'Pleadings review' })
    await gridCell(page, 'complaint.pdf', 'Docket number').click()
    const panel = page.getByRole('complementary', { name: 'Docket number for complaint.pdf' })
    await expect(panel).toContainText('1:25-cv-04417')
    await expect(panel.getByRole('link', { name: /Open page 1 at the passage/ })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(gridCell(page, 'complaint.pdf', 'Judge')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('complementary', { name: 'Judge for complaint.pdf' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(gridCell(page, 'notes.txt', 'Judge')).toBeFocused()

    await grid.getByRole('button', { name: 'Sort by Docket number' }).click()
    await expect(grid.getByRole('rowheader')).toHaveText(['complaint.pdf', 'notes.txt'])
    await page.getByLabel('Filter rows').fill('castellanos')
    await page.getByLabel('In', { exact: true }).selectOption({ label: 'Judge' })
    await expect(grid.getByRole('rowheader')).toHaveText(['complaint.pdf'])
    await expect(
      page.getByRole('status').filter({ hasText: '1 of 2 rows on this page' }),
    ).toBeVisible()
  })

  test('edit, verify, flag and comment record who and when, and a colleague sees them live', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId, slug } = await openNewMatter(page, { name: 'Ada Admin' })
    await addDocument(client, projectId, 'complaint.pdf')
    const tableId = await createTable(client, projectId)
    await runTable(client, tableId)
    const colleague = await colleagueBrowser(browser, testInfo, client, 'Bo Member')
    await openTable(colleague.page, slug, tableId)
    await openTable(page, slug, tableId)
    await expect(page.getByText('also here: Bo Member')).toBeVisible()

    await gridCell(page, 'complaint.pdf', 'Docket number').click()
    const panel = page.getByRole('complementary', { name: 'Docket number for complaint.pdf' })
    await panel.getByLabel('Correct the value').fill('1:25-cv-04417-MKC')
    await panel.getByRole('button', { name: 'Save value' }).click()
    await panel.getByRole('button', { name: 'Verify' }).click()
    await panel
      .getByLabel('Comment or flag reason')
      .fill('Judge initials added from the docket sheet.')
    await panel.getByRole('button', { name: 'Add comment' }).click()
    await panel.getByLabel('Comment or flag reason').fill('Check against PACER')
    await panel.getByRole('button', { name: 'Flag' }).click()

    await expect(panel.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
      /^Casefile answered/,
      /^Ada Admin changed the value to “1:25-cv-04417-MKC”/,
      /^Ada Admin verified the value/,
      /^Ada Admin commented “Judge initials added from the docket sheet\.”/,
      /^Ada Admin flagged the cell “Check against PACER”/,
    ])
    await expect(panel).toContainText('the document’s answer was “1:25-cv-04417”')

    // The colleague's grid follows without a reload.
    const seen = gridCell(colleague.page, 'complaint.pdf', 'Docket number')
    await expect(seen).toContainText('1:25-cv-04417-MKC')
    await expect(seen.getByLabel('Flagged')).toBeVisible()
    await expect(seen.getByLabel('Verified')).toBeVisible()
    await expect(colleague.page.getByText('also here: Ada Admin')).toBeVisible()
    await colleague.close()
  })

  test('an edit shows in the grid before the server has answered (P4: optimistic)', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'notes.txt')
    const tableId = await createTable(client, projectId)
    await runTable(client, tableId)
    // Everything the backend sends is held back once Save is pressed.
    let holding = false
    const held: (() => void)[] = []
    await page.routeWebSocket(/\/api\/.*sync/, (socket) => {
      const server = socket.connectToServer()
      server.onMessage((message) =>
        holding ? held.push(() => socket.send(message)) : socket.send(message),
      )
      socket.onMessage((message) => server.send(message))
    })
    await openTable(page, slug, tableId)
    // The grid has hydrated (its cell panel opens) before anything changes on the server: a change
    // arriving while part of the page is still the server's HTML would not match it.
    await expect(async () => {
      await gridCell(page, 'notes.txt', 'Judge').click()
      await expect(page.getByLabel('Correct the value')).toBeVisible({ timeout: 1_000 })
    }).toPass()
    // The grid's live subscription is up: a flag set through the API shows.
    const page1 = await client.query(api.review.tables.getWithDocuments, {
      id: tableId,
      paginationOpts: { numItems: 1, cursor: null },
    })
    const docket = Object.values(page1.page[0]!.cells).find((cell) => cell.display === '')!
    await client.mutation(api.review.cells.setFlag, { cellId: docket._id, flagged: true })
    await expect(page.getByRole('grid').getByLabel('Flagged')).toBeVisible()
    await page.getByLabel('Correct the value').fill('Hon. Optimistic')
    holding = true
    await page.getByRole('button', { name: 'Save value' }).click()
    await expect(gridCell(page, 'notes.txt', 'Judge')).toContainText('Hon. Optimistic')
    holding = false
    for (const send of held) send()
    await expect(gridCell(page, 'notes.txt', 'Judge').getByLabel('Edited')).toBeVisible()
  })

  test('without consent the configured model receives nothing; with it, a quote not in the source is flagged', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'notes.txt')
    const tableId = await createTable(client, projectId, {
      columns: [
        { label: 'First line', type: 'text', prompt: 'What does the document begin with?' },
        { label: 'Invented', type: 'text', prompt: 'Who else signed? (misquote)' },
      ],
    })
    await openTable(page, slug, tableId)
    const before = (await modelRequests()).length
    // Other tests share the fake model: only requests carrying this table's question count.
    const ours = async () =>
      (await modelRequests()).slice(before).filter((body) => body.includes('Who else signed?'))
    await page.getByRole('button', { name: 'Run table' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Answered 2 of 2 cells' }),
    ).toBeVisible()
    expect(await ours()).toEqual([])
    await expect(page.getByText('Offline: answers come from rules on this machine')).toBeVisible()

    // An organisation admin allows the configured model for this matter.
    await page.getByRole('button', { name: 'Allow fake-model for this matter' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Allow' }).click()
    await expect(page.getByText(/Answers come from fake-model at 127\.0\.0\.1:\d+/)).toBeVisible()
    await page.getByRole('button', { name: 'Run every cell again' }).click()
    // The previous run's "Answered 2 of 2" may still show for a moment: wait for the call itself.
    await expect.poll(async () => (await ours()).length).toBe(1)
    await expect(
      page.getByRole('status').filter({ hasText: 'Answered 2 of 2 cells' }),
    ).toBeVisible()

    const invented = gridCell(page, 'notes.txt', 'Invented')
    await expect(invented.getByLabel('Quote not found in the document')).toBeVisible()
    await expect(invented.getByRole('link')).toHaveCount(0)
    await invented.click()
    await expect(page.getByRole('note')).toContainText(
      'Quote not found in the document: this value is not sourced.',
    )
    await expect(
      gridCell(page, 'notes.txt', 'First line').getByRole('link', {
        name: 'Open the passage for First line',
      }),
    ).toBeVisible()

    const activity = await client.query(api.matters.projects.activity, { projectId })
    expect(activity.filter((event) => event.action === 'ai.external_call')).toHaveLength(1)
  })

  test('export to Excel opens in a spreadsheet library with a link to every passage', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    const tableId = await createTable(client, projectId)
    await runTable(client, tableId)
    await openTable(page, slug, tableId)
    await page.getByRole('button', { name: 'More table actions' }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Export to Excel (.xlsx)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('Pleadings review.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(new Uint8Array(readFileSync((await download.path())!)).buffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).values).toContain('Docket number')
    expect(String(sheet.getCell('B2').value)).toContain('1:25-cv-04417')
    const link = String(sheet.getCell('C2').hyperlink)
    expect(link).toMatch(/\/documents\/\w+\?page=1&highlight=/)
    await page.goto(new URL(link).pathname + new URL(link).search)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'complaint.pdf' })).toBeVisible()
  })

  test('the library lists tables and templates; save as template; a missing table says so', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    const tableId = await createTable(client, projectId)
    await openTable(page, slug, tableId)
    await page.getByRole('button', { name: 'More table actions' }).click()
    await page.getByRole('menuitem', { name: 'Save as template…' }).click()
    const save = page.getByRole('dialog', { name: 'Save as template' })
    await save.getByLabel('Template name').fill('Pleading basics')
    await save.getByRole('button', { name: 'Save template' }).click()
    await expect(toastWith(page, 'Template Pleading basics saved')).toBeVisible()

    await page.goto(`/matters/${slug}/tables`)
    await waitForHydration(page)
    await expect(page.getByRole('list', { name: 'Tables of this matter' })).toContainText(
      'Pleadings review',
    )
    await page.getByRole('button', { name: 'Use template Pleading basics' }).click()
    const create = page.getByRole('dialog', { name: 'New table' })
    await create.getByLabel('Table name').fill('Second review')
    await create.getByRole('button', { name: 'Create table' }).click()
    await expect(page.getByRole('heading', { name: 'Second review' })).toBeVisible()
    await expect(page.getByText('from the template Pleading basics')).toBeVisible()

    await page.goto(`/matters/${slug}/tables/not-a-table`)
    await expect(page.getByRole('heading', { name: 'Table not found' })).toBeVisible()
  })
})

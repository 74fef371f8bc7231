import { api } from '../../convex/_generated/api'
import { addDocument, openMatterAs } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for review tables: payloads as table names, column labels and questions, classification
// options, cell edits and comments, and a template's name and description, then the screens that
// show them. None may run (window.__xss), open a dialog or trip the CSP.
const SAMPLED = 40

test('review tables show injection payloads as text and never run them', async ({
  page,
  firmAccount,
}) => {
  test.setTimeout(240_000)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const { client, projectId, slug } = await openMatterAs(page, firmAccount)
  await addDocument(client, projectId, 'notes.txt')
  const payloads = XSS_PAYLOADS.filter((_, i) => i % Math.ceil(XSS_PAYLOADS.length / SAMPLED) === 0)
  const columns = payloads.slice(0, 30).map((payload, i) => ({
    label: `${i} ${payload}`.slice(0, 80),
    type: i % 5 === 0 ? 'classification' : 'text',
    prompt: payload,
    ...(i % 5 === 0 ? { options: [`A ${payload}`.slice(0, 60), `B ${payload}`.slice(0, 60)] } : {}),
  }))
  const { tableId } = await client.mutation(api.review.tables.create, {
    projectId,
    name: payloads[0]!.slice(0, 120),
    instructions: payloads.join('\n').slice(0, 4000),
    columns,
  })
  await client.mutation(api.review.tables.addDocuments, { id: tableId, source: { kind: 'all' } })
  await client.mutation(api.review.tables.run, { id: tableId })
  await expect
    .poll(async () => (await client.query(api.review.tables.get, { id: tableId })).run?.state)
    .toBe('done')
  const [row] = (
    await client.query(api.review.tables.getWithDocuments, {
      id: tableId,
      paginationOpts: { numItems: 1, cursor: null },
    })
  ).page
  const stored = await client.query(api.review.tables.get, { id: tableId })
  for (const [i, column] of stored.columns.slice(0, 10).entries()) {
    const cell = row!.cells[column.id]!
    const payload = payloads[i]!
    if (column.type === 'text') {
      await client.mutation(api.review.cells.edit, { cellId: cell._id, value: payload })
    }
    await client.mutation(api.review.cells.comment, { cellId: cell._id, text: payload })
    await client.mutation(api.review.cells.setFlag, {
      cellId: cell._id,
      flagged: true,
      reason: payload,
    })
  }
  await client.mutation(api.review.templates.saveFromTable, {
    tableId,
    name: payloads[1]!.slice(0, 120),
    description: payloads[2]!.slice(0, 500),
  })

  for (const screen of [`/matters/${slug}/tables`, `/matters/${slug}/tables/${tableId}`]) {
    await page.goto(screen)
    await waitForHydration(page)
    expect(await page.evaluate(() => '__xss' in window), screen).toBe(false)
  }
  // The cell panels show the edits, comments and flags as text.
  const grid = page.getByRole('grid')
  for (let i = 0; i < 4; i++) {
    await grid.getByRole('gridcell').nth(i).click()
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible()
  }
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
  await expect(page.getByText(`“${payloads[3]}”`).first()).toBeVisible()
})

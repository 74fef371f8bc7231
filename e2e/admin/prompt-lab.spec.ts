import { api } from '../../convex/_generated/api'
import { signInAsSuperadmin } from '../account/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { modelRequests } from '../tables/helpers'
import type { GoldenSetFile } from '../../shared/goldenSetFormat'
import { goldenFile } from '../../convex/testing/test.lab'

const json = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value)),
})

test('a superadmin imports a golden set, runs two versions of a column prompt and compares them', async ({
  page,
}) => {
  test.slow()
  const name = `Orders ${crypto.randomUUID().slice(0, 8)}`
  await signInAsSuperadmin(page.request)
  await page.goto('/admin')
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'Admin areas' })
    .getByRole('link', { name: 'Prompt lab' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt lab' })).toBeVisible()

  // A file that is not a golden set is refused with its reason; nothing is imported.
  const file = page.getByLabel('Golden-set file (JSON)')
  await file.setInputFiles(json('broken.json', { ...goldenFile(name), format: 'csv' }))
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('Not a golden-set file')).toBeVisible()

  await file.setInputFiles(json('orders.json', goldenFile(name)))
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByText('3 documents (2 to tune on, 1 held out)')).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Golden sets' })
      .getByRole('link', { name: new RegExp(name) }),
  ).toHaveAttribute('aria-current', 'page')

  // Run 1 with the set's prompts: every date found.
  await page.getByRole('button', { name: 'Run on the offline engine' }).click()
  const first = page.getByRole('region', { name: 'Run 1: precision and recall per column' })
  const firstDate = first.getByRole('row', { name: /^Date/ })
  await expect(firstDate.getByRole('cell').nth(0)).toHaveText('1.000')
  await expect(firstDate.getByRole('cell').nth(1)).toHaveText('1.000')
  // The held-out letter states no docket and none was given: nothing to divide, not a perfect 1.
  const firstDocket = first.getByRole('row', { name: /^Docket number/ })
  await expect(firstDocket.getByRole('cell').nth(2)).toHaveText('–')

  // Run 2 asks the date column for the signature instead: the dates are now wrong.
  await expect(page.getByLabel('Prompt for Date')).toHaveValue('When was the complaint filed?')
  await page.getByLabel('Prompt for Date').fill('When was the order signed?')
  await page.getByLabel('Note (optional)').fill('Ask for the signature')
  await page.getByRole('button', { name: 'Run on the offline engine' }).click()
  const second = page.getByRole('region', { name: 'Run 2: precision and recall per column' })
  const secondDate = second.getByRole('row', { name: /^Date/ })
  await expect(secondDate.getByRole('cell').nth(1)).toHaveText('0.000')
  // The next run starts from the prompts of the latest one.
  await expect(page.getByLabel('Prompt for Date')).toHaveValue('When was the order signed?')

  const history = page.getByRole('region', { name: 'Runs' })
  await expect(history.getByRole('row', { name: /^Run 2/ })).toContainText('Ask for the signature')
  await history.getByRole('link', { name: 'Compare run 1 with run 2' }).click()
  const comparison = page.getByRole('region', { name: 'Run 1 compared with run 2' })
  const compared = comparison.getByRole('row', { name: /^Date/ })
  await expect(compared).toContainText('Prompt before: When was the complaint filed?')
  await expect(compared).toContainText('Prompt after: When was the order signed?')
  await expect(compared.getByRole('cell').nth(5)).toHaveText('−1.000')
  await expect(comparison.getByRole('row', { name: /^Docket number/ })).toContainText('Same prompt')

  await second.getByRole('button', { name: 'Show the misses' }).click()
  const misses = page.getByRole('list', { name: 'Misses' })
  // The date found is now the signature's, and the held-out letter's court is missed in both
  // runs. (Order one's court, labelled without "for the", is the same court as the engine's.)
  await expect(misses.getByRole('listitem')).toHaveCount(2)
  await expect(
    misses.getByRole('listitem').filter({ hasText: 'Answered: March 3, 2024' }),
  ).toHaveCount(1)
  await expect(
    misses.getByRole('listitem').filter({ hasText: 'Expected: 2024-01-05' }),
  ).toContainText('Wrong value')

  // The set exports as the file it came from.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON' }).click()
  const saved = await download
  const exported = JSON.parse(
    (await (await saved.createReadStream()).toArray()).join(''),
  ) as GoldenSetFile
  expect(exported).toEqual(goldenFile(name))

  // Deleted after a confirmation: gone from the lab.
  await page.getByRole('button', { name: 'Delete set' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete set' }).click()
  await expect(
    page
      .getByRole('navigation', { name: 'Golden sets' })
      .getByRole('link', { name: new RegExp(name) }),
  ).toHaveCount(0)
})

test('a run on the model sends the table-cell system prompt version chosen, and its figures say so', async ({
  page,
}) => {
  test.slow()
  const run = crypto.randomUUID().slice(0, 8)
  await signInAsSuperadmin(page.request)
  const client = await convexAs(page.request)
  // A version of the table-cell prompt to try, saved and then put back out of force at once, so
  // tables elsewhere keep the one they had.
  const before = (await client.query(api.prompts.system.list, {})).find(
    (row) => row.task === 'tableCell',
  )!.activeVersion
  const text = `Answer each question from the document only. Lab trial ${run}.`
  const { version } = await client.mutation(api.prompts.system.save, { task: 'tableCell', text })
  await client.mutation(api.prompts.system.activate, { task: 'tableCell', version: before })
  const file = goldenFile(`Orders on the model ${run}`)
  // A marker of this test's own in the documents: the model's requests carry it.
  file.documents = file.documents.map((document) => ({
    ...document,
    pages: document.pages.map((page) => ({ ...page, text: `${page.text}\nRef. ${run}` })),
  }))
  const { setId } = await client.mutation(api.prompts.lab.importSet, { file })

  await page.goto(`/admin/prompt-lab?set=${setId}`)
  await waitForHydration(page)
  await page.getByLabel('Engine').selectOption('model')
  await page.getByLabel('Table-cell system prompt').selectOption(String(version))
  await page.getByRole('button', { name: 'Run on the model' }).click()
  const figures = page.getByRole('region', { name: 'Run 1: precision and recall per column' })
  await expect(figures).toContainText('Model: fake-model at')
  await expect(figures).toContainText(`table-cell system prompt version ${version}`)
  await expect(
    page.getByRole('region', { name: 'Runs' }).getByRole('row', { name: /^Run 1/ }),
  ).toContainText('Done')
  // One request per document, each with the version chosen as its system message.
  const sent = (await modelRequests()).filter((body) => body.includes(`Ref. ${run}`))
  expect(sent).toHaveLength(3)
  for (const body of sent) {
    const messages = (JSON.parse(body) as { messages: { role: string; content: string }[] })
      .messages
    expect(messages[0]).toEqual({ role: 'system', content: text })
  }
  await client.mutation(api.prompts.lab.removeSet, { setId })
})

test('the starter sets load from the files the app serves, and a run on the real filings scores every label', async ({
  page,
}) => {
  test.slow()
  await signInAsSuperadmin(page.request)
  await page.goto('/admin/prompt-lab')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add the starter sets' }).click()
  const sets = page.getByRole('navigation', { name: 'Golden sets' })
  await expect(sets.getByRole('link', { name: /Hand-written court filings/ })).toContainText(
    '28 documents · 6 held out',
  )
  await sets.getByRole('link', { name: /Government filings/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Government filings' })).toBeVisible()
  await expect(page.getByText('19 documents (12 to tune on, 7 held out)')).toBeVisible()
  await expect(page.getByRole('button', { name: /Add the starter set/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Run on the offline engine' }).click()
  const figures = page.getByRole('region', { name: 'Run 1: precision and recall per column' })
  await expect(
    page.getByRole('region', { name: 'Runs' }).getByRole('row', { name: /^Run 1/ }),
  ).toContainText('Done')
  // Every label counted: 12 documents to tune on and 7 held out, each labelled for each column.
  for (const column of ['Plaintiffs', 'Defendants', 'Prayer for relief']) {
    await expect(
      figures
        .getByRole('row', { name: new RegExp(`^${column}`) })
        .getByRole('cell')
        .last(),
    ).toHaveText('19')
  }

  // Deleted again, so the next run of this suite starts from an empty lab as a new install does.
  const client = await convexAs(page.request)
  for (const set of await client.query(api.prompts.lab.sets, {})) {
    if (['Hand-written court filings', 'Government filings'].includes(set.name)) {
      await client.mutation(api.prompts.lab.removeSet, { setId: set._id })
    }
  }
})

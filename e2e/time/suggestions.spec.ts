import { api } from '../../convex/_generated/api'
import { addDocument, openNewMatter } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { createTable, runTable } from '../tables/helpers'
import { today } from './helpers'

test.describe('suggested time and rates', () => {
  test.slow()

  test('the day’s reading and table run are suggested; one is accepted as is, one edited first', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
    // Two minutes in the viewer, as its beats report them (the beats have a test of their own).
    await client.mutation(api.time.reading.record, { documentId, date: today(), ms: 60_000 })
    await client.mutation(api.time.reading.record, { documentId, date: today(), ms: 60_000 })
    await runTable(client, await createTable(client, projectId))

    await page.goto(`/matters/${slug}/timers`)
    await waitForHydration(page)
    const suggested = page.getByRole('list', { name: 'Suggested entries' })
    const run = suggested.getByRole('listitem', {
      name: 'Suggested: Ran and checked review table “Pleadings review” over 1 document',
    })
    const reading = suggested.getByRole('listitem', { name: /^Suggested: Reviewed 1 document/ })
    await expect(run).toContainText('6m')
    await expect(reading).toContainText(/\dm/)

    await run.getByRole('button', { name: 'Accept' }).click()
    const entries = page.getByRole('table', { name: 'Time entries' })
    await expect(
      entries.getByRole('row', { name: /Ran and checked review table “Pleadings review”/ }),
    ).toContainText('0.1 h')
    await expect(run).toHaveCount(0)

    await reading.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Record suggested time' })
    await expect(dialog.getByLabel('Description')).toHaveValue(
      'Reviewed 1 document: “complaint.pdf”',
    )
    await dialog.getByLabel('Duration').fill('0:15')
    await dialog.getByLabel('Description').fill('Read the complaint closely')
    await dialog.getByRole('button', { name: 'Record' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(entries.getByRole('row', { name: /Read the complaint closely/ })).toContainText(
      '0.3 h',
    )
    await expect(page.getByText('Nothing to suggest for this day')).toBeVisible()
  })

  test('an admin sets the firm’s rounding and rates; the matter’s rate wins and prices the entry', async ({
    page,
  }) => {
    const { slug } = await openNewMatter(page)
    await page.goto('/account/organization')
    await waitForHydration(page)
    await page.getByLabel('Round time up to').selectOption('15')
    await page.getByLabel('Firm’s hourly rate').fill('300')
    await page.getByRole('button', { name: 'Save time settings' }).click()
    await expect(page.getByText('Time settings saved', { exact: true })).toBeVisible()
    const mine = page.getByLabel('Rate for Avery Counsel')
    await mine.fill('twelve')
    await page.getByRole('button', { name: 'Save the rate for Avery Counsel' }).click()
    await expect(page.getByText('Enter a rate from 0 to 100,000 an hour')).toBeVisible()
    await mine.fill('$1,250.50')
    await page.getByRole('button', { name: 'Save the rate for Avery Counsel' }).click()
    await expect(page.getByText('Rate saved for Avery Counsel', { exact: true })).toBeVisible()

    await page.goto(`/matters/${slug}/timers`)
    await waitForHydration(page)
    await expect(
      page.getByText('Your entries here bill at $1,250.50 an hour (your rate).'),
    ).toBeVisible()
    await page.getByLabel('Matter’s hourly rate').fill('500')
    await page.getByRole('button', { name: 'Save rate' }).click()
    await expect(
      page.getByText('Your entries here bill at $500.00 an hour (the matter’s rate).'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'New entry' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New time entry' })
    await dialog.getByLabel('Duration').fill('0:20')
    await dialog.getByLabel('Description').fill('Call with opposing counsel')
    await dialog.getByRole('button', { name: 'Record' }).click()
    // 20 minutes billed as 30 by the 15-minute rule, at the matter's $500: $250.00.
    const row = page
      .getByRole('table', { name: 'Time entries' })
      .getByRole('row', { name: /Call with opposing counsel/ })
    await expect(row).toContainText('0.5 h')
    await expect(row).toContainText('$250.00')
  })
})

import { api } from '../../convex/_generated/api'
import { addDocument, openNewMatter } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { createTable, runTable } from '../tables/helpers'

// The matter dashboard (/matters/{slug}/dashboard): live tiles, each linking to its place. The
// changes go through the backend as the upload and table screens send them (those screens have
// specs of their own); what is tested here is that the open dashboard follows them unreloaded.
test.describe('the matter dashboard', () => {
  test.slow()

  test('the documents tile follows uploads live and names the files that could not be read', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await page.goto(`/matters/${slug}/dashboard`)
    await waitForHydration(page)
    const documents = page.getByRole('region', { name: 'Documents' })
    await expect(documents.getByText(/^No documents yet\./)).toBeVisible()

    await addDocument(client, projectId, 'complaint.pdf')
    await expect(documents.getByText('1 in the dossier')).toBeVisible()
    const byStatus = documents.getByRole('list', { name: 'Documents by status' })
    await expect(byStatus.getByRole('listitem').filter({ hasText: 'Ready' })).toHaveText(
      /^Ready\s*1$/,
    )

    // A PDF whose body is not one: processing cannot read it (failed, or pages without text).
    const broken = Buffer.from(`%PDF-1.7\n${'garbled '.repeat(200)}\n%%EOF\n`)
    await addDocument(client, projectId, 'broken.pdf', { bytes: broken })
    await expect(documents.getByText('2 in the dossier')).toBeVisible()
    const problem = documents
      .getByRole('list', { name: 'Ingest problems' })
      .getByRole('link', { name: 'broken.pdf' })
    await expect(problem).toHaveAttribute('href', /^\/documents\//)

    // The tile's own link is reached from the keyboard and opens the dossier.
    const open = documents.getByRole('link', { name: 'Open the dossier' })
    await open.focus()
    await expect(open).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/dossier/?$`))
  })

  test('the tables tile and the activity follow a table run live', async ({ page }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    const tableId = await createTable(client, projectId, { name: 'Pleadings review' })
    await page.goto(`/matters/${slug}/dashboard`)
    await waitForHydration(page)
    const tables = page.getByRole('region', { name: 'Review tables' })
    await expect(tables.getByText('1 table', { exact: true })).toBeVisible()
    await expect(tables.getByText('No table has been run yet.')).toBeVisible()

    await runTable(client, tableId)

    const lastRun = tables.getByRole('link', { name: 'Pleadings review' })
    await expect(lastRun).toHaveAttribute('href', `/matters/${slug}/tables/${tableId}`)
    await expect(tables).toContainText('Finished')
    await expect(tables.getByRole('listitem').filter({ hasText: 'Running now' })).toHaveText(
      /^Running now\s*0$/,
    )
    const activity = page.getByRole('list', { name: 'Latest activity' }).getByRole('listitem')
    await expect(activity.first()).toContainText('Ran a table')
    await expect(activity.first()).toContainText('Avery Counsel')
  })

  test("the time tile shows this week's time by person and links to the timers", async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await page.goto(`/matters/${slug}/dashboard`)
    await waitForHydration(page)
    const time = page.getByRole('region', { name: 'Time this week' })
    await expect(time.getByText(/^No time recorded on this matter this week/)).toBeVisible()
    const drafts = page.getByRole('region', { name: 'Drafts' })
    await expect(drafts.getByText(/^No drafts yet\./)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Key dates' })).toContainText(
      'No deadlines or hearing dates are recorded for this matter.',
    )

    await client.mutation(api.time.entries.create, {
      projectId,
      date: new Date().toISOString().slice(0, 10),
      duration: '1h 30m',
      description: 'Reviewed the complaint',
      billable: true,
    })

    const people = time.getByRole('list', { name: 'Time this week by person' })
    await expect(people.getByRole('listitem')).toHaveText([/^Avery Counsel\s*1h 30m$/])
    const open = time.getByRole('link', { name: 'Open timers' })
    await open.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/timers$`))
  })
})

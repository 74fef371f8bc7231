import { api } from '../../convex/_generated/api'
import { addDocument, openMatterAs } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'

test.describe('the built-in modules', () => {
  test.slow()
  // The run form's empty submit is refused by the server, which the Convex client logs.
  test.use({ allowedConsoleErrors: [/Documents is required/] })

  test('a member finds the complaint, runs the complaint summary and reads its claims, cited', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'complaint.pdf')
    await addDocument(client, projectId, 'notes.txt')

    await page.goto(`/matters/${slug}/modules`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Complaint summary', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Complaint summary' })).toBeVisible()
    await page.getByRole('button', { name: 'Run Complaint summary' }).click()
    await expect(page.getByText('Documents is required')).toBeVisible()

    await page.getByLabel('Find documents').fill('Northwind')
    await page
      .getByRole('list', { name: 'Documents found' })
      .getByRole('checkbox', { name: 'complaint.pdf' })
      .check()
    await expect(page.getByRole('list', { name: 'Chosen documents' })).toContainText(
      'complaint.pdf',
    )
    await page.getByRole('button', { name: 'Run Complaint summary' }).click()

    await expect(page).toHaveURL(/\/modules\/drafts\?id=/)
    const draft = page.getByRole('article')
    await expect(draft.getByRole('heading', { name: /^Complaint summary: / })).toBeVisible()
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible()
    const claims = draft.getByRole('list').filter({ hasText: 'Section 20(a)' })
    await expect(claims).toContainText('Section 10(b) and Rule 10b-5')
    await expect(draft.getByText(/NORTHWIND HOLDINGS/i).first()).toBeVisible()
    await draft
      .getByRole('link', { name: /^Source \d+: complaint\.pdf, page \d+$/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/documents\/.+highlight=/)
    await expect(page.locator('mark').first()).toBeVisible()

    // A new run from this draft starts with the same document chosen.
    await page.goBack()
    await draft.getByRole('link', { name: 'Run again' }).click()
    await expect(page.getByRole('list', { name: 'Chosen documents' })).toContainText(
      'complaint.pdf',
    )
  })

  test('a letter written from the matter lists what the matter lacks instead of blanks', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    const letter = await client.query(api.modules.catalog.bySlug, {
      moduleSlug: 'meet-and-confer-letter',
    })
    const { draftId } = await client.mutation(api.modules.runs.start, {
      projectId,
      moduleId: letter._id,
      inputs: { text: 'Your production omits the board minutes for 2024.' },
    })
    await expect
      .poll(async () => (await client.query(api.modules.drafts.get, { draftId })).status)
      .toBe('draft')

    await page.goto(`/matters/${slug}/modules/drafts?id=${draftId}`)
    await waitForHydration(page)
    const draft = page.getByRole('article')
    await expect(draft.getByText('Dear Counsel:')).toBeVisible()
    await expect(draft.getByText('Your production omits the board minutes for 2024.')).toBeVisible()
    const missing = draft.getByRole('region', { name: 'Missing inputs' })
    await expect(missing.getByRole('listitem').first()).toBeVisible()
    await expect(draft).not.toContainText(/\[[A-Z ]+\]|\{\{|_{3,}/)
  })
})

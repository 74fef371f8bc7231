import { api } from '../../convex/_generated/api'
import { addDocument, openMatterAs } from '../dossier/helpers'
import { modelRequests } from '../tables/helpers'
import { moduleBySuperadmin } from './helpers'
import { expect, test, waitForHydration } from '../firm-account'

test('a module on the AI model: quoted offline without the matter’s consent, written by the model with it', async ({
  page,
  request,
  firmAccount,
}) => {
  test.slow()
  const run = crypto.randomUUID().slice(0, 8)
  const name = `Deposition memo ${run}`
  const module = await moduleBySuperadmin(request, {
    name,
    slug: `deposition-memo-${run}`,
    description: 'What the documents say about the deposition.',
    instructions: 'When is the Daniel Ortega deposition, and what must be prepared for it?',
    inputs: [{ kind: 'text', required: false }],
    produces: 'memo',
  })
  const mine = async () => (await modelRequests()).filter((body) => body.includes(name))
  try {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await page.goto(`/matters/${slug}/modules`)
    await waitForHydration(page)
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByText(/No model writes for this matter/)).toBeVisible()
    await page.getByRole('button', { name: `Run ${name}` }).click()

    await expect(page).toHaveURL(/\/modules\/drafts\?id=/)
    const draft = page.getByRole('article')
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible()
    await expect(
      draft.getByText('Quoted from the documents (offline: no language model wrote this).'),
    ).toBeVisible()
    await expect(
      draft.getByRole('listitem').filter({ hasText: 'Daniel Ortega deposition' }),
    ).toBeVisible()
    await expect(draft.getByRole('link', { name: 'Source 1: notes.txt, page 1' })).toBeVisible()
    expect(await mine()).toEqual([])

    // The matter allows AI: the same run is written by the configured (fake) model, cited.
    await client.mutation(api.ai.settings.setMatterMode, { projectId, mode: 'external' })
    await draft.getByRole('link', { name: 'Run again' }).click()
    await expect(page.getByText(/No model writes for this matter/)).toHaveCount(0)
    await page.getByRole('button', { name: `Run ${name}` }).click()
    await expect(
      page.getByRole('article').getByText(/Written by fake-model at 127\.0\.0\.1:\d+/),
    ).toBeVisible()
    const written = page.getByRole('article')
    await expect(written.getByText('Draft', { exact: true })).toBeVisible()
    await expect(written.getByRole('heading', { name, exact: true })).toBeVisible()
    await expect(written.getByText(/^The documents say: "/)).toBeVisible()
    await written.getByRole('link', { name: 'Source 1: notes.txt, page 1' }).first().click()
    await expect(page).toHaveURL(/\/documents\/.+highlight=/)
    await expect(page.locator('mark').first()).toBeVisible()
    expect(await mine()).toHaveLength(1)
  } finally {
    await module.archive()
  }
})

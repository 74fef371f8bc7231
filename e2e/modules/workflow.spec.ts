import { addDocument, openMatterAs } from '../dossier/helpers'
import { moduleBySuperadmin } from './helpers'
import { expect, test, waitForHydration } from '../firm-account'

// The fake engine (scripts/fake-workflow-engine.mjs) the e2e stack's backend may call: loopback
// is allowed there (playwright.config.ts), as an operator would for an engine on the same machine.
const ENGINE = `http://127.0.0.1:${3960 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`

test('a member runs a module on the firm’s workflow engine and its answer fills the draft', async ({
  page,
  request,
  firmAccount,
}) => {
  test.slow()
  const run = crypto.randomUUID().slice(0, 8)
  const name = `Engine memo ${run}`
  const module = await moduleBySuperadmin(request, {
    name,
    slug: `engine-memo-${run}`,
    description: 'A memo written by the firm’s own workflow.',
    n8nWorkflowId: `wf-${run}`,
    endpointUrl: `${ENGINE}/webhook/memo`,
    inputs: [{ kind: 'documents', required: false }],
    produces: 'memo',
  })
  try {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    await page.goto(`/matters/${slug}/modules`)
    await waitForHydration(page)
    await page.getByRole('link', { name, exact: true }).click()
    // The matter has not allowed AI: the form says the engine gets nothing of it.
    await expect(
      page.getByText(/the firm’s workflow engine gets the run without any of it/),
    ).toBeVisible()
    await page.getByRole('button', { name: `Run ${name}` }).click()

    await expect(page).toHaveURL(/\/modules\/drafts\?id=/)
    const draft = page.getByRole('article')
    await expect(
      draft.getByRole('heading', { name: 'Memo from the workflow engine' }),
    ).toBeVisible()
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible()
    await expect(draft.getByText(`Workflow wf-${run} read 0 documents.`)).toBeVisible()
    await expect(
      draft.getByRole('heading', { name: 'Engine memo: a matter kept offline' }),
    ).toBeVisible()

    // What reached the engine: the run, and no text of the matter.
    const received = (await (await fetch(`${ENGINE}/requests`)).json()) as {
      module: { n8nWorkflowId: string }
      consent: boolean
      matter: unknown
      documents: unknown[]
    }[]
    const mine = received.filter((one) => one.module.n8nWorkflowId === `wf-${run}`)
    expect(mine).toEqual([expect.objectContaining({ consent: false, matter: null, documents: [] })])
  } finally {
    await module.archive()
  }
})

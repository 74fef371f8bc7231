import { expect, type Browser, type Page, type TestInfo } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signUpOverHttp } from '../account/helpers'
import { uniqueEmail } from '../auth/helpers'
import { openSecondBrowser } from '../dossier/helpers'

/** The fake model server of this stack (playwright.config.ts MODEL_PORT). */
export const MODEL_URL = `http://127.0.0.1:${3950 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`

// A signed-in user with a firm of their own and one matter: the dossier's helper serves here too.
export { openNewMatter } from '../dossier/helpers'

/** The request bodies the fake model server has received since the suite started. */
export async function modelRequests(): Promise<string[]> {
  return (await (await fetch(`${MODEL_URL}/requests`)).json()) as string[]
}

/**
 * Lets the fake model finish the answers it holds for a question ending in "??" (they stop after
 * their first words, so a test can act mid-answer); resolves with how many were released.
 */
export async function releaseModelAnswer(question: string): Promise<number> {
  const response = await fetch(`${MODEL_URL}/release`, {
    method: 'POST',
    body: JSON.stringify({ question }),
  })
  return ((await response.json()) as { released: number }).released
}

export const COLUMNS = [
  { label: 'Docket number', type: 'text', prompt: 'What is the case number?' },
  { label: 'Judge', type: 'text', prompt: 'Who is the presiding judge?' },
  { label: 'Court', type: 'text', prompt: 'Which court is the case in?' },
]

/** A table over every document of the matter, made through the backend as the signed-in user. */
export async function createTable(
  client: ConvexHttpClient,
  projectId: Id<'projects'>,
  { name = 'Pleadings review', columns = COLUMNS } = {},
) {
  const { tableId } = await client.mutation(api.review.tables.create, { projectId, name, columns })
  await client.mutation(api.review.tables.addDocuments, { id: tableId, source: { kind: 'all' } })
  return tableId
}

/** Runs a table and waits until every cell is answered. */
export async function runTable(client: ConvexHttpClient, tableId: Id<'reviewTables'>) {
  await client.mutation(api.review.tables.run, { id: tableId, mode: 'all' })
  await expect
    .poll(async () => (await client.query(api.review.tables.get, { id: tableId })).run?.state, {
      timeout: 60_000,
    })
    .toBe('done')
}

/** Opens a table's screen and waits until React has taken over. */
export async function openTable(page: Page, slug: string, tableId: string) {
  await page.goto(`/matters/${slug}/tables/${tableId}`)
  await page.locator('body[data-hydrated]').waitFor()
}

/** A row of the grid, by its document's name. */
export function gridRow(page: Page, documentName: string) {
  return page.getByRole('grid').getByRole('row', { name: documentName, exact: true })
}

/** A cell of the grid: the row's document and the column's name. */
export function gridCell(page: Page, documentName: string, column: string) {
  return gridRow(page, documentName).getByRole('gridcell', { name: new RegExp(`^${column}: `) })
}

/** A colleague in the same firm (invited by the signed-in admin), signed in in a second browser. */
export async function colleagueBrowser(
  browser: Browser,
  testInfo: TestInfo,
  client: ConvexHttpClient,
  name = 'Bo Member',
) {
  const context = await client.query(api.accounts.session.authContext, {})
  const email = uniqueEmail('colleague')
  await client.mutation(api.accounts.organizations.invite, {
    organizationId: context!.organizationId!,
    email,
    role: 'Member',
  })
  const second = await openSecondBrowser(browser, testInfo)
  await signUpOverHttp(second.page.request, email, name)
  return second
}

import { expect, type Browser, type Page, type TestInfo } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import { signUpWithOrganization as signUpWithFirm } from '../account/helpers'
import { uniqueEmail } from '../auth/helpers'
import { waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'

export type MatterData = {
  name: string
  internalMatterId: string
  party: { name: string; role: 'Plaintiff' | 'Defendant' | 'Third-Party' }
  adverse?: string
  docketNumber?: string
  judge?: string
  stage?: 'Investigation' | 'Pleadings' | 'Discovery' | 'Trial' | 'Appeal'
  summary?: string
}

/**
 * A fresh user with a fresh organisation, signed in on `page` (which is left where it was). The
 * sign-up and create-organisation screens have specs of their own (e2e/auth): here they are only
 * the way in, so the account is made over HTTP and the organisation through the backend.
 */
export async function signUpWithOrganization(page: Page, label: string, organization: string) {
  const { email } = await signUpWithFirm(page, {
    email: uniqueEmail(label),
    organization,
  })
  return email
}

/**
 * Creates a matter through the backend as the user signed in on `page` and answers its overview
 * path, for tests whose subject is not the create form (that form has its own tests above).
 */
export async function createMatterOverApi(page: Page, matter: MatterData): Promise<string> {
  const client = await convexAs(page.request)
  const { slug } = await client.mutation(api.matters.projects.create, matterInput(matter))
  return `/matters/${slug}/overview/general`
}

/** The backend's fields for a matter, as the create form sends them. */
export function matterInput(matter: MatterData) {
  return {
    name: matter.name,
    internalMatterId: matter.internalMatterId,
    representedParties: [{ name: matter.party.name, role: matter.party.role }],
    ...(matter.adverse ? { adverseParties: [{ name: matter.adverse }] } : {}),
    ...(matter.docketNumber ? { docketNumber: matter.docketNumber } : {}),
    ...(matter.judge ? { judge: matter.judge } : {}),
    ...(matter.stage ? { litigationStage: matter.stage } : {}),
    ...(matter.summary ? { summary: matter.summary } : {}),
  }
}

/** Fills the create form on /matters/new and submits; resolves on the new matter's overview. */
export async function createMatter(page: Page, matter: MatterData): Promise<string> {
  await page.goto('/matters/new')
  await waitForHydration(page)
  await page.getByLabel('Matter name', { exact: true }).fill(matter.name)
  await page.getByRole('button', { name: 'Add represented party' }).click()
  const party = page.getByRole('group', { name: 'Represented party 1' })
  await party.getByLabel('Name', { exact: true }).fill(matter.party.name)
  await party.getByLabel('Role', { exact: true }).selectOption(matter.party.role)
  if (matter.adverse) {
    await page.getByRole('button', { name: 'Add adverse party' }).click()
    await page
      .getByRole('group', { name: 'Adverse party 1' })
      .getByLabel('Name', { exact: true })
      .fill(matter.adverse)
  }
  await page.getByLabel('Internal Matter ID', { exact: true }).fill(matter.internalMatterId)
  if (matter.docketNumber) {
    await page.getByLabel('Docket number', { exact: true }).fill(matter.docketNumber)
  }
  if (matter.judge) {
    await page.getByLabel('Judge', { exact: true }).fill(matter.judge)
  }
  if (matter.stage) {
    await page.getByLabel('Litigation stage', { exact: true }).selectOption(matter.stage)
  }
  if (matter.summary) {
    await page.getByLabel('Summary', { exact: true }).fill(matter.summary)
  }
  await page.getByRole('button', { name: 'Create matter' }).click()
  await expect(page).toHaveURL(/\/matters\/[^/]+\/overview\/general$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: matter.name })).toBeVisible()
  return new URL(page.url()).pathname
}

/** The matters table on /matters. */
export function mattersTable(page: Page) {
  return page.getByRole('table', { name: 'Matters' })
}

/** The console errors and page errors a page shows from now on (failed loads aside). */
export function collectPageErrors(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`)
    }
  })
  return problems
}

/**
 * A second browser (its own cookies) with the same console and page-error guard as the fixture,
 * optionally signed in as the first page's user.
 */
export async function openSecondBrowser(
  browser: Browser,
  testInfo: TestInfo,
  options: { sameUserAs?: Page } = {},
) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: options.sameUserAs
      ? await options.sameUserAs.context().storageState()
      : undefined,
  })
  const page = await context.newPage()
  const problems = collectPageErrors(page)
  return {
    page,
    /** Fails on any console error the second browser saw, then closes it. */
    close: async () => {
      expect(problems, 'second browser console errors').toEqual([])
      await context.close()
    },
  }
}

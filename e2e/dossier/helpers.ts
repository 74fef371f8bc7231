import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { newBrowserContext, signUpWithOrganization } from '../account/helpers'
import { waitForHydration } from '../fixtures'
import type { FirmAccount } from '../firm-account'
import { convexAs } from '../firm/helpers'
import { collectPageErrors } from '../matters/helpers'

const FILES = fileURLToPath(new URL('../fixtures/files/', import.meta.url))

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
}

/** A signed-in user with a firm of their own and one matter; answers its slug and a backend client. */
export async function openNewMatter(
  page: Page,
  { name = 'Avery Counsel', organization = 'Avery & Partners' } = {},
) {
  const account = await signUpWithOrganization(page, { name, organization })
  return { ...account, ...(await createMatterOverHttp(page)) }
}

/**
 * The worker's user (e2e/firm-account.ts) signed in on `page`, with a new matter of the test's
 * own: for tests that need a member of a firm, not a fresh account.
 */
export async function openMatterAs(page: Page, account: FirmAccount) {
  await page.context().addCookies(account.cookies)
  const { email, name, organization } = account
  return { email, name, organization, ...(await createMatterOverHttp(page)) }
}

async function createMatterOverHttp(page: Page) {
  const client = await convexAs(page.request)
  const { projectId, slug } = await client.mutation(api.matters.projects.create, {
    name: 'Northwind Securities Litigation',
    representedParties: [{ name: 'Northwind Holdings', role: 'Defendant' }],
    internalMatterId: `NW-${crypto.randomUUID().slice(0, 6)}`,
  })
  return { client, projectId, slug }
}

/**
 * Files a document into the dossier the way the upload UI does (an upload URL, the bytes, then
 * uploads.register), from the test process as the signed-in user: the upload screens have specs
 * of their own, and the list specs need documents quickly. By default it waits until processing
 * has finished, so a page rendered on the server next shows the same status the browser then
 * receives live (a status changing in between would differ from the server's HTML). `bytes`
 * replaces the fixture's contents (a file made by the test; `fixture` then only names its kind).
 */
export async function addDocument(
  client: ConvexHttpClient,
  projectId: Id<'projects'>,
  fixture: string,
  {
    name = fixture,
    folderPath,
    settle = true,
    bytes = readFileSync(`${FILES}${fixture}`),
  }: { name?: string; folderPath?: string; settle?: boolean; bytes?: Buffer<ArrayBuffer> } = {},
) {
  const extension = fixture.split('.').pop() ?? ''
  const uploadUrl = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const response = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': MIME_TYPES[extension] ?? 'application/octet-stream' },
    body: bytes,
  })
  expect(response.ok, await response.clone().text()).toBe(true)
  const { storageId } = (await response.json()) as { storageId: Id<'_storage'> }
  const folderId = folderPath
    ? (await client.query(api.dossier.folders.idByPath, { projectId, path: folderPath })).folderId
    : undefined
  const added = await client.action(api.dossier.uploads.register, {
    projectId,
    storageId,
    name,
    ...(folderId ? { folderId } : {}),
  })
  if (settle) {
    await expect
      .poll(
        async () =>
          (await client.query(api.dossier.documents.get, { documentId: added.documentId })).status,
        // Every half second at most: most files are processed in a second or two, and the
        // default's one-second steps would add half a second on average to each.
        { timeout: 90_000, intervals: [100, 250, 500], message: `${name} is processed` },
      )
      .not.toMatch(/^(queued|processing)$/)
  }
  return added
}

/** Opens a dossier page and waits for React to take over. */
export async function openDossier(page: Page, slug: string, rest = '') {
  await page.goto(`/matters/${slug}/dossier${rest}`)
  await waitForHydration(page)
}

/** A folder or document of the list (grid card or table row), found by its name's link. */
export function dossierEntry(page: Page, name: string) {
  const byName = page.getByRole('link', { name, exact: true })
  return page
    .getByRole('list', { name: 'Folders and documents' })
    .getByRole('listitem')
    .filter({ has: byName })
    .or(
      page
        .getByRole('table', { name: 'Folders and documents' })
        .getByRole('row')
        .filter({ has: byName }),
    )
}

/** Opens an entry's Actions menu and picks an item. */
export async function chooseAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

/** Creates a folder in the folder on screen through the 'New folder' dialog. */
export async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New folder' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New folder' })
  await dialog.getByLabel('Folder name').fill(name)
  await dialog.getByRole('button', { name: 'Create folder' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(dossierEntry(page, name)).toBeVisible()
}

/** Switches the list to the table view. */
export async function showTable(page: Page) {
  await page.getByRole('button', { name: 'Table view' }).click()
  await expect(page.getByRole('table', { name: 'Folders and documents' })).toBeVisible()
}

/** The document names of the table, top to bottom. */
export function tableNames(page: Page) {
  return page.getByRole('table', { name: 'Folders and documents' }).getByRole('rowheader')
}

/** A toast in the notification region. */
export function toastWith(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text })
}

/**
 * A second browser (its own cookies and client address), optionally signed in as `sameUserAs`,
 * failing the test on any console error it sees, like the fixture's page.
 */
export async function openSecondBrowser(
  browser: Browser,
  testInfo: TestInfo,
  { sameUserAs }: { sameUserAs?: Page } = {},
) {
  const context = await newBrowserContext(browser, testInfo)
  if (sameUserAs) {
    await context.addCookies(await sameUserAs.context().cookies())
  }
  const page = await context.newPage()
  const problems = collectPageErrors(page)
  return {
    page,
    close: async () => {
      expect(problems, 'second browser console errors').toEqual([])
      await context.close()
    },
  }
}

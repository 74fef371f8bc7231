import type { Page } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { openMatterAs } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'
import { DOCUMENT_NAME_MAX } from '../../shared/names'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for the dossier: the 200 payloads as folder names, file names and document text
// (a text file and an HTML file holding all of them), then the dossier's screens in Chromium.
// Names cannot hold / or \ (a folder's name is part of its path), so those become spaces there;
// everything else of each payload is kept. No payload may run, open a dialog or trip the CSP.
// The top level (files named by the payloads) and a folder (a folder per payload, and files
// holding all of them) are two tests of their own, so the two workers share them.
const asName = (payload: string, max: number) => payload.replace(/[/\\]/g, ' ').trim().slice(0, max)

/**
 * The payloads packed into file names of at most `max` characters, a space between two, each
 * name led by its number. About 50 files carry all 200, so the dossier's three pages show every
 * payload, and 50 documents are processed instead of 200.
 */
function packedFileNames(max: number) {
  const names: string[] = []
  for (const payload of XSS_PAYLOADS.map((one) => asName(one, max))) {
    const last = names.at(-1)
    if (last !== undefined && last.length + 1 + payload.length <= max) {
      names[names.length - 1] = `${last} ${payload}`
    } else {
      names.push(`${names.length} ${payload}`.slice(0, max))
    }
  }
  return names
}

async function upload(
  client: ConvexHttpClient,
  projectId: Id<'projects'>,
  folderId: Id<'folders'> | undefined,
  name: string,
  body: string,
  type: string,
) {
  const url = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const stored = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body })
  const { storageId } = (await stored.json()) as { storageId: Id<'_storage'> }
  return await client.action(api.dossier.uploads.register, { projectId, folderId, storageId, name })
}

/**
 * Waits until the documents are processed, so a page rendered on the server shows the same
 * status the browser then receives live (a status changing in between would fail hydration).
 */
async function settle(client: ConvexHttpClient, documentIds: Id<'documents'>[]) {
  await tenAtATime(documentIds, (documentId) =>
    expect
      .poll(async () => (await client.query(api.dossier.documents.get, { documentId })).status, {
        timeout: 90_000,
        intervals: [100, 250, 500],
      })
      .not.toMatch(/^(queued|processing)$/),
  )
}

/** A new matter of the worker's firm, whose top folder is named by the first payload. */
async function openInjectedMatter(page: Page, account: Parameters<typeof openMatterAs>[1]) {
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const { client, projectId, slug } = await openMatterAs(page, account)
  const { folderId } = await client.mutation(api.dossier.folders.create, {
    projectId,
    name: asName(XSS_PAYLOADS[0]!, 120),
  })
  return { client, projectId, slug, folderId }
}

/** Runs `run` for every item, ten at a time (one by one took minutes); answers the results. */
async function tenAtATime<T, R>(items: readonly T[], run: (item: T, index: number) => Promise<R>) {
  const results: R[] = []
  for (let from = 0; from < items.length; from += 10) {
    const batch = items.slice(from, from + 10)
    results.push(...(await Promise.all(batch.map((item, at) => run(item, from + at)))))
  }
  return results
}

/** Opens a dossier screen in both views; no payload may have run. */
async function expectInert(page: Page, screen: string) {
  for (const view of ['Grid view', 'Table view']) {
    await page.goto(screen)
    await waitForHydration(page)
    await page.getByRole('button', { name: view }).click()
    await expect(page.getByRole('main')).toBeVisible()
    expect(await page.evaluate(() => '__xss' in window), `${screen} ${view}`).toBe(false)
  }
}

test('payloads as file names and a folder name stay text at the top level', async ({
  page,
  firmAccount,
}) => {
  test.setTimeout(240_000)
  const { client, projectId, slug } = await openInjectedMatter(page, firmAccount)
  const names = packedFileNames(DOCUMENT_NAME_MAX - '.txt'.length)
  const added = await tenAtATime(names, (name) =>
    upload(client, projectId, undefined, `${name}.txt`, name, 'text/plain'),
  )
  await settle(
    client,
    added.map(({ documentId }) => documentId),
  )

  // Every page of both views: each of the files, so each payload, is on screen once. A page
  // counts once its own files are shown: while the next page loads, the list keeps the last one
  // and says it is busy (and Next is disabled, so it cannot tell the last page either).
  const lastPage = Math.ceil(names.length / 20)
  for (const view of ['Grid view', 'Table view']) {
    await page.goto(`/matters/${slug}/dossier`)
    await waitForHydration(page)
    await page.getByRole('button', { name: view }).click()
    const pages = page.getByRole('navigation', { name: 'Pages' })
    const next = pages.getByRole('button', { name: 'Next' })
    for (let number = 1; number <= lastPage; number += 1) {
      await expect(pages).toContainText(`Page ${number}`)
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await page.evaluate(() => '__xss' in window), `${view} page ${number}`).toBe(false)
      if (number < lastPage) await next.click()
    }
    await expect(next, 'pages of 20 files').toBeDisabled()
  }
  // The payloads really are on the page, as text: the folder's name and a file's.
  await page.goto(`/matters/${slug}/dossier`)
  await waitForHydration(page)
  await expect(page.getByText(asName(XSS_PAYLOADS[0]!, 120), { exact: true }).first()).toBeVisible()
  await expect(page.getByText(`${names.at(-1)!}.txt`, { exact: true }).first()).toBeVisible()
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})

test('payloads as folder names and document text stay text in a folder', async ({
  page,
  firmAccount,
}) => {
  test.setTimeout(240_000)
  const { client, projectId, slug, folderId } = await openInjectedMatter(page, firmAccount)
  await tenAtATime(XSS_PAYLOADS, (payload, index) =>
    client.mutation(api.dossier.folders.create, {
      projectId,
      parentId: folderId,
      name: `${index} ${asName(payload, 110)}`,
    }),
  )
  const all = XSS_PAYLOADS.join('\n')
  const text = await upload(client, projectId, folderId, 'all payloads.txt', all, 'text/plain')
  const html = await upload(
    client,
    projectId,
    folderId,
    'all payloads.html',
    `<!doctype html><html><body>${all}</body></html>`,
    'text/html',
  )
  await settle(client, [text.documentId, html.documentId])
  const { path } = (await client.query(api.dossier.folders.listAll, { projectId }))[0]!

  await expectInert(page, `/matters/${slug}/dossier/${path}`)
  // The payloads really are on the page, as text: a folder's name.
  await page.goto(`/matters/${slug}/dossier/${path}`)
  await waitForHydration(page)
  await expect(
    page.getByText(`1 ${asName(XSS_PAYLOADS[1]!, 110)}`, { exact: true }).first(),
  ).toBeVisible()
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})

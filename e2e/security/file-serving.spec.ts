// Stored files are served safely (issue 21, targets R9, R15, R16): through the app's authorizing
// routes, which check on every request that the caller may see the document now, with the type
// decided at registration, nosniff, a sandbox and `attachment` for what the viewer does not draw
// itself. The browser never sees a storage URL.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Page } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signUpWithOrganization } from '../account/helpers'
import {
  addDocument,
  dossierEntry,
  openDossier,
  openMatterAs,
  openNewMatter,
  openSecondBrowser,
} from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'
import { colleagueBrowser } from '../tables/helpers'

const FILES = fileURLToPath(new URL('../fixtures/files/', import.meta.url))
/** What a stored file's script would log, had it run. */
const RAN = 'stored file script ran'
const SCRIPT = `<script>console.log('${RAN}')</script><img src="x" onerror="console.log('${RAN}')">`

/** Stores bytes as the uploader's type says and registers them; answers the document's id. */
async function upload(
  client: ConvexHttpClient,
  projectId: Id<'projects'>,
  name: string,
  body: string | Uint8Array<ArrayBuffer>,
  type: string,
) {
  const url = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const stored = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body })
  const { storageId } = (await stored.json()) as { storageId: Id<'_storage'> }
  const { documentId } = await client.action(api.dossier.uploads.register, {
    projectId,
    storageId,
    name,
  })
  return documentId
}

/** The link the app hands the browser for a document's file (spec §7 storage URL). */
async function fileLink(client: ConvexHttpClient, documentId: Id<'documents'>) {
  const { storageId } = await client.query(api.dossier.documents.get, { documentId })
  const link = await client.query(api.dossier.documents.storageUrl, { storageId })
  expect(link).toBe(`/api/files/${documentId}`)
  return link!
}

/** The status of a request for `link` with `request`'s cookies (none for a signed-out caller). */
async function statusOf(request: APIRequestContext, link: string) {
  const response = await request.get(link, { maxRedirects: 0 })
  return response.status()
}

/**
 * Opens `link` in a page of its own (outside the fixture, whose console check would count the
 * sandbox's own refusals) and answers what its scripts logged and whether it became a download.
 */
async function openDirectly(page: Page, link: string) {
  const tab = await page.context().newPage()
  const logged: string[] = []
  tab.on('console', (message) => logged.push(message.text()))
  const download = tab.waitForEvent('download', { timeout: 5_000 }).catch(() => null)
  const opened = await tab.goto(link).then(
    () => true,
    () => false,
  )
  const saved = opened ? null : await download
  const text = opened ? await tab.locator('body').innerText() : null
  await tab.close()
  return { logged, download: saved?.suggestedFilename() ?? null, text }
}

test.describe('stored files', () => {
  test.slow()

  test('HTML, an HTML/PDF polyglot and SVG text are never rendered inline, and run nothing', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const html = `<!doctype html><html><body><h1>Exhibit</h1>${SCRIPT}</body></html>`
    const polyglot = new Uint8Array([
      ...new TextEncoder().encode(`%PDF-1.4\n<html><body>${SCRIPT}</body></html>\n`),
      ...readFileSync(`${FILES}complaint.pdf`).subarray(9),
    ])
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>console.log('${RAN}')</script></svg>`
    const cases = [
      { name: 'page.html', body: html, sent: 'text/html', type: 'text/html', inline: false },
      {
        name: 'polyglot.pdf',
        body: polyglot,
        sent: 'text/html',
        type: 'application/pdf',
        inline: true,
      },
      {
        name: 'notes.txt',
        body: `Meeting notes\n${SCRIPT}`,
        sent: 'text/html',
        type: 'text/plain',
        inline: true,
      },
      { name: 'drawing.txt', body: svg, sent: 'image/svg+xml', type: 'text/plain', inline: true },
    ]
    // An SVG itself is not a document the dossier accepts.
    await expect(upload(client, projectId, 'drawing.svg', svg, 'image/svg+xml')).rejects.toThrow(
      /drawing\.svg.{0,2}" is not a supported file type/,
    )

    for (const file of cases) {
      const documentId = await upload(client, projectId, file.name, file.body, file.sent)
      const link = await fileLink(client, documentId)
      const response = await page.request.get(link)
      expect(response.status(), file.name).toBe(200)
      const headers = response.headers()
      expect(headers['content-type'], file.name).toBe(file.type)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['content-security-policy']).toMatch(/^default-src 'none'; sandbox;/)
      expect(headers['cache-control']).toBe('private, no-store')
      expect(headers['content-disposition'], file.name).toMatch(
        new RegExp(`^${file.inline ? 'inline' : 'attachment'}; filename="${file.name}"`),
      )

      const opened = await openDirectly(page, link)
      expect(opened.logged, `${file.name} ran a script`).not.toContain(RAN)
      if (file.type === 'text/plain') {
        // Shown as text: the markup is there to read, not parsed.
        expect(opened.text).toContain('<script>')
      } else if (file.type === 'text/html') {
        expect(opened.download).toBe('page.html')
      }
    }
  })

  test('a member removed from the firm loses the link at once; outsiders and strangers get 404', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId } = await openNewMatter(page)
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf', { settle: false })
    const link = await fileLink(client, documentId)
    const bytes = readFileSync(`${FILES}complaint.pdf`)

    const colleague = await colleagueBrowser(browser, testInfo, client, 'Rita Removed')
    const kept = await colleague.page.request.get(link)
    expect(kept.status()).toBe(200)
    expect(Buffer.from(await kept.body()).equals(bytes)).toBe(true)

    const { organizationId } = (await client.query(api.accounts.session.authContext, {}))!
    const members = await client.query(api.accounts.organizations.members, {
      organizationId: organizationId! as Id<'organizations'>,
    })
    const removed = members.find((member) => member.name === 'Rita Removed')!
    await client.mutation(api.accounts.organizations.removeMember, {
      organizationId: organizationId! as Id<'organizations'>,
      userId: removed.userId,
    })
    // The very next request is refused: the link is checked against access, not remembered.
    expect(await statusOf(colleague.page.request, link)).toBe(404)
    expect(await statusOf(colleague.page.request, `/api/thumbnails/${documentId}`)).toBe(404)
    await colleague.close()

    const outsider = await openSecondBrowser(browser, testInfo)
    await signUpWithOrganization(outsider.page, {
      name: 'Olive Outsider',
      organization: 'Other LLP',
    })
    for (const path of [link, `/api/thumbnails/${documentId}`, '/api/files/not-a-document']) {
      expect(await statusOf(outsider.page.request, path), path).toBe(404)
    }
    await outsider.close()

    const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    expect(await statusOf(stranger.request, link)).toBe(404)
    await stranger.close()
    // Its owner still has it.
    expect(await statusOf(page.request, link)).toBe(200)
  })

  test('the viewer and the dossier read files through the routes, PDFs in ranges', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
    const link = await fileLink(client, documentId)
    const size = readFileSync(`${FILES}complaint.pdf`).length
    const storage: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/storage/')) storage.push(request.url())
    })

    await openDossier(page, slug)
    const thumbnail = dossierEntry(page, 'complaint.pdf').locator('img')
    await expect(thumbnail).toHaveAttribute('src', `/api/thumbnails/${documentId}`)
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(320)

    await page.goto(`/documents/${documentId}`)
    await waitForHydration(page)
    // Drawing waits on pdf.js's worker, slow on a busy machine; the bytes came through the route.
    await expect(page.getByRole('group', { name: 'Page 1', exact: true })).toContainText(
      'NATURE OF THE ACTION',
      { timeout: 30_000 },
    )
    const part = await page.request.get(link, { headers: { Range: 'bytes=0-1023' } })
    expect(part.status()).toBe(206)
    expect(part.headers()).toMatchObject({
      'accept-ranges': 'bytes',
      'content-range': `bytes 0-1023/${size}`,
      'content-length': '1024',
    })
    expect((await part.body()).subarray(0, 5).toString()).toBe('%PDF-')
    expect(storage, 'storage URLs the browser was handed').toEqual([])
  })
})

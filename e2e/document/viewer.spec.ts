import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signUpWithOrganization } from '../account/helpers'
import {
  addDocument,
  dossierEntry,
  openDossier,
  openMatterAs,
  openSecondBrowser,
} from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'
import { XSS_PAYLOADS } from '../security/xss-payloads'
import type { Locator, Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** Opens the viewer for a document and waits until React has taken over. */
async function openViewer(page: Page, documentId: string, search = '') {
  await page.goto(`/documents/${documentId}${search}`)
  await waitForHydration(page)
}

/**
 * The marks under `scope`: a cited passage or Find matches (<mark>, ARIA role 'mark'; Playwright
 * resolves the role, its typings do not list it yet).
 */
function marks(scope: Page | Locator) {
  return scope.getByRole('mark' as Parameters<Page['getByRole']>[0])
}

/** Files a document made in the test (not a fixture file) and waits until it is processed. */
async function addGenerated(
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
  await expect
    .poll(async () => (await client.query(api.dossier.documents.get, { documentId })).status, {
      timeout: 90_000,
    })
    .toBe('ready')
  return documentId
}

/** A PDF of `pages` pages, each saying which it is: big enough for pdf.js to read it in ranges. */
async function longPdf(pages: number) {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([612, 792])
    for (let line = 0; line < 40; line++) {
      const text = `Page ${number}, line ${line + 1}: the witness described the shipment ledger.`
      page.drawText(text, { x: 72, y: 720 - line * 16, size: 11, font })
    }
  }
  return new Uint8Array(await pdf.save({ useObjectStreams: false }))
}

function pdfPage(page: Page, number: number) {
  return page.getByRole('group', { name: `Page ${number}`, exact: true })
}

test.describe('the document viewer', () => {
  test.slow()

  test('opens a multi-page PDF from the dossier with selectable text, pages and details', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await client.mutation(api.dossier.folders.create, { projectId, name: 'Pleadings' })
    await addDocument(client, projectId, 'complaint.pdf', { folderPath: 'pleadings' })
    await openDossier(page, slug, '/pleadings')
    await dossierEntry(page, 'complaint.pdf').getByRole('link', { name: 'complaint.pdf' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'complaint.pdf' })).toBeVisible()
    await expect(page).toHaveTitle('complaint.pdf · Casefile')
    const details = page.getByRole('complementary', { name: 'Details' })
    await expect(details).toContainText('Pleadings')
    await expect(details).toContainText('PDF')
    await expect(details.getByRole('heading', { name: 'Summary' })).toBeVisible()

    // pdf.js draws the page and lays its text over it: the text is there to select and copy.
    const first = pdfPage(page, 1)
    await expect(first).toContainText('Case No. 1:25-cv-04417')
    await first.getByText('NATURE OF THE ACTION', { exact: true }).selectText()
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(
      'NATURE OF THE ACTION',
    )

    const tools = page.getByRole('toolbar', { name: 'Document tools' })
    const pageNumber = tools.getByLabel('Page number')
    await expect(tools).toContainText('of 6')
    await pageNumber.fill('3')
    await pageNumber.press('Enter')
    await expect(pdfPage(page, 3)).toBeInViewport()
    await expect(pdfPage(page, 3)).toContainText('CLASS ACTION ALLEGATIONS')
    await tools.getByRole('button', { name: 'Next page' }).click()
    await expect(pageNumber).toHaveValue('4')
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Page 6' })
      .click()
    await expect(pageNumber).toHaveValue('6')
    await expect(pdfPage(page, 6)).toContainText('HALE & WHITMORE LLP')
    await page.keyboard.press('k')
    await expect(pageNumber).toHaveValue('5')

    await tools.getByRole('button', { name: 'Zoom in' }).click()
    await expect(tools.getByRole('button', { name: 'Fit width' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await page.keyboard.press('0')
    await expect(tools.getByRole('button', { name: 'Fit width' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(shortcuts.getByRole('rowheader', { name: 'Find in document' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shortcuts).toHaveCount(0)

    await page.getByRole('link', { name: 'Pleadings' }).click()
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/dossier/pleadings$`))
  })

  test('Find marks every match, counts them and steps between them', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
    await openViewer(page, documentId)
    await expect(pdfPage(page, 1)).toContainText('NATURE OF THE ACTION')

    await page.keyboard.press('Control+f')
    const find = page.getByRole('search', { name: 'Find in document' })
    const box = find.getByRole('searchbox', { name: 'Find in document' })
    await expect(box).toBeFocused()
    // "distribution partners" is twice on page 3 and four times on page 4, each time broken
    // across two lines of the PDF: each match is two marks, one on each line.
    await box.fill('Distribution  PARTNERS')
    const count = find.getByRole('status')
    await expect(count).toHaveText('1 of 6')
    const onPage3 = marks(pdfPage(page, 3))
    await expect(onPage3).toHaveCount(4)
    await expect(onPage3.nth(0)).toHaveText('distribution')
    await expect(onPage3.nth(1)).toHaveText('partners')
    await expect(onPage3.nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(onPage3.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(onPage3.nth(0)).toBeInViewport()

    await box.press('Enter')
    await expect(count).toHaveText('2 of 6')
    await expect(onPage3.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(onPage3.nth(0)).not.toHaveAttribute('aria-current', 'true')

    await find.getByRole('button', { name: 'Next match' }).click()
    await expect(count).toHaveText('3 of 6')
    const onPage4 = marks(pdfPage(page, 4))
    await expect(onPage4).toHaveCount(8)
    await expect(onPage4.first()).toHaveAttribute('aria-current', 'true')
    await expect(onPage4.first()).toBeInViewport()

    await find.getByRole('button', { name: 'Previous match' }).click()
    await expect(count).toHaveText('2 of 6')
    await box.press('Shift+Enter')
    await box.press('Shift+Enter')
    await expect(count).toHaveText('6 of 6')
    await expect(onPage4.last()).toHaveAttribute('aria-current', 'true')
    await expect(onPage4.first()).not.toHaveAttribute('aria-current', 'true')

    await box.fill('no such words anywhere')
    await expect(count).toHaveText('No matches')
    await expect(marks(page)).toHaveCount(0)
    await box.press('Escape')
    await expect(find).toHaveCount(0)
  })

  test('a deep link opens the cited page with the passage marked in view', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
    // The passage runs across a line break in the PDF ("growth of 26⏎percent").
    const passage =
      'In the fifth quarter of the Class Period, Northwind reported revenue growth of 26 percent'
    await openViewer(page, documentId, `?page=4&highlight=${encodeURIComponent(passage)}`)

    const marked = marks(pdfPage(page, 4))
    await expect(marked.first()).toContainText('In the fifth quarter')
    await expect(marked.last()).toContainText('percent')
    await expect(marked.first()).toBeInViewport()
    await expect(
      page.getByRole('toolbar', { name: 'Document tools' }).getByLabel('Page number'),
    ).toHaveValue('4')
    await expect(marks(pdfPage(page, 1))).toHaveCount(0)

    // A citation with the wrong page still finds the passage where it really is.
    await openViewer(page, documentId, '?page=1&highlight=durable+demand+from+our+largest')
    await expect(marks(pdfPage(page, 3)).first()).toBeInViewport()

    await openViewer(page, documentId, '?page=2&highlight=words+the+complaint+never+says')
    await expect(page.getByText('The cited passage was not found in this document.')).toBeVisible()
    await expect(pdfPage(page, 2)).toBeInViewport()
  })

  test('a long PDF is read in ranges and opens at a deep-linked page', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const bytes = await longPdf(150)
    expect(bytes.length).toBeGreaterThan(256 * 1024)
    const documentId = await addGenerated(client, projectId, 'ledger.pdf', bytes, 'application/pdf')
    // The app's file route answers ranges as the storage server behind it does (the headers
    // pdf.js reads before it asks for parts of a long file instead of waiting for all of it).
    const storage: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/files/')) storage.push(response.url())
    })
    await openViewer(page, documentId, '?page=120&highlight=line%203%3A')
    await expect(pdfPage(page, 120)).toContainText('Page 120, line 3')
    await expect(marks(pdfPage(page, 120)).first()).toBeInViewport()
    expect(storage.length).toBeGreaterThan(0)
    const seen = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=0-1023' } })
      return {
        status: response.status,
        acceptRanges: response.headers.get('accept-ranges'),
        contentRange: response.headers.get('content-range'),
      }
    }, storage[0]!)
    expect(seen).toEqual({
      status: 206,
      acceptRanges: 'bytes',
      contentRange: `bytes 0-1023/${bytes.length}`,
    })
  })

  test('a Word document and a text file render, with a cited passage marked', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const { documentId: letterId } = await addDocument(client, projectId, 'letter.docx')
    const { documentId: notesId } = await addDocument(client, projectId, 'notes.txt')

    await openViewer(page, letterId, '?highlight=meet-and-confer+call+of+September+29')
    const letter = page.getByRole('document', { name: 'Document text' })
    await expect(
      letter.getByText('I write on behalf of Ohio Teachers Retirement Fund', { exact: false }),
    ).toBeVisible()
    await expect(marks(letter)).toHaveText('meet-and-confer call of September 29')
    await expect(marks(letter)).toBeInViewport()

    await openViewer(page, notesId, '?highlight=Daniel+Ortega+deposition')
    const notes = page.getByLabel('Document text')
    await expect(notes).toContainText('Northwind - working notes')
    await expect(marks(notes)).toHaveText('Daniel Ortega deposition')
  })

  test('an HTML file and a text file full of script payloads show them as inert text', async ({
    page,
    firmAccount,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a payload opened a ${dialog.type()} dialog`)
    })
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const all = XSS_PAYLOADS.join('\n')
    const html = await addGenerated(
      client,
      projectId,
      'payloads.html',
      `<!doctype html><html><body><p>Exhibit of payloads</p>${all}</body></html>`,
      'text/html',
    )
    const text = await addGenerated(client, projectId, 'payloads.txt', all, 'text/plain')
    for (const documentId of [html, text]) {
      await openViewer(page, documentId)
      await expect(page.getByLabel('Document text')).toBeVisible()
      expect(await page.evaluate(() => '__xss' in window)).toBe(false)
    }
    await expect(page.getByLabel('Document text')).toContainText(XSS_PAYLOADS[0]!)
  })

  test('a scanned PDF shows the text OCR read beside it, with its confidence', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'scanned-exhibit.pdf')
    await openViewer(page, documentId)

    await expect(pdfPage(page, 1)).toBeVisible()
    // pdf.js finds no text on a scan, so the panel with the OCR text opens by itself.
    const text = page.getByRole('complementary', { name: 'Page text' })
    await expect(text).toContainText('EXHIBIT 14')
    await expect(text).toContainText(/Read by OCR · confidence \d+%/)
    await page.getByRole('button', { name: 'Close page text' }).click()
    await expect(text).toHaveCount(0)
    await page.keyboard.press('o')
    await expect(text).toContainText('EXHIBIT 14')
  })

  test('downloads the file under the spec’s name, also when the file cannot be shown', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
    // Spec §3: the original file name comes first, whatever the document is called now.
    await client.mutation(api.dossier.documents.rename, { documentId, name: 'Complaint as filed' })
    const storageUrl = await client.query(api.dossier.documents.storageUrl, {
      storageId: (await client.query(api.dossier.documents.get, { documentId })).storageId,
    })
    // The storage server refuses the file once: the viewer says so and still offers the download.
    let refused = false
    await page.route(storageUrl!, async (route) => {
      if (refused) return route.continue()
      refused = true
      await route.fulfill({ status: 503, body: 'unavailable' })
    })
    await openViewer(page, documentId)
    await expect(page.getByRole('heading', { level: 1, name: 'Complaint as filed' })).toBeVisible()
    const problem = page.getByRole('alert').filter({ hasText: 'The file could not be loaded' })
    await expect(problem).toBeVisible()

    const downloading = page.waitForEvent('download')
    await problem.getByRole('button', { name: 'Download' }).click()
    expect((await downloading).suggestedFilename()).toBe('complaint.pdf')

    await problem.getByRole('button', { name: 'Try again' }).click()
    await expect(pdfPage(page, 1)).toContainText('NATURE OF THE ACTION')
    const again = page.waitForEvent('download')
    await page.getByRole('banner').getByRole('button', { name: 'Download' }).click()
    expect((await again).suggestedFilename()).toBe('complaint.pdf')
  })

  test('a missing, malformed or other firm’s document is Document not found', async ({
    page,
    browser,
    firmAccount,
  }, testInfo) => {
    const { client, projectId } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'notes.txt')
    const outsider = await openSecondBrowser(browser, testInfo)
    await signUpWithOrganization(outsider.page, {
      name: 'Olive Outsider',
      organization: 'Other LLP',
    })
    for (const id of [documentId, 'not-a-document-id']) {
      await outsider.page.goto(`/documents/${id}?page=2&highlight=notes`)
      await expect(outsider.page.getByRole('heading', { name: 'Document not found' })).toBeVisible()
    }
    await outsider.close()
    await client.mutation(api.dossier.documents.remove, { documentId })
    await page.goto(`/documents/${documentId}`)
    await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible()
  })
})

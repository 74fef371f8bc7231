import { mkdirSync, readFileSync, copyFileSync, writeFileSync, truncateSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { expect, test, waitForHydration, type FirmAccount } from '../firm-account'
import { dossierEntry, openMatterAs } from './helpers'

// Uploading into the dossier through the real stack: the browser's pre-checks, the upload URL,
// the server's own checks (uploads.register) and the processing that follows.

const FILES = fileURLToPath(new URL('../fixtures/files/', import.meta.url))
const fixture = (name: string) => path.join(FILES, name)
const UPLOAD_URL = '**/api/storage/upload?**'

/** A fresh matter of the worker's firm, on its (empty) dossier; returns the dossier's URL. */
async function openEmptyDossier(page: Page, account: FirmAccount) {
  const { slug } = await openMatterAs(page, account)
  const dossier = `/matters/${slug}/dossier/`
  await page.goto(dossier)
  await waitForHydration(page)
  await expect(page.getByText('This folder is empty')).toBeVisible()
  // The upload controls are hydrated once the folder picker has its client-set attribute.
  await expect(page.getByLabel('Upload a folder')).toHaveAttribute('webkitdirectory', '')
  return dossier
}

const uploadsPanel = (page: Page) => page.getByRole('region', { name: 'Uploads' })

/** One file's line in the Uploads panel, found by its progress bar (named after the file). */
function uploadLine(page: Page, name: string) {
  return uploadsPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('progressbar', { name, exact: true }) })
}

/** Opens a folder of the list by its name. */
async function openFolder(page: Page, name: string) {
  await dossierEntry(page, name).getByRole('link', { name, exact: true }).first().click()
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
}

/** Holds every upload POST until `release()`, so the states between can be seen. */
async function holdUploads(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(UPLOAD_URL, async (route) => {
    await released
    // A request cancelled meanwhile is gone: nothing left to continue.
    await route.continue().catch(() => {})
  })
  return { release }
}

/** Counts the upload POSTs the page sends. */
function countUploads(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/storage/upload')) {
      sent.push(request.url())
    }
  })
  return sent
}

test.describe('uploading to the dossier', () => {
  test('the Upload button sends several files at once, three at a time, and the list processes each', async ({
    page,
    firmAccount,
  }) => {
    // The scanned exhibit is read by OCR, a few seconds a page on this machine.
    test.setTimeout(240_000)
    await openEmptyDossier(page, firmAccount)
    const held = await holdUploads(page)

    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await (
      await chooser
    ).setFiles(['complaint.pdf', 'letter.docx', 'notes.txt', 'scanned-exhibit.pdf'].map(fixture))

    // Three files in flight; the fourth waits for a free slot.
    const panel = uploadsPanel(page)
    await expect(panel.getByText('Uploading 3 of 4 files')).toBeVisible()
    await expect(uploadLine(page, 'scanned-exhibit.pdf')).toContainText('Waiting')
    for (const name of ['complaint.pdf', 'letter.docx', 'notes.txt']) {
      await expect(uploadLine(page, name)).toContainText(/Uploading \d+%/)
    }
    await expect(page.getByRole('progressbar', { name: 'scanned-exhibit.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )

    held.release()
    for (const name of ['complaint.pdf', 'letter.docx', 'notes.txt', 'scanned-exhibit.pdf']) {
      await expect(uploadLine(page, name)).toContainText('Added', { timeout: 30_000 })
      await expect(page.getByRole('progressbar', { name, exact: true })).toHaveAttribute(
        'aria-valuenow',
        '100',
      )
    }
    await expect(panel.getByText('4 of 4 files added')).toBeVisible()
    await expect(panel.getByRole('progressbar', { name: '4 of 4 files added' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )

    // From here the list shows each document's processing, live.
    for (const name of ['complaint.pdf', 'letter.docx', 'notes.txt']) {
      await expect(dossierEntry(page, name)).toContainText('Ready', { timeout: 60_000 })
    }
    // Image-only pages: Ready with the OCR text, or Needs OCR; either way it left the queue.
    await expect(dossierEntry(page, 'scanned-exhibit.pdf')).toContainText(/Ready|Needs OCR/, {
      timeout: 180_000,
    })
  })

  test('files dropped on the dossier are uploaded; the overlay says where, and a second copy is flagged', async ({
    page,
    firmAccount,
  }) => {
    await openEmptyDossier(page, firmAccount)
    const files = ['complaint.pdf', 'notes.txt']
    const dataTransfer = await dataTransferOf(page, files)
    const target = page.getByText('This folder is empty')

    await target.dispatchEvent('dragenter', { dataTransfer })
    await target.dispatchEvent('dragover', { dataTransfer })
    await expect(page.getByText('Drop files to upload to the dossier')).toBeVisible()
    await target.dispatchEvent('drop', { dataTransfer })
    await expect(page.getByText('Drop files to upload to the dossier')).toBeHidden()

    for (const name of files) {
      await expect(uploadLine(page, name)).toContainText('Added', { timeout: 30_000 })
      await expect(dossierEntry(page, name)).toBeVisible()
    }
    await expect(uploadLine(page, 'complaint.pdf')).not.toContainText('Possible duplicate')

    // Clear takes the finished files away; the same bytes again are flagged as a duplicate.
    await uploadsPanel(page).getByRole('button', { name: 'Clear' }).click()
    await expect(uploadsPanel(page)).toBeHidden()
    await page.getByLabel('Upload files').setInputFiles(fixture('complaint.pdf'))
    await expect(uploadLine(page, 'complaint.pdf')).toContainText('Added', { timeout: 30_000 })
    await expect(uploadLine(page, 'complaint.pdf')).toContainText(
      'Possible duplicate of an earlier upload',
    )
  })

  test('an uploaded folder keeps its structure; system clutter in it is skipped', async ({
    page,
    firmAccount,
  }, testInfo) => {
    await openEmptyDossier(page, firmAccount)
    const root = caseFolder(testInfo)

    await page.getByLabel('Upload a folder').setInputFiles(root)

    for (const name of ['complaint.pdf', 'letter.docx', 'notes.txt']) {
      await expect(uploadLine(page, name)).toContainText('Added', { timeout: 30_000 })
    }
    await expect(uploadLine(page, 'letter.docx')).toContainText('in Case files / Pleadings')
    await expect(uploadLine(page, 'notes.txt')).toContainText('in Case files / Pleadings / Motions')
    await expect(uploadsPanel(page).getByRole('listitem')).toHaveCount(3)
    await expect(uploadsPanel(page).getByText('.DS_Store')).toHaveCount(0)

    // Case files → complaint.pdf and Pleadings → letter.docx and Motions → notes.txt
    await openFolder(page, 'Case files')
    await expect(dossierEntry(page, 'complaint.pdf')).toBeVisible()
    await openFolder(page, 'Pleadings')
    await expect(dossierEntry(page, 'letter.docx')).toBeVisible()
    await openFolder(page, 'Motions')
    await expect(dossierEntry(page, 'notes.txt')).toBeVisible()

    // A drop inside a folder names it, and files land there.
    const dataTransfer = await dataTransferOf(page, ['complaint.pdf'])
    const target = dossierEntry(page, 'notes.txt')
    await target.dispatchEvent('dragenter', { dataTransfer })
    await expect(page.getByText('Drop files to upload to Motions')).toBeVisible()
    await target.dispatchEvent('drop', { dataTransfer })
    await expect(dossierEntry(page, 'complaint.pdf')).toBeVisible({ timeout: 30_000 })
  })

  test('refused files show their reason, and nothing of them is stored', async ({
    page,
    firmAccount,
  }, testInfo) => {
    await openEmptyDossier(page, firmAccount)
    const uploads = countUploads(page)
    // 101 MB, over the 100 MB cap: a sparse file, so it costs no time or disk to make. Passed by
    // path, Chromium reads it from disk (a buffer that large is refused by Playwright).
    const huge = testInfo.outputPath('deposition-video.pdf')
    writeFileSync(huge, '')
    truncateSync(huge, 101 * 1024 * 1024)

    await page
      .getByLabel('Upload files')
      .setInputFiles([fixture('not-really.pdf'), fixture('empty.txt'), huge])

    await expect(uploadLine(page, 'not-really.pdf')).toContainText(
      'Refused: The contents of "not-really.pdf" are not a PDF',
    )
    await expect(uploadLine(page, 'empty.txt')).toContainText('Refused: "empty.txt" is empty.')
    await expect(uploadLine(page, 'deposition-video.pdf')).toContainText(
      'Refused: "deposition-video.pdf" is 101 MB; the limit is 100 MB.',
    )
    await expect(uploadsPanel(page).getByText('0 of 3 files added, 3 refused')).toBeVisible()
    expect(uploads).toEqual([])
    await expect(page.getByText('This folder is empty')).toBeVisible()
  })

  test.describe('refused by the server', () => {
    // The Convex client logs the action's refusal to the console as well as rejecting with it.
    test.use({ allowedConsoleErrors: ['looks like a zip bomb'] })

    test('a file only the server can judge is refused with the server’s reason and not kept', async ({
      page,
      firmAccount,
    }) => {
      await openEmptyDossier(page, firmAccount)
      // A Word document whose one part inflates ~1,000 times: its first bytes pass the browser's
      // check; uploads.register reads the zip directory, refuses it and deletes the stored bytes.
      const bomb = zipSync({
        '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types></Types>'),
        'word/document.xml': new Uint8Array(20 * 1024 * 1024).fill(0x61),
      })

      await page.getByLabel('Upload files').setInputFiles({
        name: 'settlement.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from(bomb),
      })

      await expect(uploadLine(page, 'settlement.docx')).toContainText(
        /Refused: "settlement\.docx" looks like a zip bomb \(.+\): it was not stored\./,
        { timeout: 30_000 },
      )
      await expect(page.getByText('This folder is empty')).toBeVisible()
    })
  })

  test('a file can be cancelled while it is sent; leaving the page asks first meanwhile', async ({
    page,
    firmAccount,
  }) => {
    await openEmptyDossier(page, firmAccount)
    const held = await holdUploads(page)

    await page
      .getByLabel('Upload files')
      .setInputFiles([fixture('complaint.pdf'), fixture('notes.txt')])
    await expect(uploadLine(page, 'complaint.pdf')).toContainText(/Uploading \d+%/)
    expect(await unloadIsGuarded(page)).toBe(true)

    await page.getByRole('button', { name: 'Cancel complaint.pdf' }).click()
    await expect(uploadLine(page, 'complaint.pdf')).toContainText('Cancelled')
    held.release()
    await expect(uploadLine(page, 'notes.txt')).toContainText('Added', { timeout: 30_000 })
    await expect(uploadsPanel(page).getByText('1 of 2 files added, 1 cancelled')).toBeVisible()
    expect(await unloadIsGuarded(page)).toBe(false)

    await expect(dossierEntry(page, 'notes.txt')).toBeVisible()
    await expect(dossierEntry(page, 'complaint.pdf')).toHaveCount(0)
  })
})

/** A DataTransfer in the page holding the named fixture files (Playwright cannot drag OS files). */
async function dataTransferOf(page: Page, names: string[]) {
  const files = names.map((name) => ({
    name,
    type: name.endsWith('.pdf') ? 'application/pdf' : 'text/plain',
    base64: readFileSync(fixture(name)).toString('base64'),
  }))
  return await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
    }
    return transfer
  }, files)
}

/** Case files/{complaint.pdf, .DS_Store, Pleadings/{letter.docx, Motions/notes.txt}} on disk. */
function caseFolder(testInfo: TestInfo) {
  const root = testInfo.outputPath('Case files')
  const motions = path.join(root, 'Pleadings', 'Motions')
  mkdirSync(motions, { recursive: true })
  copyFileSync(fixture('complaint.pdf'), path.join(root, 'complaint.pdf'))
  copyFileSync(fixture('letter.docx'), path.join(root, 'Pleadings', 'letter.docx'))
  copyFileSync(fixture('notes.txt'), path.join(motions, 'notes.txt'))
  writeFileSync(path.join(root, '.DS_Store'), 'Bud1')
  return root
}

/** Whether the page's beforeunload handler would make the browser ask before leaving. */
function unloadIsGuarded(page: Page) {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  })
}

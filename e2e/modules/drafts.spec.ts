import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import mammoth from 'mammoth'
import { addDocument, openMatterAs } from '../dossier/helpers'
import { writtenChronology } from './helpers'
import { colleagueBrowser } from '../tables/helpers'
import { expect, type FirmAccount, test, waitForHydration } from '../firm-account'

/** A new matter with notes.txt, its chronology written, open on the drafts screen. */
async function openChronologyDraft(page: Page, account: FirmAccount) {
  const { client, projectId, slug } = await openMatterAs(page, account)
  await addDocument(client, projectId, 'notes.txt')
  const draftId = await writtenChronology(client, projectId)
  await page.goto(`/matters/${slug}/modules/drafts?id=${draftId}`)
  await waitForHydration(page)
}

test.describe('running a module', () => {
  test.slow()

  test('a member runs the chronology, watches the draft fill in, and opens a cited passage', async ({
    page,
    firmAccount,
  }) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')

    await page.goto(`/matters/${slug}/modules`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Chronology', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Chronology' })).toBeVisible()
    await page.getByLabel('From (optional)').fill('2020-01-01')
    await page.getByRole('button', { name: 'Run Chronology' }).click()

    // The run opens its draft beside the list, and the draft is written while it is watched.
    await expect(page).toHaveURL(/\/modules\/drafts\?id=/)
    const draft = page.getByRole('article')
    await expect(draft.getByRole('heading', { name: /^Chronology: / })).toBeVisible()
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible()
    const rows = draft.getByRole('row')
    await expect(rows.filter({ hasText: '2023-03-03' })).toContainText('Confirm the class period')
    await expect(rows.filter({ hasText: '2025-08-14' })).toHaveCount(1)
    await expect(draft.getByText('2 dated events from 1 document.')).toBeVisible()

    // A citation opens the viewer at its passage (one passage, one number: both rows cite it).
    await expect(draft.getByRole('link', { name: 'Source 1: notes.txt, page 1' })).toHaveCount(2)
    await draft.getByRole('link', { name: 'Source 1: notes.txt, page 1' }).first().click()
    await expect(page).toHaveURL(/\/documents\/.+highlight=/)
    await expect(page.locator('mark').first()).toContainText('Confirm the class period')
  })

  test('drafts are filtered by status, found by their text, and ?id opens one', async ({
    page,
    firmAccount,
  }) => {
    await openChronologyDraft(page, firmAccount)
    await expect(
      page.getByRole('article').getByRole('heading', { name: /^Chronology: / }),
    ).toBeVisible()
    const list = page.getByRole('list', { name: 'Drafts' })
    await expect(list.getByRole('link')).toHaveCount(1)
    await expect(list.getByRole('link')).toHaveAttribute('aria-current', 'page')

    await page.getByLabel('Status').selectOption('Final')
    await expect(page).toHaveURL(/status=final/)
    await expect(page.getByText('No drafts match')).toBeVisible()
    await page.getByLabel('Status').selectOption('Draft')
    await expect(list.getByRole('link')).toHaveCount(1)

    await page.getByRole('searchbox', { name: 'Search drafts' }).fill('restatement')
    await expect(page).toHaveURL(/q=restatement/)
    await expect(list.getByRole('link')).toHaveCount(1)
    await page.getByRole('searchbox', { name: 'Search drafts' }).fill('mortgage')
    await expect(page.getByText('No drafts match')).toBeVisible()
  })

  test('an edit, then a restore from history; a draft is marked final', async ({
    page,
    firmAccount,
  }) => {
    await openChronologyDraft(page, firmAccount)
    const draft = page.getByRole('article')

    await draft.getByRole('button', { name: 'Edit' }).click()
    await draft.getByLabel('Title').fill('Class period chronology')
    await draft.getByLabel('Event, row 1').fill('The class period begins (per the restatement).')
    // Blocks come and go: the counts line removed, a heading and a paragraph added.
    await draft.getByRole('button', { name: 'Remove paragraph 1' }).click()
    await draft.getByRole('button', { name: 'Add heading' }).click()
    await draft.getByRole('textbox', { name: 'Heading 2', exact: true }).fill('Open questions')
    await draft.getByRole('button', { name: 'Add paragraph' }).click()
    await draft
      .getByRole('textbox', { name: 'Paragraph 3', exact: true })
      .fill('Confirm the restatement date with the client.')
    await draft.getByRole('button', { name: 'Save draft' }).click()
    await expect(draft.getByRole('heading', { name: 'Class period chronology' })).toBeVisible()
    await expect(draft.getByRole('heading', { name: 'Open questions' })).toBeVisible()
    await expect(draft.getByText('Confirm the restatement date with the client.')).toBeVisible()
    await expect(draft.getByText('2 dated events from 1 document.')).toHaveCount(0)
    await expect(draft.getByRole('cell', { name: /The class period begins/ })).toBeVisible()
    // The edit kept the citation where it was.
    await expect(
      draft
        .getByRole('cell', { name: /The class period begins/ })
        .getByRole('link', { name: 'Source 1: notes.txt, page 1' }),
    ).toBeVisible()

    await draft.getByRole('button', { name: 'History' }).click()
    const versions = draft.getByRole('list', { name: 'Earlier versions' })
    await expect(versions.getByRole('listitem')).toHaveCount(1)
    await versions.getByRole('button', { name: 'Restore' }).click()
    await page.getByRole('button', { name: 'Restore version' }).click()
    await expect(draft.getByRole('heading', { name: /^Chronology: / })).toBeVisible()
    await expect(draft.getByRole('cell', { name: /The class period begins/ })).toHaveCount(0)
    await expect(draft.getByText('2 dated events from 1 document.')).toBeVisible()
    await expect(draft.getByRole('heading', { name: 'Open questions' })).toHaveCount(0)
    await expect(versions.getByRole('listitem')).toHaveCount(2)

    await draft.getByRole('button', { name: 'Mark final' }).click()
    await expect(draft.getByText('Final', { exact: true })).toBeVisible()
    await expect(draft.getByRole('button', { name: 'Back to draft' })).toBeVisible()
  })

  test('a draft exported to Word opens with its table, with or without citations', async ({
    page,
    firmAccount,
  }) => {
    await openChronologyDraft(page, firmAccount)
    const draft = page.getByRole('article')

    const exported = async (item: string) => {
      await draft.getByRole('button', { name: 'Export' }).click()
      const downloading = page.waitForEvent('download')
      await page.getByRole('menuitem', { name: item }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(
        /^Chronology Northwind Securities Litigation - \d{4}-\d{2}-\d{2}\.docx$/,
      )
      const input = { buffer: readFileSync((await download.path())!) }
      return (await mammoth.convertToHtml(input)).value
    }
    const withCitations = await exported('Word (.docx) with citations')
    expect(withCitations).toContain('<h1>Chronology: Northwind Securities Litigation</h1>')
    expect(withCitations).toContain('<table>')
    expect(withCitations).toMatch(/Confirm the class period[^<]*\[1\]/)
    expect(withCitations).toContain('[1] notes.txt, p. 1')

    const without = await exported('Word (.docx) without citations')
    expect(without).toContain('Confirm the class period')
    expect(without).not.toContain('[1]')
  })

  test('a draft is its author’s until shared; a colleague it is shared with works on it', async ({
    page,
    browser,
    firmAccount,
  }, testInfo) => {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await addDocument(client, projectId, 'notes.txt')
    const draftId = await writtenChronology(client, projectId)
    const colleague = await colleagueBrowser(browser, testInfo, client, 'Bo Member')
    await colleague.page.goto(`/matters/${slug}/modules/drafts`)
    await waitForHydration(colleague.page)
    await expect(colleague.page.getByRole('heading', { name: 'No drafts yet' })).toBeVisible()

    await page.goto(`/matters/${slug}/modules/drafts?id=${draftId}`)
    await waitForHydration(page)
    await page.getByRole('article').getByRole('button', { name: 'Share…' }).click()
    const share = page.getByRole('dialog', { name: /^Share Chronology: / })
    await share.getByRole('checkbox', { name: /Bo Member/ }).check()
    await share.getByRole('button', { name: 'Save sharing' }).click()
    await expect(share).toHaveCount(0)
    await expect(page.getByRole('article').getByText(/Shared with 1 colleague/)).toBeVisible()

    // Live for the colleague, who works on it too but cannot share it on.
    const list = colleague.page.getByRole('list', { name: 'Drafts' })
    await expect(list.getByRole('link')).toHaveCount(1)
    await expect(list.getByRole('link')).toContainText('Shared with you')
    await list.getByRole('link').click()
    const draft = colleague.page.getByRole('article')
    await expect(draft.getByText(/Run by Avery Counsel · Shared with you/)).toBeVisible()
    await expect(draft.getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect(draft.getByRole('button', { name: 'Share…' })).toHaveCount(0)
  })
})

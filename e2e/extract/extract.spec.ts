import type { Page } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { addDocument, openNewMatter } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { gridCell } from '../tables/helpers'

// Two real court filings (public court records, from bench/eval/real/tuning), uploaded as text:
// an N.D. Fla. order (Hill v. Crosby, signed by Judge Mickle) and a New York Supreme Court
// decision (Freeman v. Hansell, by Justice Katz). Their captions name a court, a docket
// number and the parties on each side.
const HILL = 'hill-v-crosby-order.txt'
const FREEMAN = 'freeman-v-hansell-decision.txt'

/** Uploads both filings and waits until processing has stored both documents' facts. */
async function fileBoth(client: ConvexHttpClient, projectId: Id<'projects'>) {
  await addDocument(client, projectId, HILL)
  await addDocument(client, projectId, FREEMAN)
  await expect
    .poll(
      async () => {
        const { facts } = await client.query(api.facts.facts.list, { projectId, kind: 'docket' })
        return new Set(facts.map((fact) => fact.documentName)).size
      },
      { timeout: 30_000, intervals: [100, 250, 500], message: 'both filings have facts' },
    )
    .toBe(2)
}

async function openExtract(page: Page, slug: string) {
  await page.goto(`/matters/${slug}/extract`)
  await waitForHydration(page)
}

/** What a caption row of each kind is called. */
const KIND_LABELS: Record<string, string> = {
  docket: 'Docket number',
  court: 'Court',
  judge: 'Judge',
  party: 'Party',
}

/** Shows one kind of fact and waits until the list holds only it (the old one stays while it loads). */
async function showKind(page: Page, kind: string) {
  await page.getByLabel('Kind', { exact: true }).selectOption(kind)
  await expect(page).toHaveURL(new RegExp(`kind=${kind}(&|$)`))
  const found = page.getByRole('region', { name: 'Facts found' })
  await expect(found).toHaveAttribute('aria-busy', 'false')
  const label = KIND_LABELS[kind]
  if (label) {
    await expect(found.getByRole('rowheader').first()).toBeVisible()
    await expect(
      found.getByRole('rowheader').filter({ hasNotText: new RegExp(`^${label}( \\(|$)`) }),
    ).toHaveCount(0)
  } else {
    await expect(found.getByRole('table', { name: 'Caption' })).toHaveCount(0)
  }
}

/** A document's section of the extract screen. */
function documentSection(page: Page, name: string) {
  return page.getByRole('region', { name: 'Facts found' }).getByRole('region', { name })
}

/** A fact's row in a document's section, by the value it shows. */
function factRow(page: Page, document: string, value: string) {
  return documentSection(page, document).getByRole('row').filter({ hasText: value })
}

test.describe('the extract screen', () => {
  test('a real filing’s caption facts, filtered by kind, document and words, each opening its passage', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await fileBoth(client, projectId)
    await openExtract(page, slug)

    await expect(page.getByRole('heading', { level: 2, name: 'Extract' })).toBeVisible()
    await expect(documentSection(page, HILL).getByRole('table', { name: 'Caption' })).toBeVisible()

    await showKind(page, 'court')
    await expect(factRow(page, HILL, 'Court (this court)')).toContainText(
      'United States District Court for the Northern District of Florida',
    )
    await expect(factRow(page, FREEMAN, 'Court (this court)')).toContainText(
      'Supreme Court of the State of New York, County of New York',
    )
    await expect(page.getByRole('table', { name: 'Dates' })).toHaveCount(0)

    await showKind(page, 'party')
    await expect(factRow(page, HILL, 'Clarence Hill')).toContainText('plaintiff side')
    await expect(factRow(page, HILL, 'James Crosby')).toContainText('defendant side')
    await expect(factRow(page, FREEMAN, 'David Hansell')).toContainText('defendant side')

    // The document filter narrows to one filing; words narrow further.
    await page.getByLabel('Document', { exact: true }).selectOption({ label: FREEMAN })
    await expect(documentSection(page, HILL)).toHaveCount(0)
    await expect(factRow(page, FREEMAN, 'All Youth in Juvenile Detention')).toBeVisible()
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'All kinds' })
    await page.getByLabel('Search facts').fill('Hansell')
    await expect(page).toHaveURL(/q=Hansell/)
    await expect(factRow(page, FREEMAN, 'David Hansell')).toBeVisible()
    await expect(factRow(page, FREEMAN, '451130/2020')).toHaveCount(0)
    await page.getByLabel('Search facts').fill('zzqxv')
    await expect(page.getByRole('heading', { name: 'No facts match these filters' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByLabel('Search facts')).toHaveValue('')
    await expect(documentSection(page, HILL)).toBeVisible()

    // A docket number opens the viewer on its page with its words marked.
    await showKind(page, 'docket')
    await documentSection(page, HILL)
      .getByRole('link', { name: 'Open the passage for Docket number 4:06-cv-032-SPM, page 1' })
      .click()
    await expect(page).toHaveURL(/\/documents\/\w+\?page=1&highlight=Case\+No/)
    await expect(
      page
        .getByRole('mark' as Parameters<Page['getByRole']>[0])
        .filter({ hasText: '4:06-cv-032-SPM' })
        .first(),
    ).toBeVisible()
  })

  test('selected caption facts become a review table that fills docket, court, judge and parties', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await fileBoth(client, projectId)
    await openExtract(page, slug)

    const toolbar = page.getByRole('toolbar', { name: 'Selected facts' })
    await expect(toolbar.getByRole('button', { name: 'Send to review table' })).toBeDisabled()
    // The selection holds across filters: each kind in turn, both filings each time.
    for (const kind of ['docket', 'court', 'judge', 'party']) {
      await showKind(page, kind)
      for (const name of [HILL, FREEMAN]) {
        await page.getByRole('checkbox', { name: `Select every fact of ${name}` }).check()
      }
    }
    await expect(toolbar.getByRole('status')).toContainText('selected')
    await expect(toolbar).toContainText(
      '5 columns over 2 documents: Docket number, Court, Judge, Plaintiffs, Defendants.',
    )
    await toolbar.getByRole('button', { name: 'Send to review table' }).click()

    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/tables/\\w+$`))
    await expect(page.getByRole('heading', { name: 'Extracted facts (2 documents)' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Answered 10 of 10 cells' }),
    ).toBeVisible({ timeout: 30_000 })

    await expect(gridCell(page, HILL, 'Docket number')).toContainText('4:06-cv-032-SPM')
    await expect(gridCell(page, HILL, 'Court')).toContainText(
      'United States District Court for the Northern District of Florida',
    )
    await expect(gridCell(page, HILL, 'Judge')).toContainText('Stephan P. Mickle')
    await expect(gridCell(page, HILL, 'Plaintiffs')).toContainText('Clarence Hill')
    await expect(gridCell(page, HILL, 'Defendants')).toContainText('James Crosby')
    await expect(gridCell(page, FREEMAN, 'Docket number')).toContainText('451130/2020')
    await expect(gridCell(page, FREEMAN, 'Court')).toContainText(
      'Supreme Court of the State of New York, County of New York',
    )
    await expect(gridCell(page, FREEMAN, 'Judge')).toContainText('Michael L. Katz')
    await expect(gridCell(page, FREEMAN, 'Plaintiffs')).toContainText(
      'All Youth in Juvenile Detention',
    )
    await expect(gridCell(page, FREEMAN, 'Defendants')).toContainText('David Hansell')
  })

  test('selected dates start the chronology over their documents, between those dates', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await fileBoth(client, projectId)
    await openExtract(page, slug)

    await showKind(page, 'date')
    const hill = documentSection(page, HILL)
    await hill.getByRole('checkbox', { name: 'Select Date January 17, 2006', exact: true }).check()
    await hill.getByRole('checkbox', { name: 'Select Date January 20, 2006', exact: true }).check()
    const toolbar = page.getByRole('toolbar', { name: 'Selected facts' })
    await expect(toolbar).toContainText(
      'The chronology of 1 document from 2006-01-17 to 2006-01-20.',
    )
    await toolbar.getByRole('button', { name: 'Send to chronology' }).click()
    await expect(page).toHaveURL(/\/modules\/drafts\?id=/)
    const draft = page.getByRole('article')
    await expect(draft.getByRole('heading', { name: /^Chronology: / })).toBeVisible()
    // The order's events of those days (the 17th twice: an opinion and its citation), not the
    // ones after (it was signed on the 21st).
    await expect(draft.getByRole('row').filter({ hasText: '2006-01-17' })).toHaveCount(2)
    await expect(draft.getByRole('row').filter({ hasText: '2006-01-20' })).toHaveCount(1)
    await expect(draft.getByText('3 dated events from 1 document.')).toBeVisible()
    await expect(draft.getByRole('row').filter({ hasText: '2006-01-21' })).toHaveCount(0)
  })
})

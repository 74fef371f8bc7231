import { api } from '../../convex/_generated/api'
import { signInAsSuperadmin } from '../account/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

const COLUMNS = 12

// Target R8 for the prompt lab: every payload as a golden document's name, text and expected value
// (so also in the engine's answers and quotes), and payloads as the set's name and description,
// its column labels and prompts and a run's note: on the set, its run's figures and its misses.
// None may run (window.__xss), open a dialog or trip the CSP (a console error fails the fixture).
test('the prompt lab shows injection payloads as text and never runs them', async ({ page }) => {
  test.slow()
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signInAsSuperadmin(page.request)
  const client = await convexAs(page.request)
  const name = `${XSS_PAYLOADS[0]}`.slice(0, 120)
  const { setId } = await client.mutation(api.prompts.lab.importSet, {
    file: {
      format: 'casefile.golden-set/1',
      name,
      description: XSS_PAYLOADS.slice(1, 8).join(' ').slice(0, 1000),
      columns: Array.from({ length: COLUMNS }, (_, i) => ({
        key: `c${i}`,
        label: `${i} ${XSS_PAYLOADS[i]}`.slice(0, 120),
        type: 'text' as const,
        prompt: `What does it say about ${XSS_PAYLOADS[i + COLUMNS]}?`,
        match: 'text' as const,
      })),
      documents: XSS_PAYLOADS.map((payload, i) => ({
        name: `${i} ${payload}`.slice(0, 120),
        part: i % 4 === 0 ? ('heldout' as const) : ('tuning' as const),
        pages: [{ page: 1, text: `Title: ${payload}\n\nThe court said ${payload}.` }],
        expected: { [`c${i % COLUMNS}`]: payload },
      })),
    },
  })
  await client.mutation(api.prompts.labRuns.start, {
    setId,
    prompts: [],
    note: XSS_PAYLOADS[9]!.slice(0, 200),
  })
  const inert = async (where: string) =>
    expect(await page.evaluate(() => '__xss' in window), where).toBe(false)

  await page.goto(`/admin/prompt-lab?set=${setId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  const figures = page.getByRole('region', { name: 'Run 1: precision and recall per column' })
  await expect(figures.getByRole('row')).toHaveCount(COLUMNS + 1)
  await expect(
    page.getByRole('region', { name: 'Runs' }).getByRole('row', { name: /^Run 1/ }),
  ).toContainText('Done')
  await inert('the set and its figures')
  await figures.getByRole('button', { name: 'Show the misses' }).click()
  const misses = page.getByRole('list', { name: 'Misses' })
  await expect(misses.getByRole('listitem').first()).toBeVisible()
  // The payloads are on the page, as text.
  await expect(misses).toContainText(XSS_PAYLOADS[1]!.slice(0, 30))
  await inert('the misses')

  await client.mutation(api.prompts.lab.removeSet, { setId })
})

import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { openMatterAs } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for the facts layer: payloads in a filing's parties, dated events and amounts, so the
// extract screen shows them as facts and their context, and the associate quotes them as a fact.
// None may run (window.__xss), open a dialog or trip the CSP.
const SAMPLED = 20

test('the extract screen shows injection payloads in facts as text and never runs them', async ({
  page,
  firmAccount,
}) => {
  test.setTimeout(120_000)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const { client, projectId, slug } = await openMatterAs(page, firmAccount)
  const payloads = XSS_PAYLOADS.filter((_, i) => i % Math.ceil(XSS_PAYLOADS.length / SAMPLED) === 0)
  const text = [
    'UNITED STATES DISTRICT COURT',
    'DISTRICT OF MAINE',
    '',
    `ACME ${payloads[0]},`,
    '          Plaintiff,',
    '     v.                      Civil No. 1:20-cv-00156-NT',
    `WIDGET ${payloads[1]},`,
    '          Defendant.',
    '',
    'ORDER',
    ...payloads.map(
      (payload, i) =>
        `On March ${(i % 28) + 1}, 2021, the parties met about ${payload} and paid $${i + 1},000.00 for ${payload}.`,
    ),
  ].join('\n')
  const uploadUrl = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const stored = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: text,
  })
  const { storageId } = (await stored.json()) as { storageId: Id<'_storage'> }
  await client.action(api.dossier.uploads.register, { projectId, storageId, name: 'Order.txt' })
  await expect
    .poll(async () => (await client.query(api.facts.facts.list, { projectId })).facts.length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(SAMPLED)

  for (const screen of [
    `/matters/${slug}/extract`,
    `/matters/${slug}/extract?kind=party`,
    `/matters/${slug}/extract?kind=date`,
    `/matters/${slug}/extract?kind=amount`,
  ]) {
    await page.goto(screen)
    await waitForHydration(page)
    expect(await page.evaluate(() => '__xss' in window), screen).toBe(false)
  }
  // The payloads are on screen as text, in a fact's context.
  await page.goto(`/matters/${slug}/extract?kind=date`)
  await waitForHydration(page)
  await expect(page.getByText('the parties met about', { exact: false }).first()).toBeVisible()
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})

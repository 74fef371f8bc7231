import { api } from '../../convex/_generated/api'
import { expect, test, waitForHydration } from '../fixtures'
import { addDocument, openNewMatter } from '../dossier/helpers'
import { convexAs } from '../firm/helpers'
import { createMatterOverApi, signUpWithOrganization } from '../matters/helpers'
import { createTable, runTable } from '../tables/helpers'
import { today } from '../time/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for time: every payload as a time entry's description on the matter's timers page,
// payloads as timers' descriptions in the shell's timer, and as the names suggested time quotes. None may run
// (window.__xss), open a dialog or trip the CSP (a console error fails the fixture).
test('time shows injection payloads as text and never runs them', async ({ page }) => {
  test.slow()
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signUpWithOrganization(page, 'xss-time', 'Payload & Co')
  const path = await createMatterOverApi(page, {
    name: 'Payload matter',
    internalMatterId: 'X-1',
    party: { name: 'Client', role: 'Plaintiff' },
  })
  const client = await convexAs(page.request)
  const { _id: projectId } = await client.query(api.matters.projects.getBySlug, {
    slug: path.split('/')[2]!,
  })
  const entries = [...XSS_PAYLOADS.entries()]
  for (let from = 0; from < entries.length; from += 20) {
    await Promise.all(
      entries.slice(from, from + 20).map(([index, payload]) =>
        client.mutation(api.time.entries.create, {
          projectId,
          date: '2026-11-03',
          duration: `0:${String((index % 50) + 1).padStart(2, '0')}`,
          description: `${index} ${payload}`,
          billable: true,
        }),
      ),
    )
  }
  for (const payload of XSS_PAYLOADS.slice(0, 5)) {
    await client.mutation(api.time.timers.start, { projectId, description: payload.slice(0, 200) })
  }
  await page.goto(path.replace(/overview\/general$/, 'timers'))
  await waitForHydration(page)
  const table = page.getByRole('table', { name: 'Time entries' })
  await expect(table.getByRole('row')).toHaveCount(XSS_PAYLOADS.length + 1)
  await expect(
    page.getByRole('region', { name: 'Timer', exact: true }).getByRole('group'),
  ).toHaveCount(5)
  await expect(table).toContainText(XSS_PAYLOADS[0]!)
  await expect(page.getByRole('region', { name: 'Timer', exact: true })).toContainText(
    XSS_PAYLOADS[4]!.slice(0, 40),
  )
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})

// Suggested time names the documents read and the tables run: payloads as both stay text.
test('suggested time shows payload names of documents and tables as text', async ({ page }) => {
  test.slow()
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const { client, projectId, slug } = await openNewMatter(page)
  // A document's name may not hold a slash (names are not paths).
  const names = XSS_PAYLOADS.filter((payload) => !/[/\\]/.test(payload)).slice(0, 3)
  const date = today()
  for (const [index, name] of names.entries()) {
    const { documentId } = await addDocument(client, projectId, 'notes.txt', {
      name: `${index} ${name}.txt`,
    })
    await client.mutation(api.time.reading.record, { documentId, date, ms: 60_000 })
  }
  await runTable(client, await createTable(client, projectId, { name: names[0]! }))
  await page.goto(`/matters/${slug}/timers`)
  await waitForHydration(page)
  const suggested = page.getByRole('list', { name: 'Suggested entries' })
  await expect(suggested.getByRole('listitem')).toHaveCount(2)
  await expect(suggested).toContainText(`“${names[0]}”`)
  await expect(suggested).toContainText(`“0 ${names[0]}.txt”`)
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})

import type { Page } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import { signUpWithOrganization } from '../account/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8: 200 script-injection payloads stored in every text field a firm can fill in so far
// (organisation and user names, each matter field), then the screens that show them, in Chromium.
// No payload may run (it would set window.__xss), open a dialog, or trip the CSP (a console
// error, which the fixture fails on). The payloads are stored through the API (what is under test
// is how the screens render them); each test stores all of them and opens its share of the
// screens, so the two workers share the screens.
const SAMPLED = 6

/**
 * A fresh firm holding every payload: in every short field (one matter per payload), all of them
 * at once in the long fields of the first few matters, and as the organisation's and the user's
 * names. Answers the matters' slugs, in payload order.
 */
async function storePayloads(page: Page) {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signUpWithOrganization(page, { organization: 'Injection Check LLP' })
  const client = await convexAs(page.request)

  const all = XSS_PAYLOADS.join('\n')
  const slugs: string[] = []
  // Ten at a time: the calls are independent, and one by one they take half a minute.
  const entries = [...XSS_PAYLOADS.entries()]
  for (let from = 0; from < entries.length; from += 10) {
    const created = await Promise.all(
      entries.slice(from, from + 10).map(([index, payload]) => {
        const long = index < SAMPLED ? all : undefined
        return client.mutation(api.matters.projects.create, {
          name: `${index} ${payload}`,
          description: long,
          representedParties: [{ name: payload, role: 'Plaintiff' }],
          adverseParties: [{ name: payload }],
          docketNumber: payload.slice(0, 100),
          internalMatterId: `${index}-${payload}`.slice(0, 100),
          judge: payload,
          summary: long,
          keyAllegations: long,
          classPeriod: payload,
          litigationStage: 'Discovery',
        })
      }),
    )
    slugs.push(...created.map(({ slug }) => slug))
  }
  const [organization] = await client.query(api.accounts.organizations.listMine, {})
  await client.mutation(api.accounts.organizations.rename, {
    organizationId: organization!._id,
    name: XSS_PAYLOADS[0]!,
  })
  const renamed = await page.request.post('/api/auth/update-user', {
    data: { name: XSS_PAYLOADS[1] },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  })
  expect(renamed.status()).toBe(200)
  return slugs
}

async function expectInert(page: Page, screens: string[]) {
  for (const screen of screens) {
    await page.goto(screen)
    await waitForHydration(page)
    expect(await page.evaluate(() => '__xss' in window), screen).toBe(false)
  }
}

test('stored injection payloads are shown as text and never run: lists and account', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const slugs = await storePayloads(page)
  await expectInert(page, [
    '/matters',
    '/firm/',
    `/matters/${slugs[0]}/edit`,
    '/account/organization',
    '/account',
  ])
  // The payloads really are on the page, as text.
  await page.goto('/matters')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: `199 ${XSS_PAYLOADS[199]}` })).toBeVisible()
})

test('stored injection payloads are shown as text and never run: matter screens', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const slugs = await storePayloads(page)
  await expectInert(
    page,
    slugs
      .slice(0, SAMPLED)
      .flatMap((slug) => [
        `/matters/${slug}/overview/general`,
        `/matters/${slug}/overview/details`,
      ]),
  )
  // The payloads really are on the page, as text.
  await page.goto(`/matters/${slugs[0]}/overview/details`)
  await waitForHydration(page)
  await expect(page.getByText(XSS_PAYLOADS[1]!, { exact: true }).first()).toBeVisible()
})

import { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import { expect, test, waitForHydration } from '../fixtures'
import { signUpWithOrganization } from '../matters/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8: 200 script-injection payloads stored in every text field a firm can fill in so far
// (organisation and user names, each matter field), then the screens that show them, in Chromium.
// No payload may run (it would set window.__xss), open a dialog, or trip the CSP (a console
// error, which the fixture fails on).
const BACKEND_URL = `http://127.0.0.1:${3310 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`
const SAMPLED = 6

test('stored injection payloads are shown as text and never run', async ({ page }) => {
  test.setTimeout(180_000)
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signUpWithOrganization(page, 'xss', 'Injection Check LLP')
  const { token } = (await (await page.request.get('/api/auth/convex/token')).json()) as {
    token: string
  }
  const client = new ConvexHttpClient(BACKEND_URL)
  client.setAuth(token)

  // Every payload in every short field (one matter per payload), and all of them at once in the
  // long fields of a few matters, which the detail screens show.
  const all = XSS_PAYLOADS.join('\n')
  const slugs: string[] = []
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const long = index < SAMPLED ? all : undefined
    const { slug } = await client.mutation(api.projects.create, {
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
    slugs.push(slug)
  }
  const [organization] = await client.query(api.organizations.listMine, {})
  await client.mutation(api.organizations.rename, {
    organizationId: organization!._id,
    name: XSS_PAYLOADS[0]!,
  })
  const renamed = await page.request.post('/api/auth/update-user', {
    data: { name: XSS_PAYLOADS[1] },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  })
  expect(renamed.status()).toBe(200)

  const screens = [
    '/matters',
    '/firm/',
    ...slugs
      .slice(0, SAMPLED)
      .flatMap((slug) => [
        `/matters/${slug}/overview/general`,
        `/matters/${slug}/overview/details`,
      ]),
    `/matters/${slugs[0]}/edit`,
    '/account/organization',
    '/account',
  ]
  for (const screen of screens) {
    await page.goto(screen)
    await waitForHydration(page)
    expect(await page.evaluate(() => '__xss' in window), screen).toBe(false)
  }
  // The payloads really are on the page, as text.
  await page.goto(`/matters/${slugs[0]}/overview/details`)
  await waitForHydration(page)
  await expect(page.getByText(XSS_PAYLOADS[1]!, { exact: true }).first()).toBeVisible()
  await page.goto('/matters')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: `199 ${XSS_PAYLOADS[199]}` })).toBeVisible()
})

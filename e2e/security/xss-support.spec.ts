import { api } from '../../convex/_generated/api'
import { newBrowserContext, signInAsSuperadmin } from '../account/helpers'
import { firmWithConversation } from '../admin/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for support access (issue 25): every payload as the reason Casefile support gives for
// reading a firm's conversations, which the firm's admins read in their audit trail, and the live
// one in the notice above it. None may run (window.__xss), open a dialog or trip the CSP (a
// console error fails the fixture).
test('support access reasons show injection payloads as text in the firm’s audit trail', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const run = crypto.randomUUID().slice(0, 8)
  const firm = await firmWithConversation(page, run, `Payload question ${run}?`)
  const supportContext = await newBrowserContext(browser, testInfo)
  await signInAsSuperadmin(supportContext.request)
  const support = await convexAs(supportContext.request)
  await supportContext.close()

  // One live grant per firm at a time: each is opened and ended, and the last one stays live.
  const reasons = XSS_PAYLOADS.map((payload, index) => `${index} ${payload}`)
  for (const [index, reason] of reasons.entries()) {
    const { grantId } = await support.mutation(api.admin.support.grant, {
      organizationId: firm.organizationId,
      reason,
      minutes: 15,
    })
    if (index < reasons.length - 1) await support.mutation(api.admin.support.end, { grantId })
  }
  const inert = async (where: string) =>
    expect(await page.evaluate(() => '__xss' in window), where).toBe(false)

  await page.goto('/account/organization/audit')
  await waitForHydration(page)
  const notice = page.getByRole('status', { name: 'Support access' })
  await expect(notice).toContainText(reasons.at(-1)!)
  await inert('the notice')

  const trail = page.getByRole('list', { name: 'Audit trail' })
  const granted = trail.getByRole('listitem').filter({ hasText: 'Casefile support opened access' })
  const more = trail.getByRole('button', { name: 'Show older events' })
  // A page at a time: each older page adds grants, until the first one is shown.
  for (let shown = await granted.count(); shown < reasons.length; shown = await granted.count()) {
    await more.click()
    await expect(granted).not.toHaveCount(shown)
  }
  await expect(granted).toHaveCount(reasons.length)
  // The payloads really are on the page, as text.
  await expect(granted.filter({ hasText: reasons[0]! })).toHaveCount(1)
  await expect(granted.filter({ hasText: reasons.at(-1)! })).toHaveCount(1)
  await inert('the audit trail')
})

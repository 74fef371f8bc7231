import { ConvexError } from 'convex/values'
import { api } from '../../convex/_generated/api'
import { expect, test, waitForHydration } from '../fixtures'
import { firmWithConversation, switchTo, switchToSuperadmin } from './helpers'

// Issue 25: Casefile support reads a firm's conversations only under a grant with a reason, and
// the firm's admins see that grant and every conversation read in their audit trail.
test('support reads a conversation only under a grant, which the firm’s admin then sees', async ({
  page,
}) => {
  test.slow()
  const run = crypto.randomUUID().slice(0, 8)
  const question = `What is the limitation period ${run}?`
  const reason = `Ticket ${run}: answers stop halfway`
  const firm = await firmWithConversation(page, run, question)

  const support = await switchToSuperadmin(page)
  // Without a grant the firm's conversations do not exist for support.
  const refused = await support
    .mutation(api.admin.support.readThread, { grantId: 'none', threadId: firm.threadId })
    .then(
      () => null,
      (error: unknown) => error,
    )
  expect(refused).toBeInstanceOf(ConvexError)
  expect((refused as ConvexError<{ code: string }>).data.code).toBe('NOT_FOUND')

  await page.goto('/admin/chat')
  await waitForHydration(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Support access to conversations' }),
  ).toBeVisible()
  await expect(page.getByText(question)).toHaveCount(0)

  await page.getByLabel('Search organizations').fill(firm.organization)
  const organization = page.getByLabel('Organization', { exact: true })
  await expect(organization.getByRole('option', { name: firm.organization })).toHaveCount(1)
  await organization.selectOption({ label: firm.organization })
  await page.getByLabel('Reason').fill(reason)
  await page.getByLabel('Duration').selectOption('15 minutes')
  await page.getByRole('button', { name: 'Open access' }).click()

  const live = page.getByRole('list', { name: 'Live support access' })
  await expect(live.getByText(reason)).toBeVisible()
  const conversations = page.getByRole('list', { name: `Conversations of ${firm.organization}` })
  await expect(conversations.getByText(question)).toBeVisible()
  await conversations.getByRole('button', { name: `Read ${question}` }).click()
  const thread = page.getByRole('article', { name: question })
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible()
  await expect(thread.getByText('read-only')).toBeVisible()

  // The firm's admin sees the live access with its reason, and both the grant and the read.
  await switchTo(page, firm.cookies)
  await page.goto('/account/organization/audit')
  await waitForHydration(page)
  await expect(page.getByRole('status', { name: 'Support access' })).toContainText(
    `Casefile support can read conversations until`,
  )
  await expect(page.getByRole('status', { name: 'Support access' })).toContainText(reason)
  const trail = page.getByRole('list', { name: 'Audit trail' })
  await expect(
    trail.getByRole('listitem').filter({ hasText: 'Casefile support opened access' }),
  ).toContainText(reason)
  await expect(
    trail.getByRole('listitem').filter({ hasText: 'Casefile support read a conversation' }),
  ).toContainText(`Ada ${run}`)

  // The support screen itself does not exist for the firm's admin.
  expect((await page.goto('/admin/chat'))?.status()).toBe(404)

  // The organization page carries the same notice and leads to the trail.
  await page.goto('/account/organization')
  await waitForHydration(page)
  await expect(page.getByRole('status', { name: 'Support access' })).toContainText(reason)
  await page.getByRole('link', { name: 'Open the audit trail' }).click()
  await expect(page).toHaveURL(/\/account\/organization\/audit$/)
})

test('support can end its access early; the conversations are gone from its page', async ({
  page,
}) => {
  test.slow()
  const run = crypto.randomUUID().slice(0, 8)
  const question = `Who is the judge ${run}?`
  const firm = await firmWithConversation(page, run, question)
  const support = await switchToSuperadmin(page)
  await support.mutation(api.admin.support.grant, {
    organizationId: firm.organizationId,
    reason: `Ticket ${run}: checking a citation`,
    minutes: 30,
  })

  await page.goto('/admin/chat')
  await waitForHydration(page)
  const live = page.getByRole('list', { name: 'Live support access' })
  const row = live.getByRole('listitem').filter({ hasText: `Ticket ${run}` })
  await row.getByRole('button', { name: `Read conversations of ${firm.organization}` }).click()
  await expect(page.getByText(question)).toBeVisible()
  await row.getByRole('button', { name: 'End access' }).click()
  await page
    .getByRole('alertdialog', { name: 'End support access?' })
    .getByRole('button', { name: 'End access' })
    .click()
  await expect(row).toHaveCount(0)
  await expect(page.getByText(question)).toHaveCount(0)
})

import type { APIRequestContext, Page } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import { expect, test, waitForHydration } from '../fixtures'
import { addDocument, openNewMatter } from '../dossier/helpers'
import { convexAs } from '../firm/helpers'
import { colleagueBrowser, createTable } from '../tables/helpers'

const BACKEND_URL = `http://127.0.0.1:${3310 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`

/** The development outbox's subjects for `email`, newest first. */
async function mailedSubjects(request: APIRequestContext, email: string) {
  const response = await request.post(`${BACKEND_URL}/api/query`, {
    data: { path: 'accounts/devMailbox:list', args: { to: email.toLowerCase() }, format: 'json' },
  })
  const { value } = (await response.json()) as { value: { subject: string }[] }
  return value.map((message) => message.subject)
}

const bell = (page: Page, unread?: number) =>
  page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  })

test.describe('notifications', () => {
  test.slow()

  test('a colleague’s bell counts up live for a share and for the end of their table run', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId, slug } = await openNewMatter(page, {
      name: 'Ada Admin',
      organization: 'Hale & Whitmore LLP',
    })
    const { documentId } = await addDocument(client, projectId, 'complaint.pdf')
    const colleague = await colleagueBrowser(browser, testInfo, client)
    const other = colleague.page
    const otherClient = await convexAs(other.request)
    const { _id: colleagueId } = await otherClient.query(api.accounts.users.getMe, {})

    await other.goto('/matters')
    await waitForHydration(other)
    await expect(bell(other)).toBeVisible()

    await client.mutation(api.dossier.shares.shareDocuments, {
      documentIds: [documentId],
      userIds: [colleagueId],
    })
    // Live, without a reload: the count reaches the colleague's open page.
    await expect(bell(other, 1)).toBeVisible()
    await bell(other, 1).click()
    const menu = other.getByRole('menu', { name: 'Notifications' })
    const shared = menu.getByRole('menuitem', {
      name: /Ada Admin shared the document “complaint\.pdf” with you/,
    })
    await expect(shared).toBeVisible()
    await shared.click()
    await expect(other).toHaveURL(new RegExp(`/matters/${slug}/dossier/shared$`))
    await expect(bell(other)).toBeVisible()

    // The colleague's own table run: its end is theirs to hear of.
    const tableId = await createTable(otherClient, projectId, { name: 'Pleadings review' })
    await otherClient.mutation(api.review.tables.run, { id: tableId, mode: 'all' })
    await expect(bell(other, 1)).toBeVisible({ timeout: 60_000 })
    await bell(other, 1).focus()
    await other.keyboard.press('Enter')
    await expect(
      menu.getByRole('menuitem', { name: /The review table “Pleadings review” finished/ }),
    ).toBeVisible()
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click()
    await expect(menu.getByRole('menuitem', { name: 'Mark all as read' })).toBeDisabled()
    await other.keyboard.press('Escape')
    await expect(bell(other)).toBeVisible()

    // The admin's bell was told their invitation was accepted, and nothing of the share.
    await page.goto('/matters')
    await waitForHydration(page)
    await bell(page, 1).click()
    await expect(
      page
        .getByRole('menu', { name: 'Notifications' })
        .getByRole('menuitem', { name: /Bo Member accepted your invitation/ }),
    ).toBeVisible()
    await colleague.close()
  })

  test('a share is emailed only while its email preference is on', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId } = await openNewMatter(page, { name: 'Ada Admin' })
    const first = await addDocument(client, projectId, 'notes.txt', { name: 'First memo.txt' })
    const second = await addDocument(client, projectId, 'notes.txt', { name: 'Second memo.txt' })
    const colleague = await colleagueBrowser(browser, testInfo, client)
    const other = colleague.page
    const otherClient = await convexAs(other.request)
    const { _id: colleagueId, email } = await otherClient.query(api.accounts.users.getMe, {})

    await other.goto('/account/notifications')
    await waitForHydration(other)
    const sharesEmail = other.getByRole('combobox', { name: 'Shared with me: email' })
    await expect(sharesEmail).toHaveValue('immediate')
    await expect(other.getByRole('switch', { name: 'Shared with me: in the app' })).toBeChecked()
    // The older email switches are still there.
    await expect(
      other.getByRole('switch', { name: 'When I am invited to an organization' }),
    ).toBeVisible()

    await sharesEmail.selectOption('off')
    await expect(sharesEmail).toHaveValue('off')
    await other.reload()
    await expect(sharesEmail).toHaveValue('off')
    await client.mutation(api.dossier.shares.shareDocuments, {
      documentIds: [first.documentId],
      userIds: [colleagueId],
    })
    // The email would be written in the share's own transaction: none is there once it returned.
    expect((await mailedSubjects(page.request, email)).join('\n')).not.toContain('First memo')
    await expect(bell(other, 1)).toBeVisible()

    await sharesEmail.selectOption('immediate')
    await expect(sharesEmail).toHaveValue('immediate')
    await client.mutation(api.dossier.shares.shareDocuments, {
      documentIds: [second.documentId],
      userIds: [colleagueId],
    })
    expect(await mailedSubjects(page.request, email)).toContain(
      'Casefile: Ada Admin shared the document “Second memo.txt” with you',
    )
    await expect(bell(other, 2)).toBeVisible()
    await colleague.close()
  })
})

import type { Page } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { expect, test, waitForHydration } from '../fixtures'
import { addDocument, openNewMatter } from '../dossier/helpers'
import { convexAs } from '../firm/helpers'
import { FOLDER_NAME_MAX } from '../../shared/names'
import { NOTIFICATION_LIST_MAX } from '../../shared/notificationRules'
import { colleagueBrowser } from '../tables/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for the inbox: the 200 payloads as the titles of folders shared with a colleague
// (names cannot hold / or \, which become spaces), packed a few to a name, shown in the
// colleague's bell in rounds of at most NOTIFICATION_LIST_MAX. None may run (window.__xss), open
// a dialog or trip the CSP (a console error fails the fixture).
const asName = (payload: string) => payload.replace(/[/\\]/g, ' ').trim()

function packedNames(max: number) {
  const names: string[] = []
  for (const payload of XSS_PAYLOADS.map(asName)) {
    const last = names.at(-1)
    if (last !== undefined && last.length + 1 + payload.length <= max) {
      names[names.length - 1] = `${last} ${payload}`
    } else {
      names.push(`${names.length} ${payload}`.slice(0, max).trim())
    }
  }
  return names
}

async function expectBellInert(page: Page, names: string[], shown: number) {
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await bell.click()
  const menu = page.getByRole('menu', { name: 'Notifications' })
  await expect(menu.getByRole('menuitem').filter({ hasText: 'shared the folder' })).toHaveCount(
    shown,
  )
  await expect(menu).toContainText(`shared the folder “${names.at(-1)!}” with you`)
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
  await page.keyboard.press('Escape')
}

test('the bell shows payloads in shared titles as text and never runs them', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const { client, projectId } = await openNewMatter(page, { name: 'Ada Admin' })
  const colleague = await colleagueBrowser(browser, testInfo, client)
  const other = colleague.page
  other.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const { _id: colleagueId } = await (
    await convexAs(other.request)
  ).query(api.accounts.users.getMe, {})
  await other.goto('/matters')
  await waitForHydration(other)

  const names = packedNames(FOLDER_NAME_MAX)
  for (let from = 0; from < names.length; from += NOTIFICATION_LIST_MAX) {
    const round = names.slice(from, from + NOTIFICATION_LIST_MAX)
    const folderIds: Id<'folders'>[] = []
    for (const name of round) {
      const { folderId } = await client.mutation(api.dossier.folders.create, { projectId, name })
      folderIds.push(folderId)
    }
    for (let at = 0; at < folderIds.length; at += 10) {
      await Promise.all(
        folderIds
          .slice(at, at + 10)
          .map((folderId) =>
            client.mutation(api.dossier.shares.shareFolder, { folderId, userIds: [colleagueId] }),
          ),
      )
    }
    await expectBellInert(other, round, Math.min(NOTIFICATION_LIST_MAX, from + round.length))
  }

  // A document titled with a payload, shared, then opened from the bell.
  const title = `${asName(XSS_PAYLOADS[1]!)}.txt`
  const { documentId } = await addDocument(client, projectId, 'notes.txt', { name: title })
  await client.mutation(api.dossier.shares.shareDocuments, {
    documentIds: [documentId],
    userIds: [colleagueId],
  })
  await other.getByRole('button', { name: /^Notifications/ }).click()
  const shared = other
    .getByRole('menu', { name: 'Notifications' })
    .getByRole('menuitem')
    .filter({ hasText: 'shared the document' })
  await expect(shared).toContainText(title)
  await shared.click()
  await expect(other).toHaveURL(/\/dossier\/shared$/)
  await waitForHydration(other)
  expect(await other.evaluate(() => '__xss' in window)).toBe(false)
  await colleague.close()
})

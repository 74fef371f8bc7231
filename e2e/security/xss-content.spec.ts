import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signInAsSuperadmin, signUpWithOrganization } from '../account/helpers'
import { openSecondBrowser } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for /admin/content: every payload in announcements' messages (the superadmin's list
// and a member's banner) and in the support page's text (/account/support and the admin form).
// None may run (window.__xss), open a dialog or trip the CSP (a console error fails the fixture).
// Announcements are deployment-wide: these are for the test's own organisation only, and go at
// the end; the support text is put back as it was.

/** The payloads packed into texts of at most `max` characters, joined by `separator`. */
function packed(max: number, separator: string) {
  const texts: string[] = []
  let current = ''
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const piece = `${index} ${payload}`
    if (current && current.length + separator.length + piece.length > max) {
      texts.push(current)
      current = ''
    }
    current = current ? `${current}${separator}${piece}` : piece
  }
  if (current) texts.push(current)
  return texts
}

test('announcements and the support text show injection payloads as text and never run them', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signUpWithOrganization(page, { organization: `Payload Content ${Date.now()}` })
  const member = await convexAs(page.request)
  const organizationId = (await member.query(api.accounts.session.authContext, {}))!
    .organizationId as Id<'organizations'>

  const boss = await openSecondBrowser(browser, testInfo)
  boss.page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog for the superadmin`)
  })
  await signInAsSuperadmin(boss.page.request)
  const admin = await convexAs(boss.page.request)
  const messages = packed(500, ' ')
  const supportTexts = packed(5_000, '\n')
  const before = await admin.query(api.admin.content.supportText, {})
  try {
    for (const message of messages) {
      await admin.mutation(api.admin.content.create, {
        message,
        tone: 'warning',
        organizationId,
        startsAt: Date.now() - 60 * 60_000,
      })
    }
    // The superadmin's list holds every message.
    await boss.page.goto('/admin/content')
    await waitForHydration(boss.page)
    const list = boss.page.getByRole('list', { name: 'Announcements' })
    for (const message of messages) {
      await expect(list.getByRole('listitem').filter({ hasText: message })).toHaveCount(1)
    }
    // The member's banner (the newest few at once).
    await page.goto('/account')
    await waitForHydration(page)
    const banner = page.getByRole('region', { name: 'Announcements' })
    await expect(banner.getByRole('listitem')).toHaveCount(5)
    await expect(banner).toContainText(messages.at(-1)!)
    expect(await page.evaluate(() => '__xss' in window)).toBe(false)

    // The support text, a part at a time, on the member's open support page and in the form.
    await page.goto('/account/support')
    await waitForHydration(page)
    for (const text of supportTexts) {
      await admin.mutation(api.admin.content.saveSupportText, { text })
      const shown = page.getByRole('main').getByText(text.split('\n')[0]!)
      await expect(shown).toBeVisible()
      expect(await shown.evaluate((node) => (node as HTMLElement).innerText)).toBe(text)
      await boss.page.reload()
      await waitForHydration(boss.page)
      await expect(boss.page.getByLabel('Support page text')).toHaveValue(text)
    }
    expect(await page.evaluate(() => '__xss' in window)).toBe(false)
    expect(await boss.page.evaluate(() => '__xss' in window)).toBe(false)
  } finally {
    await admin.mutation(api.admin.content.saveSupportText, { text: before?.text ?? '' })
    for (const announcement of await admin.query(api.admin.content.list, {})) {
      if (announcement.organizationId === organizationId) {
        await admin.mutation(api.admin.content.remove, { announcementId: announcement._id })
      }
    }
  }
  await boss.close()
})

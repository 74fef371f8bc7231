import type { Page } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signInAsSuperadmin, signUpWithOrganization } from '../account/helpers'
import { openSecondBrowser } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'

// Announcements are deployment-wide and other specs run meanwhile: every announcement here is for
// an organisation of the test's own, never for everyone, and is deleted at the end.

const suffix = () => crypto.randomUUID().slice(0, 6)
const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as a datetime-local value (this machine's time zone, which the browser shares). */
function localInput(at: number) {
  const d = new Date(at)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const banner = (page: Page) => page.getByRole('region', { name: 'Announcements' })

async function organizationIdOf(page: Page) {
  const client = await convexAs(page.request)
  return (await client.query(api.accounts.session.authContext, {}))!
    .organizationId as Id<'organizations'>
}

test.describe('/admin/content', () => {
  test.slow()

  test('an announcement for one organisation shows live to its members only, and stays dismissed', async ({
    page,
    browser,
  }, testInfo) => {
    const run = suffix()
    const firm = `Announced ${run}`
    await signUpWithOrganization(page, { organization: firm })
    const organizationId = await organizationIdOf(page)
    await page.goto('/account')
    await waitForHydration(page)

    const other = await openSecondBrowser(browser, testInfo)
    await signUpWithOrganization(other.page, { organization: `Not announced ${run}` })
    await other.page.goto('/account')
    await waitForHydration(other.page)

    const boss = await openSecondBrowser(browser, testInfo)
    await signInAsSuperadmin(boss.page.request)
    const bossClient = await convexAs(boss.page.request)
    const message = `Maintenance for ${run} tonight at 22:00`
    // A second one, posted over the API, shows the banner has loaded after a reload.
    const second = `Billing codes change for ${run}`
    try {
      await boss.page.goto('/admin/content')
      await waitForHydration(boss.page)
      await boss.page.getByRole('button', { name: 'New announcement' }).first().click()
      const dialog = boss.page.getByRole('dialog', { name: 'New announcement' })
      await dialog.getByLabel('Message').fill(message)
      await dialog.getByLabel('Tone').selectOption({ label: 'Warning' })
      await dialog.getByLabel('Shown to').selectOption({ label: firm })
      // A few minutes back, so the member's clock (read each half minute) is past it already.
      await dialog.getByLabel('Starts at').fill(localInput(Date.now() - 5 * 60_000))
      await dialog.getByRole('button', { name: 'Post announcement' }).click()
      await expect(dialog).toHaveCount(0)
      const listed = boss.page
        .getByRole('list', { name: 'Announcements' })
        .getByRole('listitem')
        .filter({ hasText: message })
      await expect(listed).toContainText(`For ${firm}`)
      await expect(listed).toContainText('Live')

      // The member sees it without a reload; the other firm does not.
      const shown = banner(page).getByRole('listitem').filter({ hasText: message })
      await expect(shown).toBeVisible()
      await expect(shown).toHaveAccessibleName('Important announcement')
      await bossClient.mutation(api.admin.content.create, {
        message: second,
        tone: 'info',
        organizationId,
        startsAt: Date.now() - 5 * 60_000,
      })
      await expect(banner(page).getByRole('listitem').filter({ hasText: second })).toBeVisible()

      // Dismissed, it goes, and stays gone after a reload (the other one shows the banner loaded).
      await shown.getByRole('button', { name: 'Dismiss announcement' }).click()
      await expect(shown).toHaveCount(0)
      await page.reload()
      await waitForHydration(page)
      await expect(banner(page).getByRole('listitem').filter({ hasText: second })).toBeVisible()
      await expect(page.getByText(message)).toHaveCount(0)
      await expect(other.page.getByText(second)).toHaveCount(0)
      await expect(banner(other.page).getByText(run)).toHaveCount(0)

      // The superadmin edits the second one, then deletes it: both reach the member live.
      const row = boss.page
        .getByRole('list', { name: 'Announcements' })
        .getByRole('listitem')
        .filter({ hasText: second })
      await row.getByRole('button', { name: /^Edit/ }).click()
      const edit = boss.page.getByRole('dialog', { name: 'Edit announcement' })
      await edit.getByLabel('Message').fill(`${second}, from Monday`)
      await edit.getByRole('button', { name: 'Save announcement' }).click()
      await expect(edit).toHaveCount(0)
      await expect(banner(page)).toContainText(`${second}, from Monday`)
      // Still for the firm only.
      await expect(row).toContainText(`For ${firm}`)
      await expect(other.page.getByText(second)).toHaveCount(0)
      await row.getByRole('button', { name: /^Delete/ }).click()
      const confirm = boss.page.getByRole('alertdialog', { name: 'Delete this announcement?' })
      await confirm.getByRole('button', { name: 'Delete announcement' }).click()
      await expect(confirm).toHaveCount(0)
      await expect(row).toHaveCount(0)
      await expect(banner(page)).toHaveCount(0)
    } finally {
      for (const announcement of await bossClient.query(api.admin.content.list, {})) {
        if (announcement.organizationId === organizationId) {
          await bossClient.mutation(api.admin.content.remove, { announcementId: announcement._id })
        }
      }
    }
    await other.close()
    await boss.close()
  })

  test('the support text a superadmin writes shows on /account/support, line by line, as text', async ({
    page,
    browser,
  }, testInfo) => {
    const run = suffix()
    await signUpWithOrganization(page, { organization: `Supported ${run}` })
    await page.goto('/account/support')
    await waitForHydration(page)
    const help = page.getByRole('heading', { name: 'Getting help' })
    await expect(help).toBeVisible()

    const boss = await openSecondBrowser(browser, testInfo)
    await signInAsSuperadmin(boss.page.request)
    const bossClient = await convexAs(boss.page.request)
    const before = await bossClient.query(api.admin.content.supportText, {})
    const lines = [`Write to help-${run}@casefile.test`, '<b>We answer</b> within a day.']
    try {
      await boss.page.goto('/admin/content')
      await waitForHydration(boss.page)
      await boss.page.getByLabel('Support page text').fill(lines.join('\n'))
      await boss.page.getByRole('button', { name: 'Save support text' }).click()
      await expect(boss.page.getByRole('button', { name: 'Save support text' })).toBeDisabled()

      // Live on the member's open page: the tags are text, the line break is kept.
      const text = page.getByRole('main').getByText(lines[0]!)
      await expect(text).toBeVisible()
      await expect(text).toContainText(lines[1]!)
      expect(await text.evaluate((node) => (node as HTMLElement).innerText)).toBe(lines.join('\n'))
      await expect(page.locator('b')).toHaveCount(0)

      // Emptied, the page shows its built-in help again.
      await boss.page.getByLabel('Support page text').fill('')
      await boss.page.getByRole('button', { name: 'Save support text' }).click()
      await expect(
        page.getByText('Casefile is run for your firm by its organization admins.'),
      ).toBeVisible()
    } finally {
      await bossClient.mutation(api.admin.content.saveSupportText, { text: before?.text ?? '' })
    }
    await boss.close()
  })

  test('a member gets the not-found page at /admin/content', async ({ page }) => {
    await signUpWithOrganization(page, { organization: `Curious ${suffix()}` })
    const response = await page.goto('/admin/content')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })
})

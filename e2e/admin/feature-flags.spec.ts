import type { Page } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import { signInAsSuperadmin } from '../account/helpers'
import { openNewMatter, openSecondBrowser } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'

const suffix = () => crypto.randomUUID().slice(0, 6)

const suggestedTime = (page: Page) => page.getByRole('heading', { name: 'Suggested time' })
const modulesTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Modules' })

test.describe('feature flags', () => {
  test.slow()

  test('a flag set for one organisation changes its feature there only, live, without a reload', async ({
    page,
    browser,
  }, testInfo) => {
    const firmA = `Flagged A ${suffix()}`
    const firmB = `Flagged B ${suffix()}`
    const a = await openNewMatter(page, { name: 'Ada Flag', organization: firmA })
    const other = await openSecondBrowser(browser, testInfo)
    const b = await openNewMatter(other.page, { name: 'Bo Flag', organization: firmB })
    for (const [tab, slug] of [
      [page, a.slug],
      [other.page, b.slug],
    ] as const) {
      await tab.goto(`/matters/${slug}/timers`)
      await waitForHydration(tab)
      await expect(suggestedTime(tab)).toBeVisible()
    }

    const boss = await openSecondBrowser(browser, testInfo)
    await signInAsSuperadmin(boss.page.request)
    await boss.page.goto('/admin/feature-flags')
    await waitForHydration(boss.page)
    const setRules = async (rules: [string, 'on' | 'off'][]) => {
      await boss.page.getByRole('button', { name: /^(Edit|Add rules to) suggested-time$/ }).click()
      const dialog = boss.page.getByRole('dialog')
      // Start from no organisation rules, then add these.
      const remove = dialog.getByRole('button', { name: /^Remove organization rule/ })
      while ((await remove.count()) > 0) await remove.first().click()
      for (const [index, [firm, value]] of rules.entries()) {
        await dialog.getByRole('button', { name: 'Add an organization rule' }).click()
        await dialog
          .getByLabel(`Organization ${index + 1}`, { exact: true })
          .selectOption({ label: firm })
        await dialog.getByLabel(`Organization ${index + 1} value`).selectOption(value)
      }
      await dialog.getByRole('button', { name: 'Save flag' }).click()
      await expect(dialog).toHaveCount(0)
    }

    await setRules([[firmA, 'off']])
    await expect(suggestedTime(page)).toHaveCount(0)
    await expect(suggestedTime(other.page)).toBeVisible()
    await setRules([
      [firmA, 'on'],
      [firmB, 'off'],
    ])
    await expect(suggestedTime(page)).toBeVisible()
    await expect(suggestedTime(other.page)).toHaveCount(0)
    // The server gates the feature too: firm B's calls are refused, not just hidden.
    await expect(
      b.client.mutation(api.time.suggestions.dismiss, {
        projectId: b.projectId,
        date: '2026-11-03',
        from: Date.parse('2026-11-03T00:00:00Z'),
        to: Date.parse('2026-11-04T00:00:00Z'),
        kind: 'reading',
      }),
    ).rejects.toThrow('This feature is not available to your organization')
    await setRules([])

    // The preview says how the flags fall for one person, and why.
    await boss.page.getByLabel('Their email').fill(a.email)
    await boss.page.getByRole('button', { name: 'Show their flags' }).click()
    await expect(
      boss.page
        .getByRole('list', { name: 'Their flags' })
        .getByRole('listitem', { name: 'suggested-time: on' }),
    ).toContainText('from the default')
    await other.close()
    await boss.close()
  })

  test('flag_disable and stored overrides apply on the development build', async ({ page }) => {
    const { slug } = await openNewMatter(page)
    await page.goto(`/matters/${slug}/overview/general?flag_disable=modules`)
    await waitForHydration(page)
    await expect(modulesTab(page)).toHaveCount(0)
    await page.goto(`/matters/${slug}/overview/general`)
    await waitForHydration(page)
    await expect(modulesTab(page)).toBeVisible()
    await page.evaluate(() => localStorage.setItem('flag_overrides', '{"modules":false}'))
    await page.reload()
    await waitForHydration(page)
    await expect(modulesTab(page)).toHaveCount(0)
    await page.goto(`/matters/${slug}/overview/general?flag_enable=modules`)
    await waitForHydration(page)
    await expect(modulesTab(page)).toBeVisible()
  })

  test('a failed flag fetch falls back to the defaults', async ({ page, browser }, testInfo) => {
    const organization = `Flag fallback ${suffix()}`
    const { slug, client } = await openNewMatter(page, { organization })
    const organizationId = (await client.query(api.accounts.session.authContext, {}))!
      .organizationId!
    const boss = await openSecondBrowser(browser, testInfo)
    await signInAsSuperadmin(boss.page.request)
    const bossClient = await convexAs(boss.page.request)
    const { flags } = await bossClient.query(api.flags.admin.list, {})
    const modules = flags.find((flag) => flag.name === 'modules')
    await bossClient.mutation(api.flags.admin.save, {
      name: 'modules',
      description: modules?.description ?? '',
      defaultValue: true,
      environments: {},
      organizations: [
        ...(modules?.organizations ?? []).map(({ organizationId, value }) => ({
          organizationId,
          value,
        })),
        { organizationId, value: false },
      ],
      people: [],
      countries: [],
    })
    await boss.close()
    await page.goto(`/matters/${slug}/overview/general`)
    await waitForHydration(page)
    await expect(modulesTab(page)).toHaveCount(0)

    // The flags' query now fails on the server (its context is altered on the way): every flag
    // reads its default, so Modules is back.
    await page.routeWebSocket(/\/api\/[^/]+\/sync$/, (ws) => {
      const server = ws.connectToServer()
      ws.onMessage((message) => {
        server.send(
          typeof message === 'string' && message.includes('flags/resolved:getResolvedFlags')
            ? message.replace(/"env":"(dev|staging|prod)"/, '"env":"unreachable"')
            : message,
        )
      })
    })
    await page.reload()
    await waitForHydration(page)
    await expect(modulesTab(page)).toBeVisible()
  })
})

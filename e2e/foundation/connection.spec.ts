import { openNewMatter } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'

// The backend's connection state is observed: offline, the shell says so, and the banner goes
// when the network returns.
test('an offline banner shows while the network is down', async ({ page, context }) => {
  await openNewMatter(page)
  await page.goto('/matters')
  await waitForHydration(page)
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' })
  await expect(banner).toHaveCount(0)
  await context.setOffline(true)
  await expect(banner).toBeVisible()
  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
})

import { expect, test } from '../fixtures'

test.describe('toasts', () => {
  // Playwright's fake clock throws when a handle from requestIdleCallback is cleared with
  // clearTimeout, which a real browser ignores: a library's idle cleanup on this page did so once on
  // a loaded run. The toasts' own timers are what these tests check.
  test.use({
    allowedConsoleErrors: [
      'Cannot clear timer: timer created with requestIdleCallback() but cleared with clearTimeout()',
    ],
  })

  test.beforeEach(async ({ page, gotoHydrated }) => {
    await page.clock.install()
    await gotoHydrated('/dev/ui')
    // From here on the page's time moves only when a test says so, however slow the machine is.
    // The page's clock runs on while this call travels, so the pause point must lie well ahead of
    // "now" (a busy machine once took over a second); nothing on the page is due in between.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000)
  })

  test('a toast closes by itself after 5 seconds', async ({ page }) => {
    await page.getByRole('button', { name: 'Show success toast' }).click()
    const region = page.getByRole('region', { name: /Notifications/ })
    const toast = region.getByRole('listitem').filter({ hasText: 'Upload complete' })
    await expect(toast).toBeVisible()
    await page.clock.runFor(4_500)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1_000)
    await expect(toast).toBeHidden()
  })

  test('hovering a toast pauses its auto-close', async ({ page }) => {
    await page.getByRole('button', { name: 'Show default toast' }).click()
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Matter saved' })
    await expect(toast).toBeVisible()
    await toast.hover()
    await page.clock.runFor(8_000)
    await expect(toast).toBeVisible()
    await page.mouse.move(5, 5)
    await page.clock.runFor(5_500)
    await expect(toast).toBeHidden()
  })

  test('F8 moves focus to the notification region', async ({ page }) => {
    await page.getByRole('button', { name: 'Show error toast' }).click()
    // The toast is up before the key (with error reporting loading beside it, it can take a frame).
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByRole('listitem'),
    ).toHaveCount(1)
    await page.keyboard.press('F8')
    await expect
      .poll(() =>
        page.evaluate(() => {
          const region = document.querySelector('[role="region"][aria-label^="Notifications"]')
          return !!region && !!document.activeElement && region.contains(document.activeElement)
        }),
      )
      .toBe(true)
  })

  test('the close button dismisses a toast and newest toasts come first', async ({ page }) => {
    await page.getByRole('button', { name: 'Show default toast' }).click()
    await page.getByRole('button', { name: 'Show ai toast' }).click()
    const region = page.getByRole('region', { name: /Notifications/ })
    await expect(region.getByRole('listitem')).toHaveCount(2)
    const newest = region.getByRole('listitem').filter({ hasText: 'Draft ready' })
    const older = region.getByRole('listitem').filter({ hasText: 'Matter saved' })
    const [newestBox, olderBox] = [await newest.boundingBox(), await older.boundingBox()]
    expect(newestBox!.y).toBeLessThan(olderBox!.y)
    await newest.getByRole('button', { name: 'Close notification' }).click()
    await expect(region.getByText('Draft ready')).toBeHidden()
    await expect(region.getByText('Matter saved')).toBeVisible()
  })
})

test.describe('render-error fallback', () => {
  test.use({
    allowedConsoleErrors: [
      'Simulated rendering failure',
      'RenderErrorBoundary',
      'The above error occurred',
    ],
  })

  test('a broken panel shows the fallback and the rest of the page keeps working', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/dev/ui')
    await page.getByRole('button', { name: 'Break this panel' }).click()
    const fallback = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
    await expect(fallback).toContainText(
      'An unexpected error occurred while rendering this component.',
    )
    await expect(fallback.getByRole('button', { name: 'Refresh Page' })).toBeVisible()
    await expect(fallback.getByRole('button', { name: 'Try Again' })).toBeVisible()
    await expect(page.getByText('Loading feature flags...')).toBeVisible()
  })
})

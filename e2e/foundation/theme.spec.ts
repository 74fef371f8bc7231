import { expect, test, waitForHydration } from '../fixtures'

// Records, before any page script runs, whether <html> was already dark when <body> first
// appeared: if so, the first paint was dark and there was no light flash.
const recordFirstPaintTheme = () => {
  const observer = new MutationObserver(() => {
    if (document.body) {
      ;(window as unknown as { __darkAtFirstPaint: boolean }).__darkAtFirstPaint =
        document.documentElement.classList.contains('dark')
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true })
}

test.describe('theme', () => {
  test('defaults to the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/login')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('radio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })

  test('a chosen theme is remembered across reloads without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.addInitScript(recordFirstPaintTheme)
    await page.goto('/login')
    await waitForHydration(page)
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)

    await page.getByRole('radio', { name: 'Dark' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    expect(
      await page.evaluate(
        () => (window as unknown as { __darkAtFirstPaint: boolean }).__darkAtFirstPaint,
      ),
    ).toBe(true)
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')

    await page.getByRole('radio', { name: 'Light' }).click()
    await page.reload()
    expect(
      await page.evaluate(
        () => (window as unknown as { __darkAtFirstPaint: boolean }).__darkAtFirstPaint,
      ),
    ).toBe(false)
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('the theme control works from the keyboard', async ({ page, gotoHydrated }) => {
    await gotoHydrated('/login')
    await page.getByRole('radio', { name: 'System' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeFocused()
  })
})

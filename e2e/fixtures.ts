import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** Console errors a test expects (a deliberately failing route logs one); matched by substring. */
  allowedConsoleErrors: (string | RegExp)[]
  /** Navigates and waits until React has hydrated the page, so clicks are never lost. */
  gotoHydrated: (url: string) => Promise<void>
}

const STATIC_ASSETS = new Set(['script', 'stylesheet', 'image', 'font', 'media', 'manifest'])

function isAllowed(text: string, allowed: (string | RegExp)[]) {
  return allowed.some((pattern) =>
    typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
  )
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // Each test is its own client address, so better-auth's per-address rate limit (a 4th bad
  // sign-in within 10 s is refused) never leaks between tests. The test stack trusts this header.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    const [a, b] = crypto.getRandomValues(new Uint8Array(2))
    await use({ 'x-forwarded-for': `198.51.${a! % 250}.${(b! % 250) + 1}` })
  },

  // Every test fails on a browser console error, an uncaught page error, or a failed asset.
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message, allowedConsoleErrors))
        problems.push(`page error: ${error.message}`)
    })
    page.on('console', (message) => {
      // Chromium reports every non-2xx response as "Failed to load resource"; the response
      // listener below already fails on assets, and documents may be 404 on purpose.
      if (message.text().startsWith('Failed to load resource')) return
      if (message.type() === 'error' && !isAllowed(message.text(), allowedConsoleErrors)) {
        problems.push(`console error: ${message.text()}`)
      }
    })
    page.on('response', (response) => {
      // Static assets must never fail. Documents may be 404 on purpose (the not-found page), and
      // API calls answer 401 or 429 when a test means them to; their results show in the UI.
      if (response.status() >= 400 && STATIC_ASSETS.has(response.request().resourceType())) {
        problems.push(`asset ${response.status()}: ${response.url()}`)
      }
    })

    await use(page)

    expect(problems, 'browser console errors and failed assets').toEqual([])
  },

  gotoHydrated: async ({ page }, use) => {
    await use(async (url: string) => {
      await page.goto(url)
      await waitForHydration(page)
    })
  },
})

/** Resolves once the root has marked <body data-hydrated>. */
export async function waitForHydration(page: Page) {
  // A cold dev server can take several seconds to serve the app's modules on a busy machine.
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
}

export { expect }

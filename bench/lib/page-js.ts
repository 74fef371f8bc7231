// The JavaScript a page loads, as a browser loads it: Chromium (Playwright, Debian's
// /usr/bin/chromium) opens the page, and every script response is recorded until React has
// hydrated (<body data-hydrated>, set by the root route) and again once the network has been idle;
// then each script is fetched once more with `Accept-Encoding: gzip` and once with `br`, and the
// bytes the server sends (its own compression, scripts/lib/compress.mjs) are counted.
import http from 'node:http'
import { type Browser, chromium } from '@playwright/test'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export type ScriptBytes = { url: string; raw: number; gzip: number; brotli: number }

export type PageJs = {
  url: string
  status: number
  /** Scripts requested before the page was hydrated: what it needs to become interactive. */
  beforeInteractive: { count: number; raw: number; gzip: number; brotli: number }
  /** Scripts requested after hydration, once the network is idle (prefetches, lazy pieces). */
  afterInteractive: { count: number; raw: number; gzip: number; brotli: number }
  hydratedMs: number
  /** Any request of the page that failed or answered ≥ 400 (a missing stylesheet, say). */
  failed: string[]
  scripts: (ScriptBytes & { afterInteractive: boolean })[]
}

/** A `name=value; name=value` Cookie header as browser cookies for the page's host. */
export function cookiesFor(url: string, cookie: string) {
  const { hostname } = new URL(url)
  return cookie.split('; ').map((pair) => {
    const eq = pair.indexOf('=')
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: hostname, path: '/' }
  })
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] })
}

/** The bytes the server sends for `url` under one Accept-Encoding (the body as it arrives). */
function sentBytes(url: string, encoding: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) }, timeout: 30_000 },
      (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)))
    request.on('error', reject)
  })
}

function total(scripts: ScriptBytes[]) {
  return {
    count: scripts.length,
    raw: scripts.reduce((a, s) => a + s.raw, 0),
    gzip: scripts.reduce((a, s) => a + s.gzip, 0),
    brotli: scripts.reduce((a, s) => a + s.brotli, 0),
  }
}

/**
 * Opens `url` in a fresh context (with the session cookie when given) and measures its scripts.
 * Bounded: 60 s for the page to hydrate, 10 s of waiting for the network to settle.
 */
export async function measurePageJs(
  browser: Browser,
  url: string,
  options: { cookie?: string } = {},
): Promise<PageJs> {
  const context = await browser.newContext()
  if (options.cookie) await context.addCookies(cookiesFor(url, options.cookie))
  const page = await context.newPage()
  const seen: { url: string; afterInteractive: boolean }[] = []
  let hydrated = false
  const failed: string[] = []
  page.on('requestfailed', (request) =>
    failed.push(`${request.url()}: ${request.failure()?.errorText}`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`)
  })
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
      if (!seen.some((s) => s.url === request.url()))
        seen.push({ url: request.url(), afterInteractive: hydrated })
    }
  })
  const t0 = Date.now()
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForSelector('body[data-hydrated]', { state: 'attached', timeout: 60_000 })
    hydrated = true
    const hydratedMs = Date.now() - t0
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
    const cookie = options.cookie ?? ''
    const scripts: PageJs['scripts'] = []
    for (const s of seen) {
      scripts.push({
        url: new URL(s.url).pathname,
        raw: await sentBytes(s.url, 'identity', cookie),
        gzip: await sentBytes(s.url, 'gzip', cookie),
        brotli: await sentBytes(s.url, 'br', cookie),
        afterInteractive: s.afterInteractive,
      })
    }
    return {
      url: new URL(url).pathname,
      status: response?.status() ?? 0,
      beforeInteractive: total(scripts.filter((s) => !s.afterInteractive)),
      afterInteractive: total(scripts.filter((s) => s.afterInteractive)),
      hydratedMs,
      failed,
      scripts,
    }
  } finally {
    await context.close()
  }
}

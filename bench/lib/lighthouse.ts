// Lighthouse (its Node API, the desktop preset, performance only) against a page, in Debian's
// Chromium started by chrome-launcher (`--headless=new --no-sandbox`), a fresh browser and profile
// per run. A signed-in page gets the session in the browser's cookie store (set over CDP before
// Lighthouse starts, with Lighthouse's storage reset off), not as Lighthouse's `extraHeaders`:
// better-auth's answers set cookies, and Chromium then sends its own Cookie header instead of the
// extra one on some requests, which signed the page out mid-run (1 run in 3 ended on /login).
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_PATH, cookiesFor } from './page-js'

export type LighthouseRun = {
  score: number
  /** Where the run ended (a signed-out page would have ended on /login). */
  finalUrl: string
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  lcpElement: string | null
  /** Bytes of script the page transferred, as Lighthouse's network records count them. */
  scriptTransferBytes: number
  totalTransferBytes: number
  warnings: string[]
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function timeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${label}: no result within ${ms} ms`)), ms)
    }),
  ])
}

export async function runLighthouse(
  url: string,
  options: { cookie?: string; timeoutMs?: number } = {},
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS })
  try {
    if (options.cookie) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      await browser.contexts()[0]!.addCookies(cookiesFor(url, options.cookie))
      await browser.close()
    }
    const result = await timeout(
      lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // A fresh profile per run is already empty; a reset would drop the session cookie.
          disableStorageReset: Boolean(options.cookie),
        },
        desktopConfig,
      ),
      options.timeoutMs ?? 120_000,
      `Lighthouse ${url}`,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    const network =
      (
        lhr.audits['network-requests']?.details as
          { items?: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? []
    const finalUrl = lhr.finalDisplayedUrl
    if (new URL(finalUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse ${url} ended on ${finalUrl}`)
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      finalUrl,
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(numeric('speed-index')),
      lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      scriptTransferBytes: network
        .filter((r) => r.resourceType === 'Script')
        .reduce((a, r) => a + (r.transferSize ?? 0), 0),
      totalTransferBytes: network.reduce((a, r) => a + (r.transferSize ?? 0), 0),
      warnings: lhr.runWarnings,
    }
  } finally {
    chrome.kill()
  }
}

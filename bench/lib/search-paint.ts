// P5, the browser's side: how long after the last keystroke a search's results are on screen.
// Chromium opens the dossier signed in; for each query the search box is filled and Enter pressed
// (Enter searches at once, so no debounce is in the figure). In the page, the time of that keydown
// is taken in the capture phase, before the app sees it; a MutationObserver then waits for the
// results list to show the new answer (not the dimmed previous one: aria-busy gone, the URL
// carrying the query, the list changed) or for 'No documents found', and two animation frames
// later (the frame with the change has been painted) the time is taken again. Nothing in the app
// is instrumented for it.
import fs from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { cookiesFor } from './page-js'

/**
 * One answer: `ms` from Enter to the painted answer, split into Enter → the query's frame sent
 * (`sentMs`: the app's own work), sent → the last frame received before the answer showed
 * (`answerMs`: server and socket), and received → painted (`paintMs`: React and the browser).
 */
export type PaintRun = {
  query: string
  ms: number
  sentMs: number
  answerMs: number
  paintMs: number
}
type Timing = Omit<PaintRun, 'query'>

// Every WebSocket frame's time, sent and received (before the app's own handler runs).
const SOCKET_CLOCK = `(() => {
  window.__socketSends = []
  window.__socketReceives = []
  const send = WebSocket.prototype.send
  WebSocket.prototype.send = function (data) {
    window.__socketSends.push(performance.now())
    return send.call(this, data)
  }
  const Native = window.WebSocket
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args)
      this.addEventListener('message', () => window.__socketReceives.push(performance.now()))
    }
  }
})()`

// Kept as text: tsx's transform would add helpers (`__name`) the page does not have.
const PROBE = `({ query, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const listHtml = () =>
      document.querySelector('ol[aria-label="Search results"]')?.innerHTML ?? ''
    const before = listHtml()
    let started = -1
    const onKey = (event) => {
      if (event.key === 'Enter' && started < 0) started = performance.now()
    }
    window.addEventListener('keydown', onKey, { capture: true })
    const answered = () => {
      if (started < 0) return false
      // The router writes a value that reads as JSON (a quoted phrase) as JSON.
      const q = new URLSearchParams(location.search).get('q')
      let parsed = null
      try { parsed = JSON.parse(q) } catch {}
      if (q !== query && parsed !== query) return false
      const list = document.querySelector('ol[aria-label="Search results"]')
      if (list && !list.hasAttribute('aria-busy') && list.innerHTML !== before) return true
      const status = document.querySelector('section[aria-labelledby="dossier-search-results-heading"] [role=status]')
      return status?.textContent === 'No documents found'
    }
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error('no answer painted for ' + query + ' in ' + timeoutMs + ' ms'))
    }, timeoutMs)
    const observer = new MutationObserver(() => {
      if (!answered()) return
      observer.disconnect()
      clearTimeout(timer)
      window.removeEventListener('keydown', onKey, { capture: true })
      const seen = performance.now()
      const sent = window.__socketSends.find((t) => t >= started) ?? NaN
      const received = window.__socketReceives.filter((t) => t >= sent && t <= seen).pop() ?? NaN
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const painted = performance.now()
          resolve({ ms: painted - started, sentMs: sent - started, answerMs: received - sent, paintMs: painted - received })
        }),
      )
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })`

/** In the page: resolves with ms from the next Enter keydown to the painted answer for `query`. */
function armPaintProbe(page: Page, query: string, timeoutMs: number) {
  return page.evaluate(`(${PROBE})(${JSON.stringify({ query, timeoutMs })})`) as Promise<Timing>
}

/**
 * Each query once per round, a fresh signed-in dossier page per round (so no answer comes from the
 * page's own cache; convex-local keeps no result cache either): fill the box, press Enter, time
 * the painted answer. Bounded: 60 s to hydrate, 15 s per answer.
 */
export async function measureSearchPaint(
  browser: Browser,
  dossierUrl: string,
  cookie: string,
  queries: string[],
  rounds: number,
  options: { profileTo?: string } = {},
): Promise<PaintRun[]> {
  const runs: PaintRun[] = []
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } })
    await context.addCookies(cookiesFor(dossierUrl, cookie))
    await context.addInitScript(SOCKET_CLOCK)
    const page = await context.newPage()
    try {
      await page.goto(dossierUrl, { waitUntil: 'load', timeout: 60_000 })
      await page.locator('body[data-hydrated]').waitFor({ timeout: 60_000 })
      const box = page.getByLabel('Search the dossier')
      // The page's CPU profile over the first round, to see where a slow answer goes.
      const cdp = options.profileTo && round === 0 ? await context.newCDPSession(page) : null
      if (cdp) await cdp.send('Profiler.enable')
      if (cdp) await cdp.send('Profiler.start')
      for (const query of queries) {
        await box.fill(query)
        const probe = armPaintProbe(page, query, 15_000)
        await box.press('Enter')
        const timing = await probe
        const round2 = (ms: number) => Math.round(ms * 100) / 100
        runs.push({
          query,
          ms: round2(timing.ms),
          sentMs: round2(timing.sentMs),
          answerMs: round2(timing.answerMs),
          paintMs: round2(timing.paintMs),
        })
      }
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop')
        fs.writeFileSync(options.profileTo!, JSON.stringify(profile))
      }
    } finally {
      await context.close()
    }
  }
  return runs
}

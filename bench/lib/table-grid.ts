// P4, a review table of 50 rows × 20 columns in the browser: sort, filter, keyboard moves and
// scrolling, with every long task (> 50 ms) and every interaction's duration (Event Timing) the
// page reports; and edits, timed from the Save click to the new value painted in the grid (the
// optimistic update, not the server's answer), from the click on Save. Nothing in the app is instrumented for it.
import type { Browser, Page } from '@playwright/test'
import { cookiesFor } from './page-js'

// Kept as text: tsx's transform would add helpers the page does not have.
const OBSERVERS = `(() => {
  window.__longTasks = []
  window.__events = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ at: entry.startTime, ms: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__events.push({ type: entry.name, ms: entry.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
})()`

const EDIT_PROBE = `(value) => new Promise((resolve, reject) => {
  let started = -1
  // From the click that saves (the end of the press: a mouse button's down and up are the
  // driver's, not the app's).
  const onDown = (event) => {
    if (event.target.closest('button')?.textContent?.includes('Save value')) started = performance.now()
  }
  window.addEventListener('click', onDown, { capture: true })
  const cell = () => document.querySelector('[role=gridcell][aria-selected=true]')
  const timer = setTimeout(() => reject(new Error('the edit was not painted in 10 s')), 10000)
  const observer = new MutationObserver(() => {
    if (started < 0 || !cell()?.textContent?.includes(value)) return
    observer.disconnect()
    clearTimeout(timer)
    window.removeEventListener('click', onDown, { capture: true })
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)))
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
})`

type Window = {
  __longTasks: { at: number; ms: number }[]
  __events: { type: string; ms: number }[]
}

async function phase(page: Page, run: () => Promise<void>) {
  const before = await page.evaluate(() => performance.now())
  await run()
  // Let the last frame land before reading what it cost.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  )
  return await page.evaluate(
    (since) =>
      (window as unknown as Window).__longTasks.filter((t) => t.at >= since).map((t) => t.ms),
    before,
  )
}

export type GridRun = {
  longTasksMs: Record<'sort' | 'filter' | 'keyboard' | 'scroll', number[]>
  interactionsMs: { type: string; ms: number }[]
  editPaintedMs: number[]
}

/** Opens the table (signed in by cookie) and runs each phase once, then `edits` edits. */
export async function measureTableGrid(
  browser: Browser,
  tableUrl: string,
  cookie: string,
  columns: string[],
  edits: number,
): Promise<GridRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addCookies(cookiesFor(tableUrl, cookie))
  await context.addInitScript(OBSERVERS)
  const page = await context.newPage()
  try {
    await page.goto(tableUrl, { waitUntil: 'load', timeout: 60_000 })
    await page.locator('body[data-hydrated]').waitFor({ timeout: 60_000 })
    const grid = page.getByRole('grid')
    await grid.getByRole('row').nth(50).waitFor({ timeout: 60_000 })

    const sort = await phase(page, async () => {
      for (const label of columns.slice(0, 5)) {
        await grid.getByRole('button', { name: `Sort by ${label}` }).click()
        await grid.getByRole('button', { name: `Sort by ${label}` }).click()
      }
    })
    const filter = await phase(page, async () => {
      await page.getByLabel('Filter rows').pressSequentially('exhibit', { delay: 60 })
      await page.getByLabel('Filter rows').fill('')
    })
    const keyboard = await phase(page, async () => {
      await grid.getByRole('gridcell').first().click()
      for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight')
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown')
    })
    const scroll = await phase(page, async () => {
      const scroller = page.locator('div:has(> table[role=grid])')
      for (let i = 0; i < 20; i++) {
        await scroller.evaluate((el, step) => el.scrollBy(step % 2 ? 180 : 0, 240), i)
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)))
      }
      await scroller.evaluate((el) => el.scrollTo(0, 0))
    })

    const editPaintedMs: number[] = []
    for (let i = 0; i < edits; i++) {
      const cell = grid
        .getByRole('row')
        .nth(1 + i)
        .getByRole('gridcell')
        .first()
      await cell.click()
      const value = `Checked by bench ${i} ${Date.now()}`
      await page.getByLabel('Correct the value').fill(value)
      const painted = page.evaluate(`(${EDIT_PROBE})(${JSON.stringify(value)})`) as Promise<number>
      await page.getByRole('button', { name: 'Save value' }).click()
      editPaintedMs.push(Math.round((await painted) * 100) / 100)
    }
    const interactionsMs = await page.evaluate(() => (window as unknown as Window).__events)
    return { longTasksMs: { sort, filter, keyboard, scroll }, interactionsMs, editPaintedMs }
  } finally {
    await context.close()
  }
}

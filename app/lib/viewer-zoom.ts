// The document viewer's geometry: zoom steps, fitting a page to the pane, rotation and page
// numbers. Pure, so the toolbar, the keyboard and the panes agree on every number.

/** The zoom levels +/- step through, as scale factors (1 = 100 %, a PDF point per CSS pixel). */
export const ZOOM_STEPS = [
  0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4,
] as const
export const MIN_SCALE = Math.min(...ZOOM_STEPS)
export const MAX_SCALE = Math.max(...ZOOM_STEPS)

/** Fit to the pane's width, fit the whole page in the pane, or a fixed scale. */
export type ZoomMode = 'fit-width' | 'fit-page' | number

/** Quarter turns clockwise, in degrees. */
export type Rotation = 0 | 90 | 180 | 270

export type Size = { width: number; height: number }

/** Room kept around a page inside the pane (CSS pixels on each side), so its edges show. */
export const PAGE_GUTTER = 16

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))
}

// Fitting gives scales between the steps; a small tolerance keeps 1.0999 from stepping to 1.1.
const EPSILON = 0.001

/** The next zoom step above `scale` (the largest step stays). */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + EPSILON) ?? MAX_SCALE
}

/** The next zoom step below `scale` (the smallest step stays). */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - EPSILON) ?? MIN_SCALE
}

/** A page's size once turned by `rotation` (a quarter turn swaps width and height). */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width }
}

/**
 * The scale a zoom mode gives for a page of `page` size (at scale 1, already rotated) in a pane
 * of `pane` size, keeping PAGE_GUTTER free on each side. A fixed scale is only clamped.
 */
export function scaleFor(mode: ZoomMode, page: Size, pane: Size): number {
  if (typeof mode === 'number') return clampScale(mode)
  if (page.width <= 0 || page.height <= 0 || pane.width <= 0 || pane.height <= 0) return 1
  const byWidth = (pane.width - 2 * PAGE_GUTTER) / page.width
  if (mode === 'fit-width') return clampScale(byWidth)
  const byHeight = (pane.height - 2 * PAGE_GUTTER) / page.height
  return clampScale(Math.min(byWidth, byHeight))
}

/** The rotation after turning `by` degrees (a multiple of 90, either way). */
export function rotate(rotation: Rotation, by: number): Rotation {
  return ((((rotation + by) % 360) + 360) % 360) as Rotation
}

/** A scale as the toolbar shows it: '125%'. */
export function formatZoom(scale: number): string {
  return `${Math.round(scale * 100)}%`
}

/** A page number within 1…pageCount (1 when the count is not known yet). */
export function clampPage(page: number, pageCount: number | null): number {
  if (!Number.isFinite(page)) return 1
  const whole = Math.round(page)
  const last = pageCount !== null && pageCount >= 1 ? pageCount : Infinity
  return Math.min(last, Math.max(1, whole))
}

/** What a typed page number means: a page within range, or null for anything else. */
export function parsePageInput(input: string, pageCount: number | null): number | null {
  const trimmed = input.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const page = Number(trimmed)
  if (page < 1 || (pageCount !== null && page > pageCount)) return null
  return page
}

/**
 * The page a reader is on: the last page whose top lies above the reading line, a third of the
 * way down the pane. `pageTops` are the pages' offsets in the scroll area, in order. Scrolled to
 * the very end, it is the last page, however short (its top may never reach the line).
 */
export function pageAtScroll(
  pageTops: readonly number[],
  {
    scrollTop,
    paneHeight,
    scrollHeight,
  }: { scrollTop: number; paneHeight: number; scrollHeight: number },
) {
  if (pageTops.length === 0) return 1
  if (scrollTop > 0 && scrollTop + paneHeight >= scrollHeight - 2) return pageTops.length
  const line = scrollTop + paneHeight / 3
  let low = 0
  let high = pageTops.length - 1
  let found = 0
  while (low <= high) {
    const middle = (low + high) >> 1
    if (pageTops[middle]! <= line) {
      found = middle
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return found + 1
}

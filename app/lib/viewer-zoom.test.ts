import { describe, expect, test } from 'vitest'
import {
  MAX_SCALE,
  MIN_SCALE,
  PAGE_GUTTER,
  clampPage,
  formatZoom,
  pageAtScroll,
  parsePageInput,
  rotate,
  rotatedSize,
  scaleFor,
  zoomIn,
  zoomOut,
} from './viewer-zoom'

const LETTER = { width: 612, height: 792 }

describe('zooming', () => {
  test('steps up and down through the zoom levels', () => {
    expect(zoomIn(1)).toBe(1.1)
    expect(zoomOut(1)).toBe(0.9)
    expect(zoomIn(1.3)).toBe(1.5)
    expect(zoomOut(1.3)).toBe(1.25)
  })

  test('a fitted scale just under a step goes to the next step, not the same one', () => {
    expect(zoomIn(1.0999)).toBe(1.25)
    expect(zoomOut(1.1001)).toBe(1)
  })

  test('stops at the smallest and largest levels', () => {
    expect(zoomIn(MAX_SCALE)).toBe(MAX_SCALE)
    expect(zoomOut(MIN_SCALE)).toBe(MIN_SCALE)
  })

  test('reads as a whole percentage', () => {
    expect(formatZoom(1)).toBe('100%')
    expect(formatZoom(1.249)).toBe('125%')
  })
})

describe('fitting a page to the pane', () => {
  test('fit width uses the pane’s width less the gutters', () => {
    const pane = { width: 612 * 1.5 + 2 * PAGE_GUTTER, height: 400 }
    expect(scaleFor('fit-width', LETTER, pane)).toBeCloseTo(1.5)
  })

  test('fit page takes the tighter of width and height', () => {
    const pane = { width: 2000, height: 792 + 2 * PAGE_GUTTER }
    expect(scaleFor('fit-page', LETTER, pane)).toBeCloseTo(1)
  })

  test('a turned page fits by its turned size', () => {
    const pane = { width: 792 + 2 * PAGE_GUTTER, height: 5000 }
    expect(scaleFor('fit-width', rotatedSize(LETTER, 90), pane)).toBeCloseTo(1)
  })

  test('a fixed scale is clamped, and an unmeasured pane gives 100%', () => {
    expect(scaleFor(9, LETTER, { width: 100, height: 100 })).toBe(MAX_SCALE)
    expect(scaleFor('fit-width', LETTER, { width: 0, height: 0 })).toBe(1)
    expect(scaleFor('fit-page', LETTER, { width: 10, height: 10 })).toBe(MIN_SCALE)
  })
})

describe('rotation', () => {
  test('turns by quarter turns either way and wraps around', () => {
    expect(rotate(0, 90)).toBe(90)
    expect(rotate(270, 90)).toBe(0)
    expect(rotate(0, -90)).toBe(270)
  })

  test('a quarter turn swaps width and height, a half turn does not', () => {
    expect(rotatedSize(LETTER, 90)).toEqual({ width: 792, height: 612 })
    expect(rotatedSize(LETTER, 180)).toEqual(LETTER)
  })
})

describe('page numbers', () => {
  test('are kept within the document', () => {
    expect(clampPage(0, 6)).toBe(1)
    expect(clampPage(9, 6)).toBe(6)
    expect(clampPage(4, null)).toBe(4)
    expect(clampPage(Number.NaN, 6)).toBe(1)
  })

  test('a typed page number must be a page of the document', () => {
    expect(parsePageInput(' 3 ', 6)).toBe(3)
    expect(parsePageInput('7', 6)).toBeNull()
    expect(parsePageInput('0', 6)).toBeNull()
    expect(parsePageInput('2.5', 6)).toBeNull()
    expect(parsePageInput('', 6)).toBeNull()
  })

  test('the page on screen is the last one whose top passed the reading line', () => {
    const tops = [0, 1000, 2000, 3000]
    const at = (scrollTop: number) =>
      pageAtScroll(tops, { scrollTop, paneHeight: 900, scrollHeight: 4000 })
    expect(at(0)).toBe(1)
    expect(at(600)).toBe(1)
    expect(at(800)).toBe(2)
    expect(at(2000)).toBe(3)
    // At the very end the last page counts, even if its top never reached the line.
    expect(
      pageAtScroll([0, 1000, 1900], { scrollTop: 1200, paneHeight: 900, scrollHeight: 2100 }),
    ).toBe(3)
    expect(pageAtScroll([], { scrollTop: 0, paneHeight: 900, scrollHeight: 0 })).toBe(1)
  })
})

import { describe, expect, test } from 'vitest'
import { FIRST_PAGE, currentCursor, nextPage, pageNumber, previousPage } from './page-cursors'

describe('page cursors', () => {
  test('the first page has no cursor and is page 1', () => {
    expect(currentCursor(FIRST_PAGE)).toBeNull()
    expect(pageNumber(FIRST_PAGE)).toBe(1)
  })

  test('Next opens the continue cursor as the next page', () => {
    const second = nextPage(FIRST_PAGE, 'c1')
    const third = nextPage(second, 'c2')
    expect(currentCursor(second)).toBe('c1')
    expect(pageNumber(third)).toBe(3)
    expect(currentCursor(third)).toBe('c2')
  })

  test('Previous returns to the page before, with its own cursor', () => {
    const third = nextPage(nextPage(FIRST_PAGE, 'c1'), 'c2')
    expect(currentCursor(previousPage(third))).toBe('c1')
    expect(pageNumber(previousPage(previousPage(third)))).toBe(1)
  })

  test('Previous on the first page stays there', () => {
    expect(previousPage(FIRST_PAGE)).toEqual([null])
  })
})

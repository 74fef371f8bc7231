import { describe, expect, test } from 'vitest'
import { describeHits, locateHit } from './find-hits'

describe('locateHit', () => {
  const perPage = [2, 0, 3, 1]

  test('finds the page and the match within it', () => {
    expect(locateHit(perPage, 0)).toEqual({ page: 1, local: 0 })
    expect(locateHit(perPage, 1)).toEqual({ page: 1, local: 1 })
    expect(locateHit(perPage, 2)).toEqual({ page: 3, local: 0 })
    expect(locateHit(perPage, 5)).toEqual({ page: 4, local: 0 })
  })

  test('answers null past the last match or for a bad index', () => {
    expect(locateHit(perPage, 6)).toBeNull()
    expect(locateHit(perPage, -1)).toBeNull()
    expect(locateHit([], 0)).toBeNull()
  })
})

describe('describeHits', () => {
  test('counts from one', () => {
    expect(describeHits({ active: 2, count: 12, searching: false })).toBe('3 of 12')
  })

  test('says when nothing matched, and when pages are still being read', () => {
    expect(describeHits({ active: 0, count: 0, searching: false })).toBe('No matches')
    expect(describeHits({ active: 0, count: 0, searching: true })).toBe('Searching…')
    expect(describeHits({ active: 0, count: 4, searching: true })).toBe('1 of 4…')
  })
})

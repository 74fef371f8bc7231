import { describe, expect, test } from 'vitest'
import { verifyQuote } from './citations'

const pages = [
  {
    page: 1,
    text: 'Plaintiff brings this action as a class action.\nThe Class Period runs from March 3, 2023.',
  },
  {
    page: 2,
    text: 'Revenue was recog-\nnised before delivery. The “side letters” allowed returns.',
  },
  { page: 3, text: 'The Class Period runs from March 3, 2023.' },
]

describe('verifyQuote', () => {
  test('finds an exact quote and returns its span on the page', () => {
    const check = verifyQuote(pages, 'brings this action')
    expect(check).toEqual({ found: true, page: 1, start: 10, end: 28 })
    if (check.found) expect(pages[0]!.text.slice(check.start, check.end)).toBe('brings this action')
  })

  test('finds a quote copied with other white space, quotes, case and an unbroken word', () => {
    const check = verifyQuote(pages, 'RECOGNISED before delivery. The "side   letters"')
    expect(check.found).toBe(true)
    if (check.found) {
      expect(check.page).toBe(2)
      expect(pages[1]!.text.slice(check.start, check.end)).toBe(
        'recog-\nnised before delivery. The “side letters”',
      )
    }
  })

  test('prefers the hinted page when the quote occurs on several', () => {
    expect(verifyQuote(pages, 'the class period runs', { page: 3 })).toMatchObject({ page: 3 })
    expect(verifyQuote(pages, 'the class period runs')).toMatchObject({ page: 1 })
    expect(verifyQuote(pages, 'the class period runs', { page: 2 })).toMatchObject({ page: 1 })
  })

  test('flags a quote that is not in the document, and an empty one', () => {
    expect(verifyQuote(pages, 'the defendants admitted liability')).toEqual({ found: false })
    expect(verifyQuote(pages, '   ')).toEqual({ found: false })
  })
})

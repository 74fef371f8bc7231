import { describe, expect, test } from 'vitest'
import { contentStems, recase, sentenceBounds, splitSentences, stem } from './text'

describe('stem', () => {
  test('brings the forms of a word together', () => {
    expect(stem('filed')).toBe(stem('filing'))
    expect(stem('filed')).toBe(stem('file'))
    expect(stem('damages')).toBe(stem('damage'))
    expect(stem('settlement')).toBe(stem('settle'))
  })
})

describe('contentStems', () => {
  test('keeps the meaningful words of a question, not its glue or the kind of value', () => {
    expect(contentStems('When was the complaint filed?')).toEqual(['complaint', 'fil'])
    expect(contentStems('What is the date?')).toEqual([])
  })
})

describe('sentences', () => {
  test('do not end at abbreviations, initials or "No."', () => {
    const text = 'Judge Jane M. Doe ruled in Smith v. Acme Corp., No. 5. Then she left.'
    expect(splitSentences(text).map(([s, e]) => text.slice(s, e))).toEqual([
      'Judge Jane M. Doe ruled in Smith v. Acme Corp., No. 5.',
      'Then she left.',
    ])
  })

  test('end at blank lines and around headings in capitals', () => {
    const text = 'JURY TRIAL DEMANDED\nPlaintiff demands a jury'
    const at = text.indexOf('Plaintiff')
    expect(text.slice(...sentenceBounds(text, at))).toBe('Plaintiff demands a jury')
  })
})

describe('recase', () => {
  test('recases names printed in capitals, keeping acronyms and "Mc" names', () => {
    expect(recase('ACME HOLDINGS, INC.')).toBe('Acme Holdings, Inc.')
    expect(recase('BANK OF NEW YORK MELLON, N.A.')).toBe('Bank of New York Mellon, N.A.')
    expect(recase("MCALLISTER O'ROURKE LLC")).toBe("McAllister O'Rourke LLC")
    expect(recase('Already Mixed Case')).toBe('Already Mixed Case')
  })
})

import { describe, expect, test } from 'vitest'
import { findNumbers, wordValue } from './numbers'

const values = (text: string) => findNumbers(text).map((mention) => mention.value)

describe('findNumbers', () => {
  test('reads grouped figures, decimals and scale words', () => {
    expect(values('more than 140 million shares; 41,200 units; a ratio of 2.5')).toEqual([
      140e6, 41200, 2.5,
    ])
  })

  test('reads percentages with the sign or the word', () => {
    const mentions = findNumbers('fell 38 percent on volume; fees of 25% of the fund')
    expect(mentions.map((m) => [m.value, m.display])).toEqual([
      [38, '38%'],
      [25, '25%'],
    ])
  })

  test('reads numbers in words, with or without the figure in parentheses', () => {
    expect(values('within thirty (30) days, twenty-one jurors and twelve counts')).toEqual([
      30, 21, 12,
    ])
  })

  test('skips dates, money, docket numbers, statutes and paragraph numbers', () => {
    const text =
      '12. On January 5, 2024 Acme paid $1,000 under Rule 23 and 28 U.S.C. § 1331 in Case No. 1:23-cv-04567, ECF No. 45.'
    expect(values(text)).toEqual([28])
  })

  test('values number words from zero to ninety-nine', () => {
    expect(wordValue('ninety-nine')).toBe(99)
    expect(wordValue('seven')).toBe(7)
    expect(wordValue('forty')).toBe(40)
  })
})

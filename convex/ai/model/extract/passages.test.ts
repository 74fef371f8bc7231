import { describe, expect, test } from 'vitest'
import { questionOf } from './context'
import { extractPassage, rankSentences } from './passages'

const pages = [
  {
    page: 1,
    text: 'The parties met on May 3. Defendant terminated the supply agreement without notice. The weather was fine.',
  },
]

describe('extractPassage', () => {
  test('quotes the sentence that shares most of the question’s words', () => {
    const answer = extractPassage(
      pages,
      questionOf('Termination', 'How was the agreement terminated?'),
      'Termination',
    )
    expect(answer.value).toBe('Defendant terminated the supply agreement without notice.')
    expect(answer.quote).toBe(answer.value)
  })

  test('answers nothing when no sentence shares a meaningful word', () => {
    expect(
      extractPassage(pages, questionOf('Arbitration', 'Is there an arbitration clause?'), 'x')
        .value,
    ).toBeNull()
  })

  test('ranks sentences best first', () => {
    const ranked = rankSentences(pages, questionOf('Supply agreement', 'supply agreement notice'))
    expect(pages[0]!.text.slice(ranked[0]!.start, ranked[0]!.end)).toContain('supply agreement')
  })
})

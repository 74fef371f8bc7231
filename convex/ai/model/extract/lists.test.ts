import { describe, expect, test } from 'vitest'
import { questionOf } from './context'
import { extractList, findLists } from './lists'

describe('findLists', () => {
  test('reads numbered and lettered lines, items running on over lines', () => {
    const text =
      'Plaintiff seeks:\n1. damages;\n2. an injunction barring\nfurther sales; and\n3. costs.\nThe end.'
    expect(findLists(text).map((block) => block.items)).toEqual([
      ['damages', 'an injunction barring further sales', 'costs'],
    ])
  })

  test('reads ordinal headings with the sentence under each', () => {
    const text =
      'FIRST AFFIRMATIVE DEFENSE\nThe Complaint fails to state a claim.\nSECOND AFFIRMATIVE DEFENSE\nThe claims are time-barred.'
    expect(findLists(text)[0]!.items).toEqual([
      'The Complaint fails to state a claim',
      'The claims are time-barred',
    ])
  })

  test('reads "(a) …; (b) …; and (c) …" inside a sentence', () => {
    const text =
      'The order requires (a) production of emails; (b) a privilege log; and (c) a declaration.'
    expect(findLists(text).at(-1)!.items).toEqual([
      'production of emails',
      'a privilege log',
      'a declaration',
    ])
  })
})

describe('extractList', () => {
  test('picks the list whose lead-in shares the question’s words, quoting the whole list', () => {
    const text =
      'The witnesses are:\n1. Ann Lee\n2. Bo Chan\n\nThe claims asserted are:\n1. fraud\n2. negligence'
    const answer = extractList(
      [{ page: 1, text }],
      questionOf('Claims', 'Which claims are asserted?'),
      'Claims',
    )
    expect(answer.value).toEqual(['fraud', 'negligence'])
    expect(answer.quote).toBe('1. fraud\n2. negligence')
  })
})

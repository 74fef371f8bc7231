import { describe, expect, test } from 'vitest'
import { extractClassification } from './classification'

const pages = [
  {
    page: 1,
    text: 'UNITED STATES DISTRICT COURT\nMEMORANDUM OF LAW IN SUPPORT OF MOTION TO DISMISS\nThe Complaint should be dismissed. The motion is timely.',
  },
]

describe('extractClassification', () => {
  test('chooses the option with the strongest evidence, a title in capitals counting most', () => {
    const answer = extractClassification(
      pages,
      ['Complaint', 'Motion to Dismiss', 'Answer'],
      'Type',
    )
    expect(answer.value).toBe('Motion to Dismiss')
    expect(answer.quote).toBe('MEMORANDUM OF LAW IN SUPPORT OF MOTION TO DISMISS')
  })

  test('does not count a short option inside a longer one that was found', () => {
    const answer = extractClassification(pages, ['Motion', 'Motion to Dismiss'], 'Type')
    expect(answer.value).toBe('Motion to Dismiss')
  })

  test('answers nothing without evidence for any option', () => {
    const none = extractClassification(
      [{ page: 1, text: 'The phone rang twice.' }],
      ['Answer', 'Order'],
      'Type',
    )
    expect(none).toMatchObject({ value: null, source: null })
  })
})

// The associate scorer's one equivalence beyond the text: a labelled date stated in another
// writing is the same answer; anything else must be stated as labelled.
import { describe, expect, test } from 'vitest'
import { statesSameDate } from './associate'

describe('statesSameDate', () => {
  test('the same calendar day in another writing states the labelled date', () => {
    expect(statesSameDate('Date: July 20, 2020 [1]', '7/20/2020')).toBe(true)
    expect(statesSameDate('Filed 2020-07-20', 'July 20, 2020')).toBe(true)
  })

  test('another day, a label of several dates, or a label that is more than a date does not', () => {
    expect(statesSameDate('Date: July 21, 2020 [1]', '7/20/2020')).toBe(false)
    expect(statesSameDate('Date: July 20, 2020', 'July 20, 2020 and August 3, 2020')).toBe(false)
    expect(
      statesSameDate('Date: July 20, 2020', 'the hearing of July 20, 2020 on the motion'),
    ).toBe(false)
    expect(statesSameDate('no date here', '7/20/2020')).toBe(false)
  })
})

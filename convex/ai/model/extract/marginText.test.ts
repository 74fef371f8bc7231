import { describe, expect, test } from 'vitest'
import { withoutTurnedMargin } from './marginText'

const MARGIN = 'rts fo\niD tc 15  I. INTRODUCTION\ntatsiD 16  The motion is granted.\nintr\n'

describe('withoutTurnedMargin', () => {
  test("blanks the turned letters at the lines' starts, places held", () => {
    const text = `tr in JOHN ROE, et al.,\nC tfila Defendants.\n${MARGIN}`
    const out = withoutTurnedMargin(text)
    expect(out.length).toBe(text.length)
    expect(out.split('\n').slice(0, 2)).toEqual(['      JOHN ROE, et al.,', '        Defendants.'])
  })

  test("keeps a line's own opening words and capitalised names", () => {
    const text = `and JANE ROE,\nUnited States of America,\nDefendants\ndel RIO, Plaintiff,\n${MARGIN}`
    expect(withoutTurnedMargin(text).split('\n').slice(0, 4)).toEqual([
      'and JANE ROE,',
      'United States of America,',
      'Defendants',
      'del RIO, Plaintiff,',
    ])
  })

  test('leaves a page without the margin as it is', () => {
    const text = 'tr in JOHN ROE, et al.,\nC tfila Defendants.\n'
    expect(withoutTurnedMargin(text)).toBe(text)
  })
})

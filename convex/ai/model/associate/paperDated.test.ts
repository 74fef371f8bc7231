import { describe, expect, test } from 'vitest'
import { otherEventDated, otherPaperBefore, paperSaid } from './paperDated'

describe('a date given to another paper or to a notice', () => {
  test('the paper just before a date is the paper it dates', () => {
    // Asked of a motion, "the order entered June 4, 2001" dates the order.
    expect(otherPaperBefore('motion', 'its motion to vacate the court’s order entered ')).toBe(true)
    expect(otherPaperBefore('motion', 'By Order dated ')).toBe(true)
    expect(otherPaperBefore('order', 'By Order dated ')).toBe(false)
    expect(otherPaperBefore('motion', 'the Board’s motion filed on ')).toBe(false)
    // No paper just before: nothing is said of whose date it is.
    expect(otherPaperBefore('motion', 'The hearing was held on ')).toBe(false)
  })

  test('a docket notice row does not date the event it gives notice of', () => {
    const row = '03/14/2004 22 NOTICE of Site Inspection by Plaintiffs (jm) (Entered: 03/14/2004)'
    expect(
      otherEventDated('When did the site inspection take place in Roe v. Lark County?', row),
    ).toBe(true)
    expect(
      otherEventDated('When was the site inspection conducted in Roe v. Lark County?', row),
    ).toBe(true)
    // Asked of the notice itself, or of no held event, the row answers.
    expect(otherEventDated('When was the notice of site inspection filed?', row)).toBe(false)
    expect(otherEventDated('When did plaintiffs file for a site inspection?', row)).toBe(false)
  })
})

describe('a consent decree by its other names', () => {
  test('a docket\'s "CONSENT ORDER" row dates the consent order asked', () => {
    expect(
      paperSaid('consent decree', '09/22/2031 4 CONSENT ORDER. Signed by Judge Ada Brenner.'),
    ).toBe(true)
    expect(paperSaid('consent decree', 'Consent Judgment entered as to Orrin Vale.')).toBe(true)
    // Another paper's row does not.
    expect(paperSaid('consent decree', '09/20/2031 3 MOTION to Dismiss by Orrin Vale.')).toBe(false)
  })
})

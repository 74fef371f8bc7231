import { describe, expect, test } from 'vitest'
import { rulingQuoted } from './rulingAsked'
import { answerText, matterOf } from './matter.harness'

// An invented docket: names, numbers and dates are made up.
const DOCKET = [
  'U.S. District Court Western District of Missouri (Jefferson City)',
  'CIVIL DOCKET FOR CASE #: 2:31-cv-04411-ABC',
  'R.T.L. v. Voss',
  '02/01/2031 5 MOTION to certify class and Suggestions in Support filed by Ana Pell on behalf of R.T.L. (Pell, Ana) (Entered: 02/01/2031)',
  '03/04/2031 12 SUGGESTIONS in opposition re 5 MOTION to certify class filed by Karl Wirt on behalf of Lena Voss. (Wirt, Karl) (Entered: 03/04/2031)',
].join('\n')

describe('the court’s act asked, a party’s paper quoted', () => {
  test('an opposition to the motion to certify does not date the certifying', () => {
    expect(
      answerText(
        'When did the court certify the class in R.T.L. v. Voss?',
        matterOf([{ id: 'docket', text: DOCKET }]),
      ),
    ).toBe('not found')
  })

  test('a passage that says the ruling may date it; a party’s motion asked needs none', () => {
    const q = 'When did the court certify the class?'
    expect(rulingQuoted(q, 'ORDER: the motion to certify class is GRANTED.')).toBe(true)
    expect(rulingQuoted(q, 'SUGGESTIONS in opposition re MOTION to certify class')).toBe(false)
    expect(
      rulingQuoted('When did plaintiffs move to certify the class?', 'MOTION to certify class'),
    ).toBe(true)
  })
})

import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// A docket sheet's header written for these tests, in the CM/ECF layout.
const DOCKET = [
  'U.S. District Court',
  'Western District of Lanark (Dunmore)',
  'CIVIL DOCKET FOR CASE #: 4:31-cv-00912-PRT',
  '',
  'Haverly Guild v. Orcutt et al',
  'Assigned to: Judge Pella R. Tamsin            Date Filed: 03/02/2031',
  'Cause: 05:702 Administrative Procedure Act   Nature of Suit: 899 Other Statutes',
  'Jurisdiction: U.S. Government Defendant',
  '',
  'Date Filed   #   Docket Text',
  '03/02/2031   1   COMPLAINT against Ivo Orcutt filed by Haverly Guild.',
].join('\n')

describe('the docket sheet’s "Cause:" field', () => {
  test('answers "what cause of action is listed on the docket", cut before the next field', () => {
    const text = answerText(
      'What cause of action is listed on the docket of Haverly Guild v. Orcutt?',
      matterOf([{ id: 'docket', text: DOCKET }]),
    )
    expect(text).toContain('Cause: 05:702 Administrative Procedure Act')
    expect(text).not.toContain('Nature of Suit')
  })

  test('a docket without the field does not answer from it', () => {
    const bare = DOCKET.replace(/Cause:[^\n]*\n/, '')
    expect(
      answerText(
        'What cause of action is listed on the docket of Haverly Guild v. Orcutt?',
        matterOf([{ id: 'docket', text: bare }]),
      ),
    ).not.toContain('Cause:')
  })
})

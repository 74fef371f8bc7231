import { describe, expect, test } from 'vitest'
import { askedEntry, noticeReports } from './entryDated'
import { answerText, matterOf } from './matter.harness'

// A docket sheet and a notice written for these tests, in the CM/ECF layouts.
const DOCKET = [
  'U.S. District Court',
  'District of Lanark (Dunmore)',
  'CIVIL DOCKET FOR CASE #: 4:31-cv-00912-PRT',
  'Haverly Guild v. Orcutt et al                 Date Filed: 03/02/2031',
  'Assigned to: Judge Pella R. Tamsin',
  '',
  ' Date Filed    #    Docket Text',
  ' 03/02/2031    1    COMPLAINT against Ivo Orcutt filed by Haverly Guild. (Entered: 03/02/2031)',
  ' 05/11/2031   14    MOTION to Dismiss by Ivo Orcutt. (Entered: 05/12/2031)',
  ' 08/19/2031   22    ORDER denying 14 Motion to Dismiss. (Entered: 08/19/2031)',
].join('\n')

const NOTICE = [
  'U.S. District Court',
  'District of Lanark',
  'Notice of Electronic Filing',
  'The following transaction was entered on 6/3/2031 at 2:10 PM and filed on 6/3/2031',
  'Case Name:       Corvin Mills v. Tessaly Water Board',
  'Case Number:     4:31-cv-01002-PRT',
  'Document Number: 31',
  'Docket Text:',
  'MOTION for Summary Judgment, filed by Defendant Tessaly Water Board.',
].join('\n')

describe('the date of a docket entry asked by its number', () => {
  test('the docket row of that number answers, not the case’s filing date', () => {
    const text = answerText(
      'When was docket entry 14 filed in Haverly Guild v. Orcutt?',
      matterOf([{ id: 'docket', text: DOCKET }]),
    )
    expect(text).toContain('Date: May 11, 2031')
  })

  test('a notice dates the one entry it reports', () => {
    expect(
      answerText(
        'When was document 31 filed in Corvin Mills v. Tessaly Water Board?',
        matterOf([{ id: 'nef', text: NOTICE }]),
      ),
    ).toContain('Date: June 3, 2031')
  })

  test('a docket sheet without the row asked answers "not found"', () => {
    expect(
      answerText(
        'When was docket entry 40 filed in Haverly Guild v. Orcutt?',
        matterOf([{ id: 'docket', text: DOCKET }]),
      ),
    ).not.toMatch(/Date:/)
  })

  test('asked when an entry was ruled on, the row’s filing date is no answer', () => {
    expect(askedEntry('When did the court rule on the motion at ECF No. 14?')).toBeNull()
    expect(askedEntry('When was ECF No. 14 filed?')).toBe('14')
  })
})

describe('a notice dates the paper it reports, asked by name', () => {
  test('"When was the motion for summary judgment filed?" of the notice reporting it', () => {
    expect(
      answerText(
        'When was the motion for summary judgment filed in Corvin Mills v. Tessaly Water Board?',
        matterOf([{ id: 'nef', text: NOTICE }]),
      ),
    ).toContain('Date: June 3, 2031')
  })
  test('a notice of an order on the motion does not report the motion', () => {
    const text = 'ORDER granting 31 MOTION for Summary Judgment. Signed by Judge Pella R. Tamsin.'
    expect(noticeReports('When was the motion for summary judgment filed?', text)).toBe(false)
    expect(noticeReports('When was the motion to dismiss filed?', NOTICE.split('\n')[8]!)).toBe(
      false,
    )
  })
})

// A civil cover sheet's related-case box and office row, blanked before a judge or a number is
// read (coverSheet.ts). Invented names and numbers.
import { describe, expect, test } from 'vitest'
import { withoutCoverSheetBoxes } from './coverSheet'

const SHEET = `JS 44 (Rev. 04/21)                 CIVIL COVER SHEET
I. (a) PLAINTIFFS                                  DEFENDANTS
       NORA QUAID                                  ELMHURST FOODS, INC.
VIII. RELATED CASE(S)
      IF ANY        (See instructions):   JUDGE  Ivo T. Brandt        DOCKET NUMBER  5:29-cv-00812
DATE                              SIGNATURE OF ATTORNEY OF RECORD
03/02/2031                        /s/ Lina Osei
FOR OFFICE USE ONLY
  RECEIPT #        AMOUNT        APPLYING IFP        JUDGE        MAG. JUDGE
`

describe('withoutCoverSheetBoxes', () => {
  test("blanks the related case's judge and number and the office row, offsets kept", () => {
    const blanked = withoutCoverSheetBoxes(SHEET)
    expect(blanked).toHaveLength(SHEET.length)
    expect(blanked).not.toContain('Brandt')
    expect(blanked).not.toContain('5:29-cv-00812')
    expect(blanked).not.toContain('APPLYING IFP')
    expect(blanked).toContain('NORA QUAID')
    expect(blanked).toContain('03/02/2031')
    expect(blanked.split('\n')).toHaveLength(SHEET.split('\n').length)
  })

  test("a docket's entry naming a cover sheet is no form: nothing is blanked", () => {
    const docket = `1   COMPLAINT against Elmhurst Foods, Inc. (Attachments: # 1 CIVIL COVER SHEET)
2   NOTICE OF RELATED CASE
    IF ANY, before Judge Ivo T. Brandt, Docket Number 5:29-cv-00812
`
    expect(withoutCoverSheetBoxes(docket)).toBe(docket)
  })
})

import { describe, expect, test } from 'vitest'
import { citationRanges, insideAny } from './legalCitations'

const covered = (text: string) => citationRanges(text).map((r) => text.slice(r.start, r.end))

describe('citationRanges', () => {
  test('covers a citation from its signal and case name to the court and year', () => {
    const text =
      'Courts agree. See Smith v. Jones, No. 19-cv-1234, 2020 WL 123456, at *3 (S.D.N.Y. Jan. 5, 2020). We do too.'
    expect(covered(text)).toEqual([
      'See Smith v. Jones, No. 19-cv-1234, 2020 WL 123456, at *3 (S.D.N.Y. Jan. 5, 2020)',
    ])
  })

  test('covers reporter citations and "In re" names', () => {
    const text =
      'Bell Atl. Corp. v. Twombly, 550 U.S. 544, 570 (2007); In re Acme Sec. Litig., 912 F.3d 45 (2d Cir. 2019).'
    expect(covered(text)).toHaveLength(2)
  })

  test('leaves a caption and a docket without a year alone', () => {
    expect(
      covered('JOHN SMITH, Plaintiff, v. ACME CORP., Defendant. Case No. 1:23-cv-04567 (JMF)'),
    ).toEqual([])
    expect(covered('dated 5 January 2024 (the “Effective Date”)')).toEqual([])
  })

  test('tells whether a span lies inside a citation', () => {
    expect(insideAny([{ start: 5, end: 20 }], 6, 10)).toBe(true)
    expect(insideAny([{ start: 5, end: 20 }], 18, 22)).toBe(false)
  })
})

describe("a court record's dated parentheses are no citation's year", () => {
  test("a notice's docket text: the case name, then the entry's (Filed on …)", () => {
    const text = [
      'Case Name:\tPell v. Ostrander Freight Lines, Inc. et al',
      'Case Number:\t3:19-cv-00412',
      'Filer:\tOstrander Freight Lines, Inc.',
      'Document Number: 27',
      'Docket Text:',
      'MOTION to Extend Time to File Answer by Ostrander Freight Lines, Inc. (Tarr, Lena) (Filed on 3/1/2019)',
    ].join('\n')
    expect(covered(text)).toEqual([])
    // One row to a line with spaces, and all of it on one line.
    expect(covered(text.replace(/\t/g, '  '))).toEqual([])
    expect(covered(text.replace(/\s*\n\s*/g, ' '))).toEqual([])
  })

  test('a docket row whose text names a case, closed by (Entered: …), in several renderings', () => {
    for (const text of [
      '03/01/2019\t12\tNOTICE of Related Case Quist v. Harlow County (abc) (Entered: 03/01/2019)',
      '03/01/2019  12  NOTICE of Related Case Quist v. Harlow County (abc)\n(Entered: 03/01/2019)',
      '03/01/2019 12 NOTICE of Related Case Quist v. Harlow County (abc) (Entered:\n03/01/2019)',
      'Quist v. Harlow County, ORDER entered (Modified on 3/4/2019) (Docketed: 03/01/2019)',
      'ORDER in Quist v. Harlow County denying [9] Motion (Signed by Judge Nora Elst on 3/1/2019)',
    ]) {
      expect(covered(text)).toEqual([])
    }
  })

  test("a citation's own parenthetical is still one", () => {
    const text =
      'See Quist v. Harlow County, No. 19-cv-1234 (filed Mar. 3, 2019); Roe v. Ash, 12 F.4th 34 (9th Cir. 2021).'
    expect(covered(text)).toEqual([
      'See Quist v. Harlow County, No. 19-cv-1234 (filed Mar. 3, 2019)',
      'Roe v. Ash, 12 F.4th 34 (9th Cir. 2021)',
    ])
  })
})

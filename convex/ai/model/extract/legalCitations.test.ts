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

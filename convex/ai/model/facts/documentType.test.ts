import { describe, expect, test } from 'vitest'
import { documentTypeFact } from './documentType'

// Captions written for this test, in the styles courts use.
const caption = (title: string) =>
  [
    'UNITED STATES DISTRICT COURT',
    'WESTERN DISTRICT OF OKLAHOMA',
    '',
    'ROSALIND ACHTERBERG,',
    '          Plaintiff,',
    'v.                                   Case No. CIV-21-0442-PRW',
    'PRAIRIE MUTUAL INSURANCE CO.,',
    '          Defendant.',
    '',
    title,
    'Before the Court is the defendant’s motion. For the reasons below, it is granted.',
  ].join('\n')
const typeOf = (text: string) => documentTypeFact([{ page: 1, text }])

describe('the kind of paper, from its title', () => {
  test.each([
    ['ORDER DISMISSING COMPLAINT', 'order'],
    ['ORDER GRANTING MOTION TO DISMISS', 'order'],
    ['ORDER DENYING PETITION FOR WRIT OF MANDATE', 'order'],
    ['ORDER RE: MOTION FOR PRELIMINARY INJUNCTION', 'order'],
    ['[PROPOSED] ORDER GRANTING STIPULATION TO EXTEND TIME', 'order'],
    ['OPINION AND ORDER ON MOTION FOR SUMMARY JUDGMENT', 'opinion'],
    ['MEMORANDUM OPINION GRANTING MOTION TO REMAND', 'opinion'],
    ['FINAL JUDGMENT ON THE JURY VERDICT', 'judgment'],
    ['DECREE ADOPTING THE SPECIAL MASTER’S REPORT', 'judgment'],
  ])('a ruling titled "%s" is that ruling, not the paper it names', (title, type) => {
    const fact = typeOf(caption(title))
    expect(fact?.value).toBe(type)
    // The quote is the ruling's word where the title says it.
    const text = caption(title)
    expect(text.slice(fact!.start, fact!.end)).toMatch(
      /^(?:MEMORANDUM OPINION|OPINION|ORDER|FINAL|JUDGMENT|DECREE)/,
    )
  })

  test('a ruling in the caption’s right column, after a wide gap', () => {
    const text = [
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA',
      'IN RE HALVORSEN TRUST          ORDER DENYING PETITION',
      'FOR INSTRUCTIONS',
    ].join('\n')
    expect(typeOf(text)?.value).toBe('order')
  })

  test('a title in a flattened caption’s right column, after a ")" rule or a wide gap', () => {
    const columns = [
      'UNITED STATES DISTRICT COURT',
      'The Town of Larkspur; and     COMPLAINT',
      'Mayor Edwin Solberg,',
    ].join('\n')
    expect(typeOf(columns)?.value).toBe('complaint')
    const ruled = [
      'UNITED STATES DISTRICT COURT',
      'CORA BELLAMY,          )',
      '      Plaintiff,       )  DEFENDANTS’ MEMORANDUM',
      '   v.                  )  IN OPPOSITION TO PLAINTIFF’S MOTION',
    ].join('\n')
    const fact = typeOf(ruled)
    expect(fact?.value).toBe('memorandum')
    expect(ruled.slice(fact!.start, fact!.end)).toBe('MEMORANDUM')
    // The left column's party words stay out: no capital title there.
    expect(
      typeOf(['UNITED STATES DISTRICT COURT', 'Ordway Holdings,   )  No. 4:19-cv-0042'].join('\n')),
    ).toBe(null)
  })

  test('a paper asking for an order is that paper', () => {
    expect(typeOf(caption('MOTION FOR ORDER GRANTING LEAVE TO AMEND'))?.value).toBe('motion')
    expect(typeOf(caption('PETITION FOR  ORDER ON CUSTODY'))?.value).toBe('petition')
    expect(typeOf(caption('COMPLAINT FOR DECLARATORY JUDGMENT'))?.value).toBe('complaint')
    expect(typeOf(caption('CONSENT ORDER'))?.value).toBe('consent decree')
    // A ruling word alone still names the ruling, and the most specific word wins.
    expect(typeOf(caption('MEMORANDUM OPINION AND ORDER'))?.value).toBe('opinion')
  })
})

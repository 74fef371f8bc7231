import { describe, expect, test } from 'vitest'
import { findOtherDocket, numberOwner } from './otherDocket'
import type { SourcePage } from './types'
import { onePage as page } from './matter.harness'

// Lines written for this test, in the styles complaints and docket sheets use.
const COMPLAINT = page(
  [
    'Case No. 3:24-cv-01187',
    'Plaintiff, the Securities and Exchange Commission (“SEC”), alleges:',
    '12. In 2019 the Commission’s order in the proceeding bearing File No. 3-19422 required',
    'Defendant to keep accurate books, under 15 U.S.C. § 78m(b).',
  ].join('\n'),
)
const DOCKET = page(
  [
    'CIVIL DOCKET FOR CASE #: 1:21-cv-00340-ABC',
    'Case in other court:  4CCA, 22-01875',
    '05/02/2022 State Supreme Matter Transferred #S274402',
  ].join('\n'),
)
const owned = (question: string, p: SourcePage) => {
  const owner = numberOwner(question, [p])
  return owner && (findOtherDocket(owner, [p])?.value ?? null)
}

describe('a number another court or an agency gave the matter', () => {
  test('the number whose label names the owner the question names', () => {
    expect(owned('What is the SEC file number of the 2019 order?', COMPLAINT)).toBe('3-19422')
    expect(owned('What is the Fourth Circuit appeal number of Roe v. Doe?', DOCKET)).toBe(
      '22-01875',
    )
    expect(owned('Under what Supreme Court number did the matter come up?', DOCKET)).toBe('S274402')
  })

  test('a question naming no other owner is the document’s own docket', () => {
    expect(numberOwner('What is the docket number of Roe v. Doe?', [DOCKET])).toBeNull()
    expect(numberOwner('What is the civil action number?', [DOCKET])).toBeNull()
  })

  test('no label names the owner: no number', () => {
    expect(owned('What is the FTC docket number of the order?', COMPLAINT)).toBeNull()
    expect(owned('What is the Ninth Circuit case number?', DOCKET)).toBeNull()
  })
})

describe('more owners and forms of another body’s number', () => {
  const owned = (question: string, text: string) => {
    const p = page(text)
    const owner = numberOwner(question, [p])
    return owner && findOtherDocket(owner, [p])?.value
  }

  test('an agency’s numbers after "Nos.", letters inside them', () => {
    const letter = 'In Reply Refer to:\nEPA Complaint Nos. 07R-21-R4, 08R-21-R4, and 11R-21-R4\n'
    expect(owned('What EPA complaint numbers does the letter refer to?', letter)).toBe('07R-21-R4')
  })

  test('a consolidated docket’s "Lead case:" field, asked after the case’s name', () => {
    const sheet =
      'CIVIL DOCKET FOR CASE #: 3:97-cv-00412\nLead case: 3:96−cv−01733 Nature of Suit: 440'
    expect(
      owned('In Roe v. Tennessee (No. 3:97-cv-00412), what is the lead case number?', sheet),
    ).toBe('3:96−cv−01733')
  })

  test('under a court’s letterhead, the number that opens its line after "No."', () => {
    const letter = [
      'Supreme Court of the United States',
      'Office of the Clerk',
      'Case 2:19-cv-00881 Document 40 Filed 05/01/23 Page 1 of 2',
      'No. 22-718 (Your docket No. 2:19-cv-00881)',
    ].join('\n')
    expect(owned('What is the Supreme Court docket number of the case?', letter)).toBe('22-718')
  })
})

describe('a circuit named after the number asked', () => {
  const APPEALED = page(
    [
      'CIVIL DOCKET FOR CASE #: 4:31-cv-00912-PRT',
      'Case in other court: USCA for the Fourth Circuit, 31-02207',
    ].join('\n'),
  )
  test('"the appeal number in the Fourth Circuit" is that circuit’s number', () => {
    expect(
      owned('What is the appeal number in the Fourth Circuit for Guild v. Orcutt?', APPEALED),
    ).toBe('31-02207')
  })
  test('"the number in the Ninth Circuit" is not the Fourth Circuit’s', () => {
    expect(
      owned('What is the appeal number in the Ninth Circuit for Guild v. Orcutt?', APPEALED),
    ).toBeNull()
  })
})

describe('an appeal numbered by "USCA" on a district docket', () => {
  const ONE = page(
    [
      'CIVIL DOCKET FOR CASE #: 1:31-cv-00412-RMK',
      'Case in other court:  USCA, 32-05120',
      '06/14/2032 USCA Case Number 32-5120 for 51 Notice of Appeal filed by TALLIS FOUNDATION.',
    ].join('\n'),
  )
  const TWO = page(
    [
      'CIVIL DOCKET FOR CASE #: 1:31-cv-00412-RMK',
      'Case in other court:  USCA, 32-05120',
      'USCA, 32-05131',
      '06/14/2032 USCA Case Number 32-5120 for 51 Notice of Appeal filed by TALLIS FOUNDATION.',
      '06/20/2032 USCA Case Number 32-5131 for 53 Notice of Appeal filed by DEPARTMENT OF STATE.',
    ].join('\n'),
  )
  test('the D.C. Circuit (or a numbered one) is asked: the one USCA number answers', () => {
    expect(owned('What is the D.C. Circuit case number for the appeal?', ONE)).toBe('32-05120')
    expect(owned('What is the Federal Circuit docket number?', ONE)).toBe('32-05120')
    // "USCA for the Fourth Circuit" names another circuit than the one asked.
    const fourth = page('Case in other court: USCA for the Fourth Circuit, 32-02207')
    expect(owned('What is the D.C. Circuit case number?', fourth)).toBeNull()
  })
  test('two appeals under "USCA" (a cross-appeal) answer nothing', () => {
    expect(
      owned("What is the D.C. Circuit case number for the State Department's appeal?", TWO),
    ).toBeNull()
  })
})

import { describe, expect, test } from 'vitest'
import {
  caseNameTerms,
  initialisms,
  namedDocuments,
  nameTerms,
  numberTerms,
  withoutCaseName,
} from './naming'
import { matterOf } from './matter.harness'

// Papers written for this test: one case in two courts, and unrelated cases around it.
const PAPERS: Record<string, string> = {
  state: [
    'IN THE CIRCUIT COURT OF MARLOW COUNTY, ALABAMA',
    'Heard Ostrander, et al.,      )',
    '     Plaintiffs,              )   Civil Action No. CV-2019-4410',
    'v.                            )',
    'Dana Pruitt, et al.,          )',
    '     Defendants.              )',
    'CLASS CERTIFICATION ORDER',
    'The motion to certify the class is granted.',
  ].join('\n'),
  federal: [
    'IN THE UNITED STATES DISTRICT COURT FOR THE NORTHERN DISTRICT OF ALABAMA',
    'HEARD OSTRANDER, et al.,      )',
    '     Plaintiffs,              )   CASE NO. 2:19-cv-01187-KLM',
    'v.                            )',
    'DANA PRUITT, et al.,          )',
    '     Defendants.              )',
    'ORDER',
    'The motions for summary judgment are GRANTED.',
  ].join('\n'),
  union: [
    'UNITED STATES COURT OF APPEALS FOR THE DISTRICT OF COLUMBIA CIRCUIT',
    'No. 21-5077',
    'AMERICAN CIVIL LIBERTIES UNION, Appellant,',
    'v.',
    'DEPARTMENT OF LABOR, Appellee.',
    'JUDGMENT',
  ].join('\n'),
  other: [
    'SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF KERN',
    'Tomas Ruelas, Petitioner, v. Department of Motor Vehicles, Respondent.',
    'Case No. BCV-22-100481',
  ].join('\n'),
}

const scope = () => matterOf(Object.entries(PAPERS).map(([id, text]) => ({ id, text })))

describe('which documents a question names', () => {
  test('the words that name a case', () => {
    // "Heard" is an asking word elsewhere, but a name in a caption.
    expect(caseNameTerms('When was Heard v. Cuomo decided?')).toEqual(['heard', 'cuomo'])
    // A parenthesis holds a court or year, not a party.
    expect(nameTerms('Who signed the order in Ostrander v. Pruitt (N.D. Ala.)?')).toEqual([
      'ostrander',
      'pruitt',
    ])
    // Officers' titles name no case.
    expect(nameTerms('Who signed as Deputy Secretary in Ruelas?')).toEqual(['ruelas'])
  })

  test('case numbers and initials', () => {
    expect(numberTerms('What did the court decide in ACLU v. DOL, No. 21-5077 (2021)?')).toEqual([
      '215077',
    ])
    expect(numberTerms('Who is assigned to BCV-22-100481?')).toEqual(['bcv22100481'])
    expect(initialisms('AMERICAN CIVIL LIBERTIES UNION v. DEPARTMENT OF LABOR')).toContain('aclu')
  })

  test('a number the caption carries names its case', () => {
    const { pages, facts } = scope()
    expect(namedDocuments('What did the court decide in No. 21-5077?', pages, facts)).toEqual([
      'union',
    ])
  })

  test('a party named by its initials', () => {
    const { pages, facts } = scope()
    expect(namedDocuments('Which judges heard ACLU v. Department of Labor?', pages, facts)).toEqual(
      ['union'],
    )
  })

  test('one case in two courts: the court or the paper the question names tells them apart', () => {
    const { pages, facts } = scope()
    expect(namedDocuments('Who decided Ostrander v. Pruitt?', pages, facts).sort()).toEqual([
      'federal',
      'state',
    ])
    expect(
      namedDocuments('What is the number of Ostrander v. Pruitt (N.D. Ala.)?', pages, facts),
    ).toEqual(['federal'])
    expect(
      namedDocuments(
        'What is the number of Ostrander v. Pruitt in the Marlow County Circuit Court?',
        pages,
        facts,
      ),
    ).toEqual(['state'])
    expect(
      namedDocuments(
        'Who signed the class certification order in Ostrander v. Pruitt?',
        pages,
        facts,
      ),
    ).toEqual(['state'])
  })

  test('a case named by one party only', () => {
    const { pages, facts } = scope()
    expect(namedDocuments('When was the Ruelas petition filed?', pages, facts)).toEqual(['other'])
  })
})

describe('the question without its case name', () => {
  test('the case number or description in parentheses after the name goes with it', () => {
    expect(withoutCaseName('In Pell v. Orrin (Ninth Circuit No. 97-31415), who argued?')).toBe(
      ', who argued?',
    )
    expect(withoutCaseName('Who filed in Pell v. Orrin (the county fairground case)?')).toBe(
      'Who filed in ?',
    )
    // a court and year is no description of the case: it stays
    expect(withoutCaseName('Who won Pell v. Orrin (D. Kan. 2004)?')).toBe('Who won (D. Kan. 2004)?')
  })
})

// Caption forms the party readers know (session 23, fourth pass): each test an invented caption in
// a form real filings print, with what the sides should read.
import { describe, expect, test } from 'vitest'
import { interleavedCaption } from './interleavedCaption'
import { findCaptionParties } from './parties'
import { partyNames } from './partyNames'

const sides = (text: string) =>
  Object.fromEntries(findCaptionParties(text).map((m) => [m.role, m.value]))

// A reporter page whose caption (left column) and opinion (right) alternate line by line.
const ALTERNATING = [
  'Whitcombe v. Elmton School Dist., 412 F.2d 88 (1969)',
  '',
  'United States Court of Appeals Ninth Circuit.',
  'Harriet WHITCOMBE, Orrin Whitcombe, Minors, by',
  'The  question  in  this  appeal  is  whether  the',
  'their mother and next friend, Lydia Whitcombe,',
  'district rule reaches pupils who moved after the',
  'et al., Appellants,',
  'term began. We hold that it does not, and reverse.',
  'v.',
  'See Whitcombe v. Board, 398 F.2d 12 (1968), for the',
  'The ELMTON SCHOOL DISTRICT of the CITY OF',
  'background of the dispute, which we do not repeat.',
  'ELMTON, OAK COUNTY, OREGON, et al., Appellees.',
  'The board adopted its rule in the spring of 1967.',
].join('\n')

describe('alternating columns of a reporter page', () => {
  test("the caption's lines are read alone", () => {
    expect(interleavedCaption(ALTERNATING)).not.toBeNull()
    expect(sides(ALTERNATING)).toEqual({
      plaintiffs: ['Harriet WHITCOMBE', 'Orrin Whitcombe'],
      defendants: ['The ELMTON SCHOOL DISTRICT of the CITY OF ELMTON, OAK COUNTY, OREGON'],
    })
  })

  test('the places map back to the page', () => {
    const plaintiffs = findCaptionParties(ALTERNATING).find((m) => m.role === 'plaintiffs')!
    expect(ALTERNATING.slice(plaintiffs.start, plaintiffs.start + 17)).toBe('Harriet WHITCOMBE')
  })

  test("the turns slip by a line past the 'v.'", () => {
    const text = [
      'Orrin v. Cedar County, 77 Pa. 145 (2015)',
      'Supreme Court of Pennsylvania.',
      'Lydia ORRIN and Abel Marsh, on behalf of',
      'AND NOW, this 3d day of May, the Petition is',
      'themselves and others, Petitioners',
      'GRANTED, limited to the issue set forth below.',
      'v.',
      'CEDAR COUNTY of the Commonwealth of',
      '(1) Do petitioners state a claim for relief under',
      'Pennsylvania, Respondent.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Lydia ORRIN', 'Abel Marsh'],
      defendants: ['CEDAR COUNTY of the Commonwealth of Pennsylvania'],
    })
  })

  test('a caption whose lines follow one another is not taken for the layout', () => {
    const text = [
      'Whitcombe v. Elmton School Dist., 412 F.2d 88 (1969)',
      'Harriet WHITCOMBE, Appellant,',
      'v.',
      'ELMTON SCHOOL DISTRICT, Appellee.',
    ].join('\n')
    expect(interleavedCaption(text)).toBeNull()
    // Nor is a page without the reporter's title line.
    expect(interleavedCaption(ALTERNATING.split('\n').slice(1).join('\n'))).toBeNull()
  })
})

describe('party names (fourth pass)', () => {
  test('a semicolon entry that lists several persons with commas gives each of them', () => {
    expect(
      partyNames(
        'OTTO BRANDT, PIA LUND, KAI DOE-ROE,\nMIA POE; LEO BRANDT, by his\nnext friend, Ada Brandt',
      ),
    ).toEqual(['Otto Brandt', 'Pia Lund', 'Kai Doe-Roe', 'Mia Poe', 'Leo Brandt'])
    // An entry whose pieces describe one person keeps its first piece alone.
    expect(partyNames('JANE ROE, EXECUTIVE DIRECTOR, ELM AGENCY; JOHN POE')).toEqual([
      'Jane Roe',
      'John Poe',
    ])
  })

  test('a city named with its county and state is one party', () => {
    expect(partyNames('BOARD OF EDUCATION OF THE CITY OF ELMTON, OAK COUNTY, OREGON')).toHaveLength(
      1,
    )
    // Without the state after it, a county is the next party.
    expect(partyNames('CITY OF ELMTON, OAK COUNTY, and JANE ROE')).toEqual([
      'City of Elmton',
      'Oak County',
      'Jane Roe',
    ])
  })

  test("a party's other name in parentheses is no second party", () => {
    expect(partyNames('JANE ELLEN ROE (also known as\nJOHN ELLIS ROE),')).toEqual([
      'Jane Ellen Roe',
    ])
    expect(partyNames('ACME STORES, INC. (f/k/a ACME MARTS, INC.), and JOHN POE')).toEqual([
      'Acme Stores, Inc.',
      'John Poe',
    ])
  })

  test("a relator's title is one petitioner, with whom the relator acts for", () => {
    expect(
      partyNames(
        'PEOPLE OF THE STATE OF NEW YORK\nEX REL. ANN ROE, ESQ.\non behalf of\nOTTO BRANDT,',
      ),
    ).toEqual(['People of the State of New York Ex Rel. Ann Roe, Esq. on behalf of Otto Brandt'])
  })
})

describe('relator captions', () => {
  test("the sovereign's line above the relator's is the title's head", () => {
    const text = [
      'SUPREME COURT OF THE STATE OF NEW YORK',
      'COUNTY OF KINGS',
      '----------------------------------x',
      'PEOPLE OF THE STATE OF NEW YORK',
      'EX REL. ANN ROE, ESQ.',
      'on behalf of              DECISION AND ORDER',
      '                  Index No. 12345/2021',
      'OTTO BRANDT,',
      '',
      '      Petitioner,',
      '',
      '  -against-',
      '',
      'JOHN POE, Warden,',
      '',
      '      Respondent.',
      '----------------------------------x',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: [
        'People of the State of New York Ex Rel. Ann Roe, Esq. on behalf of Otto Brandt',
      ],
      defendants: ['John Poe'],
    })
  })
})

describe('a title beside the "vs."', () => {
  test('a title wrapping under the "vs." is no part of the first defendant', () => {
    const text = [
      'SUPERIOR COURT OF CALIFORNIA',
      'COUNTY OF ELM',
      'ANN ROE, et al.,  Case Number:  CPF-19-123456',
      'Petitioners,',
      'vs.  ORDER GRANTING PEREMPTORY',
      'CHALLENGE',
      'ELM WATER DISTRICT, and',
      'BOARD OF DIRECTORS OF THE',
      'ELM WATER DISTRICT',
      'Respondents.',
    ].join('\n')
    expect(sides(text).defendants).toEqual([
      'Elm Water District',
      'Board of Directors of the Elm Water District',
    ])
  })
})

describe('a reporter page printed in two columns, side by side', () => {
  test("a caption's lines with the opinion's text beside them after a gap", () => {
    const text = [
      'Roe v. Elm Airlines, Inc., 55 F.R.D. 12 (1971)',
      '55 F.R.D. 12',
      'United States District Court, S. D. New York.  The steward’s claims',
      'Jane A. ROE, Plaintiff  Roe alleges that as a result of an agreement',
      'v.  between Elm and Local 12, the bargaining',
      'ELM AIRLINES, INC., Defendant.  agent for the stewards and the pursers,',
      'Otto M. BRANDT et al., Plaintiffs,  the pursers are given the posts of',
      'v.  flight service manager in breach of the seniority',
      'ELM AIRLINES, INC., Defendant.  rights of the stewards.',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['Jane A. ROE'], defendants: ['Elm Airlines, Inc.'] })
  })

  test("a headnote's count of citing cases above the names is no part of them", () => {
    const text = [
      '190 F.R.D. 17  substantially injure the other parties interested in',
      'United States District Court,  the  proceeding.',
      'Elm Division.',
      '2 Cases that cite this headnote',
      'Jane ROE, Individually and on',
      'Behalf of Ann Roe, a Minor, Plaintiff,',
      'v.  [2]  Federal Courts',
      'ELM COUNTY SCHOOLS et al.,  Injunction cases',
      'Defendants.',
    ].join('\n')
    expect(sides(text).plaintiffs).toEqual(['Jane ROE'])
  })
})

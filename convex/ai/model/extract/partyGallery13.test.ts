// Caption forms the party readers know (session 26, round 8): each test an invented caption in a
// form real filings print, with what the sides should read.
import { describe, expect, test } from 'vitest'
import { leftColumn } from './captionLines'
import { findCaptionParties } from './parties'
import { partyNames } from './partyNames'

const sides = (text: string) =>
  Object.fromEntries(findCaptionParties(text).map((m) => [m.role, m.value]))

describe("a reporter's two-column print: the opinion's prose beside the caption", () => {
  const text = [
    'Roe v. Elm County Bd. of Ed., 401 F.2d 100 (1975)',
    '',
    '   The Board appeals from an order entered on May 2,',
    '1974, directing that it revise its plan for the',
    '401 F.2d 100',
    'coming school year, and directing that',
    'United States Court of Appeals, Fourth Circuit.',
    'by April 1, 1975 the Board submit a plan.',
    '',
    'Mary ROE et al., Appellees,',
    '',
    'v.',
    'ELM COUNTY BOARD OF  The appeal was heard in the ordinary course, the briefs having',
    'EDUCATION et al., Appellant.  been filed in October and November 1974. The Board',
    'No. 74-1234. | Argued Feb. 3, 1975. | Decided Feb.  meanwhile took steps to comply.',
  ].join('\n')

  test('the names are cut where the prose begins', () => {
    expect(sides(text)).toEqual({
      plaintiffs: ['Mary ROE'],
      defendants: ['Elm County Board of Education'],
    })
  })

  test('a party described after the gap keeps its description', () => {
    expect(leftColumn('JOHN ROE,  individually and as next friend of his son').trim()).toBe(
      'JOHN ROE,  individually and as next friend of his son',
    )
    expect(leftColumn('ACME CORP.,  a Delaware corporation doing business here').trim()).toBe(
      'ACME CORP.,  a Delaware corporation doing business here',
    )
  })
})

describe('a blank row between the plaintiffs and the "v." of a reporter\'s caption', () => {
  test('is a plain caption, not two columns taken in turns', () => {
    const text = [
      'Roe v. Elm County Bd. of Ed., 401 F.2d 100 (1975)',
      '',
      '401 F.2d 100',
      'United States Court of Appeals, Fourth Circuit.',
      '',
      'Mary ROE et al., Appellees,',
      '',
      'v.',
      'ELM COUNTY BOARD OF  The appeal was heard in the ordinary course, the briefs having',
      'EDUCATION et al., Appellant.  been filed in October and November 1974. The Board',
      'meanwhile took steps to comply with the order.',
      'No. 74-1234. | Argued Feb. 3, 1975. | Decided Feb. 10, 1975.',
      'Paul Finch, Elmtown, for appellant.',
      'Ann Grove, Elmtown, for appellees.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Mary ROE'],
      defendants: ['Elm County Board of Education'],
    })
  })
})

describe('bodies listed one to a line in capitals, with no commas', () => {
  test('each body is a name; a line broken on "&" goes on below', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      'FOR THE EASTERN DISTRICT OF PENNSYLVANIA',
      'UNITED STATES OF AMERICA,',
      'Plaintiff,',
      'v.  :CIVIL ACTION NO. 99-1234',
      'ELM CARE CENTER',
      'OAK NURSING HOME',
      'BIRCH HOUSE NURSING &',
      'REHABILITATION CENTER',
      'and',
      'PINE REAL ESTATE INVESTORS',
      'Defendants.',
      'COMPLAINT',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['United States of America'],
      defendants: [
        'Elm Care Center',
        'Oak Nursing Home',
        'Birch House Nursing & Rehabilitation Center',
        'Pine Real Estate Investors',
      ],
    })
  })

  test('a body wrapped mid-name, or over a line opening on "OF", stays one name', () => {
    expect(partyNames('EQUAL EMPLOYMENT\nOPPORTUNITY COMMISSION')).toEqual([
      'Equal Employment Opportunity Commission',
    ])
    expect(partyNames('ELM COUNTY HOSPITAL\nAUTHORITY OF OAK\nCOUNTY HOME')).toHaveLength(1)
    expect(partyNames('ELM HOUSING CENTER\nOF OAK COUNTY\nPINE CARE HOME')).not.toContain(
      'Elm Housing Center',
    )
  })

  test('a docket label glued to the ":" column is no name', () => {
    expect(leftColumn('  :CIVIL ACTION NO. 99-1234').trim()).toBe('')
  })
})

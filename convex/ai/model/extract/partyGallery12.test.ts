// Caption forms the party readers know (session 26): each test an invented caption in a form real
// filings print, with what the sides should read.
import { describe, expect, test } from 'vitest'
import { findCaptionParties } from './parties'
import { partyNames } from './partyNames'

const sides = (text: string) =>
  Object.fromEntries(findCaptionParties(text).map((m) => [m.role, m.value]))

describe('the judge in the right-hand column of the "v." row', () => {
  test('is no defendant', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF MICHIGAN',
      'SOUTHERN DIVISION',
      '',
      'MARTHA QUELL and OREN TASK,',
      'Plaintiffs,',
      'CASE NO. 05-71234',
      'v.  HON. JANE F. ROE',
      'HAROLD VENN, Director, Elm Department of Corrections, in his official',
      'capacity; BRISK HEALTH SERVICES, INC.,',
      'Defendants.',
      '-----------------------------/',
      'OPINION AND ORDER',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Martha Quell', 'Oren Task'],
      defendants: ['Harold Venn', 'Brisk Health Services, Inc.'],
    })
  })
})

describe('a rank closing a line, its holder named on the next', () => {
  test('the name goes on below the rank', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF MICHIGAN',
      '',
      'LORNA PIKE,',
      '  Case No. 2:21-cv-10456',
      'Plaintiff,',
      'Hon. Jane F. Roe',
      '',
      'v.   Mag. Judge Carl Doe',
      '',
      'COUNTY OF ELM, SGT.',
      'TROWE,',
      '',
      'Defendants.',
      '',
      'MOTION TO DISMISS',
    ].join('\n')
    expect(sides(text).defendants).toEqual(['County of Elm', 'SGT. Trowe'])
  })
})

describe("a company's name broken over a blank row of a double-spaced caption", () => {
  test('its last word and its form join the words above', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF LOUISIANA',
      '',
      'UNITED STATES OF AMERICA,',
      '',
      '    Plaintiff,',
      '',
      'Case No. 24-cv-01234',
      'v.',
      '',
      'Hon. Jane F. Roe',
      'ELM RIVER PERFORMANCE',
      '',
      'POLYMERS, LLC.,',
      'Mag. Carl Doe',
      '',
      '    Defendant.',
      '',
      'MOTION TO DISMISS',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['United States of America'],
      defendants: ['Elm River Performance Polymers, LLC'],
    })
  })
})

describe('a person described as sued in person after a body in capitals, semicolons between', () => {
  test('the person is a party of the entry', () => {
    expect(
      partyNames(
        'ELM VALLEY SCHOOL DISTRICT, Gordon Pell, individually and as District Superintendent ' +
          'of the Elm Valley School District; Nora B. Finch, Tobias R. Lang, Jr., and Ada Quist',
      ),
    ).toEqual([
      'Elm Valley School District',
      'Gordon Pell',
      'Nora B. Finch',
      'Tobias R. Lang, Jr.',
      'Ada Quist',
    ])
  })

  test('an office after the body is still no party', () => {
    expect(
      partyNames('ELM VALLEY SCHOOL DISTRICT, Board of Trustees; Nora B. Finch, Superintendent'),
    ).toEqual(['Elm Valley School District', 'Nora B. Finch'])
  })
})

describe('a row of the ")" column alone between every two lines of the defendants', () => {
  test('the side goes on over a line ending on an initial or an abbreviated seat', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF NEW YORK',
      ')',
      'MARISOL QUINTERO,  )',
      ')',
      '  Plaintiff,  )  Case No. 18-cv-1234',
      ')',
      'v.  )',
      ')',
      'ELM STATE DEPARTMENT OF',
      ')',
      'TRANSIT; Harold P. Venn, Secretary, U.S.',
      ')',
      'Department of Transit, in his official capacity; Lydia R.',
      ')',
      'Stroud, Deputy Director, U.S.',
      ')',
      'Transit Police, in her official capacity; COUNTY of OAK,',
      ')',
      ')',
      'Defendants.',
      ')',
    ].join('\n')
    expect(sides(text).defendants).toEqual([
      'Elm State Department of Transit',
      'Harold P. Venn',
      'Lydia R. Stroud',
      'COUNTY of OAK',
    ])
  })
})

describe("a party's address under its name, its street closed by a stop", () => {
  test('the side goes on above the address', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      'FOR THE EASTERN DISTRICT OF NEW YORK',
      '',
      'THE HARBOR TENANTS LEAGUE, INC.',
      '210 Pine Street',
      'Brooklyn, NY 11201',
      '',
      '    Plaintiff,',
      '    Civil Action No. 1:19-cv-1234',
      '  v.',
      '    COMPLAINT',
      'OAKMONT HOUSING',
      'DEVELOPMENT FUND CORP.',
      '1200 Elm Ave.',
      'Brooklyn, NY 11210',
      '',
      'and',
      '',
      'BIRCHWOOD REALTY GROUP LLC',
      '45 Maple Street',
      'New York, NY 10006',
      '',
      '                       Defendants.',
      '',
      'NATURE OF THE ACTION',
    ].join('\n')
    expect(sides(text).defendants?.[0]).toBe('Oakmont Housing Development Fund Corp.')
  })
})

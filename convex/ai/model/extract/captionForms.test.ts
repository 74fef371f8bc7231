// Caption forms the party readers know (session 23): each test an invented caption in a form real
// filings print, with what the sides should read.
import { describe, expect, test } from 'vitest'
import { isNonPartyLine, isSeparatorLine, leftColumn } from './captionLines'
import { commaPerLine } from './nameLines'
import { findCaptionParties } from './parties'
import { partyNames } from './partyNames'

const sides = (text: string) =>
  Object.fromEntries(findCaptionParties(text).map((m) => [m.role, m.value]))

describe('caption lines', () => {
  test("New York's rule of dots or spaced dashes closed by its X", () => {
    expect(isSeparatorLine('.......................................... X')).toBe(true)
    expect(isSeparatorLine(' - - - - - - - - - - -x')).toBe(true)
    expect(isSeparatorLine('X')).toBe(false)
  })

  test('a "*" column is cut like a ")" column', () => {
    expect(leftColumn('FAIR HOUSING  *  CIVIL ACTION NO.')).toBe('FAIR HOUSING')
    expect(leftColumn('*  SECTION "B"')).toBe('')
    expect(leftColumn('* * * JANE ROE')).toBe('* * * JANE ROE')
  })

  test('a case number or a docket label beside a name is the right-hand column', () => {
    expect(leftColumn('JOHN ROE-PEREZ  CV 21-1474-AB')).toBe('JOHN ROE-PEREZ')
    expect(leftColumn('ELM & OAK BONDS &  Case No.  4:21-cv-01234-XYZ')).toBe('ELM & OAK BONDS &')
  })

  test('"Re: Dkt. No." beside a title names no party', () => {
    expect(isNonPartyLine('Re: Dkt. No. 41')).toBe(true)
  })
})

describe('caption forms', () => {
  test("New York's dotted box: the X is no part of the first name", () => {
    const text = `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF NEW YORK
............................................ X
DR. ANNA VOLK,
LEE MARSH, and TOBY REYES,
Plaintiffs,
- against - 21 CV 1234 (AB)
ELMWOOD INSTITUTE,
Defendant.
............................................ X`
    expect(sides(text)).toEqual({
      plaintiffs: ['Dr. Anna Volk', 'Lee Marsh', 'Toby Reyes'],
      defendants: ['Elmwood Institute'],
    })
  })

  test('Louisiana\'s "*" column with a name broken over two lines', () => {
    const text = `UNITED STATES DISTRICT COURT
MIDDLE DISTRICT OF LOUISIANA
*****************************************
FAIR HOUSING  *  CIVIL ACTION NO.
ACTION CENTER,  *  24-123
*
Plaintiff,  *
*
v.  *  COMPLAINT
*
ELM STREET APARTMENTS, LLC,
*
Defendant.
*****************************************`
    expect(sides(text)).toEqual({
      plaintiffs: ['Fair Housing Action Center'],
      defendants: ['Elm Street Apartments, LLC'],
    })
  })

  test('persons listed one to a line, a case number beside the first', () => {
    const text = `UNITED STATES DISTRICT COURT
DISTRICT OF OREGON
JOHN ROE-PEREZ  CV 21-1474-AB
MARY POE
PETER QUINN-LARA
LUKE WEST,
individually and on behalf of all those
similarly situated,
Plaintiffs,  ORDER
vs.
ELM FORESTRY, INC.
Defendant.`
    expect(sides(text).plaintiffs).toEqual([
      'John Roe-Perez',
      'Mary Poe',
      'Peter Quinn-Lara',
      'Luke West',
    ])
  })

  test("the right-hand column's title set between the names and their mark", () => {
    const text = `UNITED STATES DISTRICT COURT
NORTHERN DISTRICT OF CALIFORNIA
ELM VALLEY GROWERS & SHIPPERS, INC., et al.,
ORDER GRANTING PLAINTIFFS’
Plaintiffs,
MOTION FOR SUMMARY
v.
Re: Dkt. No. 41
UNITED STATES DEPARTMENT OF
AGRICULTURE, et al.,

Defendants.`
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Valley Growers & Shippers, Inc.'],
      defendants: ['United States Department of Agriculture'],
    })
  })

  test("a name in capitals broken over two lines, its end on the mark's line", () => {
    const text = `United States District Court, W.D. Michigan,
Southern Division.
NORTHERN RIVERS LEGAL  MEMORANDUM OPINION
AID SOCIETY, INC., Plaintiff,
v.
Jane H. ROE, in her capacity as Director, Defendant.`
    expect(sides(text).plaintiffs).toEqual(['Northern Rivers Legal Aid Society, Inc.'])
  })

  test('a list broken mid-name over a row of the ":" column', () => {
    const text = `UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
 ----------------------------------------   x
:
TASHA LYLE; and MARCUS
:  CLASS ACTION COMPLAINT
BRANDT; on behalf of themselves and all
:
others similarly situated,
:  ____-CV-________
Plaintiffs v.
:
CITY OF ELMIRA,
:
Defendant.
 ----------------------------------------   x`
    expect(sides(text).plaintiffs).toEqual(['Tasha Lyle', 'Marcus Brandt'])
  })

  test('docket and judge rows of the right-hand column inside a ")" caption', () => {
    const text = `IN THE UNITED STATES DISTRICT COURT
FOR THE NORTHERN DISTRICT OF ILLINOIS
  )
JOHN P. ROE, BISHOP OF THE  )
DIOCESE OF ELMWOOD, as Trustee  )
Under the Provisions of the Trust  )
Agreement Dated March 3, 1951;  )
ELMWOOD CHARITIES OF THE  )
DIOCESE OF SPRING-IN-  )
CASE NUMBER: 1:21-cv-1234
ILLINOIS; and  )
Hon. Jane Poe
ST. ANNE HIGH SCHOOL,  )
    Plaintiffs,  )
  v.  )
MARY SMITH, in her official capacity,  )
    Defendant.  )`
    expect(sides(text).plaintiffs).toEqual([
      'John P. Roe',
      'Elmwood Charities of the Diocese of Spring-In-Illinois',
      'St. Anne High School',
    ])
  })

  test('Louisiana\'s "VERSUS" between "CIVIL ACTION" and the docket number', () => {
    const text = `UNITED STATES DISTRICT COURT
MIDDLE DISTRICT OF LOUISIANA

JANE ROE
                CIVIL ACTION
VERSUS

                NO. 23-456-ABC-DEF
ELM PARISH DEPARTMENT OF PUBLIC SAFETY AND CORRECTIONS,
JOHN POE, Secretary, in his official capacity.

RULING`
    expect(sides(text)).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Elm Parish Department of Public Safety and Corrections', 'John Poe'],
    })
  })

  test('a printout\'s title line whose sides close with "et al."', () => {
    expect(sides('\n\nJANE Q. ROE, et al. vs. STATE OF OHIO, et al.\n\nNO. A 21 CA 123\n')).toEqual(
      {
        plaintiffs: ['Jane Q. Roe'],
        defendants: ['State of Ohio'],
      },
    )
  })

  test("Colorado's label with the first name beside it", () => {
    const text = `District Court, Elm County, Colorado
Plaintiffs:        Ann Marie Roe
Ben Roe
Cal Poe

v.

Defendant:       Elm Translators, LLC
   ▲      COURT USE ONLY      ▲
`
    expect(sides(text)).toEqual({
      plaintiffs: ['Ann Marie Roe', 'Ben Roe', 'Cal Poe'],
      defendants: ['Elm Translators, LLC'],
    })
  })
})

describe('party names', () => {
  test('a body corporate named by its officers and members is one party', () => {
    expect(partyNames('RECTOR AND VISITORS OF ELM\nUNIVERSITY,')).toEqual([
      'Rector and Visitors of Elm University',
    ])
    expect(partyNames('PRESIDENT AND FELLOWS OF OAK COLLEGE,')).toEqual([
      'President and Fellows of Oak College',
    ])
  })

  test('persons one to a line: three or more, each a name, make a list', () => {
    expect(commaPerLine('ANN ROE\nBEN POE\nCAL QUINN,')).toBe('ANN ROE,\nBEN POE,\nCAL QUINN,')
    expect(partyNames('Ann Roe\nBen Poe\nCal Quinn')).toEqual(['Ann Roe', 'Ben Poe', 'Cal Quinn'])
    // Two lines may be one name wrapped; a body's name is no person's.
    expect(partyNames('ALBERTO LUIS\nGARCIA TORRES,')).toEqual(['Alberto Luis Garcia Torres'])
    expect(partyNames('EQUAL EMPLOYMENT\nOPPORTUNITY\nCOMMISSION,')).toEqual([
      'Equal Employment Opportunity Commission',
    ])
  })
})

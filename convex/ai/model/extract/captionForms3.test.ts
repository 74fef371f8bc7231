// Caption forms the party readers know (session 23, third pass): each test an invented caption in
// a form real filings print, with what the sides should read.
import { describe, expect, test } from 'vitest'
import { leftColumn, underRunningHeader } from './captionLines'
import { findCaptionParties } from './parties'
import { doubtfulName } from './partyDoubt'
import { partyNames } from './partyNames'
import { officeOfPerson, withoutOfficeBefore } from './partyOffices'

const sides = (text: string) =>
  Object.fromEntries(findCaptionParties(text).map((m) => [m.role, m.value]))

describe('caption lines (third pass)', () => {
  test("a title's words going on from the line above, after a gap, are the right-hand column", () => {
    expect(leftColumn('Elm County Assessor; ELM COUNTY  AND DECLARATORY RELIEF')).toBe(
      'Elm County Assessor; ELM COUNTY',
    )
    // A name's own "AND" after a gap stays: its words are no title's.
    expect(leftColumn('OTTO BRANDT  AND PIA LUND')).toBe('OTTO BRANDT  AND PIA LUND')
  })

  test('a blank row under the running header of the page a caption runs on to', () => {
    const text = 'Case 1:21-cv-00042 Document 1 Filed 01/02/21 Page 2 of 9\n \nOTTO BRANDT,\n'
    expect(underRunningHeader(text, text.indexOf(' \n'))).toBe(true)
    expect(underRunningHeader('ELM COUNTY,\n\nOTTO BRANDT,\n', 'ELM COUNTY,\n'.length)).toBe(false)
  })
})

describe('party names (third pass)', () => {
  test("an office in capitals after a person's name is the capacity, no second party", () => {
    expect(partyNames('MARA LINDQVIST, ELM COUNTY PUBLIC GUARDIAN, ET AL.,')).toEqual([
      'Mara Lindqvist',
    ])
    expect(officeOfPerson('OTTO BRANDT', 'DIRECTOR OF THE ELM DEPARTMENT OF PARKS')).toBe(true)
    // After a body's name, an office printed as a party is one.
    expect(partyNames('ELM COUNTY, ELM COUNTY SHERIFF, and OTTO BRANDT')).toEqual([
      'Elm County',
      'Elm County Sheriff',
      'Otto Brandt',
    ])
    expect(officeOfPerson('OTTO BRANDT', 'PIA LUND')).toBe(false)
  })

  test("an office before a person's name is no part of the name; an office of a state is", () => {
    expect(withoutOfficeBefore('SECRETARY MARA LINDQVIST')).toBe('MARA LINDQVIST')
    expect(withoutOfficeBefore('Secretary of State')).toBe('Secretary of State')
  })

  test("a redacted paper's stamp printed beside the names is no part of them", () => {
    expect(
      partyNames(
        'ELM DEPARTMENT OF PARKS, and SECRETARY MARA\nLINDQVIST, in her official Capacity REDACTED VERSION\nas Secretary of Parks,',
      ),
    ).toEqual(['Elm Department of Parks', 'Mara Lindqvist'])
  })

  test("a body's last word left alone by a cut block is doubtful", () => {
    expect(doubtfulName('County')).toBe(true)
    expect(doubtfulName('Elm County')).toBe(false)
  })

  test("a body named with its article in a list set in a sentence's case", () => {
    expect(
      partyNames(
        'Otto Brandt, in his official capacity as Commissioner of Parks of the State of Elm, the Elm State Board of Parks, and the Council on Elementary and Secondary Education,',
      ),
    ).toEqual([
      'Otto Brandt',
      'Elm State Board of Parks',
      'Council on Elementary and Secondary Education',
    ])
    // Prose after the article is no body's name.
    expect(partyNames('the Petition for Leave to Appeal is GRANTED, Otto BRANDT')).toEqual([
      'Otto BRANDT',
    ])
  })

  test('wards, each by a parent and guardian ad litem named after the comma', () => {
    expect(
      partyNames(
        'A.B., a minor, by her parent and guardian ad litem, Pia Lund, C.D., a minor, by his parent and guardian ad litem, Otto Brandt, Plaintiffs',
      ).slice(0, 2),
    ).toEqual(['A.B.', 'C.D.'])
  })

  test("a master limited partnership's suffix belongs to its name", () => {
    expect(partyNames('ELM PARKS LLC, and ELM ENTERTAINMENT COMPANY, M.L.P.,')).toEqual([
      'Elm Parks LLC',
      'Elm Entertainment Company, M.L.P.',
    ])
  })

  test('an agency named for two charges is one party', () => {
    expect(partyNames('ELM DEPARTMENT OF FOOD SAFETY AND INSPECTION SERVICE;')).toEqual([
      'Elm Department of Food Safety and Inspection Service',
    ])
  })
})

describe('caption forms (third pass)', () => {
  test('a writ petition joined to a complaint marks its sides with a slash', () => {
    const text = `SUPERIOR COURT OF CALIFORNIA
COUNTY OF ELM
OTTO BRANDT,     CASE NO.
      Petitioner/Plaintiff,
v.  VERIFIED PETITION FOR WRIT
  OF MANDATE AND
MARA LINDQVIST, in her official capacity as Elm  COMPLAINT FOR INJUNCTIVE
County Assessor; ELM COUNTY  AND DECLARATORY RELIEF
ASSESSOR'S OFFICE,
      Respondents/Defendants.`
    expect(sides(text)).toEqual({
      plaintiffs: ['Otto Brandt'],
      defendants: ['Mara Lindqvist', "Elm County Assessor's Office"],
    })
  })

  test('a two-space gap inside names that close on the ")" column is no column', () => {
    const text = `IN THE UNITED STATES DISTRICT COURT
FOR THE EASTERN DISTRICT OF ELM

OTTO BRANDT, PIA LUND,   )
                )
        Plaintiffs,       )
v.                )  CLASS ACTION
                )
CITY OF ELM, ELM DOWNTOWN  )   AMENDED
DEVELOPMENT AUTHORITY,  ELM  )   COMPLAINT
DEPARTMENT OF PARKS, and  )
PINE COUNTY ROAD COMMISSION)
        Defendants.     )`
    expect(sides(text).defendants).toEqual([
      'City of Elm',
      'Elm Downtown Development Authority',
      'Elm Department of Parks',
      'Pine County Road Commission',
    ])
  })

  test('a reporter\'s headnote key beside the "v." is no defendant\'s name', () => {
    const text = `United States District Court,
W.D. Elm.
Otto BRANDT, Individually and on
Behalf of Pia Brandt, a Minor, Plaintiff,
v.  [2]  Federal Courts
ELM–PINE SCHOOLS et al.,  Injunction cases
Defendants.`
    expect(sides(text).defendants).toEqual(['Elm–Pine Schools'])
  })

  test('a reporter\'s "In re" title naming a case: the sides before and after its "v"', () => {
    const text = `312
In  re  ELM  COUNTY  BAR  ASSOCIATION  v
PINE  CIRCUIT  COURT
Docket  No.  81234.  Argued  May  2,  1991.`
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm County Bar Association'],
      defendants: ['Pine Circuit Court'],
    })
  })

  test("defendants' names run on past a page break, blank rows under the next page's header", () => {
    const text = `UNITED STATES DISTRICT COURT
DISTRICT OF ELM
OTTO BRANDT,
Plaintiff,
vs.
ELM DEPARTMENT OF
PARKS;
28

Case 2:21-cv-00042 Document 1 Filed 03/28/21 Page 2 of 30
 
1 MARA LINDQVIST, in her official capacity as
Director of Parks,
Defendants.`
    expect(sides(text).defendants).toEqual(['Elm Department of Parks', 'Mara Lindqvist'])
  })

  test("a paper's title set between two parties' address blocks", () => {
    const text = `IN THE UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLUMBIA

OTTO BRANDT,
12 Elm Road
Pinewood, AZ 85001
  COMPLAINT
PIA LUND,  (Jury Requested)
14 Oak Drive
Pinewood, AZ 85001

    Plaintiffs,

v.

ELM PARKS AGENCY,
Defendant.`
    expect(sides(text).plaintiffs).toEqual(['Otto Brandt', 'Pia Lund'])
  })

  test("a reporter's headnote words set between two lines of a name in capitals", () => {
    const text = `United States Court of Appeals,
Fifth Circuit.
Otto BRANDT and Pia Lund,  Class litigants could not assign as er
Plaintiffs-Appellants,  ror the court's failure to instruct
v.
not object to alleged deficiency before jury
ELM FEDERAL SAVINGS AND
retired.
LOAN ASSOCIATION,
Defendant-Appellee.`
    expect(sides(text).defendants).toEqual(['Elm Federal Savings and Loan Association'])
  })
})

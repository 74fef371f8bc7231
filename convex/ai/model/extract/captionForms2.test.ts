// Caption forms the party readers know (session 23, second pass): each test an invented caption in
// a form real filings print, with what the sides should read.
import { describe, expect, test } from 'vitest'
import { abovePageBreak, isJudgeCell, isNonPartyLine, leftColumn } from './captionLines'
import { findCaptionParties } from './parties'
import { partyNames } from './partyNames'
import { doubtfulName } from './partyDoubt'

const sides = (text: string) =>
  Object.fromEntries(findCaptionParties(text).map((m) => [m.role, m.value]))

describe('caption lines (second pass)', () => {
  test("the Northern District of New York's judges' initials under its number", () => {
    expect(isNonPartyLine('(ABC/DEF)')).toBe(true)
    expect(isNonPartyLine('(GHI)')).toBe(true)
    expect(isNonPartyLine('(ROE/POE) LLC')).toBe(false)
  })

  test('a bare "NO. 21-1234" after a gap is the right-hand column; "Docket  No." is one label', () => {
    expect(leftColumn('ELMWOOD PARKS &  NO.  21-1234')).toBe('ELMWOOD PARKS &')
    expect(leftColumn('Docket  No.  21-1234-cv')).toBe('Docket  No.  21-1234-cv')
  })

  test('a "JUDGE:" label after a gap opens the right-hand column', () => {
    expect(leftColumn('Tarn; OTTO, PIA, ERIK,  JUDGE:  Hon. Mara Lindqvist')).toBe(
      'Tarn; OTTO, PIA, ERIK,',
    )
  })

  test("a reporter's counsel line, its city and state before whom it appears for", () => {
    expect(isNonPartyLine('Otto Brandt, Pia Lund, Elmwood, Ga., for Acme Co.')).toBe(true)
    expect(isNonPartyLine('Otto BRANDT and Pia Lund,')).toBe(false)
  })

  test('a judge cell over names in capitals', () => {
    expect(isJudgeCell('Hon. Mara K. Lindqvist', 'OTTO BRANDT, Director,')).toBe(true)
    expect(isJudgeCell('Judge Lindqvist', 'OTTO BRANDT, et al.,')).toBe(true)
    // A writ's respondent judge is printed as a party: in capitals, or described.
    expect(isJudgeCell('HON. MARA LINDQVIST, Judge of the', 'Circuit Court,')).toBe(false)
    expect(isJudgeCell('Hon. Mara Lindqvist', 'Respondent.')).toBe(false)
  })

  test("a filing system's running header atop the next page", () => {
    const text =
      'JANE ROE,  :\n[ continued on next page ]\n\nCase: 2:21-cv-1 Doc #: 1 Filed: 01/02/21 Page: 2 of 9  PAGEID #: 2\nMARY POE'
    const header = text.indexOf('Case:')
    expect(abovePageBreak(text, header)).toBe(text.indexOf('\n'))
    expect(abovePageBreak(text, text.indexOf('MARY'))).toBeNull()
  })

  test('an office named for its counsel is no counsel line', () => {
    expect(doubtfulName('Office of Special Counsel')).toBe(false)
    expect(doubtfulName('Office of the General Counsel')).toBe(false)
    expect(doubtfulName('Counsel for Defendants')).toBe(true)
  })
})

describe('party names (second pass)', () => {
  test('fictitious parties under a list of numbers are no one', () => {
    expect(partyNames('ELMWOOD PARKS, INC., JOHN DOES 1,2,3 AND 4,')).toEqual([
      'Elmwood Parks, Inc.',
    ])
    expect(partyNames('ACME CORP. and ROES 1 and 2')).toEqual(['Acme Corp.'])
  })

  test("a union's local and its federation belong to its name", () => {
    expect(
      partyNames('Elm Fund; Brotherhood of Tile Setters, Local 42, AFL-\nCIO; and Otto Brandt'),
    ).toEqual(['Elm Fund', 'Brotherhood of Tile Setters, Local 42, AFL-CIO', 'Otto Brandt'])
  })

  test('the one a party sues for, named after "on behalf of", is no party', () => {
    expect(
      partyNames(
        'LENA FORSBERG, PIA LUND,\nand ADA HOLM on behalf of\nERIK HOLM, for themselves and\nthose similarly situated,',
      ),
    ).toEqual(['Lena Forsberg', 'Pia Lund', 'Ada Holm'])
  })

  test('parents in the plural are a pair of next friends; a bracketed note and a footnote call go', () => {
    expect(
      partyNames(
        'Q.R.1, by her parents and next friends,\nL.M. and N.O., and S.V., by his parents\nand next friends, W.X. and Y.Z. [CIVIL RIGHTS ACTION]',
      ),
    ).toEqual(['Q.R.', 'S.V.'])
  })
  test("a party's address closing with the side's stop", () => {
    expect(
      partyNames('BUREAU OF FAIR LENDING\n1200 K Street, N.W., Suite 5\nWashington, D.C. 20005.'),
    ).toEqual(['Bureau of Fair Lending'])
  })
})

describe('caption forms (second pass)', () => {
  test("the Northern District of New York's initials line between the v. and the names", () => {
    const text = `UNITED STATES DISTRICT COURT
NORTHERN DISTRICT OF NEW YORK
____________________________________________
LENA FORSBERG, et al.,
Plaintiffs,
vs. 9:21-CV-123
(ABC/DEF)
OTTO BRANDT, Elm County Sheriff, and
PIA LUND, Chief Deputy Elm County
Jail,
Defendants.
____________________________________________`
    expect(sides(text).defendants).toEqual(['Otto Brandt', 'Pia Lund'])
  })

  test("the District of Columbia's addresses under each name, a title among them", () => {
    const text = `UNITED STATES DISTRICT COURT FOR THE
DISTRICT OF COLUMBIA
EMPLOYEE A, EMPLOYEE B,
and EMPLOYEE C,
c/o Open Rights Foundation
COMPLAINT FOR DECLARATORY AND
P.O. Box 12345
INJUNCTIVE RELIEF
Washington, DC 20001
Plaintiffs,
v.  Case No.
OFFICE OF FAIR HEARINGS
900 K Street, N.W., Suite 100
Washington, D.C. 20001,
and
OTTO BRANDT, in his official capacity
as Director of the Office of Fair Hearings,
900 K Street, N.W., Suite 100
Washington, D.C. 20001.
Defendants.`
    expect(sides(text)).toEqual({
      plaintiffs: ['Employee A', 'Employee B', 'Employee C'],
      defendants: ['Office of Fair Hearings', 'Otto Brandt'],
    })
  })

  test('a ":" column row between every two lines of the defendants', () => {
    const text = `UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
 -------------------------------------------------   x
LENA FORSBERG,
:  CLASS ACTION COMPLAINT
Plaintiff v.
:
CITY OF ELMWOOD; OTTO BRANDT, Chief of
:
Detectives for the Elmwood
:
Police Department, in his official capacity; and
:
PIA LUND, Medical Examiner,
:
Defendants.
 -------------------------------------------------   x`
    expect(sides(text).defendants).toEqual(['City of Elmwood', 'Otto Brandt', 'Pia Lund'])
  })

  test('a ")" row under a title beside the caption still ends the defendants upwards', () => {
    const text = `UNITED STATES DISTRICT COURT
LENA FORSBERG,   )
Plaintiff,       )
v.               )
MEMORANDUM IN
   )
OPPOSITION TO PLAINTIFFS’
              )
OTTO BRANDT, in his official capacity   )
as Mayor of Elmwood,   )
Defendant.      )`
    expect(sides(text).defendants).toEqual(['Otto Brandt'])
  })

  test('a judge cell under the "vs." and the case number is no part of the first defendant', () => {
    const text = `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF MICHIGAN
LENA FORSBERG and PIA LUND,
Plaintiffs,
vs.                Case No. 21-12345
Hon. Mara K. Lindqvist
OTTO BRANDT, Director,      Mag. Judge Ada Holm
Elm Department of Corrections,
and ERIK NYQVIST, Regional Director,
Defendants.`
    expect(sides(text).defendants).toEqual(['Otto Brandt', 'Erik Nyqvist'])
  })

  test('a "Judge <Name>" row between ")" rows over the defendants', () => {
    const text = `UNITED STATES DISTRICT COURT
ELM VALLEY TENANTS UNION,        )
        Plaintiff,  )
No. 21 C 1234
  )
v.  )
Judge Lindqvist
  )
OTTO BRANDT, et al.,   )
  )
        Defendants.  )`
    expect(sides(text).defendants).toEqual(['Otto Brandt'])
  })

  test('a caption that runs over a page break under the running header', () => {
    const text = `Case: 2:21-cv-00123 Doc #: 1 Filed: 01/02/21 Page: 1 of 9  PAGEID #: 1
IN THE UNITED STATES DISTRICT COURT
FOR THE SOUTHERN DISTRICT OF OHIO
ELM VALLEY TENANTS UNION,  :   Case No. 2:21-cv-123
    Plaintiff,      :
v.              :
ELMWOOD UNIVERSITY,  :  VERIFIED COMPLAINT
  :
and  :
  :
OTTO BRANDT, in his official  :
capacity as President,  :
  :
and  :
:

[ continued on next page ]

Case: 2:21-cv-00123 Doc #: 1 Filed: 01/02/21 Page: 2 of 9  PAGEID #: 2
PIA LUND, in her official  :
capacity,  :
  :
    Defendants.  :

  Now come Plaintiffs, and for their Complaint allege as follows:`
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Valley Tenants Union'],
      defendants: ['Elmwood University', 'Otto Brandt', 'Pia Lund'],
    })
  })

  test("a reporter's caption under its counsel lines, flattened from two columns", () => {
    const text = `United States Court of Appeals,
Fifth Circuit.
Ada Holm, Elmwood, Ga., for Acme Co.
Otto BRANDT and Pia Lund,
Plaintiffs-Appellees,  Erik Nyqvist, Lena Forsberg,
v.
Elmwood, Ga., for Carr.
Mara LINDQVIST et al., Defendants-Appellants,`
    expect(sides(text).plaintiffs).toEqual(['Otto BRANDT', 'Pia Lund'])
  })

  test('the Eastern District of Pennsylvania\'s bare "NO." beside a name, numbered Does after', () => {
    const text = `IN THE UNITED STATES DISTRICT COURT
FOR THE EASTERN DISTRICT OF PENNSYLVANIA
LENA FORSBERG et al.,  CIVIL ACTION
Plaintiffs,
v.
ELMWOOD PARKS &  NO.  21-1234
RESORTS, INC., ELMWOOD PARKS
& RESORTS, LLC AND
JOHN DOES 1,2 AND 3,
Defendants.`
    expect(sides(text).defendants).toEqual([
      'Elmwood Parks & Resorts, Inc.',
      'Elmwood Parks & Resorts, LLC',
    ])
  })
})

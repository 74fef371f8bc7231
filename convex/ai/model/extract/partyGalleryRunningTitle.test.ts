// The caption gallery, parties: a printed reporter's page whose running title ("ROE v. POE  451"
// over "Cite as …") names each side's lead, printed in capitals in a caption taken in turns with
// the other column's lines or run into them; and a district's docket number set right of its
// "-against-" or "v." line, or under it, run into the first defendant's name; a paper's title in
// capitals beside the "v." ("v.  RULE 37(B)(2)"), its last words wrapped onto lines of their own
// over the defendants' names ("RECOMMENDATION", "REQUESTS FOR DOCUMENTS").
// Invented names and numbers, written from how those papers print, not from the corpus.
import { describe, expect, it } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { findRunningTitleLeads, runningTitleKeys } from './runningTitle'

const REPORTER_PAGE = `ROWAN v. MARSH  812
Cite as 402 F.Supp. 812 (1979)
the whole of the claim is barred, and the  it is the court's view that the
motion must be granted.  The clerk will  Walter ROWAN, by his next friend, Ada
enter judgment accordingly.  Rowan, Plaintiffs,
So ordered.  v.
Compare Smith v.  Elm  Carl J. MARSH, Individually and as
Superintendent, Defendants.
Civ. No. 71-204.
United States District Court,
N. D. Illinois, E. D.
March 3, 1979.`

const CASES: GalleryCase[] = [
  {
    name: "a printed reporter's page, its caption run into the other column",
    pages: [REPORTER_PAGE],
    plaintiffs: ['Walter ROWAN'],
    defendants: ['Carl J. MARSH'],
  },
  {
    name: 'a docket number right of the "-against-" line, run into the first defendant',
    pages: [
      `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF NEW YORK
----------------------------------------------------------------------- x
MARY ROE, on behalf of herself and all others  STIPULATION & ORDER
similarly situated,  OF SETTLEMENT
Plaintiffs,
-against- 03 CV 4417 (ABC) (DEF)
PETER POE, et al.,
Defendants.
----------------------------------------------------------------------- x
The parties agree as follows.`,
    ],
    plaintiffs: ['Mary Roe'],
    defendants: ['Peter Poe'],
  },
  {
    name: 'a docket number on a line of its own under the "v."',
    pages: [
      `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLUMBIA
NATIONAL WIDGET COUNCIL,
Plaintiff,
Civil Action No.
v.
24-cv-512 (ABC/DEF)
UNITED STATES DEPARTMENT OF
WIDGETS, et al.,
Defendants.
MEMORANDUM ORDER
The motion is granted.`,
    ],
    plaintiffs: ['National Widget Council'],
    defendants: ['United States Department of Widgets'],
  },
  {
    name: 'a docket number broken by the scan beside the "v."',
    pages: [
      `UNITED STATES DISTRICT COURT
MIDDLE DISTRICT OF GEORGIA
JANE KING, ET. AL.
Plaintiffs,
v.  1 :01-CV -212-1 (ABC)
CITY OF PINEVILLE HOUSING AUTHORITY,
ET. AL.,
Defendants.
ORDER
The motion is granted.`,
    ],
    plaintiffs: ['Jane King'],
    defendants: ['City of Pineville Housing Authority'],
  },
  {
    name: 'a title in capitals beside the "v.", run into the first defendant',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF MINNESOTA
Anna Berg, by her guardians Paul and            Civ. No. 17-1234 (ABC/DEF)
Mary Berg; and on behalf of others
similarly situated,
ORDER ON PLAINTIFFS’
  Plaintiffs,
MOTION PURSUANT TO
v.  RULE 37(B)(2)
John Carl Smith, in his capacity as
Commissioner of the Minnesota
Department of Widgets,
      Defendant.
Jane Doe, Esq., counsel for Plaintiffs.
This matter is before the Court.`,
    ],
    defendants: ['John Carl Smith'],
  },
  {
    name: 'a title beside the "v." wrapped onto a line of its own over the defendants',
    pages: [
      `UNITED STATES DISTRICT COURT
WESTERN DISTRICT OF WASHINGTON
AT TACOMA
7
8  JOHN PAUL SMITH,
9    Plaintiff,  Case No. C22-01234-AB-CDE
10    v.  ORDER ADOPTING REPORT AND
RECOMMENDATION
11  ELM COUNTY COUNCIL et al.,
  Defendants.
12
Having reviewed the Report and Recommendation, the Court adopts it.`,
    ],
    plaintiffs: ['John Paul Smith'],
    defendants: ['Elm County Council'],
  },
  {
    name: 'a report and recommendation titled beside the "v."',
    pages: [
      `UNITED STATES DISTRICT COURT
WESTERN DISTRICT OF WASHINGTON
AT TACOMA
8  JOHN PAUL SMITH,
9    Plaintiff,  Case No. C22-01234-AB-CDE
10    v.  REPORT AND RECOMMENDATION
11  ELM COUNTY COUNCIL, et al.,
  Defendant.
12
Plaintiff proceeds pro se.`,
    ],
    plaintiffs: ['John Paul Smith'],
    defendants: ['Elm County Council'],
  },
  {
    name: 'a title wrapped under the "v." onto lines of its own over the defendants',
    pages: [
      `7  NORTHERN DISTRICT OF CALIFORNIA
8
PAUL ROWAN,  Case No. 19-01234 ABC (PR)
9
Plaintiff,
ORDER GRANTING PLAINTIFF’S
10  MOTION FOR AN EXTENSION OF
v.
TIME TO FILE AMENDED
11  COMPLAINT
JOHN MARSH, et al.,
a  12
                      Defendants.
13  (Docket No. 8)
Plaintiff, a state prisoner, filed this action.`,
    ],
    plaintiffs: ['Paul Rowan'],
    defendants: ['John Marsh'],
  },
]

runGallery('caption gallery, parties: running titles and docket numbers before names', CASES)

describe('runningTitle', () => {
  it('reads the running title only over its "Cite as" line', () => {
    expect(runningTitleKeys(REPORTER_PAGE)).toMatchObject({
      plaintiff: 'ROWAN',
      defendant: 'MARSH',
    })
    expect(runningTitleKeys('ROWAN v. MARSH  812\nThe court held.')).toBeNull()
  })

  it("keeps the lead's given names apart from the other column's word", () => {
    const sides = findRunningTitleLeads(REPORTER_PAGE)
    expect(sides.map((side) => side.value[0])).toEqual(['Walter ROWAN', 'Carl J. MARSH'])
  })

  it('answers nothing when a given name is misread before an initial', () => {
    const page = REPORTER_PAGE.replace('Carl J. MARSH', 'Dr. carl J. MARSH')
    expect(findRunningTitleLeads(page)).toEqual([])
  })

  it("adds a company's suffix the other column pushed to the next line", () => {
    const page = `ROWAN v. ACME  90
Cite as 12 F.Supp.2d 90 (2001)
the claim fails.  Walter  ROWAN,  Plaintiff,
the court agrees  v.
that it has ACME  WIDGET  COMPANY,
no merit at all.  Roe is INC., a Delaware
corporation, Defendant.`
    const sides = findRunningTitleLeads(page)
    expect(sides.map((side) => side.value[0])).toEqual([
      'Walter ROWAN',
      'Acme Widget Company, Inc.',
    ])
  })
})

// The caption gallery, parties part seventeen (issue 27, round two of the caption structure): a
// filing stamp set down the page's edge, a letter a line, cutting a caption line ("… Department
// Of  S" / "P" / "Corrections"); the Foreign Intelligence Surveillance Court's "In re" titles that
// list several matters ("CERTIFICATIONS, PROCEDURES, AND AMENDMENTS"), one subject however many
// commas and "and"s; a clerk's cover letter whose "Re:" line names the leads by surname, over the
// opinion it encloses, whose caption names them whole; a Massachusetts appellate case docket's
// title between "Case Docket" and the case's number ("ROE & others vs. POE, COMMISSIONER …").
// Invented names and numbers, written from how those pages print, not from the corpus.
import { describe, expect, it } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { withoutEdgeStamp } from './marginText'

const STAMP = 'ELECTRONICALLYFILED-2031Mar410:15AM-ELMCOUNTY-COMMONPLEAS-CASE#2031CP1100456'

/** The page's lines with the stamp's letters set between them, three a line, as a text layer reads it. */
function stamped(lines: string[]): string {
  const letters = [...STAMP]
  return lines.map((line) => [line, ...letters.splice(0, 3)].join('\n')).join('\n')
}

const COUNSEL = Array.from(
  { length: 40 },
  (_, i) =>
    `Mr. Counsel Number${i} Example\nExample Law Group, ${100 + i} Main Street\nElmtown, OH 45${200 + i}\n`,
).join('\n')

const CASES: GalleryCase[] = [
  {
    name: "a form's 'Case Caption:' line cut by a filing stamp's letters down the edge: the side read whole",
    pages: [
      stamped([
        'STATE OF SOUTH CAROLINA           JUDGMENT IN A CIVIL CASE',
        'COUNTY OF ELM',
        'IN THE COURT OF COMMON PLEAS        CASE NO. 2031CP1100456',
        'PLAINTIFF(S)    DEFENDANT(S)',
        '  DECISION BY THE COURT.  This action came to trial or hearing before the court.',
        'IT IS ORDERED AND ADJUDGED: The motion for class certification is granted.',
        'Elm Common Pleas',
        'Case Caption: Nora  Vance , plaintiff, et al VS   Elm State Department Of  S',
        'Corrections , defendant, et al A',
        'Case Number: 2031CP1100456',
        'Type: Order/Electronic Form 4',
      ]),
    ],
    plaintiffs: ['Nora Vance'],
    defendants: ['Elm State Department Of Corrections'],
  },
  {
    name: "a FISC title listing several matters with commas and 'AND': one subject",
    pages: [
      `UNITED STATES
FOREIGN INTELLIGENCE SURVEILLANCE COURT
WASHINGTON, D.C.

IN RE CERTIFICATIONS, PROCEDURES, AND
AMENDMENTS SUBMITTED UNDER SECTION 702

Docket No. 702(j)-31-01

ORDER

The Court has reviewed the government's submission.`,
    ],
    plaintiffs: ['Certifications, Procedures, and Amendments Submitted Under Section 702'],
    defendants: null,
  },
  {
    name: "a FISC title of the court's own opinions and orders, joined by '&': one subject",
    pages: [
      `UNITED STATES
FOREIGN INTELLIGENCE SURVEILLANCE COURT
WASHINGTON, D.C.

IN RE OPINIONS & ORDERS OF THIS COURT ADDRESSING
BULK COLLECTION OF DATA UNDER THE FOREIGN
INTELLIGENCE SURVEILLANCE ACT               Docket No. Misc. 31-01

OPINION AND ORDER

The Court has reviewed the motion.`,
    ],
    plaintiffs: [
      'Opinions & Orders of This Court Addressing Bulk Collection of Data Under the Foreign Intelligence Surveillance Act',
    ],
    defendants: null,
  },
  {
    name: 'a FISC title listing certifications by number: one subject',
    pages: [
      `UNITED STATES
FOREIGN INTELLIGENCE SURVEILLANCE COURT
WASHINGTON, D.C.

IN RE DNI/AG 702(h) CERTIFICATIONS 2031-A,
2031-B, 2031-C, AND PREDECESSOR                    Docket Nos. 702(j)-31-01,
CERTIFICATIONS                                      702(j)-31-02

MEMORANDUM OPINION AND ORDER

This matter is before the Court on the government's submission of certifications.`,
    ],
    plaintiffs: [
      'DNI/AG 702(h) CERTIFICATIONS 2031-A, 2031-B, 2031-C, AND PREDECESSOR CERTIFICATIONS',
    ],
    defendants: null,
  },
  {
    name: "a clerk's cover letter over the opinion it encloses: the opinion's caption, not the 'Re:' line's surnames",
    pages: [
      `UNITED STATES COURT OF APPEALS
FOR THE SIXTH CIRCUIT
Clerk  ELMTOWN, OHIO 45202

   Filed:  March 4, 2031

${COUNSEL}
Re: Case Nos. 31-1101/31-1102, Quill, et al v. Marsh, et al

Originating Case No. : 5:30-cv-10444

Dear Counsel,
     The court today announced its decision in the above-styled case.
   Yours very truly,
   Clerk

RECOMMENDED FOR FULL-TEXT PUBLICATION

UNITED STATES COURT OF APPEALS

FOR THE SIXTH CIRCUIT

31-1101  ┐
ODETTE  QUILL;  BARNABY  FENN;  ELM  SUPPLY,  LLC,  │
Plaintiffs-Appellants,  │
│
  v.  > Nos. 31-1101/31-1102
│
HOLLIS  MARSH;  CITY  OF  ELMTOWN;  STATE  OF  OHIO,  │
Defendants-Appellees.  │
┘

Appeal from the United States District Court
for the Northern District of Ohio.`,
    ],
    plaintiffs: ['Odette Quill', 'Barnaby Fenn', 'Elm Supply, LLC'],
    defendants: ['Hollis Marsh', 'City of Elmtown', 'State of Ohio'],
  },
  {
    name: "a Massachusetts appellate case docket's title between 'Case Docket' and the number, '& others' on each side",
    pages: [
      `3/2/2031 Mass Appellate Courts - Public Case Search
SUPREME JUDICIAL COURT
for the Commonwealth
Case Docket
ODETTE QUILL & others vs. HOLLIS MARSH, COMMISSIONER OF THE
DEPARTMENT OF ELM AFFAIRS & others
SJC-13401
CASE HEADER
Case Status Decided, Rescript issued Status Date 03/01/2031
Appellant Plaintiff Case Type Civil`,
    ],
    plaintiffs: ['Odette Quill'],
    defendants: ['Hollis Marsh'],
  },
  {
    name: "an Appeals Court case docket's one-line title, '& another' after the plaintiff",
    pages: [
      `APPEALS COURT
for the Commonwealth
Case Docket
BARNABY FENN & another vs. ELMWOOD HOUSING AUTHORITY
2031-P-0456
CASE HEADER
Case Status Briefing Status Date 02/11/2031`,
    ],
    plaintiffs: ['Barnaby Fenn'],
    defendants: ['Elmwood Housing Authority'],
  },
]

runGallery('caption gallery, parties part seventeen', CASES)

describe('withoutEdgeStamp', () => {
  const stamp = [...STAMP].slice(0, 24).join('\n')

  it("keeps a caption's own 'v' between its sides, and the places", () => {
    const text = `${stamp}\nJOHN ROE,\nPlaintiff,\nv\nACME CORP.,\nDefendant.\n`
    const out = withoutEdgeStamp(text)
    expect(out.length).toBe(text.length)
    expect(out.trimStart().split('\n')).toEqual([
      'JOHN ROE,',
      'Plaintiff,',
      'v',
      'ACME CORP.,',
      'Defendant.',
      '',
    ])
  })

  it("leaves a pleading paper's line numbers, alone on their lines, as they are", () => {
    const numbers = Array.from({ length: 27 }, (_, i) => String((i % 9) + 1)).join('\n')
    const text = `${numbers}\nJOHN ROE, DOE 1\nPlaintiff,\nv\nACME CORP.,\nDefendant.`
    expect(withoutEdgeStamp(text)).toBe(text)
  })

  it('leaves a page without the stamp as it is', () => {
    const text = 'JANE ROE,  A\nB\nPlaintiff,\nv\nELM CITY,\nDefendant.'
    expect(withoutEdgeStamp(text)).toBe(text)
  })
})

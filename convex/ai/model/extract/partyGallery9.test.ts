// The caption gallery, parties part nine: what papers that are no court's caption, or a caption
// misread, put where a party's name should stand (session 24, round four). A reporter's judge line
// interleaved with the caption ("DOYLE, Circuit Judge, sitting by designation."); an appellate
// brief's caption printed twice, the court's heading read into the second side; a settlement
// agreement's recital whose names are the object of "a program of"; a brief's sentence that defines
// the defendants with a body's name cut at its small word ("Commission on Teacher Licensing"); a
// couple with one surname ("OTIS AND MAVIS KETTLE"); council members listed after the body's plural
// title. A wrong party is worse than none: where the form does not say who the parties are, the
// answer is blank.
// Invented names and numbers, written from how those pages print, not from the corpus.
import { describe, expect, it } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { doubtfulName } from './partyDoubt'

const CASES: GalleryCase[] = [
  {
    name: "a reporter's opinion title and judge line interleaved with the caption: the judge is no party",
    pages: [
      `503 F.2d 1290
United States Court of Appeals, Ninth Circuit.
C.D. Elm.  *1340 ORDER GRANTING PLAINTIFFS' MOTION
FOR PRELIMINARY INJUNCTION
Harold T. BRISKET, et al., Plaintiffs,
v.
Clara M. WENDT, as Secretary of Transportation, et  DOYLE, Circuit Judge, sitting by designation.
al., Defendants.
**1 This matter comes before the court on plaintiffs'
No. Civil 73-2211-HP.  request for a preliminary injunction
Oct. 3, 1974.`,
    ],
    plaintiffs: ['Harold T. Brisket'],
    defendants: ['Clara M. Wendt'],
  },
  {
    name: "an appellate brief's caption printed twice, the court's heading above the second: no court-and-person party",
    pages: [
      `No.  2210447
SUPREME COURT OF ALABAMA
OSCAR P. MINTON,
Appellant and Cross-Appellee
vs.
VERA L. HOLLIS, in her official capacity
as Treasurer of the State of Alabama
Appeal from Elmore County Circuit Court
BRIEF OF AMICUS CURIAE IN SUPPORT OF APPELLEE
No.  2210447
SUPREME COURT OF ALABAMA
OSCAR P. MINTON,
Appellant and Cross-Appellee
vs.
VERA L. HOLLIS, in her official capacity
as Treasurer of the State of Alabama`,
    ],
    plaintiffs: ['Oscar P. Minton'],
    defendants: ['Vera L. Hollis'],
  },
  {
    name: 'a settlement agreement\'s recital naming the plaintiffs after "a program of": the lead is not the object of the phrase',
    pages: [
      `SETTLEMENT AGREEMENT

This Settlement Agreement ("Agreement") is entered into by Harbor Youth, a program of
Elm Outreach, Inc., Dana Quill, Marcus Quill, and Tobin Reyes (collectively, "Plaintiffs"); and
the City of Elmton ("the City"; and together with Plaintiffs, "the Parties").

RECITALS
1. On May 3, 2021, Plaintiffs filed a civil action against the City.`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: "a brief's sentence defining the defendants with a body's name cut at its small word: no answer",
    pages: [
      `INTRODUCTION
Plaintiffs are teachers of color. Defendants are the State of Elm and the Elm
Commission on Teacher Licensing (collectively, "Defendants" or "CTL"). Plaintiffs claim
that the licensing examination discriminates.`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: 'a couple named with one surname ("OTIS AND MAVIS KETTLE") is one party, as printed',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF ELM
(1) RHODA ASHBY, individually;
(2) OTIS AND MAVIS KETTLE, as parents of a minor;
(3) LENA BRAMBLE,
Plaintiffs,
v.
ELM COUNTY SCHOOL BOARD,
Defendant.
Case No. 4:21-cv-00417`,
    ],
    plaintiffs: ['Rhoda Ashby', 'Otis and Mavis Kettle', 'Lena Bramble'],
    defendants: ['Elm County School Board'],
  },
  {
    name: "city council members listed in one entry after the body's plural title, each a party",
    pages: [
      `UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF ELM
TOMAS VEGA, an individual,
Plaintiff,
vs.
CITY OF ELMTON; MAYOR RUTH ARDEN; CITY
COUNCIL MEMBERS OWEN PRICE, NORA BLYTHE, IVAN CROSS
& LEAH MORROW; ELMTON POLICE DEPARTMENT,
Defendants.
Case No. 3:19-cv-01234`,
    ],
    plaintiffs: ['Tomas Vega'],
    defendants: [
      'City of Elmton',
      'Ruth Arden',
      'Owen Price',
      'Nora Blythe',
      'Ivan Cross',
      'Leah Morrow',
    ],
  },
]

runGallery('party caption gallery, part nine', CASES)

describe('names no party holds', () => {
  it.each([
    ['a judge title after an opinion author', 'Circuit Judge'],
    ['a pin cite', 'Certification at 2'],
    ['a statute', 'Title 50'],
    ['a paper title with a role possessive', 'Plaintiff’s Voluntary Department of Education'],
    ['a numbered heading', 'Parties 3'],
    ['a capacity cut from its person', 'Official Capacities as Elm Officers'],
    ['a sentence', 'Roe is Jane Roe'],
    ['a name cut after its joining word', 'The Commission and'],
    ['a case number read into a name', 'Birch Training School N–86–252'],
    ['a role word broken by a scan', 'P laintif.fs'],
    ['a court heading before a person', 'Supreme Court of Alabama Oscar P. Minton'],
    ["a paper's own title", 'Statement of Interest'],
    ['a description for a person', 'A United States Person'],
    ['a lone letter', 'I'],
    ['a form label', 'Docket Number'],
  ])('%s: %s', (_form, name) => {
    expect(doubtfulName(name)).toBe(true)
  })

  it.each([
    'Superior Court of California',
    'Supreme Court of Alabama',
    'Tennessee, State of',
    'Johnson & Johnson',
    'Office of Special Counsel',
    'Elm County School District',
  ])('keeps %s', (name) => {
    expect(doubtfulName(name)).toBe(false)
  })
})

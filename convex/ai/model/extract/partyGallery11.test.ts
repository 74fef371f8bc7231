// The caption gallery, parties part eleven (session 25): a side's list of names in capitals broken
// mid-name over the right-hand column's docket row; multistate suits listing their states on lines
// a heading's "STATE OF" would otherwise close; an office named for the two charges it keeps
// ("Bureau of Mines and Mineral Resources"); and two persons' whole names on two lines with no mark
// between them. Invented names and numbers, written from how those pages print, not from the corpus.
import { describe, expect, it } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { commaPerLine } from './nameLines'
import { partyNames } from './partyNames'

const CASES: GalleryCase[] = [
  {
    name: "a list of plaintiffs broken mid-name over the right-hand column's docket row",
    pages: [
      `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF ELMSHIRE
ODESSA QUILL, MARGUERITE VANCE,
TOBIAS LINDGREN, PERPETUA
Civil Action No. ___
OKONKWO-BRANDT, RAFAEL IBSEN,
and JANE DOE 1, individually and on behalf of a class
CLASS ACTION COMPLAINT
similarly situated,
Plaintiffs,

-against-
THE CITY OF ELMTON,
Defendant.

Plaintiffs bring this action for relief.`,
    ],
    plaintiffs: [
      'Odessa Quill',
      'Marguerite Vance',
      'Tobias Lindgren',
      'Perpetua Okonkwo-Brandt',
      'Rafael Ibsen',
      'Jane Doe 1',
    ],
    defendants: ['The City of Elmton'],
  },
  {
    name: 'a multistate suit: its states listed over the ")" column, a line closing on "STATE"',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF ELMSHIRE
___________________________________
              )
COMMONWEALTH OF OAKSHIRE;   )
STATE OF PINELAND; STATE OF     )
BIRCHMONT; STATE OF CEDARVALE;   )
ASHFORD; STATE OF MAPLETON; STATE )
OF WILLOWMERE; and STATE OF  )
ALDERGROVE,      )
              )
        Plaintiffs,  )
              )
    v.            )   CIVIL ACTION NO. 25-10411
              )
JANE ROE, in her official   )
capacity as Secretary of Lands,   )
        Defendant.  )
___________________________________)

MEMORANDUM AND ORDER`,
    ],
    plaintiffs: [
      'Commonwealth of Oakshire',
      'State of Pineland',
      'State of Birchmont',
      'State of Cedarvale',
      'Ashford',
      'State of Mapleton',
    ],
    defendants: ['Jane Roe'],
  },
  {
    name: 'a multistate complaint: a line of its states breaking off on "STATE OF NEW"',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT
FOR THE WESTERN DISTRICT OF ELMSHIRE

STATE OF PINELAND, STATE OF  Case No. 25-cv-___________
BIRCHMONT, STATE OF CEDARVALE,
COMMONWEALTH OF OAKSHIRE, STATE OF NEW
ALDERGROVE, STATE OF MAPLETON,  COMPLAINT FOR DECLARATORY
and STATE OF WILLOWMERE  AND INJUNCTIVE RELIEF

Plaintiffs,

v.

ELMSHIRE LANDS AGENCY,

Defendant.`,
    ],
    plaintiffs: [
      'State of Pineland',
      'State of Birchmont',
      'State of Cedarvale',
      'Commonwealth of Oakshire',
      'State of New Aldergrove',
      'State of Mapleton',
    ],
    defendants: ['Elmshire Lands Agency'],
  },
  {
    name: 'two persons on two lines with no mark between them, then their description',
    pages: [
      `COMMONWEALTH OF ELMSHIRE
OAK COUNTY SUPERIOR COURT
C.A. 91-212
____________________________________
  )
MARGARET T. OSBORNE  )
LUCILLE PERRAULT  )
on behalf of themselves          )
and all others similarly         )
situated                         )
  )
Plaintiffs  )
  )
V.  )
  )
HAROLD W. QUINTERO, et al.  )
  )
Defendants  )
____________________________________)

SETTLEMENT AGREEMENT`,
    ],
    plaintiffs: ['Margaret T. Osborne', 'Lucille Perrault'],
    defendants: ['Harold W. Quintero'],
  },
]

runGallery('parties gallery, part eleven', CASES)

describe('an office named for the two charges it keeps', () => {
  it.each([
    [
      'ELMSHIRE BUREAU OF MINES AND MINERAL RESOURCES; JANE ROE,',
      ['Elmshire Bureau of Mines and Mineral Resources', 'Jane Roe'],
    ],
    [
      'Elmshire Department of Energy and Coastal Protection, and John Poe',
      ['Elmshire Department of Energy and Coastal Protection', 'John Poe'],
    ],
    [
      'Oak State Department of Licensing and Regulatory Affairs;',
      ['Oak State Department of Licensing and Regulatory Affairs'],
    ],
  ])('%s is one party', (block, names) => {
    expect(partyNames(block)).toEqual(names)
  })

  it.each([
    [
      'Elmshire Department of Corrections and Jane Roe,',
      ['Elmshire Department of Corrections', 'Jane Roe'],
    ],
    [
      'Elmshire Department of Corrections and Birchwood Health Services, Inc.,',
      ['Elmshire Department of Corrections', 'Birchwood Health Services, Inc.'],
    ],
  ])('%s names two parties', (block, names) => {
    expect(partyNames(block)).toEqual(names)
  })
})

describe('two whole names on two lines', () => {
  it('splits two persons when the first has a middle initial between its names', () => {
    expect(commaPerLine('JANE Q. ROE\nALMA POE\non behalf of themselves')).toBe(
      'JANE Q. ROE,\nALMA POE\non behalf of themselves',
    )
    expect(commaPerLine('JANE Q. ROE\nALMA POE, individually')).toBe(
      'JANE Q. ROE,\nALMA POE, individually',
    )
  })

  it('keeps one name wrapped over two lines', () => {
    expect(commaPerLine('ALBERTO LUIS\nGARCIA TORRES,')).toBe('ALBERTO LUIS\nGARCIA TORRES,')
    expect(commaPerLine('JANE Q. ROE\nPOE,')).toBe('JANE Q. ROE\nPOE,')
  })
})

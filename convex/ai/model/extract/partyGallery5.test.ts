// The caption gallery, parties part five: a reporter's two-column first page that lost its short
// title, the caption's lines alternating with the counsel column's, and a reporter's caption set
// as one paragraph that breaks a name after the first word its "and" joins. Checked by the lead
// party on each side: the blocks' second names, in small letters after a lead in capitals, are
// read as descriptions by the capitals convention (partyNames.ts), a known limit. Then the
// family-law captions that join their sides with "and" (familyCaption.ts) and a form's "CASE
// TITLE" row (caseTitleRow.ts), checked in full.
// Invented names and numbers, written from how those pages print, not from the corpus.
import { describe, expect, test } from 'vitest'
import { extractField } from '.'
import { type GalleryCase, pagesOf, runGallery } from './gallery.harness'
import { normalizePartyName } from './partyNames'

const CASES: GalleryCase[] = [
  {
    name: 'reporter page without its title, caption and counsel lines alternating',
    pages: [
      `
  R. T. Okafor, Asst. U. S. Atty., Boise, Idaho, for plaintiff.
412 F.Supp. 77
Mara  L.  Quist,  Dean  Ives,  Quist,  Ives  &  Lund,
United States District Court, D. Idaho.
Portland, Ore., Harlan Bede, Gen.
UNITED STATES of America, Plaintiff,
Counsel, Snake River Power Co., Boise, Idaho, T. R.
v.
Vance, Snake River Power Co., Boise, Idaho, for
SNAKE RIVER POWER COMPANY and Cascade
defendants.
Mountain Transmission Corporation, Defendants.
Civ. A. No. 75-114.
March 3, 1976.`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Snake River Power Company'],
  },
  {
    name: 'reporter caption broken after the first word of a joined name',
    pages: [
      `UNITED STATES DISTRICT COURT, W.D. OKLAHOMA

Lucinda MARROW, Plaintiff,
v.
PRAIRIE GRAIN COOPERATIVE and Redbud
Elevator Company, Defendants.

No. CIV-81-220-W.`,
    ],
    plaintiffs: ['Lucinda Marrow'],
    defendants: ['Prairie Grain Cooperative'],
  },
]

const COLUMN = {
  plaintiffs: { type: 'list', label: 'Plaintiffs', prompt: 'Who are the plaintiffs?' },
  defendants: { type: 'list', label: 'Defendants', prompt: 'Who are the defendants?' },
} as const

describe('party caption gallery, part five (lead parties)', () => {
  for (const c of CASES) {
    for (const side of ['plaintiffs', 'defendants'] as const) {
      test(`${c.name}: ${side}`, () => {
        const value = extractField(COLUMN[side], pagesOf(c.pages)).value
        const lead = Array.isArray(value) ? value[0] : null
        expect(lead && normalizePartyName(lead)).toBe(normalizePartyName(c[side]![0]!))
      })
    }
  }
})

const FAMILY: GalleryCase[] = [
  {
    name: 'Florida dissolution, Petitioner/Wife and Respondent/Husband',
    pages: [
      `IN THE CIRCUIT COURT OF THE FIFTEENTH JUDICIAL CIRCUIT
IN AND FOR PALM BEACH COUNTY, FLORIDA

CASE NO.: 2023-DR-004512
FAMILY DIVISION

IN RE: THE MARRIAGE OF

MARISOL ABERNATHY,
     Petitioner/Wife,

and

GRANT ABERNATHY,
     Respondent/Husband.
_____________________________/

FINAL JUDGMENT OF DISSOLUTION OF MARRIAGE`,
    ],
    plaintiffs: ['Marisol Abernathy'],
    defendants: ['Grant Abernathy'],
  },
  {
    name: 'California pleading, In re the Marriage of with labels beside the names',
    pages: [
      `SUPERIOR COURT OF CALIFORNIA
COUNTY OF SAN MATEO

In re the Marriage of:

Petitioner: LORENA VASQUEZ-HOLT

and

Respondent: DESMOND HOLT
                                          Case No. 22FL004417

STIPULATION AND ORDER RE CHILD CUSTODY`,
    ],
    plaintiffs: ['Lorena Vasquez-Holt'],
    defendants: ['Desmond Holt'],
  },
  {
    name: 'California Judicial Council form, MARRIAGE OF box',
    pages: [
      `SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA
STREET ADDRESS: 24405 Amador Street

MARRIAGE OF
PETITIONER: TOMAS R. ECHEVERRIA
RESPONDENT: ILSE ECHEVERRIA

FINDINGS AND ORDER AFTER HEARING              CASE NUMBER: 22FL004417`,
    ],
    plaintiffs: ['Tomas R. Echeverria'],
    defendants: ['Ilse Echeverria'],
  },
]

runGallery('party caption gallery, part five (family law)', FAMILY)

// A plain caption, its sides on lines of their own with blank rows around the "v.": no alternation
// to read, every line of the defendants' block is theirs.
runGallery('party caption gallery, part five (plain caption, not interleaved)', [
  {
    name: 'one-line plaintiffs side, blank rows around the v.',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF NEW MEXICO

ROSALIND QUINTERO, Plaintiff,

v.

MESA VERDE FREIGHT, INC.,
HIGH DESERT LEASING LLC,
ORLANDO TAPIA, Defendants.

Civil No. 21-0388`,
    ],
    plaintiffs: ['Rosalind Quintero'],
    defendants: ['Mesa Verde Freight, Inc.', 'High Desert Leasing LLC', 'Orlando Tapia'],
  },
])

const TITLE_ROWS: GalleryCase[] = [
  {
    name: 'N.D. Ill. order form, CASE TITLE label broken around the title',
    pages: [
      `Case: 1:11-cv-04417 Document #: 31 Filed: 03/14/12 Page 1 of 3 PageID #:212
Order Form (01/2005)
United States District Court, Northern District of Illinois
Name of Assigned Judge Ruth K. Almeda Sitting Judge if Other
or Magistrate Judge than Assigned Judge
CASE NUMBER 11 C 4417 DATE 3/14/2012
CASE Okonjo et al vs. Village of Elm Prairie et al.
TITLE
DOCKET ENTRY TEXT
The Court grants Defendants' motion to dismiss [22].`,
    ],
    plaintiffs: ['Okonjo'],
    defendants: ['Village of Elm Prairie'],
  },
  {
    name: 'minute order, CASE TITLE label whole before the title',
    pages: [
      `UNITED STATES DISTRICT COURT
CIVIL MINUTES - GENERAL
Case No. CV 19-0412 DATE February 4, 2020
CASE TITLE Marguerite Alcott v. Pine Ridge Logistics, Inc.
PRESENT: THE HONORABLE ELENA R. VOSS, UNITED STATES DISTRICT JUDGE`,
    ],
    plaintiffs: ['Marguerite Alcott'],
    defendants: ['Pine Ridge Logistics, Inc.'],
  },
]

runGallery('party caption gallery, part five (case title rows)', TITLE_ROWS)

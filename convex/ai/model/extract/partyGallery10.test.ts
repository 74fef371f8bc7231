// The caption gallery, parties part ten (session 25): a docket sheet's table of parties, each name
// beside its attorney with its role on the row below (a state court's public docket, an older
// federal printout that prints persons surname first); and a reporter's judge row set among the
// lines of a side's names by a page printed in two columns ("ROE, Circuit Judge:").
// Invented names and numbers, written from how those pages print, not from the corpus.
import { describe, expect, it } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { findPartyTable } from './partyTable'
import { partyNames } from './partyNames'

const CASES: GalleryCase[] = [
  {
    name: "a state docket's party table: the name beside its attorney, its role on the row below",
    pages: [
      `SUPREME JUDICIAL COURT
for Suffolk County
Case Docket
INVOLVED PARTY  ATTORNEY APPEARANCE
Delia M.  Oren P. Whitcombe, Esquire
Petitioner  Hana L. Brook, Esquire
Ruth E. Calder, Esquire
Tomas K.  Oren P. Whitcombe, Esquire
Petitioner  Hana L. Brook, Esquire
Commonwealth of Massachusetts  Wendell F. Ash, Assistant Attorney
Respondent  General
Board of Registration in  Wendell F. Ash, Assistant Attorney
of Nursing  General
Respondent  Ruth E. Calder, Esquire
Elm Legal Services  Paula Quint, Esquire
Other interested party
DOCKET ENTRIES
Entry Date  Paper   Entry Text
03/14/2011     Case entered.`,
    ],
    plaintiffs: ['Delia M.', 'Tomas K.'],
    defendants: ['Commonwealth of Massachusetts', 'Board of Registration in of Nursing'],
  },
  {
    name: 'an older federal docket printout: persons surname first, each name as printed',
    pages: [
      `UNITED STATES DISTRICT COURT NORTHERN ELMSHIRE
UNITED STATES OF AMERICA -VS- ELMSHIRE STATE OF  EL98-C-2211 -B/S

CAUSE: CIVIL RIGHTS; Other Civil Rights

UNITED STATES OF AMERICA  DORA P VANCE
plaintiff  U S DEPARTMENT OF JUSTICE
950 PENNSYLVANIA AVE N W

V.
ELMSHIRE STATE OF  GLEN R OSTROM
defendant  OSTROM & PRATT
12 NORTH MAIN STREET

 CALLOWAY, FREDERICK   GLEN R OSTROM
defendant  OSTROM & PRATT
12 NORTH MAIN STREET

DATE  NR.  PROCEEDINGS
03/02/1998  1  COMPLAINT`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Elmshire State of', 'Calloway, Frederick'],
  },
  {
    name: 'a reporter\'s author row set inside the defendants\' block after the "v."',
    pages: [
      `612 F.2d 118
United States Court of Appeals,
Twelfth Circuit.
Orla P. WINSLOW, Plaintiff–Appellant,
v.  HARTLEY, Circuit Judge:
BRAMBLE HOLLOW HOMEOWNERS
ASSOCIATION, INC., Defendant–Appellee.
No. 81–2290.`,
    ],
    plaintiffs: ['Orla P. Winslow'],
    defendants: ['Bramble Hollow Homeowners Association, Inc.'],
  },
]

runGallery('party caption gallery, part ten', CASES)

describe('a party table is no paragraph', () => {
  it('reads nothing from a sentence a scan spaced wide', () => {
    const text = `The  court  held  a  hearing  on  the  motion
Plaintiffs  brought  this  action  in  March
Defendants  answered  the  complaint  in  April`
    expect(findPartyTable(text)).toEqual([])
  })

  it('reads nothing from one side alone', () => {
    const text = `Delia M.  Oren P. Whitcombe, Esquire
Petitioner  Hana L. Brook, Esquire
Tomas K.  Oren P. Whitcombe, Esquire
Petitioner  Hana L. Brook, Esquire`
    expect(findPartyTable(text)).toEqual([])
  })
})

describe("a judge's row among a side's names", () => {
  it.each([
    [
      'an author row',
      'JANE ROE, Individually,\nPOE, Circuit Judge:\nand ACME CO.,',
      ['Jane Roe', 'Acme Co.'],
    ],
    [
      'a panel row',
      'ACME CO.,\nBefore ROE and POE, Circuit Judges.\nELM BANK,',
      ['Acme Co.', 'Elm Bank'],
    ],
  ])('%s is no party', (_form, block, names) => {
    expect(partyNames(block)).toEqual(names)
  })

  it('keeps a judge sued by name and office', () => {
    expect(partyNames('HON. JANE ROE, District Judge of Elm County,')).toEqual(['Hon. Jane Roe'])
  })
})

describe("a county court's branch beside the first name", () => {
  it('is no part of the name', () => {
    expect(partyNames('Branch 4 MARGIT OLSEN, by and through her guardian, Ida Olsen;')).toEqual([
      'Margit Olsen',
    ])
  })
})

describe('the assigned judge printed right of the "v." line', () => {
  it('is no part of the name in capitals under it', () => {
    expect(partyNames('Hon. Jane Q. Roe III RICHARD POE, et al.,')).toEqual(['Richard Poe'])
  })

  it('stays when the judge is the party', () => {
    expect(partyNames('Hon. Jane Roe, in her official capacity,')).toEqual(['Hon. Jane Roe'])
  })
})

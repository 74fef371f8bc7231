// The caption gallery, court-system pages (issue 27): a court's case information page whose only
// statement of the parties is its "Case Title:" row; a CM/ECF notice's "Case Name:" that names a
// person by surname alone (whole only on the notice's "Filer:" row, or nowhere: then blank); a
// district court's civil minutes, their "Title" row labelled without a colon; a state court's
// register of actions (its "PARTY INFORMATION" rows, names as the register prints them); a
// forfeiture's property named as a docket report's defendant. Each in the renderings HTML takes
// to text: tabs, spaces, a cell to a line, one line, Markdown.
// Invented names and numbers, written from how those pages print, not from the corpus.
import { describe, expect, test } from 'vitest'
import { isCivilMinutes, minutesTitleStart } from './civilMinutes'
import { type GalleryCase, runGallery } from './gallery.harness'
import { isInRemProperty } from './inRemProperty'
import { partyName } from './nameTidy'
import { isRegisterOfActions } from './registerOfActions'

const ROE = ['Jane Roe']
const ACME = ['Acme Freight, Inc.']

const CASE_INFO_ROWS: Array<[string, string]> = [
  ['Docket Number:', '2:31-cv-04567'],
  ['Case Title:', 'Jane Roe v. Acme Freight, Inc.'],
  ['Date Filed:', '03/04/2031'],
  ['Nature of Suit:', 'Contract'],
]

/** A case information page's rows, each label and value joined by `gap`, rows by `row`. */
const caseInfo = (gap: string, row: string) =>
  `Case Information${row}${CASE_INFO_ROWS.map(([label, value]) => `${label}${gap}${value}`).join(row)}${row}`

const NOTICE = (caseName: string, filer: string) =>
  `Notice of Electronic Filing

The following transaction was entered by Poe, Richard on 3/4/2031 at 10:12 AM EST and filed on 3/4/2031
Case Name: ${caseName}
Case Number: 2:31-cv-04567
Filer: ${filer}
Document Number: 12

Docket Text:
MOTION to Dismiss by Acme Freight, Inc.. (Poe, Richard)
`

const MINUTES_HEAD =
  'UNITED STATES DISTRICT COURT\nCENTRAL DISTRICT OF ELMWOOD\n\nCIVIL MINUTES — GENERAL\n\n'
const JUDGE = 'Ann B. Cole'

const REGISTER_TOP =
  'REGISTER OF ACTIONS\nCase No. 31-CV-001234\n\nJane Roe vs. Acme Freight, Inc.\n\n'

const CASES: GalleryCase[] = [
  {
    name: 'a case page titled on a "Case Title:" row, spaces between cells',
    pages: [caseInfo('  ', '\n')],
    plaintiffs: ROE,
    defendants: ACME,
  },
  { name: 'the same page, tabs', pages: [caseInfo('\t', '\n')], plaintiffs: ROE, defendants: ACME },
  {
    name: 'the same page, a cell to a line',
    pages: [caseInfo('\n', '\n')],
    plaintiffs: ROE,
    defendants: ACME,
  },
  {
    name: 'the same page, one line',
    pages: [caseInfo(' ', ' ')],
    plaintiffs: ROE,
    defendants: ACME,
  },
  {
    name: 'the same page as a Markdown table',
    pages: [
      `# Case Information\n\n| Field | Value |\n|---|---|\n${CASE_INFO_ROWS.map(([l, v]) => `| **${l}** | ${v} |`).join('\n')}\n`,
    ],
    plaintiffs: ROE,
    defendants: ACME,
  },
  {
    // The title's surname, as printed, though the Filer row names her whole.
    name: "a notice's title naming the plaintiff by surname, whole on the Filer row",
    pages: [NOTICE('Roe et al v. Acme Freight, Inc. et al', 'Jane Roe')],
    plaintiffs: ['Roe'],
    defendants: ACME,
  },
  {
    // No row names her whole: the surname, as printed (the labels' rule).
    name: "a notice's title naming the plaintiff by surname, no row naming her whole",
    pages: [NOTICE('Marlow et al v. Acme Freight, Inc. et al', 'Acme Freight, Inc.')],
    plaintiffs: ['Marlow'],
    defendants: ACME,
  },
  {
    name: 'civil minutes, spaces between cells',
    pages: [
      `${MINUTES_HEAD}Case No.   2:31-cv-01234-ABC-DEF                    Date   March 4, 2031\nTitle      Jane Roe v. Acme Freight, Inc. et al\n\nPresent: The Honorable   Ann B. Cole, United States District Judge\n\nPaula Poe                          Not Reported\nDeputy Clerk                       Court Reporter\n\nProceedings:   (IN CHAMBERS) ORDER RE MOTION TO DISMISS [12]\n`,
    ],
    plaintiffs: ROE,
    defendants: ACME,
    judge: JUDGE,
  },
  {
    name: 'civil minutes, tabs',
    pages: [
      `${MINUTES_HEAD}Case No.\t2:31-cv-01234-ABC-DEF\tDate\tMarch 4, 2031\nTitle\tJane Roe v. Acme Freight, Inc. et al\nPresent: The Honorable\tAnn B. Cole, United States District Judge\n`,
    ],
    plaintiffs: ROE,
    defendants: ACME,
    judge: JUDGE,
  },
  {
    name: 'civil minutes, a cell to a line',
    pages: [
      `${MINUTES_HEAD}Case No.\n2:31-cv-01234-ABC-DEF\nDate\nMarch 4, 2031\nTitle\nJane Roe v. Acme Freight, Inc. et al\nPresent: The Honorable\nAnn B. Cole, United States District Judge\n`,
    ],
    plaintiffs: ROE,
    defendants: ACME,
    judge: JUDGE,
  },
  {
    name: 'civil minutes, one line',
    pages: [
      'UNITED STATES DISTRICT COURT CENTRAL DISTRICT OF ELMWOOD CIVIL MINUTES - GENERAL Case No. 2:31-cv-01234-ABC-DEF Date March 4, 2031 Title Jane Roe v. Acme Freight, Inc. et al Present: The Honorable Ann B. Cole, United States District Judge Paula Poe Not Reported',
    ],
    plaintiffs: ROE,
    defendants: ACME,
  },
  {
    name: 'civil minutes as a Markdown table',
    pages: [
      '**CIVIL MINUTES - GENERAL**\n\n| Case No. | 2:31-cv-01234-ABC-DEF | Date | March 4, 2031 |\n|---|---|---|---|\n| Title | Jane Roe v. Acme Freight, Inc. et al | | |\n',
    ],
    plaintiffs: ROE,
    defendants: ACME,
  },
  {
    name: 'a register of actions, tabs, its rows surname first',
    pages: [
      `${REGISTER_TOP}PARTY INFORMATION\n\n\t\tLead Attorneys\nPlaintiff\tRoe, Jane\tJohn Q. Lawyer\n\t\tRetained\nDefendant\tAcme Freight, Inc.\tMary Counsel\n\t\tRetained\nDefendant\tPOE, RICHARD\n\nEVENTS & ORDERS OF THE COURT\n03/04/2031 Original Petition (OCA)\n`,
    ],
    plaintiffs: ['Roe, Jane'],
    defendants: ['Acme Freight, Inc.', 'Poe, Richard'],
  },
  {
    name: 'a register of actions, spaces',
    pages: [
      `${REGISTER_TOP}PARTY INFORMATION\n                                                         Lead Attorneys\nPlaintiff     Roe, Jane                                  John Q. Lawyer\n                                                         Retained\nDefendant     Acme Freight, Inc.                         Mary Counsel\n                                                         Retained\n\nEVENTS & ORDERS OF THE COURT\n`,
    ],
    plaintiffs: ['Roe, Jane'],
    defendants: ACME,
  },
  {
    name: 'a register of actions, a cell to a line',
    pages: [
      `${REGISTER_TOP}PARTY INFORMATION\nLead Attorneys\nPlaintiff\nRoe, Jane\nJohn Q. Lawyer\nRetained\nDefendant\nAcme Freight, Inc.\nMary Counsel\nRetained\nEVENTS & ORDERS OF THE COURT\n`,
    ],
    plaintiffs: ['Roe, Jane'],
    defendants: ACME,
  },
  {
    name: "a forfeiture's docket report, real property its defendant",
    pages: [
      `U.S. District Court\nDistrict of Elmwood (Dale)\nCIVIL DOCKET FOR CASE #: 1:31-cv-00987\n\nUnited States of America v. Real Property Located at 12 Elm Road, Dale, Ohio\nDate Filed: 03/04/2031\n\nPlaintiff\nUnited States of America            represented by Paul Poe\n\nV.\n\nDefendant\nReal Property Located at 12 Elm Road, Dale, Ohio\n\nClaimant\nJane Roe                            represented by Mark Moe\n\nDate Filed      #       Docket Text\n03/04/2031      1       VERIFIED COMPLAINT\n`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Real Property Located at 12 Elm Road, Dale, Ohio'],
  },
  {
    name: "a forfeiture's docket report, a sum and a vehicle its defendants",
    pages: [
      `U.S. District Court\nDistrict of Elmwood (Dale)\nCIVIL DOCKET FOR CASE #: 1:31-cv-00988\n\nPlaintiff\nUnited States of America            represented by Paul Poe\n\nV.\n\nDefendant\n$12,400.00 in United States Currency\n\nDefendant\nOne 2019 Ford F-150\n\nDate Filed      #       Docket Text\n`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['$12,400.00 in United States Currency', 'One 2019 Ford F-150'],
  },
]

runGallery('court-system pages: titles, minutes, registers, property sued in rem', CASES)

describe('court-system pages: what they are not', () => {
  test('a complaint citing Title VII is no minutes', () => {
    const complaint = 'COMPLAINT\n\nTitle VII of the Civil Rights Act of 1964 forbids it.\n'
    expect(isCivilMinutes(complaint)).toBe(false)
    expect(minutesTitleStart(complaint)).toBeNull()
  })
  test('a register without a party section is not read as one', () => {
    expect(isRegisterOfActions('REGISTER OF ACTIONS\nCase No. 31-CV-1\n\nEVENTS\n')).toBe(false)
  })
  test('property sued in rem is named; an address alone is not such property', () => {
    expect(partyName('REAL PROPERTY LOCATED AT 12 ELM ROAD, DALE, OHIO')).toBe(
      'Real Property Located at 12 Elm Road, Dale, Ohio',
    )
    expect(isInRemProperty('Approximately $5,000.00 in U.S. Currency')).toBe(true)
    expect(isInRemProperty('All Funds on Deposit in Account No. 1234 at Elm Bank')).toBe(true)
    expect(isInRemProperty('12 Elm Road, Dale, Ohio')).toBe(false)
    expect(isInRemProperty('One Elm Plaza Associates')).toBe(false)
  })
})

runGallery("court-system pages: a county clerk's case style", [
  {
    name: 'a "Case Style:" row in capitals, "VS" between the sides',
    pages: [
      'Case Number: 2031-CA-001234\nCase Style: JANE ROE VS ACME FREIGHT INC\nFiling Date: 03/04/2031\nCase Type: Contract\n',
    ],
    plaintiffs: ROE,
    defendants: ['Acme Freight Inc'],
  },
  {
    name: 'a "Style of Case:" row, tabs',
    pages: [
      'Case Number:\t31-CV-1234\nStyle of Case:\tJane Roe vs. Acme Freight, Inc.\nDate Filed:\t03/04/2031\n',
    ],
    plaintiffs: ROE,
    defendants: ACME,
  },
  {
    name: 'a case style naming the plaintiff by surname alone',
    pages: ['Case Summary\nCase No.: 31-CV-1234\nCase Style: Roe vs. Acme Freight, Inc.\n'],
    plaintiffs: ['Roe'],
    defendants: ACME,
  },
])

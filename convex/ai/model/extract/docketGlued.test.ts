// Docket reports converted from HTML by tools that drop the breaks between cells: labels glued to
// the previous cell's value ("…Civil RightsDate Filed: 02/03/2020"), tabs between cells, or each
// cell on a line of its own. District CM/ECF civil and criminal, bankruptcy, appellate, state
// portals. Invented names and numbers throughout.
import { describe, expect, test } from 'vitest'
import { findDates } from './dates'
import { runGallery } from './gallery.harness'
import { gluedCaseNumber, gluedRecordJudge } from './gluedCells'

const civilGlued = [
  'CLOSED,JURYU.S. District CourtDistrict of Oregon (Portland)CIVIL DOCKET FOR CASE #: 3:20-cv-01234-AB',
  'Marlow et al v. City of AshvaleAssigned to: Judge Jane E. RoeReferred to: Magistrate Judge Paul K. DaleCause: 42:1983 Civil RightsDate Filed: 02/03/2020Date Terminated: 11/04/2021Jury Demand: PlaintiffNature of Suit: 440 Civil Rights: OtherJurisdiction: Federal Question',
  'PlaintiffTessa Marlowrepresented byQuentin Abernathy',
].join('\n')

const civilTabbed = [
  'U.S. District Court',
  'Eastern District of Kentucky (Lexington)',
  'CIVIL DOCKET FOR CASE #: 5:21-cv-00321-KKC',
  'Vance v. Lexmont County Detention Center\tDate Filed:\t03/15/2021',
  'Assigned to:\tJudge Karen L. Boyd\tJury Demand:\tNone',
  'Cause:\t42:1983 Prisoner Civil Rights\tNature of Suit:\t550 Prisoner: Civil Rights',
  '',
].join('\n')

const civilCellLines = [
  'U.S. District Court',
  'Northern District of Ohio (Akron)',
  'CIVIL DOCKET FOR CASE #: 5:19-cv-02468-SL',
  'Pruitt v. Summit Valley Schools',
  'Assigned to:',
  'Judge Sara Lindqvist',
  'Cause:',
  '42:1983 Civil Rights Act',
  'Date Filed:',
  '10/22/2019',
  'Jury Demand:',
  'Plaintiff',
  '',
].join('\n')

const criminalGlued = [
  'U.S. District CourtDistrict of Kansas (Wichita)CRIMINAL DOCKET FOR CASE #: 6:22-cr-10045-JWB-1',
  'Case title: USA v. OrtegaDate Filed: 04/12/2022Assigned to: District Judge Howard T. Fenn',
  'Defendant (1)Luis Ortega',
].join('\n')

const bankruptcy = [
  'U.S. Bankruptcy CourtDistrict of Delaware (Delaware)Bankruptcy Petition #: 23-10987-JKS',
  'Assigned to: Judge Mark R. HollisChapter 11VoluntaryAsset',
  'Date filed:05/08/2023Plan confirmed: 12/01/2023',
  'DebtorAshvale Foundry LLC',
].join('\n')

const noSpace = [
  'U.S. District Court',
  'Southern District of Iowa (Central)',
  'CIVIL DOCKET FOR CASE #: 4:20-cv-00777-RP',
  'Lund v. Ferris',
  'Assigned to:Chief Judge Robert M. Pine',
  'Date Filed:06/30/2020',
  '',
].join('\n')

const appellate = [
  'General DocketUnited States Court of Appeals for the Sixth Circuit',
  'Court of Appeals Docket #: 22-3456Docketed: 05/17/2022',
  'Nature of Suit: 3440 Other Civil Rights',
  'Trina Vale v. Ashvale Schools',
  'Appeal From: Southern District of Ohio at Columbus',
  '',
].join('\n')

const statePortal = [
  'Case Information',
  'Case Number:\tCV-2021-004512',
  'Case Title:\tHARTLEY, DEAN vs. MERIDIAN TRUCKING INC',
  'Court:\tDistrict Court, Tulsa County',
  'Judge:\tHon. Celia Warrick',
  'Filed Date:\t07/19/2021',
  'Case Type:\tCivil Contract',
  '',
].join('\n')

runGallery('docket reports with cells glued, tabbed or one a line', [
  {
    name: 'district civil, cells glued',
    pages: [civilGlued],
    docket: '3:20-cv-01234',
    judge: 'Jane E. Roe',
    filed: '2020-02-03',
  },
  {
    name: 'district civil, tabbed',
    pages: [civilTabbed],
    docket: '5:21-cv-00321',
    judge: 'Karen L. Boyd',
    filed: '2021-03-15',
  },
  {
    name: 'district civil, one cell a line',
    pages: [civilCellLines],
    docket: '5:19-cv-02468',
    judge: 'Sara Lindqvist',
    filed: '2019-10-22',
  },
  {
    name: 'district criminal, glued',
    pages: [criminalGlued],
    docket: '6:22-cr-10045',
    judge: 'Howard T. Fenn',
    filed: '2022-04-12',
  },
  {
    name: 'bankruptcy, glued',
    pages: [bankruptcy],
    docket: '23-10987',
    judge: 'Mark R. Hollis',
    filed: '2023-05-08',
  },
  {
    name: 'district civil, no space after the colon',
    pages: [noSpace],
    docket: '4:20-cv-00777',
    judge: 'Robert M. Pine',
    filed: '2020-06-30',
  },
  {
    name: 'appellate, glued',
    pages: [appellate],
    docket: '22-3456',
    filed: '2022-05-17',
  },
  {
    name: 'district civil, the case number glued to the title',
    pages: [
      'U.S. District CourtDistrict of Utah (Central)CIVIL DOCKET FOR CASE #: 2:21-cv-00456-DBBMarlow v. Ashvale CityAssigned to: Judge David B. BarrDate Filed: 07/01/2021Jury Demand: None\n',
    ],
    docket: '2:21-cv-00456',
    judge: 'David B. Barr',
    filed: '2021-07-01',
  },
  {
    name: 'adversary proceeding, glued',
    pages: [
      'U.S. Bankruptcy CourtSouthern District of New York (Manhattan)Adversary Proceeding #: 22-01234-mgAssigned to: Judge Martin GlennLead BK Case: 22-10943Lead BK Title: Vega Holdings Inc.Lead BK Chapter: 11Demand: $500000Nature[s] of Suit: 13 Recovery of money/property - 548 fraudulent transferDate Filed: 08/15/2022\n',
    ],
    docket: '22-01234',
    judge: 'Martin Glenn',
    filed: '2022-08-15',
  },
  {
    name: 'district civil, the date on the line after its label',
    pages: [
      'U.S. District Court\nDistrict of Idaho (Boise)\nCIVIL DOCKET FOR CASE #: 1:22-cv-00111-DCN\n\nOwens v. Gem County\t\tDate Filed:\n\t\t02/14/2022\nAssigned to:\tChief Judge David C. Nye\n',
    ],
    docket: '1:22-cv-00111',
    judge: 'David C. Nye',
    filed: '2022-02-14',
  },
  {
    name: 'district civil, a month-name date glued to the next label',
    pages: [
      'U.S. District Court\nDistrict of Alaska\nCIVIL DOCKET FOR CASE #: 3:21-cv-00099-JMK\nNome v. Ketch\tDate Filed: March 3, 2021Jury Demand: None\nAssigned to: Judge Joan M. Kell\n',
    ],
    docket: '3:21-cv-00099',
    judge: 'Joan M. Kell',
    filed: '2021-03-03',
  },
  {
    name: 'state portal, cells glued',
    pages: [
      'Case InformationCase Number:CV-2021-004512Case Title:HARTLEY, DEAN vs. MERIDIAN TRUCKING INCCourt:District Court, Tulsa CountyFiled Date:07/19/2021Case Type:Civil Contract\n',
    ],
    docket: 'CV-2021-004512',
  },
  {
    name: 'Texas appellate case page, cells glued',
    pages: [
      'Case: 03-22-00123-CVDate Filed: 03/04/2022Case Type: Accelerated AppealStyle: Harmon, Dylanv.: Travis County Appraisal District\n',
    ],
    docket: '03-22-00123-CV',
    filed: '2022-03-04',
  },
  {
    name: 'notice of electronic filing, cells glued',
    pages: [
      'U.S. District Court\nDistrict of Colorado\nNotice of Electronic Filing\nThe following transaction was entered on 5/2/2022 at 3:14 PM MDT and filed on 5/2/2022Case Name:Rivas v. Pueblo CountyCase Number:1:22-cv-01011-RMRFiler:Document Number:12\n',
    ],
    docket: '1:22-cv-01011',
    filed: '2022-05-02',
  },
  {
    name: 'state portal, tabbed',
    pages: [statePortal],
    docket: 'CV-2021-004512',
    judge: 'Celia Warrick',
    filed: '2021-07-19',
  },
])

describe('dates glued to the labels beside them', () => {
  const values = (text: string) => findDates(text).map((d) => d.value)

  test('a four-digit year glued to the next label, a date glued to its own label', () => {
    expect(values('Date Filed: 02/03/2020Date Terminated: 11/04/2021Jury')).toEqual([
      '2020-02-03',
      '2021-11-04',
    ])
    expect(values('Date filed:05/08/2023Plan confirmed:')).toEqual(['2023-05-08'])
    expect(values('Filed 2020-03-24Next hearing')).toEqual(['2020-03-24'])
    expect(values('Date Filed: March 3, 2021Jury Demand:')).toEqual(['2021-03-03'])
  })

  test('not a two-digit year, a time, nor figures run on', () => {
    expect(values('1/5/24Date')).toEqual([])
    expect(values('at 10:05/06/2020')).toEqual([])
    expect(values('02/03/2020AB')).toEqual([])
    expect(values('march 3, 2021Jury')).toEqual([])
    expect(values('March 3, 2021st')).toEqual([])
  })
})

describe("a glued judge's row", () => {
  const page = (text: string) => [{ page: 1, text }]
  const head = 'U.S. District Court\nDistrict of Oregon\nCIVIL DOCKET FOR CASE #: 3:20-cv-01234\n'

  test('no name when the cell before the label is no name', () => {
    expect(gluedRecordJudge(page(`${head}Assigned to: unassignedCause: 28:1331`))).toBeNull()
  })

  test('only on a docket report', () => {
    expect(
      gluedRecordJudge(page('Assigned to: Judge Jane RoeReferred to: Judge Al Poe')),
    ).toBeNull()
  })
})

describe('a case number glued to the next label', () => {
  const page = (text: string) => [{ page: 1, text }]

  test('not where a space or a line break parts the number from the label', () => {
    expect(gluedCaseNumber(page('Case No.: 1:20-cv-00001 Judge: Ann Poe'))).toBeNull()
    expect(gluedCaseNumber(page('Case Number: CV-2020-1\nCourt: District Court'))).toBeNull()
  })
})

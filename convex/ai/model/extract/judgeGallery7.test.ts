// Judges as US courts print them, a seventh gallery (session 26): a state appellate court's case
// page, whose only judge is the trial court's; consolidated appeals' "Appeals from …" heading; a
// reporter's synopsis naming the judge below by the ruling appealed or its reported citation; a
// docket report's "Referred to:" row. The judge column and the judge facts' roles alike. Every
// name and number is invented.
import { describe, expect, test } from 'vitest'
import { documentFacts } from '../facts'
import { type GalleryCase, runGallery } from './gallery.harness'

const CASE_PAGE = [
  'Case:\t07-21-00418-CV',
  'Date Filed:\t03/09/2021',
  'Case Type:\tPersonal Injury',
  'Style:\tOsei, Mara',
  'v.:\tElm Valley Freight, LLC',
  'Orig Proc:\tNo',
  'Case Events',
  'Date\tEvent Type\tDisposition\tDocument',
  '03/09/2021\tNotice of appeal filed in court of appeals\tReceived',
  'Trial Court Information',
  'Court\tElm County Court at Law No. 3',
  'County:\tLubbock',
  'Court Judge:\tHonorable Pia T. Lorne',
  'Court Case:\t2020-551-204',
  'Reporter:',
].join('\n')

const CONSOLIDATED_APPEALS = [
  'UNITED STATES COURT OF APPEALS',
  'FOR THE TENTH CIRCUIT',
  'Nos. 23-4101 & 23-4102',
  'DARA QUILL, Plaintiff-Appellee,',
  'v.',
  'TOWN OF ASHBY, Defendant-Appellant.',
  'Appeals from the United States District Court for the District of Elm',
  '(D.C. No. 2:21-CV-00310)',
  'The Honorable Ruth A. Vance, District Judge',
  '',
  'Before LIND, POE, and HALE, Circuit Judges.',
  '',
  'POE, Circuit Judge.',
  'The Town appeals the judgment entered for the plaintiff after a bench trial, and we affirm.',
].join('\n')

const SYNOPSIS_RULING = [
  'UNITED STATES of America, Plaintiff-Appellee,',
  'v.',
  'ELM COUNTY SCHOOL BOARD, Defendant-Appellant.',
  'No. 71-2204.',
  'United States Court of Appeals, Fifth Circuit.',
  'Synopsis',
  'Appeal by school board from an order of the United States District Court for the District of Elm,',
  'Ruth A. Vance, J., granted the motion for further relief. The Court of Appeals held that the plan',
  'was adequate.',
  'Affirmed.',
  'Opinion',
  'PER CURIAM:',
  'The order of the district court is affirmed.',
].join('\n')

const SYNOPSIS_CITATION = [
  'Dara QUILL et al., Plaintiffs-Appellees,',
  'v.',
  'OAKDALE SCHOOL BOARD, Defendants-Appellants.',
  'No. 74-1190.',
  'United States Court of Appeals, Fourth Circuit.',
  'Synopsis',
  'School case.  The United States District Court for the District of Elm, at',
  'Oakdale,  Mara  K.  Lind,  J.,  381  F.Supp.  212,  entered an order directing that the board',
  'modify its plan. The Court of Appeals held that the order was within the court’s discretion.',
  'Opinion',
  'HALE, Circuit Judge:',
  'The board appeals from the order of the district court.',
].join('\n')

const DOCKET_REFERRED = [
  'U.S. District Court',
  'District of Elm (Oakdale)',
  'CIVIL DOCKET FOR CASE #: 2:19-cv-00412-RAV',
  'Quill v. Ashby, et al Date Filed: 05/02/2019',
  'Assigned to: Honorable Ruth A Vance Date Terminated: 08/30/2019',
  'Referred to: Honorable Ilse C Osei Jury Demand: Both',
  'Demand: $75,000 Nature of Suit: 440 Civil Rights: Other',
].join('\n')

const CAPTION_JUDGE_COLUMN = [
  'Case 2:24-cv-01187-RAV-IOS     Document 52     Filed 03/11/24     Page 1 of 4',
  'THE UNITED STATES DISTRICT COURT ',
  'FOR THE EASTERN DISTRICT OF ELM ',
  ' ',
  'DARA QUILL, ',
  '    Plaintiff, ',
  ' ',
  'Case No. 24-cv-01187 ',
  'v. ',
  ' ',
  'Hon. Ruth A. Vance ',
  'OAKDALE CHEMICAL ',
  ' ',
  'WORKS, LLC., ',
  'Mag. Ilse C. Osei ',
  ' ',
  '    Defendant. ',
  ' ',
  'PLAINTIFF’S MOTION TO STRIKE THE AMENDED ANSWER ',
  'Plaintiff moves the Court to strike the amended answer for the reasons set forth in the memorandum.',
].join('\n')

const SUED_JUDGE = [
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF ELM',
  'DARA QUILL,',
  '    Plaintiff,',
  'v.                                   Case No. 1:24-cv-00310',
  'HON. PIA T. LORNE, in her official capacity,',
  '    Defendant.',
  'COMPLAINT',
  'Plaintiff brings this action against the judge who runs the county court’s bail schedule.',
].join('\n')

const BENCH_ROW_DOCKET = [
  'SUPREME JUDICIAL COURT',
  'for the Commonwealth',
  'Case Docket',
  'DARA QUILL & others vs. ELM COUNTY SHERIFF',
  'SJC-14107',
  'CASE HEADER',
  'Case Status Decided Status Date 07/01/2022',
  'Quorum Okafor, C.J., Lind, Vance, Poe, JJ.',
  'Argued Date 05/07/2022 Decision Date 07/01/2022',
  'DOCKET ENTRIES',
  '04/21/2022 #5 Copy of Order of Designation received from Chief Justice Mara K. Hale.',
  '05/07/2022 #9 Oral argument held.',
].join('\n')

const CASES: GalleryCase[] = [
  {
    name: 'a state appellate case page: the trial court’s "Court Judge:" is no judge of the appeal',
    pages: [CASE_PAGE],
    judge: null,
  },
  {
    name: 'consolidated appeals: the judge under "Appeals from …" is the judge below',
    pages: [CONSOLIDATED_APPEALS],
    judge: 'Poe',
  },
  {
    name: 'a per curiam synopsis: "Ruth A. Vance, J., granted …" is the judge below',
    pages: [SYNOPSIS_RULING],
    judge: null,
  },
  {
    name: 'a synopsis citing the decision below: "Mara K. Lind, J., 381 F.Supp. 212" is no author',
    pages: [SYNOPSIS_CITATION],
    judge: 'Hale',
  },
  {
    name: 'a docket report: the "Assigned to:" judge, not the "Referred to:" one',
    pages: [DOCKET_REFERRED],
    judge: 'Ruth A Vance',
  },
  {
    name: 'a caption’s judge column set among the defendants’ lines: "Case No. … / Hon. X / Mag. Y"',
    pages: [CAPTION_JUDGE_COLUMN],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'a judge sued in the defendants’ block is still no judge of the case',
    pages: [SUED_JUDGE],
    judge: null,
  },
  {
    name: 'an appellate docket whose "Quorum" row is its bench: a judge its entries name is no one’s',
    pages: [BENCH_ROW_DOCKET],
    judge: null,
  },
]

runGallery('judge gallery 7: case pages, consolidated appeals, synopses, referrals', CASES)

/** The role of the judge fact naming `name`, from one page of text. */
const roleOf = (text: string, name: string) =>
  documentFacts([{ page: 1, text }]).find((f) => f.kind === 'judge' && f.value === name)?.role

describe('judge facts: the judge below and the magistrate', () => {
  test('a case page’s trial court judge is the judge below', () => {
    expect(roleOf(CASE_PAGE, 'Pia T. Lorne')).toBe('trial')
  })
  test('consolidated appeals’ district judge is the judge below', () => {
    expect(roleOf(CONSOLIDATED_APPEALS, 'Ruth A. Vance')).toBe('trial')
  })
  test('a synopsis’s judge below, by the ruling or by its reported citation', () => {
    expect(roleOf(SYNOPSIS_RULING, 'Ruth A. Vance')).toBe('trial')
    expect(roleOf(SYNOPSIS_CITATION, 'Mara K. Lind')).toBe('trial')
  })
  test('a docket report’s "Referred to:" judge is the magistrate', () => {
    expect(roleOf(DOCKET_REFERRED, 'Ruth A Vance')).toBe('presiding')
    expect(roleOf(DOCKET_REFERRED, 'Ilse C Osei')).toBe('magistrate')
  })
})

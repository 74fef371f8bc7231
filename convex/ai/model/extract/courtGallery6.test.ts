// The court gallery, round 6 (session 25): Massachusetts's Trial Court departments as their
// captions name them, federal headings whose district line a scan misread one letter of, a
// declassified paper's release stamp (another suit's number), and an ECF header whose every
// character the text layer doubles. Names and numbers are invented; each case is one form.
import { type GalleryCase, runGallery } from './gallery.harness'

const PARTIES = 'JANE ROE,\n  Plaintiff,\nv.\nCITY OF ELMWOOD,\n  Defendant.\n'
const BODY = '\nMEMORANDUM AND ORDER\n\nThe defendant moves to dismiss. The motion is allowed.\n'

const CASES: GalleryCase[] = [
  {
    name: 'Massachusetts: "SUFFOLK, ss.   SUPERIOR COURT DEPARTMENT / OF THE TRIAL COURT"',
    pages: [
      `COMMONWEALTH OF MASSACHUSETTS\n\nSUFFOLK, ss.                SUPERIOR COURT DEPARTMENT\n                            OF THE TRIAL COURT\n                            CIVIL ACTION NO. 2184CV01234\n\n${PARTIES}${BODY}`,
    ],
    court: 'Superior Court Department of the Trial Court',
  },
  {
    name: 'Massachusetts: "THE TRIAL COURT / HOUSING COURT DEPARTMENT / EASTERN DIVISION"',
    pages: [
      `COMMONWEALTH OF MASSACHUSETTS\nTHE TRIAL COURT\nHOUSING COURT DEPARTMENT\nEASTERN DIVISION\nDOCKET NO. 21H84SP004321\n\n${PARTIES}${BODY}`,
    ],
    court: 'Housing Court Department of the Trial Court',
  },
  {
    name: 'Massachusetts: "Trial Court of the Commonwealth / Probate and Family Court Department"',
    pages: [
      `Commonwealth of Massachusetts\nTrial Court of the Commonwealth\nProbate and Family Court Department\n\nMiddlesex Division                    Docket No. MI21E0042GD\n\n${PARTIES}${BODY}`,
    ],
    court: 'Probate and Family Court Department of the Trial Court',
  },
  {
    name: 'Massachusetts: two departments in joint session, joined by "and"',
    pages: [
      `COMMONWEALTH OF MASSACHUSETTS\nNORFOLK, ss.   SUPERIOR COURT DEPARTMENT OF THE TRIAL COURT\nand\nJUVENILE COURT DEPARTMENT OF THE TRIAL COURT\n\n${PARTIES}${BODY}`,
    ],
    court:
      'Superior Court Department of the Trial Court and Juvenile Court Department of the Trial Court',
  },
  {
    name: 'a synopsis\'s "commenced in the Superior Court Department on …" is no heading',
    pages: [
      `Elm Corp. v. Oak Board.\n\nCivil action commenced in the Superior Court Department on March 3, 2019, and later heard on\nthe parties' motions.\n`,
    ],
    court: null,
  },
  {
    name: 'a federal district line\'s "DISTRICT" misread: "EASTERN DI7TRICT OF MICHIGAN"',
    pages: [`UNITED STATES DISTRICT COURT\nEASTERN DI7TRICT OF MICHIGAN\n\n${PARTIES}${BODY}`],
    court: 'United States District Court for the Eastern District of Michigan',
  },
  {
    name: 'a federal district line\'s "OF" misread: "SOUTHERN DISTRICT OR NEW YORK"',
    pages: [
      `UNITED STATES DISTRICT COURT FOR THE\nSOUTHERN DISTRICT OR NEW YORK\n\n${PARTIES}${BODY}`,
    ],
    court: 'United States District Court for the Southern District of New York',
  },
  {
    name: 'a federal heading\'s state one letter off: "CENTRAL DISTRICT OF ILLINIOS"',
    pages: [`UNITED STATES DISTRICT COURT\nCENTRAL DISTRICT OF ILLINIOS\n\n${PARTIES}${BODY}`],
    court: 'United States District Court for the Central District of Illinois',
  },
  {
    name: 'a federal heading\'s state split by the scan: "DISTRICT OF MARY LAND"',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF MARY LAND\n\n${PARTIES}${BODY}`,
    ],
    court: 'United States District Court for the District of Maryland',
  },
  {
    name: 'two parts misread (the "OF" and the state) name no court',
    pages: [`UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OR LOUISIAM\n\n${PARTIES}${BODY}`],
    court: null,
  },
  {
    name: "a declassified order's release stamp names the suit it was released in, not its case",
    pages: [
      `UNITED STATES\nFOREIGN INTELLIGENCE SURVEILLANCE COURT\nWASHINGTON, D.C.\n\nORDER\n\nThis matter is before the Court on the motion of the United States for an order extending the time limits.\n\nMay 2, 2019, Public Release Elm Project v. DOJ 18-CV-04321 Document 22, page 1 of 4 pages.\n`,
    ],
    docket: null,
  },
  {
    name: 'an ECF header whose text layer doubles every character: its "Filed" date',
    pages: [
      `CCaassee  33::2222--ccvv--0000441122--KK      DDooccuummeenntt  1177      FFiilleedd  0044//1133//2233        PPaaggee  11  ooff  99\nUNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF TEXAS\nDALLAS DIVISION\n\n${PARTIES}\nNo. 3:22-CV-412-K\n${BODY}`,
    ],
    filed: '2023-04-13',
  },
]

runGallery('court, docket and date forms, round 6 (session 25)', CASES)

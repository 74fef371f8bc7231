// Judges as US courts print them, a sixth gallery (session 26): a docket report's columns one
// space apart, a state supreme court docket's "Quorum" line, a reporter's synopsis naming the
// judge below by the ruling appealed, a caption's party list wrapped at an initial, and an
// exhibit that reproduces another case's order. Every name and number is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const EXHIBIT_ORDER = [
  'Case 3:25-cv-04410-ABC     Document 1-2     Filed 09/14/25     Page 1 of 5     Page ID #40',
  ' ',
  'EXHIBIT B ',
  'Elm Coalition v. Oakdale, No. 4:25-cv-118 (D. Elm)',
  '',
  'IN THE UNITED STATES DISTRICT COURT FOR THE ',
  'DISTRICT OF ELM ',
  ' ',
  'ELM COALITION,      ) ',
  '      Plaintiff,       ) ',
  '              )  Case No. 4:25-cv-118-RTV ',
  'v.               )   ',
  'CITY OF OAKDALE,         ) ',
  '      Defendant.       ) ',
  ' ',
  'ORDER ',
  'The motion is GRANTED. ',
  'IT IS SO ORDERED this 2nd day of August, 2025. ',
  ' ',
  'RUTH T. VANCE ',
  'UNITED STATES DISTRICT JUDGE ',
].join('\n')

const CASES: GalleryCase[] = [
  {
    name: 'a CM/ECF header printed one space apart: "District Judge NAME Nature of Suit:"',
    pages: [
      `CIVIL DOCKET FOR CASE #: 3:06-cv-01187\nLind v. Harbor Freight Lines, Inc.  Date Filed: 09/28/2006\nAssigned to: District Judge Orrin T. Calloway Nature of Suit: 442 Civil Rights: Jobs\nReferred to: Magistrate Judge Ilse Vanterpool Jurisdiction: Federal Question\n`,
    ],
    judge: 'Orrin T. Calloway',
  },
  {
    name: 'a state supreme court docket: "Quorum NAME, C.J., NAME, NAME, JJ." names no author',
    pages: [
      `SUPREME JUDICIAL COURT\nCase Docket\nJANE ROE & others vs. ELM COUNTY SHERIFF\nSJC-14021\nCASE HEADER\nCase Status Decided Status Date 06/02/2021\nQuorum Okafor, C.J., Lind, Vance, Poe, Hale, JJ.\nArgued Date 05/07/2021 Decision Date 06/02/2021\nLower Court SJC for Elm County Lower Ct Judge Mara K. Lind, J.\n`,
    ],
    judge: null,
  },
  {
    name: 'a per curiam print whose synopsis names the judge below by the ruling appealed',
    pages: [
      `PER CURIAM:\n453 F.2d 871\nUnited States Court of Appeals,\nFifth Circuit.\nJANE ROE, Plaintiff-Appellant,\nv.\nELM COUNTY SCHOOL DISTRICT, Defendant-Appellee.\nNo. 31022.\nSynopsis\nAppeal from an order of the United States District Court for the District of Elm,\nRuth A. Vance, J., directing the closing of one school.\nVacated and remanded.\n`,
    ],
    judge: null,
  },
  {
    name: 'a party list wrapped at an initial ("Paul Ray Poe, J. Roy Lind, and") is no author line',
    pages: [
      `UNITED STATES of America\nv.\nELM CITIZENS COUNCIL, Inc., Jerry Ray Okafor, Walter Hale,\nPaul Britton Poe, J. Roy Lind, and Henry\nLeon Vance, Individually.\nOpinion\nMARA K. OSEI, Chief Judge.\nThe complaint is dismissed.\n`,
    ],
    judge: 'Mara K. Osei',
  },
  {
    name: 'an exhibit reproducing another case’s order: that order’s judge and court are not this case’s',
    pages: [EXHIBIT_ORDER],
    judge: null,
    court: null,
    filed: '2025-09-14',
  },
]

runGallery('judge gallery 6: docket columns, quorum lines, synopses and exhibits', CASES)

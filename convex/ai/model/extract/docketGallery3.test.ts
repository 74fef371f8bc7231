// Docket numbers as US courts print them, round 3 (session 24): lists of several numbers (the
// first is the paper's), old three-figure civil actions, the Foreign Intelligence Surveillance
// Court's subsection dockets, Pennsylvania's and Missouri's appellate and circuit numbers, the
// Eastern and Central Districts of California's case-type prefixes, a number on the caption's
// party line, a Massachusetts heading's "C.A." line, a consolidated case's header, and the court
// below's number in a reported opinion's synopsis. Every name and number is invented; each case
// is one form.
import { type GalleryCase, runGallery } from './gallery.harness'

const BODY = '\n\nORDER\n\nThis matter comes before the Court on the motion of the parties.\n'
const PARTIES = 'OLIVIA MARSH,\n  Plaintiff,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant.\n'

/** A four-page order whose header prints CM/ECF's number of year `year` over a caption's other number. */
function oldCaseOrder(year: string): string[] {
  const header = (page: number, entry: string) =>
    `Case: 1:${year}-cv-00012-ABC Doc #: ${entry} Filed: 05/02/12 ${page} of 4 PageID #: 88\n`
  const caption = `IN THE UNITED STATES DISTRICT COURT\n \nFOR THE NORTHERN DISTRICT OF MISSISSIPPI\n \nEASTERN DIVISION\n \nUNITED STATES OF AMERICA,  ) \n) \nPlaintiff,  ) \n) \nv.  )  Civil Action No. WC 7412-S \n) \nELM COUNTY SCHOOL DISTRICT,  ) \n) \nDefendant.  ) \n) \nCONSENT ORDER \nThis matter is before the Court at the request of the parties and the District. The District operates under a school desegregation order.\n`
  return [1, 2, 3, 4].map((page) =>
    page === 1
      ? header(1, '14') + header(1, '11-1') + caption
      : `${header(page, '14')}The District shall report to the Court.\n`,
  )
}

const CASES: GalleryCase[] = [
  {
    name: 'an old district caption\'s three figures: "CIVIL ACTION NO. 718"',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT FOR THE\nMIDDLE DISTRICT OF GEORGIA\nALBANY DIVISION\nUNITED STATES OF AMERICA,  )\n  Plaintiff,  )\n) CIVIL ACTION NO. 718\nv.  )\nBOARD OF EDUCATION OF ELM COUNTY,  )\n  Defendants.  )${BODY}`,
    ],
    docket: '718',
  },
  {
    name: 'two consolidated actions: "Civ. A. Nos. 318, 327." (the first)',
    pages: [
      `Court of Chancery of Delaware, New Castle County.\nMARSH et al.\nv.\nTRIDENT et al.\nCiv. A. Nos. 318, 327.\n|\nMay 2, 1953.\n${BODY}`,
    ],
    docket: '318',
  },
  {
    name: 'three figures after another label are not a case\'s ("Exhibit No. 412")',
    pages: [`UNITED STATES DISTRICT COURT\nDISTRICT OF IDAHO\n${PARTIES}\nExhibit No. 412\n`],
    docket: null,
  },
  {
    name: 'FISC: "Docket Nos. 702(j)-24-01, 702(j)-24-02" (the subsection and the first)',
    pages: [
      `UNITED STATES\nFOREIGN INTELLIGENCE SURVEILLANCE COURT\nWASHINGTON, D.C.\n\nIN RE DNI/AG 702(h) CERTIFICATIONS 2024  )  Docket Nos. 702(j)-24-01,\n   )   702(j)-24-02\n\nMEMORANDUM OPINION AND ORDER\n\nThis matter is before the Court on the government's submission of the certifications.\n`,
    ],
    docket: '702(j)-24-01',
  },
  {
    name: 'Pennsylvania Supreme Court: "14 EM 2022" under the e-filing stamp',
    pages: [
      `Received 2/3/2022 10:01:12 AM Supreme Court Eastern District\nFiled 2/3/2022 10:01:00 AM Supreme Court Eastern District\n14 EM 2022\nJane Holt, Esq.\nId. No. 31234\n\nIN THE SUPREME COURT OF PENNSYLVANIA\nEASTERN DISTRICT\n\n${PARTIES}${BODY}`,
    ],
    docket: '14 EM 2022',
  },
  {
    name: 'Pennsylvania Superior Court: "1234 WDA 2021" alone under the court',
    pages: [
      `IN THE SUPERIOR COURT OF PENNSYLVANIA\n1234 WDA 2021\n\nCOMMONWEALTH OF PENNSYLVANIA\nv.\nJOHN ELM,\n  Appellant${BODY}`,
    ],
    docket: '1234 WDA 2021',
  },
  {
    name: 'Missouri: "23SL-CC01234" in the e-filing stamp, the caption\'s "Case No." blank',
    pages: [
      `E\nle\n23SL-CC01234 c\ntr\nIN THE CIRCUIT COURT OF ST. LOUIS COUNTY  ile\nSTATE OF MISSOURI\n\nMARY ELM, on behalf of herself and others,\n  Plaintiff,   Case No. __________\nv.\nCITY OF OAKDALE,\n  Defendant.   Division: ______\n${BODY}`,
    ],
    docket: '23SL-CC01234',
  },
  {
    name: 'E.D. Cal.: "No. CIV. S-03-1234 ABC DEF" beside the caption',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF CALIFORNIA\n\nOLIVIA MARSH,  )  No.  CIV.  S-03-1234  ABC  DEF\n  Plaintiff,  )\nv.  )  CONSENT DECREE\nTRIDENT HOLDINGS, INC.,  )\n  Defendant.  )${BODY}`,
    ],
    docket: 'CIV. S-03-1234 ABC DEF',
  },
  {
    name: 'C.D. Cal. reporter heading: "No. Civil 74–512–JM."',
    pages: [
      `United States District Court,\nC.D. California.\nOlivia MARSH, et al., Plaintiffs,\nv.\nTRIDENT HOLDINGS, INC., et al., Defendants.\nNo. Civil 74–512–JM.\n|\nMarch 4, 1975.\n${BODY}`,
    ],
    docket: 'Civil 74-512-JM',
  },
  {
    name: 'an old caption\'s party line ending "NO. 68-2211"',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE EASTERN DISTRICT OF LOUISIANA\nNEW ORLEANS DIVISION\n\nJOHN Q. WALLACE NO. 68-2211\n\nVS. CIVIL ACTION\n\nCITY OF ELMWOOD, et al SECTION B\n${BODY}`,
    ],
    docket: '68-2211',
  },
  {
    name: 'a thing\'s own number on a line of capitals stays out ("PATENT NO. 12-3456")',
    pages: [
      `MEMORANDUM\nTRIDENT HOLDINGS PATENT NO. 12-3456\n\nThe parties discussed the licence.\n`,
    ],
    docket: null,
  },
  {
    name: 'Massachusetts heading: "C.A. 91-117" on its own line',
    pages: [
      `COMMONWEALTH OF MASSACHUSETTS\n\nBERKSHIRE, ss\nTRIAL COURT DEPARTMENT\nSUPERIOR COURT DIVISION\nC.A. 91-117\n\n${PARTIES}${BODY}`,
    ],
    docket: '91-117',
  },
  {
    name: 'a consolidated case: the header\'s "1:22-cv-00511-RDB" over the caption\'s "1:22-cv-00498-RDB"',
    pages: [
      `Case 1:22-cv-00511-RDB   Document 17   Filed 09/12/22   Page 1 of 8\nIN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF MARYLAND\n\n${PARTIES}\nCivil Action No.: 1:22-cv-00498-RDB\n${BODY}`,
      `Case 1:22-cv-00511-RDB   Document 17   Filed 09/12/22   Page 2 of 8\nThe parties agree to the schedule.\n`,
    ],
    docket: '1:22-cv-00511-RDB',
    filed: '2022-09-12',
  },
  {
    name: 'a reporter heading\'s number beside the other column\'s citation ("No. 49A02-9811-CR-345.  (Ind.1998), …")',
    pages: [
      `the  conviction  upon  the  same  facts,  and the \nCourt of Appeals of Indiana. \nJohn ELM, Appellant-Defendant,    \nv.  The  State  seeks  rehearing,  claiming  that  the  supreme \nSTATE of Indiana, Appellee-Plaintiff.  court’s  decisions  in  Roe  v.  State,  684  N.E.2d  466 \nand  Doe  v.  State,  684  N.E.2d  482 \nNo. 49A02-9811-CR-345.  (Ind.1998), decided six days after our opinion, preclude a \n|  reduction  in  the  conviction  on  double \nNov. 3, 1998.  jeopardy grounds. \n`,
    ],
    docket: '49A02-9811-CR-345',
  },
  {
    name: 'a synopsis\'s trial-court number and judge ("No. 1:88-cv-123-ABC, Jane L. Roe, J.,") is the court below\'s',
    pages: [
      `Olivia MARSH, et al., Plaintiffs-Appellants,\nv.\nTRIDENT HOLDINGS, INC., Defendant-Appellee.\nNo. 91-4417.\nUnited States Court of Appeals,\nEleventh Circuit.\nMay 6, 1992.\nThe United States District Court for the Northern District of Georgia, No. 1:88-cv-123-ABC, Jane L. Roe, J., dismissed the complaint, and the plaintiffs appealed.\n`,
    ],
    docket: '91-4417',
  },
  {
    name: 'an old case\'s caption number under CM/ECF\'s later one ("Civil Action No. WC 7412-S" under "Case: 1:68-cv-00012")',
    pages: oldCaseOrder('68'),
    docket: 'WC 7412-S',
  },
  {
    name: "a case filed under CM/ECF keeps its header's number over a caption's other one",
    pages: oldCaseOrder('09'),
    docket: '1:09-cv-00012-ABC',
  },
  {
    name: 'FISC scanned without the subsection\'s "(": "Docket Nos. 7020)-24-01," (read whole)',
    pages: [
      `UNITED STATES\nFOREIGN INTELLIGENCE SURVEILLANCE COURT\nWASHINGTON, D.C.\n\nIN RE DNI/AG 702(h) CERTIFICATIONS  )  Docket Nos. 7020)-24-01,\n2024-A, 2024-B, AND  )  7020)-24-02\n\nIN RE MINIMIZATION PROCEDURES  )  Docket No. 09-4417\n\nORDER\n\nThis matter is before the Court on the government's submission of the certifications.\n`,
    ],
    docket: '7020)-24-01',
  },
  {
    name: "a reporter heading's number on a line of its own under a citation read across the columns",
    pages: [
      `the  search.  He  was  not  the  owner  of  the    Olivia MARSH, Governor, et\ncar.  The  car  had  been  rented  by  her    al., Petitioners,\nv.\nTRIDENT HOLDINGS, INC., et al.,\nRespondents.\nThe  reliance  on  United  States  v.  Wil\nNo.  91-4417.\nliams,  875  F.2d  268  (10th  Cir.1989)  is  mis   United States Court of Appeals,\nplaced.  Eleventh Circuit.\nMay 6, 1992.\nThe United States District Court for the Northern District of Georgia, No. 1:88-cv-123-ABC, Jane L. Roe, J., dismissed the complaint.\n`,
    ],
    docket: '91-4417',
  },
]

runGallery('docket gallery, round 3', CASES)

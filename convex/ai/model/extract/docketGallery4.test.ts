// Case numbers, a fourth gallery (session 29): a court of appeals' opinion refiled on the
// district court's docket (its CM/ECF stamp is the case below), a "D.C. Docket No." under the
// appeal's own number, an earlier order's docket named in the body, the Southern District of
// New York's caption column of colons before "76 Civ. 3218", a Second Circuit summary order's
// unlabelled "20-4567-cv", and a docket report's number glued to its title by a converter. Every
// name and number is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'an appeal refiled below: the district stamp over "No. 18-40512", the "D.C. No." broken over lines',
    pages: [
      `Case 2:16-cv-00321-ABC   Document 212   Filed 03/14/19   Page 1 of 30\nFOR PUBLICATION\nUNITED STATES COURT OF APPEALS\nFOR THE NINTH CIRCUIT\nJ.R., by her next friend Ann   No.18-40512\nRoe; K.P., by their next friend \nMary Poe,   D.C. No.\nPlaintiffs-Appellees,  2:16-cv-00321-\nv.  ABC\nJOHN ELM, in his official \ncapacity as Director,\nDefendant-Appellant.\n\nCase 2:16-cv-00321-ABC   Document 212   Filed 03/14/19   Page 2 of 30\nOPINION\nAppeal from the United States District Court\nfor the District of Arizona\n`,
      `Case 2:16-cv-00321-ABC   Document 212   Filed 03/14/19   Page 3 of 30\nJ.R. V. ELM 3\nThe panel affirmed the class certification order.\n`,
      `Case 2:16-cv-00321-ABC   Document 212   Filed 03/14/19   Page 4 of 30\n4 J.R. V. ELM\nThe district court certified the class.\n`,
    ],
    docket: '18-40512',
  },
  {
    name: 'a scan that lost the court line: the stamp over "FOR THE FIFTH CIRCUIT" and "No. 83-2217"',
    pages: [
      `Case 3:79-cv-00455-XY   Document 7-1   Filed 06/02/11   Page 1 of 9 PageID #: 101\nFOR  THE  FIFTH  CIRCUIT \nNo.  83-2217 \nANN  ROE,  ET  AL., \nPlaintiffs-Appellants, \nv. \nELM  PARISH  SCHOOL  BOARD, \nDefendants-Appellees. \nAppeal  from  the  United  States  District Court \nfor  the  Middle  District of  Louisiana \n`,
      `Case 3:79-cv-00455-XY   Document 7-1   Filed 06/02/11   Page 2 of 9 PageID #: 102\nThe appeal comes before the Court once more.\n`,
      `Case 3:79-cv-00455-XY   Document 7-1   Filed 06/02/11   Page 3 of 9 PageID #: 103\nWe dismiss the appeal.\n`,
      `Case 3:79-cv-00455-XY   Document 7-1   Filed 06/02/11   Page 4 of 9 PageID #: 104\nThe order below stands.\n`,
      `Case 3:79-cv-00455-XY   Document 7-1   Filed 06/02/11   Page 5 of 9 PageID #: 105\nSo ordered.\n`,
    ],
    docket: '83-2217',
  },
  {
    name: 'the Eleventh Circuit’s "D.C. Docket No." is the case below, its own "No." the paper’s',
    pages: [
      `Case 5:18-cv-00912-PQR-STU   Document 140   Filed 09/03/20   Page 1 of 40 PageID 9001\n[PUBLISH]\nIN THE UNITED STATES COURT OF APPEALS\nFOR THE ELEVENTH CIRCUIT\n________________________\nNo. 19-12871\n________________________\nD.C. Docket No. 5:18-cv-00912-PQR-STU\nANN ROE,\nPlaintiff - Appellee,\nversus\nELM COUNTY SCHOOL BOARD,\nDefendant - Appellant.\n`,
    ],
    docket: '19-12871',
  },
  {
    name: 'an earlier order "in docket number" named in the body is not the paper’s number',
    pages: [
      `UNITED STATES\nFOREIGN INTELLIGENCE SURVEILLANCE COURT\nWASHINGTON, D.C.\nPRIMARY ORDER\nThe Court finds that the application meets the requirements of the Act.\nWHEREFORE, relying on its March 2, 2005, Opinion and Order in\ndocket number XY.222222 and the findings above, the Court finds that the\napplication should be granted.\n`,
    ],
    docket: null,
  },
  {
    name: 'S.D.N.Y.: "Plaintiffs, : 81 Civ. 4410" in the caption’s column of colons',
    pages: [
      `UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n-x\nANN ROE and JOHN POE, on behalf of themselves\nand all others similarly situated,\nPlaintiffs, : 81 Civ. 4410\n(XYZ)\n-against-\nJOHN ELM, as Commissioner,   : CONSENT\nDefendant.  : ORDER\n`,
    ],
    docket: '81 Civ. 4410',
  },
  {
    name: 'a Second Circuit summary order refiled below: "20-4567-cv" heads it unlabelled',
    pages: [
      `Case 1:19-cv-05678-ABC Document 60 Filed 04/02/21 Page 1 of 4\n20-4567-cv\nRoe v. Elm County\n\nUNITED STATES COURT OF APPEALS\nFOR THE SECOND CIRCUIT\n\nSUMMARY ORDER\n\nPRESENT:\nJOHN Q. HALE,\nMARY R. POE,\nCircuit Judges.\n\nJane Roe,\nPlaintiff-Appellant,\n\nv. 20-4567-cv\n\nElm County,\nDefendant-Appellee.\n`,
      `Case 1:19-cv-05678-ABC Document 60 Filed 04/02/21 Page 2 of 4\nJane Roe appeals the judgment.\n`,
      `Case 1:19-cv-05678-ABC Document 60 Filed 04/02/21 Page 3 of 4\nWe affirm.\n`,
      `Case 1:19-cv-05678-ABC Document 60 Filed 04/02/21 Page 4 of 4\nFOR THE COURT.\n`,
    ],
    docket: '20-4567-cv',
  },
  {
    name: 'a docket report whose cells a converter glued: "CASE #: 1:20-cv-00123-ABC-DEFRoe v. …"',
    pages: [
      `U.S. District CourtEastern District of Virginia - (Alexandria)CIVIL DOCKET FOR CASE #: 1:20-cv-00123-ABC-DEFRoe v. Elm CountyAssigned to: District Judge Jane Q. HaleCause: 42:1983 Civil RightsDate Filed: 02/03/2020Jury Demand: Plaintiff\nPlaintiffJane Roerepresented byJohn Lawyer\n`,
    ],
    docket: '1:20-cv-00123-ABC-DEF',
  },
]

runGallery('docket gallery 4: appeals refiled below, earlier orders, colon columns', CASES)

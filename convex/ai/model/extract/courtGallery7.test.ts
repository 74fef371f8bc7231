// The court gallery, round 7 (session 27): the shapes the tuning part lacks. The Board of
// Veterans' Appeals and other federal agencies' adjudicating boards by their headings (and an
// agency named as a docket's party, no heading), California's appellate case information pages,
// courts of appeals' dockets and notices, electronic notices' two-line headings, a court's web page
// converted to one line (its cells run together) or to a Markdown table, reporter headers,
// and state trial courts' "IN THE CIRCUIT COURT OF THE ___ JUDICIAL CIRCUIT IN AND FOR ___
// COUNTY". Names and numbers are invented; each case is one form.
import { type GalleryCase, runGallery } from './gallery.harness'

const PARTIES = 'DARA QUILL,\n    Plaintiff,\nv.\nTOWN OF ASHBY,\n    Defendant.\n'
const BODY = '\nORDER\n\nThe motion to dismiss is DENIED.\n'

const CASES: GalleryCase[] = [
  {
    name: "the Board of Veterans' Appeals' heading over the Department's",
    pages: [
      `BOARD OF VETERANS' APPEALS\nDEPARTMENT OF VETERANS AFFAIRS\nWASHINGTON, DC 20420\n\nIN THE APPEAL OF\nDARA QUILL\nDocket No. 19-12 345\n\nDATE: March 4, 2024\n\nORDER\n\nEntitlement to service connection for tinnitus is granted.\n`,
    ],
    court: "Board of Veterans' Appeals",
  },
  {
    name: "a veterans' decision with no heading: its signature's \"Board of Veterans' Appeals\"",
    pages: [
      `DOCKET NO. 19-12 345\nDATE: March 4, 2024\n\nORDER\n\nService connection is granted.\n\nThe Veteran served on active duty from 1990 to 1994.\n\n\nM. QUIST\nVeterans Law Judge\nBoard of Veterans' Appeals\n`,
    ],
    court: "Board of Veterans' Appeals",
  },
  {
    name: "the Court of Appeals for Veterans Claims reviewing a Board of Veterans' Appeals decision",
    pages: [
      `UNITED STATES COURT OF APPEALS FOR VETERANS CLAIMS\n\nNo. 23-1234\n\nDARA QUILL, APPELLANT,\n\nV.\n\nPAUL ELM,\nSECRETARY OF VETERANS AFFAIRS, APPELLEE.\n\nMEMORANDUM DECISION\n\nThe appellant appeals a March 4, 2023, Board of Veterans' Appeals decision that denied service connection.\n`,
    ],
    court: 'United States Court of Appeals for Veterans Claims',
  },
  {
    name: 'the Merit Systems Protection Board under "UNITED STATES OF AMERICA"',
    pages: [
      `UNITED STATES OF AMERICA\nMERIT SYSTEMS PROTECTION BOARD\n\nDARA QUILL,\nAppellant,\nv.\nDEPARTMENT OF THE INTERIOR,\nAgency.\nDOCKET NUMBER\nDC-0752-23-0123-I-1\n`,
    ],
    court: 'Merit Systems Protection Board',
  },
  {
    name: 'the EEOC\'s appellate office: "U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"',
    pages: [
      `U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION\nOffice of Federal Operations\nP.O. Box 77960\nWashington, DC 20013\n\nDara Quill,\nComplainant,\nv.\nPaul Elm,\nSecretary,\nAgency.\nAppeal No. 2023001234\n`,
    ],
    court: 'Equal Employment Opportunity Commission',
  },
  {
    name: 'the Board of Immigration Appeals under the Executive Office for Immigration Review',
    pages: [
      `U.S. Department of Justice\nExecutive Office for Immigration Review\nBoard of Immigration Appeals\nFalls Church, Virginia 22041\n\nFile: A012-345-678 – Elm, VA\nIn re: Dara QUILL\n`,
    ],
    court: 'Board of Immigration Appeals',
  },
  {
    name: "an agency named on a docket report's party lines is a party, not the court",
    pages: [
      `U.S. District Court - CM/ECF Live Database - Docket Report\nCLOSED, JURY_TRIAL\nU.S. District Court (Live Database)\nU.S. District Court - Eastern District of Kentucky (Lexington)\nCIVIL DOCKET FOR CASE #: 5:98-cv-00486\nEEOC v. Elm Foods, Inc. Date Filed: 08/03/1998\nAssigned to: Honorable Ruth A Vance\nPlaintiff\nEqual Employment Opportunity  represented by Pia Lorne\nCommission\nEqual Employment Opportunity Commission\n425 West Elm Avenue\n`,
    ],
    court: 'United States District Court for the Eastern District of Kentucky',
  },
  {
    name: "California's appellate case page: the district it heads, the division below",
    pages: [
      `6/22/2021 California Courts - Appellate Court Case Information\nAppellate Courts Case Information\n4th Appellate District Change court\nCourt data last updated: 06/22/2021 02:45 PM\nDocket (Register of Actions)\nElm Coalition v. Superior Court of Orange County\nDivision 3\nCase Number G061234\nDate\tDescription\tNotes\n04/15/2021\tPetition for writ of mandate filed.\n`,
    ],
    court: '4th Appellate District, Division 3',
  },
  {
    name: "California's appellate case page of a district without divisions",
    pages: [
      `Appellate Courts Case Information\n3rd Appellate District\nCourt data last updated: 06/22/2021\nCase Summary\nElm v. Oak\nCase Number C091234\n`,
    ],
    court: '3rd Appellate District',
  },
  {
    name: 'a court of appeals\' general docket: "US Court of Appeals for the Seventh Circuit"',
    pages: [
      `General Docket\nUS Court of Appeals for the Seventh Circuit\nCourt of Appeals Docket #: 23-1456   Filed: 04/12/2023\nQuill v. Town of Ashby\nAppeal From: Northern District of Illinois, Eastern Division\n`,
    ],
    court: 'United States Court of Appeals for the Seventh Circuit',
  },
  {
    name: "a court of appeals' notice of docket activity",
    pages: [
      `United States Court of Appeals for the Eleventh Circuit\n\nNotice of Docket Activity\n\nThe following transaction was filed on 03/04/2024\nCase Name: Dara Quill v. Town of Ashby\nCase Number: 23-11456\nDocket Text:\nORDER: Motion for extension is GRANTED. (Entered: 03/04/2024 10:12 AM)\n`,
    ],
    court: 'United States Court of Appeals for the Eleventh Circuit',
  },
  {
    name: 'a notice of electronic filing\'s heading a blank line apart: "U.S. District Court / SOUTHERN DISTRICT OF TEXAS"',
    pages: [
      `U.S. District Court\n\nSOUTHERN DISTRICT OF TEXAS\n\nNotice of Electronic Filing\n\nCase Name: Quill v. Town of Ashby\nCase Number: 4:23-cv-00412\n`,
    ],
    court: 'United States District Court for the Southern District of Texas',
  },
  {
    name: 'a bankruptcy court\'s notice: "U.S. Bankruptcy Court / Southern District of New York"',
    pages: [
      `U.S. Bankruptcy Court\nSouthern District of New York\nNotice of Electronic Filing\nThe following transaction was received from Elm, Al entered on 3/4/2024\nCase Name: Elm Corp.\nCase Number: 23-10412-abc\n`,
    ],
    court: 'United States Bankruptcy Court for the Southern District of New York',
  },
  {
    name: 'a docket report converted to one line, its cells run together: "U.S. District CourtDistrict of Maryland"',
    pages: [
      `U.S. District CourtDistrict of Maryland (Baltimore)CIVIL DOCKET FOR CASE #: 1:19-cv-00412-RAVQuill v. Ashby, et alAssigned to: Judge Ruth A. VanceReferred to: Magistrate Judge Ilse C. OseiCause: 42:1983 Civil Rights ActDate Filed: 05/02/2019Jury Demand: BothPlaintiffDara Quillrepresented byPia Lorne`,
    ],
    court: 'United States District Court for the District of Maryland',
  },
  {
    name: 'a notice of electronic filing converted to one line',
    pages: [
      `This is an automatic e-mail message generated by the CM/ECF system.U.S. District CourtDistrict of MarylandNotice of Electronic FilingThe following transaction was entered on 3/4/2024 at 10:12 AM EST and filed on 3/4/2024Case Name:Quill v. Town of AshbyCase Number:1:23-cv-00412-RAVDocket Text: ORDER granting [40] Motion to Compel. Signed by Judge Ruth A. Vance on 3/4/2024. (abc)`,
    ],
    court: 'United States District Court for the District of Maryland',
  },
  {
    name: "a court of appeals' docket converted to one line",
    pages: [
      `General DocketUnited States Court of Appeals for the Fourth CircuitCourt of Appeals Docket #: 23-1456Docketed: 04/12/2023Nature of Suit: 3440 Other Civil RightsQuill v. Town of AshbyAppeal From: United States District Court for the District of Maryland at Baltimore`,
    ],
    court: 'United States Court of Appeals for the Fourth Circuit',
  },
  {
    name: 'a docket report\'s title line: "U.S. District Court - District of Maryland (Baltimore)"',
    pages: [
      `U.S. District Court - District of Maryland (Baltimore)\nCIVIL DOCKET FOR CASE #: 1:23-cv-00412-RAV\nQuill v. Town of Ashby\nAssigned to: Judge Ruth A. Vance\n`,
    ],
    court: 'United States District Court for the District of Maryland',
  },
  {
    name: "a bankruptcy court's notice converted to one line",
    pages: [
      `U.S. Bankruptcy CourtDistrict of DelawareNotice of Electronic FilingThe following transaction was received from Elm entered on 3/4/2024Case Name:Elm Corp.Case Number:23-10412-ABC`,
    ],
    court: 'United States Bankruptcy Court for the District of Delaware',
  },
  {
    name: 'a docket report\'s heading in a Markdown table, a row a line: "| U.S. District Court |"',
    pages: [
      `| U.S. District Court |\n| District of Maryland (Baltimore) |\n| CIVIL DOCKET FOR CASE #: 1:19-cv-00412-RAV |\n\n| Quill v. Ashby, et al<br>Assigned to: Judge Ruth A. Vance |\n`,
    ],
    court: 'United States District Court for the District of Maryland',
  },
  {
    name: 'a court named in a sentence two cells run together never touch is no cell',
    pages: [
      `Dara Quill wrote to the clerk that she had read about the United States District Court for the District of Maryland in a newspaper and wished to know how a case is filed there by a person without a lawyer.`,
    ],
    court: null,
  },
  {
    name: 'a reporter\'s two-line heading: "United States Court of Appeals, / Eleventh Circuit."',
    pages: [
      `Dara QUILL, Plaintiff-Appellant,\nv.\nTOWN OF ASHBY, Defendant-Appellee.\nNo. 90-1234.\nUnited States Court of Appeals,\nEleventh Circuit.\nNov. 16, 1990.\n`,
    ],
    court: 'United States Court of Appeals for the Eleventh Circuit',
  },
  {
    name: 'a slip opinion\'s stacked heading: "In the / United States Court of Appeals / For the Seventh Circuit"',
    pages: [
      `In the\nUnited States Court of Appeals\nFor the Seventh Circuit\n____________________\nNo. 23-1456\n${PARTIES}`,
    ],
    court: 'United States Court of Appeals for the Seventh Circuit',
  },
  {
    name: 'a court of appeals\' heading with "FOR THE" on a line of its own',
    pages: [`UNITED STATES COURT OF APPEALS\nFOR THE\nNINTH CIRCUIT\n\nNo. 23-1456\n${PARTIES}`],
    court: 'United States Court of Appeals for the Ninth Circuit',
  },
  {
    name: "the Supreme Court's docket page",
    pages: [
      `No. 23-412\nTitle:\tDara Quill, Petitioner\nv.\nTown of Ashby, Maryland\nDocketed:\tMarch 4, 2024\nLower Ct:\tUnited States Court of Appeals for the Fourth Circuit\nCase Numbers:\t(22-1456)\n`,
    ],
    court: 'Supreme Court of the United States',
  },
  {
    name: 'Florida: "IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT IN AND FOR ORANGE COUNTY, FLORIDA"',
    pages: [
      `IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT IN AND FOR ORANGE COUNTY, FLORIDA\n\nCASE NO.: 2023-CA-012345-O\n${PARTIES}${BODY}`,
    ],
    court: 'Circuit Court of the Ninth Judicial Circuit in and for Orange County, Florida',
  },
  {
    name: 'Florida\'s heading over three lines: "… OF THE / SECOND JUDICIAL CIRCUIT, IN AND FOR / LEON COUNTY, FLORIDA"',
    pages: [
      `IN THE CIRCUIT COURT OF THE\nSECOND JUDICIAL CIRCUIT, IN AND FOR\nLEON COUNTY, FLORIDA\n\nCASE NO.: 2023-CA-012345\n${PARTIES}${BODY}`,
    ],
    court: 'Circuit Court of the Second Judicial Circuit, in and for Leon County, Florida',
  },
  {
    name: 'Missouri: "IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI / AT KANSAS CITY"',
    pages: [`IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI\nAT KANSAS CITY\n${PARTIES}${BODY}`],
    court: 'Circuit Court of Jackson County, Missouri',
  },
]

runGallery('court forms, round 7 (session 27)', CASES)

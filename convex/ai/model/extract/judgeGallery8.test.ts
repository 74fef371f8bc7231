// Judges as US courts print them, an eighth gallery (session 27): the shapes the tuning part
// lacks. Electronic notices and docket reports ("Signed by Magistrate Judge …", "Assigned to:
// Chief Judge …"), a court of appeals' docket and notice, the Supreme Court's docket; signature
// blocks a scan or an e-filing system prints ("s/ NAME" over a title cut short, a zero for an
// initial's "O", "/s/ NAME, United States District Judge" beside a date, a name over "U.S.D.J."
// alone, the initials without periods); the Board of Veterans' Appeals' and an agency's judge
// signing by initials; state trial judges. Every name and number is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const PARTIES = 'DARA QUILL,\n    Plaintiff,\nv.\nTOWN OF ASHBY,\n    Defendant.\n'
const ORDER = '\nORDER\n\nThe motion to dismiss is DENIED.\n\nIT IS SO ORDERED.\n'
const FEDERAL = `UNITED STATES DISTRICT COURT\nDISTRICT OF MARYLAND\n${PARTIES}${ORDER}\n`

// The reasons of a veterans' appeal decision, long enough that its opening "on appeal from a
// rating decision" stands well above the signature.
const VETERANS_REASONS = [
  'REASONS AND BASES FOR FINDING AND CONCLUSION',
  '',
  'The Veteran served on active duty from 1990 to 1994. This matter is before the Board of',
  "Veterans' Appeals (Board) on appeal from a rating decision of a Regional Office.",
  '',
  ...Array.from(
    { length: 6 },
    () =>
      'The Board has reviewed all of the evidence in the record. Although the Board has an obligation to provide reasons and bases supporting this decision, there is no need to discuss every piece of evidence.',
  ),
  '',
].join('\n')

const CASES: GalleryCase[] = [
  {
    name: 'a scan\'s zero for a middle initial: "HONORABLE RUTH  0.  VANCE"',
    pages: [
      `${FEDERAL}IT  IS  SO  ORDERED:\nHONORABLE RUTH  0.  VANCE\nUS.  District  Court  Judge\n`,
    ],
    judge: 'Ruth O. Vance',
  },
  {
    name: '"s/ NAME" over the name typed and a title the page cut short ("… District Judg")',
    pages: [`${FEDERAL}s/ Pia Lorne             \nPIA LORNE \nUnited States District Judg`],
    judge: 'Pia Lorne',
  },
  {
    name: 'an e-signature and its title on one line, beside the date',
    pages: [
      `${FEDERAL}Dated: March 4, 2024          /s/ Ruth A. Vance, United States District Judge\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'the office\'s initials alone under the name: "Ruth A. Vance / U.S.D.J."',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY\n${PARTIES}${ORDER}\nSO ORDERED.\n\nRuth A. Vance\nU.S.D.J.\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'the office\'s initials typed without periods: "RUTH A. VANCE, USDJ"',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY\n${PARTIES}${ORDER}\nRUTH A. VANCE, USDJ\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'the initials\' last period lost: "RUTH A. VANCE, J.S.C"',
    pages: [`SUPERIOR COURT OF NEW JERSEY\n${PARTIES}${ORDER}\nRUTH A. VANCE, J.S.C\n`],
    judge: 'Ruth A. Vance',
  },
  {
    name: "a joint-stock company's \"JSC\" after a party's name is no judge's office",
    pages: [
      `UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nDARA QUILL,\n    Plaintiff,\nv.\nELM VOLGA HOLDINGS JSC,\n    Defendant.\n\nCOMPLAINT\n\nPlaintiff brings this action for breach of contract.\n`,
    ],
    judge: null,
  },
  {
    name: '"SO ORDERED.  s/ NAME, U.S.D.J." on one line',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY\n${PARTIES}${ORDER}\nSO ORDERED.   s/ Ruth A. Vance, U.S.D.J.\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: '"HON. NAME" over "UNITED STATES DISTRICT JUDGE" under a rule',
    pages: [
      `${FEDERAL}Dated: March 4, 2024\n\n____________________________\nHON. RUTH A. VANCE\nUNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'a scanned title\'s misread letters: "UNlTED STATES D1STRICT JUDGE"',
    pages: [`${FEDERAL}RUTH A. VANCE\nUNlTED STATES D1STRICT JUDGE\n`],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'an opinion opening on its author: "RUTH A. VANCE, District Judge."',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF MARYLAND\n${PARTIES}\nMEMORANDUM OPINION AND ORDER\n\nRUTH A. VANCE, District Judge.\n\nBefore the Court is the motion to dismiss.\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'civil minutes: "Present: The Honorable  RUTH A. VANCE, UNITED STATES DISTRICT JUDGE"',
    pages: [
      `UNITED STATES DISTRICT COURT\nCENTRAL DISTRICT OF CALIFORNIA\nCIVIL MINUTES - GENERAL\nCase No. 2:23-cv-01234-RAV\tDate\tMarch 4, 2024\nTitle\tDara Quill v. Town of Ashby\n\nPresent: The Honorable\tRUTH A. VANCE, UNITED STATES DISTRICT JUDGE\n\nElm Clerk\tNot Reported\nDeputy Clerk\tCourt Reporter\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'a notice of electronic filing whose entry a magistrate judge signed',
    pages: [
      `U.S. District Court\nDistrict of Maryland\nNotice of Electronic Filing\nThe following transaction was entered on 3/4/2024 at 10:12 AM EST and filed on 3/4/2024\nCase Name: Quill v. Town of Ashby\nCase Number: 1:23-cv-00412\nFiler:\nDocument Number: 14\n\nDocket Text:\nPAPERLESS ORDER granting [12] Motion for Extension of Time. Signed by Magistrate Judge Ilse C. Osei on 3/4/2024. (abc)\n`,
    ],
    judge: 'Ilse C. Osei',
  },
  {
    name: 'a notice\'s text order "Entered by Magistrate Judge NAME"',
    pages: [
      `U.S. District Court\nDistrict of Maryland\nNotice of Electronic Filing\nCase Name: Quill v. Town of Ashby\nCase Number: 1:23-cv-00412\nDocket Text:\nTEXT ORDER granting [12] Motion to Continue. Entered by Magistrate Judge Ilse C. Osei on 3/4/2024. (abc)\n`,
    ],
    judge: 'Ilse C. Osei',
  },
  {
    name: 'a notice\'s minute entry "for proceedings held before Magistrate Judge NAME"',
    pages: [
      `U.S. District Court\nDistrict of Maryland\nNotice of Electronic Filing\nCase Name: Quill v. Town of Ashby\nCase Number: 1:23-cv-00412\nDocket Text:\nMinute Entry for proceedings held before Magistrate Judge Ilse C. Osei: Settlement Conference held on 3/4/2024. (abc)\n`,
    ],
    judge: 'Ilse C. Osei',
  },
  {
    name: "a notice of an attorney's appearance names no judge",
    pages: [
      `U.S. District Court\nDistrict of Maryland\nNotice of Electronic Filing\nCase Name: Quill v. Town of Ashby\nCase Number: 1:23-cv-00412\nDocket Text:\nNOTICE of Appearance by Pia Lorne on behalf of Town of Ashby (Lorne, Pia) (Entered: 03/04/2024)\n`,
    ],
    judge: null,
  },
  {
    name: 'a notice whose entry refers a matter to a magistrate judge: the signer is the judge',
    pages: [
      `U.S. District Court\nDistrict of Maryland\nNotice of Electronic Filing\nThe following transaction was entered on 3/4/2024\nCase Name: Quill v. Town of Ashby\nCase Number: 1:23-cv-00412-RAV\nDocket Text:\nORDER REFERRING CASE to Magistrate Judge Ilse C. Osei for discovery. Signed by Judge Ruth A. Vance on 3/4/2024. (abc)\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'a minute entry in a notice: "held before Judge NAME"',
    pages: [
      `U.S. District Court\nDistrict of Maryland\nNotice of Electronic Filing\nCase Name: Quill v. Town of Ashby\nCase Number: 1:23-cv-00412\nDocket Text:\nMinute Entry for proceedings held before Judge Ruth A. Vance: Status Conference held on 3/4/2024. (Court Reporter Pia Lorne.) (abc)\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'a docket report: "Assigned to: Chief Judge NAME", an entry naming a recused judge',
    pages: [
      `U.S. District Court\nDistrict of Maryland (Baltimore)\nCIVIL DOCKET FOR CASE #: 1:19-cv-00412-RAV\nQuill v. Ashby, et al\nAssigned to: Chief Judge Ruth A. Vance\nReferred to: Magistrate Judge Ilse C. Osei\nDate Filed: 05/02/2019\n\nDate Filed\t#\tDocket Text\n05/02/2019\t1\tCOMPLAINT against Town of Ashby. (abc)\n06/01/2019\t5\tORDER of recusal. Signed by Judge Pia T. Lorne on 6/1/2019. Case reassigned to Chief Judge Ruth A. Vance.\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'a court of appeals\' docket: its "Presiding Judge" is the originating court\'s',
    pages: [
      `General Docket\nUnited States Court of Appeals for the Fourth Circuit\nCourt of Appeals Docket #: 23-1456     Docketed: 04/12/2023\nNature of Suit: 3440 Other Civil Rights\nQuill v. Town of Ashby\nAppeal From: United States District Court for the District of Maryland at Baltimore\nFee Status: fee paid\nOriginating Court Information:\n  District: 0416-1 : 1:22-cv-01234-ABC\n  Presiding Judge: Ruth A. Vance, U.S. District Court Judge\n  Date Filed: 03/01/2022\n`,
    ],
    judge: null,
  },
  {
    name: "a court of appeals' notice of docket activity: a panel's order names no one judge",
    pages: [
      `United States Court of Appeals for the Ninth Circuit\nNotice of Docket Activity\n\nThe following transaction was entered on 03/04/2024 at 10:12:00 AM PST and filed on 03/04/2024\nCase Name: Dara Quill v. Town of Ashby\nCase Number: 23-1456\n\nDocket Text:\nFiled order (RUTH A. VANCE, ILSE C. OSEI and PIA T. LORNE) The motion to dismiss the appeal is denied.\n`,
    ],
    judge: null,
  },
  {
    name: '"Before: A, B, and C, Circuit Judges." over a summary order names no one judge',
    pages: [
      `UNITED STATES COURT OF APPEALS\nFOR THE SECOND CIRCUIT\n\nNo. 22-1456\n\n${PARTIES}\nPresent: LIND, POE, and HALE, Circuit Judges.\n\nSUMMARY ORDER\nThe judgment is AFFIRMED.\n`,
    ],
    judge: null,
  },
  {
    name: 'the Supreme Court\'s docket: an application "submitted to The Chief Justice"',
    pages: [
      `No. 23A412\nTitle:\tDara Quill, Applicant\nv.\nTown of Ashby, Maryland\nDocketed:\tMarch 4, 2024\nLower Ct:\tUnited States Court of Appeals for the Fourth Circuit\n\nDATE\tPROCEEDINGS AND ORDERS\nMar 01 2024\tApplication for stay submitted to The Chief Justice.\nMar 05 2024\tApplication (23A412) denied by Justice Hale.\n`,
    ],
    judge: null,
  },
  {
    name: 'a Board of Veterans\' Appeals decision signed by initials over "Veterans Law Judge"',
    pages: [
      `DOCKET NO. 19-12 345\nDATE: March 4, 2024\n\nORDER\n\nEntitlement to service connection for tinnitus is granted.\n\n${VETERANS_REASONS}\n\nM. QUIST\nVeterans Law Judge\nBoard of Veterans' Appeals\n\nATTORNEY FOR THE BOARD\tP. Lorne, Associate Counsel\n`,
    ],
    judge: 'M. Quist',
  },
  {
    name: "a Board of Veterans' Appeals decision signed in full, its title and board on one line",
    pages: [
      `BOARD OF VETERANS' APPEALS\nDEPARTMENT OF VETERANS AFFAIRS\nWASHINGTON, DC 20420\n\nIN THE APPEAL OF\nDARA QUILL\nDocket No. 19-12 345\n\nORDER\n\nService connection is granted.\n\n${VETERANS_REASONS}\n____________________________________________\nRUTH A. VANCE\nVeterans Law Judge, Board of Veterans' Appeals\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'an agency\'s decision signed "/s/ J. Roe" over "Administrative Law Judge"',
    pages: [
      `SOCIAL SECURITY ADMINISTRATION\nOffice of Hearings Operations\n\nDECISION\n\nIN THE CASE OF\tCLAIM FOR\nDara Quill\tPeriod of Disability\n\nThe claimant is not disabled.\n\n/s/ J. Roe\nAdministrative Law Judge\n\nMarch 4, 2024\n`,
    ],
    judge: 'J. Roe',
  },
  {
    name: "a court reviewing an agency: the adjudicator's signature it quotes is not its judge",
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF MARYLAND\nDARA QUILL,\nPlaintiff,\nv.\nCOMMISSIONER OF SOCIAL SECURITY,\nDefendant.\n\nMEMORANDUM OPINION\n\nThe ALJ found the plaintiff not disabled. The decision was signed:\n\nJ. Roe\nAdministrative Law Judge\n\nThe Commissioner's decision is affirmed.\n\nRUTH A. VANCE\nUNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'a Florida circuit judge signing under "DONE AND ORDERED in Chambers"',
    pages: [
      `IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT\nIN AND FOR MIAMI-DADE COUNTY, FLORIDA\n\nCASE NO. 2023-012345-CA-01\n${PARTIES}${ORDER}\nDONE AND ORDERED in Chambers at Miami, Miami-Dade County, Florida, this 4th day of March, 2024.\n\n______________________\nRUTH A. VANCE\nCIRCUIT JUDGE\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'New Jersey: "/s/ NAME" over "HON. NAME, J.S.C."',
    pages: [
      `SUPERIOR COURT OF NEW JERSEY\nLAW DIVISION: MERCER COUNTY\nDOCKET NO. MER-L-1234-23\n${PARTIES}${ORDER}\n/s/ Ruth A. Vance\nHON. RUTH A. VANCE, J.S.C.\n`,
    ],
    judge: 'Ruth A. Vance',
  },
  {
    name: 'an Arkansas circuit judge: "NAME, Circuit Judge" under the rule, the date under it',
    pages: [
      `IN THE CIRCUIT COURT OF PULASKI COUNTY, ARKANSAS\n${PARTIES}${ORDER}\n______________________\nRuth A. Vance, Circuit Judge\nDate: March 4, 2024\n`,
    ],
    judge: 'Ruth A. Vance',
  },
]

runGallery('judges, round 8 (session 27)', CASES)

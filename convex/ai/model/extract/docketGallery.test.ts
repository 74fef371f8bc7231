// Docket numbers as US courts print them, form by form (session 23): state trial courts' numbers
// (Florida's year, type and sequence, New York's index number, Texas's cause numbers, Alabama's
// ".00" suffix), state appellate numbers (Illinois's district-year-sequence, California's "S",
// New Jersey's "A-"), federal numbers with an office prefix and judges' initials, bankruptcy
// cases with the judge's initials in brackets, adversary proceedings, MDL numbers and the Court of
// Federal Claims' "C". Every name and number is invented; each case is one form.
import { type GalleryCase, runGallery } from './gallery.harness'

const BODY = '\n\nORDER\n\nThis matter comes before the Court on the motion.\n'
const PARTIES = 'OLIVIA MARSH,\n  Plaintiff,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant.\n'

const STATE: GalleryCase[] = [
  {
    name: 'Florida circuit court: "Case No. 2019-CA-001234"',
    pages: [
      `IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT\nIN AND FOR ORANGE COUNTY, FLORIDA\n\nCase No. 2019-CA-001234\n\n${PARTIES}${BODY}`,
    ],
    docket: '2019-CA-001234',
  },
  {
    name: 'New York supreme court: "Index No. 153456/2020" beside the caption',
    pages: [
      `SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF NEW YORK\n------------------------------------X\nOLIVIA MARSH,                          Index No. 153456/2020\n  Plaintiff,\n  -against-\nTRIDENT HOLDINGS, INC.,\n  Defendant.\n------------------------------------X${BODY}`,
    ],
    docket: '153456/2020',
  },
  {
    name: 'Texas Travis County: "CAUSE NO. D-1-GN-20-001234"',
    pages: [
      `CAUSE NO. D-1-GN-20-001234\n\nOLIVIA MARSH           §     IN THE DISTRICT COURT OF\nv.                     §     TRAVIS COUNTY, TEXAS\nTRIDENT HOLDINGS, INC. §     345TH JUDICIAL DISTRICT${BODY}`,
    ],
    docket: 'D-1-GN-20-001234',
  },
  {
    name: 'Texas Harris County: "Cause No. 2020-12345"',
    pages: [
      `Cause No. 2020-12345\n\nOLIVIA MARSH           §     IN THE DISTRICT COURT OF\nv.                     §     HARRIS COUNTY, TEXAS\nTRIDENT HOLDINGS, INC. §     80TH JUDICIAL DISTRICT${BODY}`,
    ],
    docket: '2020-12345',
  },
  {
    name: 'Alabama circuit court: "CV-2020-900123.00"',
    pages: [
      `IN THE CIRCUIT COURT OF JEFFERSON COUNTY, ALABAMA\n\n${PARTIES}\nCIVIL ACTION NO.: CV-2020-900123.00${BODY}`,
    ],
    docket: 'CV-2020-900123.00',
  },
  {
    name: 'Illinois appellate court: "No. 1-19-1234"',
    pages: [
      `2021 IL App (1st) 191234-U\n\nNo. 1-19-1234\n\nIN THE\nAPPELLATE COURT OF ILLINOIS\nFIRST DISTRICT\n\nTHE PEOPLE OF THE STATE OF ILLINOIS,  )  Appeal from the\n  Plaintiff-Appellee,                 )  Circuit Court of\nv.                                    )  Cook County.\nDESHAWN PRICE,                        )\n  Defendant-Appellant.                )  No. 17 CR 01234${BODY}`,
    ],
    docket: '1-19-1234',
  },
  {
    name: 'California Supreme Court: "S123456" under the court',
    pages: [
      `IN THE SUPREME COURT OF CALIFORNIA\n\nTHE PEOPLE,\n  Plaintiff and Respondent,\nv.\nARTURO DIAZ,\n  Defendant and Appellant.\n\nS123456\n\nSecond Appellate District, Division Five\nB301234\n\nLos Angeles County Superior Court\nBA456789${BODY}`,
    ],
    docket: 'S123456',
  },
  {
    name: 'New Jersey Appellate Division: "DOCKET NO. A-1234-19"',
    pages: [
      `NOT FOR PUBLICATION WITHOUT THE\nAPPROVAL OF THE APPELLATE DIVISION\n\nSUPERIOR COURT OF NEW JERSEY\nAPPELLATE DIVISION\nDOCKET NO. A-1234-19\n\n${PARTIES}${BODY}`,
    ],
    docket: 'A-1234-19',
  },
  {
    name: 'Illinois circuit court: "No. 2020 L 001234"',
    pages: [
      `IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCOUNTY DEPARTMENT, LAW DIVISION\n\nOLIVIA MARSH,          )\n  Plaintiff,           )\nv.                     )   No. 2020 L 001234\nTRIDENT HOLDINGS, INC. )${BODY}`,
    ],
    docket: '2020 L 001234',
  },
  {
    name: 'Pennsylvania Superior Court: "No. 1234 EDA 2020"',
    pages: [
      `J-S12345-21\n\nCOMMONWEALTH OF PENNSYLVANIA  :  IN THE SUPERIOR COURT OF\n                              :       PENNSYLVANIA\n  v.                          :\nDARIUS KEMP                   :\n  Appellant                   :  No. 1234 EDA 2020${BODY}`,
    ],
    docket: '1234 EDA 2020',
  },
  {
    name: 'Georgia: "CIVIL ACTION FILE NO. 21-C-01234-S2"',
    pages: [
      `IN THE STATE COURT OF GWINNETT COUNTY\nSTATE OF GEORGIA\n\n${PARTIES}\nCIVIL ACTION\nFILE NO. 21-C-01234-S2${BODY}`,
    ],
    docket: '21-C-01234-S2',
  },
  {
    name: 'Michigan: "Case No. 21-001234-CZ" with "Hon." beside it',
    pages: [
      `STATE OF MICHIGAN\nIN THE CIRCUIT COURT FOR THE COUNTY OF WAYNE\n\nOLIVIA MARSH,\n  Plaintiff,                       Case No. 21-001234-CZ\nv.                                 Hon. Irene T. Kowalski\nTRIDENT HOLDINGS, INC.,\n  Defendant.${BODY}`,
    ],
    docket: '21-001234-CZ',
  },
  {
    name: 'Ohio common pleas: "CASE NO. CV-21-945123"',
    pages: [
      `IN THE COURT OF COMMON PLEAS\nCUYAHOGA COUNTY, OHIO\n\nOLIVIA MARSH,          )   CASE NO. CV-21-945123\n  Plaintiff,           )\nv.                     )   JUDGE PAUL R. DENNISON\nTRIDENT HOLDINGS, INC. )${BODY}`,
    ],
    docket: 'CV-21-945123',
  },
  {
    name: 'Indiana: "CAUSE NO. 49D01-2101-PL-001234" in the venue grid',
    pages: [
      `STATE OF INDIANA        )     IN THE MARION SUPERIOR COURT\n                        )  SS:\nCOUNTY OF MARION        )     CAUSE NO. 49D01-2101-PL-001234\n\n${PARTIES}${BODY}`,
    ],
    docket: '49D01-2101-PL-001234',
  },
  {
    name: 'North Carolina: "21 CVS 1234" in the venue grid',
    pages: [
      `STATE OF NORTH CAROLINA            IN THE GENERAL COURT OF JUSTICE\n                                   SUPERIOR COURT DIVISION\nCOUNTY OF WAKE                            21 CVS 1234\n\n${PARTIES}${BODY}`,
    ],
    docket: '21 CVS 1234',
  },
  {
    name: 'California Court of Appeal: "D078123" beside the title, trial number below',
    pages: [
      `Filed 3/4/21\n\nIN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA\n\nFOURTH APPELLATE DISTRICT\n\nDIVISION ONE\n\nTHE PEOPLE,                                D078123\n  Plaintiff and Respondent,\nv.                                         (Super. Ct. No. SCD284567)\nMIGUEL SOTO,\n  Defendant and Appellant.${BODY}`,
    ],
    docket: 'D078123',
  },
  {
    name: 'Washington Court of Appeals: "No. 81234-5-I"',
    pages: [
      `IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON\n\nSTATE OF WASHINGTON,        )     No. 81234-5-I\n  Respondent,                )\nv.                           )     DIVISION ONE\nTYLER GRAVES,                )\n  Appellant.                 )     UNPUBLISHED OPINION${BODY}`,
    ],
    docket: '81234-5-I',
  },
  {
    name: 'Massachusetts Appeals Court: "20-P-1234"',
    pages: [
      `NOTICE: Summary decisions issued by the Appeals Court pursuant to M.A.C. Rule 23.0 are\nprimarily directed to the parties.\n\nCOMMONWEALTH OF MASSACHUSETTS\n\nAPPEALS COURT\n\n20-P-1234\n\nCOMMONWEALTH\n\nvs.\n\nDEREK FOLEY.${BODY}`,
    ],
    docket: '20-P-1234',
  },
  {
    name: 'Virginia Supreme Court: "Record No. 201234"',
    pages: [
      `PRESENT: All the Justices\n\nHALIFAX MILLS, INC.\n\nv.  Record No. 201234\n\nOPINION BY JUSTICE ANNA R. PIERCE\nDecember 2, 2021\n\nCOUNTY OF HALIFAX${BODY}`,
    ],
    docket: '201234',
  },
  {
    name: 'Texas court of appeals: "NO. 03-20-00123-CV"',
    pages: [
      `In the\nCourt of Appeals\nThird District of Texas at Austin\n\nNO. 03-20-00123-CV\n\nOlivia Marsh, Appellant\n\nv.\n\nTrident Holdings, Inc., Appellee${BODY}`,
    ],
    docket: '03-20-00123-CV',
  },
  {
    name: 'New Jersey Law Division: "DOCKET NO. MID-L-001234-21"',
    pages: [
      `SUPERIOR COURT OF NEW JERSEY\nLAW DIVISION: MIDDLESEX COUNTY\nDOCKET NO. MID-L-001234-21\n\nOLIVIA MARSH,\n  Plaintiff,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant.${BODY}`,
    ],
    docket: 'MID-L-001234-21',
  },
  {
    name: 'Connecticut: "DOCKET NO. FST-CV21-6012345-S" over the court column',
    pages: [
      `DOCKET NO. FST-CV21-6012345-S   :  SUPERIOR COURT\n                                 :\nOLIVIA MARSH                     :  J.D. OF STAMFORD/NORWALK\n                                 :\nV.                               :  AT STAMFORD\n                                 :\nTRIDENT HOLDINGS, INC.           :  MARCH 4, 2021${BODY}`,
    ],
    docket: 'FST-CV21-6012345-S',
  },
  {
    name: 'Louisiana: "NO. 2021-01234" beside its division',
    pages: [
      `CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS\nSTATE OF LOUISIANA\n\nNO. 2021-01234                                    DIVISION "K"\n\nOLIVIA MARSH\nVERSUS\nTRIDENT HOLDINGS, INC.${BODY}`,
    ],
    docket: '2021-01234',
  },
  {
    name: 'Florida Broward: "CASE NO. CACE-21-001234"',
    pages: [
      `IN THE CIRCUIT COURT OF THE SEVENTEENTH JUDICIAL CIRCUIT\nIN AND FOR BROWARD COUNTY, FLORIDA\n\nCASE NO. CACE-21-001234\n\nOLIVIA MARSH,\n  Plaintiff,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant.${BODY}`,
    ],
    docket: 'CACE-21-001234',
  },
]

const FEDERAL: GalleryCase[] = [
  {
    name: 'federal number with office prefix and two judges’ initials',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF NEW YORK\n\n${PARTIES}\nCase No. 2:21-cv-01234-JMA-ARL${BODY}`,
    ],
    docket: '2:21-cv-01234-JMA-ARL',
  },
  {
    name: 'N.D. Ill.: "Case No. 1:21-cv-04410" with the judge on the next line',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE NORTHERN DISTRICT OF ILLINOIS\nEASTERN DIVISION\n\nOLIVIA MARSH,          )\n  Plaintiff,           )   Case No. 1:21-cv-04410\nv.                     )\nTRIDENT HOLDINGS, INC. )   Hon. Marcus T. Whitcombe${BODY}`,
    ],
    docket: '1:21-cv-04410',
  },
  {
    name: 'S.D.N.Y.: "21 Civ. 1234 (LGS)"',
    pages: [
      `UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n------------------------------------x\nOLIVIA MARSH,\n  Plaintiff,                    21 Civ. 1234 (LGS)\n  -against-\nTRIDENT HOLDINGS, INC.,\n  Defendant.\n------------------------------------x${BODY}`,
    ],
    docket: '21 Civ. 1234 (LGS)',
  },
  {
    name: 'criminal: "Criminal No. 3:20-cr-00123-DJH"',
    pages: [
      `UNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF KENTUCKY\nAT LOUISVILLE\n\nUNITED STATES OF AMERICA,    PLAINTIFF\nv.                           CRIMINAL ACTION NO. 3:20-cr-00123-DJH\nCALVIN ROSS,                 DEFENDANT${BODY}`,
    ],
    docket: '3:20-cr-00123-DJH',
  },
  {
    name: 'bankruptcy: "Case No. 20-12345 (ABC)" with the chapter',
    pages: [
      `UNITED STATES BANKRUPTCY COURT\nSOUTHERN DISTRICT OF NEW YORK\n\nIn re:                                  Chapter 11\nMERIDIAN RETAIL GROUP, INC., et al.,    Case No. 20-12345 (MEW)\n  Debtors.                              (Jointly Administered)${BODY}`,
    ],
    docket: '20-12345 (MEW)',
  },
  {
    name: 'bankruptcy adversary proceeding: "Adv. Pro. No. 21-01234" under the main case',
    pages: [
      `UNITED STATES BANKRUPTCY COURT\nDISTRICT OF DELAWARE\n\nIn re:                                  Chapter 11\nHARBOR POINT ENERGY, LLC,               Case No. 20-10987 (KBO)\n  Debtor.\n\nALAN GREER, as Trustee,\n  Plaintiff,\nv.                                      Adv. Pro. No. 21-50123 (KBO)\nBLUE RIDGE SUPPLY CO.,\n  Defendant.${BODY}`,
    ],
    docket: '21-50123 (KBO)',
  },
  {
    name: 'MDL: "MDL No. 2804" with the case number line',
    pages: [
      `UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF OHIO\nEASTERN DIVISION\n\nIN RE: NATIONAL WIDGET LITIGATION     MDL No. 2904\n                                      Case No. 1:19-md-02904\nTHIS DOCUMENT RELATES TO:             Judge Dan A. Polk\nAll Cases${BODY}`,
    ],
    docket: '1:19-md-02904',
  },
  {
    name: 'Judicial Panel on Multidistrict Litigation: "MDL No. 2804" alone',
    pages: [
      `UNITED STATES JUDICIAL PANEL\non\nMULTIDISTRICT LITIGATION\n\nIN RE: NATIONAL WIDGET PRODUCTS LIABILITY LITIGATION        MDL No. 2904\n\nTRANSFER ORDER${BODY}`,
    ],
    docket: 'MDL No. 2904',
  },
  {
    name: 'Court of Federal Claims: "No. 20-123C"',
    pages: [
      `In the United States Court of Federal Claims\n\nNo. 20-123C\n(Filed: March 3, 2021)\n\nSENTINEL DEFENSE SYSTEMS, INC.,\n  Plaintiff,\nv.\nTHE UNITED STATES,\n  Defendant.${BODY}`,
    ],
    docket: '20-123C',
  },
  {
    name: 'Tax Court: "Docket No. 12345-19"',
    pages: [
      `UNITED STATES TAX COURT\n\nHAROLD PIKE,              )\n  Petitioner,             )\nv.                        )   Docket No. 12345-19\nCOMMISSIONER OF INTERNAL  )\nREVENUE,                  )\n  Respondent.             )${BODY}`,
    ],
    docket: '12345-19',
  },
  {
    name: 'court of appeals: "No. 20-1234" in a box under the court',
    pages: [
      `United States Court of Appeals\nFor the Eighth Circuit\n___________________________\n\nNo. 20-1234\n___________________________\n\nUnited States of America\n\nPlaintiff - Appellee\n\nv.\n\nCalvin Ross\n\nDefendant - Appellant${BODY}`,
    ],
    docket: '20-1234',
  },
  {
    name: 'D. Mass.: "C.A. No. 21-10123-ADB"',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF MASSACHUSETTS\n\n${PARTIES}\nC.A. No. 21-10123-ADB${BODY}`,
    ],
    docket: '21-10123-ADB',
  },
  {
    name: 'court of appeals: the lower court\'s "D.C. No." under the appeal\'s number',
    pages: [
      `UNITED STATES COURT OF APPEALS\nFOR THE NINTH CIRCUIT\n\nOLIVIA MARSH,                           No. 20-55123\n  Plaintiff-Appellant,\n                                        D.C. No.\nv.                                      2:19-cv-01234-ABC\nTRIDENT HOLDINGS, INC.,\n  Defendant-Appellee.                   MEMORANDUM*${BODY}`,
    ],
    docket: '20-55123',
  },
  {
    name: 'Federal Circuit: "2021-1234" between rules',
    pages: [
      `United States Court of Appeals\nfor the Federal Circuit\n______________________\n\nKESTREL OPTICS LLC,\nAppellant\n\nv.\n\nLUMEN DEVICES, INC.,\nAppellee\n______________________\n\n2021-1234\n______________________\n\nAppeal from the Patent Trial and Appeal Board in No. IPR2019-01234.${BODY}`,
    ],
    docket: '2021-1234',
  },
  {
    name: 'C.D. Cal.: "No. CV 21-1234-DMG (PLAx)"',
    pages: [
      `UNITED STATES DISTRICT COURT\nCENTRAL DISTRICT OF CALIFORNIA\n\nOLIVIA MARSH,                        No. CV 21-1234-DMG (PLAx)\n  Plaintiff,\nv.                                   ORDER GRANTING MOTION\nTRIDENT HOLDINGS, INC.,\n  Defendant.${BODY}`,
    ],
    docket: 'CV 21-1234-DMG (PLAx)',
  },
  {
    name: 'D.N.J.: "Civ. No. 21-12345 (KM) (JBC)"',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY\n\nOLIVIA MARSH,\n  Plaintiff,                         Civ. No. 21-12345 (KM) (JBC)\nv.\nTRIDENT HOLDINGS, INC.,              OPINION\n  Defendant.${BODY}`,
    ],
    docket: '21-12345 (KM) (JBC)',
  },
  {
    name: 'First Circuit running header: "Case: 21-1234  Document: 00117712345"',
    pages: [
      `Case: 21-1234    Document: 00117712345    Page: 1    Date Filed: 03/04/2021    Entry ID: 6412345\n\nUnited States Court of Appeals\nFor the First Circuit\n\nOLIVIA MARSH,\n  Plaintiff, Appellant,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant, Appellee.${BODY}`,
    ],
    docket: '21-1234',
  },
  {
    name: 'Eleventh Circuit running header: "USCA11 Case: 21-10234"',
    pages: [
      `USCA11 Case: 21-10234    Date Filed: 03/04/2021    Page: 1 of 12\n\n[DO NOT PUBLISH]\n\nIN THE UNITED STATES COURT OF APPEALS\nFOR THE ELEVENTH CIRCUIT\n\nOLIVIA MARSH,\n  Plaintiff-Appellant,\nversus\nTRIDENT HOLDINGS, INC.,\n  Defendant-Appellee.${BODY}`,
    ],
    docket: '21-10234',
  },
  {
    name: 'Tenth Circuit running header: "Appellate Case: 21-1234  Document: 010110512345"',
    pages: [
      `Appellate Case: 21-1234    Document: 010110512345    Date Filed: 03/04/2021    Page: 1\n\nUNITED STATES COURT OF APPEALS\nFOR THE TENTH CIRCUIT\n\nOLIVIA MARSH,\n  Plaintiff - Appellant,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant - Appellee.${BODY}`,
    ],
    docket: '21-1234',
  },
  {
    name: 'bankruptcy running header: "Case 20-31234-sgj11 Doc 45"',
    pages: [
      `Case 20-31234-sgj11 Doc 45 Filed 03/04/21 Entered 03/04/21 12:01:02 Desc Main Document Page 1 of 9\n\nUNITED STATES BANKRUPTCY COURT\nNORTHERN DISTRICT OF TEXAS\nDALLAS DIVISION\n\nIn re:                                §   Chapter 11\nLONE STAR PETROLEUM HOLDINGS, LLC,    §\n  Debtor.                             §${BODY}`,
    ],
    docket: '20-31234-sgj11',
  },
]

runGallery('docket gallery: state courts', STATE)
runGallery('docket gallery: federal and national courts', FEDERAL)

// The caption gallery, court records: docket reports, notices of electronic filing, appellate
// and Supreme Court dockets, a state appellate case page and a veterans' appeal decision, as
// their HTML pages render to text (label and value in table cells, tabs and runs of spaces, a
// value on the label's line or the next). Invented cases in the courts' public formats.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'S.D.N.Y. civil docket report, tabbed header, party blocks',
    pages: [
      `                                                      ECF,CASREF,CLOSED
                          U.S. District Court
              Southern District of New York (Foley Square)
         CIVIL DOCKET FOR CASE #: 1:18-cv-04412-LGS-KHP

Okafor et al v. Meridian Freight Systems, Inc. et al\tDate Filed: 05/17/2018
Assigned to: Judge Lorna G. Sandoval\tDate Terminated: 03/02/2020
Referred to: Magistrate Judge Kevin H. Pruitt\tJury Demand: Plaintiff
Cause: 29:201 Fair Labor Standards Act\tNature of Suit: 710 Labor: Fair Standards
\tJurisdiction: Federal Question
Plaintiff
Chinedu Okafor\trepresented by\tDaniel R. Weiss
individually and on behalf of all\t\tWeiss & Amato LLP
others similarly situated\t\t75 Maiden Lane, Suite 900
\t\tNew York, NY 10038
\t\t(212) 555-0142
\t\tEmail: dweiss@weissamato.com
\t\tLEAD ATTORNEY
\t\tATTORNEY TO BE NOTICED
Plaintiff
Rosa Jimenez\trepresented by\tDaniel R. Weiss
\t\t(See above for address)
\t\tLEAD ATTORNEY
V.
Defendant
Meridian Freight Systems, Inc.\trepresented by\tAllison T. Baird
\t\tCarver Stein LLP
\t\t1 Penn Plaza
\t\tNew York, NY 10119
Defendant
Harold Brandt\trepresented by\tAllison T. Baird
\t\t(See above for address)

Date Filed\t#\tDocket Text
05/17/2018\t1\tCOMPLAINT against Meridian Freight Systems, Inc., Harold Brandt. (Filing Fee $ 400.00)
\t\tDocument filed by Chinedu Okafor. (Weiss, Daniel) (Entered: 05/17/2018)
05/18/2018\t\tCASE REFERRED TO Judge Lorna G. Sandoval as possibly related to 1:17-cv-09921. (sjo)`,
    ],
    docket: '1:18-cv-04412-LGS-KHP',
    court: 'United States District Court for the Southern District of New York',
    judge: 'Lorna G. Sandoval',
    plaintiffs: ['Chinedu Okafor', 'Rosa Jimenez'],
    defendants: ['Meridian Freight Systems, Inc.', 'Harold Brandt'],
    filed: '2018-05-17',
  },
  {
    name: 'D.D.C. docket report, title over two lines, names over two rows',
    pages: [
      `Case: 1:19-cv-02210-RDM   As of: 11/02/2020 04:12 PM EST   1 of 9
CLOSED,TYPE I-FOIA
U.S. District Court
District of Columbia (Washington, DC)
CIVIL DOCKET FOR CASE #: 1:19-cv-02210-RDM

NATIONAL COALITION FOR OPEN RECORDS v. DEPARTMENT  Date Filed: 07/25/2019
OF HOMELAND SECURITY  Date Terminated: 10/30/2020
Assigned to: Judge Randolph D. Morrow  Jury Demand: None
Demand: $0  Nature of Suit: 895 Freedom of
Cause: 05:552 Freedom of Information Act  Information Act
Jurisdiction: U.S. Government
Defendant
Plaintiff
NATIONAL COALITION FOR OPEN  represented by  Paula Ostrander
RECORDS  OSTRANDER LAW PLLC
1629 K Street, NW
Washington, DC 20006
(202) 555-0188
LEAD ATTORNEY

V.
Defendant
DEPARTMENT OF HOMELAND  represented by  Leon Vasquez
SECURITY  U.S. ATTORNEY'S OFFICE
555 Fourth Street, NW
Washington, DC 20530

Date Filed  #  Docket Text
07/25/2019  1  COMPLAINT against DEPARTMENT OF HOMELAND SECURITY filed by NATIONAL
COALITION FOR OPEN RECORDS. (Entered: 07/26/2019)`,
    ],
    docket: '1:19-cv-02210-RDM',
    court: 'United States District Court for the District of Columbia',
    judge: 'Randolph D. Morrow',
    plaintiffs: ['National Coalition for Open Records'],
    defendants: ['Department of Homeland Security'],
    filed: '2019-07-25',
  },
  {
    name: 'E.D. Mo. docket report, agency names wrapped, no counsel for defendants',
    pages: [
      `Case: 4:14-cv-01187-HEA   As of: 07/09/2014 10:21 AM CDT   1 of 2
U.S. District Court
Eastern District of Missouri (LIVE) (St. Louis)
CIVIL DOCKET FOR CASE #: 4:14-cv-01187-HEA
Gateway Tenants Union et al v. Castro et al Date Filed: 07/01/2014
Assigned to: Honorable Henry E. Aldridge Jury Demand: None
Cause: 05:702 Administrative Procedure Act Nature of Suit: 899 Other Statutes
Jurisdiction: U.S. Government Defendant
Plaintiff
Gateway Tenants Union represented by Marisa K. Lindqvist
LINDQVIST LAW GROUP
100 N. Broadway
St. Louis, MO 63102
ATTORNEY TO BE NOTICED
V.
Defendant
Julian Castro
Defendant
United States Department of Housing
and Urban Development
Date Filed # Docket Text
07/01/2014 1 COMPLAINT against defendant All Defendants, filed by Gateway Tenants Union.`,
    ],
    docket: '4:14-cv-01187-HEA',
    court: 'United States District Court for the Eastern District of Missouri',
    judge: 'Henry E. Aldridge',
    plaintiffs: ['Gateway Tenants Union'],
    defendants: ['Julian Castro', 'United States Department of Housing and Urban Development'],
    filed: '2014-07-01',
  },
  {
    name: 'W.D. Pa. docket report, capitals wrapped beside "(See above for address)"',
    pages: [
      `U.S. District Court
Western District of Pennsylvania (Pittsburgh)
CIVIL DOCKET FOR CASE #: 2:13-cv-00316-NBF
ALLEGHENY VALLEY SCHOOL v. SEBELIUS et al Date Filed: 03/05/2013
Assigned to: Judge Nora Barry Fischer Jury Demand: None
Cause: 05:702 Administrative Procedure Act Nature of Suit: 440 Civil Rights: Other
Jurisdiction: U.S. Government Defendant
Plaintiff
ALLEGHENY VALLEY SCHOOL represented by Harold J. Pierce
Pierce Lamont LLC
One Oxford Centre
Pittsburgh, PA 15219
LEAD ATTORNEY
V.
Defendant
KATHLEEN SEBELIUS represented by Margaret Ellis
IN HER OFFICIAL CAPACITY AS U.S. Department of Justice, Civil
SECRETARY Division
Defendant
U.S. DEPARTMENT OF HEALTH represented by Margaret Ellis
AND HUMAN SERVICES (See above for address)
Date Filed # Docket Text
03/05/2013 1 COMPLAINT against All Defendants, filed by ALLEGHENY VALLEY SCHOOL.`,
    ],
    docket: '2:13-cv-00316-NBF',
    court: 'United States District Court for the Western District of Pennsylvania',
    judge: 'Nora Barry Fischer',
    plaintiffs: ['Allegheny Valley School'],
    defendants: ['Kathleen Sebelius', 'U.S. Department of Health and Human Services'],
    filed: '2013-03-05',
  },
  {
    name: 'M.D. Tenn. docket report, the United States as "USA", counsel office below',
    pages: [
      `U.S. District Court
Middle District of Tennessee (Nashville)
CIVIL DOCKET FOR CASE #: 3:97-cv-00412
USA v. Tennessee, State of, et al Date Filed: 04/22/1997
Assigned to: Judge Wendell Ashford
Cause: 42:1997 Civil Rights of Institutionalized Persons Act Jurisdiction: U.S. Government Plaintiff
Plaintiff
USA represented by Carol L. Whitby
Department of Justice
Special Litigation Section
P.O. Box 66400
Washington, DC 20035
V.
Defendant
Tennessee, State of represented by Joel Farrar
Office of the Attorney General
Date Filed # Docket Text
04/22/1997 1 COMPLAINT filed (Entered: 04/24/1997)`,
    ],
    docket: '3:97-cv-00412',
    court: 'United States District Court for the Middle District of Tennessee',
    judge: 'Wendell Ashford',
    plaintiffs: ['USA'],
    filed: '1997-04-22',
  },
  {
    name: 'D. Or. docket report, non-breaking space in "represented by"',
    pages: [
      `12/22/2020 CM/ECF - USDC Oregon
TERMINATED
U.S. District Court
District of Oregon (Portland (3))
CIVIL DOCKET FOR CASE #: 3:20-cv-01552-SI
Hallett v. Brown et al Date Filed: 09/10/2020
Assigned to: Judge Simon Ingram Date Terminated: 11/17/2020
Cause: 42:1983 Civil Rights Act Nature of Suit: 440 Civil Rights: Other
Jurisdiction: Federal Question
Plaintiff
Dana Hallett represented\u00a0by Dana Hallett
 
in her official capacity as organizer of 1204 SE Water Ave
Portland, OR 97214
PRO SE
V.
 
Defendant
Kate Brown represented\u00a0by Carla Ruiz-Tanaka
 
in her official capacity as Governor of Oregon Department of Justice
Oregon
Date Filed # Docket Text
09/10/2020 1 Complaint. Filed by Dana Hallett against All Defendants.`,
    ],
    docket: '3:20-cv-01552-SI',
    court: 'United States District Court for the District of Oregon',
    judge: 'Simon Ingram',
    plaintiffs: ['Dana Hallett'],
    defendants: ['Kate Brown'],
    filed: '2020-09-10',
  },
  {
    name: 'D.D.C. criminal docket report, case title and numbered defendant',
    pages: [
      `                                                                     CLOSED
                          U.S. District Court
                District of Columbia (Washington, DC)
       CRIMINAL DOCKET FOR CASE #: 1:21-cr-00287-TNM All Defendants

Case title: USA v. HALVORSEN\tDate Filed: 04/09/2021
\tDate Terminated: 02/14/2022
Assigned to: Judge Trevor N. Marsh

Defendant (1)
GUNNAR HALVORSEN\trepresented by\tEleanor Pike
TERMINATED: 02/14/2022\t\tFEDERAL PUBLIC DEFENDER
\t\t625 Indiana Avenue, NW
\t\tWashington, DC 20004
\t\tDesignation: Public Defender

Pending Counts\t\tDisposition
18:1752(a)(1) ENTERING AND REMAINING IN A RESTRICTED BUILDING OR GROUNDS
(1)\t\tSentenced to 14 days incarceration.

Plaintiff
USA\trepresented by\tMaxwell Ortiz
\t\tU.S. ATTORNEY'S OFFICE FOR THE DISTRICT OF COLUMBIA
\t\t555 Fourth Street, NW

Date Filed\t#\tDocket Text
04/09/2021\t1\tCOMPLAINT as to GUNNAR HALVORSEN (1). (zstd) (Entered: 04/12/2021)`,
    ],
    docket: '1:21-cr-00287-TNM',
    court: 'United States District Court for the District of Columbia',
    judge: 'Trevor N. Marsh',
    plaintiffs: ['USA'],
    defendants: ['Gunnar Halvorsen'],
    filed: '2021-04-09',
  },
  {
    name: 'D. Del. bankruptcy petition docket',
    pages: [
      `                                     Claims Register, CLMSAGNT, LEAD, MEGA, APPEAL
                          U.S. Bankruptcy Court
                      District of Delaware (Delaware)
                Bankruptcy Petition #: 19-10234-KBO

Assigned to: Judge Karen B. Owusu\tDate filed:\t02/04/2019
Chapter 11\tPlan confirmed:\t11/20/2019
Voluntary\t341 meeting:\t03/11/2019
Asset

Debtor
Larkspur Home Furnishings, Inc.\trepresented by\tMarcus J. Levene
1400 Industrial Parkway\t\tLevene Whitcombe LLP
Wilmington, DE 19801\t\t(302) 555-0119
Tax ID / EIN: 00-0000000

U.S. Trustee
Office of the United States Trustee\trepresented by\tJanine Castell

Filing Date\t#\tDocket Text
02/04/2019\t1\tChapter 11 Voluntary Petition for Non-Individual. Fee Amount $1717 Filed by
\t\tLarkspur Home Furnishings, Inc. (Levene, Marcus) (Entered: 02/04/2019)`,
    ],
    docket: '19-10234-KBO',
    court: 'United States Bankruptcy Court for the District of Delaware',
    judge: 'Karen B. Owusu',
    filed: '2019-02-04',
  },
  {
    name: 'D.D.C. notice of electronic filing, criminal minute order',
    pages: [
      `This is an automatic e-mail message generated by the CM/ECF system. Please DO NOT RESPOND to
this e-mail because the mail box is unattended.
***NOTE TO PUBLIC ACCESS USERS*** Judicial Conference of the United States policy permits
attorneys of record and parties in a case to receive one free electronic copy of all documents
filed electronically.

U.S. District Court

District of Columbia

Notice of Electronic Filing

The following transaction was entered on 3/14/2022 at 10:23 AM EDT and filed on 3/14/2022
Case Name:\tUSA v. PRENTISS
Case Number:\t1:21-cr-00519-CKK
Filer:
Document Number:\tNo document attached

Docket Text:
MINUTE ORDER as to TOBIAS PRENTISS: The Status Conference set for 3/21/2022 is VACATED and
RESET for 4/4/2022 at 10:00 AM by videoconference. (lcckk3)


1:21-cr-00519-CKK-1 Notice has been electronically mailed to:

Adela Fournier     adela.fournier@usdoj.gov, caseview.ecf@usdoj.gov`,
    ],
    docket: '1:21-cr-00519-CKK',
    court: 'United States District Court for the District of Columbia',
    judge: null,
    plaintiffs: ['USA'],
    defendants: ['Prentiss'],
    filed: '2022-03-14',
  },
  {
    name: 'N.D. Ill. notice of electronic filing, civil, entered by a clerk',
    pages: [
      `United States District Court
Northern District of Illinois - CM/ECF NextGen 1.7.1.1
Notice of Electronic Filing

The following transaction was entered by Hargrove, Lucille on 9/2/2023 at 2:41 PM CDT and filed
on 9/1/2023
Case Name:  Delacroix v. Village of Maple Hollow et al
Case Number:  1:23-cv-05518
Filer:  Martin Delacroix
Document Number:  17

Docket Text:
RESPONSE by Martin Delacroix in Opposition to MOTION by Defendant Village of Maple Hollow to
dismiss [12] (Hargrove, Lucille) (Entered: 09/02/2023)

1:23-cv-05518 Notice has been electronically mailed to:

Lucille Hargrove    lhargrove@hargrovelaw.com`,
    ],
    docket: '1:23-cv-05518',
    court: 'United States District Court for the Northern District of Illinois',
    judge: null,
    plaintiffs: ['Delacroix'],
    defendants: ['Village of Maple Hollow'],
    filed: '2023-09-01',
  },
  {
    name: 'S.D. Tex. bankruptcy notice of electronic filing',
    pages: [
      `U.S. Bankruptcy Court

Southern District of Texas

Notice of Electronic Filing

The following transaction was received from Theresa Ng entered on 5/6/2020 at 4:12 PM CDT and
filed on 5/6/2020
Case Name:\tCopperline Energy Partners LLC
Case Number:\t20-31877
Document Number:\t512

Docket Text:
Objection to Claim Number 44 by Claimant Redbank Supply Co.. Filed by Debtor Copperline Energy
Partners LLC. (Ng, Theresa)`,
    ],
    docket: '20-31877',
    court: 'United States Bankruptcy Court for the Southern District of Texas',
    judge: null,
    filed: '2020-05-06',
  },
  {
    name: 'Ninth Circuit notice of docket activity',
    pages: [
      `***NOTE TO PUBLIC ACCESS USERS*** Judicial Conference of the United States policy permits
attorneys of record and parties in a case to receive one free electronic copy of all documents
filed electronically.

United States Court of Appeals for the Ninth Circuit

Notice of Docket Activity

The following transaction was entered on 06/03/2021 at 3:14:22 PM PDT and filed on 06/03/2021
Case Name:\tCoastal Alliance for Salmon v. National Marine Fisheries Service, et al
Case Number:\t21-35102
Document(s):\tDocument(s)

Docket Text:
Filed order (MARSHA S. BERZON, MORGAN CHRISTEN and DANIEL A. BRESS): Appellants' motion to
expedite the appeal (Docket Entry No. [12]) is granted. [12137734] (AF)

Notice will be electronically mailed to:
Mr. Peter Okonjo, Attorney`,
    ],
    docket: '21-35102',
    court: 'United States Court of Appeals for the Ninth Circuit',
    judge: null,
    plaintiffs: ['Coastal Alliance for Salmon'],
    defendants: ['National Marine Fisheries Service'],
    filed: '2021-06-03',
  },
  {
    name: 'Ninth Circuit general docket, originating court below',
    pages: [
      `General Docket
United States Court of Appeals for the Ninth Circuit

Court of Appeals Docket #: 19-15001\tDocketed: 01/02/2019
Nature of Suit: 3440 Other Civil Rights
Tran v. City of Oakmont, et al
Appeal From: U.S. District Court for Northern California, San Francisco
Fee Status: Paid

Case Type Information:
  1) civil
  2) private
  3) null

Originating Court Information:
  District: 0971-3 : 3:17-cv-01234-WHA
  Trial Judge: William H. Alsup, Senior District Judge
  Date Filed: 03/01/2017
  Date Order/Judgment:\tDate Order/Judgment EOD:\tDate NOA Filed:\tDate Rec'd COA:
  12/10/2018\t12/10/2018\t12/28/2018\t12/28/2018

Prior cases:
  None

Current cases:
  None

MINH TRAN
          Plaintiff - Appellant,
                                            Sofia Brandvold, Attorney
                                            Direct: 415-555-0170
                                            [COR LD NTC Retained]
                                            Brandvold & Pike LLP
v.

CITY OF OAKMONT
          Defendant - Appellee,
                                            Grant Ulloa, Deputy City Attorney
                                            [COR LD NTC City Attorney]`,
    ],
    docket: '19-15001',
    court: 'United States Court of Appeals for the Ninth Circuit',
    judge: null,
    plaintiffs: ['Minh Tran'],
    defendants: ['City of Oakmont'],
    filed: '2019-01-02',
  },
  {
    name: 'Fourth Circuit general docket, presiding judge below',
    pages: [
      `General Docket
Fourth Circuit Court of Appeals

Court of Appeals Docket #: 20-1462\tDocketed: 04/21/2020
Nature of Suit: 3443 Civil Rights-Housing/Acco
Pemberton v. Calvert County Board of Education
Appeal From: United States District Court for the District of Maryland at Greenbelt
Fee Status: fee paid

Originating Court Information:
District: 0416-8 : 8:19-cv-00812-PX
Presiding Judge: Paula Xenakis, U. S. District Court Judge
Date Filed: 03/18/2019
Date Order/Judgment:\tDate NOA Filed:
03/30/2020\t04/17/2020

LORETTA PEMBERTON, as next friend of T.P., a minor
                 Plaintiff - Appellant

v.

CALVERT COUNTY BOARD OF EDUCATION
                 Defendant - Appellee`,
    ],
    docket: '20-1462',
    court: 'United States Court of Appeals for the Fourth Circuit',
    judge: null,
    plaintiffs: ['Loretta Pemberton'],
    defendants: ['Calvert County Board of Education'],
    filed: '2020-04-21',
  },
  {
    name: 'Supreme Court docket page',
    pages: [
      `Search documents in this case:

No. 23-1187

Title:\tRiverbend Growers Cooperative, et al., Petitioners
v.
Marisol Ortega, Administrator, Farm Service Agency, et al.

Docketed:\tMay 3, 2024
Lower Ct:\tUnited States Court of Appeals for the Fifth Circuit
Case Numbers:\t(22-60418)
Decision Date:\tDecember 12, 2023
Rehearing Denied:\tFebruary 2, 2024

DATE\tPROCEEDINGS AND ORDERS
Apr 29 2024\tPetition for a writ of certiorari filed. (Response due June 3, 2024)
May 28 2024\tWaiver of right of respondent Marisol Ortega to respond filed.
Jun 17 2024\tDISTRIBUTED for Conference of 9/30/2024.

NAME\tADDRESS\tPHONE
Attorneys for Petitioners
Lydia Cho\tCho Appellate PLLC\t202-555-0190
Counsel of Record\t1100 13th Street NW, Washington, DC 20005`,
    ],
    docket: '23-1187',
    court: 'Supreme Court of the United States',
    judge: null,
    plaintiffs: ['Riverbend Growers Cooperative'],
    defendants: ['Marisol Ortega, Administrator, Farm Service Agency'],
    filed: '2024-05-03',
  },
  {
    name: 'Texas court of appeals case page, trial court information below',
    pages: [
      `Case:\t01-19-00123-CV
Date Filed:\t02/13/2019
Case Type:\tAccelerated Appeal
Style:\tHarmon Industries, LLC
v.:\tCity of Pasadena, Texas
Orig Proc:\tNo
Transfer From:
Transfer In:
Transfer Case:
Transfer To:
Transfer Out:
Pub Service:

Appellate Briefs
Date\tEvent Type\tDescription

Case Events
Date\tEvent Type\tDisposition\tRemarks
02/13/2019\tNotice of appeal filed in court of appeals\t\t

Trial Court Information
Court:\t61st District Court
County:\tHarris
Court Judge:\tHon. Fredericka Phillips
Court Case:\t2018-12345
Reporter:\tMoore, Lisa
Punishment:`,
    ],
    docket: '01-19-00123-CV',
    court: 'Court of Appeals for the First District of Texas',
    judge: null,
    plaintiffs: ['Harmon Industries, LLC'],
    defendants: ['City of Pasadena, Texas'],
    filed: '2019-02-13',
  },
  {
    name: "Board of Veterans' Appeals decision",
    pages: [
      `Citation Nr: 19123456\tDecision Date: 03/12/19\tArchive Date: 03/12/19

DOCKET NO.  15-12 345\t)\tDATE
\t)
\t)

On appeal from the
Department of Veterans Affairs Regional Office in Waco, Texas


THE ISSUE

Entitlement to service connection for bilateral hearing loss.


REPRESENTATION

Veteran represented by:\tTexas Veterans Commission


ATTORNEY FOR THE BOARD

R. Delgado, Associate Counsel


INTRODUCTION

The Veteran served on active duty from June 1968 to June 1970.

This matter comes before the Board of Veterans' Appeals (Board) on appeal from a June 2014
rating decision of a Department of Veterans Affairs (VA) Regional Office (RO).`,
      `ORDER

Entitlement to service connection for bilateral hearing loss is granted.


____________________________________________
MARGARET E. LARKIN
Veterans Law Judge, Board of Veterans' Appeals



Department of Veterans Affairs`,
    ],
    docket: '15-12 345',
    court: "Board of Veterans' Appeals",
    judge: 'Margaret E. Larkin',
    filed: '2019-03-12',
  },
  {
    name: 'D. Mass. notice of electronic filing, labels over their cells, signed order',
    pages: [
      `United States District Court

District of Massachusetts

Notice of Electronic Filing

The following transaction was entered on 11/8/2021 at 9:05 AM EST and filed on 11/5/2021

Case Name:
Quintero v. Bristol County Sheriff's Office

Case Number:
1:21-cv-11460-IT

Filer:

Document Number:
34

Docket Text:
Judge Indira Talwar: ORDER entered granting [22] Motion to Dismiss. (Pacho, Arnold)`,
    ],
    docket: '1:21-cv-11460-IT',
    court: 'United States District Court for the District of Massachusetts',
    plaintiffs: ['Quintero'],
    defendants: ["Bristol County Sheriff's Office"],
    filed: '2021-11-05',
  },
  {
    name: 'D.C. Circuit general docket, circuit named without "the"',
    pages: [
      `General Docket
United States Court of Appeals for District of Columbia Circuit

Court of Appeals Docket #: 22-5103\tDocketed: 04/18/2022
Nature of Suit: 2890 Other Statutory Actions
Prairie Wind Energy Cooperative v. FERC
Appeal From: Federal Energy Regulatory Commission
Fee Status: Fee Paid

Case Type Information:
  1) Agency
  2) Federal Energy Regulatory Commission
  3) -

PRAIRIE WIND ENERGY COOPERATIVE
          Petitioner
                                            Hollis Grady
                                            Direct: 202-555-0150

v.

FEDERAL ENERGY REGULATORY COMMISSION
          Respondent
                                            Carmen Albright`,
    ],
    docket: '22-5103',
    court: 'United States Court of Appeals for the District of Columbia Circuit',
    judge: null,
    filed: '2022-04-18',
  },
  {
    name: 'Supreme Court docket page, original case, labels over their cells',
    pages: [
      `No. 22O145

Title:
State of Arkansas, Plaintiff
v.
State of Oklahoma

Docketed:
June 6, 2022

DATE
PROCEEDINGS AND ORDERS
Jun 02 2022
Motion for leave to file a bill of complaint filed.`,
    ],
    court: 'Supreme Court of the United States',
    judge: null,
    plaintiffs: ['State of Arkansas'],
    defendants: ['State of Oklahoma'],
    filed: '2022-06-06',
  },
  {
    name: 'Motion with a certificate of service naming the notice of electronic filing',
    pages: [
      `                     UNITED STATES DISTRICT COURT
                     DISTRICT OF NEW HAMPSHIRE

KEENAN HOLLOWAY,                    )
          Plaintiff,                )
     v.                             )     Civil No. 1:22-cv-00311-SM
TOWN OF BRISTOL LAKE,               )
          Defendant.                )

                     ASSENTED-TO MOTION TO EXTEND TIME

      Defendant moves to extend the time to answer to October 14, 2022.

                        CERTIFICATE OF SERVICE
      I certify that on September 28, 2022, I filed this motion through the CM/ECF system,
which will send a Notice of Electronic Filing to all counsel of record.`,
    ],
    docket: '1:22-cv-00311-SM',
    court: 'United States District Court for the District of New Hampshire',
    plaintiffs: ['Keenan Holloway'],
    defendants: ['Town of Bristol Lake'],
  },
  {
    name: 'Second Circuit general docket, roles beside the names',
    pages: [
      `General Docket
United States Court of Appeals for the Second Circuit

Court of Appeals Docket #: 21-1555\tDocketed: 06/21/2021
Nature of Suit: 3442 Civil Rights-Jobs
Reyes v. Harborview Medical Group, LLC
Appeal From: SDNY (NEW YORK CITY)
Fee Status: Paid

Originating Court Information:
District: 0208-1 : 1:19-cv-07731
Trial Judge: Lorna G. Schofield, U.S. District Judge
Date Filed: 08/19/2019
Date Order/Judgment:\tDate NOA Filed:
05/28/2021\t06/18/2021

Prior Cases:
None

ANA REYES, Plaintiff - Appellant,\tTheo Marsh, Esq., Attorney
\tDirect: 212-555-0133
\t[COR LD NTC Retained]

v.

HARBORVIEW MEDICAL GROUP, LLC, Defendant - Appellee.\tNina Castellanos, Esq., Attorney
\t[COR LD NTC Retained]`,
    ],
    docket: '21-1555',
    court: 'United States Court of Appeals for the Second Circuit',
    judge: null,
    plaintiffs: ['Ana Reyes'],
    defendants: ['Harborview Medical Group, LLC'],
    filed: '2021-06-21',
  },
  {
    name: "Board of Veterans' Appeals decision, header labels on rows of their own",
    pages: [
      `Citation Nr: A21004567
Decision Date: 02/09/21
Archive Date: 02/09/21

DOCKET NO. 190314-55012
DATE: February 9, 2021

ORDER

Entitlement to an initial rating in excess of 30 percent for migraine headaches is denied.

FINDING OF FACT

The Veteran's migraine headaches have not been manifested by very frequent completely
prostrating and prolonged attacks.



/s/ Dmitri K. Oyelaran
Veterans Law Judge
Board of Veterans' Appeals

ATTORNEY FOR THE BOARD	S. Whitfield, Associate Counsel`,
    ],
    docket: '190314-55012',
    court: "Board of Veterans' Appeals",
    judge: 'Dmitri K. Oyelaran',
    filed: '2021-02-09',
  },
  {
    name: 'D. Del. bankruptcy adversary proceeding docket',
    pages: [
      `                          U.S. Bankruptcy Court
                      District of Delaware (Delaware)
                Adversary Proceeding #: 20-50417-KBO

Assigned to: Chief Judge Karen B. Owusu\tDate Filed: 03/02/2020
Lead BK Case: 19-10234
Lead BK Title: Larkspur Home Furnishings, Inc.
Lead BK Chapter: 11
Demand: $2,450,000
Nature[s] of Suit: 11 Recovery of money/property - 547 preference

Plaintiff
-----------------------
Larkspur Liquidating Trust\trepresented by\tPaulette Ambrose
\t\tAmbrose Kettering LLP

V.

Defendant
-----------------------
Northgate Textile Mills, LLC\trepresented by\tRaymond Oduya

Filing Date\t#\tDocket Text
03/02/2020\t1\tAdversary case 20-50417. Complaint by Larkspur Liquidating Trust against
\t\tNorthgate Textile Mills, LLC. Fee Amount $350.`,
    ],
    docket: '20-50417-KBO',
    court: 'United States Bankruptcy Court for the District of Delaware',
    judge: 'Karen B. Owusu',
    plaintiffs: ['Larkspur Liquidating Trust'],
    defendants: ['Northgate Textile Mills, LLC'],
    filed: '2020-03-02',
  },
  {
    name: 'State court register of actions, party rows, surname first',
    pages: [
      `STATE OF MICHIGAN                 CASE ID                     MiCSWebInquiry
COURT                     21-000377-CZ                    9/14/2021
REGISTER OF ACTIONS
CASE
Judicial Officer     Date Filed     Adjudication Status
ALVAREZ, TERESA      4/19/21        OPEN
PARTICIPANTS
PLAINTIFF 1 GREAT LAKES TENANTS COUNCIL   FILED: 4/19/21
ATTY: MARGO L. PIETRZAK  # 71234  PRIMARY RETAINED
PLAINTIFF 2 OKONKWO, DANIEL   FILED: 4/19/21
ATTY: MARGO L. PIETRZAK  # 71234  PRIMARY RETAINED
DEFENDANT 1 MICHIGAN STATE HOUSING DEVELOPMENT AUTHORITY   FILED: 4/19/21
ATTY: CALVIN R. DUBOIS  # 60211  PRIMARY RETAINED`,
    ],
    plaintiffs: ['Great Lakes Tenants Council', 'Daniel Okonkwo'],
    defendants: ['Michigan State Housing Development Authority'],
  },
]

runGallery('caption gallery: court records (dockets, notices, case pages)', CASES)

// Round 2: the variants the first round left out (an assigned judge printed without a title, a
// reassigned case, appellate blocks over a page break, agency review, state courts' case pages
// and registers, claims registers, PACER query pages, notices spread over lines or naming
// several cases).
const MORE_CASES: GalleryCase[] = [
  {
    name: 'D. Colo. docket report, assigned judge without a title, magistrate referred',
    pages: [
      `                                                   APPEAL,JD2,TERMED
                      U.S. District Court - District of Colorado
                         District of Colorado (Denver)
              CIVIL DOCKET FOR CASE #: 1:17-cv-02291-MAV-SKC

Pinecrest Riders Alliance v. Colorado Department of Transportation
Assigned to: Mary Ann Voss
Referred to: Magistrate Judge Samuel K. Crane
Case in other court:  Tenth Circuit, 19-01120
Cause: 42:1983 Civil Rights Act\tDate Filed: 09/22/2017
\tDate Terminated: 04/30/2019
\tJury Demand: None
\tNature of Suit: 440 Civil Rights: Other
\tJurisdiction: Federal Question
Plaintiff
Pinecrest Riders Alliance\trepresented by\tHelen M. Duarte
\t\tDuarte Public Interest Law
\t\t1410 Grant Street
\t\tDenver, CO 80203
\t\tATTORNEY TO BE NOTICED

V.
Defendant
Colorado Department of Transportation\trepresented by\tGrant W. Ellery
\t\tColorado Attorney General's Office

Date Filed\t#\tDocket Text
09/22/2017\t1\tCOMPLAINT against Colorado Department of Transportation, filed by Pinecrest
\t\tRiders Alliance. (Attachments: # 1 Civil Cover Sheet) (hdd, ) (Entered: 09/22/2017)`,
    ],
    docket: '1:17-cv-02291-MAV-SKC',
    court: 'United States District Court for the District of Colorado',
    judge: 'Mary Ann Voss',
    plaintiffs: ['Pinecrest Riders Alliance'],
    defendants: ['Colorado Department of Transportation'],
    filed: '2017-09-22',
  },
  {
    name: 'N.D. Ga. docket report, Chief Judge, reassigned case',
    pages: [
      `                                                  4months,CLOSED
                           U.S. District Court
                  Northern District of Georgia (Atlanta)
             CIVIL DOCKET FOR CASE #: 1:20-cv-03318-TWB

Harmon v. Fulton County Board of Registration and Elections et al
Assigned to: Chief Judge Theodore W. Bancroft
Case in other court:  Superior Court of Fulton County, 2020CV337711
Cause: 28:1441 Notice of Removal\tDate Filed: 08/12/2020
\tDate Terminated: 12/01/2020
\tJury Demand: Plaintiff
\tNature of Suit: 441 Civil Rights: Voting
\tJurisdiction: Federal Question

Plaintiff
Lucinda Harmon\trepresented by\tOwen P. Strickland
\t\tStrickland & Rowe
\t\tLEAD ATTORNEY

V.
Defendant
Fulton County Board of Registration and Elections\trepresented by\tKaren D. Wolcott
Defendant
Marvin Oduya\trepresented by\tKaren D. Wolcott
in his official capacity\t\t(See above for address)

Date Filed\t#\tDocket Text
08/12/2020\t1\tNOTICE OF REMOVAL from Superior Court of Fulton County, case number 2020CV337711.`,
    ],
    docket: '1:20-cv-03318-TWB',
    court: 'United States District Court for the Northern District of Georgia',
    judge: 'Theodore W. Bancroft',
    plaintiffs: ['Lucinda Harmon'],
    defendants: ['Fulton County Board of Registration and Elections', 'Marvin Oduya'],
    filed: '2020-08-12',
  },
  {
    name: 'E.D. La. criminal docket report, Senior Judge, case title',
    pages: [
      `                                                                CLOSED
                           U.S. District Court
               Eastern District of Louisiana (New Orleans)
       CRIMINAL DOCKET FOR CASE #: 2:16-cr-00144-RLD-1

Case title: USA v. Thibodeaux\tDate Filed: 07/14/2016
\tDate Terminated: 02/23/2017
Assigned to: Senior Judge Renee L. Delacroix

Defendant (1)
Marcel Thibodeaux\trepresented by\tYvette C. Landry
TERMINATED: 02/23/2017\t\tFederal Public Defender

Pending Counts\t\tDisposition
18:1343 WIRE FRAUD\t\tImprisonment of 30 months
(1-4)

Plaintiff
USA\trepresented by\tPhilip R. Bastien
\t\tU.S. Attorney's Office

Date Filed\t#\tDocket Text
07/14/2016\t1\tINDICTMENT as to Marcel Thibodeaux (1) count(s) 1-4. (jjs) (Entered: 07/15/2016)`,
    ],
    docket: '2:16-cr-00144-RLD',
    court: 'United States District Court for the Eastern District of Louisiana',
    judge: 'Renee L. Delacroix',
    plaintiffs: ['USA'],
    defendants: ['Marcel Thibodeaux'],
    filed: '2016-07-14',
  },
  {
    name: 'Bankruptcy docket report, Bankruptcy Judge, chapter 7',
    pages: [
      `                                                        DebtEd, DISMISSED
                         U.S. Bankruptcy Court
                    Western District of Washington (Seattle)
                     Bankruptcy Petition #: 21-11872-CMA
                                                    Date filed:   10/05/2021
Assigned to: Bankruptcy Judge Corinne M. Alder      Date terminated:  03/14/2022
Chapter 7                                           341 meeting:  11/09/2021
Voluntary
Asset

Debtor
Halvorsen Marine Supply LLC        represented by  Peter J. Nakamura
2201 Alaskan Way                                   Nakamura Law PLLC
Seattle, WA 98121
Tax ID / EIN: 00-0000000

Trustee
Dana Whitford
PO Box 1130
Seattle, WA 98111

U.S. Trustee
United States Trustee (SEA)

Filing Date     #       Docket Text
10/05/2021      1       Chapter 7 Voluntary Petition for Non-Individual. Fee Amount $338`,
    ],
    docket: '21-11872-CMA',
    court: 'United States Bankruptcy Court for the Western District of Washington',
    judge: 'Corinne M. Alder',
    filed: '2021-10-05',
  },
  {
    name: 'Seventh Circuit general docket, party blocks over a page break, panel line',
    pages: [
      `                                 General Docket
                   United States Court of Appeals for the Seventh Circuit

Court of Appeals Docket #: 18-2794                                Docketed: 08/29/2018
Nature of Suit: 3550 Prisoner Petitions - Civil Rights
Tremaine Ashby, et al v. Rebecca Kowalczyk, et al
Appeal From: Northern District of Illinois, Eastern Division
Fee Status: Paid

Case Type Information:
   1) civil private
   2) prisoner
   3)

Originating Court Information:
   District: 0752-1 : 1:15-cv-07764
   Court Reporter: Pamela Sue Kern, Court Reporter
   Originating Judge: Nathaniel R. Vance, District Judge
   Date Filed: 09/02/2015
   Date Order/Judgment:   Date NOA Filed:
   08/01/2018             08/28/2018

Prior Cases:
   None

Current Cases:
   None

Panel: DLS, MEB, AJS

TREMAINE ASHBY, on behalf of himself and all others similarly situated          Eliza M. Trent
     Plaintiff - Appellant                                                      Direct: 312-555-0167`,
      `                                                                                 [COR LD NTC Retained]
                                                                                 Loevy & Trent
                                                                                 311 N. Aberdeen Street
                                                                                 Chicago, IL 60607

DESMOND PRICE
     Plaintiff - Appellant

v.

REBECCA KOWALCZYK, Warden                                                       Marcus L. Jain
     Defendant - Appellee                                                       Direct: 312-555-0102
                                                                                 [COR LD NTC Government]

ILLINOIS DEPARTMENT OF CORRECTIONS
     Defendant - Appellee`,
    ],
    docket: '18-2794',
    court: 'United States Court of Appeals for the Seventh Circuit',
    judge: null,
    plaintiffs: ['Tremaine Ashby', 'Desmond Price'],
    defendants: ['Rebecca Kowalczyk', 'Illinois Department of Corrections'],
    filed: '2018-08-29',
  },
  {
    name: 'D.C. Circuit agency review docket, petitioner and respondent',
    pages: [
      `                                  General Docket
            United States Court of Appeals for District of Columbia Circuit

Court of Appeals Docket #: 21-1128                               Docketed: 05/14/2021
Nature of Suit: 3810 Federal Energy Regulatory Commission
Riverbend Pipeline Coalition v. FERC
Appeal From: Federal Energy Regulatory Commission
Fee Status: Fee Paid

Case Type Information:
   1) Agency
   2) Federal Energy Regulatory Commission
   3) -

Originating Court Information:
   Lower Court Case Number: CP19-482-000
   Lower Court Case Number: CP19-482-002

Prior Cases:
   None

Riverbend Pipeline Coalition,                                          Adele K. Moreau
     Petitioner                                                         Direct: 202-555-0131
                                                                        [COR LD NTC Retained]

v.

Federal Energy Regulatory Commission,                                  Jared T. Osei
     Respondent                                                         Direct: 202-555-0176
                                                                        [COR LD NTC Government]`,
    ],
    docket: '21-1128',
    court: 'United States Court of Appeals for the District of Columbia Circuit',
    judge: null,
    plaintiffs: ['Riverbend Pipeline Coalition'],
    defendants: ['Federal Energy Regulatory Commission'],
    filed: '2021-05-14',
  },
  {
    name: 'California Court of Appeal case page, party rows with roles after a colon',
    pages: [
      `Appellate Courts Case Information
4th Appellate District Division 1 Change court
Court data last updated: 11/03/2021 10:15 AM
Parties and Attorneys
Coastal Tenants Union v. City of Oceanside
Division 1
Case Number D079342
Party\tAttorney
Coastal Tenants Union : Plaintiff and Appellant\tRuth A. Calderon
\tCalderon & Mills LLP
\t530 B Street, Suite 700
\tSan Diego, CA 92101
Marisol Pena : Plaintiff and Appellant\tRuth A. Calderon
City of Oceanside : Defendant and Respondent\tTerrence H. Vo
\tOffice of the City Attorney
\t300 North Coast Highway
\tOceanside, CA 92054
Click here to request automatic e-mail notifications about this case.`,
    ],
    docket: 'D079342',
    plaintiffs: ['Coastal Tenants Union', 'Marisol Pena'],
    defendants: ['City of Oceanside'],
  },
  {
    name: 'California Court of Appeal case summary, writ petition',
    pages: [
      `Appellate Courts Case Information
1st Appellate District Change court
Court data last updated: 02/09/2022 03:05 PM
Case Summary
Bayview Legal Collective v. Superior Court of San Francisco County
Division 4
Case Number A164210
Trial Court Case:\tCPF-21-517702
Court of Appeal Case:\tA164210
Division:\t4
Case Caption:\tBayview Legal Collective v. Superior Court of San Francisco County
Case Type:\tOP
Filing Date:\t01/18/2022
Oral Argument Date/Time:\t
Cross Referenced Cases:
Click here to request automatic e-mail notifications about this case.`,
    ],
    docket: 'A164210',
    plaintiffs: ['Bayview Legal Collective'],
    defendants: ['Superior Court of San Francisco County'],
    filed: '2022-01-18',
  },
  {
    name: 'New York WebCivil Supreme case detail',
    pages: [
      `WebCivil Supreme - Case Detail
Index Number: 152207/2020
Case Name: NORTHSIDE HOUSING COUNCIL vs. CITY OF NEW YORK
Case Type: Article 78
Track: Standard
RJI Filed: 04/02/2020
Date NOI Filed: N/A
Disposition Date:
Calendar Number:
Jury Status:
Justice Name: HON. ADRIANA B. FELDMAN
Court: New York County Supreme Court

Attorney/Firm(s) For Plaintiff(s)/Petitioner(s):
HALPERN & GREY LLP Attorney Type: Attorney of Record  Status: Active
Attorney/Firm(s) For Defendant(s)/Respondent(s):
NEW YORK CITY LAW DEPARTMENT Attorney Type: Attorney of Record  Status: Active`,
    ],
    docket: '152207/2020',
    plaintiffs: ['Northside Housing Council'],
    defendants: ['City of New York'],
  },
  {
    name: 'Cook County register header, labelled judge and filing date',
    pages: [
      `Case Information Summary for Case Number 2019-CH-08812
Filing Date: 07/16/2019\tCase Type: MANDAMUS
Division: Chancery Division\tDistrict: First Municipal
Ad Damnum: $0.00\tCalendar: 05
Party Information
Plaintiff(s)\tAttorney(s)
PRAIRIE STATE TENANTS ASSN\tLINDGREN & OSEI
\t200 W ADAMS ST
\tCHICAGO IL, 60606
Defendant(s)\tAttorney(s)
CHICAGO HOUSING AUTHORITY
Case Activities
Activity Date: 07/16/2019\tParticipant: PRAIRIE STATE TENANTS ASSN
CHANCERY COMPLAINT FILED
Court Fee: 337.00`,
    ],
    filed: '2019-07-16',
  },
  {
    name: 'Massachusetts Appeals Court docket page, involved parties',
    pages: [
      `Commonwealth of Massachusetts
Appeals Court
Case Docket
HARBORVIEW RESIDENTS ASSOCIATION & another vs. BOSTON PLANNING BOARD & others
2020-P-0977
CASE HEADER
Case Status\tAwaiting rescript\tStatus Date\t06/30/2021
Nature\tZoning\tEntry Date\t08/14/2020
Sub-Nature\t\tSingle Justice\t
Appellant\tPlaintiffs\tCase Type\tCivil
Brief Status\t\tBrief Due\t
Panel\tMilkey, Wendlandt, Hand, JJ.\tArgued/Submitted\t03/04/2021
Lower Court\tSuffolk Superior Court\tLower Ct Judge\tGerald P. Conley, J.
Lower Ct Number\t1984CV02211\t\t
INVOLVED PARTY\tATTORNEY APPEARANCE
Harborview Residents Association\tPlaintiff/Appellant\tAnne M. Kessler, Esquire
Boston Planning Board\tDefendant/Appellee\tLinus Ortega, Esquire`,
    ],
    judge: null,
  },
  {
    name: 'Bankruptcy claims register',
    pages: [
      `                              U.S. Bankruptcy Court
                         District of New Jersey
                               Claims Register

22-14410-JNP Bellmawr Printing Works, Inc.

Judge: Jerrold N. Pelham                    Chapter: 11
Office: Camden                              Last Date to file claims: 09/01/2022
Trustee:                                    Last Date to file (Govt): 11/28/2022
Creditor:   (40112233)        Claim No: 1            Status:
Commerce Paper Supply Co.     Original Filed         Filed by: CR
PO Box 2200                   Date: 06/14/2022       Entered by: Okoro, F.
Trenton, NJ 08611             Original Entered       Modified:
                              Date: 06/14/2022
 Amount claimed: $14,210.55`,
    ],
    docket: '22-14410-JNP',
    court: 'United States Bankruptcy Court for the District of New Jersey',
    judge: 'Jerrold N. Pelham',
  },
  {
    name: 'PACER query page, presiding and referral judges',
    pages: [
      `                     Query    Reports    Utilities    Help    Log Out
1:19-cv-00821-KPW Greenfield Watershed Council v. Tenney Creek Mining Co.
Kathleen P. Wyatt, presiding
Lionel G. Barros, referral
Date filed: 02/11/2019
Date terminated: 06/03/2021
Date of last filing: 07/19/2021

                              History/Documents
Doc.
No.     Dates                                Description
1       Filed & Entered:   02/11/2019        Complaint
2       Filed & Entered:   02/12/2019        Summons Issued`,
    ],
    docket: '1:19-cv-00821-KPW',
    plaintiffs: ['Greenfield Watershed Council'],
    defendants: ['Tenney Creek Mining Co.'],
    filed: '2019-02-11',
  },
  {
    name: 'Notice of electronic filing, docket text over several lines, judge who signed',
    pages: [
      `U.S. District Court

Eastern District of Virginia - Alexandria

Notice of Electronic Filing

The following transaction was entered on 9/12/2022 at 4:41 PM EDT and filed on 9/12/2022
Case Name:
Ferreira v. Loudoun County School Board
Case Number:
1:22-cv-00736-RDA-IDD
Filer:
Document Number:
48

Docket Text:
ORDER granting [31] Motion to Dismiss for Failure to State a Claim. The Court
DISMISSES Counts II and III. Signed by District Judge Rolando D. Alcott on
9/12/2022. (dvan)

1:22-cv-00736-RDA-IDD Notice has been electronically mailed to:

Teresa Nguyen-Hale   tnguyen@hale-law.com`,
    ],
    docket: '1:22-cv-00736-RDA-IDD',
    court: 'United States District Court for the Eastern District of Virginia',
    plaintiffs: ['Ferreira'],
    defendants: ['Loudoun County School Board'],
    filed: '2022-09-12',
  },
  {
    name: 'Notice of electronic filing in consolidated cases, lead case first',
    pages: [
      `U.S. District Court

District of Minnesota

Notice of Electronic Filing

The following transaction was entered by Lindahl, Sarah on 5/2/2023 at 2:10 PM CDT and filed on 5/2/2023
Case Name:\tNorthern Lakes Anglers v. Minnesota Pollution Control Agency
Case Number:\t0:22-cv-01904-ECT-DTS
Filer:\tNorthern Lakes Anglers
Document Number:\t77

Case Name:\tOjibwe River Keepers v. Minnesota Pollution Control Agency
Case Number:\t0:22-cv-02011-ECT-DTS
Filer:
Document Number:\tNo document attached

Docket Text:
MEMORANDUM in Opposition re [70] MOTION for Summary Judgment filed by Northern Lakes
Anglers. (Lindahl, Sarah)`,
    ],
    docket: '0:22-cv-01904-ECT-DTS',
    court: 'United States District Court for the District of Minnesota',
    judge: null,
    plaintiffs: ['Northern Lakes Anglers'],
    defendants: ['Minnesota Pollution Control Agency'],
    filed: '2023-05-02',
  },
]

runGallery('caption gallery: court records, round 2', MORE_CASES)

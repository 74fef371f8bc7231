// The caption gallery, parties part two: state trial-court captions as each state prints them
// (California pleading paper with margin line numbers, Texas "§" columns, New York "-against-"
// with an index number, Florida "CASE NO.:" boxes, Illinois "No." on the right, Pennsylvania
// "CIVIL ACTION - LAW"), in-rem forfeiture, federal agencies as plaintiffs, bankruptcy adversary
// captions, Supreme Court covers, consolidated captions and corporate descriptors. Invented
// names and numbers, written from how those courts format captions, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'California pleading paper, line numbers down the margin',
    pages: [
      ` 1   MARGARET A. LINDQVIST (SBN 201144)
 2   LINDQVIST & OKAFOR LLP
 3   2200 Harbor Boulevard, Suite 400
 4   Costa Mesa, California 92626
 5   Attorneys for Plaintiff
 6
 7
 8                  SUPERIOR COURT OF THE STATE OF CALIFORNIA
 9                          COUNTY OF ORANGE
10
11   TERESA VALDIVIA, an individual,          )  Case No. 30-2023-01318842-CU-WT-CJC
12                                            )
13                 Plaintiff,                 )  COMPLAINT FOR DAMAGES
14                                            )
15        vs.                                 )
16                                            )
17   PACIFIC CREST LOGISTICS, INC., a         )
18   California corporation; and DOES 1       )
19   through 50, inclusive,                   )
20                                            )
21                 Defendants.                )
22`,
    ],
    plaintiffs: ['Teresa Valdivia'],
    defendants: ['Pacific Crest Logistics, Inc.'],
  },
  {
    name: 'Texas district court, § column, Plaintiff v. Defendant',
    pages: [
      `                          CAUSE NO. 2023-48817

DELBERT RAY HOLLISTER,               §      IN THE DISTRICT COURT OF
     Plaintiff,                      §
                                     §
V.                                   §      HARRIS COUNTY, TEXAS
                                     §
GULF MERIDIAN INSURANCE COMPANY      §
and ARLENE PATTERSON,                §
     Defendants.                     §      281ST JUDICIAL DISTRICT

                      PLAINTIFF'S ORIGINAL PETITION`,
    ],
    plaintiffs: ['Delbert Ray Hollister'],
    defendants: ['Gulf Meridian Insurance Company', 'Arlene Patterson'],
  },
  {
    name: 'New York Supreme Court, -against-, Index No. in an X box',
    pages: [
      `SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF KINGS
-------------------------------------------------------------X
ROSALIND M. ABERNATHY,                                        Index No.: 512877/2023

                              Plaintiff,
                                                              VERIFIED COMPLAINT
               -against-

BROOKWAY TOWERS LLC and
HALSTEAD PROPERTY MANAGEMENT CORP.,

                              Defendants.
-------------------------------------------------------------X

      Plaintiff, by her attorneys, complaining of the defendants, alleges as follows:`,
    ],
    plaintiffs: ['Rosalind M. Abernathy'],
    defendants: ['Brookway Towers LLC', 'Halstead Property Management Corp.'],
  },
  {
    name: 'Florida circuit court, CASE NO.: on the right',
    pages: [
      `               IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT
                    IN AND FOR ORANGE COUNTY, FLORIDA

                                             CASE NO.: 2023-CA-011482-O
                                             DIVISION: 39

MARISOL CASTELLANOS,

     Plaintiff,

v.

SUNCOAST VACATION RENTALS, LLC,
a Florida limited liability company,

     Defendant.
_____________________________________/

                         COMPLAINT AND DEMAND FOR JURY TRIAL`,
    ],
    plaintiffs: ['Marisol Castellanos'],
    defendants: ['Suncoast Vacation Rentals, LLC'],
  },
  {
    name: 'Illinois circuit court, No. on the right of a ) column',
    pages: [
      `              IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS
                  COUNTY DEPARTMENT, LAW DIVISION

GERALD P. KOWALCZYK,                 )
                                     )
               Plaintiff,            )
                                     )     No. 2023 L 004417
     v.                              )
                                     )
LAKESHORE TRANSIT AUTHORITY and      )
DENISE FARRELLY,                     )
                                     )
               Defendants.           )

                               COMPLAINT AT LAW`,
    ],
    plaintiffs: ['Gerald P. Kowalczyk'],
    defendants: ['Lakeshore Transit Authority', 'Denise Farrelly'],
  },
  {
    name: 'Pennsylvania common pleas, CIVIL ACTION - LAW',
    pages: [
      `      IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA

BERNADETTE O. SZYMANSKI and           :     CIVIL DIVISION
WALTER SZYMANSKI, her husband,        :
                                      :     No. GD-23-009184
               Plaintiffs,            :
                                      :
          v.                          :     CIVIL ACTION - LAW
                                      :
ALLEGHENY VALLEY HOSPITAL and         :
RAYMOND T. KOSTELNIK, M.D.,           :
                                      :
               Defendants.            :

                                  COMPLAINT`,
    ],
    plaintiffs: ['Bernadette O. Szymanski', 'Walter Szymanski'],
    defendants: ['Allegheny Valley Hospital', 'Raymond T. Kostelnik, M.D.'],
  },
  {
    name: 'many named plaintiffs, individually and on behalf of all others similarly situated',
    pages: [
      `                       UNITED STATES DISTRICT COURT
                      NORTHERN DISTRICT OF CALIFORNIA

ANJALI MEHTA, CORBIN WESTFALL, LUCIA
FERREIRA, and THADDEUS OYELARAN, individually
and on behalf of all others similarly situated,     Case No. 4:24-cv-02281

               Plaintiffs,                          CLASS ACTION COMPLAINT

     v.                                             DEMAND FOR JURY TRIAL

BRIGHTWAVE STREAMING, INC.,

               Defendant.`,
    ],
    plaintiffs: ['Anjali Mehta', 'Corbin Westfall', 'Lucia Ferreira', 'Thaddeus Oyelaran'],
    defendants: ['Brightwave Streaming, Inc.'],
  },
  {
    name: 'class action, a minor by and through her next friend leads',
    pages: [
      `                 IN THE UNITED STATES DISTRICT COURT
                  FOR THE NORTHERN DISTRICT OF TEXAS
                           DALLAS DIVISION

J.M., a minor, by and through her next friend
ROSA MENDOZA, and K.L., a minor, by and
through his next friend DAVID LOCKE, on behalf
of themselves and all others similarly situated,

               Plaintiffs,
                                                   Civil Action No. 3:24-cv-00719-X
     v.

NORTH TEXAS CHARTER ACADEMIES and
PAMELA VOSS, in her official capacity as
Superintendent,

               Defendants.`,
    ],
    plaintiffs: ['J.M.', 'K.L.'],
    defendants: ['North Texas Charter Academies', 'Pamela Voss'],
  },
  {
    name: 'civil forfeiture in rem, United States v. currency',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                    EASTERN DISTRICT OF MICHIGAN
                         SOUTHERN DIVISION

UNITED STATES OF AMERICA,

               Plaintiff,                     Case No. 2:23-cv-12008

v.                                            Hon. Laurie J. Michelson

$48,760.00 IN U.S. CURRENCY,

               Defendant in rem.

                 COMPLAINT FOR FORFEITURE IN REM`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['$48,760.00 in U.S. Currency'],
  },
  {
    name: 'Securities and Exchange Commission v. a person and a company',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                   SOUTHERN DISTRICT OF NEW YORK

SECURITIES AND EXCHANGE COMMISSION,

                         Plaintiff,
                                              24 Civ. 3310 (JPO)
          - against -
                                              COMPLAINT
LEONARD K. ASHWORTH and
ASHWORTH CAPITAL PARTNERS LLC,

                         Defendants.`,
    ],
    plaintiffs: ['Securities and Exchange Commission'],
    defendants: ['Leonard K. Ashworth', 'Ashworth Capital Partners LLC'],
  },
  {
    name: 'Equal Employment Opportunity Commission wrapping over two lines',
    pages: [
      `                  IN THE UNITED STATES DISTRICT COURT
                    FOR THE DISTRICT OF MARYLAND

EQUAL EMPLOYMENT OPPORTUNITY
COMMISSION,
                                              )
               Plaintiff,                     )
                                              )   Civil Action No. 1:24-cv-01566
     v.                                       )
                                              )
CHESAPEAKE HOME HEALTH SERVICES, LLC,         )
                                              )
               Defendant.                     )`,
    ],
    plaintiffs: ['Equal Employment Opportunity Commission'],
    defendants: ['Chesapeake Home Health Services, LLC'],
  },
  {
    name: 'habeas, Petitioner v. Warden, Respondent, no prison named',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                    CENTRAL DISTRICT OF CALIFORNIA

MARCUS DEVON TILLERY,                   Case No. 5:23-cv-01902-JWH-SP

               Petitioner,              ORDER DISMISSING PETITION FOR
                                        WRIT OF HABEAS CORPUS
          v.

WARDEN,

               Respondent.`,
    ],
    plaintiffs: ['Marcus Devon Tillery'],
    defendants: ['Warden'],
  },
  {
    name: 'bankruptcy adversary, In re Debtor then Trustee v. defendant',
    pages: [
      `                  UNITED STATES BANKRUPTCY COURT
                      DISTRICT OF DELAWARE

In re:                                        Chapter 7

HALVERSON MILLWORKS CORP.,                    Case No. 22-10874 (KBO)

                    Debtor.
_____________________________________

GEORGINA PRATT, as Chapter 7 Trustee
of Halverson Millworks Corp.,

                    Plaintiff,                Adv. Proc. No. 24-50112 (KBO)

     v.

TIMBERLINE SUPPLY CO.,

                    Defendant.`,
    ],
    plaintiffs: ['Georgina Pratt'],
    defendants: ['Timberline Supply Co.'],
  },
  {
    name: 'federal appeal, Plaintiff-Appellant v. Defendant-Appellee',
    pages: [
      `                                   No. 23-2214

                  UNITED STATES COURT OF APPEALS
                      FOR THE SEVENTH CIRCUIT

                        ROXANNE DELACROIX,
                                                  Plaintiff-Appellant,
                                  v.

                 MIDWEST AGRICULTURAL COOPERATIVE,
                                                  Defendant-Appellee.

               Appeal from the United States District Court for the
                 Central District of Illinois, No. 1:21-cv-01187`,
    ],
    plaintiffs: ['Roxanne Delacroix'],
    defendants: ['Midwest Agricultural Cooperative'],
  },
  {
    name: 'Supreme Court cover, Petitioner v. Respondent',
    pages: [
      `                              No. 23-917

                                 IN THE
                    Supreme Court of the United States

                           ______________

                      HARLAN DISTRIBUTING, INC.,
                                                   Petitioner,
                                  v.

                       CORDELIA NWANKWO,
                                                   Respondent.
                           ______________

               ON PETITION FOR A WRIT OF CERTIORARI TO THE
            UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT`,
    ],
    plaintiffs: ['Harlan Distributing, Inc.'],
    defendants: ['Cordelia Nwankwo'],
  },
  {
    name: 'consolidated captions, the lead case first',
    pages: [
      `                   UNITED STATES DISTRICT COURT
                  EASTERN DISTRICT OF PENNSYLVANIA

FREDERICK OSTROWSKI,                      :   CIVIL ACTION
                    Plaintiff,            :
          v.                              :   No. 23-3381
KEYSTONE FREIGHT LINES, INC.,             :
                    Defendant.            :
__________________________________________:
                                          :
PAULINE HARGROVE,                         :   CIVIL ACTION
                    Plaintiff,            :
          v.                              :   No. 23-4102
KEYSTONE FREIGHT LINES, INC.,             :   (Consolidated)
                    Defendant.            :

                                MEMORANDUM`,
    ],
    plaintiffs: ['Frederick Ostrowski', 'Pauline Hargrove'],
    defendants: ['Keystone Freight Lines, Inc.'],
  },
  {
    name: 'company with state-of-incorporation descriptor on both sides',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                          DISTRICT OF DELAWARE

VERIDIAN THERAPEUTICS, INC., a Delaware
corporation,
                                                C.A. No. 24-611-GBW
               Plaintiff,
                                                JURY TRIAL DEMANDED
     v.

ALDER BIOSCIENCES LTD., an Israeli company,
and ALDER BIOSCIENCES USA, INC., a New
Jersey corporation,

               Defendants.`,
    ],
    plaintiffs: ['Veridian Therapeutics, Inc.'],
    defendants: ['Alder Biosciences Ltd.', 'Alder Biosciences USA, Inc.'],
  },
  {
    name: 'officials in official capacity as ..., et al.',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                    WESTERN DISTRICT OF WISCONSIN

CORNELIUS BRAITHWAITE,

               Plaintiff,
                                                 Case No. 24-cv-318-jdp
     v.

KRISTA HALVORSEN, in her official capacity as
Secretary of the Wisconsin Department of
Corrections, et al.,

               Defendants.

                           OPINION and ORDER`,
    ],
    plaintiffs: ['Cornelius Braithwaite'],
    defendants: ['Krista Halvorsen'],
  },
  {
    name: 'state court, People of the State v. defendant, criminal',
    pages: [
      `        SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF ALAMEDA

THE PEOPLE OF THE STATE OF CALIFORNIA,      )   Case No. 23-CR-014471
                                            )
                    Plaintiff,              )   NOTICE OF MOTION AND MOTION
                                            )   TO SUPPRESS EVIDENCE
          v.                                )
                                            )
DESHAWN ELLIOTT MCCRAY,                     )
                                            )
                    Defendant.              )`,
    ],
    plaintiffs: ['The People of the State of California'],
    defendants: ['Deshawn Elliott McCray'],
  },
  {
    name: 'New Jersey Law Division, docket on the right, CIVIL ACTION',
    pages: [
      `HOLLOWAY & BRENNAN, P.C.
100 Mulberry Street
Newark, New Jersey 07102
Attorneys for Plaintiff

ISAAC FEINSTEIN,                        SUPERIOR COURT OF NEW JERSEY
                                        LAW DIVISION: ESSEX COUNTY
               Plaintiff,
                                        DOCKET NO.: ESX-L-003318-23
     v.
                                                 CIVIL ACTION
GARDEN STATE MOVERS, INC.; JOHN
DOES 1-10; and ABC CORPS. 1-5,                COMPLAINT AND JURY DEMAND

               Defendants.`,
    ],
    plaintiffs: ['Isaac Feinstein'],
    defendants: ['Garden State Movers, Inc.'],
  },
  {
    name: 'Georgia state court, Civil Action File No. on the right',
    pages: [
      `                  IN THE STATE COURT OF FULTON COUNTY
                            STATE OF GEORGIA

LATRICE M. OGLETHORPE,                  )
                                        )
          Plaintiff,                    )   CIVIL ACTION
                                        )   FILE NO. 23EV004718
v.                                      )
                                        )
PEACHTREE TRANSPORT, LLC and            )
CALVIN DUPREE,                          )
                                        )
          Defendants.                   )`,
    ],
    plaintiffs: ['Latrice M. Oglethorpe'],
    defendants: ['Peachtree Transport, LLC', 'Calvin Dupree'],
  },
]

runGallery('party caption gallery, part two', CASES)

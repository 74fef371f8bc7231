// The caption gallery, state part: supreme, appellate and trial courts of sixteen states, each in
// its own house style (index numbers and NYSCEF headers, Texas cause numbers and "§", Louisiana
// parishes and "VERSUS", Colorado's boxed caption, e-filing stamps), as text layers render them.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'California superior court complaint, line numbers, ")" column, Does',
    pages: [
      ` 1   KATHERINE J. LOWE (SBN 218834)
      klowe@lowefirm.com
 2    LOWE & PARTNERS LLP
      1900 Avenue of the Stars, Suite 1200
 3    Los Angeles, California 90067
      Telephone: (310) 555-0142                          FILED
 4                                             Superior Court of California
      Attorneys for Plaintiff                    County of Los Angeles
 5    DANIEL REYES
                                                       JUN 22 2023
 6
                                              David W. Slayton, Executive Officer/Clerk
 7
 8                      SUPERIOR COURT OF THE STATE OF CALIFORNIA
 9                            FOR THE COUNTY OF LOS ANGELES
10
11    DANIEL REYES, an individual,                    )  Case No. 23STCV14562
                                                      )
12                      Plaintiff,                    )  COMPLAINT FOR DAMAGES:
                                                      )
13            vs.                                     )  1. WRONGFUL TERMINATION;
                                                      )  2. BREACH OF CONTRACT
14    PACIFIC CREST HOSPITALITY GROUP, INC., a        )
      Delaware corporation; SUNWEST MANAGEMENT,       )
15    LLC, a California limited liability company;    )  DEMAND FOR JURY TRIAL
      and DOES 1 through 50, inclusive,               )
16                                                    )
                        Defendants.                   )
17                                                    )`,
    ],
    docket: '23STCV14562',
    court: 'Superior Court of the State of California for the County of Los Angeles',
    judge: null,
    plaintiffs: ['Daniel Reyes'],
    defendants: ['Pacific Crest Hospitality Group, Inc.', 'Sunwest Management, LLC'],
    filed: '2023-06-22',
  },
  {
    name: 'California Court of Appeal, "Plaintiff and Respondent", Filed line',
    pages: [
      `Filed 5/12/22
                    NOT TO BE PUBLISHED IN OFFICIAL REPORTS
California Rules of Court, rule 8.1115(a), prohibits courts and parties from citing or relying on
opinions not certified for publication or ordered published, except as specified by rule
8.1115(b). This opinion has not been certified for publication or ordered published for
purposes of rule 8.1115.


               IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA

                          SECOND APPELLATE DISTRICT

                                 DIVISION FOUR


 THE PEOPLE,                                           B312345

        Plaintiff and Respondent,                      (Los Angeles County
                                                       Super. Ct. No. BA478123)
        v.

 ROBERTO LUIS GARZA,

        Defendant and Appellant.


        APPEAL from a judgment of the Superior Court of Los Angeles County, Maria E. Stanton,
Judge. Affirmed.`,
    ],
    docket: 'B312345',
    court: 'Court of Appeal of the State of California, Second Appellate District, Division Four',
    plaintiffs: ['The People'],
    defendants: ['Roberto Luis Garza'],
    filed: '2022-05-12',
  },
  {
    name: 'New York supreme court summons, NYSCEF header, -against-',
    pages: [
      `FILED: NEW YORK COUNTY CLERK 04/11/2022 03:14 PM                       INDEX NO. 652318/2022
NYSCEF DOC. NO. 1                                               RECEIVED NYSCEF: 04/11/2022




SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF NEW YORK
-----------------------------------------------------------------------X
MERIDIAN CAPITAL PARTNERS LLC,                                   Index No.: ____________

                                     Plaintiff,
                                                                  SUMMONS
                   - against -

THE HALSTEAD GROUP, INC., ROBERT HALSTEAD and
JANE DOE 1-10,

                                     Defendants.
-----------------------------------------------------------------------X

TO THE ABOVE NAMED DEFENDANTS:

      YOU ARE HEREBY SUMMONED to answer the complaint in this action.`,
    ],
    docket: '652318/2022',
    court: 'Supreme Court of the State of New York, County of New York',
    judge: null,
    plaintiffs: ['Meridian Capital Partners LLC'],
    defendants: ['The Halstead Group, Inc.', 'Robert Halstead'],
    filed: '2022-04-11',
  },
  {
    name: 'New York county court, The People, indictment number, PRESENT',
    pages: [
      `PRESENT: HON. ELAINE F. MARCHETTI
         County Court Judge

COUNTY COURT OF THE STATE OF NEW YORK
COUNTY OF MONROE
--------------------------------------------X
THE PEOPLE OF THE STATE OF NEW YORK,

                                                   DECISION AND ORDER
           -against-
                                                   Indictment No. 2019-0412
MARCUS T. WHITFIELD,

                              Defendant.
--------------------------------------------X

      The defendant moves to suppress physical evidence recovered on March 2, 2019.

Dated: Rochester, New York
       October 3, 2019`,
    ],
    docket: '2019-0412',
    court: 'County Court of the State of New York, County of Monroe',
    judge: 'Elaine F. Marchetti',
    plaintiffs: ['The People of the State of New York'],
    defendants: ['Marcus T. Whitfield'],
    filed: '2019-10-03',
  },
  {
    name: 'New York Appellate Division, slip-opinion header, court after the title',
    pages: [
      `Matter of Kowalski v New York State Dept. of Labor
2021 NY Slip Op 04512
Decided on July 22, 2021
Appellate Division, Third Department
Published by New York State Law Reporting Bureau pursuant to Judiciary Law § 431.
This opinion is uncorrected and subject to revision before publication in the Official Reports.


Decided and Entered: July 22, 2021
532145
[*1]In the Matter of Teresa Kowalski, Appellant,
v
New York State Department of Labor et al., Respondents.

Calendar Date: June 1, 2021
Before: Garry, P.J., Lynch, Clark, Aarons and Reynolds Fitzgerald, JJ.`,
    ],
    docket: '532145',
    court: 'Appellate Division, Third Department',
    plaintiffs: ['Teresa Kowalski'],
    defendants: ['New York State Department of Labor'],
    filed: '2021-07-22',
  },
  {
    name: 'Texas district court petition, cause number, § column with the court on the right',
    pages: [
      `                                                                  7/30/2021 4:12 PM
                                                 Marilyn Burgess - District Clerk Harris County
                                                                   Envelope No. 55512345
                                                                        By: Jasmine Ortiz
                                                                Filed: 7/30/2021 4:12 PM

                              CAUSE NO. 2021-48213

LONE STAR ROOFING & CONSTRUCTION,     §          IN THE DISTRICT COURT OF
LLC,                                  §
      Plaintiff,                      §
                                      §
v.                                    §          HARRIS COUNTY, TEXAS
                                      §
BAYOU CITY PROPERTIES, INC. AND       §
MARGARET ELLISON,                     §
      Defendants.                     §          157TH JUDICIAL DISTRICT

                        PLAINTIFF'S ORIGINAL PETITION

TO THE HONORABLE JUDGE OF SAID COURT:

      Plaintiff Lone Star Roofing & Construction, LLC files this Original Petition.`,
    ],
    docket: '2021-48213',
    judge: null,
    plaintiffs: ['Lone Star Roofing & Construction, LLC'],
    defendants: ['Bayou City Properties, Inc.', 'Margaret Ellison'],
    filed: '2021-07-30',
  },
  {
    name: 'Texas court of appeals memorandum opinion',
    pages: [
      `Affirmed and Memorandum Opinion filed August 10, 2021.




                                       In The

                         Fourteenth Court of Appeals

                                NO. 14-19-00876-CV

                         RAYMOND OKAFOR, Appellant
                                        V.
                   HOUSTON METRO AUTO SALES, LLC, Appellee

                      On Appeal from the 270th District Court
                                Harris County, Texas
                          Trial Court Cause No. 2018-22371

                               MEMORANDUM OPINION

      Appellant Raymond Okafor challenges the trial court's summary judgment.`,
    ],
    filed: '2021-08-10',
    docket: '14-19-00876-CV',
    court: 'Fourteenth Court of Appeals',
    plaintiffs: ['Raymond Okafor'],
    defendants: ['Houston Metro Auto Sales, LLC'],
  },
  {
    name: 'Florida circuit court order, slash line, DONE AND ORDERED',
    pages: [
      `               IN THE CIRCUIT COURT OF THE
               ELEVENTH JUDICIAL CIRCUIT IN AND
               FOR MIAMI-DADE COUNTY, FLORIDA

               CASE NO.: 2020-014522-CA-01
               COMPLEX BUSINESS LITIGATION DIVISION

CORAL WAY DEVELOPMENT PARTNERS, LLC,
a Florida limited liability company,

      Plaintiff,
v.

ATLANTIC SURETY & BOND CO.,
a foreign corporation, and
RICARDO MENDEZ, individually,

      Defendants.
_______________________________________/

              ORDER ON DEFENDANTS' MOTION TO DISMISS

      THIS CAUSE came before the Court on Defendants' Motion to Dismiss.

      DONE AND ORDERED in Chambers at Miami-Dade County, Florida, this 12th day of
January, 2021.

                                          ______________________________
                                          BEATRIZ L. SANTANA
                                          CIRCUIT COURT JUDGE`,
    ],
    docket: '2020-014522-CA-01',
    court: 'Circuit Court of the Eleventh Judicial Circuit in and for Miami-Dade County, Florida',
    judge: 'Beatriz L. Santana',
    plaintiffs: ['Coral Way Development Partners, LLC'],
    defendants: ['Atlantic Surety & Bond Co.', 'Ricardo Mendez'],
    filed: '2021-01-12',
  },
  {
    name: 'Florida district court of appeal, bracketed date, author line',
    pages: [
      `        DISTRICT COURT OF APPEAL OF THE STATE OF FLORIDA
                          FOURTH DISTRICT

                         TAMMY L. BROOKS,
                            Appellant,

                                v.

                SUNSHINE STATE INSURANCE COMPANY,
                             Appellee.

                           No. 4D21-1187

                         [February 9, 2022]

   Appeal from the Circuit Court for the Fifteenth Judicial Circuit, Palm Beach County;
Jaimie R. Goodwin, Judge; L.T. Case No. 502019CA004411.

   Peter Ruiz of Ruiz Law, P.A., Boca Raton, for appellant.

MAYFIELD, J.

   The insured appeals a final summary judgment for the insurer.`,
    ],
    filed: '2022-02-09',
    docket: '4D21-1187',
    court: 'District Court of Appeal of the State of Florida, Fourth District',
    judge: 'Mayfield',
    plaintiffs: ['Tammy L. Brooks'],
    defendants: ['Sunshine State Insurance Company'],
  },
  {
    name: 'Illinois circuit court, Cook County, estate by its executor',
    pages: [
      `            IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS
               COUNTY DEPARTMENT, CHANCERY DIVISION

ESTATE OF HAROLD J. WINSLOW, by            )
ANNE WINSLOW, Independent Executor,        )
                                           )
                     Plaintiff,            )
                                           )      No. 2019 CH 07734
           v.                              )
                                           )      Calendar 14
LAKESHORE TRUST BANK, N.A., and            )
NORTHBRIDGE ADVISORS, INC.,                )
                                           )
                     Defendants.           )

                  MEMORANDUM OPINION AND ORDER

      This matter comes before the Court on Defendants' motion to dismiss.

                                           ENTERED:

                                           ____________________________
                                           Judge Sofia M. Kaplan   No. 2061
Dated: November 4, 2020`,
    ],
    docket: '2019 CH 07734',
    court: 'Circuit Court of Cook County, Illinois',
    judge: 'Sofia M. Kaplan',
    plaintiffs: ['Estate of Harold J. Winslow'],
    defendants: ['Lakeshore Trust Bank, N.A.', 'Northbridge Advisors, Inc.'],
    filed: '2020-11-04',
  },
  {
    name: 'Illinois appellate court Rule 23 order, court below in the column',
    pages: [
      `                                 2021 IL App (1st) 200745-U
                                       No. 1-20-0745
                                  Order filed June 30, 2021
                                                                      Fourth Division

   NOTICE: This order was filed under Supreme Court Rule 23 and is not precedential. It cannot
be cited as precedent by any party except in the limited circumstances allowed under Rule 23(e)(1).
______________________________________________________________________________
                                          IN THE
                               APPELLATE COURT OF ILLINOIS
                                      FIRST DISTRICT
______________________________________________________________________________
THE PEOPLE OF THE STATE OF ILLINOIS,            )     Appeal from the
                                                )     Circuit Court of
          Plaintiff-Appellee,                   )     Cook County.
                                                )
     v.                                         )     No. 16 CR 12345
                                                )
DEANDRE L. MOSELEY,                             )     Honorable
                                                )     Thomas J. Byers,
          Defendant-Appellant.                  )     Judge, presiding.
______________________________________________________________________________

          JUSTICE HOLLOWAY delivered the judgment of the court.
          Presiding Justice Lampert and Justice Reyes concurred in the judgment.`,
    ],
    filed: '2021-06-30',
    docket: '1-20-0745',
    court: 'Appellate Court of Illinois, First District',
    judge: 'Holloway',
    plaintiffs: ['The People of the State of Illinois'],
    defendants: ['Deandre L. Moseley'],
  },
  {
    name: 'Pennsylvania common pleas, colon column, AND NOW date',
    pages: [
      `IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA
                           CIVIL DIVISION

KEYSTONE MECHANICAL CONTRACTORS,           :
INC.,                                      :     No. GD-20-008812
                    Plaintiff,             :
                                           :
          v.                               :
                                           :
THREE RIVERS DEVELOPMENT CORP.,            :
                    Defendant.             :

                            ORDER OF COURT

      AND NOW, to-wit, this 15th day of March, 2021, upon consideration of Plaintiff's Motion
to Compel, it is hereby ORDERED that the Motion is GRANTED.

                                           BY THE COURT:

                                           ____________________________
                                           PATRICIA A. DUNMORE, J.`,
    ],
    docket: 'GD-20-008812',
    court: 'Court of Common Pleas of Allegheny County, Pennsylvania',
    judge: 'Patricia A. Dunmore',
    plaintiffs: ['Keystone Mechanical Contractors, Inc.'],
    defendants: ['Three Rivers Development Corp.'],
    filed: '2021-03-15',
  },
  {
    name: 'Pennsylvania Commonwealth Court, petitioner and board, BY JUDGE',
    pages: [
      `             IN THE COMMONWEALTH COURT OF PENNSYLVANIA

Gerald P. Moore,                           :
                     Petitioner            :
                                           :
          v.                               :     No. 1123 C.D. 2020
                                           :     Submitted: May 7, 2021
Unemployment Compensation Board            :
of Review,                                 :
                     Respondent            :


BEFORE:    HONORABLE RENÉE C. HALVERSON, Judge
           HONORABLE PATRICIA A. McCULLEN, Judge
           HONORABLE ANNA R. FALKOWSKI, Judge

OPINION NOT REPORTED

MEMORANDUM OPINION
BY JUDGE FALKOWSKI                                             FILED: July 2, 2021

      Gerald P. Moore (Claimant) petitions for review of an order of the Unemployment
Compensation Board of Review.`,
    ],
    docket: '1123 C.D. 2020',
    court: 'Commonwealth Court of Pennsylvania',
    judge: 'Falkowski',
    plaintiffs: ['Gerald P. Moore'],
    defendants: ['Unemployment Compensation Board of Review'],
    filed: '2021-07-02',
  },
  {
    name: 'Ohio common pleas, clerk e-filing header, judge in the column',
    pages: [
      `Franklin County Ohio Clerk of Courts of the Common Pleas- 2022 May 16 2:31 PM-22CV003318

                    IN THE COURT OF COMMON PLEAS
                       FRANKLIN COUNTY, OHIO
                          CIVIL DIVISION

BUCKEYE HOME HEALTH SERVICES, LLC,    :
                                      :
          Plaintiff,                  :      Case No. 22CV003318
                                      :
     vs.                              :      JUDGE MARIANNE T. OSEI
                                      :
OHIO DEPARTMENT OF MEDICAID,          :
                                      :
          Defendant.                  :

              MOTION FOR TEMPORARY RESTRAINING ORDER`,
    ],
    filed: '2022-05-16',
    docket: '22CV003318',
    court: 'Court of Common Pleas, Franklin County, Ohio',
    judge: 'Marianne T. Osei',
    plaintiffs: ['Buckeye Home Health Services, LLC'],
    defendants: ['Ohio Department of Medicaid'],
  },
  {
    name: 'Ohio supreme court slip opinion, State ex rel., one-line title',
    pages: [
      `           NOTICE
      This slip opinion is subject to formal revision before it is published in an
advance sheet of the Ohio Official Reports. Readers are requested to promptly
notify the Reporter of Decisions, Supreme Court of Ohio, 65 South Front Street,
Columbus, Ohio 43215, of any typographical or other formal errors in the opinion.

                          SLIP OPINION NO. 2022-OHIO-1832
       THE STATE EX REL. PARKS, APPELLANT, v. OHIO ADULT PAROLE AUTHORITY, APPELLEE.
  [Cite as State ex rel. Parks v. Ohio Adult Parole Auth., Slip Opinion No. 2022-Ohio-1832.]
Mandamus—Parole—Court of appeals' dismissal of complaint affirmed.
   (No. 2021-1044—Submitted March 1, 2022—Decided June 3, 2022.)
     APPEAL from the Court of Appeals for Franklin County, No. 20AP-412, 2021-Ohio-2210.

      Per Curiam.`,
    ],
    filed: '2022-06-03',
    docket: '2021-1044',
    plaintiffs: ['State ex rel. Parks'],
    defendants: ['Ohio Adult Parole Authority'],
  },
  {
    name: 'Georgia superior court, e-filed stamp, ")" column',
    pages: [
      `                                                   Fulton County Superior Court
                                                              ***EFILED***QW
                                                     Date: 6/8/2021 10:14 AM
                                                      Cathelene Robinson, Clerk

             IN THE SUPERIOR COURT OF FULTON COUNTY
                       STATE OF GEORGIA

PEACHTREE MEDICAL ASSOCIATES, P.C.,    )
                                       )
     Plaintiff,                        )     CIVIL ACTION
                                       )     FILE NO. 2021CV349872
v.                                     )
                                       )
ALAN W. FORSYTHE and                   )
FORSYTHE ORTHOPEDICS, LLC,             )
                                       )
     Defendants.                       )

                        ORDER ON MOTION TO DISMISS

      SO ORDERED this 8th day of June, 2021.

                                        ______________________________
                                        Honorable Leonard B. Asante
                                        Judge, Superior Court of Fulton County
                                        Atlanta Judicial Circuit`,
    ],
    docket: '2021CV349872',
    court: 'Superior Court of Fulton County, State of Georgia',
    judge: 'Leonard B. Asante',
    plaintiffs: ['Peachtree Medical Associates, P.C.'],
    defendants: ['Alan W. Forsythe', 'Forsythe Orthopedics, LLC'],
    filed: '2021-06-08',
  },
  {
    name: 'Georgia court of appeals, docket and title on one line',
    pages: [
      `                              FIRST DIVISION
                              DAWKINS, P. J.,
                          HOLLIS and REYES, JJ.

                   NOTICE: Motions for reconsideration must be
                    physically received in our clerk's office within
                    ten days of the date of decision to be deemed timely filed.


                                                                      March 3, 2022



In the Court of Appeals of Georgia
 A21A1523. WILKERSON v. THE STATE.

          HOLLIS, Judge.

          Following a jury trial, Terrence Wilkerson was convicted of aggravated assault.`,
    ],
    docket: 'A21A1523',
    court: 'Court of Appeals of Georgia',
    plaintiffs: ['Wilkerson'],
    defendants: ['The State'],
    judge: 'Hollis',
    filed: '2022-03-03',
  },
  {
    name: 'Michigan court of appeals, "v" without a period, per curiam',
    pages: [
      `If this opinion indicates that it is "FOR PUBLICATION," it is subject to
             revision until final publication in the Michigan Appeals Reports.




                            STATE OF MICHIGAN

                             COURT OF APPEALS


PEOPLE OF THE STATE OF MICHIGAN,                                     UNPUBLISHED
                                                                     October 14, 2021
               Plaintiff-Appellee,

v                                                                    No. 353412
                                                                     Wayne Circuit Court
JAMAL R. PETTIFORD,                                                  LC No. 19-004521-01-FC

               Defendant-Appellant.


Before: GLEICHER, C.J., and JANSEN and LETICA, JJ.

PER CURIAM.

      Defendant appeals as of right his jury trial convictions.`,
    ],
    docket: '353412',
    court: 'Michigan Court of Appeals',
    plaintiffs: ['People of the State of Michigan'],
    defendants: ['Jamal R. Pettiford'],
    filed: '2021-10-14',
  },
  {
    name: 'Michigan circuit court, judge in the column, slash line',
    pages: [
      `                              STATE OF MICHIGAN
                 IN THE CIRCUIT COURT FOR THE COUNTY OF KENT

GRAND RIVER TOOL & DIE, INC.,
a Michigan corporation,
                                                       Case No. 20-04417-CB
           Plaintiff,
                                                       HON. DANIELLE M. KOWALCZYK
v.

MIDWEST STEEL SUPPLY CO.,

           Defendant.
__________________________________________/

                   OPINION AND ORDER ON MOTION FOR SUMMARY DISPOSITION`,
    ],
    docket: '20-04417-CB',
    court: 'Circuit Court for the County of Kent',
    judge: 'Danielle M. Kowalczyk',
    plaintiffs: ['Grand River Tool & Die, Inc.'],
    defendants: ['Midwest Steel Supply Co.'],
  },
  {
    name: 'New Jersey superior court complaint, eCourts header, court on the right',
    pages: [
      `         BER-L-004512-21 07/19/2021 3:44:12 PM Pg 1 of 12 Trans ID: LCV20211712345

ANDERSON & REILLY, LLC
Attorney ID No. 012341998
40 Main Street, Hackensack, NJ 07601
(201) 555-0110
Attorneys for Plaintiff, Garden State Paving Co.

GARDEN STATE PAVING CO.,                      SUPERIOR COURT OF NEW JERSEY
                                              LAW DIVISION: BERGEN COUNTY
                Plaintiff,
                                              DOCKET NO. BER-L-004512-21
      v.
                                                        Civil Action
TOWNSHIP OF MAHWAH and JOHN DOES 1-10,
                                              COMPLAINT AND JURY DEMAND
                Defendants.

      Plaintiff Garden State Paving Co., by way of Complaint against Defendants, says:`,
    ],
    filed: '2021-07-19',
    docket: 'BER-L-004512-21',
    court: 'Superior Court of New Jersey, Law Division, Bergen County',
    plaintiffs: ['Garden State Paving Co.'],
    judge: null,
    defendants: ['Township of Mahwah'],
  },
  {
    name: 'New Jersey Appellate Division, Plaintiff-Respondent, Decided date',
    pages: [
      `                                 NOT FOR PUBLICATION WITHOUT THE
                                APPROVAL OF THE APPELLATE DIVISION
     This opinion shall not "constitute precedent or be binding upon any court." Although it is
  posted on the internet, this opinion is binding only on the parties in the case and its use
          in other cases is limited. R. 1:36-3.




                                             SUPERIOR COURT OF NEW JERSEY
                                             APPELLATE DIVISION
                                             DOCKET NO. A-2231-19

STATE OF NEW JERSEY,

      Plaintiff-Respondent,

v.

KEVIN A. DORSEY,

      Defendant-Appellant.
_______________________

             Submitted January 11, 2021 – Decided February 3, 2021

             Before Judges Fasciale and Mayer.

             On appeal from the Superior Court of New Jersey, Law Division, Camden County,
             Indictment No. 17-05-1442.`,
    ],
    filed: '2021-02-03',
    docket: 'A-2231-19',
    court: 'Superior Court of New Jersey, Appellate Division',
    plaintiffs: ['State of New Jersey'],
    defendants: ['Kevin A. Dorsey'],
  },
  {
    name: 'Washington court of appeals, FILED stamp, descriptions after the names',
    pages: [
      `                                                                      FILED
                                                                     8/23/2021
                                                                  Court of Appeals
                                                                     Division I
                                                                State of Washington

      IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON

 CASCADE TIMBER RESOURCES, LLC, a           )      No. 82145-3-I
 Washington limited liability company,      )
                                            )      DIVISION ONE
                      Appellant,            )
                                            )
               v.                           )      UNPUBLISHED OPINION
                                            )
 KING COUNTY, a political subdivision       )
 of the State of Washington,                )
                                            )
                      Respondent.           )
                                            )

      VELASQUEZ, J. — Cascade Timber Resources appeals the dismissal of its land use petition.`,
    ],
    docket: '82145-3-I',
    court: 'Court of Appeals of the State of Washington, Division One',
    judge: 'Velasquez',
    plaintiffs: ['Cascade Timber Resources, LLC'],
    defendants: ['King County'],
    filed: '2021-08-23',
  },
  {
    name: 'Washington superior court motion, judge and hearing above the caption',
    pages: [
      `                                              The Honorable Miriam K. Adebayo
                                              Noted for Hearing: March 5, 2021 at 9:00 a.m.




          IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON
                     IN AND FOR THE COUNTY OF KING

PUGET SOUND TENANTS UNION, et al.,           NO. 20-2-15678-1 SEA

                      Plaintiffs,            DEFENDANT'S MOTION FOR
                                             SUMMARY JUDGMENT
           v.

EVERGREEN PROPERTY MANAGEMENT, INC.,

                      Defendant.`,
    ],
    docket: '20-2-15678-1 SEA',
    court: 'Superior Court of the State of Washington in and for the County of King',
    judge: 'Miriam K. Adebayo',
    plaintiffs: ['Puget Sound Tenants Union'],
    defendants: ['Evergreen Property Management, Inc.'],
  },
  {
    name: 'Massachusetts superior court, "ss." county, centred names',
    pages: [
      `COMMONWEALTH OF MASSACHUSETTS

SUFFOLK, ss.                                         SUPERIOR COURT
                                                     CIVIL ACTION
                                                     NO. 2084CV01876-BLS2

                      BEACON HILL BIOSCIENCES, INC.,
                                  Plaintiff

                                       vs.

               CHARLES RIVER ANALYTICS GROUP, LLC and
                          PRIYA NATARAJAN,
                                 Defendants

      MEMORANDUM OF DECISION AND ORDER ON DEFENDANTS' MOTION TO DISMISS

      Beacon Hill Biosciences sues a former consultant and her firm.

                                                ____________________________
                                                Helena R. Okafor
Dated: April 9, 2021                            Justice of the Superior Court`,
    ],
    docket: '2084CV01876-BLS2',
    court: 'Massachusetts Superior Court, Suffolk County',
    judge: 'Helena R. Okafor',
    plaintiffs: ['Beacon Hill Biosciences, Inc.'],
    defendants: ['Charles River Analytics Group, LLC', 'Priya Natarajan'],
    filed: '2021-04-09',
  },
  {
    name: 'Massachusetts SJC slip opinion, COMMONWEALTH vs.',
    pages: [
      `NOTICE: All slip opinions and orders are subject to formal revision and are superseded by the
advance sheets and bound volumes of the Official Reports. If you find a typographical error or
other formal error, please notify the Reporter of Decisions, Supreme Judicial Court, John Adams
Courthouse, 1 Pemberton Square, Suite 2500, Boston, MA, 02108-1750; (617) 557-1030;
SJCReporter@sjc.state.ma.us

SJC-13105

                  COMMONWEALTH   vs.   DARNELL J. PRICE.



       Suffolk.       October 5, 2021. - January 14, 2022.

  Present:  Budd, C.J., Gaziano, Lowy, Cypher, Kafker, & Wendlandt, JJ.


     KAFKER, J.   The defendant was convicted of murder in the first degree.`,
    ],
    docket: 'SJC-13105',
    plaintiffs: ['Commonwealth'],
    defendants: ['Darnell J. Price'],
    judge: 'Kafker',
  },
  {
    name: 'Louisiana district court petition, parish, VERSUS, blank FILED line',
    pages: [
      `                     19TH JUDICIAL DISTRICT COURT

                     PARISH OF EAST BATON ROUGE

                         STATE OF LOUISIANA

NO. C-712345                                           SECTION 24

                    BAYOU STATE CONTRACTORS, INC.

                                VERSUS

         LOUISIANA DEPARTMENT OF TRANSPORTATION AND DEVELOPMENT

FILED: ______________________               ____________________________
                                            DEPUTY CLERK

                        PETITION FOR DAMAGES

      NOW INTO COURT, through undersigned counsel, comes Bayou State Contractors, Inc.`,
    ],
    docket: 'C-712345',
    court: '19th Judicial District Court, Parish of East Baton Rouge, State of Louisiana',
    plaintiffs: ['Bayou State Contractors, Inc.'],
    defendants: ['Louisiana Department of Transportation and Development'],
    judge: null,
    filed: null,
  },
  {
    name: 'Louisiana court of appeal, judge below presiding',
    pages: [
      `                         STATE OF LOUISIANA

                           COURT OF APPEAL

                            FIRST CIRCUIT

                            2021 CA 0874

                       ANGELA M. THIBODEAUX

                                VERSUS

                  ACADIANA HEALTH SYSTEMS, L.L.C.

                                         Judgment Rendered:    FEB 25 2022

                 On Appeal from the Nineteenth Judicial District Court
                      In and for the Parish of East Baton Rouge
                                 State of Louisiana
                           Docket No. C-689123, Section 26

                   Honorable Donald R. Jameson, Judge Presiding

BEFORE: McDONALD, HOLDRIDGE, AND PENZATO, JJ.`,
    ],
    docket: '2021 CA 0874',
    court: 'Court of Appeal of Louisiana, First Circuit',
    plaintiffs: ['Angela M. Thibodeaux'],
    defendants: ['Acadiana Health Systems, L.L.C.'],
    filed: '2022-02-25',
  },
  {
    name: 'Colorado district court, boxed caption with labelled sides',
    pages: [
      `DISTRICT COURT, CITY AND COUNTY OF DENVER,
COLORADO
Court Address:
1437 Bannock Street                                      DATE FILED: May 3, 2021 4:55 PM
Denver, CO 80202                                         FILING ID: 8A1B2C3D4E5F6
                                                         CASE NUMBER: 2021CV31245
Plaintiff:
FRONT RANGE SOLAR COOPERATIVE,

v.

Defendants:
SUMMIT GRID SERVICES INC.; and PUBLIC SERVICE COMPANY OF
COLORADO.                                                 ▲ COURT USE ONLY ▲
__________________________________________________________________________
Attorneys for Plaintiff:                                  Case Number: 2021CV31245
Laura S. Whitcomb, #41234
WHITCOMB LAW LLC                                          Division: 269
1600 Stout Street, Suite 500
Denver, CO 80202
__________________________________________________________________________
                          COMPLAINT AND JURY DEMAND`,
    ],
    docket: '2021CV31245',
    plaintiffs: ['Front Range Solar Cooperative'],
    defendants: ['Summit Grid Services Inc.', 'Public Service Company of Colorado'],
    court: 'District Court, City and County of Denver, Colorado',
    filed: '2021-05-03',
  },
  {
    name: 'Arizona superior court complaint, clerk e-filing stamp, line numbers',
    pages: [
      `                                                      Clerk of the Superior Court
                                                      *** Electronically Filed ***
                                                             T. Hays, Deputy
                                                         9/14/2022 3:12:00 PM
                                                           Filing ID 15012345
 1   Jonathan R. Pike (#023456)
     PIKE LAW GROUP, PLC
 2   2 North Central Avenue, Suite 1100
     Phoenix, Arizona 85004
 3   Attorneys for Plaintiff
 4
 5
 6                 IN THE SUPERIOR COURT OF THE STATE OF ARIZONA
 7                      IN AND FOR THE COUNTY OF MARICOPA
 8
 9   SONORAN DESERT WATER COMPANY, an            Case No. CV2022-012345
     Arizona corporation,
10                                               COMPLAINT
                       Plaintiff,
11                                               (Breach of Contract; Unjust Enrichment)
     vs.
12
     CITY OF GLENDALE, an Arizona municipal
13   corporation; JOHN and JANE DOES I-X,
14                     Defendants.`,
    ],
    filed: '2022-09-14',
    docket: 'CV2022-012345',
    court: 'Superior Court of the State of Arizona in and for the County of Maricopa',
    judge: null,
    plaintiffs: ['Sonoran Desert Water Company'],
    defendants: ['City of Glendale'],
  },
  {
    name: 'Minnesota district court, state and county on the left, court on the right',
    pages: [
      `STATE OF MINNESOTA                                               DISTRICT COURT

COUNTY OF HENNEPIN                                     FOURTH JUDICIAL DISTRICT
                                                            Case Type: Contract

Northstar Grain Cooperative,                          Court File No. 27-CV-21-04567

                     Plaintiff,

v.                                                        ORDER GRANTING
                                                       SUMMARY JUDGMENT
Prairie Rail Logistics, Inc.,

                     Defendant.


      The above-entitled matter came before the Honorable Ingrid S. Thorsen, Judge of District
Court, on September 9, 2021.`,
    ],
    docket: '27-CV-21-04567',
    court: 'Minnesota District Court, Fourth Judicial District, Hennepin County',
    judge: 'Ingrid S. Thorsen',
    plaintiffs: ['Northstar Grain Cooperative'],
    defendants: ['Prairie Rail Logistics, Inc.'],
  },
]

runGallery('caption gallery: state courts', CASES)

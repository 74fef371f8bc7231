// The filing-date gallery: the stamps, date lines and docket rows US courts print a paper's filing
// date with, invented (names, numbers, dates) in the forms clerks, e-filing systems, reporters and
// judges use, each with the date a labeller would give the "Date filed" column, or null when the
// paper gives none. The other galleries hold ECF headers, NYSCEF's common header and the opinion
// headings; these are the forms they lack.
import { type GalleryCase, runGallery } from './gallery.harness'

const CAPTION = `
PLAINTIFF NAME: MARISOL AVENDANO,
            Plaintiff,
      v.
HOLLIS GRAIN COOPERATIVE, INC.,
            Defendant.`

const CASES: GalleryCase[] = [
  {
    name: 'federal clerk’s clock stamp, year first, beside the caption',
    pages: [
      `                                                   FILED
                                            CLERK, U.S. DISTRICT COURT
                                            2019 MAY -3 PM 4:12
                                            CENTRAL DISTRICT OF CALIF.
                     UNITED STATES DISTRICT COURT
                    CENTRAL DISTRICT OF CALIFORNIA
${CAPTION}
                        COMPLAINT FOR DAMAGES`,
    ],
    filed: '2019-05-03',
  },
  {
    name: '"RECEIVED AND FILED" stamp over a capital-month date',
    pages: [
      `                                              RECEIVED AND FILED
                                                  MAY 03 2019
                                             CLERK OF SUPERIOR COURT
               IN THE SUPERIOR COURT OF THE STATE OF ARIZONA
                      IN AND FOR THE COUNTY OF PIMA
${CAPTION}
                        MOTION TO COMPEL`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'California "ENDORSED FILED" stamp',
    pages: [
      `                                              ENDORSED
                                                FILED
                                       ALAMEDA COUNTY
                                            MAY 03 2019
                                   CLERK OF THE SUPERIOR COURT
                                   By: Teresa Quon, Deputy
             SUPERIOR COURT OF THE STATE OF CALIFORNIA
                       COUNTY OF ALAMEDA
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: '"E-FILED" with a numeric date and time',
    pages: [
      `                                              E-FILED
                                       5/3/2019 4:12 PM
                                       Clerk of Court
                                       Superior Court of CA,
                                       County of Santa Clara
                                       19CV347812
             SUPERIOR COURT OF THE STATE OF CALIFORNIA
                     COUNTY OF SANTA CLARA
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'California "Electronically FILED by Superior Court … on" stamp',
    pages: [
      `   Electronically FILED by Superior Court of California, County of Riverside on 5/3/2019 4:12 PM
   Sherri R. Carter, Executive Officer/Clerk of Court, by R. Lemus, Deputy Clerk
             SUPERIOR COURT OF THE STATE OF CALIFORNIA
                    FOR THE COUNTY OF RIVERSIDE
${CAPTION}
                        COMPLAINT`,
    ],
    filed: '2019-05-03',
  },
  {
    name: '"FILED IN OPEN COURT" stamp with its date line',
    pages: [
      `                                            FILED IN OPEN COURT
                                            ON May 3, 2019
                                            Peter A. Moore, Jr., Clerk
                                            US District Court
                                            Eastern District of NC
                 IN THE UNITED STATES DISTRICT COURT
             FOR THE EASTERN DISTRICT OF NORTH CAROLINA
UNITED STATES OF AMERICA
      v.
DERRICK LAMONT HOSKINS
                          PLEA AGREEMENT`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Oklahoma "FILED IN DISTRICT COURT OKLAHOMA COUNTY" stamp',
    pages: [
      `                                       FILED IN DISTRICT COURT
                                          OKLAHOMA COUNTY
                                            MAY - 3 2019
                                           RICK WARREN
                                          COURT CLERK
                                         34_____________
          IN THE DISTRICT COURT OF OKLAHOMA COUNTY
                    STATE OF OKLAHOMA
${CAPTION}
                          PETITION`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Florida e-portal header: "Filing # … E-Filed 05/03/2019"',
    pages: [
      `Filing # 88765432 E-Filed 05/03/2019 04:12:33 PM
          IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT
                 IN AND FOR MIAMI-DADE COUNTY, FLORIDA
                                              CASE NO.: 2019-013377-CA-01
${CAPTION}
                          COMPLAINT`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Texas district clerk’s e-file stamp, date and time over the clerk’s name',
    pages: [
      `                                                           Filed 5/3/2019 4:12 PM
                                                           Velma R. Pryce
                                                           District Clerk
                                                           Travis County
                                                           D-1-GN-19-002718
                              CAUSE NO. D-1-GN-19-002718
MARISOL AVENDANO,                       §      IN THE DISTRICT COURT OF
      Plaintiff,                        §
v.                                      §      TRAVIS COUNTY, TEXAS
HOLLIS GRAIN COOPERATIVE, INC.,         §
      Defendant.                        §      201ST JUDICIAL DISTRICT
                      PLAINTIFF’S ORIGINAL PETITION`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'New York county clerk header without a NYSCEF line under it',
    pages: [
      `FILED: KINGS COUNTY CLERK 05/03/2019 04:12 PM                     INDEX NO. 509812/2019
NYSCEF DOC. NO. 14                                          RECEIVED NYSCEF: 05/06/2019
SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF KINGS
${CAPTION}
                 AFFIRMATION IN OPPOSITION`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Illinois circuit clerk’s e-filing stamp',
    pages: [
      `                                                   FILED
                                                   5/3/2019 4:12 PM
                                                   DOROTHEA BRAUN
                                                   CIRCUIT CLERK
                                                   COOK COUNTY, IL
                                                   2019L004781
            IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS
               COUNTY DEPARTMENT, LAW DIVISION
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Illinois stamp on one line: "FILED 5/3/2019 4:12 PM … CIRCUIT CLERK"',
    pages: [
      `FILED 5/3/2019 4:12 PM DOROTHEA BRAUN CIRCUIT CLERK COOK COUNTY, IL 2019CH05512
            IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'federal appellate opinion: "Argued …  Decided …" across a column gap',
    pages: [
      `                United States Court of Appeals
                   FOR THE DISTRICT OF COLUMBIA CIRCUIT
            Argued February 14, 2019          Decided May 3, 2019
                                 No. 18-5123
               MARISOL AVENDANO, APPELLANT
                          v.
               HOLLIS GRAIN COOPERATIVE, INC., APPELLEE`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Ninth Circuit memorandum: "Submitted … Filed …"',
    pages: [
      `                            NOT FOR PUBLICATION                      FILED
                     UNITED STATES COURT OF APPEALS                  MAY 3 2019
                                                                MOLLY C. DWYER, CLERK
                                                                 U.S. COURT OF APPEALS
                            FOR THE NINTH CIRCUIT
MARISOL AVENDANO,                                No. 17-56012
            Plaintiff-Appellant,                 D.C. No. 2:16-cv-04412
  v.
HOLLIS GRAIN COOPERATIVE, INC.,                  MEMORANDUM*
            Defendant-Appellee.
                 Appeal from the United States District Court
                    for the Central District of California
                         Submitted April 10, 2019**
                           Pasadena, California`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'state appellate opinion: "Submitted … Filed" on one line',
    pages: [
      `                    IN THE COURT OF APPEALS OF IOWA
                              No. 18-1442
                        Submitted April 10, 2019.  Filed May 3, 2019.
MARISOL AVENDANO,
      Plaintiff-Appellant,
vs.
HOLLIS GRAIN COOPERATIVE, INC.,
      Defendant-Appellee.`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Florida order: "DONE AND ORDERED in Chambers at Miami, Florida, this 3rd day of May, 2019"',
    pages: [
      `                UNITED STATES DISTRICT COURT
                SOUTHERN DISTRICT OF FLORIDA
                 Case No. 19-cv-21450-GAYLES
${CAPTION}
                  ORDER ON MOTION TO DISMISS
      THIS CAUSE came before the Court on Defendant’s Motion to Dismiss, filed March 4, 2019.
The Motion is GRANTED.
      DONE AND ORDERED in Chambers at Miami, Florida, this 3rd day of May, 2019.
                                        ______________________________
                                        DARRIN P. GAYLES
                                        UNITED STATES DISTRICT JUDGE`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'proposed order: "ENTERED this ___ day of ______, 20__" gives no date',
    pages: [
      `         IN THE CIRCUIT COURT OF FAIRFAX COUNTY, VIRGINIA
${CAPTION}
                          [PROPOSED] ORDER
      Upon consideration of the Motion, it is ORDERED that the Motion is GRANTED.
      ENTERED this ____ day of ______________, 20___.
                                        ______________________________
                                        Judge`,
    ],
    filed: null,
  },
  {
    name: 'a formal date in words: "the third day of May, two thousand nineteen"',
    pages: [
      `         STATE OF NEW YORK
         SUPREME COURT : COUNTY OF ERIE
${CAPTION}
                                ORDER
      At a Special Term of the Supreme Court held in and for the County of Erie, at the
Courthouse, Buffalo, New York, on the third day of May, two thousand nineteen.
      PRESENT: HON. CORINNE A. MADDOX, J.S.C.
                                        ENTER:
                                        ______________________________
                                        J.S.C.`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'state docket sheet: "Date Filed:" beside "Date Terminated:"',
    pages: [
      `                      CASE SUMMARY
                    CASE NO. 49D01-1905-CT-018233
Marisol Avendano v. Hollis Grain Cooperative, Inc.      §   Location: Marion Superior Court 1
                                                        §   Judicial Officer: Ruiz, Helena
                                                        §   Filed on: 05/03/2019
Date Terminated: 11/20/2020   Case Type: CT - Civil Tort
                    DATE        EVENTS & ORDERS OF THE COURT
                    05/03/2019  Complaint/Equivalent Pleading Filed
                    11/20/2020  Dismissal Order`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'federal docket sheet: "Date Filed" then "Date Terminated" on the next line',
    pages: [
      `                       U.S. District Court
              District of Minnesota (DMN)
        CIVIL DOCKET FOR CASE #: 0:19-cv-01187-ABC-XYZ
Avendano v. Hollis Grain Cooperative, Inc.
Assigned to: Judge Ramona T. Ellefson
Cause: 28:1332 Diversity-Breach of Contract
Date Terminated: 11/20/2020
Date Filed: 05/03/2019
Jury Demand: Both
Nature of Suit: 190 Contract: Other
 Date Filed   #   Docket Text
 05/03/2019   1   COMPLAINT against Hollis Grain Cooperative, Inc. (Filing fee $400)
 11/20/2020  44   ORDER OF DISMISSAL`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'complaint with no stamp: its signature date',
    pages: [
      `           IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI
                        AT KANSAS CITY
${CAPTION}
                             PETITION
      1. Plaintiff is a resident of Jackson County, Missouri.
      WHEREFORE, Plaintiff prays for judgment against Defendant.
Dated: May 3, 2019                      Respectfully submitted,
                                        /s/ Owen Kessler
                                        Owen Kessler, MO Bar #61234`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'New Jersey clerk’s order: "Dated:" under the judge’s line, filed stamp above',
    pages: [
      `                                       FILED
                                    MAY 03 2019
                             JUDGE CHARLOTTE W. REYES, J.S.C.
MARISOL AVENDANO,                     SUPERIOR COURT OF NEW JERSEY
            Plaintiff,                LAW DIVISION: BERGEN COUNTY
      v.                              DOCKET NO. BER-L-2214-19
HOLLIS GRAIN COOPERATIVE, INC.,
            Defendant.                ORDER`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'a "Dated:" line with blanks gives no date',
    pages: [
      `         IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA
${CAPTION}
                               ORDER OF COURT
      AND NOW, this _____ day of ______________, 2019, upon consideration of the Motion,
it is ORDERED that the Motion is GRANTED.
                                        BY THE COURT:
                                        ______________________________
                                        J.`,
    ],
    filed: null,
  },
  {
    name: 'Philadelphia "Filed and Attested by the Office of Judicial Records" stamp',
    pages: [
      `                                    Filed and Attested by the
                                   Office of Judicial Records
                                       03 MAY 2019 04:12 pm
                                            M. CRUZ
       IN THE COURT OF COMMON PLEAS OF PHILADELPHIA COUNTY
                    CIVIL TRIAL DIVISION
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Washington superior court stamp: "FILED / KING COUNTY, WASHINGTON / MAY 03 2019"',
    pages: [
      `                                              FILED
                                      KING COUNTY, WASHINGTON
                                            MAY 03 2019
                                     SUPERIOR COURT CLERK
              SUPERIOR COURT OF WASHINGTON FOR KING COUNTY
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Georgia "FILED IN OFFICE" stamp with the deputy clerk under the date',
    pages: [
      `                                          FILED IN OFFICE
                                            MAY 03 2019
                                       DEPUTY CLERK SUPERIOR COURT
                                        FULTON COUNTY, GA
            IN THE SUPERIOR COURT OF FULTON COUNTY
                      STATE OF GEORGIA
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'no stamp and no date line: the prose’s "filed on" dates another paper',
    pages: [
      `           IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS
${CAPTION}
                  MEMORANDUM IN SUPPORT OF MOTION TO DISMISS
      On May 3, 2019, Plaintiff filed the Petition. Defendant was served on May 20, 2019.
      The Petition fails to state a claim. Hearing: June 14, 2019 at 9:00 a.m.`,
    ],
    filed: null,
  },
  {
    name: 'a notice’s hearing date and time is not a stamp',
    pages: [
      `           SUPERIOR COURT OF THE STATE OF CALIFORNIA
                      COUNTY OF SAN DIEGO
${CAPTION}
                      NOTICE OF HEARING ON DEMURRER
Date: June 14, 2019
Time: 9:00 a.m.
Dept.: C-65
      PLEASE TAKE NOTICE that on June 14, 2019 at 9:00 a.m. the demurrer will be heard.`,
    ],
    filed: null,
  },
  {
    name: 'Kentucky e-filing header: "Filed", the case’s number, the date, the circuit clerk',
    pages: [
      `Filed          19-CI-01234     05/03/2019          Vincent Riggs, Fayette Circuit Clerk
                     COMMONWEALTH OF KENTUCKY
                    FAYETTE CIRCUIT COURT
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Ohio clerk’s e-filing stamp, the weekday before the date',
    pages: [
      `                                          ELECTRONICALLY FILED
                                       COURT OF COMMON PLEAS
                                   Friday, May 3, 2019 4:12:33 PM
                                CASE NUMBER: 2019 CV 02345 Docket ID: 33443871
                                             MIKE FOLEY
                             CLERK OF COURTS MONTGOMERY COUNTY OHIO
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'South Carolina running stamp: "ELECTRONICALLY FILED - 2019 May 03 4:12 PM - …"',
    pages: [
      `ELECTRONICALLY FILED - 2019 May 03 4:12 PM - RICHLAND - COMMON PLEAS - CASE#2019CP4002345
STATE OF SOUTH CAROLINA           )      IN THE COURT OF COMMON PLEAS
COUNTY OF RICHLAND                )
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Missouri running stamp: "Electronically Filed - Jackson - Circuit - May 03, 2019 - 04:12 PM"',
    pages: [
      `Electronically Filed - Jackson - Circuit - May 03, 2019 - 04:12 PM
           IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Delaware File & ServeXpress header: "EFiled: May 03 2019 04:12PM EDT"',
    pages: [
      `EFiled: May 03 2019 04:12PM EDT
Transaction ID 63245678
Case No. 2019-0345-JRS
           IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'Minnesota header: "Filed in District Court State of Minnesota 5/3/2019 4:12 PM"',
    pages: [
      `                                                              27-CV-19-7123
                                                     Filed in District Court
                                                       State of Minnesota
                                                      5/3/2019 4:12 PM
STATE OF MINNESOTA                                      DISTRICT COURT
COUNTY OF HENNEPIN                             FOURTH JUDICIAL DISTRICT
${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'a clerk’s clock stamp, year first, with the clerk’s line under it',
    pages: [
      `                       2019 MAY 03 AM 10:41\n                    CLERK OF THE COURT${CAPTION}`,
    ],
    filed: '2019-05-03',
  },
  {
    name: 'a judgment’s "Date of Entry:" line',
    pages: [
      `     IN THE CIRCUIT COURT OF PULASKI COUNTY${CAPTION}\n   JUDGMENT\nDate of Entry: 05/03/2019`,
    ],
    filed: '2019-05-03',
  },
]

runGallery('the filing-date gallery: stamps, date lines and docket rows', CASES)

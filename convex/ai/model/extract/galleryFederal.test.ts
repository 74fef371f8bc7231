// The caption gallery, federal part: district, circuit and bankruptcy courts and an agency, as
// their PDF text layers render them (ECF headers, ")" columns, line numbers, split names).
import { describe, expect, test } from 'vitest'
import { captionFacts } from '../facts/caption'
import { sameCourt, sameDocket } from './compare'
import { type GalleryCase, pagesOf, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'N.D. Cal. order, et al., side column',
    pages: [
      `Case 3:21-cv-04417-JSC   Document 58   Filed 09/14/22   Page 1 of 18



                         UNITED STATES DISTRICT COURT

                        NORTHERN DISTRICT OF CALIFORNIA



 MARIA ALVAREZ, et al.,                         Case No. 21-cv-04417-JSC
                Plaintiffs,
                                                ORDER RE: MOTION TO DISMISS
          v.
                                                Re: Dkt. No. 41
 BRIGHTLINE LOGISTICS, INC.,
                Defendant.



      Plaintiffs, delivery drivers, bring wage claims against Brightline Logistics. Before the
Court is Brightline's motion to dismiss. Having carefully considered the parties' briefing, the
Court GRANTS the motion in part.`,
      `Case 3:21-cv-04417-JSC   Document 58   Filed 09/14/22   Page 18 of 18

      IT IS SO ORDERED.
Dated: September 14, 2022

                                                  ______________________________________
                                                  RITA M. OKONKWO
                                                  United States District Judge`,
    ],
    docket: '3:21-cv-04417-JSC',
    court: 'United States District Court for the Northern District of California',
    judge: 'Rita M. Okonkwo',
    plaintiffs: ['Maria Alvarez'],
    defendants: ['Brightline Logistics, Inc.'],
    filed: '2022-09-14',
  },
  {
    name: 'S.D. Tex. memorandum, § column',
    pages: [
      `Case 4:19-cv-02231 Document 112 Filed on 06/03/20 in TXSD Page 1 of 9
                      IN THE UNITED STATES DISTRICT COURT
                      FOR THE SOUTHERN DISTRICT OF TEXAS
                               HOUSTON DIVISION

GULF COAST PIPE & SUPPLY, LLC,            §
                                          §
       Plaintiff,                         §
                                          §
V.                                        §      CIVIL ACTION NO. 4:19-cv-02231
                                          §
ORION MARINE SERVICES, INC. and           §
TIDEWATER FABRICATION CO.,                §
                                          §
       Defendants.                        §

                          MEMORANDUM AND ORDER

      Pending before the Court is Defendants' Motion for Summary Judgment (Doc. No. 98).`,
      `Case 4:19-cv-02231 Document 112 Filed on 06/03/20 in TXSD Page 9 of 9
      SIGNED at Houston, Texas, this 3rd day of June, 2020.


                                          _______________________________
                                          GEORGE C. HALLORAN
                                          UNITED STATES DISTRICT JUDGE`,
    ],
    docket: '4:19-cv-02231',
    court: 'United States District Court for the Southern District of Texas',
    judge: 'George C. Halloran',
    plaintiffs: ['Gulf Coast Pipe & Supply, LLC'],
    defendants: ['Orion Marine Services, Inc.', 'Tidewater Fabrication Co.'],
    filed: '2020-06-03',
  },
  {
    name: 'Ninth Circuit memorandum, roles with hyphens, FILED stamp',
    pages: [
      `                            NOT FOR PUBLICATION                          FILED
                    UNITED STATES COURT OF APPEALS                      MAR 17 2023
                                                                   MOLLY C. DWYER, CLERK
                          FOR THE NINTH CIRCUIT                   U.S. COURT OF APPEALS

SANDRA PELLETIER,                                 No.   21-55890

                Plaintiff-Appellant,              D.C. No.
                                                  2:20-cv-06112-ODW-JEM
  v.

COUNTY OF LOS ANGELES; et al.,                    MEMORANDUM*

                Defendants-Appellees.

                    Appeal from the United States District Court
                        for the Central District of California
                     Otis D. Wheeler II, District Judge, Presiding

                             Submitted March 8, 2023**
                                Pasadena, California

Before: WALLACE, SILVERMAN, and BUMATAY, Circuit Judges.

      Sandra Pelletier appeals pro se from the district court's judgment dismissing her action.`,
    ],
    docket: '21-55890',
    court: 'United States Court of Appeals for the Ninth Circuit',
    plaintiffs: ['Sandra Pelletier'],
    defendants: ['County of Los Angeles'],
    filed: '2023-03-17',
  },
  {
    name: 'Bankruptcy S.D.N.Y., In re with colon column',
    pages: [
      `22-10943-mew   Doc 1287   Filed 03/28/23   Entered 03/28/23 14:02:11   Main Document   Pg 1 of 24

UNITED STATES BANKRUPTCY COURT
SOUTHERN DISTRICT OF NEW YORK
------------------------------------------------------------ x
                                                             :
In re:                                                       :   Chapter 11
                                                             :
HARBOR POINT HOLDINGS, INC., et al.,1                        :   Case No. 22-10943 (MEW)
                                                             :
                         Debtors.                            :   (Jointly Administered)
------------------------------------------------------------ x

            MEMORANDUM DECISION ON THE DEBTORS' OBJECTION TO CLAIM NO. 412

      The Debtors object to the claim of a former landlord.`,
    ],
    docket: '22-10943',
    court: 'United States Bankruptcy Court for the Southern District of New York',
    plaintiffs: null,
    defendants: null,
    filed: '2023-03-28',
  },
  {
    name: 'Fourth Circuit, criminal appeal, USCA4 header',
    pages: [
      `USCA4 Appeal: 20-4512      Doc: 45         Filed: 11/02/2021      Pg: 1 of 9




                                      UNPUBLISHED

                         UNITED STATES COURT OF APPEALS
                             FOR THE FOURTH CIRCUIT


                                      No. 20-4512


UNITED STATES OF AMERICA,

                      Plaintiff - Appellee,

               v.

TREVON MARCUS ELLIOTT,

                      Defendant - Appellant.


Appeal from the United States District Court for the Eastern District of Virginia, at Norfolk.
Raymond A. Jacobsen, Senior District Judge. (2:19-cr-00088-RAJ-DEM-1)


Submitted: October 12, 2021                                   Decided: November 2, 2021


Before NIEMEYER, AGEE, and RICHARDSON, Circuit Judges.


Affirmed by unpublished per curiam opinion.`,
    ],
    docket: '20-4512',
    court: 'United States Court of Appeals for the Fourth Circuit',
    plaintiffs: ['United States of America'],
    defendants: ['Trevon Marcus Elliott'],
    filed: '2021-11-02',
  },
  {
    name: 'D. Ariz. indictment, line numbers, two defendants with counts',
    pages: [
      `Case 2:22-cr-00415-DLR   Document 12   Filed 04/05/22   Page 1 of 4



 1   GARY M. RESTON
     United States Attorney
 2   District of Arizona

 3   ANNA L. CHU
     Assistant U.S. Attorney
 4   Arizona State Bar No. 031245
     Two Renaissance Square
 5   40 N. Central Ave., Suite 1800
     Phoenix, Arizona 85004
 6   Attorneys for Plaintiff

 7                      IN THE UNITED STATES DISTRICT COURT
 8                          FOR THE DISTRICT OF ARIZONA
 9
     United States of America,                       No. CR-22-00415-PHX-DLR
10
                          Plaintiff,                  INDICTMENT
11
     vs.                                              VIO:  21 U.S.C. § 841(a)(1)
12                                                          (Possession with Intent to
     Luis Alberto Ramirez-Ortega,                           Distribute)
13   (Counts 1-2)                                           Counts 1-2
     and
14   Hector Daniel Soto,
     (Count 2)
15
                          Defendants.
16`,
    ],
    filed: '2022-04-05',
    court: 'United States District Court for the District of Arizona',
    plaintiffs: ['United States of America'],
    defendants: ['Luis Alberto Ramirez-Ortega', 'Hector Daniel Soto'],
  },
  {
    name: 'D.D.C. consolidated cases, two captions',
    pages: [
      `Case 1:20-cv-03010-APM Document 264 Filed 01/21/22 Page 1 of 7

                        UNITED STATES DISTRICT COURT
                        FOR THE DISTRICT OF COLUMBIA

_________________________________________
                                          )
UNITED STATES OF AMERICA, et al.,         )
                                          )
           Plaintiffs,                    )
                                          )
      v.                                  )    Case No. 20-cv-3010 (APM)
                                          )
VANTAGE SEARCH LLC,                       )
                                          )
           Defendant.                     )
_________________________________________ )
                                          )
STATE OF COLORADO, et al.,                )
                                          )
           Plaintiffs,                    )
                                          )
      v.                                  )    Case No. 20-cv-3715 (APM)
                                          )
VANTAGE SEARCH LLC,                       )
                                          )
           Defendant.                     )
_________________________________________ )

                        MEMORANDUM OPINION AND ORDER

      Before the court is Defendant's motion to compel.`,
      `Case 1:20-cv-03010-APM Document 264 Filed 01/21/22 Page 7 of 7

Dated: January 21, 2022                           Anita P. Morrison
                                                  United States District Judge`,
    ],
    docket: '1:20-cv-03010-APM',
    court: 'United States District Court for the District of Columbia',
    judge: 'Anita P. Morrison',
    plaintiffs: ['United States of America', 'State of Colorado'],
    defendants: ['Vantage Search LLC'],
    filed: '2022-01-21',
  },
  {
    name: 'D. Mass. qui tam, ex rel., relator',
    pages: [
      `Case 1:18-cv-11117-PBS Document 88 Filed 07/08/21 Page 1 of 22

                        UNITED STATES DISTRICT COURT
                         DISTRICT OF MASSACHUSETTS

                                          )
UNITED STATES OF AMERICA ex rel.          )
JENNIFER M. HOLLAND,                      )
                                          )
           Plaintiff-Relator,             )
                                          )     Civil Action
      v.                                  )     No. 18-11117-PBS
                                          )
NEWBURY PHARMACY SERVICES, LLC, and       )
CAPE ANN INFUSION, INC.,                  )
                                          )
           Defendants.                    )
__________________________________________)

                            MEMORANDUM AND ORDER

                                July 8, 2021

Lindqvist, D.J.

                                INTRODUCTION

      Relator Jennifer M. Holland brings this qui tam action under the False Claims Act.`,
    ],
    docket: '1:18-cv-11117-PBS',
    court: 'United States District Court for the District of Massachusetts',
    judge: 'Lindqvist',
    plaintiffs: ['United States of America ex rel. Jennifer M. Holland'],
    defendants: ['Newbury Pharmacy Services, LLC', 'Cape Ann Infusion, Inc.'],
    filed: '2021-07-08',
  },
  {
    name: 'Eleventh Circuit, versus, several parties per side',
    pages: [
      `USCA11 Case: 21-10345     Date Filed: 09/22/2021     Page: 1 of 8


                                                      [DO NOT PUBLISH]
                                        In the
                   United States Court of Appeals
                             For the Eleventh Circuit

                                ____________________

                                      No. 21-10345

                                 Non-Argument Calendar

                                ____________________

MARCUS HOLLOWAY,
ANGELA HOLLOWAY,
                                                  Plaintiffs-Appellants,
versus
CITY OF TAMPA, FLORIDA,
DANIEL REYES,
in his individual capacity,


                                                  Defendants-Appellees.


                                ____________________

                     Appeal from the United States District Court
                          for the Middle District of Florida
                         D.C. Docket No. 8:19-cv-02211-WFJ-AAS
                                ____________________

Before WILSON, JILL PRYOR, and LUCK, Circuit Judges.

PER CURIAM:`,
    ],
    docket: '21-10345',
    court: 'United States Court of Appeals for the Eleventh Circuit',
    plaintiffs: ['Marcus Holloway', 'Angela Holloway'],
    defendants: ['City of Tampa, Florida', 'Daniel Reyes'],
    filed: '2021-09-22',
  },
  {
    name: 'N.D. Ill. docket sheet',
    pages: [
      `                                     U.S. District Court
                 Northern District of Illinois - CM/ECF LIVE, Ver 6.3.3 (Chicago)
                     CIVIL DOCKET FOR CASE #: 1:21-cv-05123

Okafor v. Lakeview Medical Center et al                       Date Filed: 09/24/2021
Assigned to: Honorable Rosa M. Delgado                        Jury Demand: Plaintiff
Cause: 42:1983 Civil Rights Act                               Nature of Suit: 440 Civil Rights: Other
                                                              Jurisdiction: Federal Question
Plaintiff
Chinedu Okafor                                  represented by Marta Lindgren
                                                               Lindgren Law LLC
                                                               ATTORNEY TO BE NOTICED


V.
Defendant
Lakeview Medical Center                         represented by Thomas P. Reilly
                                                               ATTORNEY TO BE NOTICED
Defendant
Paul Brenner                                    represented by Thomas P. Reilly

 Date Filed      #    Docket Text
 09/24/2021      1    COMPLAINT filed by Chinedu Okafor; Jury Demand. (Filing fee $ 402)`,
    ],
    docket: '1:21-cv-05123',
    court: 'United States District Court for the Northern District of Illinois',
    judge: 'Rosa M. Delgado',
    plaintiffs: ['Chinedu Okafor'],
    defendants: ['Lakeview Medical Center', 'Paul Brenner'],
    filed: '2021-09-24',
  },
  {
    name: 'D.N.J. opinion, judge line under the caption',
    pages: [
      `Case 2:20-cv-12345-ES-CLW Document 40 Filed 05/11/21 Page 1 of 14 PageID: 812

NOT FOR PUBLICATION

                        UNITED STATES DISTRICT COURT
                           DISTRICT OF NEW JERSEY


 RIVERSIDE AUTO GROUP, INC.,
                                             Civil Action No. 20-12345 (ES) (CLW)
                 Plaintiff,
                                                            OPINION
         v.

 ATLANTIC FINANCE CORP., et al.,

                 Defendants.


 VARGAS, District Judge

      Before the Court is the motion of Defendant Atlantic Finance Corp. to dismiss.`,
    ],
    docket: '2:20-cv-12345',
    court: 'United States District Court for the District of New Jersey',
    judge: 'Vargas',
    plaintiffs: ['Riverside Auto Group, Inc.'],
    defendants: ['Atlantic Finance Corp.'],
    filed: '2021-05-11',
  },
  {
    name: 'OCR scan of an older E.D. Pa. order, uneven spacing',
    pages: [
      `          IN THE UNITED STATES DISTRICT COURT
        FOR THE EASTERN DISTRICT OF PENNSYLVANIA

JOSEPH  R.  KOWALCZYK,             :        CIVIL ACTION
           Plaintiff                :
                                    :
     v.                             :
                                    :
SOUTHEASTERN PENNSYLVANIA           :
TRANSPORTATION AUTHORITY,           :        NO. 96-4412
           Defendant                :

                               O R D E R

     AND NOW, this 14th day of August, 1997, upon consideration of Defendant's Motion for
Summary Judgment, it is hereby ORDERED that the Motion is GRANTED.

                                         BY THE COURT:


                                         ________________________
                                         HERBERT J. MALLORY, J.`,
    ],
    docket: '96-4412',
    court: 'United States District Court for the Eastern District of Pennsylvania',
    judge: 'Herbert J. Mallory',
    plaintiffs: ['Joseph R. Kowalczyk'],
    defendants: ['Southeastern Pennsylvania Transportation Authority'],
    filed: '1997-08-14',
  },
  {
    name: 'FTC administrative decision, In the Matter of',
    pages: [
      `                         UNITED STATES OF AMERICA
                   BEFORE THE FEDERAL TRADE COMMISSION


COMMISSIONERS:          Lina M. Khan, Chair
                        Rebecca Kelly Slaughter
                        Alvaro M. Bedoya

                                          )
In the Matter of                          )
                                          )
NORTHSTAR DATA BROKERS, LLC,              )      DOCKET NO. C-4791
a limited liability company.              )
                                          )
                                          )

                              DECISION AND ORDER

      The Federal Trade Commission initiated an investigation of certain acts and practices of
the Respondent named in the caption.`,
    ],
    docket: 'C-4791',
    defendants: ['Northstar Data Brokers, LLC'],
  },
]

runGallery('caption gallery: federal courts and agencies', CASES)

describe('caption gallery: the facts layer reads what the columns read', () => {
  // The facts a processed document stores are what a review table answers from first.
  for (const c of CASES.filter((c) => c.docket && c.court && c.plaintiffs).slice(0, 4)) {
    test(c.name, () => {
      const facts = captionFacts(pagesOf(c.pages))
      const first = (kind: string, role?: string) =>
        facts.find((f) => f.kind === kind && (!role || f.role === role))?.value ?? null
      expect(first('docket', 'this') && sameDocket(first('docket', 'this')!, c.docket!)).toBe(true)
      expect(first('court', 'this') && sameCourt(first('court', 'this')!, c.court!)).toBe(true)
      expect(first('party', 'plaintiff')).toBe(c.plaintiffs![0])
    })
  }
})

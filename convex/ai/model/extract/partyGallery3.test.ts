// The caption gallery, parties part three: more state trial-court layouts (Connecticut's ":"
// columns with no role words, Maryland's addresses under each name, Minnesota's two-column
// heading, Michigan's "Hon." beside the names), and federal forms sued against an office
// (Social Security, immigration petitions, pension funds' trustees). Invented names and numbers,
// written from how those courts format captions, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'Connecticut Superior Court, ":" columns, no role words',
    pages: [
      `DOCKET NO. HHD-CV23-6171234-S          :     SUPERIOR COURT

ANTOINETTE BRUNELLI                     :     J.D. OF HARTFORD

V.                                      :     AT HARTFORD

NUTMEG STATE ROOFING, LLC               :     MAY 1, 2023

                                   COMPLAINT`,
    ],
    plaintiffs: ['Antoinette Brunelli'],
    defendants: ['Nutmeg State Roofing, LLC'],
  },
  {
    name: 'Maryland circuit court, an address under each name',
    pages: [
      `              IN THE CIRCUIT COURT FOR BALTIMORE COUNTY, MARYLAND

CORDELL W. HASTINGS                      *
4410 Elmhurst Road                       *
Towson, Maryland 21286                   *
                                         *
          Plaintiff,                     *    Case No. C-03-CV-23-004712
                                         *
v.                                       *
                                         *
CHESAPEAKE AUTO RECOVERY, INC.           *
SERVE ON: Resident Agent                 *
1200 Pratt Street                        *
Baltimore, Maryland 21202                *
                                         *
          Defendant.                     *
*    *    *    *    *    *    *    *    *    *    *    *

                                 COMPLAINT`,
    ],
    plaintiffs: ['Cordell W. Hastings'],
    defendants: ['Chesapeake Auto Recovery, Inc.'],
  },
  {
    name: 'Minnesota district court, two-column heading above the names',
    pages: [
      `STATE OF MINNESOTA                                      DISTRICT COURT

COUNTY OF HENNEPIN                             FOURTH JUDICIAL DISTRICT
                                                Case Type: Personal Injury

Ingrid Solvang,                                 Court File No. 27-CV-23-8812

               Plaintiff,

vs.                                                     SUMMONS

Lakeland Grain Elevators, Inc.,

               Defendant.`,
    ],
    plaintiffs: ['Ingrid Solvang'],
    defendants: ['Lakeland Grain Elevators, Inc.'],
  },
  {
    name: 'Michigan circuit court, Hon. beside the names',
    pages: [
      `                              STATE OF MICHIGAN
                    IN THE CIRCUIT COURT FOR THE COUNTY OF WAYNE

DOLORES ANN KRZYZEWSKI,

          Plaintiff,                              Case No. 23-009913-NO
                                                  Hon. Leonard P. Ashby
v.

GREAT LAKES MARINA HOLDINGS, LLC,

          Defendant.
__________________________________________________________________________/`,
    ],
    plaintiffs: ['Dolores Ann Krzyzewski'],
    defendants: ['Great Lakes Marina Holdings, LLC'],
  },
  {
    name: 'Social Security appeal, Commissioner of Social Security',
    pages: [
      `                     UNITED STATES DISTRICT COURT
                      WESTERN DISTRICT OF NEW YORK

SHANICE L. PORTERFIELD,

                    Plaintiff,
                                                   Case No. 1:23-cv-00517-JJM
          v.

COMMISSIONER OF SOCIAL SECURITY,

                    Defendant.

                           DECISION AND ORDER`,
    ],
    plaintiffs: ['Shanice L. Porterfield'],
    defendants: ['Commissioner of Social Security'],
  },
  {
    name: 'immigration petition for review, Attorney General respondent',
    pages: [
      `                 UNITED STATES COURT OF APPEALS
                      FOR THE NINTH CIRCUIT

EDGAR ALFONSO RIVAS-MENJIVAR,                    No. 22-1408

                    Petitioner,                  Agency No. A201-555-019

     v.
                                                 MEMORANDUM*
WILLIAM K. HOLLOWAY, Attorney General,

                    Respondent.`,
    ],
    plaintiffs: ['Edgar Alfonso Rivas-Menjivar'],
    defendants: ['William K. Holloway'],
  },
  {
    name: 'pension fund trustees as plaintiffs, ERISA collection',
    pages: [
      `                   UNITED STATES DISTRICT COURT
                   EASTERN DISTRICT OF MISSOURI

BOARD OF TRUSTEES OF THE CARPENTERS'
PENSION FUND OF ST. LOUIS, et al.,            )
                                              )
               Plaintiffs,                    )
                                              )   Case No. 4:24-cv-00288
     v.                                       )
                                              )
RIVERBEND FRAMING CONTRACTORS, LLC,           )
                                              )
               Defendant.                     )`,
    ],
    plaintiffs: ["Board of Trustees of the Carpenters' Pension Fund of St. Louis"],
    defendants: ['Riverbend Framing Contractors, LLC'],
  },
  {
    name: 'Washington superior court, NO. right of a ) column, spouses and their community',
    pages: [
      `          IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON
                      IN AND FOR KING COUNTY

HENRIK OLSEN and MARGIT OLSEN,        )
husband and wife, and the marital     )    NO. 23-2-18842-1 SEA
community composed thereof,           )
                                      )
               Plaintiffs,            )    COMPLAINT FOR DAMAGES
                                      )
     v.                               )
                                      )
EMERALD CITY PAVING CO., a            )
Washington corporation,               )
                                      )
               Defendant.             )`,
    ],
    plaintiffs: ['Henrik Olsen', 'Margit Olsen'],
    defendants: ['Emerald City Paving Co.'],
  },
  {
    name: 'Ohio common pleas, Judge line on the right, address under the name',
    pages: [
      `               IN THE COURT OF COMMON PLEAS
                    FRANKLIN COUNTY, OHIO

BEATRICE N. OYELOWO                   :
1187 Sawmill Parkway                  :    CASE NO. 23 CV 006614
Columbus, Ohio 43235                  :
                                      :    JUDGE HOLBROOK
               Plaintiff,             :
                                      :
     v.                               :
                                      :
BUCKEYE HOME WARRANTY CORP.           :
                                      :
               Defendant.             :`,
    ],
    plaintiffs: ['Beatrice N. Oyelowo'],
    defendants: ['Buckeye Home Warranty Corp.'],
  },
  {
    name: 'Delaware Chancery, C.A. No. right of a ) column, derivative nominal defendant',
    pages: [
      `               IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE

MARGUERITE FONTAINE, derivatively on     )
behalf of HELIX ROBOTICS, INC.,          )
                                         )
               Plaintiff,                )
                                         )   C.A. No. 2024-0311-LWW
     v.                                  )
                                         )
THEODORE VANCE and PRIYA RAMASWAMY,      )
                                         )
               Defendants,               )
                                         )
     and                                 )
                                         )
HELIX ROBOTICS, INC.,                    )
                                         )
               Nominal Defendant.        )`,
    ],
    plaintiffs: ['Marguerite Fontaine'],
    defendants: ['Theodore Vance', 'Priya Ramaswamy', 'Helix Robotics, Inc.'],
  },
  {
    name: 'North Carolina, two-column heading with the division beside the county',
    pages: [
      `STATE OF NORTH CAROLINA                      IN THE GENERAL COURT OF JUSTICE
                                                 SUPERIOR COURT DIVISION
COUNTY OF WAKE                                          23 CVS 004412

LORETTA JEAN PICKARD,                  )
                                       )
               Plaintiff,              )
                                       )
     v.                                )          COMPLAINT
                                       )
TAR HEEL MECHANICAL SERVICES, INC.,    )
                                       )
               Defendant.              )`,
    ],
    plaintiffs: ['Loretta Jean Pickard'],
    defendants: ['Tar Heel Mechanical Services, Inc.'],
  },
  {
    name: 'Louisiana civil district court, VERSUS and no role words',
    pages: [
      `CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS

                              STATE OF LOUISIANA

NO. 2023-04412                                          DIVISION "B"

                          ARMAND J. THIBODEAUX

                                 VERSUS

                    CRESCENT CITY INSURANCE EXCHANGE

FILED: ______________________          ______________________________
                                                DEPUTY CLERK

                          PETITION FOR DAMAGES`,
    ],
    plaintiffs: ['Armand J. Thibodeaux'],
    defendants: ['Crescent City Insurance Exchange'],
  },
  {
    name: 'Kentucky circuit court, roles in capitals at the right margin',
    pages: [
      `                         COMMONWEALTH OF KENTUCKY
                          JEFFERSON CIRCUIT COURT
                               DIVISION FOUR
                       CIVIL ACTION NO. 23-CI-004411

RHONDA K. WHITAKER                                              PLAINTIFF

V.                          COMPLAINT

BLUEGRASS MEDICAL TRANSPORT, LLC                               DEFENDANT`,
    ],
    plaintiffs: ['Rhonda K. Whitaker'],
    defendants: ['Bluegrass Medical Transport, LLC'],
  },
  {
    name: 'Indiana, SS: venue box then Cause No.',
    pages: [
      `STATE OF INDIANA          )          IN THE MARION SUPERIOR COURT
                          ) SS:
COUNTY OF MARION          )          CAUSE NO. 49D01-2301-CT-001234

TOBIAS R. WENDELL,                   )
                                     )
               Plaintiff,            )
                                     )
     v.                              )
                                     )
HOOSIER FREIGHT SYSTEMS, INC.,       )
                                     )
               Defendant.            )`,
    ],
    plaintiffs: ['Tobias R. Wendell'],
    defendants: ['Hoosier Freight Systems, Inc.'],
  },
]

runGallery('party caption gallery, part three', CASES)

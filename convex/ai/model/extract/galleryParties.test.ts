// The caption gallery, parties part: long party blocks as US captions write them (descriptors,
// officers sued in their official capacity, minors by their next friend, class representatives),
// government parties, intervenors and third-party defendants (no defendants of the case), cross-
// appeals, habeas petitions against a warden, relators, trade and former names, scanned ")"
// columns that drift, a caption split over a page break, and docket-sheet party listings.
// Written from how US courts format captions, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'class action, individually and on behalf of all others similarly situated',
    pages: [
      `                     UNITED STATES DISTRICT COURT
                     SOUTHERN DISTRICT OF NEW YORK

KATHLEEN O'MARA and DESMOND PRICE,
individually and on behalf of all others
similarly situated,
                                   Plaintiffs,          No. 1:23-cv-08812 (LGS)

            - against -                                 CLASS ACTION COMPLAINT

NORTHSTAR DIGITAL BANK, N.A. and
NORTHSTAR HOLDINGS CORP.,
                                   Defendants.

      Plaintiffs bring this action on behalf of a nationwide class of account holders.`,
    ],
    plaintiffs: ["Kathleen O'Mara", 'Desmond Price'],
    defendants: ['Northstar Digital Bank, N.A.', 'Northstar Holdings Corp.'],
  },
  {
    name: 'minor by and through her parent and next friend',
    pages: [
      `                  IN THE UNITED STATES DISTRICT COURT
                 FOR THE WESTERN DISTRICT OF MISSOURI
                          CENTRAL DIVISION

E.R., a minor, by and through her parent and    )
next friend, LORRAINE RUSSO,                    )
                                                )
                   Plaintiff,                   )
                                                )    Case No. 2:22-cv-04105-BCW
      v.                                        )
                                                )
JEFFERSON CITY PUBLIC SCHOOLS and               )
DR. ALAN WEBER,                                 )
                                                )
                   Defendants.                  )

                                 COMPLAINT`,
    ],
    plaintiffs: ['E.R.'],
    defendants: ['Jefferson City Public Schools', 'Dr. Alan Weber'],
  },
  {
    name: 'officers in their official capacities, State agency',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                    FOR THE DISTRICT OF COLUMBIA

COALITION FOR OPEN ELECTIONS, et al.,

                    Plaintiffs,

          v.                                      Civil Action No. 24-1187 (RDM)

MICHAEL T. HARGROVE, in his official capacity
as Secretary of State of Georgia; and
PATRICIA N. LUNDY, in her official capacity as
Chair of the State Election Board,

                    Defendants.

                         MEMORANDUM OPINION`,
    ],
    plaintiffs: ['Coalition for Open Elections'],
    defendants: ['Michael T. Hargrove', 'Patricia N. Lundy'],
  },
  {
    name: 'United States v. a corporation, civil enforcement',
    pages: [
      `                    IN THE UNITED STATES DISTRICT COURT
                      FOR THE DISTRICT OF NEW JERSEY

UNITED STATES OF AMERICA,               :
                                        :
                  Plaintiff,            :     Civil Action No. 3:21-cv-15502
                                        :
            v.                          :
                                        :     CONSENT DECREE
RIVERBEND CHEMICAL COMPANY, INC.,       :
                                        :
                  Defendant.            :`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Riverbend Chemical Company, Inc.'],
  },
  {
    name: 'city and its police department, officers individually',
    pages: [
      `                      UNITED STATES DISTRICT COURT
                      EASTERN DISTRICT OF MICHIGAN
                           SOUTHERN DIVISION

TERRENCE WASHINGTON,

          Plaintiff,                              Case No. 22-cv-11873
                                                  Hon. Denise Page Kowalczyk
v.

CITY OF FLINT, FLINT POLICE DEPARTMENT,
OFFICER KYLE BRANDT, individually, and
SERGEANT MARIA OCHOA, individually,

          Defendants.
_________________________________________/

                       FIRST AMENDED COMPLAINT`,
    ],
    plaintiffs: ['Terrence Washington'],
    defendants: [
      'City of Flint',
      'Flint Police Department',
      'Officer Kyle Brandt',
      'Sergeant Maria Ochoa',
    ],
  },
  {
    name: 'county board of commissioners',
    pages: [
      `            IN THE CIRCUIT COURT OF THE SEVENTEENTH JUDICIAL CIRCUIT
                      IN AND FOR BROWARD COUNTY, FLORIDA

                                          CASE NO.: CACE-23-004417

SEAGRASS DEVELOPMENT PARTNERS, LLC,
a Florida limited liability company,

       Plaintiff,

v.

BOARD OF COUNTY COMMISSIONERS OF
BROWARD COUNTY, FLORIDA,

       Defendant.
________________________________________/

                   COMPLAINT FOR DECLARATORY RELIEF`,
    ],
    plaintiffs: ['Seagrass Development Partners, LLC'],
    defendants: ['Board of County Commissioners of Broward County, Florida'],
  },
  {
    name: 'intervenor-defendant not counted as defendant',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                       DISTRICT OF MONTANA
                        MISSOULA DIVISION

ALLIANCE FOR THE WILD ROCKIES,                   CV 23-45-M-DWM

                    Plaintiff,

     vs.                                         OPINION and ORDER

UNITED STATES FOREST SERVICE,

                    Defendant,

     and

MONTANA LOGGING ASSOCIATION,

                    Defendant-Intervenor.

      Plaintiff challenges the Forest Service's approval of the Ripley Creek project.`,
    ],
    plaintiffs: ['Alliance for the Wild Rockies'],
    defendants: ['United States Forest Service'],
  },
  {
    name: 'third-party defendant not counted as defendant',
    pages: [
      `                   UNITED STATES DISTRICT COURT
                  EASTERN DISTRICT OF PENNSYLVANIA

HARBOR MUTUAL INSURANCE COMPANY,           :     CIVIL ACTION
                                           :
                    Plaintiff,             :
                                           :
          v.                               :     NO. 22-3316
                                           :
KEYSTONE ROOFING, INC.,                    :
                                           :
                    Defendant,             :
                                           :
          v.                               :
                                           :
DELAWARE VALLEY SUPPLY CO.,                :
                                           :
                    Third-Party Defendant. :

                              MEMORANDUM`,
    ],
    plaintiffs: ['Harbor Mutual Insurance Company'],
    defendants: ['Keystone Roofing, Inc.'],
  },
  {
    name: 'cross-appeal, Plaintiffs-Appellants/Cross-Appellees',
    pages: [
      `                                   In the
                   United States Court of Appeals
                       For the Seventh Circuit
                     ____________________

Nos. 22-2451 & 22-2530

GREENFIELD FARMS COOPERATIVE and HAROLD J. BEEKMAN,
                           Plaintiffs-Appellants/Cross-Appellees,

                                 v.

MIDWEST GRAIN TERMINALS, LLC,
                           Defendant-Appellee/Cross-Appellant.
                     ____________________

        Appeals from the United States District Court for the
           Central District of Illinois.`,
    ],
    plaintiffs: ['Greenfield Farms Cooperative', 'Harold J. Beekman'],
    defendants: ['Midwest Grain Terminals, LLC'],
  },
  {
    name: 'habeas, Petitioner-Appellant v. Warden, Respondent-Appellee',
    pages: [
      `                   UNITED STATES COURT OF APPEALS
                        FOR THE SIXTH CIRCUIT

                             No. 23-5518

DARNELL K. FOSTER,                                   )
                                                     )
       Petitioner-Appellant,                         )
                                                     )     ON APPEAL FROM THE
v.                                                   )     UNITED STATES DISTRICT
                                                     )     COURT FOR THE MIDDLE
GRADY PERRY, Warden,                                 )     DISTRICT OF TENNESSEE
                                                     )
       Respondent-Appellee.                          )

                                O R D E R`,
    ],
    plaintiffs: ['Darnell K. Foster'],
    defendants: ['Grady Perry'],
  },
  {
    name: 'habeas in district court, warden of a named prison',
    pages: [
      `                  IN THE UNITED STATES DISTRICT COURT
                 FOR THE NORTHERN DISTRICT OF FLORIDA
                        PENSACOLA DIVISION

JOSEPH ALAN MERCER,
     Petitioner,

v.                                          Case No. 3:22cv9918-TKW-MAL

RICKY D. DIXON, Secretary,
Florida Department of Corrections,
     Respondent.
_______________________________________/

                    REPORT AND RECOMMENDATION`,
    ],
    plaintiffs: ['Joseph Alan Mercer'],
    defendants: ['Ricky D. Dixon'],
  },
  {
    name: 'criminal, United States v. several defendants numbered',
    pages: [
      `                      UNITED STATES DISTRICT COURT
                      SOUTHERN DISTRICT OF FLORIDA

                      CASE NO. 23-20145-CR-WILLIAMS

UNITED STATES OF AMERICA

vs.

1. RAFAEL ORTEGA-MEDINA,
   a/k/a "Flaco,"
2. JENNIFER LYNN PASCOE, and
3. ANTHONY DEMARCO,

          Defendants.
_______________________________________/

                              INDICTMENT`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Rafael Ortega-Medina', 'Jennifer Lynn Pascoe', 'Anthony Demarco'],
  },
  {
    name: 'criminal, State of Ohio v. one defendant, court of common pleas',
    pages: [
      `               IN THE COURT OF COMMON PLEAS
                  FRANKLIN COUNTY, OHIO
                     CRIMINAL DIVISION

STATE OF OHIO,                    :
                                  :     Case No. 22CR-3391
          Plaintiff,              :
                                  :     Judge Lynn Abernathy
     vs.                          :
                                  :
MARQUISE D. TALLEY,               :
                                  :
          Defendant.              :

           DEFENDANT'S MOTION TO SUPPRESS EVIDENCE`,
    ],
    plaintiffs: ['State of Ohio'],
    defendants: ['Marquise D. Talley'],
  },
  {
    name: 'qui tam, United States ex rel. relator',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                     DISTRICT OF MASSACHUSETTS

UNITED STATES OF AMERICA ex rel.            )
SHARON WEXLER,                              )
                                            )
               Plaintiff-Relator,           )
                                            )     Civil Action No. 1:20-cv-11902-IT
     v.                                     )
                                            )
PINNACLE HOME HEALTH SERVICES, INC.,        )     FILED UNDER SEAL
                                            )
               Defendant.                   )`,
    ],
    plaintiffs: ['United States of America ex rel. Sharon Wexler'],
    defendants: ['Pinnacle Home Health Services, Inc.'],
  },
  {
    name: 'State ex rel. in a state supreme court',
    pages: [
      `                 IN THE SUPREME COURT OF MISSOURI

STATE OF MISSOURI ex rel.                  )
CAROLINE BRANDT,                           )
                                           )
               Relator,                    )
                                           )     No. SC100112
     v.                                    )
                                           )
THE HONORABLE PETER W. LOCKE,              )
                                           )
               Respondent.                 )

              ORIGINAL PROCEEDING IN PROHIBITION`,
    ],
    plaintiffs: ['State of Missouri ex rel. Caroline Brandt'],
    defendants: ['The Honorable Peter W. Locke'],
  },
  {
    name: 'corporation d/b/a trade name',
    pages: [
      `                  IN THE UNITED STATES DISTRICT COURT
                  FOR THE NORTHERN DISTRICT OF GEORGIA
                           ATLANTA DIVISION

LATOYA BREWER,                          )
                                        )
          Plaintiff,                    )     CIVIL ACTION FILE
                                        )     NO. 1:23-cv-02290-SDG
v.                                      )
                                        )
SOUTHERN HOSPITALITY GROUP, INC.        )
d/b/a PEACHTREE GRILL,                  )
                                        )
          Defendant.                    )`,
    ],
    plaintiffs: ['LaToya Brewer'],
    defendants: ['Southern Hospitality Group, Inc. d/b/a Peachtree Grill'],
  },
  {
    name: 'bank f/k/a former name',
    pages: [
      `                  UNITED STATES DISTRICT COURT
                   DISTRICT OF CONNECTICUT

DAVID H. KRAMER,                         :
                                         :     No. 3:22-cv-01456 (VAB)
               Plaintiff,                :
                                         :
     v.                                  :
                                         :
TRUIST BANK f/k/a BRANCH BANKING         :
AND TRUST COMPANY,                       :
                                         :
               Defendant.                :

                 RULING AND ORDER ON MOTION TO DISMISS`,
    ],
    plaintiffs: ['David H. Kramer'],
    defendants: ['Truist Bank'],
  },
  {
    name: 'et al. on both sides with a listed lead',
    pages: [
      `                 IN THE UNITED STATES DISTRICT COURT
                    FOR THE DISTRICT OF MARYLAND

PATRICK O'NEILL, et al.                 *
                                        *
          Plaintiffs                    *
                                        *
     v.                                 *     Civil No. JKB-22-1904
                                        *
BALTIMORE GAS AND ELECTRIC              *
COMPANY, et al.                         *
                                        *
          Defendants                    *
                                        *
     *    *    *    *    *    *    *    *    *    *    *

                             MEMORANDUM`,
    ],
    plaintiffs: ["Patrick O'Neill"],
    defendants: ['Baltimore Gas and Electric Company'],
  },
  {
    name: 'OCR, drifting ")" column',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT
FOR THE EASTERN DISTRICT OF VIRGINIA
Richmond Division

GREGORY T. HALVERSON,          )
                                  )
        Plaintiff,                 )
                                     )   Civil Action No. 3:21cv712
v.                                 )
                                 )
TIDEWATER FREIGHT LINES, INC.,       )
                                    )
        Defendant.               )

MEMORANDUM OPINION`,
    ],
    plaintiffs: ['Gregory T. Halverson'],
    defendants: ['Tidewater Freight Lines, Inc.'],
  },
  {
    name: 'OCR, ")" column with names wrapping',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF SOUTH CAROLINA
CHARLESTON DIVISION

LOWCOUNTRY MARINE SUPPLY, LLC and )
BENJAMIN A. PRIOLEAU,               )   C/A No. 2:22-cv-03341-RMG
                  Plaintiffs,        )
      v.                            )
                                     )   ORDER AND OPINION
ATLANTIC COAST UNDERWRITERS, )
INC.,                                )
                  Defendant.        )`,
    ],
    plaintiffs: ['Lowcountry Marine Supply, LLC', 'Benjamin A. Prioleau'],
    defendants: ['Atlantic Coast Underwriters, Inc.'],
  },
  {
    name: 'caption split over a page break',
    pages: [
      `                   UNITED STATES DISTRICT COURT
                 FOR THE DISTRICT OF MINNESOTA

MINNESOTA NURSES FOR SAFE STAFFING,
LAKE SUPERIOR HEALTH WORKERS UNION,
JOAN T. AHLSTROM, RICHARD VOSS,
and KAREN LINDQUIST,

                    Plaintiffs,                Case No. 0:23-cv-00871

          v.

NORTHLAND HEALTH SYSTEM, INC.,
ST. CLOUD REGIONAL MEDICAL CENTER,
`,
      `LAKESHORE CLINICS, P.A., and
ARROWHEAD STAFFING SOLUTIONS, LLC,

                    Defendants.

                            COMPLAINT

      Plaintiffs bring this action under the National Labor Relations Act.`,
    ],
    plaintiffs: [
      'Minnesota Nurses for Safe Staffing',
      'Lake Superior Health Workers Union',
      'Joan T. Ahlstrom',
      'Richard Voss',
      'Karen Lindquist',
    ],
    defendants: [
      'Northland Health System, Inc.',
      'St. Cloud Regional Medical Center',
      'Lakeshore Clinics, P.A.',
      'Arrowhead Staffing Solutions, LLC',
    ],
  },
  {
    name: 'docket sheet with represented-by party listing',
    pages: [
      `                   U.S. District Court
           District of Colorado (Denver)
    CIVIL DOCKET FOR CASE #: 1:23-cv-01988-NYW-SKC

Haddad v. Front Range Storage, LLC et al       Date Filed: 08/04/2023
Assigned to: Judge Nina Y. Wang               Jury Demand: Plaintiff
Cause: 42:2000e Job Discrimination (Employment)

Plaintiff
Samir Haddad                          represented by Lucia Esteban
                                                     Esteban Law LLC
                                                     ATTORNEY TO BE NOTICED

V.

Defendant
Front Range Storage, LLC              represented by Mark T. Osgood
                                                     Osgood & Pratt PC
                                                     LEAD ATTORNEY

Defendant
Peak Property Management Inc.         represented by Mark T. Osgood
                                                     (See above for address)

 Date Filed    #   Docket Text
 08/04/2023    1   COMPLAINT against all defendants`,
    ],
    plaintiffs: ['Samir Haddad'],
    defendants: ['Front Range Storage, LLC', 'Peak Property Management Inc.'],
  },
  {
    name: 'California complaint, DOES and a descriptor after each name',
    pages: [
      `1   JANE M. CHO (SBN 241877)
2   CHO EMPLOYMENT LAW
    Attorneys for Plaintiff
3
4                        SUPERIOR COURT OF THE STATE OF CALIFORNIA
5                              FOR THE COUNTY OF ALAMEDA
6
7   ANTONIO REYES, an individual,            Case No. 23CV041877
8                Plaintiff,                  COMPLAINT FOR DAMAGES
9         v.
10  BAYVIEW WAREHOUSING, INC., a California
    corporation; PACIFIC TEMP STAFFING, LLC,
11  a Delaware limited liability company; and
    DOES 1 through 25, inclusive,
12
                 Defendants.
13`,
    ],
    plaintiffs: ['Antonio Reyes'],
    defendants: ['Bayview Warehousing, Inc.', 'Pacific Temp Staffing, LLC'],
  },
  {
    name: 'New York, -against-, County and its Sheriff',
    pages: [
      `SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF ERIE
-----------------------------------------------------------X
MARGARET DOYLE, as Administratrix of the
Estate of THOMAS DOYLE, deceased,
                                        Plaintiff,            Index No. 804412/2023

            -against-                                         VERIFIED COMPLAINT

COUNTY OF ERIE and JOHN C. GARCIA,
as Sheriff of Erie County,
                                        Defendants.
-----------------------------------------------------------X`,
    ],
    plaintiffs: ['Margaret Doyle'],
    defendants: ['County of Erie', 'John C. Garcia'],
  },
  {
    name: 'agency head as defendant, Secretary of a federal department',
    pages: [
      `                    UNITED STATES DISTRICT COURT
                    WESTERN DISTRICT OF WASHINGTON
                             AT SEATTLE

 NORTHWEST IMMIGRANT SERVICES CENTER,            CASE NO. 2:24-cv-00318-JHC
 et al.,
                                                 ORDER GRANTING MOTION FOR
                     Plaintiffs,                 PRELIMINARY INJUNCTION
          v.

 ALEJANDRO N. MAYORGA, Secretary of
 Homeland Security, et al.,

                     Defendants.`,
    ],
    plaintiffs: ['Northwest Immigrant Services Center'],
    defendants: ['Alejandro N. Mayorga'],
  },
  {
    name: 'petitioners v. respondents, state agency, Texas §',
    pages: [
      `                           CAUSE NO. D-1-GN-23-004110

TEXAS RIVER AUTHORITY COALITION and       §       IN THE DISTRICT COURT OF
GUADALUPE WATER USERS ASSOCIATION,        §
     Petitioners,                         §
                                          §
v.                                        §       TRAVIS COUNTY, TEXAS
                                          §
TEXAS COMMISSION ON ENVIRONMENTAL         §
QUALITY,                                  §
     Respondent.                          §       353RD JUDICIAL DISTRICT

                   PETITIONERS' ORIGINAL PETITION FOR JUDICIAL REVIEW`,
    ],
    plaintiffs: ['Texas River Authority Coalition', 'Guadalupe Water Users Association'],
    defendants: ['Texas Commission on Environmental Quality'],
  },
  {
    name: 'counterclaim caption, counter-plaintiff not a new plaintiff',
    pages: [
      `                  UNITED STATES DISTRICT COURT
                   NORTHERN DISTRICT OF TEXAS
                        DALLAS DIVISION

SUMMIT CAPITAL LENDING, LLC,              §
                                          §
     Plaintiff/Counter-Defendant,         §
                                          §
v.                                        §     CIVIL ACTION NO. 3:22-CV-1770-X
                                          §
REDBIRD AVIATION, INC.,                   §
                                          §
     Defendant/Counter-Plaintiff.         §

                  MEMORANDUM OPINION AND ORDER`,
    ],
    plaintiffs: ['Summit Capital Lending, LLC'],
    defendants: ['Redbird Aviation, Inc.'],
  },
  {
    name: 'state court of appeals, Appellant v. Appellee, State',
    pages: [
      `                     IN THE COURT OF APPEALS OF IOWA

                              No. 23-0914
                         Filed February 7, 2024


KENDRICK LAMAR HOLLIS,
     Applicant-Appellant,

vs.

STATE OF IOWA,
     Respondent-Appellee.
________________________________________________________________

      Appeal from the Iowa District Court for Polk County.`,
    ],
    plaintiffs: ['Kendrick Lamar Hollis'],
    defendants: ['State of Iowa'],
  },
  {
    name: 'estate and trustee, by its personal representative',
    pages: [
      `                  IN THE UNITED STATES DISTRICT COURT
                       FOR THE DISTRICT OF ARIZONA

ESTATE OF LUIS ALBERTO VEGA, by and through     No. CV-23-01421-PHX-DLR
its Personal Representative, ROSA VEGA;
and ROSA VEGA, individually,                    ORDER

                 Plaintiffs,

v.

MARICOPA COUNTY, a political subdivision of
the State of Arizona; and CORIZON HEALTH,
INC.,

                 Defendants.`,
    ],
    plaintiffs: ['Estate of Luis Alberto Vega', 'Rosa Vega'],
    defendants: ['Maricopa County', 'Corizon Health, Inc.'],
  },
  {
    name: 'In the Matter of, petitioner v. respondents, New York Article 78',
    pages: [
      `SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF ALBANY
---------------------------------------------------------------------X
In the Matter of the Application of
RIVERSIDE TENANTS ASSOCIATION, INC.,
                                        Petitioner,       Index No. 902233-23

For a Judgment Pursuant to Article 78 of the
Civil Practice Law and Rules,

            -against-

NEW YORK STATE DIVISION OF HOUSING AND
COMMUNITY RENEWAL,
                                        Respondent.
---------------------------------------------------------------------X`,
    ],
    plaintiffs: ['Riverside Tenants Association, Inc.'],
    defendants: ['New York State Division of Housing and Community Renewal'],
  },
  {
    name: 'many defendants, six checked, Board of Education and members',
    pages: [
      `                  UNITED STATES DISTRICT COURT
                  DISTRICT OF NEW JERSEY

ANITA DESAI,

                 Plaintiff,                  Civil Action No. 2:23-cv-21190

     v.

BOARD OF EDUCATION OF THE TOWNSHIP OF
MONTCLAIR; JONATHAN PONDS; EVELYN
CARTER; MARCUS BELL; LYDIA FONTAINE;
ROBERT GRAVES; and SUSAN OKAFOR,

                 Defendants.

                 COMPLAINT AND JURY DEMAND`,
    ],
    plaintiffs: ['Anita Desai'],
    defendants: [
      'Board of Education of the Township of Montclair',
      'Jonathan Ponds',
      'Evelyn Carter',
      'Marcus Bell',
      'Lydia Fontaine',
      'Robert Graves',
    ],
  },
  {
    name: 'Commonwealth v. defendant, Pennsylvania',
    pages: [
      `IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA
                       CRIMINAL DIVISION

COMMONWEALTH OF PENNSYLVANIA          )
                                      )     CC No. 202210455
          v.                          )
                                      )
DAVON RICHARDSON,                     )
                    Defendant.        )

                       OMNIBUS PRETRIAL MOTION`,
    ],
    plaintiffs: ['Commonwealth of Pennsylvania'],
    defendants: ['Davon Richardson'],
  },
  {
    name: 'appellate, Plaintiff-Appellee v. Defendant-Appellant, government first',
    pages: [
      `                 UNITED STATES COURT OF APPEALS
                      FOR THE TENTH CIRCUIT
                  _________________________________

UNITED STATES OF AMERICA,

      Plaintiff - Appellee,

v.                                                   No. 23-6071
                                              (D.C. No. 5:21-CR-00288-PRW-1)
JOSHUA WAYNE TILLMAN,                                (W.D. Okla.)

      Defendant - Appellant.
                  _________________________________

                     ORDER AND JUDGMENT*`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Joshua Wayne Tillman'],
  },
  {
    name: 'doing business as, spelled out',
    pages: [
      `                  UNITED STATES DISTRICT COURT
                   MIDDLE DISTRICT OF FLORIDA
                       ORLANDO DIVISION

CARMEN ESPINOZA,

     Plaintiff,

v.                                          Case No: 6:23-cv-1402-WWB-LHP

KISSIMMEE AUTO GROUP, LLC,
d/b/a SUNRISE TOYOTA,

     Defendant.
                                     /

                              ORDER`,
    ],
    plaintiffs: ['Carmen Espinoza'],
    defendants: ['Kissimmee Auto Group, LLC d/b/a Sunrise Toyota'],
  },
]

runGallery('caption gallery, parties', CASES)

// Federal court forms whose layout is public and fixed, from invented samples in the text
// renderings a case file gives them (pdftotext with its layout and without, a cell to a line, a
// scan's single spaces, a web page's text run onto one line): the AO 440 summons, the AO 399
// waiver and the AO 88B subpoena, whose "Plaintiff(s)" and "Defendant(s)" mark the caption with or
// without the rule the names are written on; the JS 44 civil cover sheet, whose first boxes list
// the parties and whose related-case box names another case's judge and number (never this
// case's); and a judge's signature block run onto one line.
// Invented names and numbers, written from how those forms print, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

/** An order's caption, its signature block to follow. */
const CAPTION = `UNITED STATES DISTRICT COURT
DISTRICT OF ARKANSAS
LAURA KEMPE,
Plaintiff,
v.
Case No. 3:31-cv-00991
NORTHWIND AIRWAYS, INC.,
Defendant.
ORDER
The motion is GRANTED.
`

const CASES: GalleryCase[] = [
  {
    name: 'a summons (AO 440) as pdftotext -layout renders it, no rule under the names',
    pages: [
      `AO 440 (Rev. 06/12) Summons in a Civil Action


                                     UNITED STATES DISTRICT COURT
                                                          for the
                                             Eastern District of Arkansas

                  WENDELL PRATT                              )
                                                             )
                            Plaintiff(s)                     )
                                v.                           )       Civil Action No. 2:31-cv-00417
                                                             )
                  BRIGHTWATER CARRIERS, INC.                 )
                                                             )
                           Defendant(s)                      )

                                          SUMMONS IN A CIVIL ACTION

To: (Defendant's name and address) BRIGHTWATER CARRIERS, INC.
                                   c/o Registered Agent

         A lawsuit has been filed against you.

                                                                     CLERK OF COURT
`,
    ],
    docket: '2:31-cv-00417',
    court: 'United States District Court for the Eastern District of Arkansas',
    judge: null,
    plaintiffs: ['Wendell Pratt'],
    defendants: ['Brightwater Carriers, Inc.'],
  },
  {
    name: 'the summons with a cell to a line',
    pages: [
      `AO 440 (Rev. 06/12) Summons in a Civil Action
UNITED STATES DISTRICT COURT
for the
Eastern District of Arkansas
WENDELL PRATT
)
)
Plaintiff(s)
)
v.
)
Civil Action No. 2:31-cv-00417
)
BRIGHTWATER CARRIERS, INC.
)
Defendant(s)
)
SUMMONS IN A CIVIL ACTION
To: (Defendant's name and address) BRIGHTWATER CARRIERS, INC.
A lawsuit has been filed against you.
`,
    ],
    docket: '2:31-cv-00417',
    judge: null,
    plaintiffs: ['Wendell Pratt'],
    defendants: ['Brightwater Carriers, Inc.'],
  },
  {
    name: 'a summons\'s caption run onto one line, its ")" column between the cells',
    pages: [
      `AO 440 (Rev. 06/12) Summons in a Civil Action
UNITED STATES DISTRICT COURT
for the
Northern District of Arkansas
IRIS BLAKE, TOMAS BLAKE ) Plaintiff(s) ) v. ) Civil Action No. 4:31-cv-01288 ) TOWN OF MAPLE FORD, et al. ) Defendant(s) )
SUMMONS IN A CIVIL ACTION
To: (Defendant's name and address) Town of Maple Ford
`,
    ],
    docket: '4:31-cv-01288',
    plaintiffs: ['Iris Blake', 'Tomas Blake'],
    defendants: ['Town of Maple Ford'],
  },
  {
    name: 'a waiver of service (AO 399)',
    pages: [
      `AO 399 (01/09) Waiver of the Service of Summons

                                   UNITED STATES DISTRICT COURT
                                                      for the
                                               District of Arkansas

                   NELL FARROW                               )
                          Plaintiff                          )
                             v.                              )       Civil Action No. 1:31-cv-00932
              GRANITE POINT LOGISTICS LLC                    )
                         Defendant                           )

                                    WAIVER OF THE SERVICE OF SUMMONS

To: Dale Ruiz
             (Name of the plaintiff's attorney or unrepresented plaintiff)
`,
    ],
    docket: '1:31-cv-00932',
    judge: null,
    plaintiffs: ['Nell Farrow'],
    defendants: ['Granite Point Logistics LLC'],
  },
  {
    name: 'a subpoena (AO 88B), a cell to a line',
    pages: [
      `AO 88B (Rev. 02/14) Subpoena to Produce Documents, Information, or Objects or to Permit Inspection of Premises in a Civil Action
UNITED STATES DISTRICT COURT
for the
Southern District of Arkansas
OSPREY HOLDINGS LLC
)
Plaintiff
)
v.
)
Civil Action No. 3:31-cv-02210
)
LARCH CAPITAL PARTNERS LP
)
Defendant
)
SUBPOENA TO PRODUCE DOCUMENTS, INFORMATION, OR OBJECTS
To: Custodian of Records, Fourth Harbor Bank N.A.
`,
    ],
    docket: '3:31-cv-02210',
    judge: null,
    plaintiffs: ['Osprey Holdings LLC'],
    defendants: ['Larch Capital Partners LP'],
  },
  {
    name: "a civil cover sheet (JS 44) with its layout: the related case's judge and number are no answer",
    pages: [
      `JS 44 (Rev. 04/21)                                              CIVIL COVER SHEET
The JS 44 civil cover sheet and the information contained herein neither replace nor supplement the filing and service of pleadings or other papers as
required by law, except as provided by local rules of court.
I. (a) PLAINTIFFS                                                             DEFENDANTS
         CORA LINDEN, ABEL MARSH                                               CITY OF WILLOWBROOK; OFFICER PAUL TANE

    (b) County of Residence of First Listed Plaintiff     Hale County              County of Residence of First Listed Defendant Hale County
                           (EXCEPT IN U.S. PLAINTIFF CASES)                                         (IN U.S. PLAINTIFF CASES ONLY)
    (c) Attorneys (Firm Name, Address, and Telephone Number)                  Attorneys (If Known)
         Marsh & Tane LLP, 12 Elm St., Hale City, AK 99999
II. BASIS OF JURISDICTION (Place an "X" in One Box Only)
VIII. RELATED CASE(S)
      IF ANY               (See instructions):   JUDGE   Harriet O. Vale                          DOCKET NUMBER   2:28-cv-00456
DATE                                                SIGNATURE OF ATTORNEY OF RECORD
06/15/2031                                          /s/ Ada Quon
FOR OFFICE USE ONLY
  RECEIPT #                    AMOUNT                      APPLYING IFP                  JUDGE                     MAG. JUDGE
`,
    ],
    docket: null,
    judge: null,
    plaintiffs: ['Cora Linden', 'Abel Marsh'],
    defendants: ['City of Willowbrook', 'Officer Paul Tane'],
  },
  {
    name: 'the cover sheet with a cell to a line: the office row\'s "JUDGE" reads no name',
    pages: [
      `JS 44 (Rev. 04/21)
CIVIL COVER SHEET
I. (a) PLAINTIFFS
CORA LINDEN, ABEL MARSH
DEFENDANTS
CITY OF WILLOWBROOK; OFFICER PAUL TANE
(b) County of Residence of First Listed Plaintiff
Hale County
(c) Attorneys (Firm Name, Address, and Telephone Number)
VIII. RELATED CASE(S)
IF ANY
(See instructions):
JUDGE
Harriet O. Vale
DOCKET NUMBER
2:28-cv-00456
DATE
06/15/2031
SIGNATURE OF ATTORNEY OF RECORD
/s/ Ada Quon
FOR OFFICE USE ONLY
RECEIPT #
AMOUNT
APPLYING IFP
JUDGE
MAG. JUDGE
`,
    ],
    docket: null,
    judge: null,
    plaintiffs: ['Cora Linden', 'Abel Marsh'],
    defendants: ['City of Willowbrook', 'Officer Paul Tane'],
  },
  {
    name: "the cover sheet run together by a scan's single spaces: the boxes cannot be told apart",
    pages: [
      `JS 44 (Rev. 10/20) CIVIL COVER SHEET
I. (a) PLAINTIFFS DEFENDANTS
GRETCHEN POOLE, et al. NORTHFIELD CLINIC GROUP, P.C., et al.
(b) County of Residence of First Listed Plaintiff Bay County of Residence of First Listed Defendant Bay
VIII. RELATED CASE(S) IF ANY (See instructions): JUDGE Lorna Fitch DOCKET NUMBER 1:27-cv-00321
DATE 02/02/2031 SIGNATURE OF ATTORNEY OF RECORD /s/ Paul Reyes
FOR OFFICE USE ONLY RECEIPT # AMOUNT APPLYING IFP JUDGE MAG. JUDGE
`,
    ],
    docket: null,
    judge: null,
    plaintiffs: null,
    defendants: null,
  },
  {
    name: 'a district\'s cover sheet (JS 44C) asking "IF SO, STATE:" for a related case',
    pages: [
      `JS 44C/SDNY                                                    CIVIL COVER SHEET
REV. 10/01/2020

PLAINTIFFS                                                          DEFENDANTS
ELENA VOSKUIJL                                                      HARBOR CREST REALTY LLC, and
                                                                    MARCUS WEBLEY
ATTORNEYS (FIRM NAME, ADDRESS, AND TELEPHONE NUMBER               ATTORNEYS (IF KNOWN)
Voskuijl Law PLLC, 1 Broad St., Gotham, NY 10004

Has this action, case, or proceeding, or one essentially the same been previously filed in SDNY at any time? No X Yes
IF SO, STATE:
JUDGE Rita Mossberg                                            DOCKET NUMBER 29-cv-04521
`,
    ],
    docket: null,
    judge: null,
    plaintiffs: ['Elena Voskuijl'],
    defendants: ['Harbor Crest Realty LLC', 'Marcus Webley'],
  },
  {
    name: "an order's signature block run onto one line: e-signature, typed name, title",
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF ARKANSAS
LAURA KEMPE,
Plaintiff,
v.
Case No. 3:31-cv-00991
NORTHWIND AIRWAYS, INC.,
Defendant.
ORDER
The motion is GRANTED.
IT IS SO ORDERED. Dated: May 4, 2031 /s/ Greta M. Lindqvist GRETA M. LINDQVIST UNITED STATES DISTRICT JUDGE
`,
    ],
    judge: 'Greta M. Lindqvist',
  },
  {
    name: 'an e-signature and its title on one line, no comma between',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF ARKANSAS
LAURA KEMPE,
Plaintiff,
v.
Case No. 3:31-cv-00991
NORTHWIND AIRWAYS, INC.,
Defendant.
ORDER
The motion is GRANTED.
SO ORDERED. Dated: May 4, 2031 /s/ Greta M. Lindqvist United States Magistrate Judge
`,
    ],
    judge: 'Greta M. Lindqvist',
  },
  {
    name: "counsel's e-signature run onto one line is no judge's",
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF ARKANSAS
LAURA KEMPE,
Plaintiff,
v.
Case No. 3:31-cv-00991
NORTHWIND AIRWAYS, INC.,
Defendant.
ORDER
The motion is GRANTED.
Dated: May 4, 2031 Respectfully submitted, /s/ Omar Fadel OMAR FADEL Attorney for Plaintiff
`,
    ],
    judge: null,
  },
  {
    name: 'a summons run onto one line under its form number alone',
    pages: [
      `AO 440 (Rev. 06/12) Summons in a Civil Action
UNITED STATES DISTRICT COURT for the Western District of Kentucky
ODILE FENN ) Plaintiff(s) ) v. ) Civil Action No. 3:31-cv-00077 ) QUARRY RIDGE FOODS, INC. ) Defendant(s) )`,
    ],
    docket: '3:31-cv-00077',
    plaintiffs: ['Odile Fenn'],
    defendants: ['Quarry Ridge Foods, Inc.'],
  },
  {
    name: 'a signature block run onto one line after its rule, the name in capitals',
    pages: [
      `${CAPTION}IT IS SO ORDERED. Dated: May 4, 2031 ______________________ GRETA M. LINDQVIST UNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: 'Greta M. Lindqvist',
  },
  {
    name: 'a signature run onto the date signed, "s/" with no first slash',
    pages: [
      `${CAPTION}SO ORDERED this 4th day of May, 2031. s/ Greta M. Lindqvist GRETA M. LINDQVIST CHIEF UNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: 'Greta M. Lindqvist',
  },
  {
    name: 'the name straight after the date, its title after a comma',
    pages: [
      `${CAPTION}IT IS SO ORDERED. DATED: May 4, 2031. Greta M. Lindqvist, United States District Judge\n`,
    ],
    judge: 'Greta M. Lindqvist',
  },
  {
    name: "a proposed order run onto one line: the judge's rule is blank, counsel signs",
    pages: [
      `${CAPTION}IT IS SO ORDERED. ______________________ UNITED STATES DISTRICT JUDGE Dated: ________ Submitted by: /s/ Omar Fadel OMAR FADEL Attorney for Plaintiff\n`,
    ],
    judge: null,
  },
  {
    name: "an Assistant United States Attorney's e-signature is no judge's",
    pages: [`${CAPTION}/s/ Omar Fadel OMAR FADEL Assistant United States Attorney\n`],
    judge: null,
  },
]

runGallery('federal forms and run-on signatures', CASES)

// The caption gallery, parties part six: forms that recur on unseen filings (session 24). A scan
// whose text layer keeps one space of the gap between the role and the right-hand column's docket
// label ("Plaintiffs Civil Action"); an order's title wrapping down beside the defendants' names
// ("APPROVAL OF CLASS ACTION" / "SETTLEMENT", "AND FINDINGS OF FACT AND" / "CONCLUSIONS OF LAW");
// an appeal's caption that gives the officer sued her "Doctor" after her name; two persons joined
// by "&"; the Northern District of California's court name turned up the margin, its letters read
// into the starts of the caption's lines (marginText.ts).
// Invented names and numbers, written from how those pages print, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'scanned caption, the docket label one space after the role',
    pages: [
      `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF OHIO
WESTERN DIVISION
MARLON PIKE, et al.,
Plaintiffs Civil Action
v. NO. 41207
CORA V. LINDQVIST, et al.,
Defendants
MEMORANDUM OPINION AND ORDER
On March 3, 1974, plaintiffs filed this action under the fair housing laws.`,
    ],
    plaintiffs: ['Marlon Pike'],
    defendants: ['Cora V. Lindqvist'],
  },
  {
    name: "order's title wrapping down to the defendant's name, pleading paper",
    pages: [
      `Case 4:18-cv-04410-ABC   Document 61   Filed 05/02/19   Page 1 of 6
1
2
3  UNITED STATES DISTRICT COURT
4  NORTHERN DISTRICT OF CALIFORNIA
5
DELIA MARSH, et al.,  Case No. 18-cv-04410-ABC
6
Plaintiffs,
7
ORDER GRANTING FINAL
v.
8  APPROVAL OF CLASS ACTION
  SETTLEMENT
TOBIAS K. WREN,
9
Re: ECF No. 58
Defendant.
10
11  Before the Court is Plaintiffs' Motion for Final Approval of Class Action Settlement.`,
    ],
    plaintiffs: ['Delia Marsh'],
    defendants: ['Tobias K. Wren'],
  },
  {
    name: "findings of fact and conclusions of law beside the defendants' name",
    pages: [
      `6  IN THE UNITED STATES DISTRICT COURT
7  FOR THE DISTRICT OF ARIZONA
8
9  Nadia Roe, et al.,  No. CV-22-00311-PHX-ABC
10  Plaintiffs,
ORDER  ON  MOTION  FOR
11  v.
  PRELIMINARY  INJUNCTION
12  Walter K Pine, et al.,  AND FINDINGS OF FACT AND
  CONCLUSIONS OF LAW
13  Defendants.
14
15  INTRODUCTION`,
    ],
    plaintiffs: ['Nadia Roe'],
    defendants: ['Walter K Pine'],
  },
  {
    name: 'appeal caption, the officer sued as "Doctor" after her name',
    pages: [
      `United States Court of Appeals
for the Fifth Circuit
No. 21-30517
River Parish Clinic, L.L.C.; Jane Doe 1,

Plaintiffs—Appellees,

versus

Noreen T. Adair, Doctor, in her official capacity as Secretary of the
Louisiana Department of Health,

Defendant—Appellant.`,
    ],
    plaintiffs: ['River Parish Clinic, L.L.C.', 'Jane Doe 1'],
    defendants: ['Noreen T. Adair'],
  },
  {
    name: 'two persons joined by "&" on one line',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF CONNECTICUT
ROSA QUILL-MANNING ET AL
No. 3:21-cv-00412 (ABC)
Plaintiffs,
v.
T. HOLLOWAY & GRANT PEMBERTON,
Defendants.
ORDER`,
    ],
    plaintiffs: ['Rosa Quill-Manning'],
    defendants: ['T. Holloway', 'Grant Pemberton'],
  },
  {
    name: 'a firm\'s "&" stays one name',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF CONNECTICUT
JANE ROE,
Plaintiff,
v.
HARLOW & FINCH, LLP,
Defendant.
ORDER`,
    ],
    plaintiffs: ['Jane Roe'],
    defendants: ['Harlow & Finch, LLP'],
  },
  {
    name: "court's name turned up the margin, its letters at the lines' starts",
    pages: [
      `Case 3:24-cv-05120-ABC     Document 31     Filed 06/11/24     Page 1 of 14
1
2
7  UNITED STATES DISTRICT COURT
8  NORTHERN DISTRICT OF CALIFORNIA
9
TOWN OF ELM GROVE, et al.,
10  Case No.  24-cv-05120-ABC
Plaintiffs,
11
v.  ORDER GRANTING PRELIMINARY
a  12    INJUNCTION
tr in HAROLD VANCE, et al.,
uoro 13
C tfila Defendants.
cC 14
i
rts fo
iD tc 15  I. INTRODUCTION
 sir
et
tatsiD 16  Plaintiffs, towns that receive federal grants, move for a preliminary injunction.
S d nr
ee 17  The motion is granted.
th
intr
Uo
N 18`,
    ],
    plaintiffs: ['Town of Elm Grove'],
    defendants: ['Harold Vance'],
  },
  {
    name: "margin letters beside an order's title wrapped down to the defendant's name",
    pages: [
      `Case 5:19-cv-02231-ABC   Document 40   Filed 10/02/20   Page 1 of 9
8  UNITED STATES DISTRICT COURT
9  NORTHERN DISTRICT OF CALIFORNIA
10
OMAR FARRELL,
11  Case No. 19-02231 ABC (PR)
Plaintiff,
12  ORDER GRANTING
a
tr in v.  DEFENDANT'S MOTION TO
uoro 13    DISMISS FOR FAILURE TO
Cfi EXHAUST ADMINISTRATIVE
 tclaC 14  LENA ORTIZ, et al.,  REMEDIES PRIOR TO FILING
i
rts fo SUIT
iD tc 15                       Defendants.
 sir
etatS detsiD nre 1167            (Docket No. 22)
th
intr
Uo Plaintiff, a state prisoner, filed a civil rights complaint.`,
    ],
    plaintiffs: ['Omar Farrell'],
    defendants: ['Lena Ortiz'],
  },
  {
    // The persons after the body in capitals with no middle initial ("Paul Ostrander") are still
    // read as its description by the capitals convention (partyNames.ts), a known limit; the
    // suffix after one is that person's, never the body's.
    name: 'reporter caption, persons in small letters after a body in capitals',
    pages: [
      `598 F.2d 377 (1980)
Rosa M. QUINTANA and Luis Quintana, Plaintiffs-Appellants,
v.
ELM VALLEY SCHOOL DISTRICT, Paul Ostrander, Jr., Individually and as Superintendent of the
Elm Valley School District, Carl T. Nyberg, Jr., Edith R. Vance, Individually and as members
of the Board of Education, Defendants-Appellees.
No. 77-1234.
United States Court of Appeals, Ninth Circuit.`,
    ],
    defendants: ['Elm Valley School District', 'Carl T. Nyberg, Jr.', 'Edith R. Vance'],
  },
  {
    name: "clerk's FILED stamp, its date and its deputy's BY line among the ')' caption's names",
    pages: [
      `IN THE UNITED STATES DISTRICT COURT
FOR THE SOUTHERN DISTRICT OF MISSISSIPPI
FILED
MAR 1 12 009
UNITED STATES OF AMERICA  )
)
BY
Plaintiff,  )
)  Civil Action No. 5123
v.  )
)
PINE HOLLOW SCHOOL  )
DISTRICT, et al.,  )
)
Defendants.  )
AGREED ORDER`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Pine Hollow School District'],
  },
  {
    name: 'e-filing stamp naming the circuit clerk inside the name block',
    pages: [
      `COMMONWEALTH OF KENTUCKY
ELM CIRCUIT COURT
CIVIL ACTION NO. 21-CI-00417
MARGARET OYELARAN,
Filed 21-CI-00417 03/02/2021 Dana Roe, Elm Circuit Clerk
PLAINTIFF
v.
RIVERBEND HOLDINGS, LLC
DEFENDANT`,
    ],
    plaintiffs: ['Margaret Oyelaran'],
    defendants: ['Riverbend Holdings, LLC'],
  },
]

runGallery('party caption gallery, part six', CASES)

// The caption gallery, parties part nineteen (issue 27): a court of appeals' caption with the
// district court's "D.C. Docket No." line over the first name; a body's name whose "and" goes on
// with what the body is for ("COUNCIL FOR SCHOOL RESEARCH AND POLICY, INC."); the Northern
// District of California's turned margin read twice over ("ttoo", "nini", "ct ct"); a docket
// report's names in capitals wrapped onto a line beside the counsel's marks ("OF HOMELAND
// SECURITY (See above for address)"), or run into the counsel's office on the next line, where
// the report's title names the lead whole; a ruling's title wrapped beside the defendants' name
// ("GRANTING CLASS" / "CERTIFICATION"); a union's local by its number wrapped in a docket report's
// name column; a research service's appellate docket listing each name over its "Type:"; a court
// of appeals' caption with its brackets left as glyph codes ("(cid:3)"); a research site's
// reported opinion, its short title over its citation; a reporter's caption wrapped mid-name after
// a semicolon; an office with its seat printed before the person sued ("OAK COUNTY CHIEF
// PROBATION OFFICER HELEN MARSH"); a California superior court's order form, each lead over
// "Plaintiff/Petitioner(s)" and "Defendant/Respondent(s)".
// Invented names and numbers, written from how those papers print, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: "a court of appeals' caption under the district court's docket line",
    pages: [
      `IN THE UNITED STATES COURT OF APPEALS

FOR THE ELEVENTH CIRCUIT
________________________

No. 31-12345
________________________

D.C. Docket No. 3:30-cv-00123-ABC-DEF
JOHN ROWAN,
a minor, by and through his next friend and mother, Mary Rowan,
Plaintiff - Appellee,
versus
SCHOOL BOARD OF ELM COUNTY, FLORIDA,
Defendant - Appellant.
________________________`,
    ],
    plaintiffs: ['John Rowan'],
    defendants: ['School Board of Elm County, Florida'],
  },
  {
    name: 'a body for two things, a company form closing its name',
    pages: [
      `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLUMBIA

COUNCIL FOR SCHOOL RESEARCH
AND POLICY, INC., et al.,

Plaintiffs,
  Case No. 1:31-cv-00123 (ABC)
v.

JANE ROWE, in her official
capacity as Secretary of Labor, et al.,

Defendants.

MEMORANDUM OPINION`,
    ],
    plaintiffs: ['Council for School Research and Policy, Inc.'],
    defendants: ['Jane Rowe'],
  },
  {
    name: "the turned margin read twice over, beside a pleading paper's numbers",
    pages: [
      `Case3:31-cv-01234-ABC   Document12    Filed01/02/31   Page1 of 9
1
2
IN THE UNITED STATES DISTRICT COURT
3
4 FOR THE NORTHERN DISTRICT OF CALIFORNIA
5
aa
nini 6 MARGARET L. OSTROW, No. C 31-01234 ABC
rr
ttoo
rrff
ououaliali 7 Plaintiff, ORDER
CCCC
ct ct of of  8     v.
ririct ct
ststriri 9
iitt TOWN OF ELMHURST,
DDss
teten n  10 Defendant.
aarr                                                                       /
SShh
d d rtrt 11
ninie e  12 Plaintiff Margaret Ostrow brought suit against the Town of Elmhurst.`,
    ],
    plaintiffs: ['Margaret L. Ostrow'],
    defendants: ['Town of Elmhurst'],
  },
  {
    name: "a docket report's names in capitals wrapped beside the counsel's marks",
    pages: [
      `U.S. District Court
District of Elmwood (Capital City)
CIVIL DOCKET FOR CASE #: 1:31-cv-00456-ABC
ROE et al v. POE et al Date Filed: 01/02/2031
Assigned to: Judge Ann B. Carter
Cause: 28:1331 Federal Question
Plaintiff
JANE ROE represented by Alan Quill
Quill & Reed LLP
12 Elm Street
Capital City, EL 00001
LEAD ATTORNEY
ATTORNEY TO BE NOTICED
V.
Defendant
JOHN POE represented by Beth Stone
Secretary of the Department of Regional (See above for address)
Planning and Transport LEAD ATTORNEY
ATTORNEY TO BE NOTICED
Defendant
ELMWOOD DEPARTMENT represented by Beth Stone
OF REGIONAL PLANNING (See above for address)
LEAD ATTORNEY
ATTORNEY TO BE NOTICED
Defendant
ELMWOOD TRANSIT AND ROAD represented by Beth Stone
AUTHORITY (See above for address)
LEAD ATTORNEY
ATTORNEY TO BE NOTICED
Date Filed # Docket Text
01/02/2031 1 COMPLAINT against JOHN POE filed by JANE ROE. (Entered: 01/02/2031)`,
    ],
    plaintiffs: ['Jane Roe'],
    defendants: [
      'John Poe',
      'Elmwood Department of Regional Planning',
      'Elmwood Transit and Road Authority',
    ],
  },
  {
    name: "a docket report's lead run into its counsel's office, the title naming it whole",
    pages: [
      `CLOSED
U.S. District Court
District of Elmwood (Capital City)
CIVIL DOCKET FOR CASE #: 1:31-cv-00789-DEF
OPEN RECORDS PROJECT v. BUREAU OF Date Filed: 03/04/2031
REGIONAL TRANSIT Date Terminated: 05/06/2032
Assigned to: Judge Dana E. Fox
Cause: 05:552 Freedom of Information Act
Plaintiff
OPEN RECORDS PROJECT represented by Carl Mint
MINT LAW GROUP
LEAD ATTORNEY
ATTORNEY TO BE NOTICED
V.
Defendant
BUREAU OF REGIONAL represented by Dora Vance
TRANSIT U.S. DEPARTMENT OF JUSTICE
Civil Division
LEAD ATTORNEY
ATTORNEY TO BE NOTICED
Date Filed # Docket Text
03/04/2031 1 COMPLAINT against BUREAU OF REGIONAL TRANSIT. (Entered: 03/04/2031)`,
    ],
    plaintiffs: ['Open Records Project'],
    defendants: ['Bureau of Regional Transit'],
  },
  {
    name: "a ruling's title wrapped down beside the defendants' name",
    pages: [
      `9 UNITED STATES DISTRICT COURT
10 SOUTHERN DISTRICT OF CALIFORNIA
11
12 MARCO TELLEZ RUIZ, CASE NO. 31cv2211 ABC (DEF)
13 Plaintiff, ORDER DENYING MOTION FOR
RECONSIDERATION AND
14 vs. CLARIFYING ORDER
GRANTING CLASS
15 CERTIFICATION
HELEN STROUD, et al.,
16 (Doc. 88)
Defendants.
17
18
19 On May 1, 2031, this Court issued its Order granting Plaintiffs' Motion for Class`,
    ],
    plaintiffs: ['Marco Tellez Ruiz'],
    defendants: ['Helen Stroud'],
  },
  {
    name: "a docket report's union and its local wrapped beside the counsel's mark",
    pages: [
      `U.S. District Court
Northern District of Elmwood - CM/ECF LIVE (Capital City)
CIVIL DOCKET FOR CASE #: 1:31-cv-01111
Workers Fund et al v. Elmwood Labor Board et al  Date Filed: 02/03/2031
Assigned to: Honorable Ann B. Carter
Plaintiff
Workers Fund  represented by  Carl Mint
Mint Law Group
LEAD ATTORNEY
Plaintiff
United Brotherhood of Allied Pipe  represented by  Carl Mint
Fitters, Local 432, AFL-CIO  (See above for address)
ATTORNEY TO BE NOTICED
V.
Defendant
Elmwood Labor Board  represented by  Dora Vance
Office of the Attorney General
LEAD ATTORNEY
Date Filed # Docket Text`,
    ],
    plaintiffs: ['Workers Fund', 'United Brotherhood of Allied Pipe Fitters, Local 432, AFL-CIO'],
    defendants: ['Elmwood Labor Board'],
  },
  {
    name: "a research service's appellate docket, each name over its type",
    pages: [
      `ROWAN, ET AL V. STONE, ET AL, 31-12345 (2031)
This docket is current through 12/31/2031
Court:  US COURT OF APPEALS FOR THE NINTH CIRCUIT
Case Title:  ROWAN, ET AL v. STONE, ET AL
Date Filed:  02/03/2031

NAMES
ELLA ROWAN
Type:  PLAINTIFF - APPELLEE
Attorney:  JOHN QUILL, ESQ.

PETER ASH
Type:  PLAINTIFF - APPELLEE
Attorney:  JOHN QUILL, ESQ.

MARIA STONE, DIRECTOR, ELMWOOD DEPARTMENT OF HEALTH
Type:  DEFENDANT - APPELLANT
Attorney:  DORA VANCE, ESQ.
`,
    ],
    plaintiffs: ['Ella Rowan', 'Peter Ash'],
    defendants: ['Maria Stone'],
  },
  {
    name: "a court of appeals' caption with its brackets left as glyph codes",
    pages: [
      `RECOMMENDED FOR FULL-TEXT PUBLICATION
UNITED STATES COURT OF APPEALS
FOR THE SIXTH CIRCUIT
_________________
PAUL AVERY, (cid:2)
(cid:3)
Plaintiff-Appellant,
(cid:3)
(cid:3) No. 31-1234
v. (cid:3)
>
(cid:4)
TOWN OF ELMVILLE; MARK STONE, (cid:3)
(cid:3)
Elmville Chief of Police,
(cid:3)
Defendants-Appellees.
(cid:5)
Appeal from the United States District Court`,
    ],
    plaintiffs: ['Paul Avery'],
    defendants: ['Town of Elmville', 'Mark Stone'],
  },
  {
    name: "a research site's reported opinion, its short title over its citation",
    pages: [
      `No. 123, Docket 31-4567
United States Court of Appeals, Second Circuit
Rowan v. Ashford
912 F.2d 345 (2d Cir. 2031)
Decided Jun 19, 2031
Argued April 4, 2031.
Jane Quill, Elm City, for plaintiff-appellant.`,
    ],
    plaintiffs: ['Rowan'],
    defendants: ['Ashford'],
  },
  {
    name: "a reporter's caption wrapped mid-name after a semicolon",
    pages: [
      `712 F.Supp. 2093 (2031)
Jane ROE, a minor, by and through her next friend, M.R., on behalf of
herself and all others similarly situated, Plaintiffs,
v.
Harold POE, in his official capacity as Secretary of the Department of Health and
Social Services for the State of Elmwood; Carl Stone, in his official capacity
as Superintendent of the Elm County Detention Center; and the Elm County
School Board, Defendants.
No. 31-1234-Civ.
United States District Court, S.D. Elmwood.`,
    ],
    plaintiffs: ['Jane Roe'],
    defendants: ['Harold Poe', 'Carl Stone', 'Elm County School Board'],
  },
  {
    name: 'an office with its seat printed before the person sued',
    pages: [
      `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF ELMWOOD

ANNA LOWE, a minor, by and through her         CASE NO: CIV.S.31-00123 ABC
Guardian Ad Litem, Mary Lowe,
                  Plaintiffs,
      vs.
OAK COUNTY; OAK COUNTY CHIEF PROBATION
OFFICER HELEN MARSH, in her individual and
official capacity,
                  Defendants.

GOOD CAUSE APPEARING, the Court approves the settlement.`,
    ],
    plaintiffs: ['Anna Lowe'],
    defendants: ['Oak County', 'Helen Marsh'],
  },
  {
    name: "a California superior court's order form, its abbreviated title boxed",
    pages: [
      `Superior Court of California, County of Elmwood
Elmwood County Courthouse
Rowan  No. RG31012345
Plaintiff/Petitioner( s)
Order
VS.
Motion to Strike
Granted
Ashford
Defendant/Respondent( s)
(Abbreviated Title)
The Motion to Strike filed by Peter Ashford was set for hearing on 04/26/2031.`,
    ],
    plaintiffs: ['Rowan'],
    defendants: ['Ashford'],
  },
  {
    name: 'a docket report\'s sovereign block ending "ex rel." over its relator\'s',
    pages: [
      `U.S. District Court
District of Elmwood (Capital City)
CIVIL DOCKET FOR CASE #: 1:31-cv-00789-DEF
United States of America ex rel. Rowan v. Ashford Health Systems, Inc. et al
Date Filed: 03/04/2031
Assigned to: Judge Dana E. Fox
Cause: 31:3729 False Claims Act
Plaintiff
United States of America ex rel.
Plaintiff
Jane Rowan
represented by
Carl Mint
Mint Law Group
LEAD ATTORNEY
V.
Defendant
Ashford Health Systems, Inc.
represented by
Dora Vance
Vance & Reed`,
    ],
    plaintiffs: ['United States of America ex rel. Jane Rowan'],
    defendants: ['Ashford Health Systems, Inc.'],
  },
  {
    name: "consolidated cases' captions one under another with no rule between",
    pages: [
      `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLUMBIA

COUNCIL FOR SCHOOL RESEARCH
AND POLICY, INC., et al.,

Plaintiffs,
  Case No. 1:31-cv-00123 (ABC)
v.

JANE ROWE, in her official
capacity as Secretary of Labor, et al.,

Defendants.
ELMWOOD ACADEMY OF
TEACHING, et al.,

Plaintiffs,
  Case No. 1:31-cv-00456 (ABC)
v.

DEPARTMENT OF LABOR, et al.,

Defendants.


MEMORANDUM OPINION`,
    ],
    plaintiffs: ['Council for School Research and Policy, Inc.', 'Elmwood Academy of Teaching'],
    defendants: ['Jane Rowe', 'Department of Labor'],
  },
]

runGallery('caption gallery, parties part nineteen', CASES)

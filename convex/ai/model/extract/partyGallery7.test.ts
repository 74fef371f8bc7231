// The caption gallery, parties part seven: forms that recur on unseen filings (session 24, round
// two). The Sixth Circuit's caption drawn in a box ("┐", "│", "┘") with blank rows between its
// lines; a reporter's one-paragraph caption wrapped mid-name after its "v."; a reporter page whose
// headnote number ("[3]") stands beside a name broken over two lines, the last closed by "et al.";
// a company's name broken at its own "AND" ("MOLLY'S BAR" / "AND GRILL, LLC"); a federal criminal
// caption numbering its defendants ("D-4") with the judge one space beside a name; a person named
// in small letters after a body in capitals and described as sued in person.
// Invented names and numbers, written from how those pages print, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'Sixth Circuit caption drawn in a box, a name broken over blank rows',
    pages: [
      `RECOMMENDED FOR PUBLICATION
UNITED STATES COURT OF APPEALS
 
FOR THE SIXTH CIRCUIT
 
 
ELM VALLEY TENANTS UNION; ELM VALLEY  ┐ 
 
HOUSING COALITION OF NORTH OHIO,  │ 
 
Plaintiffs-Appellees,  │   
│ 
 
> No. 19-3321 
  v.  │ 
│ 
 
ROSALIND MEEK, in her official capacity as Director 
│ 
of the Ohio Department of Housing, 
│ 
Defendant-Appellant.  │ 
┘ 
 
Appeal from the United States District Court.`,
    ],
    plaintiffs: ['Elm Valley Tenants Union', 'Elm Valley Housing Coalition of North Ohio'],
    defendants: ['Rosalind Meek'],
  },
  {
    name: "reporter's one-paragraph caption wrapped mid-name after its v.",
    pages: [
      `IN RE: WEST BIRCH CENTRAL SCHOOL DISTRICT
IN RE: WEST BIRCH CENTRAL SCHOOL DISTRICT, Appellant, v. ELM STATE DIVISION OF CIVIL
RIGHTS, Respondent.
-- March 4, 2014
Ada Quill, for appellant. Tomas Reyes, for respondent.
At issue on this appeal is whether a school district is an education corporation.`,
    ],
    plaintiffs: ['West Birch Central School District'],
    defendants: ['Elm State Division of Civil Rights'],
  },
  {
    name: 'reporter page with a headnote number beside a name broken over two lines, et al.',
    pages: [
      `61 F.R.D. 412
United States District Court, E. D. Elm,  Cases that cite this headnote 
Birchton Division.   
Lowell P. HARTE and Minna B. Harte, Plaintiffs,   
v.   
STATE BOARD OF EDUCATION OF NORTH  [3]  Infants 
DAKOTIA et al., Defendants.    Grounds in Particular Actions 
No. C-81-BT-12.   
May 9, 1973.`,
    ],
    plaintiffs: ['Lowell P. Harte', 'Minna B. Harte'],
    defendants: ['State Board of Education of North Dakotia'],
  },
  {
    name: "a company's name broken at its own AND in the ) column",
    pages: [
      `UNITED STATES DISTRICT COURT
  EASTERN DISTRICT OF ELM
  AT BIRCHTON
 
LUCIO MARCHETTI and MOLLY’S BAR  )
AND GRILL, LLC, et al.,  )  Case No. 2:22-cv-311
  )
Plaintiffs,  )  Judge Ada R. Quill
  )
v.  )
  )
ROSA DELGADO PINE  )
  )
Defendant.  )
 
MEMORANDUM OPINION`,
    ],
    plaintiffs: ['Lucio Marchetti', 'Molly’s Bar and Grill, LLC'],
    defendants: ['Rosa Delgado Pine'],
  },
  {
    name: "an agency's name broken after its AND, the line above it",
    pages: [
      `UNITED STATES DISTRICT COURT
FOR THE WESTERN DISTRICT OF ELM
 
ELM PROTECTION AND
ADVOCACY SERVICE, INC.         Case No:
 
    Plaintiff,            Hon.
v
 
CITY OF BIRCHTON,
 
    Defendant.
            /
COMPLAINT`,
    ],
    plaintiffs: ['Elm Protection and Advocacy Service, Inc.'],
    defendants: ['City of Birchton'],
  },
  {
    name: 'criminal caption numbering its defendants, the judge one space beside a name',
    pages: [
      `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF MICHIGAN
SOUTHERN DIVISION
United States of America,
Plaintiff,
v. Criminal Case No. 14-30455
Darnell Ross Whitfield D-3 and Honorable Ada R. Quill
Kevin Lamar Osei D-12,
Defendants.
______________________________/
OPINION & ORDER`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Darnell Ross Whitfield', 'Kevin Lamar Osei'],
  },
  {
    name: 'a person in small letters sued in person after a body in capitals',
    pages: [
      `702 F.2d 118 (1981)
Rosa M. ALVAREZ, as parent and next friend of Tomas Alvarez, Individually and on behalf of all
other persons similarly situated, Plaintiffs-Appellants,
v.
ELM GROVE UNIFIED SCHOOL DISTRICT, Walter Brandt, Individually and
as District Superintendent of the Elm Grove Unified School District, Nora
J. Fitch and Carl B. Ames, Individually and as members of the Board of
Education of the Elm Grove Unified School District, Defendants-Appellees.
No. 78-1102.
United States Court of Appeals, Ninth Circuit.`,
    ],
    defendants: [
      'Elm Grove Unified School District',
      'Walter Brandt',
      'Nora J. Fitch',
      'Carl B. Ames',
    ],
  },
]

runGallery('party caption gallery, part seven', CASES)

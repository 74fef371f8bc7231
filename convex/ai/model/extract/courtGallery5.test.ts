// The court gallery, round 5 (session 24): papers without a caption (a letter, a monitor's report,
// a press release, a settlement agreement, a brief's body) name other cases' courts in their
// prose; the court column answers only a court the paper says is this case's ("filed in the X",
// "pending before the X", a venue paragraph, the court defined as "the Court", a heading line),
// and nothing otherwise. Names are invented; each case is one form.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'a letter to a client citing other courts names no court',
    pages: [
      `ELM & OAK LLP\n14 Birch Street\nSpringfield, OH 45501\n\nMarch 3, 2021\n\nDear Ms. Larch:\n\nYou asked whether the new rule reaches your company. The Supreme Court of Ohio read a similar rule narrowly last year, and the United States Court of Appeals for the Sixth Circuit followed that reading in a case about a neighbouring county.\n\nWe think the rule does not reach you, for the reasons below.\n`,
    ],
    court: null,
  },
  {
    name: "a monitor's report discussing a district court's practice names no court",
    pages: [
      `THIRD REPORT OF THE INDEPENDENT MONITOR\n\nPrepared for the Elm County Sheriff's Office\n\nI. Summary of findings during the period under review\n\nDuring this period the Office changed its intake policy after the United States District Court for the Northern District of Texas struck down a similar policy in another county. Deputies now record each detention in the central register within two hours of arrest.\n`,
    ],
    court: null,
  },
  {
    name: 'a press release: the suit "filed in the United States District Court for the District of Oregon"',
    pages: [
      `FOR IMMEDIATE RELEASE\nJune 4, 2019\n\nTenants Sue Landlord Over Mold in Public Housing\n\nPORTLAND - A group of tenants today sued the Birch Housing Authority. The lawsuit, filed in the United States District Court for the District of Oregon, alleges that the authority ignored repeated complaints. Last year the Supreme Court of Oregon declined to hear a related case.\n`,
    ],
    court: 'United States District Court for the District of Oregon',
  },
  {
    name: "a press release citing only another court's ruling names no court",
    pages: [
      `FOR IMMEDIATE RELEASE\nJune 4, 2019\n\nAdvocates Welcome Ruling on Shelter Beds\n\nDENVER - Advocates for the homeless today welcomed a ruling of the United States Court of Appeals for the Ninth Circuit holding that a city may not punish sleeping outside when no shelter bed is open. The group will ask the city council to change its ordinance.\n`,
    ],
    court: null,
  },
  {
    name: 'a settlement agreement: a civil action filed "in the U.S. District Court … (the "Court")"',
    pages: [
      `SETTLEMENT AGREEMENT\n\nThis Settlement Agreement is entered into by Jane Aspen and Paul Cedar (together, "Plaintiffs") and the City of Elmwood (the "City"), through their authorized representatives.\n\nRECITALS\n\n1. On April 2, 2021, Plaintiffs filed a civil action pursuant to 42 U.S.C. § 1983 against the City in the U.S. District Court for the Western District of Texas ("the Court"), captioned Aspen v. City of Elmwood, Case No. 1:21-cv-00412.\n`,
    ],
    court: 'United States District Court for the Western District of Texas',
  },
  {
    name: "a brief's body page: courts of cited cases never answer",
    pages: [
      `plaintiffs have not shown that the policy burdens their speech at all. As the district court explained in the earlier case, the Eastern District of Virginia has rejected the same argument twice, and the Fourth Circuit affirmed both times without reaching the question the plaintiffs now raise.\n\nThe plaintiffs' second argument fares no better. The Supreme Court of Virginia has held that the statute reaches only commercial speech, a reading the plaintiffs do not contest here.\n`,
    ],
    court: null,
  },
  {
    name: 'a letter about a case "pending before the Superior Court of New Jersey, Law Division"',
    pages: [
      `Dear Mr. Hazel:\n\nThis office represents the Borough in the matter now pending before the Superior Court of New Jersey, Law Division, Mercer County, in which your client seeks the records described in its request of May 1.\n\nPlease direct any further correspondence about the matter to the undersigned.\n`,
    ],
    court: 'Superior Court of New Jersey, Law Division, Mercer County',
  },
  {
    name: 'a complaint\'s venue paragraph: "committed within the jurisdiction of the United States District Court"',
    pages: [
      `Plaintiff brings this action under Title VII of the Civil Rights Act of 1964 to correct unlawful employment practices on the basis of sex.\n\n1. Jurisdiction of this Court is invoked pursuant to 28 U.S.C. §§ 451, 1331, 1337, 1343 and 1345.\n\n2. The employment practices alleged to be unlawful were committed within the jurisdiction of the United States District Court for the Middle District of Florida.\n`,
    ],
    court: 'United States District Court for the Middle District of Florida',
  },
  {
    name: 'a petition\'s caption "WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS" under a garbled heading',
    pages: [
      `No. 81-442\nIn the Suprcmc Conrt of thc Unltcd Statcs\nOCTOBER TERM, 1981\nELM VALLEY SCHOOL DISTRICT,\nPETITIONER\nV.\nSTATE BOARD OF EDUCATION, ET AL.\nON PETITION FOR A WRIT OF CERTIORARI TO\nTHE UNITED STATES COURT OF APPEALS FOR\nTHE TENTH CIRCUIT\nBRIEF FOR THE RESPONDENTS IN OPPOSITION\nThe Board and the district are parties to a\nsuit in the District of Kansas in which the\ndistrict court entered a decree in 1974.\n`,
    ],
    court: 'Supreme Court of the United States',
  },
  {
    name: "a short-lined page: a district named in a sentence is no caption's court",
    pages: [
      `MEMORANDUM FOR THE UNITED STATES\nThe Board and the district are parties to a\nsuit in the District of Kansas in which the\ndistrict court entered a decree in 1974.\nThe Board now asks to be released from it.\n`,
    ],
    court: null,
  },
  {
    name: "a report's next page opening mid-sentence with a court's name names no court",
    pages: [
      `INTERIM REPORT OF THE COMPLIANCE OFFICER\n\nThe county asked whether its new booking rules meet the standard first set out by the\n`,
      `United States Court of Appeals for the Tenth Circuit in a case about another county's jail.\nThe officer finds that the rules meet it in every respect but one.\n`,
    ],
    court: null,
  },
  {
    name: 'a sentence opening a line, "The United States District Court for … held", is no heading',
    pages: [
      `MEMORANDUM TO THE BOARD\n\nSummary of recent decisions\nThe United States District Court for the District of Nevada held in March that the\nboard's notice must be mailed.\n`,
    ],
    court: null,
  },
]

runGallery('court gallery, round 5', CASES)

runGallery('court gallery, round 5: heading forms', [
  {
    name: 'D.C.: "UNITED STATES DISTRICT COURT / DISTRICT OF THE DISTRICT OF COLUMBIA"',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF THE DISTRICT OF COLUMBIA\n\nELM TENANTS ASSOCIATION,\n        Plaintiff,\n    v.\nOAK HOUSING AUTHORITY,\n        Defendant.\n\nCOMPLAINT\n`,
    ],
    court: 'United States District Court for the District of Columbia',
  },
])

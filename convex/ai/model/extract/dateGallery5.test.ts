// Dates, a fifth gallery (session 29): a court of appeals' slip opinion dated on its own line
// over the panel, the Third Circuit's "(Opinion filed: …)", a tribunal's decision number and date
// a column apart, a clerk's certificate of a copy (its date is the copy's), a pleading's line
// number before "DATED:", a date over the judge's signature rule, and a clerk's stamp whose day a
// scan split and misread. Every name and number is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'a slip opinion’s date alone over "Before …, Circuit Judges."',
    pages: [
      `FOR THE FIFTH CIRCUIT\nNo. 83-2217\nANN ROE, ET AL.,\nPlaintiffs-Appellants,\nv.\nELM PARISH SCHOOL BOARD,\nDefendants-Appellees.\nAppeal from the United States District Court\nfor the Middle District of Louisiana\nMarch  9,  1983  )_\n. -\nBefore  HALE,  POE  and  LIND,  Circuit Judges.\nPOE, Circuit Judge:\nThe appeal is dismissed.\n`,
    ],
    filed: '1983-03-09',
  },
  {
    name: 'the Third Circuit’s "(Opinion filed: March 3, 2020)"',
    pages: [
      `PRECEDENTIAL\nUNITED STATES COURT OF APPEALS\nFOR THE THIRD CIRCUIT\n_____________\nNo. 19-1234\n_____________\nJOHN ROE,\nAppellant\nv.\nELM COUNTY\n_____________\nOn Appeal from the United States District Court\nfor the Eastern District of Pennsylvania\nArgued January 2, 2020\nBefore: HALE, POE, and LIND, Circuit Judges\n(Opinion filed: March 3, 2020)\nOPINION OF THE COURT\nPOE, Circuit Judge.\n`,
    ],
    filed: '2020-03-03',
  },
  {
    name: 'a tribunal’s "Decision No. 77          May 2, 2014" in the caption’s column',
    pages: [
      `Elm State Workers’ Compensation Appeals Commission\n\nJane Roe,   Final Decision\n  Appellant,  Decision No. 77            May 2, 2014\nvs.\nOakdale Mills, Inc.,  Appeal No. 14-002\n  Appellee.\nThe appeal is decided as follows.\n`,
    ],
    filed: '2014-05-02',
  },
  {
    name: 'a clerk’s certificate of a copy dates the copy, not the decision',
    pages: [
      `Elm State Workers’ Compensation Appeals Commission\nJane Roe, Appellant, vs. Oakdale Mills, Inc., Appellee.\nThe Board's decision is affirmed.\n\nI certify that this is a full and correct copy of the Final Decision No. 77 issued in the\nmatter of Jane Roe vs. Oakdale Mills, Inc., and distributed by the office of the\ncommission on a later day.\nDate:      May 6, 2014\n                         Signed\nA. Poe, Deputy Commission Clerk\n`,
    ],
    filed: null,
  },
  {
    name: 'pleading paper: "8  DATED:  July 30,2007" with its line number',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF CALIFORNIA\nANN ROE,\nPlaintiff,\nv.   CASE NO: CIV.S-05-01234 ABC\nELM COUNTY,\nDefendant.\nORDER GRANTING SETTLEMENT\n1  The Settlement is approved.\n6  IT IS SO ORDERED.\n7\n8  DATED:  July 30,2007\n9  /s/ John Q. Poe\nHONORABLE JOHN Q. POE\n10  UNITED STATES DISTRICT JUDGE\n`,
    ],
    filed: '2007-07-30',
  },
  {
    name: 'a date alone over the signature rule, lines of spaces between, and "Hon. Jane Roe-Poe, Judge"',
    pages: [
      `UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF INDIANA\nINDIANAPOLIS DIVISION\nANN ROE, et al.,\nPlaintiffs,\nvs.   No. 1:10-cv-01234-ABC-DEF\nJOHN POE,\nDefendant.\nFINAL JUDGMENT\nThe Court enters final judgment for Plaintiffs.\nDefendants shall take the first step the parties' plan describes;\nDefendants shall take the second step the parties' plan describes;\nDefendants shall take the third step the parties' plan describes;\nDefendants shall take the fourth step the parties' plan describes;\nDefendants shall take the fifth step the parties' plan describes;\nDefendants shall take the sixth step the parties' plan describes;\nDefendants shall take the seventh step the parties' plan describes;\nDefendants shall take the eighth step the parties' plan describes;\nDefendants shall take the ninth step the parties' plan describes;\nDefendants shall take the tenth step the parties' plan describes;\nDefendants shall take the eleventh step the parties' plan describes;\nDefendants shall take the twelfth step the parties' plan describes;\n 03/11/2011\n      _______________________________\n    \n \n        Hon. Jane Roe-Poe, Judge\n \n        United States District Court\n\n        Southern District of Indiana\n`,
    ],
    filed: '2011-03-11',
  },
  {
    name: 'a Seventh Circuit opinion refiled below: "DECIDED MARCH 3, 2020", not the stamp’s date',
    pages: [
      `Case: 1:18-cv-01234 Document #: 77 Filed: 03/25/20 Page 1 of 10 PageID #:901\nIn the\nUnited States Court of Appeals\nFor the Seventh Circuit\n____________________\nNo. 19-2345\nJANE ROE,\nPlaintiff-Appellant,\nv.\nELM COUNTY, ILLINOIS,\nDefendant-Appellee.\n____________________\nAppeal from the United States District Court for the\nNorthern District of Illinois, Eastern Division.\nNo. 1:18-cv-01234 — John Q. Poe, Judge.\n____________________\nARGUED JANUARY 6, 2020 — DECIDED MARCH 3, 2020\n____________________\nBefore HALE, POE, and LIND, Circuit Judges.\nPOE, Circuit Judge. Jane Roe sued Elm County.\n`,
      `Case: 1:18-cv-01234 Document #: 77 Filed: 03/25/20 Page 2 of 10 PageID #:902\nThe district court dismissed the complaint.\n`,
    ],
    filed: '2020-03-03',
  },
  {
    name: 'the First Circuit’s date alone over the author line "LIND, Circuit Judge."',
    pages: [
      `United States Court of Appeals\nFor the First Circuit\n\nNo. 19-1234\n\nJANE ROE,\nPlaintiff, Appellant,\nv.\nELM COUNTY,\nDefendant, Appellee.\n\nAPPEAL FROM THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF MAINE\n[Hon. John Q. Poe, U.S. District Judge]\n\nBefore\nHale, Lind, and Cole,\nCircuit Judges.\n\nSam Counsel for appellant.\n\nJune 3, 2020\n\nLIND, Circuit Judge. We affirm.\n`,
    ],
    filed: '2020-06-03',
  },
  {
    name: 'a web page’s run-on line: "Argued January 14, 2020 Decided March 3, 2020"',
    pages: [
      `United States Court of Appeals\nFOR THE DISTRICT OF COLUMBIA CIRCUIT\n\nArgued January 14, 2020 Decided March 3, 2020\n\nNo. 19-5123\n\nJANE ROE,\nAPPELLANT\n\nv.\n\nDISTRICT OF COLUMBIA,\nAPPELLEE\n\nAppeal from the United States District Court\nfor the District of Columbia\n\nBefore: HALE, LIND, and COLE, Circuit Judges.\n\nOpinion for the Court filed by Circuit Judge LIND.\n`,
    ],
    filed: '2020-03-03',
  },
  {
    name: 'a clerk’s stamp whose split day a scan read with a capital I: "F I LED" / "MAY  I 8 1998"',
    pages: [
      `u.s.\nDISTRICT COURT\nNORTHERN DISTRICT OF TEXAS\nF I LED\nMAY  I 8 1998\nIN  THE  UNITED  STATES  DISTRICT COURT\nFOR  THE  NORTHERN  DISTRICT  OF TEXAS\nDALLAS  DIVISION\nJANE ROE,  )\nPlaintiff,  )\nv.  )  CIVIL ACTION NO. 3:97-CV-1234-R\nOAK CORP.,  )\nDefendant.  )\nAGREED ORDER\nThe parties have settled.\n`,
    ],
    filed: '1998-05-18',
  },
]

runGallery('date gallery 5: slip opinions, tribunals, certified copies, signature dates', CASES)

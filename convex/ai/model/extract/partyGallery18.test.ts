// The caption gallery, parties part eighteen (issue 27): wards and the ones who sue for them, as
// captions print them (the friend named by any kin, either way round, "by his next friend and
// mother", "through her grandmother and next friend", Texas's "b/n/f", New England's "PPA", "on
// behalf of her minor son"): the wards are the parties, their friends are not; "Ex parte" titles
// of a habeas applicant, and "EX PARTE MOTION …" papers that are no one's title; and words that
// are no party standing where a caption's marks look for names (a page's or a stamp's line, a
// date, a judge's style, a table's heading, a ruling's title, a court's heading run onto the
// first name): no answer rather than a wrong one; captions converted to Markdown; an agreement's
// sides defined in the plural ("Jane Roe and John Poe (“Plaintiffs”)"), read whole; the Supreme
// Court's titles (a slip opinion's, a per curiam's with no roles, consolidated cases' one under
// another).
// Invented names and numbers, written from how those papers print, not from the corpus.
import { type GalleryCase, runGallery } from './gallery.harness'

const HEAD = 'UNITED STATES DISTRICT COURT\nDISTRICT OF ELMWOOD\n\n'
const TAIL = `
                                   Plaintiffs,
          v.                                        No. 4:31-cv-01234
ELM COUNTY BOARD OF EDUCATION,
                                   Defendant.

MEMORANDUM OPINION AND ORDER`

/** A district court's caption whose plaintiffs' block is `plaintiffs`. */
const caption = (plaintiffs: string) => `${HEAD}${plaintiffs}${TAIL}`

const BOARD = ['Elm County Board of Education']

const CASES: GalleryCase[] = [
  {
    name: 'wards whose friends are named by kin and office, kin first',
    pages: [
      caption(
        'A.B., a minor, by his grandmother and next friend, C.B., and D.E., a minor, by her aunt\nand next friend, F.E.,',
      ),
    ],
    plaintiffs: ['A.B.', 'D.E.'],
    defendants: BOARD,
  },
  {
    name: 'wards whose friends are named office first ("by his next friend and mother")',
    pages: [
      caption(
        'A.B., by his next friend and mother, C.B., and D.E., by her next friend and father,\nF.E.,',
      ),
    ],
    plaintiffs: ['A.B.', 'D.E.'],
  },
  {
    name: 'wards suing "through" their friends, without "by"',
    pages: [
      caption(
        'A.B., a minor, through his next friend, C.B., and D.E., a minor, through her next\nfriend, F.E.,',
      ),
    ],
    plaintiffs: ['A.B.', 'D.E.'],
  },
  {
    name: 'a foster parent and next friend, then a second ward named bare',
    pages: [caption('A.B., a minor, by his foster parent and next friend, C.B., and D.E.,')],
    plaintiffs: ['A.B.', 'D.E.'],
  },
  {
    name: 'wards "by and through" a friend named before her kin, the next ward by initials',
    pages: [
      caption(
        'J.R., by and through MARY ROE, her mother and next friend, and K.P., by and through\nPAUL POE, his father and next friend,',
      ),
    ],
    plaintiffs: ['J.R.', 'K.P.'],
  },
  {
    name: "Texas's b/n/f (by next friend) before each friend",
    pages: [caption('JANE DOE, b/n/f MARY DOE, and JOHN ROE, b/n/f RICHARD ROE,')],
    plaintiffs: ['Jane Doe', 'John Roe'],
  },
  {
    name: "New England's PPA (per prochein ami) before each friend",
    pages: [caption('JOHN DOE, PPA JANE DOE, and MARY POE, PPA PETER POE,')],
    plaintiffs: ['John Doe', 'Mary Poe'],
  },
  {
    name: "a company whose name opens on 'PPA': its name, no friend's mark",
    pages: [caption('PPA GROUP, INC.,')],
    plaintiffs: ['PPA Group, Inc.'],
    defendants: BOARD,
  },
  {
    name: 'parents suing on behalf of their minor children, the children named',
    pages: [
      caption(
        'JANE ROE, on behalf of her minor son, J.R., and MARY POE, on behalf of her minor\ndaughter, K.P.,',
      ),
    ],
    plaintiffs: ['Jane Roe', 'Mary Poe'],
  },
  {
    name: "Texas's Court of Criminal Appeals: 'EX PARTE' and the applicant on one line",
    pages: [
      `IN THE COURT OF CRIMINAL APPEALS OF TEXAS

NO. WR-91,234-01

EX PARTE MARCUS ALLEN WEBB, Applicant

ON APPLICATION FOR A WRIT OF HABEAS CORPUS
CAUSE NO. 1234-B IN THE 42ND DISTRICT COURT FROM ELM COUNTY`,
    ],
    plaintiffs: ['Marcus Allen Webb'],
    defendants: null,
  },
  {
    name: "'EX PARTE' alone over the appellant's name",
    pages: [
      'IN THE COURT OF CRIMINAL APPEALS OF TEXAS\nNO. PD-0123-31\nEX PARTE\nJANE ROE,\nAppellant\n',
    ],
    plaintiffs: ['Jane Roe'],
  },
  {
    name: "an 'EX PARTE APPLICATION FOR …' paper's title: no party",
    pages: [
      `SUPERIOR COURT OF CALIFORNIA
COUNTY OF ELM

EX PARTE APPLICATION FOR TEMPORARY RESTRAINING ORDER AND ORDER TO SHOW CAUSE
RE: PRELIMINARY INJUNCTION

Date: March 4, 2031`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: "a filing stamp and a page's number where the names stand: no parties",
    pages: [
      `Filed 03/04/31
                                   Plaintiff,
       v.
Page 2
                                   Defendant.`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: 'dates where the names stand: no parties',
    pages: [
      `Page 1 of 12
March 4, 2031
                    Plaintiff,
v.
Thursday, March 5, 2031
                    Defendant.`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: "a judge's style where the names stand: no parties",
    pages: [
      `Hon. Anne B. Carter
                                   Plaintiff,
       v.
Magistrate Judge John Doe
                                   Defendant.`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: "a table's heading and its total where the names stand: no parties",
    pages: [
      `Date        Description                 Amount
03/04/2031  Filing fee                  $402.00
                                   Plaintiff,
       v.
Total                                   $402.00
                                   Defendant.`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: "rulings' titles where the names stand: no parties",
    pages: [
      `IN THE CIRCUIT COURT OF THE TWELFTH JUDICIAL CIRCUIT
                                                 CASE NO.: 2031-CA-001234
FINAL JUDGMENT
                    Plaintiff,
vs.
ORDER GRANTING MOTION TO DISMISS
                    Defendant.`,
    ],
    plaintiffs: null,
    defendants: null,
  },
  {
    name: "a court's heading, its division and the caption run onto one line: the division is no name",
    pages: [
      'IN THE UNITED STATES DISTRICT COURT FOR THE NORTHERN DISTRICT OF TEXAS DALLAS DIVISION JANE ROE, Plaintiff, v. ACME WIDGET CORPORATION, Defendant. Civil Action No. 3:31-cv-01234',
    ],
    plaintiffs: ['Jane Roe'],
    defendants: ['Acme Widget Corporation'],
  },
  {
    name: "a federal court's heading run onto the first name, its district not known: no plaintiffs",
    pages: [
      'UNITED STATES DISTRICT COURT SOUTHERN DISTRICT OF ELMWOOD JANE ROE, Plaintiff, v. ACME WIDGET CORPORATION, Defendant. Case No. 1:31-cv-01234 MEMORANDUM OPINION AND ORDER',
    ],
    plaintiffs: null,
  },
  {
    name: 'a caption converted to Markdown, its lines in bold: the marks are no part of the names',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF ELMWOOD
**JANE ROE,**
**Plaintiff,**
**v.**
**ACME WIDGET CORPORATION,**
**Defendant.**
Case No. 31-1234`,
    ],
    plaintiffs: ['Jane Roe'],
    defendants: ['Acme Widget Corporation'],
  },
  {
    name: "a caption converted to a Markdown table, its ')' column a column of cells",
    pages: [
      `## UNITED STATES DISTRICT COURT
## DISTRICT OF ELMWOOD

|   |   |   |
|---|---|---|
| **JANE ROE,** | ) | |
| **Plaintiff,** | ) | **Case No. 31-1234** |
| v. | ) | |
| **ACME WIDGET CORPORATION,** | ) | |
| **Defendant.** | ) | |`,
    ],
    plaintiffs: ['Jane Roe'],
    defendants: ['Acme Widget Corporation'],
  },
  {
    name: "an agreement's parties defined as a side in the plural: the whole group, not its last name",
    pages: [
      `SETTLEMENT AGREEMENT

This Settlement Agreement ("Agreement") is entered into by and between Plaintiffs Jane Roe and John Poe ("Plaintiffs") and Defendant Elm County ("County" or "Defendant").`,
    ],
    plaintiffs: ['Jane Roe', 'John Poe'],
    defendants: ['Elm County'],
  },
  {
    name: 'both sides defined in the plural, each a list of three or two',
    pages: [
      `SETTLEMENT AGREEMENT

This Agreement is made by Jane Roe, Mary Poe and Elm Tenants Union ("Plaintiffs") and the City of Elmtown and Elm Housing Authority ("Defendants").`,
    ],
    plaintiffs: ['Jane Roe', 'Mary Poe', 'Elm Tenants Union'],
    defendants: ['City of Elmtown', 'Elm Housing Authority'],
  },
  {
    name: "a slip opinion's title set a blank line over its 'ON WRIT OF CERTIORARI' line",
    pages: [
      `Cite as: 599 U. S. ____ (2031)            1

                    Opinion of the Court

SUPREME COURT OF THE UNITED STATES
_________________

No. 31–123
_________________

JANE ROE, PETITIONER v. ACME WIDGET CORPORATION

ON WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR
THE NINTH CIRCUIT

[March 4, 2031]`,
    ],
    plaintiffs: ['Jane Roe'],
    defendants: ['Acme Widget Corporation'],
  },
  {
    name: "a per curiam's title with no roles, straight over 'ON PETITION FOR WRIT OF CERTIORARI'",
    pages: [
      `SUPREME COURT OF THE UNITED STATES
JANE ROE v. ACME WIDGET CORPORATION
ON PETITION FOR WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT
No. 31–123. Decided March 4, 2031
PER CURIAM.`,
    ],
    plaintiffs: ['Jane Roe'],
    defendants: ['Acme Widget Corporation'],
  },
  {
    name: "a title naming a court as the respondent, wrapped over two lines: the court is the title's",
    pages: [
      `SUPREME COURT OF THE UNITED STATES
JOHN ROE, PETITIONER v. SUPREME COURT OF
ELMWOOD
ON WRIT OF CERTIORARI TO THE SUPREME COURT OF ELMWOOD`,
    ],
    plaintiffs: ['John Roe'],
    defendants: ['Supreme Court of Elmwood'],
  },
  {
    name: "consolidated cases' titles one under another, each side's role the same: no run-together name",
    pages: [
      `SUPREME COURT OF THE UNITED STATES
_________________
Nos. 31–123 and 31–124
_________________
JANE ROE, PETITIONER
31–123           v.
ACME WIDGET CORPORATION
ELMWOOD, PETITIONER
31–124           v.
JOHN POE
ON WRITS OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT`,
    ],
    defendants: null,
  },
]

runGallery('caption gallery, parties part eighteen', CASES)

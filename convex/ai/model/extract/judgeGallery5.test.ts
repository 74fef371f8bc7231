// Judges as US courts print them, a fifth gallery (session 24, round 2): two-column prints that
// split an author line or a synopsis's title around the other column's words, an author line
// under a panel list its plural title closed, a chancery's "Chancellor", a per curiam heading run
// into the opinion's first sentence, and a judge whose order was appealed. Every name and number
// is invented.
import { describe, expect, test } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { appealedFromSurnames } from './judgeBelow'

const MOTION = 'Pending before the Court is the motion. The motion is GRANTED.\n'

const TWO_COLUMNS: GalleryCase[] = [
  {
    name: 'Westlaw: "NAME, UNITED STATES  other column / DISTRICT JUDGE  other column"',
    pages: [
      `ORDER GRANTING JOINT MOTION FOR  the Court asked that the parties meet and\nDISMISSAL  confer on the motion. On May 5, 2019, the parties filed\nORVILLE  T.  PENROSE,  UNITED  STATES  their Joint Status Report and on May 9, 2019, filed\nDISTRICT JUDGE  their instant Joint Motion.\n\n*1 Now before the Court is the Joint Motion.\n`,
    ],
    judge: 'Orville T. Penrose',
  },
  {
    name: 'a synopsis whose title the other column splits: "County, NAME,  other words / Chancellor, held"',
    pages: [
      `Synopsis\nSuit by pupils to enjoin the board.  The schools for the\nCourt of Chancery, in and for Elm County, Marrow,  district are located in the town of\nChancellor, held that the facilities were unequal.\n\nInjunction granted.\n`,
    ],
    judge: 'Marrow',
  },
  {
    name: 'a chancery\u2019s author line "NAME, Chancellor." with the other column two spaces on',
    pages: [
      `OPINION\n\nThe plaintiffs sued the board in  the board answered and moved\nthe Court of Chancery.  for judgment.\nMARROW, Chancellor.  the motion is denied and the\n\n${MOTION}`,
    ],
    judge: 'Marrow',
  },
  {
    name: 'a university\u2019s chancellor the caption sues is no judge',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF ELM\n\nLENA OSEI,\n  Plaintiff,\nv.\nHOWARD PELL, Chancellor of the University of Elm,\nin his official capacity,\n  Defendant.\n\nCOMPLAINT\n`,
    ],
    judge: null,
  },
]

const PANELS_AND_APPEALS: GalleryCase[] = [
  {
    name: 'an author line just under "Before: …, and NAME, Justices."',
    pages: [
      `Appeal from the Elm Labor Commission.\nAppearances: Ann Doe, Elmton, for Appellant.\n\nBefore: Varga, Chief Justice, Okoro, Lindahl, and Prescott, Justices.\nPRESCOTT, Justice.\nI. INTRODUCTION\nThe commission denied the claim.\n`,
    ],
    judge: 'Prescott',
  },
  {
    name: 'a per curiam heading run into its first sentence; a judge the body names is not its judge',
    pages: [
      `Before HALVERSON, Circuit Judge, MERCER and TOLLAND, District Judges.\nPER CURIAM: For two years the plaintiff has published the newsletter.\nThe restraining order was denied after a hearing by Judge Ruth E. Tolland. The\nplaintiff then moved for a three-judge court.\n`,
    ],
    judge: null,
  },
  {
    name: '"appeal from Judge NAME\u2019s order": the judge whose order was appealed is not the judge',
    pages: [
      `MEMORANDUM\n\nThe restraining order was denied after a hearing by Judge Ruth E. Tolland. An effort to\nappeal from Judge Tolland's order to the Court of Appeals was unsuccessful.\n`,
    ],
    judge: null,
  },
  {
    name: '"appeals from Magistrate Judge NAME\u2019s order", the district judge signing',
    pages: [
      `ORDER\n\nPlaintiff appeals from Magistrate Judge Ruth E. Tolland's order denying leave to amend.\nThe appeal is DENIED.\n\nIT IS SO ORDERED.\n\n/s/ Conrad P. Whitlow\nCONRAD P. WHITLOW\nUnited States District Judge\n`,
    ],
    judge: 'Conrad P. Whitlow',
  },
]

runGallery('judge gallery 5: two-column prints and chancery', TWO_COLUMNS)
runGallery('judge gallery 5: panels, per curiam and appeals', PANELS_AND_APPEALS)

describe('judges whose order was appealed', () => {
  test('"appeal from Judge NAME’s order" names the judge below by surname', () => {
    const text =
      "An effort to appeal from the Honorable Ruth E. Tolland's denial of the writ failed."
    expect([...appealedFromSurnames(text)]).toEqual(['tolland'])
  })
  test('an appeal from a court, or a judge’s order with no appeal, names no judge', () => {
    expect(appealedFromSurnames("Judge Tolland's order was entered on May 2.").size).toBe(0)
    expect(appealedFromSurnames('The defendants appeal from the order of the court.').size).toBe(0)
  })
})

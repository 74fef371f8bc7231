// Docket numbers as US courts print them, round 2 (session 24): a district's own writing of its
// number in the caption beside CM/ECF's running header, a reported opinion's "Appeal from …"
// sentence with the trial court's cause number, a caption's number beside its "v.", Wisconsin's
// e-filing stamp and caption number, and a web page's soft hyphens. Every name and number is
// invented; each case is one form.
import { type GalleryCase, runGallery } from './gallery.harness'

const BODY = '\n\nORDER\n\nThis matter comes before the Court on the motion.\n'
const PARTIES = 'OLIVIA MARSH,\n  Plaintiff,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant.\n'

const CASES: GalleryCase[] = [
  {
    name: 'N.D. Ill.: caption "Case No. 21 C 3456" under the header\'s "1:21-cv-03456"',
    pages: [
      `Case: 1:21-cv-03456 Document #: 12 Filed: 04/05/21 Page 1 of 6 PageID #:88\n\nIN THE UNITED STATES DISTRICT COURT\nFOR THE NORTHERN DISTRICT OF ILLINOIS\nEASTERN DIVISION\n\nOLIVIA MARSH,        )\n  Plaintiff,         )\n    vs.              )   Case No. 21 C 3456\nTRIDENT HOLDINGS,    )\n  Defendant.         )${BODY}`,
    ],
    docket: '1:21-cv-03456',
  },
  {
    name: 'S.D. Fla.: caption "CASE NO. 22-61234-CIV-RUIZ" under the header\'s "0:22-cv-61234-RAR"',
    pages: [
      `Case 0:22-cv-61234-RAR   Document 30   Entered on FLSD Docket 05/06/2022   Page 1 of 4\nUNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF FLORIDA\nCASE NO. 22-61234-CIV-RUIZ\n\n${PARTIES}${BODY}`,
    ],
    docket: '0:22-cv-61234-RAR',
  },
  {
    name: 'W.D.N.Y.: caption "Civ. No. 88-712L" (a division\'s letter) under the header',
    pages: [
      `Case 6:88-cv-00712-DGL   Document 101   Filed 02/03/05   Page 1 of 3\nUNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF NEW YORK\nOLIVIA MARSH,\n  Plaintiffs,   Civ. No. 88-712L\n-vs-\nTRIDENT HOLDINGS, INC.,\n  Defendant.${BODY}`,
    ],
    docket: '6:88-cv-00712-DGL',
  },
  {
    name: 'a header of another case leaves the caption\'s own writing ("Case No. 20 C 2222")',
    pages: [
      `Case: 1:19-cv-01111 Document #: 40 Filed: 04/05/21 Page 1 of 6 PageID #:88\n\nIN THE UNITED STATES DISTRICT COURT\nFOR THE NORTHERN DISTRICT OF ILLINOIS\n\nOLIVIA MARSH,        )\n  Plaintiff,         )\n    vs.              )   Case No. 20 C 2222\nTRIDENT HOLDINGS,    )\n  Defendant.         )${BODY}`,
    ],
    docket: '20 C 2222',
  },
  {
    name: 'Indiana reporter: "No. 49A02–9803–CV–211." over the "Appeal from" sentence\'s cause number',
    pages: [
      `Court of Appeals of Indiana.\nOlivia MARSH, Appellant-Plaintiff,\nv.\nTRIDENT HOLDINGS, INC., Appellee-Defendant.\nNo. 49A02–9803–CV–211.\n|\nMarch 3, 1999.\nSynopsis\nBuyer brought an action against the seller for breach of warranty. The trial court entered summary judgment for the seller, and the buyer appealed. The Court of Appeals held that: (1) the disclaimer of the implied warranty was conspicuous; (2) the seller's statements in its brochure were puffery and not an express warranty; and (3) the buyer's claim for lost profits failed for want of proof.\nAffirmed.\nProcedural Posture(s): On Appeal; Motion for Summary Judgment.\n\nAppeal from the Hamilton Superior Court, The Honorable *412 Jane L. Foster, Judge, Cause No. 29D01–9701–CP–45.\nAttorneys and Law Firms\nRobert Quill, Indianapolis, for Appellant.\n`,
    ],
    docket: '49A02-9803-CV-211',
  },
  {
    name: 'caption number in the column beside its "v.", the gap lost ("v. NO. 41234")',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF MICHIGAN\nSOUTHERN DIVISION\nOLIVIA MARSH, et al.,\n  Plaintiffs Civil Action\nv. NO. 41234\nTRIDENT HOLDINGS, INC., et al.,\n  Defendants\nMEMORANDUM OPINION AND ORDER\nThe plaintiffs brought this action for a remedy under the fair housing provisions of the law.\n`,
    ],
    docket: '41234',
  },
  {
    name: 'Wisconsin circuit court: e-filing stamp "Case 2024CV001234 Document 9"',
    pages: [
      `Case 2024CV001234 Document 9 Filed 03-04-2024 Page 1 of 12\nFILED\n03-04-2024\nCIRCUIT COURT\n\nSTATE OF WISCONSIN   CIRCUIT COURT   MILWAUKEE COUNTY\n\n${PARTIES}\nCase No. ____${BODY}`,
    ],
    docket: '2024CV001234',
  },
  {
    name: "Wisconsin circuit court: the number ending the caption's court line",
    pages: [
      `STATE OF WISCONSIN        CIRCUIT COURT        DANE COUNTY        2023CV000456\n\n${PARTIES}${BODY}`,
    ],
    docket: '2023CV000456',
  },
  {
    name: 'a web page\'s soft hyphens: "Case No. 01\\u00ad0456\\u00adCV\\u00adW\\u00adODS"',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT FOR THE WESTERN DISTRICT OF MISSOURI\nWESTERN DIVISION\n${PARTIES}Case No. 01\u00ad0456\u00adCV\u00adW\u00adODS\n${BODY}`,
    ],
    docket: '01-0456-CV-W-ODS',
  },
  {
    name: 'an old federal number with its thousands comma: "Civil Action No. 14,381."',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF LOUISIANA\n\n${PARTIES}\nCivil Action No. 14,381.\n${BODY}`,
    ],
    docket: '14,381',
  },
]

runGallery('docket gallery, round 2', CASES)

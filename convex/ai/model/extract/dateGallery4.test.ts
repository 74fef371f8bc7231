// Dates, courts and numbers as papers print them, a fourth gallery (session 26): the Western
// District of Michigan's "ECF No. 8 filed" header, the Southern District of Florida's caption
// number written year-sequence-type-judge under its ECF header, a court of appeals' decision date
// split by a two-column print after "Argued … | Decided", consolidated appeals' "Appeals from the
// … District Court" heading, and a reporter's "Nos. CIV.A. …" line. Every name and number is
// invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'W.D. Mich.: "Case N   ECF No. 8 filed 01/31/20   PageID.21" over a "Dated:" line',
    pages: [
      `Case 1:20-cv-00412-AB-CD   ECF No. 8 filed 01/31/20   PageID.21   Page 1 of 5\nUNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF MICHIGAN\n\nELM ADVOCACY SERVICE, INC.,\nCase No. 1:20-cv-00412\n  Plaintiff,\nv.\nOAKDALE COUNTY,\n  Defendant.\n\nSTIPULATED ORDER\nThe parties agree as follows.\nDated: January 30, 2020\n`,
    ],
    filed: '2020-01-31',
  },
  {
    name: 'S.D. Fla.: the caption’s "CASE NO. 25-21524-CV-ROE" is the ECF header’s own case',
    pages: [
      `Case 1:25-cv-20871-RTV   Document 96   Entered on FLSD Docket 06/17/2025   Page 1 of 27\nUNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF FLORIDA\nCASE NO. 25-20871-CV-VANCE\n\nELM COALITION, et al.,\n\nPlaintiffs,\n\nv.\n\nJANE ROE, et al.,\n\n  Defendants.\n                 /\n\nORDER\nTHIS MATTER is before the Court on the motion.\n`,
    ],
    filed: '2025-06-17',
  },
  {
    name: 'a court of appeals print: "No. N. | Argued Jan. 8, 1974. | Decided Jan.  other column" over "15, 1974."',
    pages: [
      `Roe v. Elm County Bd. of Ed., 489 F.2d 966 (1974)\n\nUnited States Court of Appeals, Fourth Circuit.\nJane ROE et al., Appellees,\nv.\nELM COUNTY BOARD OF EDUCATION, Appellant.\nNo. 73-2210. | Argued Jan. 8, 1974. | Decided Jan.  compliance with the order of the District Court\n15, 1974.  with respect to the school year. On oral\n`,
    ],
    filed: '1974-01-15',
  },
  {
    name: 'consolidated appeals: "Appeals from the United States District Court for …" is the court below',
    pages: [
      `799 F.2d 1031\nUnited States Court of Appeals,\nFifth Circuit.\nJANE ROE, et al., Intervenors-Appellants,\nv.\nELM COUNTY SCHOOL DISTRICT, et al., Defendants-Appellees.\nNo. 86-4410.\n| Sept. 15, 1986.\nAppeals from the United States District Court for the\nSouthern District of Elm.\nBefore HALE, POE, and LIND, Circuit Judges.\n`,
    ],
    court: 'United States Court of Appeals for the Fifth Circuit',
  },
  {
    name: 'a reporter’s number line: "Nos. CIV.A. 71-98-B-M1, CIV.A. 97-665-B-M1."',
    pages: [
      `121 F.Supp.2d 943 (2000)\nJane ROE, et al., Plaintiffs,\nv.\nJohn DOE, et al., Defendants.\nNos. CIV.A. 71-98-B-M1, CIV.A. 97-665-B-M1, CIV.A. 98-804-B-M1.\nUnited States District Court, M.D. Elm.\nOctober 3, 2000.\n`,
    ],
    docket: 'CIV.A. 71-98-B-M1',
  },
]

runGallery('date gallery 4: headers, split decision dates, appeals and reporter numbers', CASES)

// Courts, a ninth gallery (session 30, from the pool's recall misses): a reporter's heading run
// into the other column's lines of a two-column print, pleading paper whose margin numbers stand
// one space before the heading's words, and a legal database's heading printed with its spaces
// lost. Every name and number is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'reporter: "… before this  United States District Court," over "… his duty  W. D. Oregon,"',
    pages: [
      `ROE v. ELM COUNTY  415\nCite as 512 F.Supp. 415 (1981)\nthe motion was timely, and the  Jane ROE, on behalf of herself and all\nrecord shows no prejudice to the  others similarly situated, Plaintiffs,\nrespondent.  v.\nAffirmed.  ELM COUNTY et al., Defendants.\nhe said as much at the hearing before this  United States District Court,\nthat it was no part of his duty  W. D. Oregon.\nwhen the writ issued.  May 4, 1981.\n`,
    ],
    court: 'United States District Court for the Western District of Oregon',
  },
  {
    name: 'reporter: "United States Court of Appeals, peals would …" over "Eighth Circuit. jurisdiction …"',
    pages: [
      `ROE v. OAK BOARD OF EDUCATION  88\nCite as 640 F.3d 88 (8th Cir. 2011)\nJane ROE, Plaintiff-Appellee,  judgment for the teacher; the Court of Ap-\nv.  OAK BOARD OF EDUCATION, Defendant-Appellant.\nNo. 10-1234.\nUnited States Court of Appeals, peals would hear the interlocutory\nEighth Circuit. appeal under the collateral order rule.\nArgued March 1, 2011.\n`,
    ],
    court: 'United States Court of Appeals for the Eighth Circuit',
  },
  {
    name: 'reporter: "… the leases United States Court of Appeals," over "… options Tenth Circuit."',
    pages: [
      `1120 640 FEDERAL REPORTER, 3d SERIES\nthe agency did not weigh the  Jane ROE, Plaintiff-Appellant,\nalternatives to issuing the leases  v.\nor explain why it chose as it did.  John POE, Defendant-Appellee.\nWe therefore remand.  No. 10-4321.\nthe record on remand should show  United States Court of Appeals,\nwhat the agency considered of its options Tenth Circuit.\nJune 2, 2011.\n`,
    ],
    court: 'United States Court of Appeals for the Tenth Circuit',
  },
  {
    name: 'reporter: a court the synopsis names in prose ("the United States Court of Appeals, …") is not the heading',
    pages: [
      `ROE v. POE  77\nCite as 520 F.Supp. 77 (1981)\nJane ROE, Plaintiff,\nv.\nJohn POE, Defendant.\nCiv. No. 80-123.\nUnited States District Court,\nD. Oregon.\nJuly 1, 1981.\nA teacher sued the board after the United States Court of Appeals, Ninth Circuit, decided a like case.\n`,
    ],
    court: 'United States District Court for the District of Oregon',
  },
  {
    name: 'pleading paper, one space after the margin number: "5 UNITED STATES DISTRICT COURT" / "6 DISTRICT OF OREGON"',
    pages: [
      `1\n2\n3\n4\n5 UNITED STATES DISTRICT COURT\n6 DISTRICT OF OREGON\n7\nJANE ROE, et al., )\n8 )\nPlaintiffs, ) 3:21-cv-01234-AB\n9 vs. )\n10 ) ORDER\nELM COUNTY, et al., )\n11 Defendants. )\n12 Before the Court is Defendants' motion to dismiss, which the Court now decides.\n`,
    ],
    court: 'United States District Court for the District of Oregon',
  },
  {
    name: 'a database print with its spaces lost: "UNITEDSTATESDISTRICTCOURTFORTHEWESTERNDISTRICTOF" / "NORTHCAROLINA"',
    pages: [
      `Page1\nJANEROE,Plaintiff,v.ELMCOUNTYBOARDOFEDUCATION,Defendant.\nCASENO.3:09cv123\nUNITEDSTATESDISTRICTCOURTFORTHEWESTERNDISTRICTOF\nNORTHCAROLINA\n2010U.S.Dist.LEXIS12345\nMarch3,2010,Decided\nCOUNSEL: John Poe, for plaintiff.\n`,
    ],
    court: 'United States District Court for the Western District of North Carolina',
  },
  {
    name: 'a court of appeals’ second line with its spaces lost, under a garbled first line: "FORTHEDISTRICTOFCOLUMBIACIRCUIT"',
    pages: [
      `~nite~ ~tates QIourt of ~ppeals\nFORTHEDISTRICTOFCOLUMBIACIRCUIT\nNo. 12-5001 September Term 2012\nJane Roe,\nAppellant\nv.\nOak Agency,\nAppellee\nORDER\nUpon consideration of the motion to dismiss, it is ORDERED that the motion be granted.\n`,
    ],
    court: 'United States Court of Appeals for the District of Columbia Circuit',
  },
]

runGallery(
  'court gallery 9: reporter headings run into the other column, pleading paper, glued headings',
  CASES,
)

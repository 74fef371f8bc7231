// Judges, a tenth gallery (session 29): an opinion's author line with the rank before the
// sovereign ("Chief United States District Judge:") over a body that names another judge, an
// e-signature over "United States District Court" without the judge's title, a judge the case
// left ("after the retirement of the Honorable …"), and the author a court of appeals' docket
// marks in the entry filing its disposition ("MARY R. POE, AUTHOR"). Every name is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: '"JANE Q. ROE, Chief United States District Judge:" over a body naming Judge Poe',
    pages: [
      `Case 1:12-cr-00456-JQR   Document 99   Filed 05/02/18   Page 1 of 3 PageID #: 901\nUNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF NEW YORK\n----------------------------------------------------------x\nUNITED STATES OF AMERICA,   :\nPlaintiff,   :\n-against-   :   SUMMARY ORDER\nJOHN ELM,   :   12-CR-456 (JQR)\nDefendant.   :\n----------------------------------------------------------x\nJANE Q. ROE, Chief United States District Judge:\n  On March 1, 2018, Defendant filed a letter seeking reconsideration of the Honorable John\nPoe’s decision denying Defendant’s motion. The motion is denied.\nSO ORDERED.\nDated: Brooklyn, New York\nMay 2, 2018\n                               /s/\n              JANE Q. ROE\n                     Chief Judge\n`,
    ],
    judge: 'Jane Q. Roe',
  },
  {
    name: '"/s/ John Poe" over "John Poe" over "United States District Court"',
    pages: [
      `UNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF MISSOURI\nANN ROE, et al.,\nPlaintiffs,\nv.   No. 77-CV-0123-JP\nELM COUNTY, et al.,\nDefendants.\nORDER\nThe case is dismissed without prejudice.\nIT IS SO ORDERED.\n___________/s/ John Poe__________\nJohn Poe\nUnited States District Court\nDate: March 1, 2006\n`,
    ],
    judge: 'John Poe',
  },
  {
    name: 'a clerk’s e-signature over the court’s name is no judge’s',
    pages: [
      `UNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF MISSOURI\nANN ROE,\nPlaintiff,\nv.   No. 21-CV-0456\nELM COUNTY,\nDefendant.\nCLERK'S JUDGMENT\nJudgment is entered for Defendant.\n/s/ Mary Doe\nClerk of Court\nUnited States District Court\n`,
    ],
    judge: null,
  },
  {
    name: 'the judge the case left: "after the retirement of the Honorable Mary Q. Hale"',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF ELMONT\nJANE ROE,\nPlaintiff,\nv.                                          Civil Action No. 3:19-cv-01234\nELM COUNTY,\nDefendant.\nORDER\nThis case was reassigned to the undersigned after the retirement of the Honorable Mary Q. Hale.\nJudge Hale's scheduling order of May 1, 2019 remains in effect. The motion is denied.\n`,
    ],
    judge: null,
  },
  {
    name: 'a court of appeals’ docket: "… UNPUBLISHED. JOHN Q. HALE; MARY R. ⏎POE, AUTHOR; SAM T. LIND. )"',
    pages: [
      `ROE, ET AL V. ELM, ET AL, 98-15432 (1998)\nSource:           US COURT OF APPEALS FOR THE NINTH CIRCUIT\nCourt:  US COURT OF APPEALS FOR THE NINTH CIRCUIT\nCase Title:  ROE, ET AL v. ELM, ET AL\nDate Filed:  02/03/1998\nCASE INFORMATION\nCase Number:  98-15432\nLOWER COURT INFORMATION\nTrial Judge(s):  ANN B. COLE, DISTRICT JUDGE\nDOCKET ENTRIES\n  08/04/1998  FILED MEMORANDUM DISPOSITION: AFFIRMED (   \n  TERMINATED ON THE MERITS AFTER ORAL \nHEARING; AFFIRMED; WRITTEN, UNSIGNED, \nUNPUBLISHED. JOHN Q. HALE; MARY R. \nPOE, AUTHOR; SAM T. LIND. ) FILED AND \nENTERED JUDGMENT. [98-15432] (OT) \n  07/09/1998  ARGUED AND SUBMITTED TO JOHN Q.   \n  HALE, MARY R. POE, SAM T. LIND [98-15432] (MLM) \n`,
    ],
    judge: 'Mary R. Poe',
  },
]

runGallery('judge gallery 10: author lines with a rank first, signatures over the court', CASES)

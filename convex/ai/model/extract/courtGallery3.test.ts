// Court headings, third pass (session 24): forms unseen filings printed that the first galleries
// lacked: Wisconsin's venue line with the judge's branch in the court's cell, a reporter's
// two-column print setting the other column's words between a district court and its district,
// and the District of Minnesota's docket report heading. Every name and number is invented; each
// case is one heading.
import { type GalleryCase, runGallery } from './gallery.harness'

const BODY = '\n\nORDER ON MOTION TO DISMISS\n\nThis matter comes before the Court on the motion.\n'
const PARTIES = 'HOLLIS VANCE,\n  Plaintiff,\nv.\nRIDGELINE SUPPLY CO.,\n  Defendant.'

const CASES: GalleryCase[] = [
  {
    name: 'Wisconsin: "CIRCUIT COURT BRANCH 7" between the state and the county',
    pages: [
      `STATE OF WISCONSIN      CIRCUIT COURT BRANCH 7      WAUKESHA COUNTY\n\n${PARTIES}\n\nCase No. 2024CV000815${BODY}`,
    ],
    court: 'Wisconsin Circuit Court, Waukesha County',
  },
  {
    name: 'Wisconsin: the branch a blank ("CIRCUIT COURT BRANCH __") and the number in its column',
    pages: [
      `STATE OF WISCONSIN   CIRCUIT COURT BRANCH __   EAU CLAIRE COUNTY  2025CV000321\n\n${PARTIES}${BODY}`,
    ],
    court: 'Wisconsin Circuit Court, Eau Claire County',
    docket: '2025CV000321',
  },
  {
    name: 'reporter two-column print: "United States District Court,  <other column>" / "District of Columbia."',
    pages: [
      `Vance v. Ridgeline, 701 F.Supp. 112 (1988)\n\n701 F.Supp. 112  standard of proof was too high and\nUnited States District Court,  the agency's evidentiary burden in such\nDistrict of Columbia.  cases was lowered in the same year.\nHollis VANCE, et al., Plaintiffs,  The plaintiffs then moved again.\nv.\nRIDGELINE SUPPLY CO., Defendant.\nCiv. A. No. 86-1234.\n|\nMarch 3, 1988.\n${BODY}`,
    ],
    court: 'United States District Court for the District of Columbia',
  },
  {
    name: 'District of Minnesota docket report: "U.S. District Court" / "U.S. District of Minnesota (DMN)"',
    pages: [
      `CLOSED,CV\nU.S. District Court\nU.S. District of Minnesota (DMN)\nCIVIL DOCKET FOR CASE #: 0:19-cv-02468-ABC-DEF\n\nVance v. Ridgeline Supply Co. et al            Date Filed: 09/12/2019\nAssigned to: Judge Ann B. Carter               Date Terminated: 01/19/2020\n`,
    ],
    court: 'United States District Court for the District of Minnesota',
  },
]

runGallery('court gallery 3: forms of unseen filings', CASES)

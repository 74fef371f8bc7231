// The filing-date gallery, round 3 (session 24): a New York slip opinion's decision date after a
// dash under its titles, and a consolidated case's CM/ECF header over a caption that prints the
// case it joined (the header dates this paper). Names, numbers and dates are invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'New York slip opinion on the web: "-- March 18, 2014" under the titles',
    pages: [
      `IN RE: ELM VALLEY CENTRAL SCHOOL DISTRICT\nIN RE: ELM VALLEY CENTRAL SCHOOL DISTRICT, Appellant, v. NEW YORK STATE DIVISION OF HUMAN RIGHTS, Respondent.\n-- March 18, 2014\nJane Holt, for appellant. John Oak, for respondent. Mary Birch, for State of New York, amicus curiae.\nAt issue on this appeal is whether the district is an education corporation within the meaning of the statute, which the respondent read on January 4, 2011.\n`,
    ],
    filed: '2014-03-18',
  },
  {
    name: 'a consolidated case: the header "Filed 03/07/23" dates the paper under another member\'s caption',
    pages: [
      `Case 2:22-cv-01410-KJM   Document 41   Filed 03/07/23   Page 1 of 5\nUNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF CALIFORNIA\n\nOLIVIA MARSH,\n  Plaintiff,\nv.\nTRIDENT HOLDINGS, INC.,\n  Defendant.\nCase No. 2:22-cv-01388-KJM\nSTIPULATION AND ORDER\nThe parties, by their counsel, stipulate to extend the schedule set on October 3, 2022.\n`,
    ],
    filed: '2023-03-07',
  },
]

runGallery('date gallery, round 3', CASES)

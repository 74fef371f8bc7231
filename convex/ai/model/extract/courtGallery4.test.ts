// The court gallery, round 4 (session 24): a New Jersey trial division named alone after the
// court (a letter's address), the Supreme Court's petitions and applications, which name the
// court below after "Writ of Certiorari to" or "Stay the Judgment of", and a scan's reading of a
// code citation as a district's abbreviation. Names are invented; each case is one form.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'New Jersey: a letter to "Superior Court of New Jersey, Chancery Division"',
    pages: [
      `April 2, 2019\nHon. Jane R. Holt, P.J. Ch.\nSuperior Court of New Jersey, Chancery Division\n12 Market Street\nTrenton, NJ 08608\nRe:  Elm Tenants Union v. Oakdale Housing Authority\nDear Judge Holt,\nPlease accept this letter brief in support of the order to show cause.\n`,
    ],
    court: 'Superior Court of New Jersey, Chancery Division',
  },
  {
    name: 'Supreme Court: "On Petition for a Writ of Certiorari to the United States Court of Appeals"',
    pages: [
      `No. 23-456\n\nIn the Supreme Court of the United States\n\nJANE ROE, PETITIONER\nv.\nELM CORPORATION\n\nON PETITION FOR A WRIT OF CERTIORARI\nTO THE UNITED STATES COURT OF APPEALS\nFOR THE NINTH CIRCUIT\n\nBRIEF FOR THE RESPONDENT IN OPPOSITION\n`,
    ],
    court: 'Supreme Court of the United States',
  },
  {
    name: 'Supreme Court: an application "to Stay the Judgment of the United States District Court"',
    pages: [
      `No. 25A101\n\nIn the Supreme Court of the United States\n\n───────────\n\nJOHN ELM, SECRETARY OF LABOR, ET AL., APPLICANTS\n\nv.\n\nMARY OAK\n\n───────────\n\nAPPLICATION TO STAY THE JUDGMENT\nOF THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF COLUMBIA\nAND REQUEST FOR ADMINISTRATIVE STAY\n`,
    ],
    court: 'Supreme Court of the United States',
  },
  {
    name: 'a code citation read by a scan as an abbreviation ("42 D.S.C.\\nS1997") names no court',
    pages: [
      `The Honorable Jane Holt\nGovernor of Oklahoma\nRe:  Elm State School\nDear Governor Holt:\nThe Department initiated an investigation of conditions at Elm State School pursuant to\nthe Civil Rights of Institutionalized Persons Act, 42 D.S.C.\nS1997. This letter informs you of our findings.\n`,
    ],
    court: null,
  },
]

runGallery('court gallery, round 4', CASES)

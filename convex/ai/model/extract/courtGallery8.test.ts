// Courts, an eighth gallery (session 29): New York's slip opinion header line naming the
// Appellate Division after the decision's date, a state's adjudicating commission heading its
// decision, and a Texas caption's court down its "§" column. Every name and number is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CASES: GalleryCase[] = [
  {
    name: 'NY Slip Op header: "… Decided on May 5, 2016 Appellate Division, Second Department …"',
    pages: [
      `Matter of Roe v Elm County Dept. of Social Servs. 2016 NY Slip Op 01234 Decided\non May 5, 2016 Appellate Division, Second Department Poe, J., J. Published by New York State Law\nReporting Bureau pursuant to Judiciary Law § 431.\nDecided and Entered: May 5, 2016\n512345\n[*1]In the Matter of JANE ROE, Respondent,\nv\nELM COUNTY DEPARTMENT OF SOCIAL SERVICES, Appellant.\n`,
    ],
    court: 'Appellate Division, Second Department',
  },
  {
    name: 'a state commission’s heading on the first line: "Alaska Workers’ Compensation Appeals Commission"',
    pages: [
      `Alaska Workers’ Compensation Appeals Commission\n\nJane Roe,   Final Decision\n  Appellant,  Decision No. 77            May 2, 2014\nvs.\nOakdale Mills, Inc.,  Appeal No. 14-002\n  Appellee.\nThe appeal is decided as follows.\n`,
    ],
    court: 'Alaska Workers’ Compensation Appeals Commission',
  },
  {
    name: 'a commission named in a letter’s prose is not the court',
    pages: [
      `Dear Ms. Roe:\nYour claim was heard and the decision of the Alaska Workers’ Compensation Appeals Commission is enclosed.\nSincerely,\nJohn Poe\n`,
    ],
    court: null,
  },
  {
    name: 'Texas: "IN THE DISTRICT COURT" down the "§" column, an empty row, "ELM COUNTY, TEXAS"',
    pages: [
      `CAUSE NO. DC-20-01234\n\nJANE ROE,                    §     IN THE DISTRICT COURT\n  Plaintiff,                 §\nv.                           §     DALLAS COUNTY, TEXAS\nOAK CORP.,                   §\n  Defendant.                 §     14TH JUDICIAL DISTRICT\n\nORDER GRANTING TEMPORARY INJUNCTION\n\nThe Court GRANTS the application.\n`,
    ],
    court: 'District Court, Dallas County, Texas',
  },
]

runGallery('court gallery 8: slip opinion header lines and state commissions', CASES)

// Court headings, second pass (session 23): the states the first galleries left out, in their own
// styles (Alaska's judicial district "at" a city, Arizona's and Washington's superior courts "in
// and for" a county, Minnesota's stacked venue, New Jersey's division and county, Ohio's common
// pleas, West Virginia, Vermont's units, Puerto Rico, the District of Columbia) and federal forms
// the federal gallery lacks (a district and its division on one line, the District of Columbia,
// a bankruptcy court's district without "for the", the Judicial Panel on Multidistrict
// Litigation). Every name and number is invented; each case is one heading.
import { type GalleryCase, runGallery } from './gallery.harness'

const BODY = '\n\nORDER ON MOTION TO DISMISS\n\nThis matter comes before the Court on the motion.\n'

/** An invented caption under a heading: parties, a case number, the paper's title. */
const CAPTION = `\n\nHOLLIS VANCE,\n  Plaintiff,\nv.                                   Case No. 21-CV-01234\nRIDGELINE SUPPLY CO.,\n  Defendant.${BODY}`

/** A heading's case: its name, the heading's lines over the invented caption, the court. */
const heading = (name: string, lines: string, court: string | null): GalleryCase => ({
  name,
  pages: [`${lines}${CAPTION}`],
  court,
})

const STATE_TRIAL: GalleryCase[] = [
  heading(
    'Alabama: circuit court of a county',
    'IN THE CIRCUIT COURT OF JEFFERSON COUNTY, ALABAMA\nBIRMINGHAM DIVISION',
    'Circuit Court of Jefferson County, Alabama',
  ),
  heading(
    'Alaska: superior court for the state, judicial district at a city',
    'IN THE SUPERIOR COURT FOR THE STATE OF ALASKA\nTHIRD JUDICIAL DISTRICT AT ANCHORAGE',
    'Superior Court for the State of Alaska, Third Judicial District at Anchorage',
  ),
  heading(
    'Arizona: superior court of the state "in and for" a county',
    'IN THE SUPERIOR COURT OF THE STATE OF ARIZONA\nIN AND FOR THE COUNTY OF MARICOPA',
    'Superior Court of the State of Arizona in and for the County of Maricopa',
  ),
  heading(
    'Colorado: district court of a county, state line',
    'DISTRICT COURT, DENVER COUNTY, COLORADO\nCourt Address: 1437 Bannock Street\nDenver, CO 80202',
    'District Court, Denver County, Colorado',
  ),
  heading(
    'Idaho: district court of a numbered judicial district "in and for" a county',
    'IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE\nSTATE OF IDAHO, IN AND FOR THE COUNTY OF ADA',
    'District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada',
  ),
  heading(
    'Iowa: "IN THE IOWA DISTRICT COURT FOR" a county',
    'IN THE IOWA DISTRICT COURT FOR POLK COUNTY',
    'Iowa District Court for Polk County',
  ),
  heading(
    'Kansas: district court of a county, civil department',
    'IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS\nCIVIL COURT DEPARTMENT',
    'District Court of Johnson County, Kansas',
  ),
  heading(
    'Minnesota: state, county, district court and judicial district stacked',
    'STATE OF MINNESOTA                                   DISTRICT COURT\nCOUNTY OF HENNEPIN                       FOURTH JUDICIAL DISTRICT',
    'District Court, Fourth Judicial District, Hennepin County, Minnesota',
  ),
  heading(
    'Mississippi: circuit court of a county',
    'IN THE CIRCUIT COURT OF HINDS COUNTY, MISSISSIPPI\nFIRST JUDICIAL DISTRICT',
    'Circuit Court of Hinds County, Mississippi',
  ),
  heading(
    'Montana: district court of a numbered judicial district, county',
    'MONTANA EIGHTEENTH JUDICIAL DISTRICT COURT, GALLATIN COUNTY',
    'Montana Eighteenth Judicial District Court, Gallatin County',
  ),
  heading(
    'Nebraska: district court of a county',
    'IN THE DISTRICT COURT OF DOUGLAS COUNTY, NEBRASKA',
    'District Court of Douglas County, Nebraska',
  ),
  heading(
    'Nevada: "DISTRICT COURT / CLARK COUNTY, NEVADA"',
    'DISTRICT COURT\nCLARK COUNTY, NEVADA',
    'District Court, Clark County, Nevada',
  ),
  heading(
    'New Hampshire: state, county, superior court',
    'THE STATE OF NEW HAMPSHIRE\n\nHILLSBOROUGH, SS.                                SUPERIOR COURT\nNORTHERN DISTRICT',
    'Hillsborough County Superior Court, New Hampshire',
  ),
  heading(
    'New Jersey: superior court, "LAW DIVISION: MERCER COUNTY"',
    'SUPERIOR COURT OF NEW JERSEY\nLAW DIVISION: MERCER COUNTY\nDOCKET NO. MER-L-001234-21',
    'Superior Court of New Jersey, Law Division, Mercer County',
  ),
  heading(
    'North Dakota: state and county over the district court',
    'STATE OF NORTH DAKOTA                          IN DISTRICT COURT\nCOUNTY OF CASS                         EAST CENTRAL JUDICIAL DISTRICT',
    'District Court, Cass County, North Dakota',
  ),
  heading(
    'Ohio: "IN THE COURT OF COMMON PLEAS / FRANKLIN COUNTY, OHIO"',
    'IN THE COURT OF COMMON PLEAS\nFRANKLIN COUNTY, OHIO\nCIVIL DIVISION',
    'Court of Common Pleas, Franklin County, Ohio',
  ),
  heading(
    'Oregon: circuit court of the state for a county',
    'IN THE CIRCUIT COURT OF THE STATE OF OREGON\nFOR THE COUNTY OF MULTNOMAH',
    'Circuit Court of the State of Oregon for the County of Multnomah',
  ),
  heading(
    'Rhode Island: state, county, superior court',
    'STATE OF RHODE ISLAND                                SUPERIOR COURT\nPROVIDENCE, SC.',
    'Providence County Superior Court, Rhode Island',
  ),
  heading(
    'South Dakota: state and county over the circuit court',
    'STATE OF SOUTH DAKOTA         )                 IN CIRCUIT COURT\n                              ) SS\nCOUNTY OF MINNEHAHA           )            SECOND JUDICIAL CIRCUIT',
    'Circuit Court, Second Judicial Circuit, Minnehaha County, South Dakota',
  ),
  heading(
    'Utah: district court of a county, state',
    'IN THE THIRD JUDICIAL DISTRICT COURT\nIN AND FOR SALT LAKE COUNTY, STATE OF UTAH',
    'Third Judicial District Court in and for Salt Lake County, State of Utah',
  ),
  heading(
    'Vermont: superior court, civil division, a county unit',
    'STATE OF VERMONT\n\nSUPERIOR COURT                                    CIVIL DIVISION\nChittenden Unit                            Docket No. 21-CV-01234',
    'Vermont Superior Court, Civil Division, Chittenden Unit',
  ),
  heading(
    'Washington: superior court of the state "in and for" a county',
    'IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON\nIN AND FOR KING COUNTY',
    'Superior Court of the State of Washington in and for King County',
  ),
  heading(
    'West Virginia: circuit court of a county',
    'IN THE CIRCUIT COURT OF KANAWHA COUNTY, WEST VIRGINIA',
    'Circuit Court of Kanawha County, West Virginia',
  ),
  heading(
    'Wisconsin: state, circuit court and county on one line',
    'STATE OF WISCONSIN          CIRCUIT COURT          MILWAUKEE COUNTY',
    'Circuit Court, Milwaukee County, Wisconsin',
  ),
  heading(
    'Wyoming: district court of the state, county, judicial district',
    'IN THE DISTRICT COURT OF LARAMIE COUNTY, WYOMING\nFIRST JUDICIAL DISTRICT',
    'District Court of Laramie County, Wyoming',
  ),
  heading(
    'Maine: state, county, superior court',
    'STATE OF MAINE                                 SUPERIOR COURT\nCUMBERLAND, ss.                                CIVIL ACTION\n                                               DOCKET NO. CV-21-123',
    'Cumberland County Superior Court, Maine',
  ),
  heading(
    'District of Columbia: superior court, civil division',
    'SUPERIOR COURT OF THE DISTRICT OF COLUMBIA\nCIVIL DIVISION',
    'Superior Court of the District of Columbia',
  ),
  heading(
    'Georgia: superior court of a county, state line under it',
    'IN THE SUPERIOR COURT OF FULTON COUNTY\nSTATE OF GEORGIA',
    'Superior Court of Fulton County, State of Georgia',
  ),
  heading(
    'Michigan: state line over the circuit court for a county',
    'STATE OF MICHIGAN\nIN THE CIRCUIT COURT FOR THE COUNTY OF WAYNE',
    'Circuit Court for the County of Wayne, State of Michigan',
  ),
  heading(
    'Tennessee: circuit court for a county "AT" its seat',
    'IN THE CIRCUIT COURT FOR DAVIDSON COUNTY, TENNESSEE\nAT NASHVILLE',
    'Circuit Court for Davidson County, Tennessee',
  ),
  heading(
    'Kansas: district court of a county, numbered district and division',
    'IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS\nEIGHTEENTH JUDICIAL DISTRICT\nCIVIL DEPARTMENT',
    'District Court of Sedgwick County, Kansas',
  ),
]

const STATE_APPELLATE: GalleryCase[] = [
  heading(
    'Alabama Court of Civil Appeals',
    'ALABAMA COURT OF CIVIL APPEALS\n\nOCTOBER TERM, 2021-2022',
    'Alabama Court of Civil Appeals',
  ),
  heading(
    'Colorado Court of Appeals',
    'COLORADO COURT OF APPEALS\n\nCourt of Appeals No. 21CA0123\nDenver County District Court No. 20CV30123',
    'Colorado Court of Appeals',
  ),
  heading(
    'Iowa Supreme Court',
    'IN THE SUPREME COURT OF IOWA\n\nNo. 21-0123',
    'Supreme Court of Iowa',
  ),
  heading(
    'Kansas Court of Appeals',
    'IN THE COURT OF APPEALS OF THE STATE OF KANSAS\n\nNo. 123,456',
    'Court of Appeals of the State of Kansas',
  ),
  heading(
    'Minnesota Court of Appeals',
    'STATE OF MINNESOTA\nIN COURT OF APPEALS\nA21-0123',
    'Minnesota Court of Appeals',
  ),
  heading(
    'Nebraska Supreme Court',
    'IN THE NEBRASKA SUPREME COURT\n\nNo. S-21-123',
    'Nebraska Supreme Court',
  ),
  heading(
    'Oregon Court of Appeals',
    'IN THE COURT OF APPEALS OF THE STATE OF OREGON',
    'Court of Appeals of the State of Oregon',
  ),
  heading('Utah Court of Appeals', 'IN THE UTAH COURT OF APPEALS', 'Utah Court of Appeals'),
  heading(
    'Washington Court of Appeals, division',
    'IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON\nDIVISION ONE',
    'Court of Appeals of the State of Washington, Division One',
  ),
  heading(
    'Wisconsin Court of Appeals, district',
    'COURT OF APPEALS OF WISCONSIN\nDISTRICT I',
    'Court of Appeals of Wisconsin, District I',
  ),
  heading(
    'West Virginia Supreme Court of Appeals',
    'IN THE SUPREME COURT OF APPEALS OF WEST VIRGINIA\n\nSeptember 2021 Term',
    'Supreme Court of Appeals of West Virginia',
  ),
  heading(
    'Vermont Supreme Court',
    'VERMONT SUPREME COURT\n\nNo. 21-AP-123',
    'Vermont Supreme Court',
  ),
  heading(
    'District of Columbia Court of Appeals',
    'DISTRICT OF COLUMBIA COURT OF APPEALS\n\nNo. 21-CV-123',
    'District of Columbia Court of Appeals',
  ),
  heading(
    'Connecticut Appellate Court',
    'APPELLATE COURT OF THE STATE OF CONNECTICUT\n\nAC 44123',
    'Appellate Court of the State of Connecticut',
  ),
  heading(
    'Mississippi Supreme Court',
    'IN THE SUPREME COURT OF MISSISSIPPI\n\nNO. 2021-CA-00123-SCT',
    'Supreme Court of Mississippi',
  ),
  heading(
    'Illinois appellate court, district on the next line',
    'IN THE APPELLATE COURT OF ILLINOIS\nFIRST DISTRICT',
    'Appellate Court of Illinois, First District',
  ),
  heading(
    'Supreme Court of California',
    'IN THE SUPREME COURT OF CALIFORNIA',
    'Supreme Court of California',
  ),
  heading(
    'Michigan Court of Appeals under the state line',
    'STATE OF MICHIGAN\nCOURT OF APPEALS',
    'Michigan Court of Appeals',
  ),
  heading(
    'Massachusetts Appeals Court',
    'COMMONWEALTH OF MASSACHUSETTS\nAPPEALS COURT\n\n21-P-123',
    'Massachusetts Appeals Court',
  ),
  heading(
    'Court of Appeals of Georgia',
    'COURT OF APPEALS OF GEORGIA\n\nA21A0123',
    'Court of Appeals of Georgia',
  ),
]

const FEDERAL: GalleryCase[] = [
  heading(
    'federal district court and its division on one line',
    'UNITED STATES DISTRICT COURT FOR THE EASTERN DISTRICT OF VIRGINIA, ALEXANDRIA DIVISION',
    'United States District Court for the Eastern District of Virginia',
  ),
  heading(
    'federal district court, district and division on one line under it',
    'IN THE UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF TEXAS, FORT WORTH DIVISION',
    'United States District Court for the Northern District of Texas',
  ),
  heading(
    'federal district court for the District of Columbia',
    'IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF COLUMBIA',
    'United States District Court for the District of Columbia',
  ),
  heading(
    'federal district court of a one-district state',
    'UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY',
    'United States District Court for the District of New Jersey',
  ),
  heading(
    'bankruptcy court, district without "for the"',
    'UNITED STATES BANKRUPTCY COURT\nSOUTHERN DISTRICT OF NEW YORK',
    'United States Bankruptcy Court for the Southern District of New York',
  ),
  heading(
    'Court of Appeals for the District of Columbia Circuit',
    'United States Court of Appeals\nFOR THE DISTRICT OF COLUMBIA CIRCUIT\n\nArgued September 14, 2021',
    'United States Court of Appeals for the District of Columbia Circuit',
  ),
  heading(
    'Court of Federal Claims in capitals, a bid protest',
    'IN THE UNITED STATES COURT OF FEDERAL CLAIMS\nBID PROTEST',
    'United States Court of Federal Claims',
  ),
  {
    name: 'Judicial Panel on Multidistrict Litigation',
    pages: [
      `UNITED STATES JUDICIAL PANEL\non\nMULTIDISTRICT LITIGATION\n\nIN RE: GRANITE PEAK WATER FILTER PRODUCTS\nLIABILITY LITIGATION                                   MDL No. 3123\n\nTRANSFER ORDER\n\nBefore the Panel: Plaintiffs in two actions move to centralize this litigation.\n`,
    ],
    court: 'United States Judicial Panel on Multidistrict Litigation',
  },
  {
    name: 'a district court whose order names the Panel and the D.C. Superior Court in its prose',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF MARYLAND\n\nIN RE: GRANITE PEAK WATER FILTER PRODUCTS\nLIABILITY LITIGATION                                   MDL No. 3123\n\nMEMORANDUM OPINION\n\nThe United States Judicial Panel on Multidistrict Litigation transferred these actions here. One began in the Superior Court of the District of Columbia and was removed.\n`,
    ],
    court: 'United States District Court for the District of Maryland',
  },
  heading(
    'federal district court, district and a direction-named division',
    'UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF MICHIGAN\nSOUTHERN DIVISION',
    'United States District Court for the Eastern District of Michigan',
  ),
  heading(
    'court of appeals on one line with its circuit',
    'IN THE UNITED STATES COURT OF APPEALS FOR THE ELEVENTH CIRCUIT',
    'United States Court of Appeals for the Eleventh Circuit',
  ),
  heading(
    'bankruptcy court "FOR THE DISTRICT OF" a one-district state',
    'UNITED STATES BANKRUPTCY COURT\nFOR THE DISTRICT OF DELAWARE',
    'United States Bankruptcy Court for the District of Delaware',
  ),
]

runGallery('court gallery 2: state trial courts', STATE_TRIAL)
runGallery('court gallery 2: state appellate and supreme courts', STATE_APPELLATE)
runGallery('court gallery 2: federal forms', FEDERAL)

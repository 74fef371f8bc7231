// The patterns that find a court's name in a page: federal courts in full, by district or
// abbreviated; a state's courts by their heading, with the county, district or division they sit
// for; courts kept as printed. courts.ts reads each match to one canonical name.
import { CIRCUITS, DIRECTIONS, STATES, anyCase } from './courtNames'

const GAP = '[\\s,]+'
/** A state's name in any case; Hawaii's also as its courts print it, with the ʻokina ("Hawaiʻi"). */
function stateSource(name: string): string {
  return name === 'Hawaii' ? `${anyCase('Hawai')}[‘ʻ'’]?[Ii]` : anyCase(name)
}
const STATE = `(${STATES.map(([name]) => stateSource(name)).join('|')})`
const DIRECTION = `(?:(${Object.values(DIRECTIONS).map(anyCase).join('|')})\\s+)?`
const CIRCUIT = `(${CIRCUITS.map(([name]) => anyCase(name)).join('|')})`
// A county or city name: capitalised words on one line ("Los Angeles", "NEW YORK"), a word
// perhaps hyphenated ("Miami-Dade", "WILKES-BARRE").
const PLACE_WORD = "(?:[A-Z][a-z.'’]+(?:-[A-Z][a-z.'’]+)?|[A-Z][A-Z.'’]+(?:-[A-Z][A-Z.'’]+)?)"
const PLACE = `(${PLACE_WORD}(?:[ \\t]+${PLACE_WORD}){0,2})`
const FOR_THE = `(?:${anyCase('for the')}\\s+)?`
// "District of" before a state; the District of Columbia's name already holds it, and a heading
// may print both ("UNITED STATES DISTRICT COURT / DISTRICT OF THE DISTRICT OF COLUMBIA").
const DISTRICT_OF = `(?:${anyCase('District of')}\\s+(?:${anyCase('the')}\\s+(?=${anyCase('District of Columbia')}))?|(?=${anyCase('District of Columbia')}))`

// Between a reporter's heading lines: a comma and white space, or, in a two-column print, the
// other column's words, either on a line of their own or running on after the heading's comma
// two spaces on ("United States District Court,  the proceeding, and / W.D. North Carolina,").
const OTHER_COLUMN = `(?:${GAP}|,[ \\t]*\\n[^\\n]*\\n[ \\t]*|,[ \\t]{2,}[^\\n]*\\n[ \\t]*)`
const US = `(?:${anyCase('United States')}|U\\.\\s?S\\.|US)`
// A reporter's two-column print may set the other column's words between the court and its
// district ("United States District Court,  the government's burden / District of Columbia.").
// The District of Minnesota's docket report heads its second line "U.S. District of Minnesota
// (DMN)". A page whose cells a converter ran together with no space between (BeautifulSoup's
// text in one line) glues the district to the court: "U.S. District CourtDistrict of Maryland";
// a docket report's title line sets a dash between: "U.S. District Court - District of Maryland".
export const FEDERAL_TRIAL = new RegExp(
  `${US}\\s+(${anyCase('District')}|${anyCase('Bankruptcy')})\\s+${anyCase('Court')}(?:${OTHER_COLUMN}|[ \\t]+[-–—][ \\t]+|(?<=[a-z])(?=[A-Z]))${FOR_THE}${DIRECTION}(?:${US}[ \\t]+)?${DISTRICT_OF}${STATE}`,
  'g',
)
// A CM/ECF docket report's heading in some districts: "U.S. District Court / California Northern
// District (Oakland)", the state before its district.
export const FEDERAL_STATE_FIRST = new RegExp(
  `${US}\\s+${anyCase('District Court')}[ \\t]*\\n[ \\t]*${STATE}[ \\t]+(${Object.values(DIRECTIONS).map(anyCase).join('|')})[ \\t]+${anyCase('District')}\\b`,
  'g',
)
// An old docket sheet's heading, the district's direction and state run on after the court with
// no "District of": "UNITED STATES DISTRICT COURT SOUTHERN INDIANA". Only a state with districts
// of a direction follows; the state's name ends the heading's words.
export const FEDERAL_DIRECTION_STATE = new RegExp(
  `${US}\\s+${anyCase('District Court')}[ \\t]*[-,]?[ \\t]+(${Object.values(DIRECTIONS).map(anyCase).join('|')})[ \\t]+${STATE}(?![ \\t]*[A-Za-z])`,
  'g',
)
// A reporter's heading: "United States District Court, N.D. Georgia", "…, E. D. Kentucky", "…,
// D. Colorado" (a state with one district). A two-column print may set a line of the opinion's
// other column between the heading's lines ("United States District Court, / <a line of the
// opinion> / S.D. Mississippi,"): the comma ending the first line says the name goes on.
export const FEDERAL_LETTERS = new RegExp(
  `${US}\\s+${anyCase('District Court')}${OTHER_COLUMN}(?:([NSEWCM])\\.\\s?)?D\\.\\s+${STATE}`,
  'g',
)
// As a reporter's two-column print may set it too: "United States Court of Appeals, / <a line of
// the opinion> / Fifth Circuit." (see FEDERAL_LETTERS).
export const APPEALS = new RegExp(
  `${US}\\s+${anyCase('Court of Appeals')}${OTHER_COLUMN}${FOR_THE}${CIRCUIT}\\s+${anyCase('Circuit')}`,
  'g',
)
// A reporter's two-column print may also run the heading's parts into the other column's lines:
// the court's words end a line after the other column's ("… before this  United States District
// Court," over "… of his duty  M. D. Elm."), the district or circuit ending the next line; or they
// open a line the other column goes on from, one space apart ("United States Court of Appeals,
// peals would …" over "Sixth Circuit. jurisdiction …"). The district's or circuit's line ends with
// its period or comma where it ends the line; the words between are the other column's.
const LINE_ENDS = `(?=[ \\t]*[.,][^\\n]{0,8}(?:\\n|$))`
const LETTERS = `(?:([NSEWCM])\\.\\s?)?D\\.[ \\t]+${STATE}`
export const REPORTER_RUN_ON_DISTRICT = new RegExp(
  `${US}\\s+${anyCase('District Court')}(?:,[ \\t]*\\n[^\\n]*?[ \\t]${LETTERS}${LINE_ENDS}|,[ \\t]+[^\\n]*\\n[ \\t]*${LETTERS}(?=[ \\t]*[.,]))`,
  'g',
)
export const REPORTER_RUN_ON_APPEALS = new RegExp(
  `${US}\\s+${anyCase('Court of Appeals')}(?:,[ \\t]*\\n[^\\n]*?[ \\t]${CIRCUIT}[ \\t]+${anyCase('Circuit')}${LINE_ENDS}|,[ \\t]+[^\\n]*\\n[ \\t]*${CIRCUIT}[ \\t]+${anyCase('Circuit')}\\.)`,
  'g',
)
// A court of appeals' heading whose first line a scan garbled: "FOR THE DISTRICT OF COLUMBIA
// CIRCUIT" alone on the line under it (state courts say "Judicial Circuit"). A clerk's stamp
// printed over the heading may put a line of its own between ("UNITED STATES COURT OF APPEALS /
// MOLLY C. DWYER, CLERK / FOR THE NINTH CIRCUIT  U.S. COURT OF APPEALS"), and its words may go on
// beside the circuit's line, in capitals as a stamp prints them (prose goes on in lower case).
const STAMP_LINE = '[^\\n]{0,40}\\b(?:FILED|Filed|CLERK|Clerk|RECEIVED|Received)\\b[^\\n]{0,40}\\n'
// (The look-ahead for its first letter, which the name needs anyway, spares the look-behind's
// scan back over two lines at every other character of the page.)
export const CIRCUIT_HEADING = new RegExp(
  `(?=[Ff])(?<=(?:^|\\n)[^\\n]*(?:ourt|OURT|ppeal|PPEAL)[^\\n]*\\n(?:${STAMP_LINE})?[ \\t]*)${anyCase('For the')}\\s+${CIRCUIT}\\s+${anyCase('Circuit')}(?=[ \\t]*(?:\\n|$)|[ \\t]+[A-Z]{2}|[ \\t]+[A-Z]\\.)`,
  'g',
)
export const SUPREME = new RegExp(
  `${anyCase('Supreme Court of the United States')}|${anyCase('United States Supreme Court')}`,
  'g',
)
// The national courts, and the circuits' bankruptcy appellate panels: "UNITED STATES COURT OF
// APPEALS / FOR THE ARMED FORCES", "… BANKRUPTCY APPELLATE PANEL / OF THE NINTH CIRCUIT".
export const OTHER_FEDERAL = new RegExp(
  `${anyCase('United States')}\\s+(${anyCase('Court of Federal Claims')}|${anyCase('Tax Court')}|${anyCase('Court of International Trade')}|${anyCase('Court of Appeals for Veterans Claims')}|${anyCase('Court of Appeals for the Armed Forces')}|${anyCase('Judicial Panel')}\\s+${anyCase('on')}\\s+${anyCase('Multidistrict Litigation')}|${anyCase('Bankruptcy Appellate Panel')}\\s+(?:${anyCase('of the')}|${anyCase('for the')})\\s+${CIRCUIT}\\s+${anyCase('Circuit')})`,
  'g',
)
export const DISTRICT_ONLY = new RegExp(
  `(\\(|${anyCase('for the')}\\s+|${anyCase('in the')}\\s+)?${DIRECTION}${anyCase('District of')}\\s+${STATE}(?![ \\t]+${anyCase('Circuit')})`,
  'g',
)
export const ABBREVIATED = new RegExp(
  `(?<![\\w.])(?:([NSEWCM])\\.\\s?)?D\\.\\s?(${STATES.map(([, abbr]) => abbr.replace(/\./g, '\\.').replace(/ /g, '\\s?')).join('|')})(?![\\w.])|(?<![\\w.])(${CIRCUITS.map(([, abbr]) => abbr.replace(/\./g, '\\.')).join('|')})\\s+Cir\\.`,
  'g',
)

// Georgia's "State Court" of a county and New Orleans's "Civil District Court" head their
// captions as the others do.
const STATE_HEAD_WORDS = [
  'Supreme',
  'Superior',
  'Appellate',
  'Commonwealth',
  'Circuit',
  'Civil District',
  'State',
  'District',
  'County',
  'Family',
  'Probate',
  "Surrogate's",
  'Civil',
  'Municipal',
  'Chancery',
  'Common Pleas',
  'Housing',
  'Land',
  'Juvenile',
]
  .map(anyCase)
  .join('|')
const STATE_HEAD = `(${STATE_HEAD_WORDS})\\s+${anyCase('Court')}`
// West Virginia's highest court is its "Supreme Court of Appeals", no court of appeals.
const STATE_COURT_OF = `(?:(?:${anyCase('District')}|${anyCase('Supreme')})\\s+)?${anyCase('Court of')}\\s+(${['Chancery', 'Common Pleas', 'Appeals', 'Appeal', 'Criminal Appeals', 'Special Appeals', 'Claims'].map(anyCase).join('|')})`
export const ORDINAL = `(?:${['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth', 'Thirteenth', 'Fourteenth', 'Fifteenth', 'Sixteenth', 'Seventeenth', 'Eighteenth', 'Nineteenth', 'Twentieth'].map(anyCase).join('|')}|\\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))`
// A trial court's judicial circuit or district ("of the Second Judicial Circuit"), as state
// captions name it before or after the county.
export const JUDICIAL = `${ORDINAL}\\s+${anyCase('Judicial')}\\s+(?:${anyCase('Circuit')}|${anyCase('District')})`
// The county a trial court sits for, after a comma or on the caption's next line: "County of
// Albany", "in and for Leon County, Florida", "Davidson County, Part III", Maryland's "District
// Court of Maryland for Baltimore City".
const COUNTY_TAIL = `(?:(?:(?:${GAP}|${GAP}(?:${anyCase('in and for the')}|${anyCase('for the')})\\s+)${anyCase('County of')}[ \\t]+${PLACE}|(?:${GAP}|${GAP}${anyCase('in and for')}\\s+)${PLACE}[ \\t]+${anyCase('County')}(?:,[ \\t]*${STATE})?|[ \\t]+${anyCase('for')}[ \\t]+${PLACE}[ \\t]+(?:${anyCase('County')}|${anyCase('City')})(?![ \\t]*[A-Za-z]))(?:,[ \\t]*${anyCase('Part')}[ \\t]+[IVX\\d]+\\b)?)?`
// An intermediate appellate court's district and division: "of California, Second District,
// Division Three"; "of Arizona, Division 2".
// A heading may print each part on its own line ("COURT OF APPEAL OF THE STATE OF CALIFORNIA /
// SECOND APPELLATE DISTRICT / DIVISION FOUR"; "SUPERIOR COURT OF NEW JERSEY / APPELLATE DIVISION").
const PART_BREAK = '(?:,[ \\t]*|[ \\t]*\\n\\s*)'
// New Jersey's trial divisions name their vicinage after the division, a comma, a colon or a line
// break apart: "SUPERIOR COURT OF NEW JERSEY / LAW DIVISION: BERGEN COUNTY", "CHANCERY DIVISION,
// FAMILY PART, MERCER COUNTY"; a letter's address names the division alone ("Superior Court of
// New Jersey, Chancery Division").
const TRIAL_DIVISION = `(?:,[ \\t]*|[ \\t]*\\n[ \\t]*)(?:${anyCase('Law')}|${anyCase('Chancery')})[ \\t]+${anyCase('Division')}(?:(?:[ \\t]*[,:-][ \\t]*|[ \\t]*\\n[ \\t]*)(?:(?:${anyCase('Family')}|${anyCase('General Equity')}|${anyCase('Probate')}|${anyCase('Special Civil')})[ \\t]+${anyCase('Part')}[ \\t]*[,:-]?[ \\t]*)?${PLACE}[ \\t]+${anyCase('County')})?`
const APPELLATE_DIVISION = `(?:(?:,[ \\t]*|[ \\t]*\\n[ \\t]*)${anyCase('Appellate Division')}|${TRIAL_DIVISION})?`
const APPELLATE_TAIL = `(?:${PART_BREAK}(?:${ORDINAL}[ \\t]+(?:${anyCase('Appellate')}[ \\t]+)?${anyCase('District')}|${anyCase('District')}[ \\t]+[IVX]{1,4}\\b))?(?:${PART_BREAK}${anyCase('Division')}[ \\t]+(?:\\d{1,2}|[IVX]+|${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'].map(anyCase).join('|')})\\b)?`
// Alaska's judicial districts sit at a city: "THIRD JUDICIAL DISTRICT AT ANCHORAGE".
const SEAT = `(?:[ \\t]+${anyCase('at')}[ \\t]+${PLACE})?`
// Idaho's and Montana's: "OF THE FOURTH JUDICIAL DISTRICT OF THE / STATE OF IDAHO, IN AND FOR THE
// COUNTY OF ADA" (the SOVEREIGN after the district in the second STATE_TAIL alternative).
const SOVEREIGN = `(?:${anyCase('State')}|${anyCase('Commonwealth')})\\s+${anyCase('of')}\\s+${STATE}`
// New York's appellate opinions name the court below by its county after a comma: "Supreme Court,
// Kings County", "County Court, Suffolk County" (the last alternative); Colorado's caption box
// heads a paper so with its state after ("District Court, Arapahoe County, Colorado"). Texas's
// caption prints the county and state on the next line, or down its "§" column with an empty row
// between ("IN THE DISTRICT COURT" / "§" / "DALLAS COUNTY, TEXAS").
const STATE_TAIL = `(?:\\s+(?:${anyCase('of the')}|${anyCase('for the')})\\s+${SOVEREIGN}(?:${GAP}${JUDICIAL}${SEAT})?${APPELLATE_TAIL}${COUNTY_TAIL}|\\s+(?:${anyCase('of the')}|${anyCase('for the')})\\s+${JUDICIAL}(?:\\s+${anyCase('of the')}\\s+${SOVEREIGN})?${COUNTY_TAIL}|\\s+${anyCase('of the')}\\s+${ORDINAL}[ \\t]+${anyCase('Circuit')}(?:${PART_BREAK}${SOVEREIGN})?(?![ \\t]+${anyCase('Court')})|[ \\t]*,[ \\t]*${SOVEREIGN}${COUNTY_TAIL}|\\s+(?:${anyCase('of')}|${anyCase('for')})\\s+(?:${anyCase('the')}\\s+)?(?:${anyCase('County')}|${anyCase('Parish')}|${anyCase('City')})[ \\t]+${anyCase('of')}[ \\t]+${PLACE}(?:,\\s*${STATE})?(?:${GAP}${anyCase('County of')}[ \\t]+${PLACE})?|\\s+(?:${anyCase('of')}|${anyCase('for')}|${anyCase('in and for')})\\s+${PLACE}[ \\t]+(?:${anyCase('County')}|${anyCase('Parish')})(?:,\\s*${STATE})?|[ \\t]+${anyCase('for')}[ \\t]+${PLACE}[ \\t]+${anyCase('City')}(?![ \\t]*[A-Za-z])(?:,\\s*${STATE})?|[ \\t]*\\n(?:[ \\t]*\\n)?[ \\t]*${PLACE}[ \\t]+${anyCase('County')},[ \\t]*${STATE}|\\s+${anyCase('of')}\\s+(?:${anyCase('the')}\\s+(?=${anyCase('District of Columbia')}))?${STATE}(?:${APPELLATE_DIVISION}${APPELLATE_TAIL}${COUNTY_TAIL})(?![ \\t]+(?:${anyCase('County')}|${anyCase('Parish')}|${anyCase('City')})\\b)|[ \\t]*,[ \\t]*${PLACE}[ \\t]+${anyCase('County')}(?:[ \\t]*,[ \\t]*${STATE}\\b)?(?![ \\t]+${anyCase('of')}\\b))`
export const STATE_COURT = new RegExp(`(?:${STATE_HEAD}|${STATE_COURT_OF})${STATE_TAIL}`, 'g')
// A heading stacked on two lines, the court alone over its state and county: "SUPREME COURT" /
// "STATE OF NEW YORK   COUNTY OF ALBANY" (a line that goes on, "State of X v. Doe", is a title).
// A scan's specks may come before it. (The look-ahead for the court's words, which the heading
// needs anyway, spares the look-behind at every other character of the page.)
export const STATE_COURT_STACKED = new RegExp(
  `(?=(?:${STATE_HEAD_WORDS})\\s+${anyCase('Court')})(?<=(?:^|\\n)[^\\w\\n]{0,4}(?:${anyCase('In the')}\\s+)?)${STATE_HEAD}[ \\t]*\\n[ \\t]*${SOVEREIGN}${COUNTY_TAIL}(?=[ \\t]*(?:\\n|$))`,
  'g',
)

// Courts named as printed, without a canonical form: "Vermont Superior Court", "Court of Appeal,
// Second Circuit, State of Louisiana", "Supreme Court, Appellate Division, Third Judicial
// Department", "Commonwealth of Kentucky Court of Appeals", "Supreme Judicial Court", "Juvenile
// Court, City and County of Denver", "Dover District Court", the FISC. The value is the text
// recased; the comparison (compare.ts courtKey) reads it by its words.
// White space between a name's parts: spaces, or one line break.
const ONE_BREAK = '(?:[ \\t]+|[ \\t]*\\n[ \\t]*)'
// A party's role after its name in a title ("STATE OF ARIZONA, Appellee").
const PARTY_ROLE = ['Plaintiff', 'Defendant', 'Appell', 'Respondent', 'Petitioner']
  .map(anyCase)
  .join('|')
export const STATE_NAMES = `(?:${STATES.map(([name]) => anyCase(name)).join('|')})`
export const AS_PRINTED: RegExp[] = [
  new RegExp(
    `${anyCase('Foreign Intelligence Surveillance')}\\s+(?:${anyCase('Court of Review')}|${anyCase('Court')})`,
    'g',
  ),
  // Massachusetts's single justice sits as the Supreme Judicial Court for Suffolk County: the
  // county ends the name, wrapped onto the next line or, in a flattened two-column page, after a
  // line of the other column's one or two words ("SUPREME JUDICIAL COURT" / "Case Search" / "for
  // Suffolk County").
  new RegExp(
    `${anyCase('Supreme Judicial Court')}(?:\\s+(?:${anyCase('of')}|${anyCase('for')})\\s+${STATE_NAMES}|(?:(?<skip>[ \\t]*\\n[ \\t]*[A-Z][a-z]+(?:[ \\t][A-Z][a-z]+)?[ \\t]*\\n[ \\t]*)|\\s+)${anyCase('for')}\\s+${PLACE_WORD}[ \\t]+${anyCase('County')}\\b)?`,
    'g',
  ),
  // Its parts on one line or the next, never past a blank line, and the state no party's
  // ("COURT OF APPEALS / DIVISION ONE / STATE OF ARIZONA, Appellee," is a heading over a title).
  new RegExp(
    `${anyCase('Court of Appeal')}[sS]?[ \\t]*,?${ONE_BREAK}(?:${ORDINAL}\\s+(?:${anyCase('Circuit')}|${anyCase('District')}|${anyCase('Appellate District')})[ \\t]*,?${ONE_BREAK})?(?:${anyCase('Division')}\\s+\\w+[ \\t]*,?${ONE_BREAK})?${anyCase('State of')}\\s+${STATE_NAMES}(?![ \\t]*,[ \\t]*(?:${PARTY_ROLE}))`,
    'g',
  ),
  // Before "State of New York / Supreme Court": the Appellate Division is the fuller name; a
  // slip opinion's header line names it alone ("Appellate Division, Third Department"), and so
  // does the Law Reporting Bureau's line over it, after the decision's date ("2011 NY Slip Op
  // 01234 Decided on March 3, 2011 Appellate Division, Second Department"). (The first look-ahead
  // asks only what each way in needs anyway: it spares the look-behinds at every other character.)
  new RegExp(
    `(?=[Ss]|[ \\t]*[Aa])(?:${anyCase('Supreme Court')}[ \\t]*,?\\s+|(?<=^|\\n)[ \\t]*|(?<=\\bSlip[ \\t]+Op\\b[^\\n]{0,40}?\\bDecided\\s+on\\s+[A-Z][a-z]+\\.?\\s+\\d{1,2},\\s+\\d{4}\\s+))${anyCase('Appellate Division')}[ \\t]*[,:]?\\s+(?:${ORDINAL}\\s+(?:${anyCase('Judicial')}\\s+)?${anyCase('Department')})`,
    'g',
  ),
  // Texas numbers its intermediate courts, as their headings print: "In The / Fourteenth Court of
  // Appeals".
  new RegExp(
    `(?<=^|\\n)[ \\t]*${ORDINAL}[ \\t]+${anyCase('Court of Appeals')}(?=[ \\t]*(?:\\n|$))`,
    'g',
  ),
  // "STATE OF WISCONSIN / IN COURT OF APPEALS / DISTRICT I": the district may take its own line.
  // Massachusetts's intermediate court is the "Appeals Court": "COMMONWEALTH OF MASSACHUSETTS /
  // APPEALS COURT".
  new RegExp(
    `(?:${anyCase('Commonwealth of')}|${anyCase('State of')})\\s+${STATE_NAMES}\\s+(?:${anyCase('In')}\\s+)?(?:${anyCase('Court of Appeals')}|${anyCase('Court of Appeal')}|${anyCase('Supreme Court')}|${anyCase('Appeals Court')})(?:[ \\t]*,?\\s+${anyCase('District')}[ \\t]+[IVX]+\\b|[ \\t]*,?\\s+${ORDINAL}[ \\t]+(?:${anyCase('Circuit')}|${anyCase('District')})\\b)?`,
    'g',
  ),
  // "Vermont Superior Court", "ARIZONA COURT OF APPEALS / DIVISION ONE", "MISSOURI COURT OF
  // APPEALS / EASTERN DISTRICT": a court of appeals' division or district on its line or the next.
  new RegExp(
    `${STATE_NAMES}\\s+(?:(?:${anyCase('Superior')}|${anyCase('Supreme')}|${anyCase('District')}|${anyCase('Circuit')}|${anyCase('Family')}|${anyCase('Probate')}|${anyCase('Juvenile')}|${anyCase('Tax')})\\s+${anyCase('Court')}|${anyCase('Court of')}\\s+(?:(?:${anyCase('Criminal')}|${anyCase('Civil')})\\s+)?${anyCase('Appeals')}?(?:[ \\t]*,?${ONE_BREAK}(?:${anyCase('Division')}[ \\t]+(?:${['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map(anyCase).join('|')}|[IVX]{1,4}|\\d{1,2})|(?:${Object.values(DIRECTIONS).map(anyCase).join('|')}|${ORDINAL})[ \\t]+${anyCase('District')})\\b)?)`,
    'g',
  ),
  new RegExp(
    `(?:${anyCase('Juvenile')}|${anyCase('Family')}|${anyCase('Probate')}|${anyCase('District')}|${anyCase('County')})\\s+${anyCase('Court')}[ \\t]*,[ \\t]*(?:${anyCase('City and County of')}|${anyCase('County of')}|${anyCase('City of')})[ \\t]+${PLACE}`,
    'g',
  ),
  // "DOVER DISTRICT COURT", "Shelby Superior Court No. 1": a place's own court, on a caption line
  // or in its right-hand column ("County of Strafford   Dover District Court"; Indiana's venue
  // grid, "STATE OF INDIANA  )  IN THE MARION SUPERIOR COURT"). "United States
  // District Court" is no place's: a federal court is named by its district, or not at all.
  new RegExp(
    `(?<=(?:^|\\n|\\S[ \\t]{2,})[ \\t]*(?:${anyCase('In the')}[ \\t]+)?)(?!${US}[ \\t])(?:[A-Z][a-z]+|[A-Z]{3,})(?:[ \\t]+(?:[A-Z][a-z]+|[A-Z]{3,}))?[ \\t]+(?:${anyCase('District Court')}|${anyCase('Superior Court')}|${anyCase('Circuit Court')}|${anyCase('County Court')})(?:[ \\t]+${anyCase('No.')}[ \\t]*\\d+)?(?=[ \\t]*(?:\\n|$|,))`,
    'g',
  ),
  // The Board of Veterans' Appeals, as its decisions head and sign them ("BOARD OF VETERANS'
  // APPEALS / DEPARTMENT OF VETERANS AFFAIRS"; "Veterans Law Judge, Board of Veterans' Appeals").
  new RegExp(`${anyCase('Board of Veterans')}['’]?[ \\t]+${anyCase('Appeals')}\\b`, 'g'),
  // A federal agency's adjudicating board on a heading line of its own: "UNITED STATES OF AMERICA
  // / MERIT SYSTEMS PROTECTION BOARD", "U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION / Office of
  // Federal Operations", "Executive Office for Immigration Review / Board of Immigration Appeals".
  // Its name in running text, or a party's name on a line of a docket's party list, is an agency
  // the paper writes about: the heading is among the page's first five lines.
  new RegExp(
    `(?<=^(?:[^\\n]*\\n){0,4}[ \\t]*(?:(?:U\\.[ \\t]?S\\.|${anyCase('United States')})[ \\t]+)?)(?:${['Merit Systems Protection Board', 'Equal Employment Opportunity Commission', 'Board of Immigration Appeals', 'Occupational Safety and Health Review Commission', 'Federal Labor Relations Authority', 'Federal Mine Safety and Health Review Commission'].map(anyCase).join('|')})(?=[ \\t]*(?:\\n|$))`,
    'g',
  ),
  // A state's adjudicating board or commission heading its decision on a line of its own among
  // the page's first five: "Alaska Workers' Compensation Appeals Commission", "NEW YORK STATE
  // WORKERS' COMPENSATION BOARD", "Elm State Unemployment Insurance Appeals Board". Its name in
  // running text is an agency the paper writes about.
  new RegExp(
    `(?<=^(?:[^\\n]*\\n){0,4}[ \\t]*)${STATE_NAMES}(?:[ \\t]+${anyCase('State')})?(?:[ \\t]+(?:[A-Z][a-z]+[‘’']?|[A-Z]+[‘’']?)){0,3}[ \\t]+(?:${anyCase('Appeals Commission')}|${anyCase('Appeals Board')}|${anyCase('Compensation Board')}|${anyCase('Compensation Commission')}|${anyCase('Review Board')}|${anyCase('Review Commission')})(?=[ \\t]*(?:\\n|$))`,
    'g',
  ),
  // An agency's tribunal as its caption heads it: "UNITED STATES OF AMERICA / BEFORE THE FEDERAL
  // TRADE COMMISSION", "Before the National Labor Relations Board".
  new RegExp(
    `(?<=^|\\n)[ \\t]*(?:${anyCase('United States of America')}\\s+)?${anyCase('Before the')}[ \\t]+(?:[A-Z][A-Za-z]+[ \\t]+(?:${anyCase('and')}[ \\t]+)?){1,4}(?:${anyCase('Commission')}|${anyCase('Board')})(?=[ \\t]*(?:\\n|$))`,
    'g',
  ),
]

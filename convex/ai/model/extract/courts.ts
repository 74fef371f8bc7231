// Courts, read to one canonical name whatever the layout: "UNITED STATES DISTRICT COURT FOR THE
// SOUTHERN DISTRICT OF NEW YORK", the two-line caption "UNITED STATES DISTRICT COURT / SOUTHERN
// DISTRICT OF NEW YORK" and "(S.D.N.Y.)" all become "United States District Court for the Southern
// District of New York"; "SUPREME COURT OF THE STATE OF NEW YORK / COUNTY OF NEW YORK" becomes
// "Supreme Court of the State of New York, County of New York".
import { CIRCUITS, DIRECTIONS, STATES, anyCase, stateName } from './courtNames'
import { repairOcrWords } from './ocrWords'
import { recase } from './text'
import type { Mention } from './types'

/** How a court was named: in full, by its district alone ("Southern District of New York"), or abbreviated. */
export type CourtMention = Mention<string> & {
  form: 'full' | 'district' | 'abbreviation' | 'printed'
}

const GAP = '[\\s,]+'
const STATE = `(${STATES.map(([name]) => anyCase(name)).join('|')})`
const DIRECTION = `(?:(${Object.values(DIRECTIONS).map(anyCase).join('|')})\\s+)?`
const CIRCUIT = `(${CIRCUITS.map(([name]) => anyCase(name)).join('|')})`
// A county or city name: capitalised words on one line ("Los Angeles", "NEW YORK"), a word
// perhaps hyphenated ("Miami-Dade", "WILKES-BARRE").
const PLACE_WORD = "(?:[A-Z][a-z.'’]+(?:-[A-Z][a-z.'’]+)?|[A-Z][A-Z.'’]+(?:-[A-Z][A-Z.'’]+)?)"
const PLACE = `(${PLACE_WORD}(?:[ \\t]+${PLACE_WORD}){0,2})`
const FOR_THE = `(?:${anyCase('for the')}\\s+)?`
// "District of" before a state; the District of Columbia's name already holds it.
const DISTRICT_OF = `(?:${anyCase('District of')}\\s+|(?=${anyCase('District of Columbia')}))`

const US = `(?:${anyCase('United States')}|U\\.\\s?S\\.|US)`
const FEDERAL_TRIAL = new RegExp(
  `${US}\\s+(${anyCase('District')}|${anyCase('Bankruptcy')})\\s+${anyCase('Court')}${GAP}${FOR_THE}${DIRECTION}${DISTRICT_OF}${STATE}`,
  'g',
)
// A CM/ECF docket report's heading in some districts: "U.S. District Court / California Northern
// District (Oakland)", the state before its district.
const FEDERAL_STATE_FIRST = new RegExp(
  `${US}\\s+${anyCase('District Court')}[ \\t]*\\n[ \\t]*${STATE}[ \\t]+(${Object.values(DIRECTIONS).map(anyCase).join('|')})[ \\t]+${anyCase('District')}\\b`,
  'g',
)
// A reporter's heading: "United States District Court, N.D. Georgia", "…, E. D. Kentucky", "…,
// D. Colorado" (a state with one district). A two-column print may set a line of the opinion's
// other column between the heading's lines ("United States District Court, / <a line of the
// opinion> / S.D. Mississippi,"): the comma ending the first line says the name goes on.
const FEDERAL_LETTERS = new RegExp(
  `${US}\\s+${anyCase('District Court')}(?:${GAP}|,[ \\t]*\\n[^\\n]*\\n[ \\t]*)(?:([NSEWCM])\\.\\s?)?D\\.\\s+${STATE}`,
  'g',
)
// As a reporter's two-column print may set it too: "United States Court of Appeals, / <a line of
// the opinion> / Fifth Circuit." (see FEDERAL_LETTERS).
const APPEALS = new RegExp(
  `${US}\\s+${anyCase('Court of Appeals')}(?:${GAP}|,[ \\t]*\\n[^\\n]*\\n[ \\t]*)${FOR_THE}${CIRCUIT}\\s+${anyCase('Circuit')}`,
  'g',
)
// A court of appeals' heading whose first line a scan garbled: "FOR THE DISTRICT OF COLUMBIA
// CIRCUIT" alone on the line under it (state courts say "Judicial Circuit"). A clerk's stamp
// printed over the heading may put a line of its own between ("UNITED STATES COURT OF APPEALS /
// MOLLY C. DWYER, CLERK / FOR THE NINTH CIRCUIT  U.S. COURT OF APPEALS"), and its words may go on
// beside the circuit's line, in capitals as a stamp prints them (prose goes on in lower case).
const STAMP_LINE = '[^\\n]{0,40}\\b(?:FILED|Filed|CLERK|Clerk|RECEIVED|Received)\\b[^\\n]{0,40}\\n'
const CIRCUIT_HEADING = new RegExp(
  `(?<=(?:^|\\n)[^\\n]*(?:ourt|OURT|ppeal|PPEAL)[^\\n]*\\n(?:${STAMP_LINE})?[ \\t]*)${anyCase('For the')}\\s+${CIRCUIT}\\s+${anyCase('Circuit')}(?=[ \\t]*(?:\\n|$)|[ \\t]+[A-Z]{2}|[ \\t]+[A-Z]\\.)`,
  'g',
)
const SUPREME = new RegExp(
  `${anyCase('Supreme Court of the United States')}|${anyCase('United States Supreme Court')}`,
  'g',
)
const OTHER_FEDERAL = new RegExp(
  `${anyCase('United States')}\\s+(${anyCase('Court of Federal Claims')}|${anyCase('Tax Court')}|${anyCase('Court of International Trade')})`,
  'g',
)
const DISTRICT_ONLY = new RegExp(
  `(\\(|${anyCase('for the')}\\s+|${anyCase('in the')}\\s+)?${DIRECTION}${anyCase('District of')}\\s+${STATE}(?![ \\t]+${anyCase('Circuit')})`,
  'g',
)
const ABBREVIATED = new RegExp(
  `(?<![\\w.])(?:([NSEWCM])\\.\\s?)?D\\.\\s?(${STATES.map(([, abbr]) => abbr.replace(/\./g, '\\.').replace(/ /g, '\\s?')).join('|')})(?![\\w.])|(?<![\\w.])(${CIRCUITS.map(([, abbr]) => abbr.replace(/\./g, '\\.')).join('|')})\\s+Cir\\.`,
  'g',
)

const STATE_HEAD = `(${['Supreme', 'Superior', 'Appellate', 'Commonwealth', 'Circuit', 'District', 'County', 'Family', 'Probate', "Surrogate's", 'Civil', 'Municipal', 'Chancery', 'Common Pleas', 'Housing', 'Land', 'Juvenile'].map(anyCase).join('|')})\\s+${anyCase('Court')}`
const STATE_COURT_OF = `(?:${anyCase('District')}\\s+)?${anyCase('Court of')}\\s+(${['Chancery', 'Common Pleas', 'Appeals', 'Appeal', 'Criminal Appeals', 'Special Appeals', 'Claims'].map(anyCase).join('|')})`
const ORDINAL = `(?:${['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth', 'Thirteenth', 'Fourteenth', 'Fifteenth', 'Sixteenth', 'Seventeenth', 'Eighteenth', 'Nineteenth', 'Twentieth'].map(anyCase).join('|')}|\\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))`
// A trial court's judicial circuit or district ("of the Second Judicial Circuit"), as state
// captions name it before or after the county.
const JUDICIAL = `${ORDINAL}\\s+${anyCase('Judicial')}\\s+(?:${anyCase('Circuit')}|${anyCase('District')})`
// The county a trial court sits for, after a comma or on the caption's next line: "County of
// Albany", "in and for Leon County, Florida", "Davidson County, Part III".
const COUNTY_TAIL = `(?:(?:(?:${GAP}|\\s+(?:${anyCase('in and for the')}|${anyCase('for the')})\\s+)${anyCase('County of')}[ \\t]+${PLACE}|(?:${GAP}|${GAP}${anyCase('in and for')}\\s+)${PLACE}[ \\t]+${anyCase('County')}(?:,[ \\t]*${STATE})?)(?:,[ \\t]*${anyCase('Part')}[ \\t]+[IVX\\d]+\\b)?)?`
// An intermediate appellate court's district and division: "of California, Second District,
// Division Three"; "of Arizona, Division 2".
// A heading may print each part on its own line ("COURT OF APPEAL OF THE STATE OF CALIFORNIA /
// SECOND APPELLATE DISTRICT / DIVISION FOUR"; "SUPERIOR COURT OF NEW JERSEY / APPELLATE DIVISION").
const PART_BREAK = '(?:,[ \\t]*|[ \\t]*\\n\\s*)'
// New Jersey's trial divisions name their vicinage after the division, a comma, a colon or a line
// break apart: "SUPERIOR COURT OF NEW JERSEY / LAW DIVISION: BERGEN COUNTY", "CHANCERY DIVISION,
// FAMILY PART, MERCER COUNTY".
const TRIAL_DIVISION = `(?:,[ \\t]*|[ \\t]*\\n[ \\t]*)(?:${anyCase('Law')}|${anyCase('Chancery')})[ \\t]+${anyCase('Division')}(?:[ \\t]*[,:-][ \\t]*|[ \\t]*\\n[ \\t]*)(?:(?:${anyCase('Family')}|${anyCase('General Equity')}|${anyCase('Probate')}|${anyCase('Special Civil')})[ \\t]+${anyCase('Part')}[ \\t]*[,:-]?[ \\t]*)?${PLACE}[ \\t]+${anyCase('County')}`
const APPELLATE_DIVISION = `(?:(?:,[ \\t]*|[ \\t]*\\n[ \\t]*)${anyCase('Appellate Division')}|${TRIAL_DIVISION})?`
const APPELLATE_TAIL = `(?:${PART_BREAK}${ORDINAL}[ \\t]+(?:${anyCase('Appellate')}[ \\t]+)?${anyCase('District')})?(?:${PART_BREAK}${anyCase('Division')}[ \\t]+(?:\\d{1,2}|[IVX]+|${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'].map(anyCase).join('|')})\\b)?`
const SOVEREIGN = `(?:${anyCase('State')}|${anyCase('Commonwealth')})\\s+${anyCase('of')}\\s+${STATE}`
// New York's appellate opinions name the court below by its county after a comma: "Supreme Court,
// Kings County", "County Court, Suffolk County" (the last alternative).
const STATE_TAIL = `(?:\\s+(?:${anyCase('of the')}|${anyCase('for the')})\\s+${SOVEREIGN}(?:${GAP}${JUDICIAL})?${APPELLATE_TAIL}${COUNTY_TAIL}|\\s+(?:${anyCase('of the')}|${anyCase('for the')})\\s+${JUDICIAL}${COUNTY_TAIL}|[ \\t]*,[ \\t]*${SOVEREIGN}${COUNTY_TAIL}|\\s+(?:${anyCase('of')}|${anyCase('for')})\\s+(?:${anyCase('the')}\\s+)?${anyCase('County of')}[ \\t]+${PLACE}(?:,\\s*${STATE})?|\\s+${anyCase('of')}\\s+${PLACE}[ \\t]+(?:${anyCase('County')}|${anyCase('Parish')})(?:,\\s*${STATE})?|[ \\t]*\\n[ \\t]*${PLACE}[ \\t]+${anyCase('County')},[ \\t]*${STATE}|\\s+${anyCase('of')}\\s+${STATE}(?:${APPELLATE_DIVISION}${APPELLATE_TAIL}${COUNTY_TAIL})(?![ \\t]+(?:${anyCase('County')}|${anyCase('Parish')}|${anyCase('City')})\\b)|[ \\t]*,[ \\t]*${PLACE}[ \\t]+${anyCase('County')}(?![ \\t]*,[ \\t]*(?:${STATE})\\b|[ \\t]+${anyCase('of')}\\b))`
const STATE_COURT = new RegExp(`(?:${STATE_HEAD}|${STATE_COURT_OF})${STATE_TAIL}`, 'g')
// A heading stacked on two lines, the court alone over its state and county: "SUPREME COURT" /
// "STATE OF NEW YORK   COUNTY OF ALBANY" (a line that goes on, "State of X v. Doe", is a title).
// A scan's specks may come before it.
const STATE_COURT_STACKED = new RegExp(
  `(?<=(?:^|\\n)[^\\w\\n]{0,4}(?:${anyCase('In the')}\\s+)?)${STATE_HEAD}[ \\t]*\\n[ \\t]*${SOVEREIGN}${COUNTY_TAIL}(?=[ \\t]*(?:\\n|$))`,
  'g',
)

// Courts named as printed, without a canonical form: "Vermont Superior Court", "Court of Appeal,
// Second Circuit, State of Louisiana", "Supreme Court, Appellate Division, Third Judicial
// Department", "Commonwealth of Kentucky Court of Appeals", "Supreme Judicial Court", "Juvenile
// Court, City and County of Denver", "Dover District Court", the FISC. The value is the text
// recased; the comparison (compare.ts courtKey) reads it by its words.
const STATE_NAMES = `(?:${STATES.map(([name]) => anyCase(name)).join('|')})`
const AS_PRINTED: RegExp[] = [
  new RegExp(
    `${anyCase('Foreign Intelligence Surveillance')}\\s+(?:${anyCase('Court of Review')}|${anyCase('Court')})`,
    'g',
  ),
  new RegExp(
    `${anyCase('Supreme Judicial Court')}(?:\\s+(?:${anyCase('of')}|${anyCase('for')})\\s+${STATE_NAMES})?`,
    'g',
  ),
  new RegExp(
    `${anyCase('Court of Appeal')}[sS]?[ \\t]*,?\\s+(?:${ORDINAL}\\s+(?:${anyCase('Circuit')}|${anyCase('District')}|${anyCase('Appellate District')})[ \\t]*,?\\s+)?(?:${anyCase('Division')}\\s+\\w+[ \\t]*,?\\s+)?${anyCase('State of')}\\s+${STATE_NAMES}`,
    'g',
  ),
  // Before "State of New York / Supreme Court": the Appellate Division is the fuller name; a
  // slip opinion's header line names it alone ("Appellate Division, Third Department").
  new RegExp(
    `(?:${anyCase('Supreme Court')}[ \\t]*,?\\s+|(?<=^|\\n)[ \\t]*)${anyCase('Appellate Division')}[ \\t]*,?\\s+(?:${ORDINAL}\\s+(?:${anyCase('Judicial')}\\s+)?${anyCase('Department')})`,
    'g',
  ),
  // Texas numbers its intermediate courts, as their headings print: "In The / Fourteenth Court of
  // Appeals".
  new RegExp(
    `(?<=^|\\n)[ \\t]*${ORDINAL}[ \\t]+${anyCase('Court of Appeals')}(?=[ \\t]*(?:\\n|$))`,
    'g',
  ),
  // "STATE OF WISCONSIN / IN COURT OF APPEALS / DISTRICT I": the district may take its own line.
  new RegExp(
    `(?:${anyCase('Commonwealth of')}|${anyCase('State of')})\\s+${STATE_NAMES}\\s+(?:${anyCase('In')}\\s+)?(?:${anyCase('Court of Appeals')}|${anyCase('Court of Appeal')}|${anyCase('Supreme Court')})(?:[ \\t]*,?\\s+${anyCase('District')}[ \\t]+[IVX]+\\b|[ \\t]*,?\\s+${ORDINAL}[ \\t]+(?:${anyCase('Circuit')}|${anyCase('District')})\\b)?`,
    'g',
  ),
  new RegExp(
    `${STATE_NAMES}\\s+(?:(?:${anyCase('Superior')}|${anyCase('Supreme')}|${anyCase('District')}|${anyCase('Circuit')}|${anyCase('Family')}|${anyCase('Probate')}|${anyCase('Juvenile')}|${anyCase('Tax')})\\s+${anyCase('Court')}|${anyCase('Court of')}\\s+(?:${anyCase('Criminal')}\\s+)?${anyCase('Appeals')}?)`,
    'g',
  ),
  new RegExp(
    `(?:${anyCase('Juvenile')}|${anyCase('Family')}|${anyCase('Probate')}|${anyCase('District')}|${anyCase('County')})\\s+${anyCase('Court')}[ \\t]*,[ \\t]*(?:${anyCase('City and County of')}|${anyCase('County of')}|${anyCase('City of')})[ \\t]+${PLACE}`,
    'g',
  ),
  // "DOVER DISTRICT COURT", "Shelby Superior Court No. 1": a place's own court, on a caption line
  // or in its right-hand column ("County of Strafford   Dover District Court"). "United States
  // District Court" is no place's: a federal court is named by its district, or not at all.
  new RegExp(
    `(?<=^|\\n|\\S[ \\t]{2,})[ \\t]*(?!${US}[ \\t])(?:[A-Z][a-z]+|[A-Z]{3,})(?:[ \\t]+(?:[A-Z][a-z]+|[A-Z]{3,}))?[ \\t]+(?:${anyCase('District Court')}|${anyCase('Superior Court')}|${anyCase('Circuit Court')}|${anyCase('County Court')})(?:[ \\t]+${anyCase('No.')}[ \\t]*\\d+)?(?=[ \\t]*(?:\\n|$|,))`,
    'g',
  ),
  // An agency's tribunal as its caption heads it: "UNITED STATES OF AMERICA / BEFORE THE FEDERAL
  // TRADE COMMISSION", "Before the National Labor Relations Board".
  new RegExp(
    `(?<=^|\\n)[ \\t]*(?:${anyCase('United States of America')}\\s+)?${anyCase('Before the')}[ \\t]+(?:[A-Z][A-Za-z]+[ \\t]+(?:${anyCase('and')}[ \\t]+)?){1,4}(?:${anyCase('Commission')}|${anyCase('Board')})(?=[ \\t]*(?:\\n|$))`,
    'g',
  ),
]

// A place's name as headings print it: one to three capitalised words ("Caledonia", "SAN MATEO").
const PLACE_WORDS = '(?:[A-Z][a-z]+|[A-Z]{3,})(?:[ \\t]+(?:[A-Z][a-z]+|[A-Z]{3,})){0,2}'
const DIVISION_KIND = ['Civil', 'Criminal', 'Family', 'Probate', 'Environmental']
  .map(anyCase)
  .join('|')

/** A heading a pattern finds, read to its court's name; `end` is where the quoted words stop. */
type Heading = {
  /** A cheap test the page must pass before the pattern is run (the patterns are long). */
  gate: RegExp
  re: RegExp
  name: (m: RegExpExecArray) => string
  end?: (m: RegExpExecArray) => number
}

const words = (text: string) =>
  recase(text.replace(/\s+/g, ' ').trim().toUpperCase()).replace(/\b(Of|The|For|At)\b/g, (w) =>
    w.toLowerCase(),
  )

// Headings whose court is named across a caption's lines with a part the other patterns drop.
export const HEADINGS: Heading[] = [
  // A state's unified trial court names its division and its unit (county): "STATE OF VERMONT /
  // SUPERIOR COURT  CIVIL DIVISION / Caledonia Unit".
  {
    gate: /\bunit\b/i,
    re: new RegExp(
      `(${STATE_NAMES})\\s+(${anyCase('Superior')}|${anyCase('District')}|${anyCase('Circuit')})\\s+${anyCase('Court')}[ \\t]*,?[ \\t]+(${DIVISION_KIND})[ \\t]+${anyCase('Division')}[ \\t]*,?[ \\t]*\\n?[ \\t]*(${PLACE_WORDS})[ \\t]+(?:${anyCase('Unit')})\\b`,
      'g',
    ),
    name: (m) =>
      `${stateName(words(m[1]!))} ${words(m[2]!)} Court, ${words(m[3]!)} Division, ${words(m[4]!)} Unit`,
  },
  // A numbered judicial district's court, its county on the same line or standing alone on one of
  // the next two (a clerk's stamp may print between): "MONTANA FOURTH JUDICIAL DISTRICT COURT, /
  // … / MISSOULA COUNTY", "EIGHTH JUDICIAL DISTRICT COURT / CLARK COUNTY, NEVADA",
  // "19TH JUDICIAL DISTRICT COURT FOR THE PARISH OF EAST BATON ROUGE", "THIRD JUDICIAL DISTRICT
  // COURT / IN AND FOR SALT LAKE COUNTY, STATE OF UTAH".
  {
    gate: /judicial\s+district\s+court/i,
    re: new RegExp(
      `(?:(${STATE_NAMES})[ \\t]+)?(${ORDINAL})[ \\t]+${anyCase('Judicial District Court')}(?:\\s*,?\\s*(?:(?:${anyCase('in and for')}|${anyCase('for')})\\s+)?(?:${anyCase('the')}\\s+)?(${anyCase('Parish of')}|${anyCase('County of')})[ \\t]+(${PLACE_WORDS})(?:,[ \\t]*(${STATE_NAMES}))?|[^\\n]*\\n(?:[^\\n]*\\n)?[ \\t]*(?:${anyCase('in and for')}[ \\t]+)?(${PLACE_WORDS})[ \\t]+(${anyCase('County')}|${anyCase('Parish')})[ \\t]*(?:,[ \\t]*(?:${anyCase('State of')}[ \\t]+)?(${STATE_NAMES}))?[ \\t]*(?=\\n|$))?`,
      'g',
    ),
    name: (m) => {
      const state = m[1] ? `${stateName(words(m[1]))} ` : ''
      const court = `${state}${upperNumerals(words(m[2]!))} Judicial District Court`
      const sovereign = (name?: string) => (name ? `, ${stateName(words(name))}` : '')
      if (m[4]) return `${court}, ${words(m[3]!)} ${words(m[4])}${sovereign(m[5])}`
      if (m[6]) return `${court}, ${words(m[6])} ${words(m[7]!)}${sovereign(m[8])}`
      return court
    },
    // A county found lines below is not quoted with the stamp between.
    end: (m) => (m[6] ? m.index + m[0].search(/court/i) + 'Court'.length : m.index + m[0].length),
  },
  // Connecticut's caption names the Superior Court down its right-hand column: "SUPERIOR COURT /
  // JUDICIAL DISTRICT OF HARTFORD (or COMPLEX LITIGATION DOCKET, HOUSING SESSION) / AT HARTFORD".
  {
    gate: /superior\s+court/i,
    re: new RegExp(
      `${anyCase('Superior Court')}[ \\t]*\\n(?:[^\\n]*?[ \\t:])?((?:${anyCase('Judicial District of')}|${anyCase('Housing Session at')})[ \\t]+${PLACE_WORDS}|${anyCase('Complex Litigation Docket')}|${anyCase('Housing Session')})[ \\t]*\\n(?:[^\\n]*?[ \\t:])?${anyCase('at')}[ \\t]+(${PLACE_WORDS})[ \\t]*(?=\\n|$)`,
      'g',
    ),
    name: (m) =>
      `Superior Court, ${words(m[1]!).replace(/\b(Of|At)\b/g, (w) => w.toLowerCase())} at ${words(m[2]!)}`,
    end: (m) => m.index + 'Superior Court'.length,
  },
  // A court of claims heads its own papers without a sovereign: "STATE OF MICHIGAN / COURT OF
  // CLAIMS" (a heading line, alone or beside the caption's other column).
  {
    gate: /court\s+of\s+claims/i,
    re: new RegExp(
      `(?<=(?:^|\\n)[ \\t]*(?:${anyCase('In the')}[ \\t]+)?)${anyCase('Court of Claims')}(?=[ \\t]*(?:\\n|$)|[ \\t]{2,})`,
      'g',
    ),
    name: () => 'Court of Claims',
  },
]

// A venue grid: the sovereign and its county down the left, the court and its district down the
// right, a cell each ("STATE OF MINNESOTA      DISTRICT COURT / COUNTY OF HENNEPIN      FOURTH
// JUDICIAL DISTRICT"; "COMMONWEALTH OF MASSACHUSETTS / SUFFOLK, ss.      SUPERIOR COURT", the
// Latin "ss." marking the county). Cells stand two spaces or a column's mark apart.
const GRID_SOVEREIGN = new RegExp(
  `^(?:${anyCase('State of')}|${anyCase('Commonwealth of')})\\s+(${STATE_NAMES})$`,
)
const GRID_COURT = new RegExp(
  `^(?:${anyCase('In')}\\s+(?:${anyCase('the')}\\s+)?)?(${['Superior', 'District', 'Circuit', 'County', 'Probate', 'Family', 'Juvenile', 'Housing', 'Municipal'].map(anyCase).join('|')})\\s+${anyCase('Court')}$`,
)
const GRID_COUNTY = new RegExp(
  `^(?:${anyCase('County of')}\\s+(${PLACE_WORDS})|(${PLACE_WORDS})\\s+${anyCase('County')}|(${PLACE_WORDS}),?\\s*[Ss][Ss]\\.?)$`,
)
const GRID_DISTRICT = new RegExp(`^${JUDICIAL}$`)

/** A court a venue grid names in its cells (see GRID_SOVEREIGN), or null. */
function venueGrid(text: string): { start: number; end: number; name: string } | null {
  const lines = text.slice(0, 3000).split('\n')
  let offset = 0
  const starts = lines.map((line) => {
    const at = offset
    offset += line.length + 1
    return at
  })
  for (let i = 0; i < lines.length; i++) {
    const first = cellsOf(lines[i]!, starts[i]!)
    const sovereign = first.map((c) => GRID_SOVEREIGN.exec(c.text)).find(Boolean)
    if (!sovereign) continue
    // The grid's rows: this line and the next three that hold words.
    const rows = lines
      .slice(i, i + 8)
      .map((line, k) => cellsOf(line, starts[i + k]!))
      .filter((cells) => cells.length > 0)
      .slice(0, 4)
    const cells = rows.flat()
    const court = cells.find((c) => GRID_COURT.test(c.text))
    const county = cells.map((c) => GRID_COUNTY.exec(c.text)).find(Boolean)
    if (!court || !county) continue
    const district = cells.find((c) => GRID_DISTRICT.test(c.text))
    const kind = words(GRID_COURT.exec(court.text)![1]!)
    const place = words(county[1] ?? county[2] ?? county[3]!)
    const parts = [
      `${stateName(words(sovereign[1]!))} ${kind} Court`,
      ...(district ? [upperNumerals(words(district.text))] : []),
      `${place} County`,
    ]
    return { start: court.start, end: court.end, name: parts.join(', ') }
  }
  return null
}

/** A line's cells: runs of words two spaces or a column's mark (")", "§", ":") apart. */
function cellsOf(line: string, at: number): Array<{ text: string; start: number; end: number }> {
  const cells: Array<{ text: string; start: number; end: number }> = []
  for (const m of line.matchAll(
    /[^\s)§:](?:[^)§:\n]*?[^\s)§:])?(?=[ \t]{2,}|[ \t]*[)§:]|[ \t]*$)/g,
  )) {
    cells.push({
      text: m[0].replace(/[ \t]+/g, ' '),
      start: at + m.index,
      end: at + m.index + m[0].length,
    })
  }
  return cells
}

// An intermediate appellate court's division printed on a line of its own in the caption's
// right-hand column, below the court's heading: Washington's "DIVISION ONE" beside the parties.
// (Texas's "157TH JUDICIAL DISTRICT" down the "§" column is left out: the demo set's label for
// such a petition names the county's district court without it.)
const SIDE_PART = new RegExp(
  `(?<=(?:^|\\n)[ \\t]*(?:[§):][ \\t]+)?)(${anyCase('Division')}[ \\t]+(?:${['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map(anyCase).join('|')}|[IVX]{1,4}|\\d{1,2}))[ \\t]*(?=\\n|$)`,
)
const HAS_PART =
  /\b(?:judicial|division|department|district\s+(?:[ivx]+|\d+)|appellate\s+district)\b/i

/**
 * An appellate court's name with the division its caption's right-hand column prints below it,
 * within the next dozen lines of `column` (the page with every other column blanked), or the
 * name as it was.
 */
export function withSidePart(value: string, column: string, from: number, until: number): string {
  if (!/appeal/i.test(value) || HAS_PART.test(value) || /^united\s+states\b/i.test(value))
    return value
  const below = column.slice(from, until).split('\n').slice(0, 13).join('\n')
  const part = SIDE_PART.exec(below)
  return part ? `${value}, ${upperNumerals(words(part[1]!))}` : value
}

/** Every court named in `text`, first to last; where namings overlap, the fuller one wins. */
export function findCourts(page: string): CourtMention[] {
  const text = mendUnited(withoutLineNumbers(page))
  const found: CourtMention[] = []
  const add = (start: number, end: number, printed: string, form: CourtMention['form']) => {
    if (found.some((other) => start < other.end && end > other.start)) return
    // A scanned heading's misread words ("Distrlct") are the court's words mended.
    const value = repairOcrWords(printed)
    found.push({ value, display: value, start, end, form })
  }
  for (const m of text.matchAll(FEDERAL_TRIAL)) {
    const kind = /bank/i.test(m[1]!) ? 'Bankruptcy' : 'District'
    add(m.index, m.index + m[0].length, federalDistrict(kind, m[2], m[3]!), 'full')
  }
  for (const m of text.matchAll(FEDERAL_STATE_FIRST)) {
    add(m.index, m.index + m[0].length, federalDistrict('District', m[2], m[1]!), 'full')
  }
  for (const m of text.matchAll(FEDERAL_LETTERS)) {
    add(
      m.index,
      m.index + m[0].length,
      federalDistrict('District', m[1] ? DIRECTIONS[m[1]] : undefined, m[2]!),
      'full',
    )
  }
  for (const m of [...text.matchAll(APPEALS), ...text.matchAll(CIRCUIT_HEADING)]) {
    const circuit = CIRCUITS.find(([name]) => sameWords(name, m[1]!))?.[0] ?? m[1]!
    add(
      m.index,
      m.index + m[0].length,
      `United States Court of Appeals for the ${circuit} Circuit`,
      'full',
    )
  }
  for (const m of text.matchAll(SUPREME)) {
    add(m.index, m.index + m[0].length, 'Supreme Court of the United States', 'full')
  }
  for (const m of text.matchAll(OTHER_FEDERAL)) {
    add(m.index, m.index + m[0].length, `United States ${titleWords(m[1]!)}`, 'full')
  }
  for (const { gate, re, name, end } of HEADINGS) {
    if (!gate.test(text)) continue
    for (const m of text.matchAll(re))
      add(m.index, end ? end(m) : m.index + m[0].length, name(m), 'full')
  }
  const grid = venueGrid(text)
  if (grid) add(grid.start, grid.end, grid.name, 'full')
  for (const m of [...text.matchAll(STATE_COURT_STACKED), ...text.matchAll(STATE_COURT)]) {
    add(m.index, m.index + m[0].length, stateCourtName(m[0]), 'full')
  }
  for (const re of AS_PRINTED) {
    for (const m of text.matchAll(re)) {
      const start = m.index + (m[0].length - m[0].trimStart().length)
      const printed = m[0].trim().replace(/\s+/g, ' ')
      // "The District Court" in prose is no court's name.
      if (/^(?:the|a|an|this|that|said|whose)\s/i.test(printed)) continue
      const value = /\p{Ll}/u.test(printed) ? printed : upperNumerals(recase(printed))
      add(
        start,
        m.index + m[0].length,
        value.replace(/\b(Of|The|For|And|In)\b/g, (w) => w.toLowerCase()),
        'full',
      )
    }
  }
  for (const m of text.matchAll(DISTRICT_ONLY)) {
    // "District of Columbia" alone is a place; a district needs a direction or a court's framing.
    if (!m[2] && !m[1]) continue
    const start = m.index + (m[1]?.length ?? 0)
    add(start, m.index + m[0].length, federalDistrict('District', m[2], m[3]!), 'district')
  }
  for (const m of text.matchAll(ABBREVIATED)) {
    if (m[3]) {
      const circuit = CIRCUITS.find(([, abbr]) => abbr === m[3])![0]
      add(
        m.index,
        m.index + m[0].length,
        `United States Court of Appeals for the ${circuit} Circuit`,
        'abbreviation',
      )
      continue
    }
    const state = STATES.find(
      ([, abbr]) => abbr.replace(/\s/g, '') === m[2]!.replace(/\s/g, ''),
    )![0]
    const direction = m[1] ? DIRECTIONS[m[1]] : undefined
    add(
      m.index,
      m.index + m[0].length,
      federalDistrict('District', direction, state),
      'abbreviation',
    )
  }
  return found.sort((a, b) => a.start - b.start)
}

// A margin line number of pleading paper: one or two digits at a line's start before a wide gap,
// or alone on its line between a heading's lines ("UNITED STATES DISTRICT COURT / 4 / WESTERN
// DISTRICT OF WASHINGTON"; a scan may read the number twice, "1111").
const MARGIN_NUMBER = /(?<=^|\n)([ \t]*)(?:\d{1,2}(?=[ \t]{2,}|\t)|\d{1,4}(?=[ \t]*(?:\n|$)))/g

/**
 * The page with pleading paper's margin numbers blanked (same length, so offsets hold): a heading
 * continued on the next numbered line ("8  SUPERIOR COURT OF … / 9  FOR THE COUNTY OF …") reads whole.
 */
function withoutLineNumbers(text: string): string {
  return text.replace(MARGIN_NUMBER, (all) => ' '.repeat(all.length))
}

// A federal heading's first word as a scan misreads it ("UMITED", "LTNITED", "UNlTED" STATES
// DISTRICT COURT): before "STATES DISTRICT COURT" (or BANKRUPTCY COURT, COURT OF APPEALS) no other
// word stands, so a word of six or seven letters at most two letters off is "UNITED".
const BEFORE_STATES =
  /(?<=^|[ \t])([A-Za-z|]{6,7})(?=[ \t]+STATES[ \t]+(?:DISTRICT[ \t]+COURT|BANKRUPTCY[ \t]+COURT|COURT[ \t]+OF[ \t]+APPEALS)\b)/gm

/** The page with a misread "UNITED" before "STATES DISTRICT COURT" mended (same length). */
function mendUnited(text: string): string {
  return text.replace(BEFORE_STATES, (word) =>
    word !== 'UNITED' && editDistance(word.toUpperCase(), 'UNITED') <= 2
      ? 'UNITED'.padEnd(word.length)
      : word,
  )
}

/** Letters to add, drop or change to turn one word into the other. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    row = next
  }
  return row[b.length]!
}

/** Roman numerals as courts print them after recasing ("District Ii" → "District II", "Part Iii"). */
function upperNumerals(text: string): string {
  return text.replace(/\b(?:Ii|Iii|Iv|Vi|Vii|Viii|Ix|Xi|Xii)\b/g, (numeral) =>
    numeral.toUpperCase(),
  )
}

function federalDistrict(kind: string, direction: string | undefined, state: string): string {
  const name = stateName(state)
  if (/^District of /.test(name)) return `United States ${kind} Court for the ${name}`
  const where = direction ? `${titleWords(direction)} District of` : 'District of'
  return `United States ${kind} Court for the ${where} ${name}`
}

function sameWords(a: string, b: string): boolean {
  return a.toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase()
}

function titleWords(text: string): string {
  return recase(text.replace(/\s+/g, ' ').toUpperCase())
}

/** "SUPERIOR COURT OF THE STATE OF CALIFORNIA\nFOR THE COUNTY OF LOS ANGELES" → "Superior Court of the State of California, County of Los Angeles". */
function stateCourtName(text: string): string {
  // A part on its own line is a part of the name ("… OF NEW JERSEY / APPELLATE DIVISION"), unless
  // the line break falls inside a phrase ("IN AND / FOR THE COUNTY OF").
  const parted = text.replace(
    /(?<!\b(?:of|the|for|and|in|OF|THE|FOR|AND|IN)\s*)[ \t]*\n\s*(?!(?:of|the|for|and|in|OF|THE|FOR|AND|IN)\b)/g,
    ', ',
  )
  // "LAW DIVISION: BERGEN COUNTY": a colon between a name's parts reads as a comma.
  const squeezed = parted.replace(/\s+/g, ' ').replace(/\s*[,:]\s*/g, ', ')
  const named = /\p{Ll}/u.test(squeezed) ? squeezed : upperNumerals(recase(squeezed))
  return (
    named
      .replace(/,?\s+(?:in and for the|for the|,)?\s*county of\s+/i, ', County of ')
      .replace(/\b(Of|The|For|And|In)\b/g, (word) => word.toLowerCase())
      .replace(
        /\b(county|parish|state|commonwealth|court)\b/g,
        (word) => word[0]!.toUpperCase() + word.slice(1),
      )
      .replace(
        /, County of (.+)$/,
        (_all, place: string) => `, County of ${recase(place.toUpperCase())}`,
      )
      // "of the State of New York, New York County" is the same court as "…, County of New York".
      .replace(STATE_THEN_COUNTY, '$1, County of $2')
  )
}

const STATE_THEN_COUNTY = new RegExp(
  `( of the (?:State|Commonwealth) of (?:${STATES.map(([name]) => name).join('|')})),? ([^,]+) County$`,
)

// Court headings whose name runs across a caption's lines or cells: a state's unified trial
// court and its unit, a numbered judicial district's court and its county, Connecticut's
// right-hand column, a court of claims, a venue grid of sovereign, county, court and district.
import { anyCase, stateName } from './courtNames'
import { JUDICIAL, ORDINAL, STATE_NAMES } from './courtPatterns'
import { recase } from './text'

// A place's name as headings print it: one to three capitalised words ("Caledonia", "SAN MATEO").
const PLACE_WORDS = '(?:[A-Z][a-z]+|[A-Z]{3,})(?:[ \\t]+(?:[A-Z][a-z]+|[A-Z]{3,})){0,2}'
const DIVISION_KIND = ['Civil', 'Criminal', 'Family', 'Probate', 'Environmental']
  .map(anyCase)
  .join('|')

// Lines that hold only a caption column's mark (":", ")", "§") between a heading's lines.
const MARK_LINES = '(?:[ \\t]*[:)§]?[ \\t]*\\n){0,2}'

/** A heading a pattern finds, read to its court's name; `end` is where the quoted words stop. */
type Heading = {
  /** A cheap test the page must pass before the pattern is run (the patterns are long). */
  gate: RegExp
  re: RegExp
  name: (m: RegExpExecArray) => string
  end?: (m: RegExpExecArray) => number
}

export const words = (text: string) =>
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
  // New Mexico's heading stacks the sovereign and the county over the court: "STATE OF NEW MEXICO
  // / COUNTY OF BERNALILLO / SECOND JUDICIAL DISTRICT COURT".
  {
    gate: /judicial\s+district\s+court/i,
    re: new RegExp(
      `(?<=(?:^|\\n)[ \\t]*(?:${anyCase('State of')}|${anyCase('Commonwealth of')})[ \\t]+(${STATE_NAMES})[ \\t]*\\n[ \\t]*${anyCase('County of')}[ \\t]+(${PLACE_WORDS})[ \\t]*\\n[ \\t]*)(${ORDINAL})[ \\t]+${anyCase('Judicial District Court')}(?=[ \\t]*(?:\\n|$))`,
      'g',
    ),
    name: (m) =>
      `${upperNumerals(words(m[3]!))} Judicial District Court, County of ${words(m[2]!)}, ${stateName(words(m[1]!))}`,
  },
  // A numbered judicial district's court, its county on the same line or standing alone on one of
  // the next two (a clerk's stamp may print between), or after a comma on its line ("MONTANA
  // EIGHTEENTH JUDICIAL DISTRICT COURT, GALLATIN COUNTY"): "MONTANA FOURTH JUDICIAL DISTRICT COURT, /
  // … / MISSOULA COUNTY", "EIGHTH JUDICIAL DISTRICT COURT / CLARK COUNTY, NEVADA",
  // "19TH JUDICIAL DISTRICT COURT FOR THE PARISH OF EAST BATON ROUGE", "THIRD JUDICIAL DISTRICT
  // COURT / IN AND FOR SALT LAKE COUNTY, STATE OF UTAH".
  {
    gate: /judicial\s+district\s+court/i,
    re: new RegExp(
      `(?:(${STATE_NAMES})[ \\t]+)?(${ORDINAL})[ \\t]+${anyCase('Judicial District Court')}(?:\\s*,?\\s*(?:(?:${anyCase('in and for')}|${anyCase('for')})\\s+)?(?:${anyCase('the')}\\s+)?(${anyCase('Parish of')}|${anyCase('County of')})[ \\t]+(${PLACE_WORDS})(?:,[ \\t]*(${STATE_NAMES}))?|(?:[ \\t]*,[ \\t]*|[^\\n]*\\n(?:[^\\n]*\\n)?[ \\t]*)(?:${anyCase('in and for')}[ \\t]+)?(${PLACE_WORDS})[ \\t]+(${anyCase('County')}|${anyCase('Parish')})[ \\t]*(?:,[ \\t]*(?:${anyCase('State of')}[ \\t]+)?(${STATE_NAMES}))?[ \\t]*(?=\\n|$))?`,
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
  // JUDICIAL DISTRICT (or J.D.) OF HARTFORD (or COMPLEX LITIGATION DOCKET, HOUSING SESSION) / AT HARTFORD".
  {
    gate: /superior\s+court/i,
    re: new RegExp(
      `${anyCase('Superior Court')}[ \\t]*\\n${MARK_LINES}(?:[^\\n]*?[ \\t:])?((?:${anyCase('Judicial District of')}|J\\.[ \\t]?D\\.[ \\t]+${anyCase('of')}|${anyCase('Housing Session at')})[ \\t]+${PLACE_WORDS}|${anyCase('Complex Litigation Docket')}|${anyCase('Housing Session')})[ \\t]*\\n${MARK_LINES}(?:[^\\n]*?[ \\t:])?${anyCase('at')}[ \\t]+(${PLACE_WORDS})[ \\t]*(?=\\n|$)`,
      'g',
    ),
    // Its abbreviation "J.D. OF HARTFORD" is the judicial district's name.
    name: (m) =>
      `Superior Court, ${words(m[1]!.replace(/^J\.\s?D\.(?=\s)/, 'Judicial District')).replace(
        /\b(Of|At)\b/g,
        (w) => w.toLowerCase(),
      )} at ${words(m[2]!)}`,
    end: (m) => m.index + 'Superior Court'.length,
  },
  // New York's Appellate Division heads its decisions under the Supreme Court's full name, its
  // department after a colon or a comma (shorter headings are read as printed, courtPatterns.ts): "Supreme Court of the State of New York / Appellate
  // Division: Second Judicial Department".
  {
    gate: /appellate\s+division/i,
    re: new RegExp(
      `${anyCase('Supreme Court of the State of New York')}[ \\t]*\\n[ \\t]*${anyCase('Appellate Division')}[ \\t]*[:,]?[ \\t]*\\n?[ \\t]*(${ORDINAL})[ \\t]+(${anyCase('Judicial')}[ \\t]+)?${anyCase('Department')}\\b`,
      'g',
    ),
    name: (m) =>
      `Supreme Court, Appellate Division, ${words(m[1]!)}${m[2] ? ' Judicial' : ''} Department`,
  },
  // A heading down a caption's right-hand column, wrapped after "OF" with the state alone on the
  // next line beyond the column's mark: "… :  IN THE SUPERIOR COURT OF / … :  PENNSYLVANIA".
  {
    gate: /court\s+of[ \t]*\n/i,
    re: new RegExp(
      `(?<=[:)§][ \\t]+(?:${anyCase('In the')}[ \\t]+)?)(${['Superior', 'Supreme', 'Commonwealth'].map(anyCase).join('|')})[ \\t]+${anyCase('Court of')}[ \\t]*\\n[^\\n]*?[:)§][ \\t]+(${STATE_NAMES})[ \\t]*(?=\\n|$)`,
      'g',
    ),
    name: (m) => `${words(m[1]!)} Court of ${stateName(words(m[2]!))}`,
  },
  // The territories' courts: "DISTRICT COURT OF THE VIRGIN ISLANDS", "IN THE DISTRICT COURT OF
  // GUAM", "SUPERIOR COURT OF GUAM", "District Court for the Northern Mariana Islands".
  {
    gate: /virgin\s+islands|guam|mariana/i,
    re: new RegExp(
      `(${['District', 'Superior', 'Supreme'].map(anyCase).join('|')})[ \\t]+${anyCase('Court')}\\s+(?:${anyCase('of')}|${anyCase('for')})\\s+(?:${anyCase('the')}\\s+)?(${anyCase('Virgin Islands')}|${anyCase('Guam')}|${anyCase('Northern Mariana Islands')})\\b`,
      'g',
    ),
    name: (m) => {
      const place = words(m[2]!)
      return `${words(m[1]!)} Court of ${place === 'Guam' ? '' : 'the '}${place}`
    },
  },
  // Texas's statutory county courts, numbered, their county after a comma or on the next line:
  // "IN THE COUNTY COURT AT LAW NO. 2 / DALLAS COUNTY, TEXAS".
  {
    gate: /county\s+court\s+at\s+law/i,
    re: new RegExp(
      `${anyCase('County Court at Law')}(?:[ \\t]+(?:${anyCase('No.')}|${anyCase('Number')})[ \\t]*(\\d{1,2}))?(?:(?:,[ \\t]*|[ \\t]*\\n[ \\t]*)(?:${anyCase('of')}[ \\t]+)?(${PLACE_WORDS})[ \\t]+${anyCase('County')}(?:,[ \\t]*(${STATE_NAMES}))?)?`,
      'g',
    ),
    name: (m) =>
      [
        `County Court at Law${m[1] ? ` No. ${m[1]}` : ''}`,
        ...(m[2] ? [`${words(m[2])} County`] : []),
        ...(m[3] ? [stateName(words(m[3]))] : []),
      ].join(', '),
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
  // California's appellate case information pages head each page with the court it was searched
  // in, as the site prints it: "Appellate Courts Case Information / 2nd Appellate District  Change
  // court", the division on a line of its own a few lines down ("Division 2"). Kept as printed.
  {
    gate: /appellate\s+courts\s+case\s+information/i,
    re: new RegExp(
      `(?<=${anyCase('Appellate Courts Case Information')}[ \\t]*\\n(?:[^\\n]*\\n)?[ \\t]*)(${ORDINAL})[ \\t]+${anyCase('Appellate District')}(?=[ \\t]*(?:${anyCase('Change court')}[ \\t]*)?(?:\\n|$))(?:[^\\n]*\\n(?:[^\\n]*\\n){0,10}?[ \\t]*${anyCase('Division')}[ \\t]+(\\d{1,2}|${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'].map(anyCase).join('|')})[ \\t]*(?=\\n|$))?`,
      'g',
    ),
    name: (m) => `${m[1]} Appellate District${m[2] ? `, Division ${m[2]}` : ''}`,
    end: (m) => m.index + m[0].search(/district/i) + 'District'.length,
  },
]

// A venue grid: the sovereign and its county down the left, the court and its district down the
// right, a cell each ("STATE OF MINNESOTA      DISTRICT COURT / COUNTY OF HENNEPIN      FOURTH
// JUDICIAL DISTRICT"; "COMMONWEALTH OF MASSACHUSETTS / SUFFOLK, ss.      SUPERIOR COURT", the
// Latin "ss." marking the county, as New Hampshire's and Maine's do; Rhode Island prints "sc.":
// "STATE OF RHODE ISLAND / PROVIDENCE, SC.  SUPERIOR COURT"). Cells stand two spaces or a
// column's mark apart.
const GRID_SOVEREIGN = new RegExp(
  `^(?:${anyCase('The')}\\s+)?(?:${anyCase('State of')}|${anyCase('Commonwealth of')})\\s+(${STATE_NAMES})$`,
)
// South Carolina's cell "IN THE COURT OF COMMON PLEAS" names its court the other way round;
// North Carolina's "SUPERIOR COURT DIVISION" (of its General Court of Justice) is its court.
// Wisconsin's circuit courts print the judge's branch in the court's cell ("CIRCUIT COURT BRANCH
// 12", its number a blank on a paper filed before a judge is assigned): where it sits, not which court.
const GRID_COURT = new RegExp(
  `^(?:${anyCase('In')}\\s+(?:${anyCase('the')}\\s+)?)?(?:(${['Superior', 'District', 'Circuit', 'County', 'Probate', 'Family', 'Juvenile', 'Housing', 'Municipal'].map(anyCase).join('|')})\\s+${anyCase('Court')}(?:\\s+${anyCase('Division')}|\\s+${anyCase('Branch')}\\s*(?:\\d{1,3}|_+))?|${anyCase('Court of')}\\s+(${anyCase('Common Pleas')}|${anyCase('General Sessions')}))$`,
)
const GRID_COUNTY = new RegExp(
  `^(?:${anyCase('County of')}\\s+(${PLACE_WORDS})|(${PLACE_WORDS})\\s+${anyCase('County')}|(${PLACE_WORDS}),?\\s*[Ss][SsCc]\\.?)$`,
)
const GRID_DISTRICT = new RegExp(`^${JUDICIAL}$`)

/** A court a venue grid names in its cells (see GRID_SOVEREIGN), or null. */
export function venueGrid(text: string): { start: number; end: number; name: string } | null {
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
    const named = GRID_COURT.exec(court.text)!
    const kind = named[1] ? `${words(named[1])} Court` : `Court of ${words(named[2]!)}`
    const place = words(county[1] ?? county[2] ?? county[3]!)
    const parts = [
      `${stateName(words(sovereign[1]!))} ${kind}`,
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

/** Roman numerals as courts print them after recasing ("District Ii" → "District II", "Part Iii"). */
export function upperNumerals(text: string): string {
  return text.replace(/\b(?:Ii|Iii|Iv|Vi|Vii|Viii|Ix|Xi|Xii)\b/g, (numeral) =>
    numeral.toUpperCase(),
  )
}

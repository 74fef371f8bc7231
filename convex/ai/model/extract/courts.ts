// Courts, read to one canonical name whatever the layout: "UNITED STATES DISTRICT COURT FOR THE
// SOUTHERN DISTRICT OF NEW YORK", the two-line caption "UNITED STATES DISTRICT COURT / SOUTHERN
// DISTRICT OF NEW YORK" and "(S.D.N.Y.)" all become "United States District Court for the Southern
// District of New York"; "SUPREME COURT OF THE STATE OF NEW YORK / COUNTY OF NEW YORK" becomes
// "Supreme Court of the State of New York, County of New York".
import { CIRCUITS, DIRECTIONS, STATES, anyCase, stateName } from './courtNames'
import { HEADINGS, upperNumerals, venueGrid, words } from './courtHeadings'
import { matchesOf } from './headMatches'
import {
  ABBREVIATED,
  APPEALS,
  AS_PRINTED,
  CIRCUIT_HEADING,
  DISTRICT_ONLY,
  FEDERAL_LETTERS,
  FEDERAL_DIRECTION_STATE,
  FEDERAL_STATE_FIRST,
  FEDERAL_TRIAL,
  OTHER_FEDERAL,
  REPORTER_RUN_ON_APPEALS,
  REPORTER_RUN_ON_DISTRICT,
  STATE_COURT,
  STATE_COURT_STACKED,
  SUPREME,
} from './courtPatterns'
import { gluedHeadings } from './courtGluedHeading'
import { misreadHeadings } from './courtMisreadHeading'
import { trialCourtDepartments } from './courtTrialDepartments'
import { repairOcrWords } from './ocrWords'
import { copyMentions, readOnce } from './readOnce'
import { recase } from './text'
import type { Mention } from './types'

/** How a court was named: in full, by its district alone ("Southern District of New York"), or abbreviated. */
export type CourtMention = Mention<string> & {
  form: 'full' | 'district' | 'abbreviation' | 'printed'
  /** A reporter's heading run into the other column's lines of a two-column print. */
  headnote?: true
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
  return courtsOf(page)
}

const courtsOf = readOnce(readCourts, copyMentions)

function readCourts(page: string): CourtMention[] {
  const text = mendUnited(withoutLineNumbers(withoutTableBars(page)))
  const found: CourtMention[] = []
  const add = (
    start: number,
    end: number,
    printed: string,
    form: CourtMention['form'],
    headnote?: true,
  ) => {
    if (found.some((other) => start < other.end && end > other.start)) return
    // A scanned heading's misread words ("Distrlct") are the court's words mended.
    const value = placeFromCounty(repairOcrWords(printed), text)
    found.push({ value, display: value, start, end, form, ...(headnote ? { headnote } : {}) })
  }
  for (const m of text.matchAll(FEDERAL_TRIAL)) {
    const kind = /bank/i.test(m[1]!) ? 'Bankruptcy' : 'District'
    add(m.index, m.index + m[0].length, federalDistrict(kind, m[2], m[3]!), 'full')
  }
  for (const m of text.matchAll(FEDERAL_STATE_FIRST)) {
    add(m.index, m.index + m[0].length, federalDistrict('District', m[2], m[1]!), 'full')
  }
  for (const m of text.matchAll(FEDERAL_DIRECTION_STATE)) {
    add(m.index, m.index + m[0].length, federalDistrict('District', m[1], m[2]!), 'full')
  }
  for (const m of text.matchAll(FEDERAL_LETTERS)) {
    add(
      m.index,
      m.index + m[0].length,
      federalDistrict('District', m[1] ? DIRECTIONS[m[1]] : undefined, m[2]!),
      'full',
    )
  }
  for (const { start, end, name } of gluedHeadings(text)) add(start, end, name, 'full')
  for (const m of text.matchAll(REPORTER_RUN_ON_DISTRICT)) {
    const [direction, state] = m[4] ? [m[3], m[4]] : [m[1], m[2]!]
    const value = federalDistrict('District', direction ? DIRECTIONS[direction] : undefined, state)
    add(m.index, m.index + m[0].length, value, 'full', true)
  }
  for (const m of text.matchAll(REPORTER_RUN_ON_APPEALS)) {
    const printed = (m[1] ?? m[2])!
    const circuit = CIRCUITS.find(([name]) => sameWords(name, printed))?.[0] ?? printed
    const value = `United States Court of Appeals for the ${circuit} Circuit`
    add(m.index, m.index + m[0].length, value, 'full', true)
  }
  for (const heading of misreadHeadings(text)) {
    const { start, end, kind, direction, state } = heading
    add(start, end, federalDistrict(kind, direction, state), 'full')
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
  for (const department of trialCourtDepartments(text)) {
    add(department.start, department.end, department.name, 'full')
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
    for (const m of matchesOf(text, re)) {
      const start = m.index + (m[0].length - m[0].trimStart().length)
      // A line of the other column inside the name ("skip") is not part of it; each side of it
      // is recased on its own ("SUPREME JUDICIAL COURT" … "for Suffolk County").
      const skip = m.groups?.skip
      const words = skip
        ? m[0]
            .split(skip)
            .map((part) => (/\p{Ll}/u.test(part) ? part : recase(part)))
            .join(' ')
        : m[0]
      // A division run on after the court's name ("… COURT OF APPEALS / DIVISION ONE") is a part.
      const printed = words
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/(?<=[A-Za-z]) (?=(?:Division|DIVISION) \S+$)/, ', ')
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
    if (codeTitle(text, m.index, m.index + m[0].length)) continue
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

/**
 * Whether a district's abbreviation stands where a code citation's name does, between a title's
 * number and a section ("42 D.S.C. S1997", a scan's reading of "42 U.S.C. § 1997"): a statute,
 * not a court.
 */
export function codeTitle(text: string, start: number, end: number): boolean {
  return (
    /(?:^|\s)\d{1,2}[ \t]+$/.test(text.slice(Math.max(0, start - 6), start)) &&
    /^\s*(?:§|S[ \t]?\d|\d)/.test(text.slice(end, end + 6))
  )
}

// A court named for its county ("Shelby Superior Court") and the county a venue grid names beside
// it ("COUNTY OF SHELBY", "Shelby County").
const PLACE_COURT = /^([A-Z][a-z]+) (?=(?:Superior|Circuit|District|County) Court\b)/
const GRID_COUNTY_NAME =
  /\b(?:COUNTY OF|County of)[ \t]+([A-Z][A-Za-z]+)\b|\b([A-Z][A-Za-z]+)[ \t]+(?:COUNTY|County)\b/g

/**
 * A court named for a place, its place spelled as the caption's county spells it when a scan
 * misread one letter or two of it ("SHLEBY SUPERIOR COURT" beside "COUNTY OF SHELBY"): the grid
 * names one county, and the court is that county's.
 */
function placeFromCounty(value: string, text: string): string {
  const place = PLACE_COURT.exec(value)?.[1]
  if (!place) return value
  const counties = new Set(
    [...text.slice(0, 2000).matchAll(GRID_COUNTY_NAME)].map((m) =>
      recase((m[1] ?? m[2]!).toUpperCase()),
    ),
  )
  if (counties.has(place)) return value
  // One letter misread, or two letters swapped ("Shleby"): never another county's name.
  const sorted = (word: string) => [...word.toLowerCase()].sort().join('')
  const near = [...counties].filter(
    (county) =>
      editDistance(county, place) === 1 ||
      (county.length === place.length && sorted(county) === sorted(place)),
  )
  return near.length === 1 ? `${near[0]}${value.slice(place.length)}` : value
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
  const blanked = text.replace(MARGIN_NUMBER, (all) => ' '.repeat(all.length))
  return ONE_SPACE_NUMBER.test(text) ? withoutNumbersOneSpaceOn(text, blanked) : blanked
}

// Pleading paper whose text layer sets one space only after the margin's number ("5 UNITED STATES
// DISTRICT COURT" / "6 DISTRICT OF NEVADA"): a number counts as the margin's where the line above
// or below carries the number before or after it.
// (Two numbered lines running, one of them the number one space before its words.)
const ONE_SPACE_NUMBER =
  /(?:^|\n)[ \t]*\d{1,2}(?: \S[^\n]*\n[ \t]*\d{1,2}(?=[ \t\n]| ?$)|[ \t]*\n[ \t]*\d{1,2} \S)/
const LINE_NUMBER = /^[ \t]*(\d{1,2})(?=[ \t]|$)/
const NUMBER_ONE_SPACE_ON = /^[ \t]*\d{1,2} \S/
const LEADING_NUMBER = /^[ \t]*\d{1,2}/

/** `blanked` with the margin numbers `text` sets one space before a line's words blanked too. */
function withoutNumbersOneSpaceOn(text: string, blanked: string): string {
  const lines = text.split('\n')
  const numbers = lines.map((line) => {
    const m = LINE_NUMBER.exec(line)
    return m ? Number(m[1]) : -9
  })
  const out = blanked.split('\n')
  for (const [i, line] of lines.entries()) {
    const n = numbers[i]!
    if (n < 0 || !NUMBER_ONE_SPACE_ON.test(line)) continue
    if (numbers[i - 1] !== n - 1 && numbers[i + 1] !== n + 1) continue
    out[i] = line.replace(LEADING_NUMBER, (all) => ' '.repeat(all.length))
  }
  return out.join('\n')
}

// A Markdown table's bars opening and closing a line ("| U.S. District Court |" over "| District
// of Maryland (Baltimore) |", a court web page converted to Markdown).
const TABLE_BARS = /(?<=^|\n)([ \t]*)\|(?=[ \t])|(?<=[ \t])\|(?=[ \t]*(?:\n|$))/g

/** The page with a Markdown table's edge bars blanked (same length): a heading's lines read whole. */
function withoutTableBars(text: string): string {
  return text.replace(TABLE_BARS, (all) => ' '.repeat(all.length))
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

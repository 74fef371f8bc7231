// The parties a court record lists: a docket report's party blocks ("Plaintiff" on a line of its
// own, the name under it, its counsel beside it), or, on a record without blocks, its case title
// ("Case Name: Smith v. Acme Corp", "Title: Roe, Petitioner v. Doe", "Style: … / v.: …").
import { findTypedNames } from './typedNames'
import { findDocketTitleRow } from './docketTitleRow'
import { STATES } from './courtNames'
import {
  columnWrappedRows,
  describesParty,
  nameColumnWidth,
  wrappedNameRows,
} from './docketNameWraps'
import { recordKind, withoutMarkup } from './docketRecord'
import { isCivilMinutes, minutesTitleStart } from './civilMinutes'
import { isRegisterOfActions, registerOfActionsParties } from './registerOfActions'
import { partyName, partyNames, withPrefixedCapitals } from './partyNames'
import { mention, type PartyMention, type PartyRole, SIDE_NAMES_MAX } from './partyMention'
import { readOnce } from './readOnce'

// HTML pages keep their non-breaking spaces ("represented&nbsp;by") when rendered to text.
const SPACE = '[ \\t\\u00a0]'
// A printed page's furniture, masked by `withoutPageFurniture` (one mark a character).
const FURNITURE = '\uE010'
const ROLE = '(?:Plaintiff|Petitioner|Defendant|Respondent|PLAINTIFF|DEFENDANT)'
// A district court's report on an appeal from the bankruptcy court lists "Appellant" and
// "Appellee" blocks (an appellate docket and a case page set their roles under the names).
const APPEAL_ROLE = '(?:Appellant|Appellee|APPELLANT|APPELLEE)'
// A miscellaneous case's report (a motion to quash a subpoena, to vacate an award) lists the party
// who moves as "Movant" over a "Respondent": the movant leads the moving side when the report
// lists no plaintiff or petitioner.
const MOVANT_ROLE = '(?:Movant|MOVANT)'
// A docket report's party list: "Plaintiff" on its own line (a criminal report numbers its
// defendants, "Defendant (1)"; a bankruptcy report rules a line under the role), the name on the
// next ("WENDY BONNER represented by EUGENE C. COUGHLIN"). A role word under a role word is no name: "Jurisdiction: U.S. Government" wraps
// its last word ("Defendant") onto the line above the first block's role. A consolidated case's
// report lists the member cases' parties as "Consol Plaintiff" and "Consol Defendant".
// A page converted with its markup's own line breaks kept (BeautifulSoup's get_text()) sets blank
// lines between the role's row and the name's cell.
const DOCKET_PARTY = new RegExp(
  `^${SPACE}*((?:Consol(?:idated)?${SPACE}+)?(?:${ROLE}|${APPEAL_ROLE}|${MOVANT_ROLE}))(?:${SPACE}*\\(\\d+\\))?${SPACE}*\\n(?:${SPACE}*[-_=]{3,}${SPACE}*\\n)?(?:${SPACE}*\\n){0,8}(?:${FURNITURE}+\\n(?:${SPACE}*\\n)?){0,2}${SPACE}*(?!(?:Consol(?:idated)?${SPACE}+)?(?:${ROLE}|${APPEAL_ROLE}|${MOVANT_ROLE})${SPACE}*\\n)([^\\n]+?)(?=${SPACE}+represented${SPACE}+by\\b|${SPACE}{2,}|\\t|${SPACE}*\\n)`,
  'gm',
)
const DOCKET_REPORT = /\bDOCKET\s+FOR\s+CASE\b|\bDocket\s+(?:Report|Sheet)\b|represented\s+by\b/i
// The next line of a docket report's name column that continues the name: "and Mid-Missouri",
// "AND HUMAN SERVICES (See above for address)", an organisation's head noun ("Equal Employment
// Opportunity / Commission"), or one or two capitalised words standing in the name column before
// the counsel column ("Region  (See above …)"; more are an office under a person's name,
// "Solano County Juvenile Hall"). The head noun must end the name column: "USA" over
// "Department of Justice" is the counsel's office (a phrase runs on), not the name's continuation.
// A person's name ("Robert M. Cowan") takes no head noun: "Center Director, National Benefits"
// under it is the officer's title. A city's "Corporation Counsel's Office" under the name is its
// counsel's office, no head noun of the name's.
const DOCKET_NAME_CONTINUES =
  /^[ \t]*((?:and|And|AND|of|Of|OF|for|For|FOR|&)\s+[^\n]+?(?=[ \t]{2,}|\t|[ \t]+\(See\s+above\b|[ \t]*(?:\n|$))|(?:Commission|Company|Corporation|Department|Association|Authority|Board|Committee|Council|Agency|Institute|Foundation|Center|Union|District|Management|COMMISSION|COMPANY|CORPORATION|DEPARTMENT|ASSOCIATION|AUTHORITY|BOARD|COMMITTEE|COUNCIL|AGENCY|INSTITUTE|FOUNDATION|CENTER|UNION|DISTRICT|MANAGEMENT)(?:,?\s+(?:Inc|LLC|Corp|INC|CORP)\.?)?(?=[ \t]+(?!(?:of|for|and|on|in|Counsel|OF|FOR|AND|ON|IN|COUNSEL)\b)\S|[ \t]*(?:\n|$))|\p{Lu}[\p{L}.'-]*(?:[ ]\p{Lu}[\p{L}.'-]*)?(?=[ \t]{2,}\S|\t))/u

// The head of the report's entries table, straight under the last party's name ("Police Officer
// John Doe" / "Date Filed  #  Docket Text"): its first cell is no part of the name.
const ENTRIES_HEAD = /^[ \t]*(?:Date[ \t]+Filed|Filing[ \t]+Date|Date)[ \t]*(?:\t|[ ]{2,})#/

// A person's name as a report prints it, a middle initial between given name and surname.
const PERSON_NAME = /^\p{Lu}\p{Ll}+[ ]\p{Lu}\.[ ]\p{Lu}[\p{L}'’-]+(?:,?[ ](?:Jr|Sr)\.?)?$/u
const HEAD_NOUN_LEAD = /^\p{Lu}\p{Ll}+$|^\p{Lu}+$/u

/** Whether a page is a docket report or another court record that names its case's parties. */
export function isDocketReport(page: string): boolean {
  return docketReportKept(page)
}

const docketReportKept = readOnce(readIsDocketReport)

function readIsDocketReport(page: string): boolean {
  const text = withoutMarkup(page)
  if (DOCKET_REPORT.test(text.slice(0, 4000))) return true
  const kind = recordKind(text)
  if (kind && kind !== 'docketReport' && kind !== 'veteransDecision') return true
  if (PARTY_TABLE.test(text.slice(0, 4000)) || isCivilMinutes(text)) return true
  if (isRegisterOfActions(text)) return true
  return registerRows(text).length >= REGISTER_ROWS_MIN
}

// A state court's register of actions lists its parties one to a row: a sequence number, the
// role, a number or party id, the name ("5 Defendant @4931360 BP P.L.C.", "PLAINTIFF 1 ACME
// CORP   FILED: 6/2/20"). The number or id beside the role is what tells the row from prose
// ("Plaintiff Jan Roe alleges").
const REGISTER_ROW =
  /^[ \t]*(?:\d{1,3}[ \t]+)?(PLAINTIFF|Plaintiff|PETITIONER|Petitioner|DEFENDANT|Defendant|RESPONDENT|Respondent)[ \t]+(?:\d{1,3}|@?(?=[A-Z0-9]*\d)[A-Z0-9]{3,})[ \t]+(\S[^\n]*?)(?=[ \t]{2,}|[ \t]+FILED\s*:|[ \t]*$)/gm
// A register prints a person surname first ("BENSON, JOCELYN"); an organisation keeps its comma
// ("SHELL USA, INC.", "TENNESSEE, STATE OF").
const SURNAME_FIRST = /^([\p{L}'-]+(?: [\p{L}'-]+)?), ([\p{L}'-]+(?: [\p{L}.'-]+){0,2})$/u
const NOT_A_GIVEN_NAME =
  /\b(?:inc|llc|l\.l\.c|corp|co|ltd|lp|llp|plc|p\.c|n\.a|company|state|county|city|of|the|and|et|al)\b/i

function registerName(raw: string): string | null {
  const inverted = SURNAME_FIRST.exec(raw.trim())
  const name =
    inverted && !NOT_A_GIVEN_NAME.test(inverted[2]!) ? `${inverted[2]} ${inverted[1]}` : raw
  return nameOf(name)
}

const REGISTER_ROWS_MIN = 3

const registerRows = (text: string) => [...text.slice(0, 8000).matchAll(REGISTER_ROW)]

/** The parties of a register's rows, when it lists both sides (three rows at least). */
function registerParties(text: string): PartyMention[] {
  const rows = registerRows(text)
  if (rows.length < REGISTER_ROWS_MIN) return []
  const sides: Record<PartyRole, Named[]> = { plaintiffs: [], defendants: [] }
  for (const row of rows) {
    const role: PartyRole = /plaintiff|petitioner/i.test(row[1]!) ? 'plaintiffs' : 'defendants'
    const name = registerName(row[2]!)
    const start = row.index + row[0].length - row[2]!.length
    if (name && sides[role].length < SIDE_NAMES_MAX)
      sides[role].push({ name, start, end: start + row[2]!.length })
  }
  return mentions(sides)
}

// An agency's initials alone ("USA", "EEOC") are its name as the record prints it; recased
// they would read as a word ("Usa").
const INITIALS = /^[A-Z]{2,6}$/

/** One entry's name, tidied as the caption readers tidy it. */
function nameOf(raw: string): string | null {
  const trimmed = withPrefixedCapitals(raw.trim())
  return INITIALS.test(trimmed) ? trimmed : partyName(trimmed)
}

type Named = { name: string; start: number; end: number }

// The side a role puts a party on: its first role word ("Plaintiff and Respondent" is the
// plaintiff who won below, "Respondent - Appellant" the respondent who appeals), as the case
// title orders them. An intervenor, an amicus or a real party in interest is on neither.
function sideOf(role: string): PartyRole {
  return /^(?:Plaintiff|Petitioner|Appellant)/i.test(role) ? 'plaintiffs' : 'defendants'
}

// A block for several parties names their role in the plural ("Plaintiffs - Appellees").
const SIDE_ROLE = '(?:Plaintiff|Petitioner|Appellant|Defendant|Respondent|Appellee)s?'
// The words a role cell may add after its first word: "and Appellant", "/Appellee", "- Cross-
// Appellant".
const MORE_ROLE = `(?:(?:[ \\t]+and[ \\t]+|[ \\t]*[/-][ \\t]*)(?:Cross-)?${SIDE_ROLE})*`

// An appellate docket's party blocks: the name in the left column and its role on the row under
// it ("TREMAINE ASHBY, on behalf of …   counsel / Plaintiff - Appellant"), or after the name on
// its row ("ANA REYES, Plaintiff - Appellant,   counsel"). The blocks may run over a page break.
// A page rendered a cell to a line with blank lines between sets a blank row between the name
// and its role.
const APPELLATE_BLOCK = new RegExp(
  `^[ \\t]*(?:(\\S[^\\n]*?),[ \\t]*|(\\S[^\\n]*)\\n(?:[ \\t]*\\n)?[ \\t]*)(?<role>${SIDE_ROLE}${MORE_ROLE})[ \\t]*[,.]?[ \\t]*(?=\\t|[ ]{2,}|\\n|$)`,
  'gm',
)
// The same block rendered one row to a line, its cells parted by single spaces (BeautifulSoup's
// get_text(' ')): "CORA HALDANE Plaintiff - Appellant Ruth Ibsen Direct: 312-555-0147". Only a
// name printed in capitals up to its first comma ("VILLAGE OF ELM POINT, an Illinois municipal
// corporation Defendant - Appellee") is read: a docket entry's "MOTION filed by Appellant …" is
// no block.
const APPELLATE_ROW = new RegExp(
  `^[ \\t]*((?=[^\\p{Ll},\\n]*\\p{Lu}{2})[^\\p{Ll},\\n]+(?:,[^\\n]*?)?),?[ ]+(?<role>${SIDE_ROLE}${MORE_ROLE})[ \\t]*,?(?=[ ]+\\S|[ \\t]*$)`,
  'gmu',
)

// What follows a party's name to describe it: "on behalf of …", "individually …", "and all
// others similarly situated".
const DESCRIBED = /,?\s*(?:and\s+all\s+others|on\s+behalf|individually)\b.*$/i

// A block's first row that runs on to the row below: one cell of text ending on a comma, no
// label, no role (a block above's "Plaintiff - Appellant," is its own).
const RUNS_ON = new RegExp(
  `^[ \\t]*(?![\\d[(])(?![^\\n]*\\b${SIDE_ROLE}\\b)(?![^\\n]*:)\\S(?:(?![ ]{2})[^\\n\\t])*,[ \\t]*$`,
)

/** The parties of an appellate docket's blocks, each side in its order. */
function appellateParties(text: string, blocks = APPELLATE_BLOCK): PartyMention[] {
  const sides: Record<PartyRole, Named[]> = { plaintiffs: [], defendants: [] }
  for (const match of text.matchAll(blocks)) {
    let cell = (match[1] ?? match[2]!).split(/\t|[ ]{2,}/)[0]!
    let start = match.index + match[0].indexOf(cell)
    // A name's description may wrap ("JOSEPH GANCI, and all others / similarly situated,"): a
    // row that opens in lower case continues the name's first row above it.
    // So may a name's office: "EPA and MICHAEL S. REGAN, Administrator," / "United States
    // Environmental Protection Agency,  Respondents" (a row ending on a comma runs on).
    const above = /(?:^|\n)([^\n]*)\n[^\n]*$/.exec(text.slice(0, start))
    if (/^\p{Ll}/u.test(cell) || (above && RUNS_ON.test(above[1]!))) {
      cell = above?.[1]!.trimStart().split(/\t|[ ]{2,}/)[0] ?? ''
      start = above ? above.index + above[0].indexOf(cell) : start
    }
    // A docket entry's row ("08/29/2018  1  Case docketed …") or a label row is no name.
    if (cell === '' || /^[\d[(]|:/.test(cell)) continue
    const role = sideOf(match.groups!.role!)
    // A docket that lists one block a party reprints the case's caption after the blocks, each
    // side under its plural role ("TERRELL WALTERS and JOSEPH GANCI, … / Plaintiffs -
    // Appellants"): a plural block adds nothing to a side the blocks have named.
    if (/^\S+s\b/.test(match.groups!.role!) && sides[role].length > 0) continue
    for (const name of blockNames(cell))
      if (sides[role].length < SIDE_NAMES_MAX)
        sides[role].push({ name, start, end: start + cell.length })
  }
  return mentions(sides)
}

// A block's entry that prints its lead name in capitals, then more after a comma or "and"
// ("CITY OF ALBANY, OFFICER PETER SMITH,", "EPA and MICHAEL S. REGAN, Administrator"): read as a
// caption's block, capitals names the parties and small letters describe them.
const CAPITALS_LEAD = /^[^\p{Ll},]*\p{Lu}{2}[^\p{Ll},]*?(?:,| and )/u

/**
 * The names of one appellate block's cell: a block for several parties of one role lists them
 * parted by semicolons ("THE REGENTS OF THE UNIVERSITY OF CALIFORNIA; JANET NAPOLITANO, in her
 * official capacity …, / Plaintiffs - Appellees,"), each with its description.
 */
function blockNames(cell: string): string[] {
  return cell.split(';').flatMap((part) => {
    const entry = part.replace(DESCRIBED, '')
    if (entry.trim() === '') return []
    const names = CAPITALS_LEAD.test(entry.trim()) ? partyNames(entry) : []
    if (names.length > 0) return names
    const name = nameOf(entry)
    return name ? [name] : []
  })
}

// A case page's party table, headed "Party  Attorney" (California's appellate courts) or
// "INVOLVED PARTY  ATTORNEY APPEARANCE" (Massachusetts'): each row the party's name, then its role
// after a colon ("Coastal Tenants Union : Plaintiff and Appellant") or in the next cell
// ("Boston Planning Board<TAB>Defendant/Appellee"). A role outside the two sides ("Real Party in
// Interest") names no side.
// Texas's appellate case pages head theirs "Party  PartyType  Representative" ("Acme Holdings,
// Inc.  Appellee  Ms. Jane Roe"); a page rendered a cell to a line sets the role on a line of its
// own under the name.
const PARTY_TABLE =
  /^[ \t]*(?:(?:Party|PARTY|INVOLVED[ \t]+PARTY|Involved[ \t]+Party)[ \t]+(?:Attorney|ATTORNEY)\b|Party\s+PartyType\b)/m
const roleRow = (gap: string) =>
  new RegExp(
    `^[ \\t]*([^\\n:\\t]*?[^\\s:])(?:[ ]+:[ ]+|[ \\t]*\\t[ \\t]*|[ ]{2,}${gap})(${SIDE_ROLE}${MORE_ROLE})(?=[ \\t]*(?:\\t|[ ]{2,}|\\n|$)|[ ]\\S)`,
    'gm',
  )
const ROLE_ROW = roleRow('')
const CELL_LINE_ROLE_ROW = roleRow('|[ \\t]*\\n(?:[ \\t]*\\n)*[ \\t]*')

/** The parties of a case page's party table, each side in its order. */
function tableParties(text: string): PartyMention[] {
  const table = PARTY_TABLE.exec(text.slice(0, 4000))
  if (!table) return []
  const sides: Record<PartyRole, Named[]> = { plaintiffs: [], defendants: [] }
  const rows = /PartyType/.test(table[0]) ? CELL_LINE_ROLE_ROW : ROLE_ROW
  for (const row of text.slice(table.index).matchAll(rows)) {
    const name = nameOf(row[1]!)
    const start = table.index + row.index + row[0].indexOf(row[1]!)
    const role = sideOf(row[2]!)
    if (name && sides[role].length < SIDE_NAMES_MAX)
      sides[role].push({ name, start, end: start + row[1]!.length })
  }
  return mentions(sides)
}

// A name column's line that cannot end a name: it ends on a comma or a joining word ("Council of
// Parent Attorneys and", "Housing Authority of Kansas City,", "American Broadcasting Companies,").
const DANGLING_END = /(?:,|\s(?:and|of|for|the|&|AND|OF|FOR|THE))$/
// The next line's name column when the report marks its edge: the counsel's "(See above …)", a
// run of spaces or a tab (the line's end is none: the counsel's firm may fill the line, "Missouri
// Wyrsch, Hobbs & Mirakian, PC"). At most six words: more are prose.
const BOUNDED_REST = /^[ \t]*(\S[^\n\t]*?)(?=[ \t]+\(See\s+above\b|[ ]{2,}\S|\t)/
// Without an edge, only what surely belongs to the name above leads the line: a company's suffix
// ("Inc.") or the state after a city ("Kansas City, / Missouri").
const SUFFIX_LEAD =
  /^[ \t]*(Inc\.?|Incorporated|LLC|L\.L\.C\.|Ltd\.?|Corp\.?|Co\.|L\.P\.|N\.A\.)(?=\s|$)/
const STATE_LEAD = new RegExp(
  `^[ \\t]*(${STATES.map(([name]) => name).join('|')})\\b(?![ \\t]+(?:of|OF)\\b)`,
)

/**
 * A name whose line cannot end it (a comma or a joining word last) runs on to the next line of
 * the name column; what is there is read only where the report shows where it ends.
 */
function withDanglingEnd(raw: string, nextLine: string): string {
  if (!DANGLING_END.test(raw)) return raw
  const bounded = BOUNDED_REST.exec(nextLine)?.[1]
  if (bounded && bounded.split(/\s+/).length <= 6 && /^\p{L}/u.test(bounded))
    return `${raw} ${bounded.trim()}`
  const lead =
    SUFFIX_LEAD.exec(nextLine)?.[1] ??
    (raw.endsWith(',') ? STATE_LEAD.exec(nextLine)?.[1] : undefined)
  return lead ? `${raw} ${lead}` : raw
}

// What a printed report sets at a page's foot and head, between a party's role and its name when
// the page breaks there: the browser's page count and print date ("1 of 3 6/5/2007 10:39 AM"), its
// title and address ("CM/ECF - scd - Docket Report https://…"), the address alone, the court's
// running header ("Case: 3:10-cv-257-JSW  As of: 02/07/2015 11:37 AM PST  3 of 18"), Chrome's
// head and foot.
const PAGE_FURNITURE = [
  /^[ \t]*\d{1,3}[ \t]+of[ \t]+\d{1,3}[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4}(?:,?[ \t]+\d{1,2}:\d{2}(?::\d{2})?[ \t]*(?:[AP]M)?)?[ \t]*$/gim,
  /^[ \t]*CM\/ECF\b[^\n]*(?:Docket[ \t]+Report|https?:\/\/)[^\n]*$/gim,
  // A court's own name for its system in the print's title ("CAND-ECF - Docket Report https://…",
  // "Westmark Live Database - Docket Report https://…").
  /^[ \t]*\S[^\n]{0,80}?[ \t]-[ \t]Docket[ \t]+Report[ \t]+https?:\/\/\S*[ \t]*$/gim,
  /^[ \t]*https?:\/\/\S+(?:[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4}[^\n]*)?$/gim,
  /^[ \t]*Case:?[ \t]+\S+[ \t]+As[ \t]+of:[^\n]*\b\d{1,3}[ \t]+of[ \t]+\d{1,3}[ \t]*$/gim,
  // Chrome's print: the date and time, then the page's title ("3/4/21, 10:15 AM  CM/ECF - U.S.
  // District Court:nvd") at the head; the address, then "page/pages" ("… DktRpt.pl?123  3/9") at
  // the foot.
  /^[ \t]*\d{1,2}\/\d{1,2}\/\d{2,4},?[ \t]+\d{1,2}:\d{2}(?::\d{2})?[ \t]*(?:[AP]M)?[ \t]+CM\/ECF\b[^\n]*$/gim,
  /^[ \t]*https?:\/\/\S+[ \t]+\d{1,3}\/\d{1,3}[ \t]*$/gim,
]

/**
 * The report with each line of page furniture masked, one mark a character (the places hold): a
 * party's block broken by a page ("Defendant" / "1 of 3 6/5/2007 10:39 AM" / "CM/ECF - … Docket
 * Report https://…" / "Acme Foods Inc represented by …") is read across it.
 */
function withoutPageFurniture(text: string): string {
  return PAGE_FURNITURE.reduce(
    (masked, line) => masked.replace(line, (found) => FURNITURE.repeat(found.length)),
    text,
  )
}

// The blocks run on one line (a page rendered without its line breaks): "… Date Filed: 08/16/2021
// CORA HALDANE Plaintiff - Appellant Ruth Ibsen …". The name is the run of words in capitals
// straight before the role (and its description after a comma), read only before the docket's
// entries ("08/03/2023 1 Civil case docketed", "Docket Text"), whose "ORDER, granting motion of
// Plaintiff - Appellant" is no block.
const APPELLATE_RUN_IN = new RegExp(
  `(?<=^|[ ])((?:\\p{Lu}[\\p{Lu}\\d.'&/-]*,?[ ]){0,9}\\p{Lu}[\\p{Lu}.'&/-]+(?:,[ ](?:(?!${SIDE_ROLE}\\b)[^\\n:]){1,120}?)?),?[ ](?<role>${SIDE_ROLE}${MORE_ROLE}),?(?=[ ]|$)`,
  'gu',
)
const ENTRIES_START = /\b\d{2}\/\d{2}\/\d{4}[ ]+\[?\d{1,4}\]?[ ]+\S|\bDocket[ ]+Text\b/

/**
 * An appellate docket's parties: its blocks, or its blocks rendered one row to a line, or (a
 * page whose lines run long, rendered without its line breaks) its blocks run on one line.
 */
function appellateDocketParties(text: string): PartyMention[] {
  const blocks = appellateParties(text)
  if (blocks.length > 0) return blocks
  const rows = appellateParties(text, APPELLATE_ROW)
  if (rows.length > 0 || !/[^\n]{400}/.test(text)) return rows
  const entries = ENTRIES_START.exec(text)
  return appellateParties(entries ? text.slice(0, entries.index) : text, APPELLATE_RUN_IN)
}

/**
 * A name a text browser (lynx, w3m) wrapped in its column beside "represented by": the lines
 * under it that start at the name's column continue it while each line break was a wrap, that
 * is while the next line's first word would not have fitted on the line above even in the whole
 * width up to the "represented by" column ("Riverkeepers of the Upper" / "Chattahoochee Basin,
 * Inc."). A line the word would have fitted on ended at a break of the page's own ("Holdings
 * LLC" / "TERMINATED: 02/02/2021"). Null when nothing was wrapped or the row shows no columns.
 */
function wrappedName(text: string, start: number, raw: string): string | null {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const column = start - lineStart
  const lineEnd = text.indexOf('\n', start)
  const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd)
  const by = /[ ]+represented[ \u00a0]+by\b/.exec(line.slice(column + raw.length))
  if (lineEnd < 0 || !by || /\t/.test(line) || !/^[ ]*$/.test(line.slice(0, column))) return null
  const edge = column + raw.length + by.index + by[0].length - by[0].trimStart().length
  const width = edge - column - 1
  // The counsel's column: each line read must go on beside it (a counsel's block runs longer
  // than a name's), which tells a text browser's columns from cells parted by single spaces.
  const counsel = /^[ ]*represented[ \u00a0]+by[ ]+(?=\S)/.exec(line.slice(edge))
  if (!counsel) return null
  const counselColumn = edge + counsel[0].length
  const names = [raw]
  let at = lineEnd + 1
  for (let rows = 0; rows < 4 && at < text.length; rows++) {
    const end = text.indexOf('\n', at)
    const next = text.slice(at, end < 0 ? undefined : end)
    if (!/^[ ]*$/.test(next.slice(0, column)) || !/\S/.test(next.charAt(column))) break
    const cell = next
      .slice(column, edge)
      .split(/[ ]{2,}/)[0]!
      .trim()
    // Blank from the cell's end to the counsel's column, and the counsel's block going on there.
    const gap = next.slice(column + cell.length, counselColumn)
    if (!/^[ ]{2,}$/.test(gap) || !/\S/.test(next.charAt(counselColumn))) break
    const word = cell.split(' ')[0]!
    if (cell === '' || /^TERMINATED\b|^\(/i.test(cell)) break
    if (names[names.length - 1]!.length + 1 + word.length <= width) break
    names.push(cell)
    if (end < 0) break
    at = end + 1
  }
  return names.length > 1 ? names.join(' ') : null
}

// A report's block with its rows run on one line (a page rendered without its line breaks, or a
// row to a line): the role, the name, "represented by" ("… Federal Question Plaintiff Dana Marlowe
// represented by Teresa Lindqvist …"). The name holds no label's colon and no role word (a
// "Counter Defendant" or "Consol Plaintiff" is no role of the case's sides); a party's
// "TERMINATED: 09/01/2022" after it is masked first.
const RUN_IN_BLOCK = new RegExp(
  `(?:^|[ ](?<!(?:Counter|Cross|Consol|Party|Intervenor)[ -]?[ ]))(${ROLE})(?:[ ]\\(\\d+\\))?[ ]+((?:(?!(?:${ROLE}|represented)\\b)[^\\n:]){2,120}?)[ ]+represented[ \\u00a0]+by[ ]`,
  'gm',
)
const TERMINATED = /\bTERMINATED:[ ]*\d{1,2}\/\d{1,2}\/\d{2,4}/g

/** The parties of a report's blocks run on one line, each side in its order. */
function runInBlockParties(text: string): PartyMention[] {
  const sides: Record<PartyRole, Named[]> = { plaintiffs: [], defendants: [] }
  const masked = text.replace(TERMINATED, (found) => ' '.repeat(found.length))
  for (const match of masked.matchAll(RUN_IN_BLOCK)) {
    const role: PartyRole = /plaintiff|petitioner/i.test(match[1]!) ? 'plaintiffs' : 'defendants'
    const raw = match[2]!.trim()
    const start = match.index + match[0].indexOf(match[2]!) + match[2]!.search(/\S/)
    const name = nameOf(raw)
    if (name && sides[role].length < SIDE_NAMES_MAX)
      sides[role].push({ name, start, end: start + raw.length })
  }
  return mentions(sides)
}

// A quantity leading a block's name: a report numbers no party in its name column, so the figures
// are the name's own ("1.5 Acres of Land, More or Less", "2019 Ford F-150 Pickup", "1\u221224
// John/Jane Doe"), not a list's numbering the caption readers drop.
const QUANTITY_LEAD = /^(\d[\d.,\u2212-]*)[ ]+(?=\p{L})/u

/** A block's entry as a party's name (nameOf), its leading quantity kept. */
function blockName(raw: string): string | null {
  const name = nameOf(raw)
  const quantity = QUANTITY_LEAD.exec(raw.trim())
  if (!name || !quantity || name.startsWith(quantity[1]!)) return name
  const rest = raw.trim().slice(quantity[0].length).toLowerCase()
  return rest.startsWith(name.toLowerCase()) ? `${quantity[1]} ${name}` : name
}

/**
 * The lines under a name's line, a page break's furniture (and the blank line after it) passed
 * over: a name wrapped at the page's foot runs on at the next page's head.
 */
function columnLines(below: string): string[] {
  return below.replace(new RegExp(`^${FURNITURE}+\\n(?:[ \\t]*\\n)?`, 'gm'), '').split('\n')
}

/** The parties of a docket report's blocks, each side in its order. */
function blockParties(report: string): PartyMention[] {
  const own: Record<PartyRole, Named[]> = { plaintiffs: [], defendants: [] }
  const consolidated: Record<PartyRole, Named[]> = { plaintiffs: [], defendants: [] }
  const movants: Record<PartyRole, Named[]> = { plaintiffs: [], defendants: [] }
  const text = withoutPageFurniture(report)
  // Only a district court's report reads the appeal's roles so: a case page's party table set a
  // cell to a line ("Acme Corp." / "Appellant" / "Mr. Roe") has the name above the role.
  const districtReport = recordKind(report) === 'docketReport'
  const width = nameColumnWidth(text)
  // (A name in capitals against the names in capitals beside their counsel, when there are some.)
  const capitalsWidth = nameColumnWidth(text, true)
  const title = reportTitle(text)
  for (const match of text.matchAll(DOCKET_PARTY)) {
    if (!districtReport && /appell/i.test(match[1]!)) continue
    const role: PartyRole = /plaintiff|petitioner|appellant|movant/i.test(match[1]!)
      ? 'plaintiffs'
      : 'defendants'
    const sides = /^Consol/.test(match[1]!)
      ? consolidated
      : /movant/i.test(match[1]!)
        ? movants
        : own
    let raw = match[2]!.replace(/\s+$/, '')
    if (
      sides[role].length >= SIDE_NAMES_MAX ||
      raw === '' ||
      /^\(|^TERMINATED|^represented\b/i.test(raw)
    )
      continue
    const start = match.index + match[0].length - match[2]!.length
    const nextLine = text.slice(match.index + match[0].length).replace(/^[^\n]*\n/, '')
    const more = ENTRIES_HEAD.test(nextLine) ? null : DOCKET_NAME_CONTINUES.exec(nextLine)
    const wrapped = wrappedName(text, start, raw)
    // A row rendered with its cells parted by single spaces runs the name's cell on into its
    // "TERMINATED: 09/01/2022" line before "represented by".
    if (wrapped) raw = wrapped
    else if (/\sTERMINATED:/.test(raw)) raw = raw.replace(/\s+TERMINATED:.*$/, '')
    else {
      const first = raw
      // A line that describes the party ("Warden" beside "represented by") is no part of its name.
      if (
        more &&
        !describesParty(more[1]!) &&
        !/\b(?:Commission|Company|Corporation|Department)$/i.test(raw) &&
        !(PERSON_NAME.test(raw) && HEAD_NOUN_LEAD.test(more[1]!))
      )
        raw = `${raw} ${more[1]!.trim()}`
      else raw = withDanglingEnd(raw, nextLine)
      // The name's lines wrapped after those read: the rest of the name column under them.
      const read = raw === first ? 0 : 1
      const last = read === 0 ? first : raw.slice(first.length + 1)
      const indent = text.slice(text.lastIndexOf('\n', start - 1) + 1, start)
      const below = columnLines(nextLine)
      const under = below.slice(read, read + 4)
      const wraps =
        /,$/.test(first) || ENTRIES_HEAD.test(nextLine)
          ? []
          : wrappedNameRows(
              raw,
              last,
              under,
              capitalsWidth > 0 && !/\p{Ll}/u.test(raw) ? capitalsWidth : width,
              indent,
            )
      const rows =
        wraps.length > 0 || /,$/.test(first) || /^[ ]*$/.test(indent) === false
          ? wraps
          : columnWrappedRows(last, below, read, indent)
      if (rows.length > 0) raw = `${raw} ${rows.join(' ')}`
    }
    // A side's lead cut where its wrapped words ran into the counsel's on the next line
    // ("BUREAU OF REGIONAL" / "TRANSIT U.S. DEPARTMENT OF JUSTICE"): the report's title
    // names it whole.
    if (sides === own && own[role].length === 0) raw = titledLead(raw, title[role], nextLine)
    // One entry is one party: "COLBY COLLEGE, PRESIDENT" is not two.
    const name = blockName(raw)
    if (name) sides[role].push({ name, start, end: start + match[2]!.replace(/\s+$/, '').length })
  }
  // The member cases' parties stand for a side the report lists no party of its own on (a
  // member case's report, its own parties listed as "Consol"); beside the case's own they are
  // no lead. A movant leads its side only where no plaintiff or petitioner is listed.
  const moving = consolidated.plaintiffs.length > 0 ? consolidated.plaintiffs : movants.plaintiffs
  for (const role of ['plaintiffs', 'defendants'] as const) own[role] = withRelators(own[role])
  return mentions({
    plaintiffs: own.plaintiffs.length > 0 ? own.plaintiffs : moving,
    defendants: own.defendants.length > 0 ? own.defendants : consolidated.defendants,
  })
}

// A district court's report's title under its "CIVIL DOCKET FOR CASE #:" line, the right column's
// labels beside it ("ROE et al v. BUREAU OF   Date Filed: 06/01/2020" / "REGIONAL TRANSIT
// Date Terminated: …"), down to "Assigned to:".
const REPORT_TITLE =
  /\bDOCKET\s+FOR\s+CASE\s*#:[^\n]*\n((?:(?![ \t]*Assigned\s+to\b)[^\n]*\n){1,3})/i
const RIGHT_LABEL =
  /\s+(?:Date\s+(?:Filed|Terminated)|Jury\s+Demand|Nature\s+of\s+Suit|Jurisdiction|Cause)\s*:.*$/i

/** The two sides' names as a district report's title prints them, "et al." cut; blank if none. */
export function reportTitle(text: string): Record<PartyRole, string> {
  const rows = REPORT_TITLE.exec(text.slice(0, 3000))
  const blank = { plaintiffs: '', defendants: '' }
  if (!rows) return blank
  const title = rows[1]!
    .split('\n')
    .map((row) => row.replace(RIGHT_LABEL, '').trim())
    .join(' ')
  const split = /\s+v\.?\s+/.exec(title)
  if (!split) return blank
  const side = (words: string) => words.replace(/,?\s+et\s+al\b\.?.*$/i, '').trim()
  return {
    plaintiffs: side(title.slice(0, split.index)),
    defendants: side(title.slice(split.index + split[0].length)),
  }
}

/**
 * A lead's name as the title prints it, when the name read is the title's first words and the
 * line under it opens with the rest ("BUREAU OF REGIONAL" / "TRANSIT U.S. DEPARTMENT …").
 */
export function titledLead(raw: string, title: string, nextLine: string): string {
  const words = (s: string) => s.trim().split(/\s+/).filter(Boolean)
  const read = words(raw)
  const named = words(title)
  if (read.length === 0 || named.length <= read.length) return raw
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (!read.every((word, at) => same(word, named[at]!))) return raw
  const rest = named.slice(read.length)
  const below = words(nextLine.split('\n')[0] ?? '')
  if (!rest.every((word, at) => below[at] !== undefined && same(word, below[at]!))) return raw
  return `${raw} ${rest.join(' ')}`
}

/**
 * A sovereign's block that ends "ex rel." and the relator's block under it are one party, as the
 * title names it: "United States of America ex rel." / "Jane Roe" → "United States of America ex
 * rel. Jane Roe".
 */
function withRelators(side: Named[]): Named[] {
  const out: Named[] = []
  for (const party of side) {
    const previous = out[out.length - 1]
    if (previous && /\bex\s+rel\.?$/i.test(previous.name)) {
      const sovereign = previous.name.replace(/\.?$/, '.')
      out[out.length - 1] = { ...previous, name: `${sovereign} ${party.name}`, end: party.end }
      continue
    }
    out.push(party)
  }
  return out
}

function mentions(sides: Record<PartyRole, Named[]>): PartyMention[] {
  const found: PartyMention[] = []
  for (const role of ['plaintiffs', 'defendants'] as const) {
    const side = sides[role]
    if (side.length === 0) continue
    const names = [...new Set(side.map((p) => p.name))]
    found.push(mention(role, names, side[0]!.start, side[side.length - 1]!.end, 'caption'))
  }
  return found.length === 2 ? found : []
}

// A case title names each side's lead party as printed, an office it is sued in included
// ("Marisol Ortega, Administrator, Farm Service Agency"); "et al" and the side's role
// ("Petitioners") that follow it name no one.
// A notice that wraps a long title may part "et" from its "al" ("… v. Hobbs et" / "al"); a
// lead's description ("…, on behalf of itself and its members") names no one either.
const AFTER_LEAD =
  /,?\s+et(?:\s+al\b.*)?$|,\s*(?:Petitioners?|Respondents?|Appellants?|Appellees?|Applicants?|Plaintiffs?|Defendants?|on\s+behalf\s+of|individually|and\s+all\s+others)\b.*$/is

/**
 * A title's side as its lead party's name, or null. A name set in capitals ("USA v. DOE") is
 * recased as the caption readers recase it; one in mixed case is kept as printed, its office too
 * (the caption readers would part "Administrator" from the name as a description).
 */
function titleSide(side: string): string | null {
  const lead = side
    .replace(/\s+/g, ' ')
    .trim()
    .replace(AFTER_LEAD, '')
    .replace(/[,;:]+$/, '')
  const name = lead.length >= 2 ? nameOf(lead) : null
  return name && /\p{Ll}/u.test(lead) ? lead : name
}

// The labels a record prints its case title under: a criminal report's "Case title:", a notice's
// "Case Name:", the Supreme Court's "Title:", a California case summary's "Case Caption:", a
// county clerk's "Case Style:" ("Style of Case:"); or a PACER query page's number, the title beside it on its row; the value beside the label or in the cell below it,
// up to the next cell (a tab or a run of spaces) on its line. A page rendered a cell to a line
// sets blank lines between the label and its value ("Case Name:" / "" / "Roe v. Acme Corp."):
// there the next line with text is the value unless it is itself a label ("Case Number:").
const TITLE_LABEL =
  /^[ \t]*(?:Case[ \t]+(?:title|Name|Caption|Style)|Style[ \t]+of[ \t]+(?:the[ \t]+)?Case|Title)[ \t]*:[ \t]*(?:\n[ \t]*(?:(?:\n[ \t]*){1,3}(?!\S[^\n:]{0,30}:))?)?(?=\S)|^[ \t]*\d{1,2}:\d{2}-[a-z]{2,4}-\d{3,5}(?:-[A-Z]{2,4})*[ \t]+(?=\S[^\n]*\n[^\n]*,[ \t]+presiding\b)/im
// A state case page's "Style:" row and its "v.:" row, each value beside its label or, a page
// rendered a cell to a line, on the next line that holds text.
// An empty "v.:" cell (an original proceeding, "In re Acme Lloyds") leaves the next label's row
// under it ("Orig Proc:"): a value is no label.
const STYLE =
  /^[ \t]*Style[ \t]*:\s*?[ \t]*(?![^\n\t:]{1,30}:)([^\s:][^\n\t]*)\n\s*?[ \t]*v\.[ \t]*:\s*?[ \t]*(?![^\n\t:]{1,30}:)([^\s:][^\n\t]*)/im
// The same rows run on one line (a page rendered without its line breaks): "Style: Pell Energy
// Partners, L.P. v.: Sandoval, Rosa Orig Proc: No", each value up to the next label.
const RUN_IN_STYLE =
  /\bStyle[ \t]*:[ \t]*([^\s:][^\n:]*?)[ \t]+v\.[ \t]*:[ \t]*([^\s:][^\n:]*?)(?=[ \t]+(?:Orig[ \t]+Proc|Transfer[ \t]+(?:From|In)|Case[ \t]+Type|Trial[ \t]+Court)\b|[ \t]*$)/im
// A record's labels that may follow its case title on the title's line when the page is rendered
// one row to a line, or all on one line: "Case Name: Roe v. Acme Corp. Case Number: 1:23-cv-…",
// "Case title: USA v. Pruitt Magistrate judge case number: …", "Title: … Docketed: …".
const NEXT_LABEL =
  /[ \t]+(?=(?:Case[ \t]+Numbers?|Magistrate[ \t]+judge[ \t]+case[ \t]+number|Date[ \t]+(?:Filed|filed|Terminated)|Filer|Document[ \t]+Number|Document\(s\)|Docketed|Lower[ \t]+Ct|Assigned[ \t]+to|Docket[ \t]+Text|Other[ \t]+court[ \t]+case[ \t]+number|Present)[ \t]*:)/
// The title run on after other text of its line ("United States District Court … Case Name: …";
// the Supreme Court's "No. 22-1187 Title: …"), ended by the next label.
const RUN_IN_TITLE =
  /(?:[ \t]Case[ \t]+(?:title|Name)|\bNo\.[ \t]*\d{2}[-AOM]\d{1,5}[ \t]+Title)[ \t]*:[ \t]*(?=\S)/i
const VERSUS = /\s+(?:v\.?|vs\.?|versus)\s+/i
// The versus at the edge of two cells: ending the first ("Roe, Petitioner v.") or opening the
// second ("v." / "v. Acme Corp.").
const VERSUS_EDGE = /(?:^|\s)(?:v\.?|vs\.?|versus)\n|\n(?:v\.?|vs\.?|versus)(?:\s|$)/i
// A title printed over several rows ("… , Petitioners / v. / …") ends at a blank row or a label.
const TITLE_ROW = /^[ \t]*(?!\S[^\n:]{0,30}:)[^\n]*\S/

// A notice's long "Case Name:" value wrapped onto the next row, set under the value's column
// ("Case Name:   Elm Health Cooperative v. Illinois" / "             Department of Healthcare"):
// indented, one cell of a few words, no label.
const WRAPPED_ROW =
  /^(?:\t|[ ]{2,})[ \t]*(?=\S)(?![^\n]*:)(?![^\n]*\S(?:\t|[ ]{2,})\S)\S+(?: \S+){0,7}[ \t]*$/

/**
 * A record's case title from `at`: its first row, and the rows under it that continue it. A
 * title beside its label (`wraps`) may run on to a wrapped row after both sides are read. A page
 * rendered a cell to a line (`cells`) sets blank lines between the title's rows ("Roe, Petitioner"
 * / "" / "v." / "" / "Acme Corp."): there a blank row ends no title before both sides are read.
 */
function titleAt(
  text: string,
  at: number,
  wraps = false,
  cells = false,
): { title: string; end: number } {
  const rows: string[] = []
  let end = at
  let done = false
  let skipped = 0
  for (const row of text
    .slice(at)
    .split('\n')
    .slice(0, cells ? 8 : 4)) {
    if (cells && rows.length > 0 && row.trim() === '') {
      skipped += row.length + 1
      continue
    }
    if (rows.length > 0 && !TITLE_ROW.test(row)) break
    // Across a blank row only the versus joins cells: "v." ends the rows read or opens this one.
    if (skipped > 0 && !VERSUS_EDGE.test(`${rows[rows.length - 1]}\n${row.trim()}`)) break
    end += skipped
    skipped = 0
    if (done && !(wraps && WRAPPED_ROW.test(row))) break
    // A cell set under its label by spaces ("Title:   Roe, Applicant" / "        v.") opens its
    // row with them: the row's first cell is its first text.
    rows.push(
      row
        .trim()
        .split(/\t|[ ]{2,}/)[0]!
        .split(NEXT_LABEL)[0]!,
    )
    end += row.length + 1
    // Both sides read: the title ends with its row, or with the one row it wraps onto.
    if (done) break
    done = VERSUS.test(` ${rows.join(' ')} `) && !/\bv\.?\s*$/i.test(rows.join(' '))
    if (done && !wraps) break
  }
  return { title: rows.join(' '), end: Math.min(end - 1, text.length) }
}

/** The two sides a record's case title names, or none. */
function titleParties(text: string): PartyMention[] {
  const head = text.slice(0, 4000)
  let sides: string[] | null = null
  let start = 0
  let end = 0
  const style = STYLE.exec(head) ?? RUN_IN_STYLE.exec(head)
  const runIn = style ? null : RUN_IN_TITLE.exec(head)
  // A title run on is read only where the next label ends it on its line.
  const ended = runIn && NEXT_LABEL.test(/^[^\n]{0,250}/.exec(head.slice(runIn.index))![0])
  const label = TITLE_LABEL.exec(head) ?? (ended ? runIn : null)
  // A court's minutes label their title "Title", no colon after it (civilMinutes.ts).
  const minutes = label || style ? null : minutesTitleStart(head)
  if (minutes !== null || label) {
    start = minutes ?? label!.index + label![0].length
    const wraps =
      minutes === null &&
      /^[ \t]*(?:Case|Title)[^\n]*:[ \t]*\S/i.test(head.slice(label!.index, start + 1))
    const cells = minutes === null && /\n[ \t]*\n/.test(label![0])
    const { title, end: titleEnd } = titleAt(head, start, wraps, cells)
    const split = VERSUS.exec(title)
    end = titleEnd
    if (split) sides = [title.slice(0, split.index), title.slice(split.index + split[0].length)]
  } else if (style) {
    start = style.index + style[0].length - style[0].trimStart().length
    end = style.index + style[0].length
    sides = [style[1]!, style[2]!]
  }
  if (!sides) return []
  // A side named by surname alone ("Roe et al v. …") is given as printed: the labels read the
  // sides as the title names them.
  const [plaintiff, defendant] = sides.map(titleSide)
  if (!plaintiff || !defendant) return []
  return [
    mention('plaintiffs', [plaintiff], start, end, 'caption'),
    mention('defendants', [defendant], start, end, 'caption'),
  ]
}

/**
 * The parties a docket report or another court record lists, each side in its order. The report
 * may run over pages: `text` may be its pages joined, and it is read whole (its party list
 * follows long counsel blocks). Blocks and a register's rows list every party; a record without
 * them names the lead parties in its case title.
 */
export function findDocketParties(report: string): PartyMention[] {
  if (!isDocketReport(report)) return []
  // A page converted with its non-breaking spaces kept (BeautifulSoup's get_text()) indents an
  // appellate block's role with them: read as spaces (one for one, the offsets hold).
  const text = withoutMarkup(report).replace(/\u00a0/g, ' ')
  // An appellate docket sets a block's role under its name: read as a district report's block
  // (the role, then the name under it), a lone "Petitioner" would name its counsel.
  const appellate = recordKind(text) === 'appellateDocket' ? appellateDocketParties(text) : []
  if (appellate.length > 0) return appellate
  // A research service's appellate docket, each name over its "Type:  PLAINTIFF - APPELLEE"
  // (typedNames.ts): read before its "Case Title:", which names the leads' surnames alone.
  const typed = findTypedNames(text)
  if (typed.length > 0) return typed
  // A register of actions' party section (registerOfActions.ts), before the blocks its rows,
  // rendered a cell to a line, would look like.
  const register = registerOfActionsParties(text, nameOf)
  if (register.length > 0) return register
  const blocks = blockParties(text)
  if (blocks.length > 0) return blocks
  const runIn = runInBlockParties(text)
  if (runIn.length > 0) return runIn
  const table = tableParties(text)
  if (table.length > 0) return table
  const rows = registerParties(text)
  if (rows.length > 0) return rows
  const titled = titleParties(text)
  if (titled.length > 0) return titled
  // Another record whose party list names no sides (a printout cut before them, its columns run
  // together): the title its heading prints on a row of its own (docketTitleRow.ts). A district
  // report's blocks are its list: a side they do not name is left blank, not read from the title.
  return recordKind(text) === 'docketReport' ? [] : findDocketTitleRow(text, titleSide)
}

// Court records that are not filings: a court system's own pages about a case, rendered from
// HTML as "Label: value" rows (PACER docket reports, CM/ECF notices of electronic filing and of
// docket activity, appellate general dockets, the Supreme Court's docket page, a state appellate
// court's case page) and the Board of Veterans' Appeals' decision header. Their labels say
// outright which number, court and date are this case's; the numbers and courts of the court
// below sit under labels of their own ("Originating Court Information", "Lower Ct").
import { answerAt } from './answer'
import { STATES } from './courtNames'
import { displayDate, findDates, isoDate, isValidDate } from './dates'
import type { FieldAnswer, PageText } from './types'
import { readOnce } from './readOnce'

export type RecordKind =
  | 'docketReport'
  | 'notice'
  | 'appellateDocket'
  | 'supremeCourtDocket'
  | 'casePage'
  | 'veteransDecision'
  | 'queryPage'
  | 'claimsRegister'
  | 'caseSummary'

const HEAD = 4000

// Each record's own heading words, as the court's system prints them at the top of the page.
const KINDS: Array<[RecordKind, RegExp]> = [
  // The notice's heading on a row of its own: a certificate of service's "will send a Notice of
  // Electronic Filing to counsel" is no notice.
  // A page rendered one row to a line (BeautifulSoup's get_text(' ')), or all of it on one line,
  // runs the heading into the court's name; the notice's transaction line follows it.
  [
    'notice',
    /^[ \t]*Notice\s+of\s+(?:Electronic\s+Filing|Docket\s+Activity)[ \t]*$|\bNotice\s+of\s+(?:Electronic\s+Filing|Docket\s+Activity)\b[\s\S]{0,300}?\bThe\s+following\s+transaction\s+was\s+(?:entered|filed|received)\b/im,
  ],
  ['appellateDocket', /\bCourt\s+of\s+Appeals\s+Docket\s+#\s*:/i],
  [
    'docketReport',
    /\bDOCKET\s+FOR\s+CASE\s+#|\bBankruptcy\s+Petition\s+#\s*:|\bAdversary\s+Proceeding\s+#\s*:/i,
  ],
  // The Supreme Court's docket: its number ("No. 22-451", an application's "22A123", an original
  // case's "22O145"), its "Title:" row, then "Docketed:" (an original case has no "Lower Ct:");
  // or all three run on one line (a page rendered without its line breaks).
  [
    'supremeCourtDocket',
    /\bNo\.[ \t]*\d{2}[-AOM]\d{1,5}\b[^\n]*\n[\s\S]{0,200}?^[ \t]*Title[ \t]*:[\s\S]{0,600}?^[ \t]*Docketed[ \t]*:|\bNo\.[ \t]*\d{2}[-AOM]\d{1,5}[ \t]+Title[ \t]*:[^\n]{1,600}?[ \t]Docketed[ \t]*:/im,
  ],
  // A state case page: its "Style:" row over its "v.:" row (each value beside its label, or on
  // the next line that holds text when the page renders a cell to a line).
  // Or both rows run on one line ("Style: Pell Energy Partners, L.P. v.: Sandoval, Rosa").
  [
    'casePage',
    /^[ \t]*Style[ \t]*:(?:[^\n]*\S[^\n]*|\s*\n[^\n]*\S[^\n]*)\n\s*^[ \t]*v\.[ \t]*:|\bStyle[ \t]*:[ \t]*\S[^\n]{0,300}?[ \t]v\.[ \t]*:[ \t]*\S/im,
  ],
  ['veteransDecision', /\bCitation\s+Nr\s*:[\s\S]{0,200}?\bDecision\s+Date\s*:/i],
  // A PACER query's case page: the number and title on one row, the judge ", presiding" under it.
  ['queryPage', /^[ \t]*\d{1,2}:\d{2}-[a-z]{2,4}-\d{3,5}\b[^\n]*\n[^\n]*,[ \t]+presiding\b/m],
  // A bankruptcy court's claims register: the heading on its own row, then "number  debtor".
  ['claimsRegister', /^[ \t]*Claims[ \t]+Register[ \t]*\n/im],
  // A court's case summary page (California's appellate courts, New York's WebCivil): a "Case
  // Name:" or "Case Caption:" row and a row labelling the case's number, in either order.
  // (A court's case information page heads its title "Case Title:" or "Case Style:" and its
  // number "Docket Number:"; a page rendered without its line breaks runs both rows on one line.)
  [
    'caseSummary',
    /^(?=(?:[^\n]*\n)*?[ \t]*(?:Case[ \t]+(?:Name|Caption|Title|Style)|Style[ \t]+of[ \t]+Case)[ \t]*:)(?=(?:[^\n]*\n)*?[ \t]*(?:(?:Index|Case|Docket)[ \t]+(?:Number|No\.?)|Court[ \t]+of[ \t]+Appeal[ \t]+Case)[ \t]*:)|\b(?:Case|Docket)[ \t]+(?:Number|No\.?)[ \t]*:[ \t]*\S[^\n]{0,120}?[ \t]Case[ \t]+Title[ \t]*:[ \t]*\S/,
  ],
]

// A court page converted to Markdown (html2text, pandoc, markdownify) rather than to plain text:
// a table's separator row ("|---|---|", "---|---"), pipes between cells, bold and italic marks
// ("**Case Name:**", "_LEAD ATTORNEY_"), links ("[1:18-cv-01234](https://…)"), "<br>" and
// "&nbsp;" left in cells, "## " headings. A text browser's dump (lynx, w3m) marks each link with
// its number ("[12]Doe v. Acme") and lists the addresses under "References" at the end.
const MARKDOWN_SIGN =
  /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*\|[ \t|:-]*$|^[ \t]*\*\*[^*\n]+\*\*|\]\((?:https?|mailto):/m
const LINK_DUMP_SIGN =
  /^[ \t]*References[ \t]*\n(?:[ \t]*\n)?[ \t]*1\.[ \t]+(?:https?|mailto|file):/m
const MARKUP: Array<[RegExp, (found: string) => string]> = [
  // A separator row, and a one-column table's bare "---" under its head cell.
  [/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gm, blank],
  [/<br\s*\/?>/gi, (found) => `\n${' '.repeat(found.length - 1)}`],
  [/&nbsp;/g, blank],
  [/^[ \t]*#{1,6}[ \t]/gm, blank],
  [/\*\*|__/g, blank],
  [/(^|[\s|])_(?=\S)|(?<=\S)_(?=[\s|]|$)/gm, (found) => found.replace('_', ' ')],
  // A link keeps its text: "[Doe v. Acme](https://…)" reads " Doe v. Acme" and blanks.
  [
    /!?\[([^\]\n]*)\]\([^)\s]*\)/g,
    (found) => ` ${found.slice(found.indexOf('[') + 1, found.indexOf(']'))}`.padEnd(found.length),
  ],
  // Pipes between cells read as tabs; a row's outer pipes as spaces.
  [/^[ \t]*\||\|[ \t]*$/gm, blank],
  [/\|/g, () => '\t'],
  // A trailing backslash is a hard line break.
  [/\\$/gm, blank],
]
const LINK_NUMBER = /\[\d{1,4}\](?=\S)/g
// html-to-text (and a few other converters) print a link's address in brackets after its text
// ("Roe v. Acme Corp. [https://ecf.example.gov/cgi-bin/DktRpt.pl?1]").
const LINK_ADDRESS = /[ \t]*\[(?:https?|mailto):[^\]\s]*\]/g

function blank(found: string): string {
  return found.replace(/[^\n]/g, ' ')
}

/**
 * A court page as plain text when it was converted to Markdown or dumped by a text browser: its
 * markup blanked, one space a character, so every offset still points into the page as given.
 * A page without such markup is returned unchanged.
 */
export function withoutMarkup(text: string): string {
  return plainKept(text)
}

const plainKept = readOnce(readWithoutMarkup)

function readWithoutMarkup(text: string): string {
  let plain = text
  if (MARKDOWN_SIGN.test(text))
    plain = MARKUP.reduce((masked, [pattern, swap]) => masked.replace(pattern, swap), plain)
  if (LINK_DUMP_SIGN.test(text)) plain = plain.replace(LINK_NUMBER, blank)
  if (text.search(LINK_ADDRESS) >= 0) plain = plain.replace(LINK_ADDRESS, blank)
  return plain
}

/** Which court record the page is, from its heading labels; null for a filing. */
export function recordKind(text: string): RecordKind | null {
  return kindKept(text)
}

const kindKept = readOnce(readRecordKind)

function readRecordKind(text: string): RecordKind | null {
  const head = withoutMarkup(text).slice(0, HEAD)
  return KINDS.find(([, pattern]) => pattern.test(head))?.[0] ?? null
}

type Span = { start: number; end: number; value: string; display: string }

// A scanned printout's "04/21/2005" whose slashes the scanner read as ones ("0412112005"):
// beside a date label, ten figures with a one at each slash's place are that date.
const SCANNED_SLASHES = /^[\s:]*(\d{2})[1lI|](\d{2})[1lI|](\d{4})(?!\d)/

/** The first date printed at `at` or just after it (the value cell beside its label). */
function dateAt(text: string, at: number): Span | null {
  const window = text.slice(at, at + 40)
  const found = findDates(window).find((d) => /^[\s:]*$/.test(window.slice(0, d.start)))
  if (found)
    return {
      start: at + found.start,
      end: at + found.end,
      value: found.value,
      display: found.display,
    }
  const scanned = SCANNED_SLASHES.exec(window)
  if (!scanned) return null
  const [m, d, y] = [scanned[1], scanned[2], scanned[3]].map(Number) as [number, number, number]
  if (!isValidDate(y, m, d)) return null
  const value = isoDate(y, m, d)
  const end = at + scanned[0].length
  return { start: end - 10, end, value, display: displayDate(value) }
}

/** The date a label's cell holds: the first match of `label` whose value is a date. */
function labelledDate(text: string, label: RegExp): Span | null {
  for (const match of text.slice(0, HEAD).matchAll(label)) {
    const date = dateAt(text, match.index + match[0].length)
    if (date) return date
  }
  return null
}

// The case's filing date on each record: a docket report's "Date Filed:" (the docket entries'
// "Date Filed  #  Docket Text" column head has no colon), a notice's "filed on" date of the entry
// it announces (a court of appeals' notice of docket activity: "The following transaction was
// filed on"), an appellate or Supreme Court docket's "Docketed:", glued to the number before it
// when a page is converted without a separator between cells (an appellate docket's "Date
// Filed:" is the originating court's), a case page's "Date Filed:", a veterans' appeal decision's
// "Decision Date:".
const FILED_LABEL: Record<RecordKind, RegExp> = {
  docketReport: /\bDate\s+filed\s*:/gi,
  notice: /\b(?:and|transaction\s+was)\s+filed\s+on\s+/gi,
  appellateDocket: /(?:\b|(?<=\d))Docketed\s*:/gi,
  supremeCourtDocket: /(?:\b|(?<=\d))Docketed\s*:/gi,
  casePage: /\bDate\s+Filed\s*:/gi,
  veteransDecision: /\bDecision\s+Date\s*:/gi,
  queryPage: /^[ \t]*Date\s+filed\s*:/gim,
  claimsRegister: /(?!)/g,
  caseSummary: /^[ \t]*(?:Filing[ \t]+Date|Date[ \t]+Filed)[ \t]*:/gim,
}

/** The case's filing date as the record states it, or null. */
export function recordFiled(pages: readonly PageText[]): FieldAnswer | null {
  const first = pages[0]
  const kind = first && recordKind(first.text)
  if (!first || !kind) return null
  const date = labelledDate(withoutMarkup(first.text), FILED_LABEL[kind])
  return date
    ? answerAt(pages, { page: first.page, ...date }, date.value, date.display, 0.9, RATIONALE)
    : null
}

const RATIONALE = "Stated under its label in the court's record on page 1."

const CASE_ROW =
  /^[ \t]*(\d{1,2}:\d{2}-[a-z]{2,4}-\d{3,5}(?:-[A-Z]{2,4})*|\d{2}-\d{5}(?:-[A-Z]{2,4})?)[ \t]+\S/m

// This case's number on records the caption readers do not know: a bankruptcy petition's or
// an adversary proceeding's "#:" and a state case page's "Case:" (run on after the court's name
// on a page rendered without its line breaks, not a trial court's "Court Case:").
const DOCKET_LABEL: Partial<Record<RecordKind, RegExp>> = {
  docketReport:
    /\b(?:Bankruptcy\s+Petition|Adversary\s+Proceeding)\s+#\s*:[ \t]*(\d[\w:.\u2212-]*\w)/i,
  // The Court of Criminal Appeals prefixes its numbers with their kind: a habeas writ's
  // "WR-91,234-01", a petition for discretionary review's "PD-0412-21", a direct appeal's "AP-".
  casePage:
    /(?:^[ \t]*|(?<!\b(?:Court|Trial|Lower|Related))[ \t])Case[ \t]*:\s*((?:\d|(?:WR|PD|AP)-\d)[\w,\u2212-]*\w)/im,
  // A notice's "Case Number:" row (a court of appeals' bare "23-15520" among them), on its own
  // row or run on after the case's name.
  notice: /(?:^[ \t]*|[ \t])Case[ \t]+Number[ \t]*:\s*(\d[\w:.\u2212-]*\w)/im,
  // An appellate docket's "Court of Appeals Docket #:" (its number glued to the next cell's
  // "Docketed:" on a page converted without a separator between cells: "21-16001Docketed:").
  appellateDocket: /\bCourt\s+of\s+Appeals\s+Docket\s+#\s*:\s*(\d{2}-\d{1,5})(?!\d)/i,
  // A query page's and a claims register's first row under the heading: "number  title".
  queryPage: CASE_ROW,
  claimsRegister: CASE_ROW,
}

/** A value a record states under its label, where it stands on page 1. */
export type RecordSpan = { page: number; start: number; end: number; value: string }

/**
 * The value a record's row for its kind captures (group 1) on page 1, at its span and cleaned by
 * `clean`; null when the page is no record or the row is not there.
 */
function labelledSpan(
  pages: readonly PageText[],
  rows: Partial<Record<RecordKind, RegExp>>,
  clean: (raw: string) => string = (raw) => raw,
): RecordSpan | null {
  const first = pages[0]
  const kind = first && recordKind(first.text)
  const row = kind && rows[kind]
  const match = first && row ? row.exec(withoutMarkup(first.text).slice(0, HEAD)) : null
  if (!first || !match) return null
  const raw = match[1]!
  const start = match.index + match[0].length - raw.length
  return { page: first.page, start, end: start + raw.length, value: clean(raw) }
}

/** A record's labelled value (labelledSpan) as the answer of its column. */
function labelledRow(
  pages: readonly PageText[],
  rows: Partial<Record<RecordKind, RegExp>>,
  clean?: (raw: string) => string,
): FieldAnswer | null {
  const span = labelledSpan(pages, rows, clean)
  return span ? answerAt(pages, span, span.value, span.value, 0.9, RATIONALE) : null
}

/** The case's number as the record labels it, or null (the caption readers then read it). */
export function recordDocket(pages: readonly PageText[]): FieldAnswer | null {
  return labelledRow(pages, DOCKET_LABEL, (raw) => raw.replace(/\u2212/g, '-'))
}

// A circuit by its ordinal word or its figure ("2nd", as some dockets head themselves).
const ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
]
const CIRCUITS = `${ORDINALS.join('|')}|1st|2nd|3rd|[4-9]th|1[01]th|D\\.?\\s?C\\.?|District\\s+of\\s+Columbia|Federal`

// An appellate docket's heading names its own circuit in one of several orders ("United States
// Court of Appeals for the Ninth Circuit", "Fourth Circuit Court of Appeals", "Court of Appeals,
// 2nd Circuit"); a page rendered one row to a line runs the docket's title into it ("General
// Docket United States Court of …").
const CIRCUIT_HEADING = new RegExp(
  `^[ \\t]*(?:General[ \\t]+Docket[ \\t]+)?(?:(?:United\\s+States|U\\.?\\s?S\\.?)\\s+Court\\s+of\\s+Appeals\\s+for\\s+(?:the\\s+)?(${CIRCUITS})\\s+Circuit|(${CIRCUITS})\\s+Circuit\\s+Court\\s+of\\s+Appeals|U\\.\\s?S\\.\\s+Court\\s+of\\s+Appeals,?\\s+(${CIRCUITS})\\s+Circuit|Court\\s+of\\s+Appeals,\\s+(${CIRCUITS})\\s+Circuit)\\b`,
  'im',
)

// A Texas court of appeals number opens with its district ("01-19-00123-CV": the First).
const TEXAS_DISTRICTS = [...ORDINALS, 'Twelfth', 'Thirteenth', 'Fourteenth', 'Fifteenth']
const TEXAS_NUMBER = /^(\d{2})-\d{2}-\d{5}-(?:CV|CR)$/

// A PACER report's heading: the court's kind on one row ("U.S. District Court", "U.S. Bankruptcy
// Court", at times "U.S. District Court - District of Colorado", a notice's "United States
// District Court"), its district on the next with the seat after it ("Eastern District of
// Missouri (LIVE) (St. Louis)"), at times a blank row between (a notice of electronic filing's
// heading). The heading is the report's own court; a "Case in other court:" row below names the
// court a case came from. A page rendered one row to a line sets both rows on one, the record's
// title after them ("U.S. District Court District of Minnesota Notice of Electronic Filing"); a
// page rendered without its line breaks runs them on after the e-mail's opening note; a converter
// that sets headings in capitals prints "U.S. DISTRICT COURT / DISTRICT OF VERMONT".
const REPORT_HEADING =
  /(?:^[ \t]*|[ \t](?=(?:U\.\s?S\.|United\s+States)\s+(?:District|Bankruptcy)\s+Court[ \t]+(?:(?:Northern|Southern|Eastern|Western|Middle|Central)\s+)?District\s+of\s))(?:U\.\s?S\.|United\s+States)\s+(District|Bankruptcy)\s+Court\b(?:[^\n]*\n(?:[ \t]*\n)?[ \t]*|[ \t]+(?=(?:(?:Northern|Southern|Eastern|Western|Middle|Central)\s+)?District\s+of\s))(?:(Northern|Southern|Eastern|Western|Middle|Central)\s+)?District\s+of\s+([A-Z][A-Za-z .]*?)[ \t]*(?:\(|-|\n|$|(?=[ \t]+(?:Notice\s+of|CIVIL\s+DOCKET|CRIMINAL\s+DOCKET|Bankruptcy\s+Petition|Adversary\s+Proceeding)\b))/im

// The states (and territories) a district is named for, by their names in small letters: a
// heading converted with its headings in capitals (html-to-text) prints "DISTRICT OF VERMONT".
const DISTRICT_STATES = new Map(
  ['Columbia', 'Guam', 'the Virgin Islands', 'the Northern Mariana Islands']
    .concat(STATES.map(([name]) => name))
    .map((name) => [name.toLowerCase(), name]),
)
const titled = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()

// Some courts print the state first on the heading's second row ("California Northern District",
// "Texas Southern District"), on a row of its own or run on as above.
const REPORT_HEADING_STATE_FIRST = new RegExp(
  `(?:^[ \\t]*|[ \\t](?=(?:U\\.\\s?S\\.|United\\s+States)\\s+(?:District|Bankruptcy)\\s+Court[ \\t]+(?:${STATES.map(([name]) => name).join('|')})[ \\t]+(?:Northern|Southern|Eastern|Western|Middle|Central)[ \\t]+District\\b))(?:U\\.\\s?S\\.|United\\s+States)\\s+(District|Bankruptcy)\\s+Court\\b(?:[ \\t]*\\n(?:[ \\t]*\\n)?[ \\t]*|[ \\t]+)(${STATES.map(([name]) => name).join('|')})[ \\t]+(Northern|Southern|Eastern|Western|Middle|Central)[ \\t]+District\\b`,
  'im',
)

/** A docket report's own court from its two-row heading, or null. */
function reportCourt(head: string): { start: number; end: number; value: string } | null {
  const heading = REPORT_HEADING.exec(head)
  const turned = heading ? null : REPORT_HEADING_STATE_FIRST.exec(head)
  const found = heading ?? turned
  // The court's kind, the district's direction (if any) and its state, in either order.
  const [kind, direction, printed] = heading
    ? [heading[1], heading[2], heading[3]?.trim()]
    : [turned?.[1], turned?.[3], turned?.[2]]
  const state = printed && DISTRICT_STATES.get(printed.replace(/\s+/g, ' ').toLowerCase())
  if (!found || !kind || !state) return null
  const district = `${direction ? `${titled(direction)} ` : ''}District of ${state}`
  const start = found.index + found[0].length - found[0].trimStart().length
  return {
    start,
    end: found.index + found[0].trimEnd().length,
    value: `United States ${titled(kind)} Court for the ${district}`,
  }
}

// A notice from a court of appeals heads itself with the court's name, on its own row or run on
// after the e-mail's opening note when the page is rendered without its line breaks.
const NOTICE_CIRCUIT = new RegExp(
  `(?:^|[ \\t])(?:United\\s+States|U\\.\\s?S\\.)\\s+Court\\s+of\\s+Appeals\\s+for\\s+(?:the\\s+)?(${CIRCUITS})\\s+Circuit\\b(?=\\s+Notice\\s+of\\s+(?:Docket\\s+Activity|Electronic\\s+Filing)\\b)`,
  'i',
)

function circuitName(word: string): string {
  const figure = /^(\d{1,2})(?:st|nd|rd|th)$/i.exec(word)
  if (figure) return ORDINALS[Number(figure[1]) - 1] ?? word
  if (/^D\.?\s?C\.?$|^District/i.test(word)) return 'District of Columbia'
  return /^federal$/i.test(word)
    ? 'Federal'
    : (ORDINALS.find((o) => o.toLowerCase() === word.toLowerCase()) ?? word)
}

/**
 * The court the record is this case's, when its heading says so in a form the caption readers
 * do not take: a PACER report's two-row heading, the Supreme Court's docket page (whose only court named is the one below, "Lower
 * Ct:"), an appellate docket's circuit heading, a Texas appellate number's district, the Board
 * of Veterans' Appeals.
 */
export function recordCourt(pages: readonly PageText[]): FieldAnswer | null {
  const first = pages[0]
  const kind = first && recordKind(first.text)
  if (!first || !kind) return null
  const text = withoutMarkup(first.text)
  const head = text.slice(0, HEAD)
  const at = (start: number, end: number, value: string) =>
    answerAt(pages, { page: first.page, start, end }, value, value, 0.85, RATIONALE)
  if (kind === 'supremeCourtDocket') {
    const label = /\bDocketed\s*:/i.exec(head)!
    return at(label.index, label.index + label[0].length, 'Supreme Court of the United States')
  }
  if (kind === 'appellateDocket') {
    const heading = CIRCUIT_HEADING.exec(head)
    if (!heading) return null
    const circuit = circuitName(heading[1] ?? heading[2] ?? heading[3] ?? heading[4]!)
    const start = heading.index + heading[0].length - heading[0].trimStart().length
    return at(
      start,
      heading.index + heading[0].length,
      `United States Court of Appeals for the ${circuit} Circuit`,
    )
  }
  if (kind === 'casePage') {
    const docket = recordDocket(pages)
    const number = docket && TEXAS_NUMBER.exec(String(docket.value))
    const district = number && TEXAS_DISTRICTS[Number(number[1]) - 1]
    if (!docket?.source || !district) return null
    return at(
      docket.source.start,
      docket.source.end,
      `Court of Appeals for the ${district} District of Texas`,
    )
  }
  if (kind === 'docketReport' || kind === 'notice') {
    const court = reportCourt(head)
    if (court) return at(court.start, court.end, court.value)
    const circuit = kind === 'notice' ? NOTICE_CIRCUIT.exec(head) : null
    if (!circuit) return null
    const start = circuit.index + circuit[0].length - circuit[0].trimStart().length
    return at(
      start,
      circuit.index + circuit[0].length,
      `United States Court of Appeals for the ${circuitName(circuit[1]!)} Circuit`,
    )
  }
  if (kind === 'veteransDecision') {
    const name = /\bBoard\s+of\s+Veterans['’]\s*Appeals\b/i.exec(text)
    if (name) return at(name.index, name.index + name[0].length, "Board of Veterans' Appeals")
    const label = /\bCitation\s+Nr\s*:/i.exec(head)!
    return at(label.index, label.index + label[0].length, "Board of Veterans' Appeals")
  }
  return null
}

// A judge's name as a record prints it: capitalised words and initials ("Mary Ann Voss",
// "Theodore W. Bancroft"), up to the end of its cell.
const JUDGE_NAME =
  "(\\p{Lu}[\\p{L}'.-]*(?:[ ]\\p{Lu}[\\p{L}'.-]*){1,4}(?:,?[ ](?:Jr|Sr|II|III)\\.?)?)"

// A docket report's labels that follow "Assigned to:" in its heading, run on into its row when the
// page is rendered one row to a line ("Fitch v. Alder Assigned to: Judge Ann Roe Referred to: …")
// or all on one line (a bankruptcy report's "… Assigned to: Judge Gwen M. Halvorsen Chapter 11").
// Read so only where "Assigned to:" itself is run on after other text: a row that opens with it
// and runs on into the next label ("Assigned to: Honorable Jan Roe Jury Demand: None", a
// printout's) is left to the judge readers.
const RUN_IN_LABEL =
  '(?=(?:Referred[ ]to|Cause|Date[ ]Filed|Date[ ]filed|Case[ ]in[ ]other[ ]court|Jury[ ]Demand|Nature[ ]of[ ]Suit|Jurisdiction|Lead[ ]BK[ ]Case|Member[ ]cases?|Related[ ]Cases?)[ ]?:|Chapter[ ]\\d{1,2}\\b)'

// The judge a record assigns the case to: a docket report's "Assigned to:" row, whatever title
// precedes the name or none ("Assigned to: Mary Ann Voss", "Assigned to: Senior Judge …"; the
// "Referred to:" magistrate is not the judge assigned), a query page's "…, presiding".
const ASSIGNED = `Assigned[ \\t]+to[ \\t]*:[ \\t]*(?:(?:Chief|Senior|District|Bankruptcy|Magistrate|U\\.S\\.)[ \\t]+)*(?:(?:Judge|Hon\\.?|Honorable|The[ \\t]+Honorable)[ \\t]+)?${JUDGE_NAME}`
const JUDGE_ROW: Partial<Record<RecordKind, RegExp>> = {
  docketReport: new RegExp(`^[ \\t]*${ASSIGNED}(?=[ \\t]*(?:\\t|[ ]{2,}|\\n|$))`, 'mu'),
  queryPage: new RegExp(`^[ \\t]*${JUDGE_NAME},[ \\t]+presiding\\b`, 'mu'),
}

const JUDGE_RUN_IN: Partial<Record<RecordKind, RegExp>> = {
  docketReport: new RegExp(`(?<=\\S[ ])${ASSIGNED}(?=[ ]${RUN_IN_LABEL})`, 'u'),
}

/**
 * The judge the record assigns the case to, where the record names them, or null (the judge
 * readers then read the page). judgeField.ts `chooseJudge` puts it first, for the column and the
 * facts layer alike.
 */
export function recordJudge(pages: readonly PageText[]): RecordSpan | null {
  const span = labelledSpan(pages, JUDGE_ROW)
  if (span) return withWrappedSurname(withoutMarkup(pages[0]!.text), span)
  return labelledSpan(pages, JUDGE_RUN_IN)
}

// A surname alone in its cell: one capitalised word, no label.
const SURNAME_CELL = /^\p{Lu}[\p{L}'’-]+(?:,?[ ](?:Jr|Sr|II|III)\.?)?$/u

/**
 * The judge's name a text browser (lynx, w3m) wrapped in its column ("Assigned to: Senior Judge
 * Beatrix Q." / "Halloway-Ames"): the surname alone at the row's column on the next line is the
 * name's end when the name is surely cut (it ends on an initial) or the surname would not have
 * fitted beside it before the next column ("Date Filed: …"). A name ending on an initial with
 * no surname under it is no name.
 */
function withWrappedSurname(text: string, span: RecordSpan): RecordSpan | null {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1
  const lineEnd = text.indexOf('\n', span.end)
  const cut = /\b\p{Lu}\.$/u.test(span.value)
  if (lineEnd < 0) return cut ? null : span
  const line = text.slice(lineStart, lineEnd)
  const column = line.search(/\S/)
  const nextEnd = text.indexOf('\n', lineEnd + 1)
  const next = text.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd)
  const cell = next.search(/\S/) === column ? next.trim().split(/\t|[ ]{2,}/)[0]! : ''
  const beside = /^[ ]{2,}(?=\S)/.exec(text.slice(span.end, lineEnd))
  const edge = beside ? span.end - lineStart + beside[0].length : null
  const wrapped =
    SURNAME_CELL.test(cell) &&
    (cut || (edge !== null && span.end - lineStart + 1 + cell.length > edge - 1))
  if (!wrapped) return cut ? null : span
  const start = lineEnd + 1 + next.indexOf(cell)
  return { ...span, end: start + cell.length, value: `${span.value} ${cell}` }
}

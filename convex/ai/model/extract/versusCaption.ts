// A caption that names its sides by a "v." line of its own, with no role words: reporters,
// appellate covers and many state courts print theirs this way.
import { centredColumn, courtStop, leftColumn, lineAbove } from './captionLines'
import { ROLE_ONLY_LINE, namesAfter } from './captionBlocks'
import { namesBefore } from './namesBefore'
import type { findCourts } from './courts'
import { twoSides } from './captionSides'
import type { PartyMention } from './partyMention'

// "v." (or "vs.", "versus", "-against-") standing alone in a caption's left column.
const VERSUS_LINE =
  /^\s*(?:v\.?|vs\.?|versus|[-–—]\s*vs?\.?\s*[-–—]|[-–—]?\s*against\s*[-–—]?)\s*$/i
// (A ")" or ":" two spaces after the "v." is the caption's own column, not a narrow one: a text
// layer that doubles every space sets "v.  )".)
const NARROW_VERSUS_LINE = /^\s*(?:v\.?|vs\.?|versus)[ \t]{2}(?=[^\s)§:])/i
const VERSUS_CAPTION_REACH = 4000

/** The text with every two-space gap inside a line read as a column's edge (same offsets). */
function narrowColumns(text: string): string {
  return text.replace(/(\S) {2}(?=\S)/g, '$1\t ')
}
/**
 * Whether a "V." opening its line is an outline's fifth heading, not "v.": a table of contents' dot
 * leaders follow it, or a heading numbered "IV." or "VI." stands next to it.
 */
function outlineNumeral(text: string, start: number, line: string): boolean {
  if (/\.{4,}/.test(line)) return true
  if (!/^\s*V\./.test(line)) return false
  const end = text.indexOf('\n', start)
  const below = end === -1 ? '' : (text.slice(end + 1).split('\n')[0] ?? '')
  return /^\s*(?:IV|VI)\.\s/.test(lineAbove(text, start)) || /^\s*(?:IV|VI)\.\s/.test(below)
}

/**
 * A caption that names its sides with no role at all, the way reporters, appellate covers and
 * many state courts print them: the names above a "v." line of its own are the plaintiffs' side
 * (the first named), the names below it the defendants'. The block below ends at a blank row, a
 * separator, a title, a docket line or a line ending in a full stop. Used last: a role names the
 * sides more surely.
 */
export function findVersusCaption(
  head: string,
  courts: ReturnType<typeof findCourts>,
): PartyMention[] {
  const reach = head.slice(0, VERSUS_CAPTION_REACH)
  let lineStart = 0
  for (const line of reach.split('\n')) {
    const start = lineStart
    lineStart += line.length + 1
    // "VS.  AT HARTFORD": a caption whose columns stand two spaces apart; its other lines are
    // read with the same gap.
    const narrow = NARROW_VERSUS_LINE.test(line)
    // "VERSUS" alone in the middle of its line (Louisiana's captions, many appellate covers): the
    // names above and below are centred too, and are read wherever their lines start.
    const centred = leftColumn(line).trim() === '' && VERSUS_LINE.test(line)
    if (!VERSUS_LINE.test(leftColumn(line)) && !narrow && !centred) continue
    if (outlineNumeral(reach, start, line)) continue
    const column = centred ? centredColumn : leftColumn
    const text = narrow ? narrowColumns(head) : head
    let mark = start
    // Role lines between the names and the "v." ("Applicants") are skipped.
    for (;;) {
      const above = text.lastIndexOf('\n', mark - 2) + 1
      const left = column(text.slice(above, Math.max(above, mark - 1)))
      if (mark === 0 || !(left.trim() === '' || ROLE_ONLY_LINE.test(left))) break
      if (above === mark) break
      mark = above
    }
    const stop = courtStop(text, courts, mark)
    const above = namesBefore(text, mark, stop, false, column)
    const below = namesAfter(text, start + line.length + 1, column)
    if (!above || !below) continue
    const sides = twoSides(
      { text: above.names, start: above.start, end: above.end },
      { text: below.names, start: below.start, end: below.end },
    )
    if (sides.length > 0) return sides
  }
  return []
}

// An opinion's title on one line of its own, in capitals, after the docket number it may open
// with: "A21A1523. WILKERSON v. THE STATE.", "COMMONWEALTH   vs.   DARNELL J. PRICE." Each side
// is a run of capitals with no wide gap inside it; the "v." may stand in a wide gap; the title
// ends in a full stop.
// A printout's title line may close each side with "et al." ("JANE ROE, et al. vs. ACME CORP.,
// et al."), as Lexis prints the case's name over its citation.
const TITLE_LINE =
  /^([ \t]*(?:[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*\.[ \t]+)?)(\p{Lu}[^\p{Ll}\n]*?(?:,[ \t]+et[ \t]+al\.)?)[ \t]+(?:v\.?|vs\.?|V\.|VS\.)[ \t]+(\p{Lu}[^\p{Ll}\n]*?[^,;\s](?:,[ \t]+et[ \t]+al)?)\.[ \t]*$/gmu
const TITLE_LINE_REACH = 2500
// The same title in a sentence's case after its docket number, as a court's list of decisions
// prints each case ("2020-0401.  State ex rel. Roe v. Poe.", "S20A0123. Smith v. The State."):
// the number says the line is a title, not a sentence; each side is short and has no "v." of its
// own or sentence's stop.
const NUMBERED_TITLE_LINE =
  /^([ \t]*(?:[A-Z]{0,4}\d{2,4}[-–][A-Z0-9-]*\d|[A-Z]\d{2}[A-Z]\d{4})\.[ \t]+)(\p{Lu}(?:[^\n.;]|\b(?:rel|ex|Inc|Co|Corp|Dept|St|Jr)\.){1,80}?)[ \t]+v\.[ \t]+(\p{Lu}(?:[^\n.;]|\b(?:rel|ex|Inc|Co|Corp|Dept|St|Jr)\.){1,80}?)\.[ \t]*$/gmu

/**
 * A caption that is only the opinion's title line in capitals, as the Georgia Court of Appeals
 * and the Massachusetts appellate courts print it: the name before the "v." is the plaintiffs'
 * side (the State or the Commonwealth in a criminal appeal), the one after it the defendants'.
 * Used last: a block caption or a role names the sides more surely. A sentence or a citation is
 * in small letters, so capitals only, with no wide gap inside a side, keeps to the title.
 */
export function findTitleLineCaption(head: string): PartyMention[] {
  const matches = [
    ...head.slice(0, TITLE_LINE_REACH).matchAll(TITLE_LINE),
    ...head.slice(0, TITLE_LINE_REACH).matchAll(NUMBERED_TITLE_LINE),
  ].sort((a, b) => a.index - b.index)
  for (const match of matches) {
    const [, lead, first, second] = match as unknown as [string, string, string, string]
    if (/\s{3,}/.test(first) || /\s{3,}/.test(second)) continue
    // A line of capitals straight above means the title began there ("PEOPLE EX REL. ROE O/B/O\n
    // JANE, ET AL. V. …"): this line holds only its end.
    const above = lineAbove(head, match.index)
    if (above.trim() !== '' && !/\p{Ll}/u.test(above)) continue
    const firstStart = match.index + lead.length
    const secondStart = match.index + match[0].lastIndexOf(second)
    const sides = twoSides(
      { text: first, start: firstStart, end: firstStart + first.length },
      { text: second, start: secondStart, end: secondStart + second.length },
    )
    if (sides.length > 0) return sides
  }
  return []
}

// A side's label over its names, as Colorado's boxed captions print it: "Plaintiff:",
// "Defendants:", "Plaintiff(s):", "Petitioner-Appellee:". The colon says names follow.
const PLAINTIFF_LABEL =
  /^\s*(?:plaintiffs?|petitioners?|plaintiff\(s\)|petitioner\(s\))(?:\s*[-/]\s*[a-z]+)?\s*:\s*$/i
const DEFENDANT_LABEL =
  /^\s*(?:defendants?|respondents?|defendant\(s\)|respondent\(s\))(?:\s*[-/]\s*[a-z]+)?\s*:\s*$/i
const LABELLED_SIDE_REACH = 800

/**
 * Where a labelled side's names start: on the label's own line past a wide gap ("Plaintiffs:
 * Marie Roe", the first name beside the label as Colorado's forms print it), else on the next.
 */
function namesStart(line: string, start: number): number {
  const beside = /^(\s*\S[^:]*:[ \t]{2,})(?=\p{Lu})/u.exec(line)
  return beside ? start + beside[1]!.length : start + line.length + 1
}

/** The lines of `text` from `from` on, each with where it starts. */
function linesFrom(text: string, from: number) {
  const lines: Array<{ start: number; line: string }> = []
  let at = from
  while (at < text.length) {
    const newline = text.indexOf('\n', at)
    const end = newline === -1 ? text.length : newline
    lines.push({ start: at, line: text.slice(at, end) })
    at = end + 1
  }
  return lines
}

/**
 * A caption that labels each side above its names ("Plaintiff:\nACME CO.,\n\nv.\n\nDefendants:
 * \nROE LLC."), Colorado's boxed caption: the names under the plaintiffs' label down to the "v.",
 * the names under the defendants' label after it. Both labels and the "v." between them, each on
 * a line of its own, say it is a caption.
 */
export function findLabelledCaption(head: string): PartyMention[] {
  const lines = linesFrom(head.slice(0, VERSUS_CAPTION_REACH), 0)
  for (const [i, { start, line }] of lines.entries()) {
    if (!PLAINTIFF_LABEL.test(leftColumn(line))) continue
    const above = namesAfter(head, namesStart(line, start))
    if (!above) continue
    const rest = lines.slice(i + 1).filter((l) => l.start >= above.end)
    const versus = rest.find((l) => VERSUS_LINE.test(leftColumn(l.line)))
    if (!versus || versus.start - above.end > LABELLED_SIDE_REACH) continue
    const label = rest.find(
      (l) => l.start > versus.start && DEFENDANT_LABEL.test(leftColumn(l.line)),
    )
    if (!label || label.start - versus.start > LABELLED_SIDE_REACH) continue
    // Only blank rows and the "v." stand between the plaintiffs' names and the defendants' label.
    const between = rest.filter((l) => l.start > above.end && l.start < label.start)
    if (between.some((l) => l !== versus && leftColumn(l.line).trim() !== '')) continue
    const below = namesAfter(head, namesStart(label.line, label.start))
    if (!below) continue
    const sides = twoSides(
      { text: above.names, start: above.start, end: above.end },
      { text: below.names, start: below.start, end: below.end },
    )
    if (sides.length > 0) return sides
  }
  return []
}

// A side's label and its name on one row, as a court's case page or a form prints them:
// "Plaintiff: Jane Roe", "Defendant(s):  Acme Corp.".
const PLAINTIFF_ROW =
  /^[ \t]*(?:Plaintiffs?|Petitioners?|Appellants?|PLAINTIFFS?|PETITIONERS?|APPELLANTS?)(?:\(s\))?[ \t]*:[ \t]*(\p{Lu}[^\n]*?)[ \t]*$/gmu
const DEFENDANT_ROW =
  /^[ \t]*(?:Defendants?|Respondents?|Appellees?|DEFENDANTS?|RESPONDENTS?|APPELLEES?)(?:\(s\))?[ \t]*:[ \t]*(\p{Lu}[^\n]*?)[ \t]*$/gmu
// What a row's value holds that names no party: counsel, a count, a status.
const ROW_NOT_NAME =
  /\b(?:represented\s+by|Attorney|Counsel|Esq\b|Pro\s+Se|None|Unknown|TERMINATED|Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?)\b|^\d|^(?:Yes|No)$/i
const LABELLED_ROWS_REACH = 3000
const ROWS_APART = 400
const ROW_VALUE_MAX = 150

/** The rows of one label, each run of them (one under another) joined: the side's names. */
function labelledRows(text: string, pattern: RegExp) {
  const runs: Array<{ names: string[]; start: number; end: number }> = []
  for (const row of text.matchAll(pattern)) {
    const value = row[1]!
    // (A sentence after the label, "Plaintiff: The court finds that …", is no name.)
    if (
      value.length > ROW_VALUE_MAX ||
      ROW_NOT_NAME.test(value) ||
      /\s\p{Ll}+\s+\p{Ll}+\s+\p{Ll}+\s/u.test(value)
    )
      continue
    const start = row.index + row[0].indexOf(value)
    const last = runs[runs.length - 1]
    // (A row straight under the last one adds a name to its run.)
    if (last && !/\n[^\n]*\n/.test(text.slice(last.end, row.index))) {
      last.names.push(value)
      last.end = start + value.length
    } else runs.push({ names: [value], start, end: start + value.length })
  }
  return runs
}

/**
 * A case page's two labelled rows ("Plaintiff: Jane Roe" … "Defendant: Acme Corp."): the names
 * beside the plaintiffs' label, and beside the defendants' label a few rows below. Both labels
 * open their rows, each once in a run, and stand close together: a docket's party list or a
 * sentence ("Plaintiff: the court finds") is read elsewhere or not at all.
 */
export function findLabelledRows(head: string): PartyMention[] {
  const text = head.slice(0, LABELLED_ROWS_REACH)
  const plaintiffs = labelledRows(text, PLAINTIFF_ROW)
  const defendants = labelledRows(text, DEFENDANT_ROW)
  if (plaintiffs.length !== 1 || defendants.length !== 1) return []
  const [p, d] = [plaintiffs[0]!, defendants[0]!]
  if (d.start < p.end || d.start - p.end > ROWS_APART) return []
  return twoSides(
    { text: p.names.join(';\n'), start: p.start, end: p.end },
    { text: d.names.join(';\n'), start: d.start, end: d.end },
  )
}

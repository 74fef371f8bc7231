// A docket report's party name wrapped onto the lines under it, as a printed report turned to text
// sets it: the name column's next line beside the counsel column's "(See above for address)" or
// "LEAD ATTORNEY" ("Department of Housing and Urban represented by Jan Roe" / "Development (See
// above for address)"), or a page rendered a cell to a line, the name's last words on a line of
// their own before "represented by" ("Department of Housing and Urban" / "Development" /
// "represented by"). What a name cell sets under the name is no part of it: the party's
// "TERMINATED: …", its description ("individually and in his official capacity as …"), its office
// ("Warden", "Director, Office of …").

// The counsel column's marks beside a name column's line: the counsel's "(See above for address)"
// after a space, its "LEAD ATTORNEY", "ATTORNEY TO BE NOTICED", "PRO HAC VICE" or "TERMINATED: …"
// after a run of spaces or a tab.
const BESIDE_COUNSEL =
  /^[ \t]*(\S[^\n]*?)(?:[ \t]+\(See[ \t]+above[ \t]+for[ \t]+address\)|(?:[ ]{2,}|\t)[ \t]*(?:LEAD[ \t]+ATTORNEY|ATTORNEY[ \t]+TO[ \t]+BE[ \t]+NOTICED|PRO[ \t]+HAC[ \t]+VICE|TERMINATED:))/
// A line of the counsel column's alone: its marks, or a line the name column leaves empty.
const COUNSEL_LINE =
  /^[ \t]*(?:LEAD[ \t]+ATTORNEY|ATTORNEY[ \t]+TO[ \t]+BE[ \t]+NOTICED|PRO[ \t]+HAC[ \t]+VICE|\(See[ \t]+above\b|TERMINATED:|Email:|Fax:|Phone:)/i
// A name column's text beside "represented by" or the counsel's "(See above …)" on its line.
const NAME_BESIDE =
  /^[ ]*(\S[^\n\t]*?)[ ]+(?:represented[ \u00a0]+by\b|\(See[ ]+above[ ]+for[ ]+address\))/gm
// The line under a name cell rendered a cell to a line: the counsel's "represented by", the next
// block's role or the "V." between the sides, or the list's end.
const CELL_ENDS =
  /^[ \t]*(?:represented[ \t\u00a0]+by\b|(?:(?:Consol|Intervenor|Counter|Cross)[ \t]+)?(?:Plaintiff|Petitioner|Defendant|Respondent|Appellant|Appellee|Movant|PLAINTIFF|DEFENDANT)s?(?:[ \t]*\(\d+\))?[ \t]*$|V\.?[ \t]*$)|^[ \t]*$/

// A word a name's wrapped line may hold: a capitalised word, initials, a joining word.
const NAME_WORD = /^(?:\p{Lu}[\p{L}.'’&-]*,?|&|and|of|for|the|on|de|del|la|du|van|von)$/u
// A company's suffix or "et al." alone on the line: the name's tail, whatever the column's width.
const TAIL =
  /^(?:Inc\.?|INC\.?|Incorporated|LLC|L\.L\.C\.|Ltd\.?|LTD\.?|Corp\.?|CORP\.?|Co\.|CO\.|L\.P\.|LLP|N\.A\.|et[ ]+al\.?)$/
// What a name that is complete ends on: a company's suffix.
const COMPLETE = /(?:\b(?:Inc|INC|LLC|Ltd|LTD|Corp|CORP|Co|CO|LLP|L\.L\.C|N\.A|P\.C)\.?|,)$/
// The first word of a line under a person's name that describes the party: an office, a status, a
// description's opening word ("A Delaware corporation", "As Trustee", "Class Member").
const DESCRIBES =
  /^(?:Director|Secretary|Commissioner|Warden|Sheriff|Undersheriff|Mayor|Chief|Superintendent|Supt|Administrator|Executive|Exec|Member|Class|President|Chairman|Chair|Chairperson|Governor|Attorney|Officer|Deputy|Assistant|Judge|Trustee|Treasurer|Acting|Former|Formerly|Individually|Manager|Captain|Lieutenant|Sergeant|Sgt|Lt|Detective|Badge|Agent|Employee|Inmate|Minor|Guardian|Parent|Next|As|In|On|By|A|An|Whose|Also|Known|Doing|Each|All|His|Her|Their|Its|TERMINATED)\b/i
// An organisation's name, which a wrapped line's capitalised words continue ("Department of
// Housing and Urban" / "Development"); a person's name takes none without the column's width to
// show the wrap.
const ORGANISATION =
  /\b(?:Department|Dept|Office|Bureau|Board|Authority|Commission|Agency|Administration|Council|Committee|Association|Society|Foundation|Institute|Center|Centre|Coalition|Alliance|League|Network|Union|Project|Services|Service|Corporation|Company|District|University|College|School|Church|Hospital|Trust|Fund|Federation|Organization|Partnership|Group|Holdings|Friends|Citizens|County|City|State|United|National|American|Federal|Regional|of|for|and)\b/i

// A line a cell to a line wrapped is long: a short one ("Sierra Holdings" / "Jo Lin") ended where
// the page's cell did.
const CELL_WRAP_MIN = 25

/**
 * A line's printed width: a printout's proportional type sets a capital wider than a small letter
 * and a space or a stop narrower, so a line's characters are weighed, not counted.
 */
export function printedWidth(line: string): number {
  let width = 0
  for (const char of line) {
    if (/\p{Lu}/u.test(char)) width += 1.4
    else if (/\p{Ll}/u.test(char)) width += 1
    else if (/\d/.test(char)) width += 1.1
    else width += 0.5
  }
  return width
}

/**
 * The widest line a report's name column holds beside the counsel column: a name's next word
 * that would have fitted on its line under that width was set on the next line by the report,
 * not wrapped. Zero when the report sets no name beside its counsel.
 */
export function nameColumnWidth(text: string, capitals = false): number {
  let widest = 0
  for (const match of text.matchAll(NAME_BESIDE)) {
    // (Capitals alone: a name in capitals is weighed against names in capitals, the weights of
    // small letters and capitals being rough.)
    if (capitals && /\p{Ll}/u.test(match[1]!)) continue
    widest = Math.max(widest, printedWidth(match[1]!))
  }
  return widest
}

// A wrapped line that opens with a joining word ("OF REGIONAL PLANNING", "AND ROAD
// AUTHORITY") goes on with the name above: no name's line opens so.
const JOINING_OPENING = /^(?:OF|AND|FOR|&)\s/

/** The name column's text of a line: beside the counsel column's marks, or alone on its line. */
function nameColumn(
  line: string,
  below: string | undefined,
): { text: string; beside: boolean } | null {
  const beside = BESIDE_COUNSEL.exec(line)
  if (beside) return { text: beside[1]!.trim(), beside: true }
  // Alone on its line (a cell to a line): the name cell ends under it.
  if (/^[ \t]*\S[^\n\t]*$/.test(line) && !/[ ]{2,}\S/.test(line.trim()) && below !== undefined)
    return CELL_ENDS.test(below) ? { text: line.trim(), beside: false } : null
  return null
}

/** Whether a wrapped line's text may continue a name: a few capitalised words, no description. */
function continuesName(text: string): boolean {
  const words = text.split(/[ ]+/)
  return (
    words.length <= 4 &&
    // (A union's local by its number: "Engineers, Local 150, AFL-CIO".)
    words.every(
      (word, at) =>
        NAME_WORD.test(word) || (/^\d{1,5},?$/.test(word) && /^Local$/i.test(words[at - 1] ?? '')),
    ) &&
    !DESCRIBES.test(text) &&
    /^\p{Lu}/u.test(text)
  )
}

/** Whether a line under a name's describes the party ("Warden", "Class Member", "As Trustee"). */
export function describesParty(text: string): boolean {
  return DESCRIBES.test(text.trim())
}

/**
 * A name a text browser (lynx, w3m) wrapped in its column when the report's "represented by"
 * cell opens with a line break: "represented by" stands on a line under the name's first, its
 * column the name column's edge ("United States Department of      Lena Ortiz" / "Housing and
 * Urban    represented by    U.S. Attorney's Office" / "Development    400 S. Virginia St."). The
 * lines under the name's (`lines`), after the `read` ones whose last is `last`, that start at
 * the name's column (`indent`) continue it while each next word would not have fitted on the line above within the column.
 */
export function columnWrappedRows(
  last: string,
  lines: readonly string[],
  read: number,
  indent: string,
): string[] {
  const edge = lines
    .slice(0, 2)
    .map((line) => line.search(/(?<=[ ]{2})represented[ ]by\b/))
    .find((at) => at > indent.length)
  if (edge === undefined) return []
  const width = edge - indent.length - 1
  const rows: string[] = []
  let above = last.trim()
  for (const line of lines.slice(read, read + 4)) {
    if (!line.startsWith(indent) || !/^\S/.test(line.slice(indent.length))) break
    if (CELL_ENDS.test(line) || COUNSEL_LINE.test(line)) break
    const cell = line
      .slice(indent.length)
      .split(/[ ]{2,}|\t/)[0]!
      .trim()
    if (indent.length + cell.length > edge) break
    if (!TAIL.test(cell) && !continuesName(cell)) break
    if (!TAIL.test(cell) && above.length + 1 + cell.split(' ')[0]!.length <= width) break
    rows.push(cell)
    above = cell
  }
  return rows
}

/**
 * The wrapped lines that continue a party's name, from `lines` (the name column's lines under
 * `last`, the name's last line read): each a few capitalised words (or a company's suffix, "et
 * al."), none describing the party, each wrapped (its first word would not have fitted on the
 * line above within the column's `width`). A name alone on its line (a cell to a line) shows no
 * width: there only an organisation's name runs on. `name` is the name read so far, `indent` what
 * precedes it on its line.
 */
export function wrappedNameRows(
  name: string,
  last: string,
  lines: readonly string[],
  width: number,
  indent = '',
): string[] {
  if (COMPLETE.test(name.trim())) return []
  const rows: string[] = []
  let above = last.trim()
  for (let at = 0; at < lines.length && rows.length < 3; at++) {
    const line = lines[at]!
    // The name column's lines start where the name does: a line set further in is the counsel's.
    if (!line.startsWith(indent) || /^[ \t]/.test(line.slice(indent.length))) break
    if (CELL_ENDS.test(line) || COUNSEL_LINE.test(line)) break
    const cell = nameColumn(line, lines[at + 1])
    if (!cell || cell.text === '') break
    const words = cell.text.split(/[ ]+/)
    if (TAIL.test(cell.text)) {
      rows.push(cell.text)
      break
    }
    if (!continuesName(cell.text)) break
    const wraps = cell.beside
      ? (width > 0 && printedWidth(above) + 0.5 + printedWidth(words[0]!) > width) ||
        (JOINING_OPENING.test(cell.text) && !/\p{Ll}/u.test(`${name} ${cell.text}`))
      : printedWidth(above) >= CELL_WRAP_MIN &&
        ORGANISATION.test(`${name} ${rows.join(' ')}`) &&
        (words.length === 1 || ORGANISATION.test(cell.text))
    if (!wraps) break
    rows.push(cell.text)
    above = cell.text
    if (!cell.beside) break
  }
  return rows
}

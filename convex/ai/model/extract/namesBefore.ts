// A caption's block of names read upwards, line by line in its left column, from a side's mark
// ("Plaintiff,") or a "v." to the block's end (a blank row, a rule, a title or the court).
import {
  ABBREVIATED_END,
  VERSUS_ONLY,
  besideColumnCut,
  closedByColumn,
  isProseLine,
} from './captionBlocks'
import {
  abovePageBreak,
  isHeaderLine,
  isJudgeCell,
  isMarkerLine,
  isNonPartyLine,
  isSeparatorLine,
  isTitleLine,
  isTitleWordsLine,
  leftColumn,
  lineAbove,
  runsOver,
  underRunningHeader,
} from './captionLines'
import { listBrokenOff, sovereignListLine } from './nameLines'
import { isAddressLine, partyNames } from './partyNames'
import { isIssuedForm } from './issuedForms'

/**
 * Whether a line of names breaks off with no closing mark, so the name goes on below: it ends on a
 * word ("HAWAII STATE DEPARTMENT OF", "EDUCATION and OAHU"), and is no "v." line.
 */
function runsOn(left: string): boolean {
  return /\p{L}\s*$/u.test(left) && !VERSUS_ONLY.test(left) && !isTitleWordsLine(left)
}

/**
 * Whether a line breaks off in the middle of a party's description: it holds a comma (a name and
 * what describes it) and ends on a word, with no closing mark; a title, a header or a docket line
 * does not.
 */
function wrappedMidName(left: string): boolean {
  return (
    // (Or a semicolon between two parties: "…Detention Center; and the Elm County" / "School
    // Board, Defendants.")
    /[,;]/.test(left) &&
    /\p{L}\s*$/u.test(left) &&
    !isNonPartyLine(left) &&
    !isTitleLine(left) &&
    !isHeaderLine(left) &&
    (!isProseLine(left) || PARTY_DESCRIPTION.test(left))
  )
}

// A side's "et al." after its last name ("CAROLINA et al., Defendants.").
const ET_AL = /,?\s*\bet\s+al\b\.?/g

// The words a caption describes a party with, which read like prose: "by and through his mother
// and next friend", "in her official capacity as", "on behalf of all others".
const PARTY_DESCRIPTION =
  /\b(?:by\s+and\s+through|next\s+friend|official\s+capacity|individually|on\s+behalf\s+of|personal\s+representative|guardian\s+ad\s+litem)\b/i

// The judge set in the right-hand column of the "v." row ("v.      HON. JANE F. ROE"): no name.
const JUDGE_BESIDE_VERSUS =
  /^\s*(?:HON(?:ORABLE)?\.?|Hon(?:orable)?\.?|(?:Magistrate\s+|MAGISTRATE\s+|Mag\.\s*|MAG\.\s*)?(?:Judge|JUDGE))\s/

// The last word of a company's name and its form, alone on a line ("POLYMERS, LLC.,").
const COMPANY_TAIL =
  /^\s*[A-Z][A-Z'’&-]+,?\s+(?:LLC|L\.L\.C|INC|CORP|CO|LTD|L\.P|LP|LLP|CORPORATION|COMPANY)\.?\s*[,;]?\s*$/

// A rank or title ending a line after a comma, its holder's name on the next line ("COUNTY OF
// ELM, SGT." / "ROE,"): the name goes on below, the full stop closes no title above the names.
const RANK_BEFORE_NAME =
  /[,;]\s*(?:Sgt|SGT|Lt|LT|Capt|CAPT|Cpl|CPL|Det|DET|Ofc|OFC|Dr|DR|Mr|MR|Mrs|MRS|Ms|MS|Dep|DEP|Sheriff|SHERIFF|Deputy|DEPUTY|Officer|OFFICER|Warden|WARDEN)\.$/

/**
 * Whether the filled line above `start` breaks off on a word, as a name does that goes on below
 * ("… Division of the New York"), or on an initial or an abbreviated seat ("…; Matthew T." over
 * "Roe, Director, U.S." over "Immigration …"), and is no title, docket or judge line.
 */
function brokenOff(text: string, start: number): boolean {
  const above = leftColumn(lineAbove(text, start))
  return (
    /(?:\p{L}|\s(?:\p{Lu}\.)+)\s*$/u.test(above) &&
    !isTitleLine(above, true) &&
    !isTitleWordsLine(above) &&
    !isNonPartyLine(above, true)
  )
}

/**
 * A line of a name in capitals that breaks off with no mark, and is no title, header or docket
 * (after the "v.", `bounded`, only the paper's own title: "DIVISION" there names a defendant).
 */
function brokenCapitals(left: string, bounded = false): boolean {
  return (
    left.trim() !== '' &&
    !/\p{Ll}/u.test(left) &&
    /\p{Lu}\s*$/u.test(left) &&
    !isTitleLine(left, bounded) &&
    !isTitleWordsLine(left) &&
    !isNonPartyLine(left) &&
    !isHeaderLine(left)
  )
}

// "COMMONWEALTH OF PENNSYLVANIA" on a line of its own heads many papers, but standing straight
// above the side's mark or the "v." (nothing but blank rows and the ")" column between) it is the
// prosecuting sovereign, the first side of a criminal caption.
const SOVEREIGN_LINE =
  /^\s*(?:THE\s+)?(?:PEOPLE\s+OF\s+THE\s+)?(?:STATE|COMMONWEALTH|TERRITORY)\s+OF\s+[A-Z][A-Z .]*$/

// …or above the line that goes on with its relator ("PEOPLE OF THE STATE OF NEW YORK" over "ex
// rel. JANE ROE, ESQ."): the two lines are one title (relatorTitles.ts).
const RELATOR_OPENING = /^\s*ex\s+rel\b/i

function sovereignSide(left: string): boolean {
  return SOVEREIGN_LINE.test(left) && !isTitleLine(left, true)
}

/**
 * Whether a line's full stop is a scan's comma inside a list of names in capitals between the "v."
 * and the defendants' mark (`bounded`): the line ends a name in capitals and lists (a comma or a
 * stop after an initial), the line below goes on in capitals ("DR. JOHN M. ROE." / "MARY POE,
 * ALAN DOE,"), and neither is a title.
 */
function stopInList(left: string, below: string, bounded: boolean): boolean {
  return (
    bounded &&
    !/\p{Ll}/u.test(left) &&
    !/\p{Ll}/u.test(below) &&
    /\p{Lu}{2,}\.\s*$/u.test(left) &&
    /[,;]|\b\p{Lu}\.\s/u.test(left) &&
    /^\s*\p{Lu}{2,}/u.test(below) &&
    !isTitleLine(left, true) &&
    !isTitleWordsLine(left) &&
    !isNonPartyLine(left, true)
  )
}

// The heading of a special proceeding's caption before the petitioner's name: "In the Matter of
// the Application of", "In the Matter of the Petition of", "In re the Application of".
const MATTER_HEADING =
  /^\s*(?:in\s+the\s+matter\s+of(?:\s+the\s+(?:application|petition)\s+of)?|in\s+re\s+(?:the\s+)?(?:application|petition)\s+of)\s+/i

/**
 * Whether the lines read so far are one name in capitals broken over a double-spaced caption's
 * rows: no mark or small letter in them, and the last is a single word ("COUNTY", "CENTER").
 */
function oneNameBroken(lines: ReadonlyArray<{ left: string }>): boolean {
  const last = lines[lines.length - 1]!.left.trim()
  return (
    /^\p{Lu}{3,}$/u.test(last) &&
    lines.every((line) => !/[,;:\p{Ll}]/u.test(line.left) && /\p{Lu}\s*$/u.test(line.left))
  )
}

/** Whether the nearest filled line above `lineStart` is a rule (a form's line for the names). */
function ruleAbove(text: string, lineStart: number): boolean {
  const above = filledLineAbove(text, lineStart, (line) => line)
  return above !== null && isSeparatorLine(leftColumn(above.left) || above.left)
}

/**
 * The names in a federal form's caption run onto one line, its ")" column between the cells
 * ("CITY OF ELM, et al. ) Defendant(s) )", a flattened PDF's or a web page's text): the cell
 * straight before the mark, when the text is such a form and the cell is no docket label or "v.".
 */
function formCellBefore(
  text: string,
  from: number,
  mark: number,
): { names: string; start: number; end: number } | null {
  const before = text.slice(from, mark)
  const close = before.lastIndexOf(')')
  if (close === -1 || before.slice(close + 1).trim() !== '' || !isIssuedForm(text)) return null
  const open = before.lastIndexOf(')', close - 1)
  const cell = before.slice(open + 1, close)
  const names = cell.trim()
  if (names === '' || VERSUS_ONLY.test(names) || /\b(?:Civil\s+Action|Case)\s+No\b|\d/i.test(names))
    return null
  const start = from + open + 1 + cell.search(/\S/)
  return { names, start, end: start + names.length }
}

/** How far a line's text starts in, a tab counted as eight spaces. */
function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)![0].replace(/\t/g, '        ').length
}

/** The nearest line above `lineStart` whose left column holds text, with where it starts. */
function filledLineAbove(
  text: string,
  lineStart: number,
  column: (line: string) => string,
): { start: number; left: string } | null {
  let end = lineStart - 1
  for (let skipped = 0; end > 0 && skipped < 4; skipped++) {
    const start = text.lastIndexOf('\n', end - 1) + 1
    const left = column(text.slice(start, end))
    if (left.trim() !== '' && !isMarkerLine(left)) return { start, left }
    end = start - 1
  }
  return null
}

/**
 * Whether the row at `start` is the right-hand column's docket or judge line set among the names
 * ("Hon. Jane Roe", "CASE NUMBER: 1:12-cv-1"): the name runs on over it (the line below goes on
 * from the one above), and it does not carry the ")" column the names' lines carry.
 */
function rightColumnRow(
  text: string,
  start: number,
  line: string,
  top: { start: number; left: string },
  column: (line: string) => string,
): boolean {
  const topEnd = text.indexOf('\n', top.start)
  const topLine = text.slice(top.start, topEnd === -1 ? text.length : topEnd)
  if (/\)\s*$/.test(line) && /\)\s*$/.test(topLine)) return false
  const above = filledLineAbove(text, start, column)
  if (!above) return false
  return (
    /^\s*(?:\p{Ll}|(?:OF|AND|THE|of|and|the|&)\s)/u.test(top.left) ||
    /[,;&]\s*$|\p{Lu}-\s*$|\b(?:AND|OF|THE|and|of|the)\s*$/u.test(above.left) ||
    listBrokenOff(above.left)
  )
}

// The court's division printed in the right-hand column beside a line of names, past the ":" or
// ")" column or a wide gap ("BERNADETTE ROE and      :     CIVIL DIVISION"), as Pennsylvania's
// common pleas and New Jersey's Superior Court set it.
const DIVISION_BESIDE = /(?:\s[):§]|\s{3})\s*(?:[A-Z]+\s+){1,3}DIVISION\s*$/

/** Whether a line is a name's, with only the right-hand column's division label making it a header. */
function divisionBesideName(whole: string, left: string): boolean {
  return (
    left.trim() !== '' &&
    DIVISION_BESIDE.test(whole) &&
    !isHeaderLine(left) &&
    !isTitleLine(left) &&
    !isNonPartyLine(left)
  )
}

const DATE_IN_WORDS =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}\b/

/**
 * Whether a line's date in words is part of a party's description: the line above describes in
 * small letters and breaks off on a word, and this line closes the entry with a comma or a
 * semicolon ("Under the Provisions of the Trust" / "Agreement Dated December 31, 1949;").
 */
function describedDate(
  text: string,
  start: number,
  left: string,
  column: (line: string) => string,
): boolean {
  if (!DATE_IN_WORDS.test(left) || !/[,;]\s*$/.test(left)) return false
  const above = column(lineAbove(text, start))
  return /\p{Ll}/u.test(above) && /\p{L}\s*$/u.test(above) && !isNonPartyLine(above)
}

/**
 * Whether the line above `start` closes a name for its role: it ends on a comma, names someone in
 * capitals, and is no title, docket or header line ("INSURANCE AGENCY, INC., et al.,").
 */
function closedNameAbove(text: string, start: number, column: (line: string) => string): boolean {
  const above = column(lineAbove(text, start))
  return (
    /,\s*$/.test(above) &&
    /\p{Lu}{2,}/u.test(above) &&
    !isTitleLine(above) &&
    !isNonPartyLine(above) &&
    !isHeaderLine(above) &&
    partyNames(above).length > 0
  )
}

/**
 * Whether a line is a fragment of a reporter's other column (its headnote or opinion) set by the
 * text layer between two lines of one name in capitals ("DALLAS FEDERAL SAVINGS AND" / "retired."
 * / "LOAN ASSOCIATION,"): one to three words in small letters, with the name in capitals broken
 * off on a joining word above it and going on in capitals below it.
 */
function otherColumnFragment(
  text: string,
  start: number,
  left: string,
  top: string,
  column: (line: string) => string,
): boolean {
  const words = left.trim().split(/\s+/)
  return (
    words.length <= 3 &&
    words.every((word) => /^\p{Ll}/u.test(word)) &&
    !/\p{Ll}/u.test(top) &&
    /\p{Lu}{2,}/u.test(top) &&
    /\b(?:AND|OF|THE|FOR|&)\s*$/.test(column(lineAbove(text, start))) &&
    brokenCapitals(column(lineAbove(text, start)))
  )
}

/**
 * Whether a line in small letters standing above a name in capitals is another column's sentence,
 * not the name's: a party's description follows its name (or breaks off above it on a joining word
 * or a comma, "a Delaware corporation doing business as"), while "not object to alleged deficiency
 * before jury" over "DALLAS FEDERAL SAVINGS AND" is a reporter's headnote.
 */
function sentenceAboveCapitals(left: string, top: string): boolean {
  const words = left.trim().split(/\s+/)
  return (
    words.length >= 3 &&
    words.every((word) => /^\p{Ll}/u.test(word)) &&
    !/[,;]/.test(left) &&
    !/[-–&]\s*$|\b(?:and|or|of|the|as|for|by|a|an|his|her|their|its|to|in|on|with)\s*$/i.test(
      left,
    ) &&
    !/\p{Ll}/u.test(top) &&
    /^\s*\p{Lu}{2,}/u.test(top)
  )
}

// A side's one line closed by its role, its name opening in capitals: "UNITED STATES of America,
// Plaintiff", "JANE ROE, et al., Petitioners,".
const CLOSED_SIDE_LINE =
  /^\s*\p{Lu}{2,}.*,\s*(?:Plaintiffs?|Petitioners?|Appellants?|Complainants?|Relators?)\s*[,.;:]?\s*$/u

/**
 * Whether a line above a side's one line, closed by its role straight above the "v.", is another
 * column's sentence, as a reporter's two-column page comes out of a text layer that joins each row
 * of the caption with the opinion's beside it ("William Roe then presiding, issued an Order" over
 * "UNITED STATES of America, Plaintiff  on July 27, 1970, …" over "v.  Fact and Conclusions …"):
 * it ends on a word with no joining mark and reads as prose (four words or more in small letters),
 * and describes no party. A name broken over the two lines ends on a joining word or a comma, or
 * describes its party ("by her next friend").
 */
function proseAboveClosedSide(left: string, side: string): boolean {
  if (!CLOSED_SIDE_LINE.test(side)) return false
  if (!/\p{L}\s*$/u.test(left) || /\p{Lu}{2,}/u.test(left)) return false
  if (/\b(?:and|or|of|the|as|for|by|a|an|his|her|their|its|to|in|on|with|et)\s*$/i.test(left))
    return false
  if (PARTY_DESCRIPTION.test(left) || /\b(?:next\s+friend|guardian|minor|parent)\b/i.test(left))
    return false
  const small = left
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{Ll}{2,}/u.test(word))
  return small.length >= 4
}

// A side's line opening on its lead name as a reporter prints it, the surname in capitals:
// "Russell MOYLE, et al., Plaintiffs,", "UNITED STATES of America, Plaintiff,".
const CAPITALS_NAME_OPENING = /^\s*(?:\p{Lu}[\p{Ll}.]*\s+){0,3}\p{Lu}{2,}[\p{Lu}'’-]*\b.*,/u

/**
 * Whether the line above a side's line, which opens on a name in capitals and closes on its mark,
 * is another column's sentence and not the name's first half, as a reporter's two-column page
 * comes out of a text layer that joins each row ("seek to certify a class with respect to the
 * claim for" over "Russell MOYLE, et al., Plaintiffs,  violation of …"): five words or more in
 * small letters, no comma, no capitals, and no party's description.
 */
function sentenceAboveSide(previous: string, side: string): boolean {
  if (!CAPITALS_NAME_OPENING.test(side)) return false
  if (/[,;]/.test(previous) || /\p{Lu}{2,}/u.test(previous)) return false
  if (PARTY_DESCRIPTION.test(previous) || /\b(?:next\s+friend|guardian|minor)\b/i.test(previous))
    return false
  const small = previous
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{Ll}{2,}/u.test(word))
  return small.length >= 5
}

/**
 * The names standing before a side's mark ("Plaintiff,"), read line by line upwards in the left
 * column: blank rows and the ")" column are skipped until names begin; the names end (upwards) at
 * a blank row, a separator row, a title or the court, or at `stop`. A caption on one line keeps
 * the text before the mark on that line.
 */
export function namesBefore(
  text: string,
  mark: number,
  stop: number,
  bounded = false,
  column: (line: string) => string = leftColumn,
): { names: string; start: number; end: number } | null {
  const markLine = text.lastIndexOf('\n', mark - 1) + 1
  const fromVersus = /^\s*(?:v\.?|vs\.?|versus)\s*(?:\n|$)/i.test(
    column(text.slice(mark, text.indexOf('\n', mark) + 1 || text.length)),
  )
  const lines: Array<{ start: number; left: string; end: number }> = []
  // A form's "Plaintiff(s)" marks a side only under the form's rule: elsewhere the names above it
  // are a typed caption's, read by its other marks.
  const formRole = /^\p{L}+\(s\)/u.test(text.slice(mark, mark + 20))
  if (formRole && !ruleAbove(text, markLine) && !isIssuedForm(text)) return null
  const sameLine = column(text.slice(Math.max(markLine, stop), mark))
  if (formRole && sameLine.trim() === '') {
    const cell = formCellBefore(text, Math.max(markLine, stop), mark)
    if (cell) return cell
  }
  const previous = lineAbove(text, markLine)
  // The mark's line read without its "et al." ("CAROLINA et al., Defendants."): the name's end
  // in capitals, as a reporter prints the caption's last line.
  const capitalsEnd = sameLine.replace(ET_AL, '')
  // The line above from the "v." on, when the "v." stands on it: a caption set as one paragraph
  // and wrapped mid-name after its "v." ("ACME CO., Appellant, v. ELM STATE DIVISION OF HUMAN" /
  // "RIGHTS, Respondent.").
  const previousStart = text.lastIndexOf('\n', markLine - 2) + 1
  const versusAbove = stop > previousStart
  const afterStop = versusAbove ? text.slice(stop, Math.max(stop, markLine - 1)) : previous
  // A block of names that runs on to the mark's line ("…, and the Class they\nrepresent,
  // Respondents,") is read upwards from it; a line of its own is the whole block.
  // So is the last line of a block that names no one by itself ("SITUATED  APPELLANTS").
  const continues =
    sameLine.trim() !== '' &&
    markLine > stop &&
    !sentenceAboveSide(column(previous), sameLine) &&
    (/^\s*\p{Ll}/u.test(sameLine) ||
      // A line above that breaks off on a joining word ("in his official capacity as").
      // …or on a possessive ("A MINOR, BY HIS\nGUARDIAN AD LITEM, …, PLAINTIFFS,").
      /[,;-]\s*$|\b(?:and|as|of|the|for|by|&|his|her|their|its)\s*$/i.test(previous) ||
      // A name broken after its initial ("… Craig Chval; A.\nCrista Hogan, Defendants").
      /(?:^|\s)\p{Lu}\.\s*$/u.test(previous) ||
      // A reporter's caption broken after the first word of the name its "and" joins ("ELM GAS
      // COMPANY and Oak\nRiver Pipeline Corporation, Defendants.").
      /\p{Lu}{2,}\s+and\s+\p{Lu}\p{Ll}+\s*$/u.test(column(previous)) ||
      // A reporter's caption set as one paragraph, wrapped mid-name: the line above describes a
      // party and breaks off on a word ("Jane ROE, by her mother and next friend, Mary\nPoe, et
      // al., Plaintiffs,").
      wrappedMidName(column(previous)) ||
      // An office described on the line above and broken off mid-name ("in her official capacity
      // as Chief Executive Officer of the Colorado Mental\nHealth Institute, Defendants.").
      (/^\s*\p{Ll}/u.test(column(previous)) &&
        PARTY_DESCRIPTION.test(column(previous)) &&
        /\p{L}\s*$/u.test(column(previous))) ||
      (!/\p{Ll}/u.test(sameLine) &&
        partyNames(sameLine).length === 0 &&
        column(previous).trim() !== '') ||
      // A name in capitals broken over two lines, its end on the mark's line ("MICHIGAN
      // PROTECTION & ADVOCACY" / "SERVICE, INC., Plaintiff,").
      (!/\p{Ll}/u.test(capitalsEnd) &&
        brokenCapitals(column(afterStop), bounded && versusAbove) &&
        !VERSUS_ONLY.test(column(afterStop))))
  if (sameLine.trim() !== '' && !continues) {
    const start = Math.max(markLine, stop)
    return {
      names: sameLine,
      start: start + sameLine.search(/\S/),
      end: start + sameLine.trimEnd().length,
    }
  }
  if (continues) {
    lines.push({
      start: markLine + sameLine.search(/\S/),
      left: sameLine,
      end: markLine + sameLine.trimEnd().length,
    })
  }
  let end = markLine - 1
  while (end > stop) {
    const start = Math.max(stop, text.lastIndexOf('\n', end - 1) + 1)
    const line = text.slice(start, end)
    const left = column(line)
    end = start - 1
    // The rest of the "v." line past a gap ("v.  [2]  Federal Courts", "vs.  ORDER GRANTING") is
    // the right-hand column's, a reporter's headnote or the paper's title: no name; nor is the
    // opinion's sentence going on there in small letters ("v.  between the union and the").
    if (
      bounded &&
      start === stop &&
      lines.length > 0 &&
      /^[ \t]{2,}\S/.test(line) &&
      (/^\s*\[\d{1,2}\]/.test(line) ||
        isTitleWordsLine(line) ||
        /^\s*\p{Ll}/u.test(line) ||
        JUDGE_BESIDE_VERSUS.test(line))
    )
      break
    if (isMarkerLine(line)) continue
    // A scan's stray letter between the mark and the names (the docket's last letter, read off the
    // right-hand column onto a row of its own): no name.
    if (lines.length === 0 && /^\s*[A-UW-Z]\s*$/.test(left)) continue
    // The federal forms (the AO 440 summons) write the names on a rule over "Plaintiff(s)": the
    // rule straight above the mark is the form's, and the names stand above it.
    if (lines.length === 0 && formRole && isSeparatorLine(leftColumn(line) || line)) continue
    // A side's names that run over a page break ("JOHN ROE, Director," / "[continued on next
    // page]" / "Case 1:20-cv-1 Document 1 … Page 2 of 9" / "MARY POE, Defendants."): the page's
    // foot and the next page's running header are passed over.
    const broken = lines.length > 0 ? abovePageBreak(text, start) : null
    if (broken !== null) {
      end = broken
      continue
    }
    // (…and the blank rows between that header and the names.)
    if (lines.length > 0 && line.trim() === '' && underRunningHeader(text, start)) continue
    // The right-hand column's title set on a line of its own: between the names and their mark it
    // is passed over, and inside a name that runs on over it ("EDUCATION and OAHU" / "[CLASS
    // ACTION]" / "INTERSCHOLASTIC ASSOCIATION"); above the names it ends them.
    // (Above a bare "v." no role says a caption is there: a title there ends the search.)
    if (left.trim() !== '' && isTitleWordsLine(left)) {
      if (lines.length === 0 ? !fromVersus : runsOn(column(lineAbove(text, start)))) continue
      // …and among the lines of a party's address under its name ("c/o Roe Foundation" /
      // "COMPLAINT FOR DECLARATORY AND" / "P.O. Box 1"): the name is above the address.
      if (lines.length > 0 && isAddressLine(lines[0]!.left)) continue
      // …or between two parties' addresses ("Mesa, AZ 85207" / "COMPLAINT" / "NOMIE ROE,"): the
      // side goes on above it.
      if (lines.length > 0 && isAddressLine(column(lineAbove(text, start)))) continue
      // Louisiana's "CIVIL ACTION" over its "VERSUS", set well to the right of it: the right-hand
      // column's label, passed over.
      if (lines.length === 0 && indentOf(line) >= indentOf(text.slice(markLine, mark)) + 8) continue
      break
    }
    // A row of the ":" or ")" column alone inside a name in capitals broken over two lines
    // ("BRADBURY-SULLIVAN LGBT COMMUNITY" / ":" / "CENTER;"): the name goes on above the row.
    if (
      left.trim() === '' &&
      line.trim() !== '' &&
      lines.length > 0 &&
      /^[^\p{Ll},;]+[,;]\s*$/u.test(lines[0]!.left) &&
      brokenCapitals(column(lineAbove(text, start)))
    ) {
      continue
    }
    if (
      left.trim() === '' &&
      lines.length > 0 &&
      // A blank row, or a row of the ")" column alone or beside the right-hand column's words:
      // the block goes on over it when its lines run on.
      (line.trim() === '' || column === leftColumn) &&
      (runsOver(text, start, lines[0]!.left) ||
        // A party's address under its name, as some courts list them, is set off by blank rows:
        // the side's names go on over them, above and below the address.
        isAddressLine(lines[0]!.left) ||
        isAddressLine(column(lineAbove(text, start))) ||
        // A company's name in capitals broken over a blank row of a double-spaced caption, its
        // last word and its form alone below ("ELM RIVER PERFORMANCE" / "" / "POLYMERS, LLC,").
        (COMPANY_TAIL.test(lines[0]!.left) && brokenCapitals(column(lineAbove(text, start)))) ||
        // …or one name in capitals broken over several ("ALL YOUTH DETAINED IN ELM" / "" / "HALLS
        // AND CAMPS IN OAK" / "" / "COUNTY"): what is read so far has no mark in it and its last
        // line is one word, a name's end that names no one alone.
        (line.trim() === '' &&
          oneNameBroken(lines) &&
          brokenCapitals(column(lineAbove(text, start)))) ||
        // Between the "v." and the defendants' mark, a row of the ":" or ")" column alone, as a
        // text layer sets one between every two lines of the names ("… of the New York" / ":" /
        // "City Police Department, …"): the side goes on over it.
        (bounded && column === leftColumn && /^\s*[):§]\s*$/.test(line) && brokenOff(text, start)))
    ) {
      continue
    }
    // (The judge's cell set above names in capitals is no party's, between "v." and the mark too.)
    const judgeCell = lines.length > 0 && isJudgeCell(left, lines[0]!.left)
    if (lines.length > 0 && left.trim() !== '' && (judgeCell || isNonPartyLine(left, bounded))) {
      // The right-hand column's docket or judge line set on a row of its own inside a name that
      // runs on over it: passed over.
      if (rightColumnRow(text, start, line, lines[0]!, column)) continue
      // A date inside a party's description ("as Trustee Under the Trust" / "Agreement Dated
      // December 31, 1949;"): the description's, not a stamp's.
      if (describedDate(text, start, left, column)) {
        lines.unshift({
          start: start + left.search(/\S/),
          left,
          end: start + left.trimEnd().length,
        })
        continue
      }
    }
    // "In the Matter of the Application of JANE ROE," opening the side, as New York's special
    // proceedings print it: the name after the heading is the side's first, and the block's top.
    const heading = MATTER_HEADING.exec(left)
    if (
      heading &&
      /^\p{Lu}/u.test(left.slice(heading[0].length)) &&
      !/^(?:the\s+)?(?:application|petition)\s+of\b/i.test(left.slice(heading[0].length))
    ) {
      const offset = heading[0].length
      lines.unshift({
        start: start + offset,
        left: left.slice(offset),
        end: start + left.trimEnd().length,
      })
      break
    }
    if (left.trim() === '' || judgeCell || isNonPartyLine(left, bounded)) {
      if (lines.length > 0) break
      continue
    }
    // "Serve: Registered Agent …" under a defendant's name is an address for service, not a party.
    if (/^\s*(?:Serve|SERVE)\b/.test(left)) {
      lines.length = 0
      continue
    }
    // A header is known by its whole line, though the court's name in it set `stop` mid-line
    // ("6/20/2020 Doe v. Roe, Mass: Supreme Judicial Court 2020 - Google Scholar").
    const whole = text.slice(text.lastIndexOf('\n', start - 1) + 1, start + line.length)
    // A title of the right-hand column the text layer set between two lines of one name
    // ("CONFINEMENT UNIT, ELM" / "COMPLAINT-CLASS ACTION" / "VALLEY FACILITY,"): the name runs on
    // over it from the line above.
    if (lines.length > 0 && isTitleLine(left, true) && runsOver(text, start, lines[0]!.left))
      continue
    // The right-hand column's title set between the mark and the names, which close above it
    // ("INSURANCE AGENCY, INC., et al.," / "ORDER GRANTING PLAINTIFFS’" / "Plaintiffs,").
    if (lines.length === 0 && isTitleLine(left, bounded) && closedNameAbove(text, start, column))
      continue
    if (
      isSeparatorLine(line) ||
      (isTitleLine(left, bounded) &&
        !((lines.length === 0 || RELATOR_OPENING.test(lines[0]!.left)) && sovereignSide(left)) &&
        !(lines.length > 0 && sovereignListLine(left))) ||
      (isHeaderLine(whole) && !(lines.length > 0 && divisionBesideName(whole, left)))
    )
      break
    if (lines.length > 0 && otherColumnFragment(text, start, left, lines[0]!.left, column)) continue
    if (lines.length > 0 && sentenceAboveCapitals(left, lines[0]!.left)) break
    if (fromVersus && lines.length === 1 && proseAboveClosedSide(left, lines[0]!.left)) break
    // A line that closes with a full stop above the names ("…TO STAY DISCOVERY.") ends what went
    // before them, a title or a sentence: a name's last line ends on a comma or its role.
    const trimmed = left.trim()
    // (Unless the line below goes on in small letters: "…Rehabilitative Servs.\nof the Indiana
    // Family and Social Services Administration;" is one description.)
    if (
      lines.length > 0 &&
      trimmed.endsWith('.') &&
      !ABBREVIATED_END.test(trimmed) &&
      !RANK_BEFORE_NAME.test(trimmed) &&
      !isAddressLine(left) &&
      !/^\s*\p{Ll}/u.test(lines[0]!.left) &&
      !stopInList(left, lines[0]!.left, bounded)
    )
      break
    lines.unshift({ start: start + left.search(/\S/), left, end: start + left.trimEnd().length })
  }
  if (lines.length === 0) return null
  return {
    names: besideColumnCut(
      lines.map((line) => line.left),
      closedByColumn(text, lines),
    ).join('\n'),
    start: lines[0]!.start,
    end: lines[lines.length - 1]!.end,
  }
}

// What a line of a caption is: a marker, a header, a separator, a title, the left column of a
// ")" caption. Read by the caption's block readers (parties.ts).

// A reporter's footnote or page marker on a line of its own ("[1]", "*737", "737*737"): it
// interrupts a block of names without ending it.
// So is pleading paper's line number printed on a line of its own between a caption's lines.
const MARKER_LINE = /^\s*(?:\[\d{1,3}\]|\d{0,4}\*\d{1,4}|\d{1,2})\s*$/

export function isMarkerLine(line: string): boolean {
  return MARKER_LINE.test(line)
}

/** The line above the one starting at `lineStart`, past any marker lines. */
export function lineAbove(text: string, lineStart: number): string {
  let end = lineStart - 1
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1
    const line = text.slice(start, end)
    if (!isMarkerLine(line)) return line
    end = start - 1
  }
  return ''
}

// A court's filing system's running header atop each page ("Case 1:12-cv-00155 Document 1 Filed
// 02/22/12 Page 2 of 28", "Case: 2:19-cv-1 Doc #: 4 Filed: 01/02/19 Page: 2 of 9 PAGEID #: 40").
const RUNNING_HEADER = /^\s*Case:?\s+\S+.*\bPage:?\s*\d+\s+of\s+\d+\b/i
// What a page ends on under a caption it breaks: its number, a "[continued on next page]" note.
const PAGE_FOOT =
  /^\s*(?:[-–—\s]*\d{1,3}[-–—\s]*|\[?\s*\(?\s*(?:continued|cont['’]?d)\b[^\]\n]{0,30}\)?\s*\]?)\s*$/i

/**
 * Where a caption's block goes on above a page break, when the line at `lineStart` is the next
 * page's running header: the end of the last line of the page before, past its blank rows, its
 * number and a "continued" note; null when the line is no running header.
 */
export function abovePageBreak(text: string, lineStart: number): number | null {
  const newline = text.indexOf('\n', lineStart)
  if (!RUNNING_HEADER.test(text.slice(lineStart, newline === -1 ? text.length : newline)))
    return null
  let end = lineStart - 1
  for (let skipped = 0; end > 0 && skipped < 6; skipped++) {
    const start = text.lastIndexOf('\n', end - 1) + 1
    const line = text.slice(start, end)
    if (line.trim() !== '' && !PAGE_FOOT.test(line) && !/^\s*\f/.test(line)) return end
    end = start - 1
  }
  return null
}

/**
 * Whether the blank row at `lineStart` sits under a page's running header, with only blank rows
 * between: the top of a page a caption's names run on to ("Case 1:20-cv-1 Document 1 … Page 2 of
 * 9" / "" / "JOHN ROE,").
 */
export function underRunningHeader(text: string, lineStart: number): boolean {
  let end = lineStart - 1
  for (let skipped = 0; end > 0 && skipped < 4; skipped++) {
    const start = text.lastIndexOf('\n', end - 1) + 1
    const line = text.slice(start, end)
    if (line.trim() !== '') return RUNNING_HEADER.test(line.replace(/^\s*\f/, ''))
    end = start - 1
  }
  return false
}

/**
 * Whether a block of names runs on over the blank row above `blankStart`, as in a double-spaced
 * caption: the block's top line goes on from the line above ("OF CALIFORNIA,") or that line breaks
 * off on a joining mark ("FEDERAL TRADE COMMISSION;", "and THE PEOPLE OF THE").
 */
export function runsOver(text: string, blankStart: number, top: string): boolean {
  const above = leftColumn(lineAbove(text, blankStart))
  if (above.trim() === '') return false
  return (
    /^\s*(?:\p{Ll}|(?:OF|AND|THE|of|and|the|&)\s)/u.test(top) ||
    // (A word broken at a hyphen, "SPRINGFIELD-IN-", goes on below too.)
    /[,;&]\s*$|\p{Lu}-\s*$|\b(?:AND|OF|THE|and|of|the)\s*$/u.test(above) ||
    // A list of names broken off mid-name ("…, THE NEW YORK CITY" over "SHERIFF'S DEPARTMENT,";
    // "JANE ROE; and JOHN" over "POE; on behalf of …"): a comma or a semicolon says the line
    // lists, the last word with no mark after it says the name goes on.
    (/[,;]/.test(above) &&
      /\p{L}\s*$/u.test(above) &&
      !isTitleLine(above, true) &&
      !isNonPartyLine(above) &&
      !isHeaderLine(above))
  )
}

// A docket label the text layer glued to the ":" column before it: ":CIVIL ACTION NO. 98-".
const GLUED_COLUMN_LABEL = /^:(?:CIVIL\s+ACTION|Civil\s+Action|CASE\s+NO|Case\s+No|NO\.|No\.)/

// The box-drawing characters a caption's column is drawn with.
const BOX_COLUMN = /[│┃┐┘┌└┤├]/g
// A "}" standing apart as a column's mark: at the line's start or after a space.
const BRACE_COLUMN = /(?<=^|\s)\}(?=\s|$)/g

/** A line's left column: cut at a ")" or "§" column, at a wide gap and at a tab. */
export function leftColumn(raw: string): string {
  // Pleading paper numbers its lines in the margin ("14  Plaintiff,"): the number is no text. A
  // PDF's unmapped tab prints as "(cid:9)": a tab, kept as wide as printed so offsets hold.
  // A box drawn round the caption (the Sixth Circuit's "┐", "│" and "┘") is its ")" column.
  // A scan may read the ")" column as "}" ("COMMISSION  }"): a "}" no "{" opened is the column's.
  const line = raw
    .replace(PLEADING_LINE_NUMBER, (number) => ' '.repeat(number.length))
    .replace(/\(cid:9\)/g, '\t      ')
    .replace(BOX_COLUMN, ')')
    .replace(BRACE_COLUMN, (brace) => (raw.includes('{') ? brace : ')'))
  const leading = /^\s*/.exec(line)![0]
  // Text that starts far to the right is the right-hand column ("Time: 8:30 a.m.").
  if (leading.replace(/\t/g, '        ').length >= 30) return ''
  // A line that starts at the ")" or "§" column holds only the right-hand side ("    )  No. 12").
  // So does one that starts at a ":" column ("        :  17-CV-4267 (WFK)").
  // So does a row of a "*" column, alone or before the right-hand side ("*  CIVIL ACTION").
  // (…and so does a docket label glued to its ":" column, ":CIVIL ACTION NO. 12-345".)
  if (/^[)§]|^:(?:\s|$)|^\*(?:\s{2,}|\s*$)/.test(line.slice(leading.length))) return ''
  if (GLUED_COLUMN_LABEL.test(line.slice(leading.length))) return ''
  // Louisiana's captions draw their column with asterisks ("EQUAL EMPLOYMENT  *  CIVIL ACTION"):
  // a "*" standing alone after the names is the column's.
  const first = line
    .slice(leading.length)
    .split(/\s+[)§:](?:\s|$)|(?<=[^\s*])\s+\*(?:\s|$)|\s{3,}|\t+/)[0]!
  // A two-space gap before the ")" column is the text layer's spacing inside the names
  // ("DEVELOPMENT AUTHORITY,  MICHIGAN  )"): the right-hand column is past the ")".
  const bracketed = /^\s+[)§](?:\s|$)/.test(line.slice(leading.length + first.length))
  const left = besideGap(first, bracketed)
  // The ")" column glued to the name by the text layer ("NORTH CAROLINA)"): a ")" no "(" opened.
  const close = left.indexOf(')')
  return withoutLabelBeside(
    withoutJudgeBeside(
      leading + (close > 0 && !left.slice(0, close).includes('(') ? left.slice(0, close) : left),
    ),
  )
}

// The right-hand column's labels of a Louisiana caption ("CIVIL ACTION", "NO. 67-1545", "SECTION
// G", "MAG. DIV. 3"), which a text layer may set one space after the names: "JOHN ROE NO. 67-1545",
// "VS. CIVIL ACTION", "JANE POE, et al SECTION G". No name ends so. (A number without a hyphen is
// a name's own: "ELM COUNTY SCHOOL DISTRICT NO. 12".)
const LABEL_BESIDE =
  /^(.*?\S)[ \t]+(?:CIVIL\s+ACTION(?:\s+NO\.?\s*[\w:-]*\d[\w:-]*)?|NO\.\s*\d+[-–:][\w:-]*\d[\w:-]*|SECTION\s*[:"“]?\s*[A-Z0-9]{1,2}["”]?|MAG(?:ISTRATE)?\.?\s+(?:DIV(?:ISION)?|JUDGE)\.?\s*[:"“]?\s*[A-Z0-9]{1,2}["”]?)[ \t]*$/

/** A line's names without a Louisiana caption's label set one space after them. */
function withoutLabelBeside(left: string): string {
  const label = LABEL_BESIDE.exec(left)
  // (A docket line's own words before its number, "ACTION NO. 12-CI-1", "CIVIL ACTION NO. 4", are
  // no names: the line is left whole, a docket line.)
  if (
    !label ||
    /\b(?:ACTION|CASE|APPEAL|FILE|DOCKET|INDEX|CAUSE|CIVIL|CRIMINAL|MISC\.?)$/i.test(label[1]!)
  )
    return left
  return label[1]!
}

// The judge's name closing a line after a name's words, one space from them: "Timothy Roe D-4 and
// Honorable Jane F. Poe", as E.D. Michigan sets the judge in the right-hand column.
const JUDGE_BESIDE =
  /^(.*?[^\s])[ \t]+(?:Honorable|HONORABLE|Hon\.)[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*)){1,3}[ \t]*$/u

/**
 * A line's names without the judge set beside them at one space: the words before the judge are a
 * name's or its "and" (not "by the", "before" or "to", which introduce the judge in a sentence).
 */
function withoutJudgeBeside(left: string): string {
  const judge = JUDGE_BESIDE.exec(left)
  if (!judge || /\b(?:the|by|before|to|of|from)$/i.test(judge[1]!)) return left
  return judge[1]!
}

// A reporter's headnote number opening the right-hand column: "[3]  Infants".
const HEADNOTE_NUMBER = /^\[\d{1,2}\]\s/

/**
 * A line's text cut at its one two-space gap when a name's closing comma or semicolon stands before
 * it and a capital after it ("ELM KEY SERVICES LLC;  ORDER"), or when what stands after it is the
 * right-hand column's own matter whatever stands before it: a docket label ("ROE COUNTY PUBLIC
 * DEFENDER  No."), a paper's title in capitals ("MICHIGAN PROTECTION & ADVOCACY  MEMORANDUM
 * OPINION") or a note in brackets ("NOMIE BROWN,  (Jury Requested)"). A line with more gaps is a
 * text layer's spacing of words, read as it is.
 */
function besideGap(text: string, bracketed = false): string {
  const gaps = [...text.trimEnd().matchAll(/(\S) {2,}(?=\S)/g)]
  // A docket label after a gap opens the right-hand column however many gaps the line holds
  // ("GONZALES & GONZALES BONDS &  Case No.  4:20-cv-1").
  // (A docket label split by the gap, "Docket  No.  10-1", is one label.)
  // So does a reporter's headnote number ("STATE BOARD OF EDUCATION OF  [3]  Infants").
  const label = gaps.find(
    (gap) =>
      (DOCKET_LABEL.test(text.slice(gap.index + gap[0].length)) ||
        HEADNOTE_NUMBER.test(text.slice(gap.index + gap[0].length))) &&
      !/\b(?:Case|Action|Civil|Cause|Index|Docket)$/i.test(text.slice(0, gap.index + 1)),
  )
  if (label) return text.slice(0, label.index + 1)
  if (gaps.length !== 1 || bracketed) return text
  const gap = gaps[0]!
  const before = text.slice(0, gap.index + 1)
  const after = text.slice(gap.index + gap[0].length)
  // The paper's title going on in capitals beside the "v." ("v.  RULE 37(B)(2)", "v.  PLAINTIFFS'
  // THIRD SET OF"): the "v." stands alone in its column.
  if (VERSUS_MARK_ALONE.test(before) && /\p{Lu}{2,}/u.test(after) && !/\p{Ll}/u.test(after))
    return before
  if (proseBesideCapitals(before, after)) return before
  // (A suffix after the gap is the name's own: "TRUMACK ASSEMBLY,  L.L.C.,".)
  if (/[,;]$/.test(before) && /^\p{Lu}/u.test(after) && !NAME_SUFFIX_OPENING.test(after))
    return before
  // (A docket label split by the gap, "Case  No.", is one label.)
  // (So are a title's words in capitals that go on from the line above, "AND DECLARATORY RELIEF".)
  return (RIGHT_COLUMN_MATTER.test(after) || titleGoesOn(after)) &&
    !/\b(?:Case|Action|Civil|Cause|Index|Docket)$/i.test(before)
    ? before
    : text
}

// A caption's "v." (or "vs.", "versus", "-against-") with nothing else before a gap.
const VERSUS_MARK_ALONE = /^(?:v\.?|vs\.?|versus|-\s*against\s*-)$/i

// The words a caption's line in capitals may carry in small letters: its "et al." and the role.
const CAPTION_SMALL_WORDS =
  /\bet\s+al\b\.?|\b(?:Appellants?|Appellees?|Petitioners?|Respondents?|Plaintiffs?|Defendants?|Intervenors?|Cross|and)\b/g

// What opens a party's description set after its name ("a Delaware corporation", "as guardian",
// "by and through", "individually and"), which is the name's and not another column's.
const DESCRIPTION_OPENING =
  /^(?:a|an|as|by|in|on|of|for|and|or|the|his|her|its|their|individually|doing|d\/b\/a|through|c\/o)\b/

const DESCRIPTION_WORDS =
  /\b(?:next\s+friend|official\s+capacity|individually|behalf|guardian|representative|minor|corporation|capacity|trustee)\b/i

/**
 * Whether what stands past a line's one two-space gap is another column's prose beside a name in
 * capitals, as a reporter's two-column print sets its opinion beside the caption ("EDUCATION et
 * al., Appellant.  been filed in October and November 1974. The Board", "ELM COUNTY BOARD OF  The
 * appeal was heard in the ordinary course"): the name's side holds no small letters but its "et
 * al." and role, the other side is a sentence of four or more words, three in small letters, and
 * describes no party.
 */
function proseBesideCapitals(before: string, after: string): boolean {
  if (/\p{Ll}/u.test(before.replace(CAPTION_SMALL_WORDS, ''))) return false
  if (!/\p{Lu}{2,}/u.test(before)) return false
  const words = after.trim().split(/\s+/)
  return (
    words.length >= 4 &&
    words.filter((word) => /^\p{Ll}{2,}/u.test(word)).length >= 3 &&
    !DESCRIPTION_OPENING.test(after) &&
    !DESCRIPTION_WORDS.test(after)
  )
}

/** Words of a title in capitals going on from the line above: "AND DECLARATORY RELIEF". */
function titleGoesOn(text: string): boolean {
  return /^(?:AND|OR|OF|FOR|TO|IN)\s/.test(text) && !/\p{Ll}/u.test(text) && isTitleWordsLine(text)
}

// (Or the bare "NO.  22-2941" the Eastern District of Pennsylvania sets under its "CIVIL ACTION", or
// the judge's label beside the docket's, "JUDGE:  Hon. Jane Roe".)
const DOCKET_LABEL =
  /^(?:Case|Civil\s+Action|Cause|Index|Docket|CASE|CIVIL\s+ACTION|CAUSE|INDEX|DOCKET)\s+(?:No|NO|Number|NUMBER)\b|^(?:NO|No)\.\s*\d|^(?:JUDGE|Judge)\s*:/

const NAME_SUFFIX_OPENING =
  /^(?:Inc|LLC|L\.L\.C|LLP|L\.L\.P|L\.P|Ltd|Corp|Co|N\.A|P\.C|Jr|Sr|M\.D)\b\.?/i

// What only the right-hand column of a caption prints: a docket label, a paper's title in
// capitals, a bracketed note ("(Jury Requested)", "[CLASS ACTION]").
const RIGHT_COLUMN_MATTER =
  /^(?:(?:Case|Civil|Civil\s+Action|Cause|Index|Docket|C\.\s?A\.)\s+)?No\.?(?:\s|$|:|_)|^(?:CV|CR|Civ\.?|Cr\.?)\s?\d{2,4}[- ]\d{2,6}(?:-[A-Z]{1,4})*\s*$|^(?:\d{1,2}:)?\d{2}-(?:cv|cr|CV|CR)-\d{2,6}(?:-[A-Z]{1,4})*\s*$|^(?:CASE|CIVIL(?:\s+ACTION)?|CAUSE|INDEX|DOCKET)\s+NO\b|^(?:COMPLAINT|MEMORANDUM|ORDER|STIPULATION|MOTION|NOTICE|PETITION|OPINION|JUDGMENT|DECLARATION|BRIEF|CLASS\s+ACTION|JURY\s+TRIAL|BENCH\s+TRIAL)\b[^\p{Ll}]*$|^[([][^)\]]*[)\]]\s*$/u

// The words of a paper's title and of the relief it asks, which the text layer may set on lines of
// their own among the names ("DECLARATORY AND", "[CLASS ACTION]", "DISMISSAL UNDER FRCP 41(a)"),
// or wrap under the "vs." beside which they stand ("ORDER GRANTING PEREMPTORY" / "CHALLENGE", as
// California's papers on a challenge to the judge are titled), or wrap down beside the defendants'
// names ("APPROVAL OF CLASS ACTION" / "SETTLEMENT", "AND FINDINGS OF FACT AND" / "CONCLUSIONS OF
// LAW", "DISMISS FOR FAILURE TO" / "EXHAUST ADMINISTRATIVE").
const TITLE_WORD =
  /^(?:COMPLAINT|PETITION|MOTION|MEMORANDUM|OPINION|ORDER|STIPULATION|NOTICE|DECLARATORY|INJUNCTIVE|RELIEF|DAMAGES|CLASS|ACTION|DISMISSAL|VOLUNTARY|SETTLEMENT|APPROVING|GRANTING|DENYING|FINAL|TEMPORARY|RESTRAINING|PRELIMINARY|PERMANENT|INJUNCTION|JURY|TRIAL|BENCH|DEMAND|DEMANDED|REQUESTED|CIVIL|RIGHTS|FRCP|ALTERNATIVE|EQUITABLE|MANDAMUS|MANDATE|WRIT|HABEAS|CORPUS|VIOLATIONS?|SUPPORT|OPPOSITION|POINTS|AUTHORITIES|CONSENT|DECREE|JUDGMENT|PROPOSED|AMENDED|VERIFIED|EMERGENCY|PARTE|ECF|CASE|APPLICATION|HEARING|REQUEST|BRIEF|REPLY|PEREMPTORY|CHALLENGE|APPROVAL|AWARDING|ATTORNEYS['’]?|FEES|FINDINGS|FACT|CONCLUSIONS|DISMISS|FAILURE|EXHAUST|ADMINISTRATIVE|REMEDIES|FILING|SUIT|CERTIFICATION|CERTIFYING|RECONSIDERATION|CLARIFYING|VACATING|REMANDING|COMPEL|SANCTIONS|CONTEMPT|REPORT|RECOMMENDATION|ADOPTING|PLEADINGS|SUMMARY|REQUESTS|DOCUMENTS|PRODUCTION|INTERROGATORIES|DISCOVERY|EXTENSION|TIME|FILE|AMEND|LEAVE|APPOINTMENT|COUNSEL)$/i
// Words a title shares with names: alone they say nothing.
const WEAK_TITLE_WORD = /^(?:FOR|AND|OF|OR|IN|THE|TO|ON|WITH|OTHER|UNDER|RULE|LAW|EX|A|AN)$/i

/**
 * Whether a line holds only the words of a paper's title or the relief it asks ("COMPLAINT FOR
 * INJUNCTIVE,", "DECLARATORY, AND OTHER RELIEF", "ORDER OR, IN THE"): no party is named so.
 */
export function isTitleWordsLine(line: string): boolean {
  const words = line
    .replace(/\b\d+(?:\([a-z0-9]\))*/gi, ' ')
    .split(/[^\p{L}'’]+/u)
    .filter((word) => word !== '')
  const strong = words.filter((word) => !WEAK_TITLE_WORD.test(word))
  return strong.length > 0 && strong.every((word) => TITLE_WORD.test(word))
}

/**
 * A centred caption's line read as its own column: however far in it starts (a centred name sits
 * where a right-hand column would), cut at a wide gap or a ")" column after its text.
 */
export function centredColumn(raw: string): string {
  const leading = /^\s*/.exec(raw)![0]
  return leading + leftColumn(raw.slice(leading.length)).trimStart()
}

// A margin line number: one or two digits alone, or before a wide gap; or a number whose every
// digit the text layer printed twice ("1144 GONZALEZ" for line 14), before any gap.
const PLEADING_LINE_NUMBER =
  /^[ \t]*(?:\d{1,2}(?=[ \t]{2,}|\t|[ \t]*$)|(\d)\1(?:(\d)\2)?(?=[ \t]|$))/

/** A reporter citation ("81 P.3d 851 (2003)"), a printout's URL or page header: above any caption. */
export function isHeaderLine(line: string): boolean {
  return (
    /^\s*\d+\s+[A-Z][\w.' ]{0,20}?\s+\d+(?:\s*\(\d{4}\))?\s*$/.test(line) ||
    /https?:\/\/|\bDocket\s+Sheet\b|\bPage\s+\d+\s+of\s+\d+\b|\bDepartment\s+\d+\b|\bFiled\s+On\b|\bDivision\b[^\p{L}]*(?:\p{Lu}[^\p{L}]*)?$/iu.test(
      line,
    ) ||
    /^\s*(?:en\s+banc|EN\s+BANC)\s*$/.test(line) ||
    // A bound reporter's running head ("918 FEDERAL REPORTER, 2d SERIES", "410 SUPREME COURT
    // REPORTER"): its page's first line, above any caption.
    /^\s*(?:\d+\s+){0,2}(?:FEDERAL|SUPREME\s+COURT|[A-Z]+(?:\s+[A-Z]+)?)\s+REPORTER\b(?:,\s*\d+[a-z]{1,2}\s+SERIES)?\s*$/.test(
      line,
    ) ||
    // A reporter's count under a headnote ("3 Cases that cite this headnote"), which its text layer
    // may set straight above a two-column caption's names.
    /^\s*\d+\s+Cases?\s+that\s+cites?\s+this\s+headnote\s*$/i.test(line) ||
    // The term of court under the court's name ("October Term, 2003", "OCTOBER TERM, 1978",
    // "JANUARY TERM, A.D. 1985"): the Supreme Court and many state courts date a paper so.
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Spring|Summer|Fall|Autumn|Winter)\s+Term\b,?\s*(?:A\.\s*D\.\s*)?\d{4}\s*$/i.test(
      line,
    ) ||
    // The court's seat under its name: "AT SEATTLE" (Washington's districts), "CAMDEN VICINAGE"
    // (New Jersey's).
    /^\s*(?:\d{1,2}\s+)?(?:AT\s+[A-Z][A-Z .'-]*[A-Z]|[A-Z][A-Z .'-]*\s+VICINAGE)\s*$/.test(line) ||
    // A browser's print header: the date it was printed, then the page's title ("6/20/2020 Foster
    // v. Commissioner …"); no caption line starts with a date.
    /^\s*\d{1,2}\/\d{1,2}\/\d{4}\s+\p{L}/u.test(line)
  )
}

export function isSeparatorLine(line: string): boolean {
  if (/^\s*[-_=x*]{3,}[-_=x*\s]*$/i.test(line) || /^\s*(?:[-_=*~.]\s*){3,}$/.test(line)) return true
  // New York's caption box: a rule of dots or spaced dashes closed by its "X" (".......... X",
  // "- - - - - -x").
  if (/^\s*(?:[-_=*~.]\s*){3,}[xX]\s*$/.test(line)) return true
  // A rule a scan read with specks in it ("ll-----~~~~~~------~~~"): mostly rule marks.
  const marks = line.match(/[-_=~*]/g)?.length ?? 0
  return marks >= 10 && marks >= 0.8 * line.replace(/\s/g, '').length
}

/**
 * A line of the caption that names no party: a docket line, the judge, a bracket row, an "In re"
 * heading. Between "v." and the defendants' mark (`bounded`) "The Honorable …" is a party: writs
 * of prohibition and mandamus name the judges below as respondents.
 */
export function isNonPartyLine(line: string, bounded = false): boolean {
  if (
    /Hon(?:orable|\.)/i.test(line) &&
    !(bounded && /^\s*(?:and\s+)?(?:(?:the\s+)?honorable\b|hon\.\s)/i.test(line))
  )
    return true
  return (
    /^\s*(?:Case|Civil(?:\s+Action)?|Criminal|Index|Docket|Cause|C\.A\.)\s+(?:No|Number\b)|^\s*No\.\s|^\s*[)x§:\-_ ]*$/i.test(
      line,
    ) ||
    // An appeal's line for the number below: "D.C. Docket No. 1:19-cv-01234-ABC", "D.C. No.
    // 2:18-cv-00456", "Agency No. A123-456-789", "BIA No.", "Tax Court No.".
    /^\s*(?:D\.\s?C\.|Agency|BIA|Tax\s+Court|Bankr(?:uptcy|\.)|Lower\s+Court|Trial\s+Court|Dist(?:rict|\.)\s+Court)\s+(?:Docket\s+|Case\s+)?Nos?\.?\s*:?\s*[\dA-Z]/i.test(
      line,
    ) ||
    // A clerk's stamp set among the names: its deputy's line ("BY", "By: ______", "DEPUTY
    // CLERK") or an e-filing stamp naming the clerk ("Filed 20-CI-00417 06/01/2020 Jane Roe, Elm
    // Circuit Clerk").
    /^\s*(?:BY|By)\s*:?\s*(?:_+\s*)?(?:(?:DEPUTY|Deputy)(?:\s+(?:CLERK|Clerk))?)?\s*$|^\s*(?:DEPUTY\s+CLERK|Deputy\s+Clerk)\s*$/.test(
      line,
    ) ||
    /^\s*(?:e-?Filed|E-?FILED|Filed|FILED|Entered|ENTERED|Received|RECEIVED)\b.*\bClerk\b/i.test(
      line,
    ) ||
    // …or its word and date on lines of their own ("FILED", "APR 24 2007", a scan's "APR 2 42 007").
    /^\s*(?:FILED|Filed|RECEIVED|Received|ENTERED|Entered)\s*$/.test(line) ||
    // …or the clerk's title alone under the clerk's name ("JANE ROE" / "CLERK").
    /^\s*(?:CLERK|Clerk)(?:\s+(?:OF|of)\s+(?:THE\s+|the\s+)?(?:COURT|Court))?\s*$/.test(line) ||
    /^\s*(?:JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)\.?\s+\d[\d ]{0,3},?\s+\d[\d ]{2,5}\s*$/.test(
      line,
    ) ||
    // The motion a paper answers, beside its title: "Re: Dkt. No. 59", "Re: ECF No. 12".
    /^\s*Re\s*:\s*(?:Dkt|ECF|Doc|Docket)\b/i.test(line) ||
    // "ACTION NO. 12-CI-01035", "APPEAL No. 3", "Criminal Case No. 12": a docket line whatever
    // word names the number.
    /^\s*(?:[A-Z]+\s+|(?:Criminal|Civil)\s+)?(?:ACTION|Action|CASE|Case|APPEAL|Appeal|FILE|File|MISCELLANEOUS|Miscellaneous)\s+(?:No|NO)\.?\s*[:#]?\s*\d/.test(
      line,
    ) ||
    /^\s*(?:in\s+the\s+matter\s+of|in\s+the\s+application\s+of|in\s+re\b|consolidated\s+with\b)/i.test(
      line,
    ) ||
    // The assigned judge in a caption's margin, "(Wexler, J.)" or "(JFB)(ARL)", names no party;
    // nor do the Northern District of New York's judges' initials under its number ("(MAD/DJS)").
    /^\s*\(\s*\p{Lu}[\p{L}'-]+,\s*(?:C\.\s*)?(?:J|M\.J|U\.S\.M\.J|U\.S\.D\.J)\.\s*\)\s*$|^\s*(?:\(\s*[A-Z]{2,4}(?:\s*\/\s*[A-Z]{2,4})*\s*\)\s*)+$/u.test(
      line,
    ) ||
    // A judge's title on its own line ("U.S. District Court Judge", "United States Magistrate
    // Judge"): the judge named above it is the court's, never a party.
    /^\s*(?:U\.?\s?S\.?|United\s+States)?\s*(?:Chief\s+|Senior\s+)?(?:District|Magistrate|Bankruptcy|Circuit)\s+(?:Court\s+)?Judge\s*$/i.test(
      line,
    ) ||
    // A date in words ("Submitted November 27, 2019"): a paper's or a stamp's, never a name.
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}\b/.test(
      line,
    ) ||
    // A reporter's list of counsel beside the caption ("Fred Roe, Asst. Dist. Atty., Elm Parish"):
    // the abbreviation is counsel's, never a party's name.
    /\bAttys?\.(?=[,\s]|$)/.test(line) ||
    // …and its city and state before whom they appear for ("Jane Roe, Elm City, Ga., for Acme Co.").
    /,\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)*,\s*\p{Lu}\p{Ll}{1,4}\.,?\s+for\b/u.test(line) ||
    // A reporter's line for the federal court that heard the case ("United States District Court,
    // S. D. New York."): above the names, never a party's; below a "v." the court a writ of
    // mandamus is sought against is one.
    (!bounded &&
      /^\s*United\s+States\s+(?:(?:District|Bankruptcy)\s+Court|Court\s+of\s+Appeals)\b/i.test(
        line,
      )) ||
    // A case number alone on its line ("CV-02-2382", "1:20-cv-01220"): a docket, not a name.
    // (Westlaw prints a docket's hyphens as en dashes: "N–86–252", "94–CV–1706".)
    /^\s*(?:\d{1,2}:)?(?:[A-Z]{1,4}[-– ])?\d{2,4}[-– ](?:[A-Za-z]{2,4}[-– ])?\d{2,6}(?:[-– ][A-Z]{2,4})*\s*(?:\(\s*[A-Z]{2,4}\s*\))*\s*$/.test(
      line,
    )
  )
}

// The right-hand column's judge cell on a row of its own ("Hon. Jane M. Roe", "Judge Roe"):
// the name in small letters with nothing after it, where a party the writ names ("HONORABLE JANE
// ROE, Judge of …") is printed in capitals or described.
const JUDGE_CELL =
  /^\s*(?:Hon\.|Honorable|(?:Magistrate\s+|District\s+)?Judge)\s+(?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.|\s+\p{Lu}\p{Ll}+){0,2}\s+)?\p{Lu}\p{Ll}[\p{L}'’-]*\s*$/u

/**
 * Whether a row is the judge's cell of the right-hand column, set above names printed in capitals
 * (`below`, the next row of names): "Hon. Jane M. Roe" over "JOHN POE, Director,".
 */
export function isJudgeCell(line: string, below: string): boolean {
  const lead = below.trim().split(/[,;]/)[0] ?? ''
  return JUDGE_CELL.test(line) && /\p{Lu}{2,}/u.test(lead) && !/\p{Ll}/u.test(lead)
}

// A paper's title opening its line, which may run on to the next ("ORDER DENYING MOTION OF",
// "MEMORANDUM OF LAW IN", "NOTICE OF"): no party's name opens so.
const PAPER_TITLE_OPENING =
  /^\s*(?:(?:ORDER|MOTION|MEMORANDUM|OPINION|JUDGMENT|BRIEF|APPLICATION)\s+(?:DENYING|GRANTING|ADOPTING|APPROVING|DISMISSING|ON|FOR|TO|RE|REGARDING|IN\s+SUPPORT|OF\s+(?:LAW|DISMISSAL|DECISION|POINTS))\b|(?:NOTICE|STIPULATION)\s+(?:OF|AND)\b)/

/**
 * A title or heading in capitals that is no party: a court, a division, the paper's name. A line
 * that runs on ("THE COUNTY OF ONONDAGA, NEW YORK," or "DEPARTMENT OF HOUSING AND") is a name's,
 * and between "v." and the defendants' mark (`bounded`) only the paper's own name is a title:
 * "COUNTY OF", "STATE OF" and "DEPARTMENT" there name the defendants.
 */
export function isTitleLine(line: string, bounded = false): boolean {
  if (PAPER_TITLE_OPENING.test(line)) return true
  if (/\p{Ll}/u.test(line) || /[,;&-]\s*\.?\s*$|\b(?:AND|OF|THE)\s*$|\bET\s+AL\b/.test(line))
    return false
  const titles = bounded
    ? /\b(?:COMPLAINT|ANSWER|MOTION|ORDER|NOTICE|MEMORANDUM|STIPULATION|PETITION|DEMAND|JURY|SUMMONS|AFFIDAVIT|DECLARATION|SETTING|HEARING|INJUNCTION|RESTRAINING|PRELIMINARY|JUDGMENT|DECREE|OPINION|DECISION|WRIT|MANDATE)\b/
    : /\b(?:COURT|DISTRICT|DIVISION|DEPARTMENT|COUNTY OF|STATE OF|COMMONWEALTH OF|COMPLAINT|ANSWER|MOTION|ORDER|NOTICE|MEMORANDUM|STIPULATION|PETITION|DEMAND|JURY|SUMMONS|AFFIDAVIT|DECLARATION|SETTING|HEARING|INJUNCTION|RESTRAINING|PRELIMINARY|JUDGMENT|DECREE|OPINION|DECISION|WRIT|MANDATE)\b/
  return titles.test(line)
}

/**
 * Where a court's name stops a side's names read upwards: the end of the last court named before
 * `at`. A court printed beside the caption, to the right of a name on its line ("GARDEN STATE
 * PAVING CO.,      SUPERIOR COURT OF NEW JERSEY"), is the right-hand column's and stops nothing.
 */
export function courtStop(
  text: string,
  courts: ReadonlyArray<{ start: number; end: number }>,
  at: number,
): number {
  return Math.max(
    0,
    ...courts.filter((c) => c.end <= at && !besideCaption(text, c.start)).map((c) => c.end),
  )
}

function besideCaption(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const newline = text.indexOf('\n', start)
  const line = text.slice(lineStart, newline === -1 ? text.length : newline)
  const left = leftColumn(line).trimEnd()
  return left.trim() !== '' && start - lineStart > left.length
}

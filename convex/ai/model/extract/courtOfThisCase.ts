// Whether a court named outside a caption is the court of THIS case. A paper without a caption (a
// letter, a report, a press release, a settlement agreement, an exhibit) or a brief's body names
// many courts: the cases it cites, the courts it talks about. Only a few forms say the court named
// is the one this case is in: a heading line ("IN THE UNITED STATES DISTRICT COURT", a reporter's
// court line under the docket number), the place a suit was filed or is pending ("filed a complaint
// in the X", "pending before the X", "removed to the X"), a complaint's venue ("committed within the
// jurisdiction of the X", "venue is proper in the X"), the clerk a court's papers are sent to, the
// court defined as "the Court", a label ("Court: X"), or a cell of a web page whose cells a
// converter ran together ("General DocketUnited States Court of Appeals for …").

// Words a sentence broken over lines leaves at the end of a line before a court's name ("… was
// argued before the / United States Court of Appeals"): the name then runs on, no heading.
const RUN_ON_WORD =
  /(?:^|[^\p{L}])(?:the|in|of|by|before|from|to|with|and|at|for|a|an|into|under|than|whether)[ \t]*$/iu

// What may stand before a heading's court on its line: a pleading paper's margin number, a scan's
// speck, "In the" or "The".
// ("The" in small letters starts a sentence: "The United States District Court … held").
const HEADING_LEAD =
  /^[ \t]*(?:\d{1,2}[ \t]+)?[^\p{L}\d\n]{0,3}[ \t]*(?:(?:IN|In)[ \t]+(?:THE|the)[ \t]+|THE[ \t]+)?$/u

// A sentence going on after a court's name on its line: a small-letter word one space on ("…
// District of Utah entered its order"); past a gap of two spaces stands the other column.
const GOES_ON = /^['’]?,?[ \t]?\p{Ll}/u

// The place a suit was brought or now is: a verb of filing, then the court after "in", "before",
// "with" or "to" (the Clerk's office perhaps between), in one sentence.
const FILED_IN =
  /\b(?:filed|commenced|brought|instituted|initiated|pending|docketed|lodged|removed|transferred)\b(?:[^;\n]|\n(?![ \t]*\n)){0,140}?\b(?:in|before|with|to)\s+(?:the\s+)?(?:(?:office\s+of\s+the\s+)?clerk\s+(?:of|for)\s+(?:the\s+)?)?$/i

// A court's papers sent to the clerk of the court whose docket holds them: "a certified copy of
// the judgment was transmitted to the Clerk of the X" (a mandate's letter).
const SENT_TO_CLERK =
  /\b(?:sent|mailed|e-?mailed|transmitted|forwarded|delivered)\b(?:[^;\n]|\n(?![ \t]*\n)){0,80}?\bto\s+the\s+(?:office\s+of\s+the\s+)?clerk\s+(?:of|for)\s+(?:the\s+)?$/i

// A complaint's venue paragraph: "The practices … were committed within the jurisdiction of the X",
// "Venue is proper in the X", "venue lies in the X".
const VENUE =
  /\b(?:within\s+the\s+(?:territorial\s+)?jurisdiction\s+of|venue\s+(?:is\s+(?:proper|appropriate)|lies)\s+in|venue\s+in)\s+(?:the\s+)?$/i

// New York's order opens with the term of court that made it: "At IAS Part 14 of the Supreme
// Court of the State of New York, held in and for the County of Kings, at the Courthouse …".
const AT_TERM =
  /(?:^|\n)[ \t]*At[ \t]+(?:an?[ \t]+)?(?:[A-Z.]+[ \t]+)?(?:Term|Part)\b[^.;\n]{0,60}?\bof[ \t]+(?:the[ \t]+)?$/
const HELD_IN_AND_FOR = /^[ \t]*,[ \t]*held[ \t]+in[ \t]+and[ \t]+for\b/i

// The case a court hears named right after it: "to testify in the X in Shreveport, Louisiana, in
// the case of United States v. City of Shreveport".
const CASE_AFTER =
  /^(?:[^.;\n]|\n(?![ \t]*\n)){0,50}?\bin[ \t]+the[ \t]+(?:case|matter|action)[ \t]+(?:of|captioned|entitled)\b/i

// A court's publication notice over its own opinions: "Opinions of the Colorado Supreme Court are
// available to the public …".
const OWN_OPINIONS = /(?:^|\n)[ \t]*(?:Opinions|Decisions)[ \t]+of[ \t]+the[ \t]+$/
const ARE_AVAILABLE = /^[ \t]+are[ \t]+(?:available|subject|published)\b/

// A label naming the paper's court: "Court: United States District Court for …".
const COURT_LABEL = /(?:^|\n)[ \t]*(?:Court|Tribunal|Venue)[ \t]*:[ \t]*$/i

// The court defined as the paper's court right after its name: "… District of Kansas ("the Court")".
const DEFINED_AS_COURT = /^[ \t,]*\(\s*(?:the\s+|this\s+)?["“](?:the\s+|this\s+)?Court["”]\s*\)/i

/**
 * Whether a court's name at `start` begins its line as a heading or a reporter's court line does:
 * nothing before it on the line but a margin number, "In the" or "THE", no sentence running on into
 * it from the line before ("… filed by the / United States …") nor going on after it on its line.
 */
export function startsHeadingLine(text: string, start: number, end = start): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  if (!HEADING_LEAD.test(text.slice(lineStart, start))) return false
  const previous = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1))
  return !RUN_ON_WORD.test(previous) && !GOES_ON.test(restOfLine(text, end))
}

/** The line's text after `end`. */
function restOfLine(text: string, end: number): string {
  const lineEnd = text.indexOf('\n', end)
  return text.slice(end, lineEnd === -1 ? text.length : lineEnd)
}

/**
 * Whether a page's last line runs on into the next page's first ("… as decided by the"), so a
 * court's name opening the next page is in a sentence, not a running head.
 */
export function runsOnToNextPage(text: string): boolean {
  return RUN_ON_WORD.test(text.trimEnd().split('\n').at(-1) ?? '')
}

/**
 * Whether the line at `start` is running prose (twelve words or more, in small letters, no
 * caption column's mark), as `captionEnd` (placement.ts) reads prose: a court named in it is named
 * in a sentence, even above where the caption was judged to end (a page that opens mid-sentence).
 */
export function inProseLine(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', start)
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd)
  return (
    line.trim().split(/\s+/).length >= 12 &&
    /\p{Ll}{3}/u.test(line) &&
    !/,\s*$|on behalf of|similarly situated|individually/i.test(line) &&
    !/\s[)§]\s/.test(line)
  )
}

/**
 * Whether a court's name at `start`…`end` runs in a sentence, as a short-lined print sets prose
 * above where the caption was judged to end ("… parties to a suit in the / Eastern District of
 * Texas in which the district court …"): small-letter words run into it from before (on its line,
 * or ending the line before with "the", "in", "of" …) and go on after it on its line. A heading, a
 * reporter's court line ("United States District Court, E.D. Texas, Tyler") or a column's cell
 * ends its line, or meets the other column past a gap of two spaces.
 */
export function inSentence(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const lead = text
    .slice(lineStart, start)
    .split(/[ \t]{2,}|[)§:|][ \t]*/)
    .at(-1)!
  const previous = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1))
  const runsIn =
    lead.trim() === ''
      ? /(?:^|[ \t])(?:the|in|of|by|before|from|to|with|and|at|for)[ \t]*$/.test(previous)
      : /\p{Ll}{2,}[ \t]+$/u.test(lead)
  return runsIn && GOES_ON.test(restOfLine(text, end))
}

/** The sentence's text before `start`, at most `span` characters: it stops at a sentence's end. */
function sentenceBefore(text: string, start: number, span: number): string {
  const window = text.slice(Math.max(0, start - span), start)
  // A sentence ends after a word of three letters or more and a stop ("City. The"), never after
  // an abbreviation ("U.S.C.", "No."), or at a blank line.
  const ends = [...window.matchAll(/\p{Ll}{3,}[.!?]["”’)]?\s+(?=\p{Lu})|\n[ \t]*\n/gu)]
  const last = ends.at(-1)
  return last ? window.slice(last.index + last[0].length) : window
}

// A cell run together with the one before it (its last letter, digit or stop touching the
// court's first letter) and the one after (a capital touching the name's end, a seat in
// parentheses perhaps between), or ending the line.
const GLUED_BEFORE = /[\p{L}\d.)]$/u
const GLUED_AFTER = /^(?:[ \t]?\([^()\n]{1,40}\))?(?:\p{Lu}|[ \t]*(?:\n|$))/u

/**
 * Whether a court's name fills a cell of a page whose cells a converter ran together with no
 * space between ("General DocketUnited States Court of Appeals for the Fourth CircuitCourt of
 * Appeals Docket #: …", BeautifulSoup's text of a court's web page in one line): a heading or a
 * header field of the page, as no sentence glues a name to the words either side of it.
 */
export function gluedCell(text: string, start: number, end: number): boolean {
  return (
    start > 0 &&
    GLUED_BEFORE.test(text.slice(Math.max(0, start - 1), start)) &&
    GLUED_AFTER.test(text.slice(end, end + 50))
  )
}

/**
 * Whether a court named at `start`…`end` outside the caption is said to be this case's court: a
 * heading line, the court a suit was filed in or is pending before, a complaint's venue, the court
 * the paper defines as "the Court", or a "Court:" label.
 */
export function namesThisCase(text: string, start: number, end: number): boolean {
  if (startsHeadingLine(text, start, end) || gluedCell(text, start, end)) return true
  const before = sentenceBefore(text, start, 220)
  if ([FILED_IN, SENT_TO_CLERK, VENUE, COURT_LABEL, AT_TERM].some((form) => form.test(before)))
    return true
  const after = text.slice(end, end + 80)
  if (OWN_OPINIONS.test(before) && ARE_AVAILABLE.test(after)) return true
  return [DEFINED_AS_COURT, HELD_IN_AND_FOR, CASE_AFTER].some((form) => form.test(after))
}

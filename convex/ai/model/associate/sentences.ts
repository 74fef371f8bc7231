// A page's text as segments: its lines re-joined into blocks where they wrap (the hard line
// breaks of PDF text), each block cut into sentences. Tables, CSV rows, headings, list items and
// running footers stay apart. Written with character loops rather than regular expressions over
// slices: a page is cut on every question, for up to ~64 pages.
import { isWordCode } from './terms'

export type Range = { start: number; end: number }

/** A sentence, a heading, a table cell or row: [start, end) of the page, trimmed. */
export type Segment = Range & {
  /** A row of comma- or tab-separated values. */
  record: boolean
  /** Every letter in capitals ("AFFIRMATIVE DEFENSES"). */
  caps: boolean
  /** A running footer ("Complaint, Case No. 1:25-cv-04417 – page 2 of 6"). */
  footer: boolean
  /** Opens with a bullet, "(a)" or "12.". */
  listStart: boolean
  /** Not the first sentence of its paragraph. */
  follows: boolean
  words: number
}

type Line = Range & {
  record: boolean
  caps: boolean
  listStart: boolean
  footer: boolean
}

/** A list item's opening: a bullet, "(a) ", "(iv) " or "12. ". */
export const LIST_START = /(?:[-•*–▪◦]\s|\(?[a-z]\)\s|\([ivx]{1,4}\)\s|\d{1,3}[.)]\s)/iy
/** The same without numbered paragraphs: what a lead-in's list is made of. */
export const BULLET_START = /(?:[-•*–▪◦]\s|\(?[a-z]\)\s|\([ivx]{1,4}\)\s)/iy
const FOOTER = /\bpage\s+\d+\s+of\s+\d+\s*$/i
/** A full stop, ! or ? (with closing quotes) before white space and a capital or digit. */
const SENTENCE_END =
  /[.!?]+["'”’)\]]*(?=\s+["'“‘([]?[A-Z0-9\u00c0-\u00de\u0391-\u03a9\u0410-\u042f])/g
/** Words whose full stop ends no sentence. */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof st no nos v vs inc ltd co corp jr sr art sec para cf hon ex al fig ' +
    'approx dept est jan feb mar apr jun jul aug sep sept oct nov dec mt ste'
  ).split(' '),
)

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 0xa0

/** How many words `text` holds in [start, end). */
export function countWords(text: string, start: number, end: number): number {
  let n = 0
  let inWord = false
  for (let i = start; i < end; i += 1) {
    const word = isWordCode(text.charCodeAt(i))
    if (word && !inWord) n += 1
    inWord = word
  }
  return n
}

/** Whether a sticky pattern matches at `at`. */
export function matchesAt(pattern: RegExp, text: string, at: number): boolean {
  pattern.lastIndex = at
  return pattern.test(text)
}

function readLine(text: string, from: number, to: number): Line | null {
  let start = from
  let end = to
  while (start < end && isSpace(text.charCodeAt(start))) start += 1
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1
  if (start === end) return null
  let commas = 0
  let tabs = 0
  let letters = 0
  let lower = false
  for (let i = start; i < end; i += 1) {
    const code = text.charCodeAt(i)
    if (code === 44 && i + 1 < end && !isSpace(text.charCodeAt(i + 1))) commas += 1
    else if (code === 44 && i + 1 === end) commas += 1
    else if (code === 9) tabs += 1
    if (code < 128) {
      if (code >= 97 && code <= 122) lower = true
      if ((code | 32) >= 97 && (code | 32) <= 122) letters += 1
    } else if (code >= 0xc0) {
      const ch = text[i]!
      if (ch.toLowerCase() !== ch.toUpperCase()) {
        letters += 1
        if (ch === ch.toLowerCase()) lower = true
      }
    }
  }
  const length = end - start
  return {
    start,
    end,
    record: commas >= 3 || tabs >= 2,
    caps: letters >= 3 && !lower && length <= 100,
    listStart: matchesAt(LIST_START, text, start),
    footer: length <= 120 && FOOTER.test(text.slice(start, end)),
  }
}

// A code's abbreviation opening a line: "U.S.C. § 3486", "C.F.R. § 35.130", "U.S. 322".
const CODE_OPENING = /[ \t]*(?:U\.\s?S\.\s?C\.|C\.\s?F\.\s?R\.|U\.\s?S\.\s+\d)/y

/**
 * Whether a line carries on a citation the line before broke after its title number ("… pursuant
 * to 18" / "U.S.C. § 3486."): the line is all capitals, but it is no heading.
 */
function continuesCitation(text: string, previous: Line, line: Line): boolean {
  const last = text.charCodeAt(previous.end - 1)
  return last >= 48 && last <= 57 && !previous.caps && matchesAt(CODE_OPENING, text, line.start)
}

/** The page's non-blank lines, each a block of its own or joined to the one before. */
function blocks(text: string): Line[][] {
  const lines: Array<Line | null> = []
  for (let at = 0; at <= text.length;) {
    const newline = text.indexOf('\n', at)
    const end = newline === -1 ? text.length : newline
    lines.push(readLine(text, at, end))
    at = end + 1
  }
  // The typical length of a full line: a line shorter than most of it ends a paragraph.
  const lengths = lines.flatMap((l) => (l ? [l.end - l.start] : [])).sort((a, b) => a - b)
  const width = lengths[Math.floor((lengths.length - 1) * 0.9)] ?? 0
  const out: Line[][] = []
  let current: Line[] = []
  for (const line of lines) {
    const previous = current[current.length - 1]
    const hard =
      !line ||
      !previous ||
      previous.record ||
      line.record ||
      line.listStart ||
      previous.footer ||
      line.footer ||
      ((previous.caps || line.caps || previous.end - previous.start < 0.6 * width) &&
        !continuesCitation(text, previous, line))
    if (hard && current.length > 0) {
      out.push(current)
      current = []
    }
    if (line) current.push(line)
  }
  if (current.length > 0) out.push(current)
  return out
}

/** Whether the full stop at `dot` ends an abbreviation ("No.", "Inc.", "U.S.C.") or an initial. */
function isAbbreviation(text: string, dot: number, floor: number): boolean {
  let i = dot - 1
  let dotted = false
  while (i >= floor) {
    const code = text.charCodeAt(i)
    if (code === 46) dotted = true
    else if (!isWordCode(code) || (code >= 48 && code <= 57)) break
    i -= 1
  }
  if (dotted) return true // U.S.C., a.m., e.g.
  const word = text.slice(i + 1, dot)
  if (word.length === 1 && word !== word.toLowerCase()) return true // Miriam K. Castellanos
  return ABBREVIATIONS.has(word.toLowerCase())
}

/** Whether [start, end) is only a list number: "14.", "(a)", "iv.". */
function isListNumber(text: string, start: number, end: number): boolean {
  let i = start
  while (i < end && isSpace(text.charCodeAt(i))) i += 1
  if (text.charCodeAt(i) === 40) i += 1 // (
  const body = i
  while (i < end && isWordCode(text.charCodeAt(i))) i += 1
  if (i - body < 1 || i - body > 3) return false
  for (; i < end; i += 1) {
    const code = text.charCodeAt(i)
    if (code !== 46 && code !== 41) return false
  }
  return true
}

/** The sentences of one block; a sentence of three words or fewer ("1. Scope.") joins the next. */
function sentences(text: string, block: Line[], out: Segment[]): void {
  const first = block[0]!
  const last = block[block.length - 1]!
  const base = {
    record: first.record,
    caps: block.every((l) => l.caps),
    footer: block.some((l) => l.footer),
  }
  if (first.record) {
    out.push({
      start: first.start,
      end: first.end,
      ...base,
      listStart: false,
      follows: false,
      words: 1,
    })
    return
  }
  const cuts: number[] = []
  let from = first.start
  SENTENCE_END.lastIndex = first.start
  for (let m = SENTENCE_END.exec(text); m && m.index < last.end; m = SENTENCE_END.exec(text)) {
    const end = m.index + m[0].length
    if (end >= last.end) break
    if (text.charCodeAt(m.index) === 46 && isAbbreviation(text, m.index, from)) continue
    if (isListNumber(text, from, end)) continue // "14." opening a numbered paragraph
    cuts.push(end)
    from = end
  }
  cuts.push(last.end)
  const opened = out.length
  let start = first.start
  for (const cut of cuts) {
    let s = start
    let e = cut
    start = cut
    while (s < e && isSpace(text.charCodeAt(s))) s += 1
    while (e > s && isSpace(text.charCodeAt(e - 1))) e -= 1
    if (e <= s) continue
    const previous = out.length > opened ? out[out.length - 1] : undefined
    if (previous && previous.words <= 3) {
      previous.end = e
      previous.words += countWords(text, s, e)
      continue
    }
    out.push({
      start: s,
      end: e,
      ...base,
      listStart: out.length === opened && first.listStart,
      follows: out.length > opened,
      words: countWords(text, s, e),
    })
  }
}

/** The segments of a page, in order. */
export function segmentsOf(text: string): Segment[] {
  const out: Segment[] = []
  for (const block of blocks(text)) sentences(text, block, out)
  return out
}

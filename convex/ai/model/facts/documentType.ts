// What kind of paper a document is, from its first page's title lines and headers: the first
// kind named in capitals in the caption area wins ("MEMORANDUM OPINION AND ORDER" is an
// opinion), a docket report or notice of electronic filing by its header. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { captionEnd } from '../extract/placement'
import type { PageText } from '../extract/types'
import { lineAround } from './spans'

const HEADERS: Array<[RegExp, string]> = [
  [
    /\bCIVIL\s+DOCKET\s+FOR\s+CASE\b|\bCRIMINAL\s+DOCKET\s+FOR\s+CASE\b|\bDocket\s+Report\b|\bGeneral\s+Docket\b/i,
    'docket',
  ],
  [/\bNotice\s+of\s+Electronic\s+Filing\b|\bNotice\s+of\s+Docket\s+Activity\b/i, 'notice'],
]

/**
 * Title words. A title's head is the paper it names first ("COMPLAINT FOR DECLARATORY JUDGMENT"
 * is a complaint, "BRIEF IN SUPPORT OF MOTION" a brief); where two start together, the more
 * specific, listed first, wins ("MEMORANDUM OPINION" is an opinion, "CONSENT ORDER" a decree).
 */
const TITLES: Array<[RegExp, string]> = [
  [/\bCONSENT\s+(?:DECREE|JUDGMENT|ORDER)\b/, 'consent decree'],
  [/\bMEMORANDUM\s+OPINION\b/, 'opinion'],
  // New York's and California's motion paper is its notice: "NOTICE OF MOTION AND MOTION TO …".
  [/\bNOTICE\s+OF\s+MOTION\b/, 'motion'],
  [/\bSTIPULAT(?:ION|ED)\b/, 'stipulation'],
  [/\bOPINION\b/, 'opinion'],
  [/\bJUDGMENT\b/, 'judgment'],
  [/\b(?:AMENDED\s+)?COMPLAINT\b(?!\s*\.)/, 'complaint'],
  [/\bPETITION\b/, 'petition'],
  [/\bANSWER\b/, 'answer'],
  [/\bMOTION\b/, 'motion'],
  [/\bBRIEF\b/, 'brief'],
  [/\bMEMORANDUM\b/, 'memorandum'],
  [/\bORDER\b/, 'order'],
  [/\bNOTICE\b/, 'notice'],
  [/\bDECLARATION\b|\bAFFIDAVIT\b/, 'declaration'],
]

// A ruling's title names the paper it rules on: "ORDER DISMISSING COMPLAINT", "ORDER GRANTING
// MOTION TO DISMISS", "OPINION AND ORDER ON MOTION FOR SUMMARY JUDGMENT". When a title starts
// with the court's ruling word (alone or joined: "MEMORANDUM OPINION AND ORDER") and goes on with
// a verb ("GRANTING", "DISMISSING") or "ON"/"RE", the paper is that ruling, not the one it names.
// The title may stand first on its line or in the caption's right column, after a wide gap.
const RULING_WORD = '(?:MEMORANDUM\\s+OPINION|OPINION|ORDER|JUDGMENT|DECREE)'
const RULING_TITLE = new RegExp(
  `(?:^\\s*|\\s{2,}|\\)\\s*)(?:\\[PROPOSED\\]\\s*)?(?:(?:AMENDED|FINAL|PRELIMINARY|PARTIAL|SUPPLEMENTAL|REVISED|INTERIM|TEMPORARY)\\s+)?(?<ruling>${RULING_WORD}(?:\\s+(?:AND|&)\\s+${RULING_WORD})*)\\s+(?:[A-Z]{3,}ING\\b|ON\\b|RE\\b|RE:|REGARDING\\b)`,
)
/** The type of a ruling's title words, most specific first ("OPINION AND ORDER" is an opinion). */
const RULING_TYPES: Array<[RegExp, string]> = [
  [/\bOPINION\b/, 'opinion'],
  // A decree is the judgment of a court of equity.
  [/\bJUDGMENT\b|\bDECREE\b/, 'judgment'],
  [/\bORDER\b/, 'order'],
]

/** The ruling a title line states ("ORDER GRANTING MOTION TO DISMISS" → order), or null. */
function rulingTitle(line: string): { type: string; start: number; end: number } | null {
  const match = RULING_TITLE.exec(line)
  if (!match) return null
  const ruling = match.groups!.ruling!
  const start = match.index + match[0].indexOf(ruling)
  // "MOTION FOR  ORDER ON …": a paper named before the gap is the title's head, not the ruling.
  if (TITLES.some(([re]) => re.test(line.slice(0, start)))) return null
  const type = RULING_TYPES.find(([re]) => re.test(ruling))![1]
  return { type, start, end: start + ruling.length }
}

/** The paper a title line names first, or null ("NOTICE TO DEFENDANT" names no paper). */
function titleHead(line: string): { type: string; start: number; length: number } | null {
  let best: { type: string; start: number; length: number } | null = null
  for (const [re, type] of TITLES) {
    const match = re.exec(line)
    if (!match || (best && best.start <= match.index)) continue
    if (/\bTO\s+(?:DEFENDANT|PLAINTIFF)S?['’]?S?\s*$/.test(line.slice(0, match.index))) continue
    best = { type, start: match.index, length: match[0].length }
  }
  return best
}

/** The document's type, quoted from where its first page says it, or null. */
export function documentTypeFact(head: readonly PageText[]): Fact | null {
  const first = head[0]
  if (!first) return null
  const text = first.text
  for (const [re, type] of HEADERS) {
    const match = re.exec(text.slice(0, 2000))
    if (match)
      return typeFact(first.page, text, match.index, match.index + match[0].length, type, 0.9)
  }
  const limit = Math.min(text.length, Math.max(captionEnd(text) + 400, 1200))
  let offset = 0
  for (const line of text.slice(0, limit).split('\n')) {
    for (const cell of titleCells(line)) {
      if (!isTitleLine(cell.text)) continue
      const ruling = rulingTitle(cell.text)
      if (ruling) {
        const { type, start, end } = ruling
        const at = offset + cell.start
        return typeFact(first.page, text, at + start, at + end, type, 0.75)
      }
      const title = titleHead(cell.text)
      if (title) {
        const start = offset + cell.start + title.start
        return typeFact(first.page, text, start, start + title.length, title.type, 0.75)
      }
    }
    offset += line.length + 1
  }
  return null
}

/** Whether a line is in capitals: "Plaintiff's Complaint" in running prose is not a title. */
function isTitleLine(line: string): boolean {
  const trimmed = line.trim()
  return (
    /\p{Lu}{4}/u.test(trimmed) &&
    !/\p{Ll}{3}/u.test(trimmed.replace(/\b(?:and|of|for|to|in|the|on)\b/g, ''))
  )
}

// A flattened two-column caption puts the title in the right column, after the party lines'
// ")" rule or a wide gap: "The State of Arizona; and   COMPLAINT", "Plaintiff,  )  DEFENDANTS’
// MEMORANDUM". The party's words in the left column are no part of the title.
const COLUMN_GAP = /\s{2,}|\)\s*/g

/** A line, then each right-hand cell of it after a column gap, with its offset in the line. */
function titleCells(line: string): Array<{ text: string; start: number }> {
  const cells = [{ text: line, start: 0 }]
  for (const gap of line.matchAll(COLUMN_GAP)) {
    const start = gap.index + gap[0].length
    if (start < line.length) cells.push({ text: line.slice(start), start })
  }
  return cells
}

function typeFact(
  page: number,
  text: string,
  start: number,
  end: number,
  type: string,
  confidence: number,
): Fact {
  return {
    kind: 'documentType',
    role: '',
    value: type,
    display: type[0]!.toUpperCase() + type.slice(1),
    context: lineAround(text, start, end),
    page,
    start,
    end,
    confidence,
  }
}

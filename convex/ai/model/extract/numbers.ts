// Plain numbers that answer "how many" and "what percentage" questions: "140 million", "1,250",
// "38 percent", "25%", "thirty (30)", "twelve". Figures that belong to something else (dates,
// money, docket numbers, statute sections, paragraph numbers) are left to their own recognisers
// or skipped: a number glued to letters, colons, slashes or hyphens is part of an identifier.
import { findAmounts } from './amounts'
import { findDates } from './dates'
import type { Mention } from './types'

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const WORD_NUMBER = `(?:(?:${TENS.slice(2).join('|')})(?:[- ](?:${UNITS.slice(1, 10).join('|')}))?|${UNITS.join('|')})`
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 }

const DIGITS =
  /(?<![\p{L}\d.,:/§$€£¥-])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s(thousand|million|billion)\b)?(\s?%|\s(?:percent|per cent)\b)?(?![\p{L}\d:/-]|[.,]\d)/gu
const WORDS = new RegExp(
  `\\b(${WORD_NUMBER})(?:\\s+\\((\\d+)\\))?(?:\\s(thousand|million|billion)\\b)?(\\s(?:percent|per cent)\\b)?(?![\\w-])`,
  'gi',
)

/** The value of a number written in words, 0-99 ("twenty-one" → 21), or NaN. */
export function wordValue(text: string): number {
  const [tens, unit] = text.toLowerCase().split(/[- ]/)
  const t = TENS.indexOf(tens ?? '')
  if (t >= 2) return t * 10 + (unit ? UNITS.indexOf(unit) : 0)
  return UNITS.indexOf(tens ?? '')
}

/** Every number in `text` that is not part of a date, an amount or an identifier. */
export function findNumbers(text: string): Array<Mention<number>> {
  const taken = [...findDates(text), ...findAmounts(text)]
  const found: Array<Mention<number>> = []
  const add = (start: number, end: number, value: number, percent: boolean) => {
    if (!Number.isFinite(value)) return
    if (taken.some((other) => start < other.end && end > other.start)) return
    if (found.some((other) => start < other.end && end > other.start)) return
    if (isLabelNumber(text, start)) return
    const display = percent ? `${value}%` : formatNumber(value)
    found.push({ value, display, start, end })
  }
  for (const match of text.matchAll(DIGITS)) {
    const scale = match[2] ? SCALES[match[2].toLowerCase()]! : 1
    const value = Number(match[1]!.replace(/,/g, '')) * scale
    add(match.index, match.index + match[0].length, value, match[3] !== undefined)
  }
  for (const match of text.matchAll(WORDS)) {
    const written = wordValue(match[1]!)
    const figure = match[2] === undefined ? written : Number(match[2])
    // "thirty (30)": the figure is what counts; a written number that disagrees is no number.
    if (match[2] !== undefined && figure !== written) continue
    const scale = match[3] ? SCALES[match[3].toLowerCase()]! : 1
    add(match.index, match.index + match[0].length, figure * scale, match[4] !== undefined)
  }
  return found.sort((a, b) => a.start - b.start)
}

// Numbers that label rather than count: "Rule 23", "Section 10", "¶ 12", "No. 4", "Count II",
// a paragraph number at the start of a line, a page number.
function isLabelNumber(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 14), start)
  if (
    /(?:Rule|Rules|Section|Sections|§|¶|No\.|Nos\.|Count|Page|Exhibit|Ex\.|Article|Paragraph|ECF|Dkt\.|Doc\.|Volume|Vol\.|at|U\.S\.C\.|C\.F\.R\.)\s*$/i.test(
      before,
    )
  ) {
    return true
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  return /^\s*$/.test(text.slice(lineStart, start)) && /^\d+\.\s/.test(text.slice(start, start + 6))
}

/** "1,250,000", "3.5". */
export function formatNumber(value: number): string {
  const [whole, fraction] = String(value).split('.')
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

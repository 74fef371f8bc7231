// The ways documents write dates and money, so the same value reaches the extractor in many forms.
import { type Random, pick } from './random'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const SHORT = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
]

/** How a date is written. */
export type DateStyle =
  'long' | 'abbr' | 'dayFirst' | 'slash' | 'slashShort' | 'iso' | 'dayOf' | 'longOrdinal'

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th'
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'
}

/** `iso` written in `style`: "January 5, 2024", "Jan. 5, 2024", "01/05/2024", "the 5th day of January, 2024"… */
export function writeDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const month = MONTHS[m - 1]!
  switch (style) {
    case 'long':
      return `${month} ${d}, ${y}`
    case 'abbr':
      return `${SHORT[m - 1]} ${d}, ${y}`
    case 'dayFirst':
      return `${d} ${month} ${y}`
    case 'slash':
      return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`
    case 'slashShort':
      return `${m}/${d}/${String(y % 100).padStart(2, '0')}`
    case 'iso':
      return iso
    case 'dayOf':
      return `${d}${ordinalSuffix(d)} day of ${month}, ${y}`
    case 'longOrdinal':
      return `${month} ${d}${ordinalSuffix(d)}, ${y}`
  }
}

/** A prose date style (what a sentence would use). */
export function proseStyle(random: Random): DateStyle {
  return pick(random, ['long', 'long', 'long', 'abbr', 'dayFirst', 'longOrdinal'] as const)
}

/** A date style for a form field or a header ("Date: 01/05/2024"). */
export function fieldStyle(random: Random): DateStyle {
  return pick(random, ['long', 'slash', 'slash', 'iso', 'abbr'] as const)
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function hundreds(n: number): string {
  const parts: string[] = []
  if (n >= 100) parts.push(`${ONES[Math.floor(n / 100)]} Hundred`)
  const rest = n % 100
  if (rest >= 20)
    parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''))
  else if (rest > 0) parts.push(ONES[rest]!)
  return parts.join(' ')
}

/** A whole number of dollars in words: 1250000 → "One Million Two Hundred Fifty Thousand". */
export function inWords(n: number): string {
  const parts: string[] = []
  for (const [size, name] of [
    [1e9, 'Billion'],
    [1e6, 'Million'],
    [1e3, 'Thousand'],
  ] as const) {
    if (n >= size) {
      parts.push(`${hundreds(Math.floor(n / size))} ${name}`)
      n %= size
    }
  }
  if (n > 0) parts.push(hundreds(n))
  return parts.join(' ')
}

/** Groups of three: 1250000.5 → "1,250,000.50" (cents only when asked or present). */
export function grouped(amount: number, cents: boolean): string {
  const [whole, fraction] = amount.toFixed(2).split('.')
  const body = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return cents || fraction !== '00' ? `${body}.${fraction}` : body
}

/** How an amount in dollars is written. */
export type MoneyStyle = 'cents' | 'plain' | 'million' | 'words' | 'code' | 'trailing'

/** A dollar amount written in `style` (falls back to "$1,250,000" where a style does not fit). */
export function writeDollars(amount: number, style: MoneyStyle): string {
  switch (style) {
    case 'cents':
      return `$${grouped(amount, true)}`
    case 'million':
      return amount >= 1e6 && (amount / 1e6) * 100 === Math.round((amount / 1e6) * 100)
        ? `$${amount / 1e6} million`
        : `$${grouped(amount, false)}`
    case 'words':
      return Number.isInteger(amount)
        ? `${inWords(amount)} Dollars ($${grouped(amount, true)})`
        : `$${grouped(amount, true)}`
    case 'code':
      return `USD ${grouped(amount, false)}`
    case 'trailing':
      return `${grouped(amount, false)} U.S. dollars`
    case 'plain':
      return `$${grouped(amount, false)}`
  }
}

/** A money style, the plain ones most often. */
export function moneyStyle(random: Random): MoneyStyle {
  return pick(random, ['cents', 'plain', 'plain', 'million', 'words', 'code', 'trailing'] as const)
}

/** A round amount of the kind litigation states: 25,000 to 40 million. */
export function roundAmount(random: Random): number {
  const scale = pick(random, [1e3, 1e4, 1e5, 1e6])
  return (Math.round((1 + random() * 39) * 4) / 4) * scale
}

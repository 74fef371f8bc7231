// Money amounts: "$1,250,000.00", "$3.5 million", "USD 2,000", "2,000 U.S. dollars", "£450",
// "€10.000,50". The value is the number; the currency is an ISO code shown in the display
// ("USD 1,250,000.00").
//
// Grouping: amounts in dollars and pounds use US grouping (1,250.50). Amounts in euros accept
// both: "€10.000,50" (dots group thousands, comma before cents) and "€10,000.50"; a euro amount
// whose dots set off groups of exactly three digits ("€10.000") is read as thousands.
import type { Mention } from './types'

/** A sum of money and its ISO currency code. */
export type Money = { amount: number; currency: string }

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  'U.S.$': 'USD',
  'U.S. $': 'USD',
  C$: 'CAD',
  A$: 'AUD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
}
const CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF']
const WORDS: Record<string, string> = {
  dollar: 'USD',
  dollars: 'USD',
  'u.s. dollars': 'USD',
  'us dollars': 'USD',
  'united states dollars': 'USD',
  euro: 'EUR',
  euros: 'EUR',
  pounds: 'GBP',
  'pounds sterling': 'GBP',
}
const MULTIPLIERS: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
}

const NUMBER = '(\\d{1,3}(?:[,.]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?|\\d+\\.\\d+)'
const SCALE = '(?:\\s?(thousand|million|billion|mm|mn|bn|[kmb])\\b)?'
const SYMBOL = '(US\\$|U\\.S\\.\\s?\\$|C\\$|A\\$|\\$|€|£|¥)'
const CODE = `(${CODES.join('|')})`
const WORD_CURRENCY =
  '(united states dollars|u\\.s\\. dollars|us dollars|dollars?|euros?|pounds sterling|pounds)'

const PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => [string, string, string?] }> = [
  {
    re: new RegExp(`${SYMBOL}\\s?${NUMBER}${SCALE}`, 'gi'),
    read: (m) => [SYMBOLS[m[1]!.replace(/\s/g, ' ').toUpperCase()] ?? 'USD', m[2]!, m[3]],
  },
  {
    re: new RegExp(`(?<![A-Za-z])${CODE}\\s?\\$?\\s?${NUMBER}${SCALE}`, 'g'),
    read: (m) => [m[1]!, m[2]!, m[3]],
  },
  {
    re: new RegExp(`(?<![\\d.,$€£])${NUMBER}${SCALE}\\s(?:${CODE}|${WORD_CURRENCY})\\b`, 'gi'),
    read: (m) => [m[3]?.toUpperCase() ?? WORDS[m[4]!.toLowerCase()] ?? 'USD', m[1]!, m[2]],
  },
]

/** The number a written amount stands for, or NaN (see the file comment for grouping). */
export function parseAmount(text: string, currency: string): number {
  const european =
    currency === 'EUR' &&
    (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(text) || /^\d+,\d{1,2}$/.test(text))
  const plain = european ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')
  if (!european && /\.\d{3}\./.test(text)) return Number.NaN
  return Number(plain)
}

/** "USD 1,250,000.00". */
export function displayMoney({ amount, currency }: Money): string {
  const [whole, cents] = amount.toFixed(2).split('.')
  return `${currency} ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

/** Every amount of money in `text`, first to last; overlapping readings keep the first found. */
export function findAmounts(text: string): Array<Mention<Money>> {
  const found: Array<Mention<Money>> = []
  for (const { re, read } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      const [currency, number, scale] = read(match as RegExpExecArray)
      let amount = parseAmount(number, currency)
      if (!Number.isFinite(amount)) continue
      if (scale) amount *= MULTIPLIERS[scale.toLowerCase()] ?? 1
      amount = Math.round(amount * 100) / 100
      const start = match.index
      const end = start + match[0].length
      if (found.some((other) => start < other.end && end > other.start)) continue
      const money = { amount, currency }
      found.push({ value: money, display: displayMoney(money), start, end })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

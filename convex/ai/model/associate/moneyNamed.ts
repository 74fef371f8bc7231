// Whether an amount is the kind of money a question asks of (a bond, a fine, restitution), in
// any of a litigator's words for it. Pure.
import { findAmounts } from '../extract/amounts'
import { ASKED_BEFORE, ASKS_SOUGHT } from './factContext'
import { tokenize } from './terms'

// What the money is, as the question names it ("What bond did the court require?", "the fine"):
// an amount answers only where its words name the same thing, in any of a litigator's words for
// it (a penalty imposed may be written a fine or a sanction). Fees and damages are left out: a
// ruling names them once, then adds its figures up ("… for a total award of $43,545").
const MONEY_KINDS: string[][] = [
  ['bond', 'bonds', 'bail', 'security', 'undertaking'],
  ['fine', 'fines', 'penalty', 'penalties', 'sanction', 'sanctions', 'forfeiture'],
  ['restitution'],
  ['salary', 'salaries', 'wage', 'wages'],
]

/** Characters before an amount where what it is may be named ("attorneys' fees … a total of"). */
export const MONEY_SPAN = 300

/** Whether an amount's words name the kind of money the question asks of (or it names none). */
export function moneyNamed(question: string, context: string): boolean {
  const words = new Set(tokenize(question).map((t) => t.word))
  const kinds = MONEY_KINDS.filter((kind) => kind.some((w) => words.has(w)))
  if (kinds.length === 0) return true
  const held = new Set(tokenize(context).map((t) => t.word))
  return kinds.some((kind) => kind.some((w) => held.has(w)))
}

// A party's paper that asks for money, just before the sum: "filed the instant motion [doc. #s
// 1067, 1083] for attorneys' fees, costs and expenses in an amount exceeding $6.8 million".
const PAPER_ASKS =
  /\b(?:motion|petition|application)\s+(?:\[[^\]]*\]\s*)?for\b(?:[^.;]|\.\d){0,80}$/

/**
 * Whether every sum a passage states is one a party asked for, when the question asks what was
 * awarded, paid or agreed ("What lodestar amount did the court award?"): the passage then
 * states no sum of the kind asked.
 */
export function onlySought(question: string, quote: string): boolean {
  if (ASKS_SOUGHT.test(question)) return false
  const sums = findAmounts(quote)
  return (
    sums.length > 0 &&
    sums.every((m) => {
      const before = quote.slice(Math.max(0, m.start - 120), m.start)
      return ASKED_BEFORE.test(before) || PAPER_ASKS.test(before)
    })
  )
}

// A docket's record of the court's fee: "Filing fee $ 400, receipt number 0090-5017".
const FILING_FEE_BEFORE = /\b(?:filing|docketing|appeal)\s+fees?\b[\s:]*(?:of\s+)?(?:[$]|USD)?\s*$/i

/**
 * Whether an amount is the court's filing fee and the question asks of no such fee: asked what
 * attorneys' fees a party agreed to pay, "Filing fee $ 400" on the complaint's row is no answer.
 */
export function filingFeeOnly(question: string, before: string): boolean {
  return (
    !/\b(?:filing|docketing|appeal)\s+fees?\b/i.test(question) && FILING_FEE_BEFORE.test(before)
  )
}

/** Whether every sum a passage states is a filing fee the question does not ask of. */
export function onlyFilingFees(question: string, quote: string): boolean {
  const sums = findAmounts(quote)
  return (
    sums.length > 0 &&
    sums.every((m) => filingFeeOnly(question, quote.slice(Math.max(0, m.start - 40), m.start)))
  )
}

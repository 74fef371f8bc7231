// Answering a currency column (and a number column that asks for money): every amount of the
// document scored by the words around it against the question. A question that names what the
// amount is for ("settlement", "damages", "total due") needs those words near the amount; a bare
// "Amount" column takes the most repeated, then the largest, amount with low confidence.
//
// Three readings of the text around an amount matter beyond its words: a unit after it ("$42.50
// per share") makes it a rate, which answers only a question about that unit; a definition after
// it ("$42,000.00 (the “Settlement Amount”)") names it; and "of the Settlement Fund ($2.9
// million)" or "Of the Settlement Amount, $27,333.34" makes it a part of something, not the whole.
import { displayMoney, findAmounts, type Money } from './amounts'
import { answerAt, notFound } from './answer'
import { type Query, contextFit, roleGroup } from './context'
import { citationRanges, insideAny } from './legalCitations'
import { choose } from './rank'
import { definedAsAsked } from './definitions'
import { stem } from './text'
import type { Candidate, FieldAnswer, PageText } from './types'

const key = (money: Money) => `${money.currency} ${money.amount}`

const UNIT = /^\s*(?:per|a|an|each|every|\/)\s+([A-Za-z]+)/
const PORTION =
  /(?:\b(?:of|from|out\s+of)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’-]*\s*){1,4}[,(]\s*|\b(?:one-(?:third|half|quarter|fourth|fifth)|half|\d+(?:\.\d+)?\s?%|\d+\s+percent)\s+of\s+(?:the\s+)?[\p{L}\s'’-]{0,40}\(\s*)$/u

const MAX_BOUND =
  /(?:\b(?:not|no)\s+more\s+than|\bup\s+to|\bat\s+most|\bnot\s+to\s+exceed|\bmaximum\s+of)\s*$/i
const MIN_BOUND =
  /(?:(?<!\b(?:not|no)\s)\bmore\s+than|\b(?:not|no)\s+less\s+than|\bat\s+least|\bin\s+excess\s+of|\bover|\bminimum\s+of)\s*$/i

/** Support from how the amount is written: its unit, its definition, or being a portion. */
function framing(
  text: string,
  start: number,
  end: number,
  query: Query,
): { support: number; note: string } {
  const after = text.slice(end, end + 80)
  const before = text.slice(Math.max(0, start - 80), start)
  const wanted = new Set(query.stems)
  const unit = UNIT.exec(after)
  if (unit) {
    return wanted.has(stem(unit[1]!))
      ? { support: 1.5, note: `per ${unit[1]}` }
      : { support: -0.6, note: `a rate per ${unit[1]}` }
  }
  let support = 0
  let note = ''
  const term = definedAsAsked(text, end, query)
  if (term) {
    support += 1
    note = `defined as “${term}”`
  }
  if (PORTION.test(before)) support -= 0.8
  // "over $250,000 but not more than $1,000,000": the bound right before an amount says which end
  // of a range it is.
  const bound = MAX_BOUND.test(before) ? 'maximum' : MIN_BOUND.test(before) ? 'minimum' : null
  const asks = (word: string) => query.groups.has(roleGroup(word)!)
  if (bound && (asks('maximum') || asks('minimum'))) support += asks(bound) ? 0.5 : -1
  return { support, note }
}

/** Every amount of the document scored against the question. */
export function amountCandidates(
  pages: readonly PageText[],
  query: Query,
): Array<Candidate<Money>> {
  const candidates: Array<Candidate<Money>> = []
  const largest = Math.max(
    1,
    ...pages.flatMap((p) => findAmounts(p.text).map((m) => m.value.amount)),
  )
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findAmounts(text)) {
      if (insideAny(citations, mention.start, mention.end)) continue
      const fit = contextFit(text, mention.start, mention.end, query)
      const { support, note } = framing(text, mention.start, mention.end, query)
      if (query.specific && !fit.keyMatched && support <= 0) continue
      const size = 0.1 * (mention.value.amount / largest)
      const score = query.specific ? fit.score - fit.foreign + support + 0.01 * size : 0.2 + size
      const why = note
        ? `being ${note}`
        : fit.matched.length > 0
          ? `the words "${fit.matched.join('", "')}" next to it`
          : 'the largest amount stated'
      candidates.push({ ...mention, page, score, why })
    }
  }
  return candidates
}

/** The amount that answers the question, or a not-found answer. */
export function extractAmount(
  pages: readonly PageText[],
  query: Query,
  label: string,
  asNumber = false,
): FieldAnswer {
  const choice = choose(amountCandidates(pages, query), key)
  if (!choice) return notFound(`amount for "${label}"`)
  const { best, confidence } = choice
  return answerAt(
    pages,
    { page: best.page, start: best.start, end: best.end },
    best.value.amount,
    asNumber ? displayMoney(best.value) : best.display,
    query.specific ? confidence : confidence * 0.6,
    `Chosen for ${best.why} on page ${best.page}.`,
  )
}

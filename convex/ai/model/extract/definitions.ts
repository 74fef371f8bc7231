// Defined terms: contracts and pleadings name a value right after it, "$42,000.00 (the
// “Settlement Amount”)", "as of March 1, 2024 (the “Effective Date”)". A definition whose words
// are the question's is the strongest evidence a value can have.
import type { Query } from './context'
import { contentStems } from './text'

const DEFINITION =
  /^\s*\)?\s*,?\s*\((?:the\s+|each\s+a\s+|collectively(?:,)?\s+(?:the\s+)?|hereinafter\s+(?:the\s+)?)?["“]([^"”]{2,60})["”]/

/** The term defined right after `end` ("Effective Date"), or null. */
export function definedTerm(text: string, end: number): string | null {
  return DEFINITION.exec(text.slice(end, end + 90))?.[1] ?? null
}

/** Whether the term defined right after `end` shares a meaningful word with the question's key. */
export function definedAsAsked(text: string, end: number, query: Query): string | null {
  const term = definedTerm(text, end)
  if (!term) return null
  const stems = contentStems(term)
  return stems.some((s) => query.key.includes(s) || query.stems.includes(s)) ? term : null
}

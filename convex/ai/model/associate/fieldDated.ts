// A date standing alone in a paper's field table ("Date | Tuesday, November 18, 2025" under
// "NOTICE OF DEPOSITION OF DANIEL ORTEGA") says no event of its own: it dates what the paper is
// about, which its title names. Asked "When is Ortega being deposed?", the event is tied through
// the title. Pure.
import type { ScopeFact } from './typed'

// What a field cell may hold beside its date: a label ("Date", "Date and time", "When", "On").
const FIELD_LABEL = /\b(?:date(?:s)?|dated|time|and|when|on|day)\b|[\s:,.;|–-]+/gi

/** Whether a date's context is the date alone, or a field's label and the date. */
export function bareDateCell(context: string, fact: Pick<ScopeFact, 'display' | 'value'>): boolean {
  const rest = context.replace(fact.display, ' ').replace(fact.value, ' ')
  if (rest.length === context.length) return false
  const weekdayless = rest.replace(
    /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\.?\b/gi,
    ' ',
  )
  return weekdayless.replace(FIELD_LABEL, '') === ''
}

/**
 * A date's context for tying it to the event asked: a bare field cell is read with its paper's
 * title (the document type fact's line) before it; any other context is its own.
 */
export function fieldContext(
  context: string,
  fact: ScopeFact,
  facts: readonly ScopeFact[],
): string {
  if (!bareDateCell(context, fact)) return context
  const title = facts.find((f) => f.documentId === fact.documentId && f.kind === 'documentType')
  return title ? `${title.context}\n${context}` : context
}

/** A fact's row context (factContext's rowContext) with a bare date cell's paper title read in. */
export function titledRow<R extends { context: string }>(
  row: R,
  fact: ScopeFact,
  facts: readonly ScopeFact[],
): R {
  return fact.kind === 'date' ? { ...row, context: fieldContext(row.context, fact, facts) } : row
}

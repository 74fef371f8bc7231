// The facts layer (issue 27): what a document states about its case, built once at processing
// time from its own text, each fact with its exact span. Stored per document (convex/facts) and
// read by the extract screen, the associate, review tables and the matter proposals. Pure.
import type { Fact } from '../../../../shared/factValidators'
import type { PageText } from '../extract/types'
import { captionFacts } from './caption'
import { amountFacts, dateFacts } from './events'

/** The pages read for facts: captions sit on the first, most dated events early on. */
export const FACT_PAGES_MAX = 60

/** Every fact of a document's pages; `page.text.slice(start, end)` is each fact's quote. */
export function documentFacts(pages: readonly PageText[]): Fact[] {
  const usable = pages
    .filter((page) => page.text.trim() !== '')
    .sort((a, b) => a.page - b.page)
    .slice(0, FACT_PAGES_MAX)
  if (usable.length === 0) return []
  return [...captionFacts(usable), ...dateFacts(usable), ...amountFacts(usable)]
}

export type { Fact, FactKind, FactRole } from '../../../../shared/factValidators'

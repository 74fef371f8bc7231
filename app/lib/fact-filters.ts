// The extract screen's filters as its address carries them (?kind=docket&document=…&q=…): an
// unknown kind or an over-long search is dropped rather than refused, so an old link still opens.
import { FACT_KINDS, type FactKind } from '@shared/factValidators'

/** The longest search the backend accepts (convex/facts/facts.ts FACT_SEARCH_MAX). */
export const FACT_SEARCH_MAX = 200

export type FactFilterValues = { kind?: FactKind; documentId?: string; search?: string }

const isKind = (value: string | undefined): value is FactKind =>
  (FACT_KINDS as readonly (string | undefined)[]).includes(value)

/** The filters the address asks for, cleaned. */
export function readFactFilters(search: {
  kind?: string
  document?: string
  q?: string
}): FactFilterValues {
  const filters: FactFilterValues = {}
  if (isKind(search.kind)) filters.kind = search.kind
  const documentId = search.document?.trim()
  if (documentId) filters.documentId = documentId
  const q = search.q?.trim().slice(0, FACT_SEARCH_MAX).trim()
  if (q) filters.search = q
  return filters
}

/** Whether any filter narrows the list. */
export function isFiltered(filters: FactFilterValues) {
  return Boolean(filters.kind || filters.documentId || filters.search)
}

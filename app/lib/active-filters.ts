// The active-filter count shown on the search filter button (product spec §4).
import type { SearchFilters } from './search-history'

/** The filters that count towards the badge; folder location and sort never do. */
export type CountableFilters = Pick<
  SearchFilters,
  'fileTypes' | 'dateRange' | 'processingStatus' | 'tags'
>

// A blank string is what an emptied input or a cleared select leaves behind;
// it filters nothing, so it does not count.
function isSet(value: string | null | undefined): boolean {
  return value != null && value.trim() !== ''
}

/** How many filters are active: one each for file types, date range (either bound), processing status and tags. */
export function countActiveFilters(filters: CountableFilters): number {
  return [
    filters.fileTypes.length > 0,
    isSet(filters.dateRange.start) || isSet(filters.dateRange.end),
    isSet(filters.processingStatus),
    filters.tags.length > 0,
  ].filter(Boolean).length
}

/** Whether any filter is active. */
export function hasActiveFilters(filters: CountableFilters): boolean {
  return countActiveFilters(filters) > 0
}

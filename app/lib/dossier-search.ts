// The dossier search's URL state (app/lib/dossier-search-params.ts) translated: into the spec's
// search filters (history entries, the active-filter count) and into the backend's arguments.
// Pure, so each rule is tested once.
import { DOCUMENT_STATUSES, FILE_KIND_NAMES } from '@shared/dossierValidators'
import {
  type DossierSearchParams,
  SEARCH_SORT_COLUMNS,
  type SearchSortColumn,
} from './dossier-search-params'
import { DEFAULT_SEARCH_SORT, type SearchFilters, type SearchPreferences } from './search-history'
import type { SortDirection } from './sort-cycle'

/** The direction a column starts in: names and types A to Z, dates and relevance best first. */
export function defaultDirection(column: SearchSortColumn): SortDirection {
  return column === 'name' || column === 'type' ? 'asc' : 'desc'
}

/** The spec's search filters (§3) of the URL's params; subfolders follow the preference. */
export function filtersFromParams(
  params: DossierSearchParams,
  preferences: Pick<SearchPreferences, 'defaultIncludeSubfolders'>,
): SearchFilters {
  const includeSubfolders = params.sub ?? preferences.defaultIncludeSubfolders
  const column = params.sort ?? (DEFAULT_SEARCH_SORT.column as SearchSortColumn)
  return {
    fileTypes: params.types ?? [],
    folderLocation: params.folder
      ? { type: 'folder', folderId: params.folder, includeSubfolders }
      : { type: 'all', includeSubfolders },
    dateRange: { start: params.from ?? null, end: params.to ?? null },
    processingStatus: params.status ?? null,
    tags: params.tags ?? [],
    sort: { column, direction: params.dir ?? defaultDirection(column) },
  }
}

const fromList = <T>(items: readonly T[]) => (items.length > 0 ? [...items] : undefined)
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined) =>
  values.includes(value as T) ? (value as T) : undefined

/** The URL params of a query and its filters (re-running a search from history). */
export function paramsFromFilters(query: string, filters: SearchFilters): DossierSearchParams {
  const column = oneOf(SEARCH_SORT_COLUMNS, filters.sort.column) ?? 'relevance'
  const isDefaultSort = column === 'relevance' && filters.sort.direction === 'desc'
  return {
    q: query,
    types: fromList(filters.fileTypes.filter((kind) => oneOf(FILE_KIND_NAMES, kind))) as
      DossierSearchParams['types'] | undefined,
    folder: filters.folderLocation.type === 'folder' ? filters.folderLocation.folderId : undefined,
    sub: filters.folderLocation.includeSubfolders,
    from: filters.dateRange.start ?? undefined,
    to: filters.dateRange.end ?? undefined,
    status: oneOf(DOCUMENT_STATUSES, filters.processingStatus),
    tags: fromList(filters.tags),
    sort: isDefaultSort ? undefined : column,
    dir: isDefaultSort ? undefined : filters.sort.direction,
  }
}

/** Local midnight (or the last millisecond of the day) of an ISO date, as epoch ms. */
export function localDayBound(date: string, edge: 'start' | 'end'): number | undefined {
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) return undefined
  return edge === 'start'
    ? new Date(year, month - 1, day).getTime()
    : new Date(year, month - 1, day + 1).getTime() - 1
}

/** The backend's arguments for the URL's search (spec §3 filters; dates in the user's time zone). */
export function searchArgsFromParams(
  params: DossierSearchParams,
  preferences: Pick<SearchPreferences, 'defaultIncludeSubfolders'>,
) {
  const filters = filtersFromParams(params, preferences)
  const folder = filters.folderLocation
  const addedFrom = params.from ? localDayBound(params.from, 'start') : undefined
  const addedTo = params.to ? localDayBound(params.to, 'end') : undefined
  // Undefined fields are left out, so equal searches have equal query keys.
  const backendFilters = {
    ...(params.types?.length ? { fileTypes: params.types } : {}),
    ...(folder.type === 'folder'
      ? { folderId: folder.folderId, includeSubfolders: folder.includeSubfolders }
      : {}),
    ...(addedFrom !== undefined ? { addedFrom } : {}),
    ...(addedTo !== undefined ? { addedTo } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.tags?.length ? { tags: params.tags } : {}),
  }
  const sort = filters.sort as { column: SearchSortColumn; direction: SortDirection }
  const isDefaultSort = sort.column === 'relevance' && sort.direction === 'desc'
  return {
    query: (params.q ?? '').trim(),
    ...(Object.keys(backendFilters).length > 0 ? { filters: backendFilters } : {}),
    ...(isDefaultSort ? {} : { sort }),
  }
}

export type TextSegment = { text: string; isHit: boolean }

/**
 * A text cut into plain and hit segments by the backend's hit ranges; ranges out of bounds,
 * empty or overlapping an earlier one are ignored, so a bad range never hides text.
 */
export function highlightSegments(
  text: string,
  ranges: readonly { start: number; end: number }[],
): TextSegment[] {
  const segments: TextSegment[] = []
  let at = 0
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    if (start < at || end <= start || end > text.length) continue
    if (start > at) segments.push({ text: text.slice(at, start), isHit: false })
    segments.push({ text: text.slice(start, end), isHit: true })
    at = end
  }
  if (at < text.length || segments.length === 0) {
    segments.push({ text: text.slice(at), isHit: false })
  }
  return segments
}

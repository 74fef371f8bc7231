// The dossier's URL search params: spec §2's documentId, then the search's query, filters and sort,
// so back, forward and a shared link keep a search. Read by hand like every route's params
// (app/lib/search-params.ts): validateSearch runs in the first route's JavaScript, where zod
// would be the largest library. Each value is checked on its own, so one bad parameter in a
// shared link spoils nothing else.
import { DOCUMENT_STATUSES, FILE_KIND_NAMES } from '@shared/dossierValidators'
import type { DocumentStatus, FileKindName } from '@shared/dossierValidators'
import { SEARCH_QUERY_MAX } from '@shared/searchQuery'
import { isBoolean, isString, readSearch } from './search-params'
import type { SortDirection } from './sort-cycle'

export const SEARCH_SORT_COLUMNS = ['relevance', 'name', 'added', 'type'] as const
export type SearchSortColumn = (typeof SEARCH_SORT_COLUMNS)[number]
/** The tag limits of convex/dossier/model/index.ts (a document takes 20 tags of 60 characters). */
const TAG_MAX = 60
const TAGS_MAX = 20

export type DossierSearchParams = {
  documentId?: string
  /** The search's text; no search without it. */
  q?: string
  types?: FileKindName[]
  /** A folder's id; the whole dossier without it. */
  folder?: string
  /** Subfolders too (the preference decides when absent). */
  sub?: boolean
  /** Added from and to, as ISO dates (YYYY-MM-DD). */
  from?: string
  to?: string
  status?: DocumentStatus
  tags?: string[]
  sort?: SearchSortColumn
  dir?: SortDirection
}

/** The params a search owns (all but documentId): cleared together when a search ends. */
export const SEARCH_PARAM_KEYS = [
  'q',
  'types',
  'folder',
  'sub',
  'from',
  'to',
  'status',
  'tags',
  'sort',
  'dir',
] as const satisfies readonly (keyof DossierSearchParams)[]

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T)
const listOf =
  <T>(item: (value: unknown) => value is T, max: number) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.length <= max && value.every(item)
const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const isFolderId = (value: unknown): value is string => isString(value) && value !== ''
const isTag = (value: unknown): value is string =>
  isString(value) && value.trim() !== '' && value.length <= TAG_MAX

/** The query: the router reads `q=2023` as a number, and a search for a year is still text. */
function readQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value)
  return text.length <= SEARCH_QUERY_MAX ? text : undefined
}

/** The dossier's search params from the URL; keys it does not know are dropped. */
export function readDossierSearch(search: Record<string, unknown>): DossierSearchParams {
  const read: DossierSearchParams = readSearch<Omit<DossierSearchParams, 'q'>>(search, {
    documentId: isString,
    types: listOf(oneOf(FILE_KIND_NAMES), FILE_KIND_NAMES.length),
    folder: isFolderId,
    sub: isBoolean,
    from: isIsoDate,
    to: isIsoDate,
    status: oneOf(DOCUMENT_STATUSES),
    tags: listOf(isTag, TAGS_MAX),
    sort: oneOf(SEARCH_SORT_COLUMNS),
    dir: oneOf(['asc', 'desc'] as const),
  })
  if (Object.hasOwn(search, 'q')) read.q = readQuery(search.q)
  return read
}

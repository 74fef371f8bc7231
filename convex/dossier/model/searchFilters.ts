// The dossier search's filters (product spec §3): their validators, their checks, and the test a
// found document must pass. The search index filters only by organisation and matter, so these
// apply to the documents it finds.
import { type Infer, v } from 'convex/values'
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { TAGS_MAX, TAG_MAX, requireFolderInProject } from './'
import {
  FILE_KIND_NAMES,
  vDocumentStatus,
  vFileKind,
  vSortDirection,
} from '../../../shared/dossierValidators'
import { appError } from '../../../shared/errors'
import { FOLDERS_LISTED_MAX } from './folderTree'
import { hasLoneSurrogate } from '../../../shared/text'

export const vSearchFilters = v.object({
  /** Any of these kinds. */
  fileTypes: v.optional(v.array(vFileKind)),
  /** Only this folder (the whole dossier without it). */
  folderId: v.optional(v.id('folders')),
  /** With `folderId`: its subfolders too, to any depth. */
  includeSubfolders: v.optional(v.boolean()),
  /** Added at or after this time (epoch ms). */
  addedFrom: v.optional(v.number()),
  /** Added at or before this time (epoch ms). */
  addedTo: v.optional(v.number()),
  status: v.optional(vDocumentStatus),
  /** Any of these tags (case-insensitive). */
  tags: v.optional(v.array(v.string())),
})
export type SearchFilters = Infer<typeof vSearchFilters>

export const vSearchSortColumn = v.union(
  v.literal('relevance'),
  v.literal('name'),
  v.literal('added'),
  v.literal('type'),
)
export const vSearchSort = v.object({ column: vSearchSortColumn, direction: vSortDirection })
export type SearchSort = Infer<typeof vSearchSort>

/** Whether any filter narrows the documents (the folder counts; sorting does not). */
export function narrowsDocuments(filters: SearchFilters) {
  return (
    (filters.fileTypes?.length ?? 0) > 0 ||
    filters.folderId !== undefined ||
    filters.addedFrom !== undefined ||
    filters.addedTo !== undefined ||
    filters.status !== undefined ||
    (filters.tags?.length ?? 0) > 0
  )
}

function checkTime(value: number | undefined, what: string) {
  if (value !== undefined && !Number.isFinite(value)) {
    throw appError('INVALID_INPUT', `The ${what} date is not a date`)
  }
}

/** INVALID_INPUT for filters no form could send: too many, too long, not text, not a time. */
export function checkFilters(filters: SearchFilters) {
  if ((filters.fileTypes?.length ?? 0) > FILE_KIND_NAMES.length) {
    throw appError('INVALID_INPUT', 'Too many file types')
  }
  if ((filters.tags?.length ?? 0) > TAGS_MAX) {
    throw appError('INVALID_INPUT', `Filter by at most ${TAGS_MAX} tags`)
  }
  for (const tag of filters.tags ?? []) {
    if (tag.length > TAG_MAX || hasLoneSurrogate(tag)) {
      throw appError('INVALID_INPUT', `A tag is at most ${TAG_MAX} characters of text`)
    }
  }
  checkTime(filters.addedFrom, 'from')
  checkTime(filters.addedTo, 'to')
}

/**
 * The folders a search is held to: null for the whole dossier, else the chosen folder and, with
 * `includeSubfolders`, every folder below it (one index range over the paths beneath its own).
 */
async function folderScope(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  filters: SearchFilters,
): Promise<Set<Id<'folders'>> | null> {
  const folder = await requireFolderInProject(ctx, project, filters.folderId)
  if (!folder) return null
  const scope = new Set<Id<'folders'>>([folder._id])
  if (!filters.includeSubfolders) return scope
  // '/' sorts just before '0', so the paths under "a/b" are those in ["a/b/", "a/b0").
  const below = await ctx.db
    .query('folders')
    .withIndex('by_projectId_and_path', (q) =>
      q.eq('projectId', project._id).gt('path', `${folder.path}/`).lt('path', `${folder.path}0`),
    )
    .take(FOLDERS_LISTED_MAX)
  for (const child of below) scope.add(child._id)
  return scope
}

/** The test a found document must pass to be listed. */
export async function documentFilter(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  filters: SearchFilters,
): Promise<(document: Doc<'documents'>) => boolean> {
  const scope = await folderScope(ctx, project, filters)
  const kinds = filters.fileTypes?.length ? new Set<string>(filters.fileTypes) : null
  const tags = filters.tags?.length
    ? new Set(filters.tags.map((t) => t.trim().toLowerCase()))
    : null
  const { addedFrom, addedTo, status } = filters
  return (document) =>
    document.projectId === project._id &&
    (scope === null || (document.folderId !== undefined && scope.has(document.folderId))) &&
    (kinds === null || kinds.has(document.kind)) &&
    (status === undefined || document.status === status) &&
    (addedFrom === undefined || document._creationTime >= addedFrom) &&
    (addedTo === undefined || document._creationTime <= addedTo) &&
    (tags === null || document.tags.some((tag) => tags.has(tag.toLowerCase())))
}

/** Orders two found documents by the chosen column; ties keep the relevance order. */
export function compareBy(
  sort: SearchSort,
): (a: { document: Doc<'documents'>; score: number }, b: typeof a) => number {
  const sign = sort.direction === 'asc' ? 1 : -1
  const key = (document: Doc<'documents'>): string | number => {
    switch (sort.column) {
      case 'name':
        return document.nameKey
      case 'added':
        return document._creationTime
      case 'type':
        return document.kind
      case 'relevance':
        return 0
    }
  }
  return (a, b) => {
    if (sort.column === 'relevance') return sign * (a.score - b.score)
    const ka = key(a.document)
    const kb = key(b.document)
    const order = ka < kb ? -1 : ka > kb ? 1 : 0
    return order !== 0 ? sign * order : b.score - a.score
  }
}

// Folder paths and subtrees: slugs unique among siblings, full slug paths, and the walk every
// rename, move and delete makes over a folder's descendants.
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { appError } from '../../../shared/errors'
import { recordProjectEvent } from '../../matters/model'
import { numberedSlug, slugify } from '../../../shared/slugs'

const FOLDER_SLUG_MAX = 60
/** Deeper than any real dossier; keeps paths (and URLs) bounded. */
export const FOLDER_DEPTH_MAX = 50
/** The most folders one rename, move or delete rewrites. */
export const SUBTREE_MAX = 1000
/** The most folders a matter's folder list returns. */
export const FOLDERS_LISTED_MAX = 2000
/** Top-level slugs the dossier's own routes use (/dossier/favorites, /dossier/shared). */
const RESERVED_TOP_LEVEL = new Set(['favorites', 'shared'])

export function folderPath(parent: Doc<'folders'> | null, slug: string) {
  return parent ? `${parent.path}/${slug}` : slug
}

/** The siblings of a would-be folder, by lowercase name. */
export function siblings(ctx: QueryCtx, projectId: Id<'projects'>, parentId?: Id<'folders'>) {
  return ctx.db
    .query('folders')
    .withIndex('by_projectId_and_parentId_and_nameKey', (q) =>
      q.eq('projectId', projectId).eq('parentId', parentId),
    )
}

/** A sibling with the same name (case-insensitively), other than `exceptId`. */
export async function sameNameSibling(
  ctx: QueryCtx,
  projectId: Id<'projects'>,
  parentId: Id<'folders'> | undefined,
  name: string,
  exceptId?: Id<'folders'>,
) {
  const found = await ctx.db
    .query('folders')
    .withIndex('by_projectId_and_parentId_and_nameKey', (q) =>
      q.eq('projectId', projectId).eq('parentId', parentId).eq('nameKey', name.toLowerCase()),
    )
    .take(2)
  return found.find((folder) => folder._id !== exceptId) ?? null
}

/** CONFLICT when a sibling already has the name. */
export async function requireFreeName(
  ctx: QueryCtx,
  projectId: Id<'projects'>,
  parentId: Id<'folders'> | undefined,
  name: string,
  exceptId?: Id<'folders'>,
) {
  if (await sameNameSibling(ctx, projectId, parentId, name, exceptId)) {
    throw appError('CONFLICT', `A folder named "${name}" already exists here`)
  }
}

/** The first slug for `name` no other folder of the matter has at the would-be path. */
export async function freeFolderSlug(
  ctx: QueryCtx,
  projectId: Id<'projects'>,
  parent: Doc<'folders'> | null,
  name: string,
  exceptId?: Id<'folders'>,
) {
  const base = slugify(name, 'folder', FOLDER_SLUG_MAX)
  for (let suffix = 1; ; suffix += 1) {
    const slug = numberedSlug(base, suffix, FOLDER_SLUG_MAX)
    if (!parent && RESERVED_TOP_LEVEL.has(slug)) continue
    const taken = await ctx.db
      .query('folders')
      .withIndex('by_projectId_and_path', (q) =>
        q.eq('projectId', projectId).eq('path', folderPath(parent, slug)),
      )
      .first()
    if (!taken || taken._id === exceptId) return slug
  }
}

/** Every folder below `root` (not `root` itself), parents before children; CONFLICT past SUBTREE_MAX. */
export async function descendants(ctx: QueryCtx, root: Doc<'folders'>) {
  const found: Doc<'folders'>[] = []
  const queue: Doc<'folders'>[] = [root]
  while (queue.length > 0) {
    const folder = queue.shift()!
    const children = await siblings(ctx, folder.projectId, folder._id).take(SUBTREE_MAX + 1)
    found.push(...children)
    queue.push(...children)
    if (found.length > SUBTREE_MAX) {
      throw appError('CONFLICT', `This folder holds more than ${SUBTREE_MAX} folders`)
    }
  }
  return found
}

/**
 * Rewrites the paths and depths below a folder whose own path or depth just changed
 * (`folder` is the updated row).
 */
export async function rewriteSubtree(ctx: MutationCtx, folder: Doc<'folders'>) {
  const below = await descendants(ctx, folder)
  const byId = new Map<Id<'folders'>, Doc<'folders'>>([[folder._id, folder]])
  for (const child of below) {
    const parent = byId.get(child.parentId!)!
    const updated = { ...child, path: `${parent.path}/${child.slug}`, depth: parent.depth + 1 }
    if (updated.depth > FOLDER_DEPTH_MAX) {
      throw appError('CONFLICT', `Folders nest at most ${FOLDER_DEPTH_MAX} levels deep`)
    }
    await ctx.db.patch('folders', child._id, { path: updated.path, depth: updated.depth })
    byId.set(child._id, updated)
  }
  return below.length
}

/** The folder and its ancestors, top level first (the breadcrumbs). */
export async function ancestry(ctx: QueryCtx, folder: Doc<'folders'>) {
  const chain: Doc<'folders'>[] = [folder]
  let current = folder
  while (current.parentId && chain.length <= FOLDER_DEPTH_MAX) {
    const parent = await ctx.db.get('folders', current.parentId)
    if (!parent) break
    chain.unshift(parent)
    current = parent
  }
  return chain
}

/** A folder as the lists return it. */
export function toFolderRow(folder: Doc<'folders'>) {
  return {
    _id: folder._id,
    _creationTime: folder._creationTime,
    projectId: folder.projectId,
    parentId: folder.parentId ?? null,
    name: folder.name,
    slug: folder.slug,
    path: folder.path,
    depth: folder.depth,
  }
}

/** Inserts a folder (name already checked and free) with its audit event. */
export async function createFolder(
  ctx: MutationCtx,
  project: Doc<'projects'>,
  parent: Doc<'folders'> | null,
  name: string,
  userId: Id<'users'>,
  at?: number,
) {
  const depth = parent ? parent.depth + 1 : 0
  if (depth >= FOLDER_DEPTH_MAX) {
    throw appError('CONFLICT', `Folders nest at most ${FOLDER_DEPTH_MAX} levels deep`)
  }
  const slug = await freeFolderSlug(ctx, project._id, parent, name)
  const path = folderPath(parent, slug)
  const folderId = await ctx.db.insert('folders', {
    organizationId: project.organizationId,
    projectId: project._id,
    parentId: parent?._id,
    name,
    nameKey: name.toLowerCase(),
    slug,
    path,
    depth,
    createdBy: userId,
  })
  await recordProjectEvent(ctx, project, userId, 'folder.created', `Created folder ${name}`, at)
  return { folderId, path }
}

/** Finds each level of `names` below `parent` by name, creating what is missing; the deepest. */
export async function findOrCreatePath(
  ctx: MutationCtx,
  project: Doc<'projects'>,
  parent: Doc<'folders'> | null,
  names: string[],
  userId: Id<'users'>,
  at?: number,
) {
  let current = parent
  for (const name of names) {
    const existing = await sameNameSibling(ctx, project._id, current?._id, name)
    if (existing) {
      current = existing
    } else {
      const { folderId } = await createFolder(ctx, project, current, name, userId, at)
      current = (await ctx.db.get('folders', folderId))!
    }
  }
  return current!
}

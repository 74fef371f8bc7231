import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc, Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { type Purge, finishDeletion, purgeLater } from '../lib/deletion'
import { appError } from '../../shared/errors'
import { FOLDER_NAME_MAX } from '../../shared/names'
import { cleanName, requireFolder, requireFolderInProject, requireWritableProject } from './model'
import {
  FOLDERS_LISTED_MAX,
  FOLDER_DEPTH_MAX,
  ancestry,
  descendants,
  folderPath,
  freeFolderSlug,
  requireFreeName,
  rewriteSubtree,
  createFolder,
  findOrCreatePath,
  siblings,
  toFolderRow,
} from './model/folderTree'
import { orgMutation, orgQuery } from '../lib/functions'
import { recordProjectEvent, requireProject } from '../matters/model'

/** A folder row with the viewer's favorite and share marks. */
async function withMarks(ctx: QueryCtx, viewerId: Id<'users'>, folder: Doc<'folders'>) {
  const favorite = await ctx.db
    .query('favorites')
    .withIndex('by_userId_and_folderId', (q) => q.eq('userId', viewerId).eq('folderId', folder._id))
    .first()
  // Shares of one folder are bounded by the organisation's members.
  const shares = await ctx.db
    .query('shares')
    .withIndex('by_folderId_and_sharedWith', (q) => q.eq('folderId', folder._id))
    .collect()
  const isShared = shares.some((s) => s.sharedWith === viewerId || s.sharedBy === viewerId)
  return { ...toFolderRow(folder), isFavorite: favorite !== null, isShared }
}

/** Every folder of a matter (spec §7 "all folders for a project"), by path: the move dialog's tree. */
export const listAll = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await requireProject(ctx, ctx.organization._id, projectId)
    const folders = await ctx.db
      .query('folders')
      .withIndex('by_projectId_and_path', (q) => q.eq('projectId', projectId))
      .take(FOLDERS_LISTED_MAX)
    return folders.map(toFolderRow)
  },
})

/** The folders directly inside a folder, or at the top level without `parentId`, by name. */
export const subfolders = orgQuery({
  args: { projectId: v.id('projects'), parentId: v.optional(v.id('folders')) },
  handler: async (ctx, { projectId, parentId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    await requireFolderInProject(ctx, project, parentId)
    const folders = await siblings(ctx, projectId, parentId).take(FOLDERS_LISTED_MAX)
    return await Promise.all(folders.map((folder) => withMarks(ctx, ctx.viewer._id, folder)))
  },
})

/** The viewer's favorite folders of a matter (spec §7 "folders by favorites"). */
export const favorites = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await requireProject(ctx, ctx.organization._id, projectId)
    const marks = await ctx.db
      .query('favorites')
      .withIndex('by_userId_and_projectId_and_target', (q) =>
        q.eq('userId', ctx.viewer._id).eq('projectId', projectId).eq('target', 'folder'),
      )
      .take(FOLDERS_LISTED_MAX)
    const folders = await Promise.all(marks.map((mark) => ctx.db.get('folders', mark.folderId!)))
    return await Promise.all(
      folders.flatMap((folder) => (folder ? [withMarks(ctx, ctx.viewer._id, folder)] : [])),
    )
  },
})

/** The folders colleagues shared with the viewer in a matter, newest first. */
export const sharedWithMe = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await requireProject(ctx, ctx.organization._id, projectId)
    const shares = await ctx.db
      .query('shares')
      .withIndex('by_sharedWith_and_projectId_and_target', (q) =>
        q.eq('sharedWith', ctx.viewer._id).eq('projectId', projectId).eq('target', 'folder'),
      )
      .order('desc')
      .take(FOLDERS_LISTED_MAX)
    const folders = await Promise.all(shares.map((share) => ctx.db.get('folders', share.folderId!)))
    return await Promise.all(
      folders.flatMap((folder) => (folder ? [withMarks(ctx, ctx.viewer._id, folder)] : [])),
    )
  },
})

/**
 * The folder at a full slug path (spec §7 "folder id by full slug path") with its breadcrumbs,
 * top level first; NOT_FOUND 'Folder not found' when no folder has the path.
 */
export const idByPath = orgQuery({
  args: { projectId: v.id('projects'), path: v.string() },
  handler: async (ctx, { projectId, path }) => {
    await requireProject(ctx, ctx.organization._id, projectId)
    const clean = path.replace(/^\/+|\/+$/g, '')
    const folder = await ctx.db
      .query('folders')
      .withIndex('by_projectId_and_path', (q) => q.eq('projectId', projectId).eq('path', clean))
      .first()
    if (!folder) throw appError('NOT_FOUND', 'Folder not found')
    const chain = await ancestry(ctx, folder)
    return {
      folderId: folder._id,
      folder: toFolderRow(folder),
      breadcrumbs: chain.map(toFolderRow),
    }
  },
})

/** How much a folder holds, for the delete confirmation (counted up to a bound). */
export const contents = orgQuery({
  args: { folderId: v.id('folders') },
  handler: async (ctx, { folderId }) => {
    const folder = await requireFolder(ctx, ctx.organization._id, folderId)
    const below = await descendants(ctx, folder)
    let documents = 0
    for (const each of [folder, ...below]) {
      const found = await ctx.db
        .query('documents')
        .withIndex('by_projectId_and_folderId', (q) =>
          q.eq('projectId', folder.projectId).eq('folderId', each._id),
        )
        .take(1001 - documents)
      documents += found.length
      if (documents > 1000) break
    }
    return { folders: below.length, documents: Math.min(documents, 1000), more: documents > 1000 }
  },
})

/** Creates a folder at the top level or inside `parentId` (any member); names are unique per level. */
export const create = orgMutation({
  args: { projectId: v.id('projects'), parentId: v.optional(v.id('folders')), name: v.string() },
  handler: async (ctx, { projectId, parentId, name }) => {
    const project = await requireWritableProject(ctx, ctx.organization._id, projectId)
    const parent = await requireFolderInProject(ctx, project, parentId)
    const clean = cleanName(name, 'Folder', FOLDER_NAME_MAX)
    await requireFreeName(ctx, projectId, parentId, clean)
    return await createFolder(ctx, project, parent, clean, ctx.viewer._id)
  },
})

/**
 * Finds or creates each level of `names` below `parentId` (a dropped folder's structure, kept on
 * upload) and returns the deepest folder's id.
 */
export const ensurePath = orgMutation({
  args: {
    projectId: v.id('projects'),
    parentId: v.optional(v.id('folders')),
    names: v.array(v.string()),
  },
  handler: async (ctx, { projectId, parentId, names }) => {
    const project = await requireWritableProject(ctx, ctx.organization._id, projectId)
    const parent = await requireFolderInProject(ctx, project, parentId)
    if (names.length === 0 || names.length > FOLDER_DEPTH_MAX) {
      throw appError('INVALID_INPUT', `A folder path has 1 to ${FOLDER_DEPTH_MAX} levels`)
    }
    const clean = names.map((name) => cleanName(name, 'Folder', FOLDER_NAME_MAX))
    const folder = await findOrCreatePath(ctx, project, parent, clean, ctx.viewer._id)
    return { folderId: folder._id, path: folder.path }
  },
})

/** Renames a folder; its slug follows the name, and the paths below it follow the slug. */
export const rename = orgMutation({
  args: { folderId: v.id('folders'), name: v.string() },
  handler: async (ctx, { folderId, name }) => {
    const folder = await requireFolder(ctx, ctx.organization._id, folderId)
    const project = await requireWritableProject(ctx, ctx.organization._id, folder.projectId)
    const clean = cleanName(name, 'Folder', FOLDER_NAME_MAX)
    if (clean === folder.name) return { path: folder.path }
    await requireFreeName(ctx, folder.projectId, folder.parentId, clean, folder._id)
    const parent = folder.parentId ? await ctx.db.get('folders', folder.parentId) : null
    const slug = await freeFolderSlug(ctx, folder.projectId, parent, clean, folder._id)
    const path = folderPath(parent, slug)
    await ctx.db.patch('folders', folderId, {
      name: clean,
      nameKey: clean.toLowerCase(),
      slug,
      path,
    })
    await rewriteSubtree(ctx, { ...folder, slug, path })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'folder.renamed',
      `Renamed folder ${folder.name} to ${clean}`,
    )
    return { path }
  },
})

/** Moves a folder under another (or to the top level); never into itself or its own subfolders. */
export const move = orgMutation({
  args: { folderId: v.id('folders'), parentId: v.optional(v.id('folders')) },
  handler: async (ctx, { folderId, parentId }) => {
    const folder = await requireFolder(ctx, ctx.organization._id, folderId)
    const project = await requireWritableProject(ctx, ctx.organization._id, folder.projectId)
    const parent = await requireFolderInProject(ctx, project, parentId)
    if (folder.parentId === parentId) return { path: folder.path }
    if (parent && (parent._id === folder._id || parent.path.startsWith(`${folder.path}/`))) {
      throw appError('CONFLICT', 'A folder cannot move into itself or one of its subfolders')
    }
    await requireFreeName(ctx, folder.projectId, parentId, folder.name, folder._id)
    const slug = await freeFolderSlug(ctx, folder.projectId, parent, folder.name, folder._id)
    const moved = { ...folder, parentId, slug, path: folderPath(parent, slug) }
    moved.depth = parent ? parent.depth + 1 : 0
    await ctx.db.patch('folders', folderId, {
      parentId,
      slug,
      path: moved.path,
      depth: moved.depth,
    })
    await rewriteSubtree(ctx, moved)
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'folder.moved',
      `Moved folder ${folder.name} to ${parent ? parent.name : 'the top level'}`,
    )
    return { path: moved.path }
  },
})

/**
 * Deletes a folder with everything in it: its subfolders at once, their documents (files, text,
 * search rows, marks) in scheduled batches that start immediately.
 */
export const remove = orgMutation({
  args: { folderId: v.id('folders') },
  handler: async (ctx, { folderId }) => {
    const folder = await requireFolder(ctx, ctx.organization._id, folderId)
    const project = await requireWritableProject(ctx, ctx.organization._id, folder.projectId)
    const doomed = [folder, ...(await descendants(ctx, folder))]
    const purges: Purge[] = []
    for (const each of doomed) {
      for (const mark of await ctx.db
        .query('favorites')
        .withIndex('by_folderId', (q) => q.eq('folderId', each._id))
        .collect()) {
        await ctx.db.delete('favorites', mark._id)
      }
      for (const share of await ctx.db
        .query('shares')
        .withIndex('by_folderId_and_sharedWith', (q) => q.eq('folderId', each._id))
        .collect()) {
        await ctx.db.delete('shares', share._id)
      }
      await ctx.db.delete('folders', each._id)
      purges.push(
        purgeLater(internal.dossier.documentCleanup.folderDocuments, {
          projectId: folder.projectId,
          folderId: each._id,
        }),
      )
    }
    await finishDeletion(ctx, project, {
      purges,
      action: 'folder.deleted',
      summary:
        `Deleted folder ${folder.name}` +
        (doomed.length > 1 ? ` and ${doomed.length - 1} folders inside it` : ''),
    })
    return null
  },
})

// The demo firm's dossier (idempotent): demo/seed:demo calls demoDossierFiles.seed, which generates
// the files and files each one here, in its folder, queued for processing like an upload.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { internalMutation, internalQuery } from '../_generated/server'
import { vFileKind } from '../../shared/dossierValidators'
import { findOrCreatePath } from '../dossier/model/folderTree'
import { recordProjectEvent } from '../matters/model'

/** The demo matter by slug with its creator, or null when it is gone or already has documents. */
export const emptyMatter = internalQuery({
  args: { organizationId: v.id('organizations'), slug: v.string() },
  handler: async (ctx, { organizationId, slug }) => {
    const project = await ctx.db
      .query('projects')
      .withIndex('by_organizationId_and_slug', (q) =>
        q.eq('organizationId', organizationId).eq('slug', slug),
      )
      .first()
    if (!project) return null
    const anyDocument = await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_folderId', (q) => q.eq('projectId', project._id))
      .first()
    return anyDocument ? null : { projectId: project._id, createdBy: project.createdBy }
  },
})

/** Files one generated document in its folder (created as needed), queued for processing. */
export const fileDocument = internalMutation({
  args: {
    projectId: v.id('projects'),
    userId: v.id('users'),
    folderPath: v.array(v.string()),
    storageId: v.id('_storage'),
    name: v.string(),
    kind: vFileKind,
    mimeType: v.string(),
    size: v.number(),
    sha256: v.string(),
  },
  handler: async (ctx, { projectId, userId, folderPath, ...file }) => {
    const project = (await ctx.db.get('projects', projectId))!
    // The demo's history is backdated: its documents arrive an hour after the matter was opened,
    // so they never push the seeded activity (the firm dashboard's story) aside.
    const opened = await ctx.db
      .query('auditEvents')
      .withIndex('by_projectId_and_at', (q) => q.eq('projectId', projectId))
      .first()
    const at = (opened?.at ?? Date.now()) + 60 * 60 * 1000
    const folder =
      folderPath.length > 0
        ? await findOrCreatePath(ctx, project, null, folderPath, userId, at)
        : null
    const documentId = await ctx.db.insert('documents', {
      ...file,
      organizationId: project.organizationId,
      projectId,
      folderId: folder?._id,
      nameKey: file.name.toLowerCase(),
      fileNameOriginal: file.name,
      uploadedBy: userId,
      tags: [],
      status: 'queued',
    })
    await recordProjectEvent(ctx, project, userId, 'document.uploaded', `Uploaded ${file.name}`, at)
    return documentId
  },
})

/**
 * Starts processing the filed demo documents, once all are filed: processing writes its pages
 * through the backend's one writer, and filing while it runs made the seed's own mutations slow.
 */
export const startProcessing = internalMutation({
  args: { documentIds: v.array(v.id('documents')) },
  handler: async (ctx, { documentIds }) => {
    for (const documentId of documentIds) {
      await ctx.scheduler.runAfter(0, internal.dossier.processing.run, { documentId })
    }
    return null
  },
})

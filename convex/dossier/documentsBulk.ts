// Bulk actions on a dossier selection: every document is checked before anything is written,
// so one foreign or missing id refuses the whole call.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { type Purge, finishDeletion, purgeLater } from '../lib/deletion'
import { appError } from '../../shared/errors'
import type { Id } from '../_generated/dataModel'
import {
  checkBulk,
  deleteDocumentData,
  requireDocument,
  requireFolderInProject,
  requireWritableProject,
} from './model'
import { type OrgMutationCtx, orgMutation } from '../lib/functions'
import { recordProjectEvent } from '../matters/model'

/** The selected documents, all of one matter that may change. */
async function requireSelection(ctx: OrgMutationCtx, documentIds: Id<'documents'>[]) {
  const documents = await Promise.all(
    checkBulk(documentIds).map((id) => requireDocument(ctx, ctx.organization._id, id)),
  )
  const project = await requireWritableProject(ctx, ctx.organization._id, documents[0]!.projectId)
  if (documents.some((document) => document.projectId !== project._id)) {
    throw appError('INVALID_INPUT', 'Select documents of one matter at a time')
  }
  return { documents, project }
}

function describe(names: string[]) {
  return names.length === 1 ? names[0]! : `${names.length} documents`
}

/** Moves the selected documents into one folder (or the top level without `folderId`). */
export const move = orgMutation({
  args: { documentIds: v.array(v.id('documents')), folderId: v.optional(v.id('folders')) },
  handler: async (ctx, { documentIds, folderId }) => {
    const { documents, project } = await requireSelection(ctx, documentIds)
    const folder = await requireFolderInProject(ctx, project, folderId)
    const moving = documents.filter((document) => document.folderId !== folderId)
    for (const document of moving) {
      await ctx.db.patch('documents', document._id, { folderId })
    }
    if (moving.length > 0) {
      await recordProjectEvent(
        ctx,
        project,
        ctx.viewer._id,
        'document.moved',
        `Moved ${describe(moving.map((d) => d.name))} to ${folder ? folder.name : 'the top level'}`,
      )
    }
    return { moved: moving.length }
  },
})

/** Deletes the selected documents and everything derived from them (target R11). */
export const remove = orgMutation({
  args: { documentIds: v.array(v.id('documents')) },
  handler: async (ctx, { documentIds }) => {
    const { documents, project } = await requireSelection(ctx, documentIds)
    const purges: Purge[] = []
    for (const document of documents) {
      // Pages go in scheduled batches: 200 documents' pages would overrun one mutation.
      if (!(await deleteDocumentData(ctx, document, 0))) {
        purges.push(
          purgeLater(internal.dossier.documentCleanup.pages, { documentId: document._id }),
        )
      }
    }
    await finishDeletion(ctx, project, {
      purges,
      action: 'document.deleted',
      summary: `Deleted ${describe(documents.map((d) => d.name))}`,
    })
    return { deleted: documents.length }
  },
})

// Threads inside the database: who may read one (its author and the colleagues it is shared with;
// anyone else, in or out of the firm, gets NOT_FOUND), who may change it (its author), and what its
// scope holds once checked against the matter.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { requireDocument, requireFolderInProject } from '../../dossier/model'
import { appError } from '../../../shared/errors'
import { requireProject } from '../../matters/model'
import { requireTable } from '../../review/model'
import {
  SCOPE_DOCUMENTS_MAX,
  SCOPE_FOLDERS_MAX,
  TITLE_MAX,
  type ThreadScope,
} from '../../../shared/associateValidators'
import {
  BIDI_IN_NAME,
  hasBidiControl,
  hasLoneSurrogate,
  withoutBidiControls,
} from '../../../shared/text'

/** A thread the viewer may read, with whether they may change it (only its author may). */
export async function requireThread(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  viewerId: Id<'users'>,
  threadId: Id<'threads'>,
) {
  const thread = await ctx.db.get('threads', threadId)
  if (!thread || thread.organizationId !== organizationId) {
    throw appError('NOT_FOUND', 'Thread not found')
  }
  const isAuthor = thread.authorId === viewerId
  if (!isAuthor) {
    const share = await ctx.db
      .query('threadShares')
      .withIndex('by_threadId_and_sharedWith', (q) =>
        q.eq('threadId', thread._id).eq('sharedWith', viewerId),
      )
      .unique()
    if (!share) throw appError('NOT_FOUND', 'Thread not found')
  }
  const project = await requireProject(ctx, organizationId, thread.projectId)
  return { thread, project, isAuthor }
}

/** A thread the viewer wrote: a colleague it is shared with reads it only (FORBIDDEN). */
export async function requireOwnThread(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  viewerId: Id<'users'>,
  threadId: Id<'threads'>,
) {
  const found = await requireThread(ctx, organizationId, viewerId, threadId)
  if (!found.isAuthor) {
    throw appError('FORBIDDEN', 'Only the author of this thread can change it')
  }
  return found
}

/** A title as given, trimmed; INVALID_INPUT when empty, too long or not text. */
export function cleanTitle(title: string) {
  const clean = title.replace(/\s+/g, ' ').trim()
  if (clean === '') throw appError('INVALID_INPUT', 'A thread needs a title')
  if (clean.length > TITLE_MAX) {
    throw appError('INVALID_INPUT', `A title has at most ${TITLE_MAX} characters`)
  }
  if (hasLoneSurrogate(clean)) throw appError('INVALID_INPUT', 'The title is not valid text')
  if (hasBidiControl(clean)) throw appError('INVALID_INPUT', `A title ${BIDI_IN_NAME}`)
  return clean
}

/**
 * The title a new thread takes from its first question. The question is prose and may carry
 * direction marks; the title is a name in lists, so they are left out of it.
 */
export function titleFromQuestion(question: string) {
  const line = withoutBidiControls(question).replace(/\s+/g, ' ').trim()
  return line.length <= 80 ? line : `${line.slice(0, 79).trimEnd()}…`
}

/** Checks a scope against the matter (NOT_FOUND for anything outside it); returns it tidied. */
export async function checkScope(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  scope: ThreadScope,
): Promise<ThreadScope> {
  switch (scope.kind) {
    case 'matter':
      return scope
    case 'selection': {
      const documentIds = [...new Set(scope.documentIds)]
      const folderIds = [...new Set(scope.folderIds)]
      if (documentIds.length + folderIds.length === 0) {
        throw appError('INVALID_INPUT', 'Choose at least one document or folder')
      }
      if (documentIds.length > SCOPE_DOCUMENTS_MAX || folderIds.length > SCOPE_FOLDERS_MAX) {
        throw appError(
          'INVALID_INPUT',
          `Ask about at most ${SCOPE_DOCUMENTS_MAX} documents and ${SCOPE_FOLDERS_MAX} folders`,
        )
      }
      for (const id of documentIds) {
        const document = await requireDocument(ctx, project.organizationId, id)
        if (document.projectId !== project._id) throw appError('NOT_FOUND', 'Document not found')
      }
      for (const id of folderIds) await requireFolderInProject(ctx, project, id)
      return { kind: 'selection', documentIds, folderIds }
    }
    case 'table': {
      const table = await requireTable(ctx, project.organizationId, scope.tableId)
      if (table.projectId !== project._id) throw appError('NOT_FOUND', 'Table not found')
      return scope
    }
  }
}

/** How the composer and each answer name a scope. */
export async function scopeLabel(ctx: QueryCtx, scope: ThreadScope) {
  switch (scope.kind) {
    case 'matter':
      return 'The whole matter'
    case 'selection': {
      const parts: string[] = []
      if (scope.documentIds.length === 1) {
        const document = await ctx.db.get('documents', scope.documentIds[0]!)
        parts.push(document ? document.name : '1 document')
      } else if (scope.documentIds.length > 1) {
        parts.push(`${scope.documentIds.length} documents`)
      }
      if (scope.folderIds.length === 1) {
        const folder = await ctx.db.get('folders', scope.folderIds[0]!)
        parts.push(folder ? `the folder ${folder.name}` : '1 folder')
      } else if (scope.folderIds.length > 1) {
        parts.push(`${scope.folderIds.length} folders`)
      }
      return parts.join(' and ')
    }
    case 'table': {
      const table = await ctx.db.get('reviewTables', scope.tableId)
      return table ? `The table ${table.name}` : 'A deleted table'
    }
  }
}

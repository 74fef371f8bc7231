// What each call site tells notify: the facts of one event, names and ids only. Kept here so a
// share or a job's end is one line where it happens.
import type { Doc, Id } from '../../_generated/dataModel'
import type { Notice } from './notify'

type Actor = { viewer: Doc<'users'> }
type InProject = Pick<Doc<'projects'>, '_id' | 'organizationId'>

/** One document, or several at once (then one notification names how many). */
export function documentsSharedNotice(
  ctx: Actor,
  project: InProject,
  documents: Doc<'documents'>[],
  userId: Id<'users'>,
): Notice {
  const [first] = documents
  return {
    userId,
    organizationId: project.organizationId,
    kind: documents.length === 1 ? 'documentShared' : 'documentsShared',
    title: documents.length === 1 ? first!.name : `${documents.length} documents`,
    actorName: ctx.viewer.name,
    target: { type: 'document', projectId: project._id, documentId: first!._id },
  }
}

export function folderSharedNotice(
  ctx: Actor,
  project: InProject,
  folder: Doc<'folders'>,
  userId: Id<'users'>,
): Notice {
  return {
    userId,
    organizationId: project.organizationId,
    kind: 'folderShared',
    title: folder.name,
    actorName: ctx.viewer.name,
    target: { type: 'folder', projectId: project._id, folderId: folder._id },
  }
}

export function threadSharedNotice(
  ctx: Actor,
  thread: Doc<'threads'>,
  userId: Id<'users'>,
): Notice {
  return {
    userId,
    organizationId: thread.organizationId,
    kind: 'threadShared',
    title: thread.title,
    actorName: ctx.viewer.name,
    target: { type: 'thread', projectId: thread.projectId, threadId: thread._id },
  }
}

export function draftSharedNotice(ctx: Actor, draft: Doc<'drafts'>, userId: Id<'users'>): Notice {
  return {
    userId,
    organizationId: draft.organizationId,
    kind: 'draftShared',
    title: draft.title,
    actorName: ctx.viewer.name,
    target: { type: 'draft', projectId: draft.projectId, draftId: draft._id },
  }
}

/** The end of a review table's run, for whoever started it. */
export function tableRunNotice(
  run: Doc<'reviewRuns'>,
  table: Doc<'reviewTables'>,
  counts: { done: number; failed: number },
): Notice {
  return {
    userId: run.startedBy,
    organizationId: table.organizationId,
    kind: 'tableRunFinished',
    title: table.name,
    counts,
    target: { type: 'table', projectId: table.projectId, tableId: table._id },
  }
}

/** A module run's end (its draft written, or the run failed), for whoever ran it. */
export function draftEndedNotice(draft: Doc<'drafts'>, outcome: 'finished' | 'failed'): Notice {
  return {
    userId: draft.createdBy,
    organizationId: draft.organizationId,
    kind: outcome === 'finished' ? 'draftFinished' : 'draftFailed',
    title: draft.title,
    target: { type: 'draft', projectId: draft.projectId, draftId: draft._id },
  }
}

/** An uploaded document whose processing failed, for whoever uploaded it. */
export function uploadFailedNotice(document: Doc<'documents'>): Notice {
  return {
    userId: document.uploadedBy,
    organizationId: document.organizationId,
    kind: 'uploadFailed',
    title: document.name,
    target: { type: 'document', projectId: document.projectId, documentId: document._id },
  }
}

/** Someone joined through an invitation: the colleague who invited them is told. */
export function invitationAcceptedNotice(
  invitation: Doc<'invitations'>,
  organization: Doc<'organizations'>,
  joiner: Pick<Doc<'users'>, 'name' | 'email'>,
): Notice {
  return {
    userId: invitation.invitedBy,
    organizationId: organization._id,
    kind: 'invitationAccepted',
    title: organization.name,
    actorName: joiner.name || joiner.email,
    target: { type: 'organization' },
  }
}

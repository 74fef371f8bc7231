// A matter's drafts (spec §2 /modules/drafts): listed with `q` (titles and text), `status` and
// `pending` (the runs still writing), and one read whole with its cited passages. A draft is its
// author's and the colleagues' they share it with (model/draftAccess.ts); nobody else sees it.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { type OrgMutationCtx, type OrgQueryCtx, orgMutation, orgQuery } from '../lib/functions'
import { shareWith } from '../lib/shares'
import { recordProjectEvent, requireProject } from '../matters/model'
import { nameReader } from '../review/model'
import { appError, invalidInput } from '../../shared/errors'
import {
  type DraftBlock,
  type DraftStatus,
  vDraftBlock,
  vDraftStatus,
} from '../../shared/draftValidators'
import { SHARED_WITH_MAX } from '../../shared/associateValidators'
import { hasLoneSurrogate } from '../../shared/text'
import { blockTexts, draftSearchText } from './model'
import { requireDraft, requireEditableDraft, requireOwnDraft } from './model/draftAccess'
import { BLOCK_TEXT_MAX } from './model/markdown'
import { checkQueryText } from '../../shared/searchQuery'

const DRAFTS_LISTED_MAX = 100
/** Shares read for one list, and search hits read to find the shared drafts among them. */
const SHARES_READ_MAX = 500
const SHARED_SEARCH_MAX = 256

function toDraftSummary(draft: Doc<'drafts'>, createdBy: string | null, viewerId: Id<'users'>) {
  return {
    _id: draft._id,
    title: draft.title,
    status: draft.status,
    progress: draft.progress,
    updatedAt: draft.updatedAt,
    createdBy,
    isAuthor: draft.createdBy === viewerId,
    sharedCount: draft.sharedCount ?? 0,
  }
}

/** The ids of the matter's drafts shared with the viewer. */
async function sharedDraftIds(ctx: OrgQueryCtx, projectId: Id<'projects'>) {
  const shares = await ctx.db
    .query('draftShares')
    .withIndex('by_sharedWith_and_projectId', (q) =>
      q.eq('sharedWith', ctx.viewer._id).eq('projectId', projectId),
    )
    .take(SHARES_READ_MAX)
  return shares.map((share) => share.draftId)
}

/** The drafts of a matter shared with the viewer, optionally of one status. */
async function sharedWithViewer(
  ctx: OrgQueryCtx,
  projectId: Id<'projects'>,
  status: DraftStatus | undefined,
) {
  const ids = await sharedDraftIds(ctx, projectId)
  const drafts = await Promise.all(ids.map((id) => ctx.db.get('drafts', id)))
  return drafts.filter(
    (draft): draft is Doc<'drafts'> => draft !== null && (!status || draft.status === status),
  )
}

/** The matter's drafts, newest first; a search ranks by relevance instead. */
export const list = orgQuery({
  args: {
    projectId: v.id('projects'),
    q: v.optional(v.string()),
    status: v.optional(vDraftStatus),
    pending: v.optional(v.boolean()),
  },
  handler: async (ctx, args) => {
    const project = await requireProject(ctx, ctx.organization._id, args.projectId)
    const status = args.pending ? 'writing' : args.status
    const q = args.q === undefined ? '' : checkQueryText(args.q)
    const viewerId = ctx.viewer._id
    let drafts: Doc<'drafts'>[]
    if (q) {
      // The viewer's own matches first, then those among the drafts shared with them.
      const own = await ctx.db
        .query('drafts')
        .withSearchIndex('search_text', (s) => {
          const matched = s
            .search('searchText', q)
            .eq('projectId', project._id)
            .eq('createdBy', viewerId)
          return status ? matched.eq('status', status) : matched
        })
        .take(DRAFTS_LISTED_MAX)
      // The search reads the drafts themselves; the shares give only which of them.
      const sharedIds = new Set(await sharedDraftIds(ctx, project._id))
      const shared =
        sharedIds.size === 0
          ? []
          : (
              await ctx.db
                .query('drafts')
                .withSearchIndex('search_text', (s) => {
                  const matched = s.search('searchText', q).eq('projectId', project._id)
                  return status ? matched.eq('status', status) : matched
                })
                .take(SHARED_SEARCH_MAX)
            ).filter((draft) => sharedIds.has(draft._id))
      drafts = [...own, ...shared].slice(0, DRAFTS_LISTED_MAX)
    } else {
      const own = await ctx.db
        .query('drafts')
        .withIndex('by_projectId_and_createdBy_and_status', (i) => {
          const mine = i.eq('projectId', project._id).eq('createdBy', viewerId)
          return status ? mine.eq('status', status) : mine
        })
        .order('desc')
        .take(DRAFTS_LISTED_MAX * 5)
      drafts = [...own, ...(await sharedWithViewer(ctx, project._id, status))]
      drafts.sort((a, b) => b.updatedAt - a.updatedAt)
      drafts = drafts.slice(0, DRAFTS_LISTED_MAX)
    }
    const nameOf = nameReader(ctx)
    return await Promise.all(
      drafts.map(async (d) => toDraftSummary(d, await nameOf(d.createdBy), viewerId)),
    )
  },
})

/** One draft of the viewer's firm, whole; a malformed id is 'Draft not found' like a missing one. */
export const get = orgQuery({
  args: { draftId: v.string() },
  handler: async (ctx, args) => {
    const draftId = ctx.db.normalizeId('drafts', args.draftId)
    if (!draftId) throw appError('NOT_FOUND', 'Draft not found')
    const { draft, isAuthor } = await requireDraft(ctx, draftId)
    const module = draft.moduleId ? await ctx.db.get('modules', draft.moduleId) : null
    const nameOf = nameReader(ctx)
    // Who it is shared with, for its author's share dialog.
    const shares = isAuthor
      ? await ctx.db
          .query('draftShares')
          .withIndex('by_draftId_and_sharedWith', (q) => q.eq('draftId', draft._id))
          .take(SHARED_WITH_MAX)
      : []
    return {
      ...toDraftSummary(draft, await nameOf(draft.createdBy), ctx.viewer._id),
      sharedWith: await Promise.all(
        shares.map(async (share) => ({
          userId: share.sharedWith,
          name: await nameOf(share.sharedWith),
        })),
      ),
      projectId: draft.projectId,
      organizationId: draft.organizationId,
      module: module ? { name: module.name, slug: module.slug } : null,
      blocks: draft.blocks,
      citations: draft.citations,
      missingInputs: draft.missingInputs,
      // What a new run may start from (spec §2 /modules/{moduleSlug}?id): the documents chosen
      // (not the whole matter a run read when none were), the dates and texts.
      inputs: {
        documents: draft.documentsChosen ? await documentNames(ctx, draft) : [],
        from: draft.inputs.from ?? null,
        to: draft.inputs.to ?? null,
        text: draft.inputs.text ?? null,
        party: draft.inputs.party ?? null,
        witness: draft.inputs.witness ?? null,
      },
      error: draft.error ?? null,
      writtenBy: draft.writtenBy ?? null,
    }
  },
})

/** The documents a run was given that still exist in its matter, with their names. */
async function documentNames(ctx: QueryCtx, draft: Doc<'drafts'>) {
  const documents = await Promise.all(
    (draft.inputs.documentIds ?? []).map((id) => ctx.db.get('documents', id)),
  )
  return documents.flatMap((document) =>
    document && document.projectId === draft.projectId
      ? [{ _id: document._id, name: document.name }]
      : [],
  )
}

const TITLE_MAX = 200
const BLOCKS_MAX = 2_000
const VERSIONS_LISTED_MAX = 50

/** Edited blocks must keep the draft's shape: texts within limits, citations it already has. */
function cleanBlocks(blocks: DraftBlock[], citations: number) {
  if (blocks.length > BLOCKS_MAX) throw appError('INVALID_INPUT', `At most ${BLOCKS_MAX} blocks`)
  const cites: number[][] = []
  for (const block of blocks) {
    if (block.type === 'heading' && ![1, 2, 3].includes(block.level)) {
      throw appError('INVALID_INPUT', 'A heading level is 1, 2 or 3')
    }
    if (block.type === 'paragraph') cites.push(block.cites)
    if (block.type === 'list') cites.push(...block.items.map((item) => item.cites))
    if (block.type === 'table') {
      if (block.rows.some((row) => row.cells.length !== block.header.length)) {
        throw appError('INVALID_INPUT', 'Every row of a table has one cell per column')
      }
      cites.push(...block.rows.map((row) => row.cites))
    }
  }
  for (const text of blocks.flatMap(blockTexts)) {
    if (text.length > BLOCK_TEXT_MAX || hasLoneSurrogate(text)) {
      throw appError(
        'INVALID_INPUT',
        `A block's text is at most ${BLOCK_TEXT_MAX.toLocaleString('en-US')} characters of text`,
      )
    }
  }
  if (cites.flat().some((n) => !Number.isInteger(n) || n < 1 || n > citations)) {
    throw appError('INVALID_INPUT', 'A citation the draft does not have')
  }
  return blocks
}

async function keepVersion(ctx: OrgMutationCtx, draft: Doc<'drafts'>) {
  await ctx.db.insert('draftVersions', {
    organizationId: draft.organizationId,
    draftId: draft._id,
    title: draft.title,
    blocks: draft.blocks,
    savedBy: draft.editedBy ?? draft.createdBy,
    savedAt: draft.updatedAt,
  })
}

/** Replaces a draft's title and text, keeping what it replaces as a version; audited. */
async function replaceText(
  ctx: OrgMutationCtx,
  draft: Doc<'drafts'>,
  project: Doc<'projects'>,
  text: { title: string; blocks: DraftBlock[] },
  summary: string,
) {
  await keepVersion(ctx, draft)
  const now = Date.now()
  await ctx.db.patch('drafts', draft._id, {
    title: text.title,
    blocks: text.blocks,
    searchText: draftSearchText(text.blocks),
    editedBy: ctx.viewer._id,
    updatedAt: now,
  })
  await recordProjectEvent(ctx, project, ctx.viewer._id, 'draft.edited', summary, now)
}

/** Saves an edit of a draft's title and text; the text it replaces becomes a version. */
export const update = orgMutation({
  args: { draftId: v.id('drafts'), title: v.string(), blocks: v.array(vDraftBlock) },
  handler: async (ctx, args) => {
    const { draft, project } = await requireEditableDraft(ctx, args.draftId)
    const title = args.title.trim()
    if (!title) throw invalidInput([{ path: 'title', message: 'Title is required' }])
    if (title.length > TITLE_MAX || hasLoneSurrogate(title)) {
      throw invalidInput([{ path: 'title', message: `Must be at most ${TITLE_MAX} characters` }])
    }
    const blocks = cleanBlocks(args.blocks, draft.citations.length)
    await replaceText(ctx, draft, project, { title, blocks }, `Edited the draft ${title}`)
    return null
  },
})

/** Puts an earlier version back; what it replaces becomes a version too, so nothing is lost. */
export const restore = orgMutation({
  args: { draftId: v.id('drafts'), versionId: v.id('draftVersions') },
  handler: async (ctx, args) => {
    const { draft, project } = await requireEditableDraft(ctx, args.draftId)
    const version = await ctx.db.get('draftVersions', args.versionId)
    if (!version || version.draftId !== draft._id) throw appError('NOT_FOUND', 'Version not found')
    await replaceText(
      ctx,
      draft,
      project,
      version,
      `Restored an earlier version of the draft ${version.title}`,
    )
    return null
  },
})

/** Marks a written draft final, or back to draft. */
export const setStatus = orgMutation({
  args: { draftId: v.id('drafts'), status: v.union(v.literal('draft'), v.literal('final')) },
  handler: async (ctx, args) => {
    const { draft, project } = await requireEditableDraft(ctx, args.draftId)
    if (draft.status === args.status) return null
    await ctx.db.patch('drafts', draft._id, { status: args.status, updatedAt: Date.now() })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'draft.edited',
      `Marked the draft ${draft.title} ${args.status === 'final' ? 'final' : 'as a draft again'}`,
    )
    return null
  },
})

/** A draft's earlier versions, newest first. */
export const versions = orgQuery({
  args: { draftId: v.id('drafts') },
  handler: async (ctx, { draftId }) => {
    const { draft } = await requireDraft(ctx, draftId)
    const versions = await ctx.db
      .query('draftVersions')
      .withIndex('by_draftId', (q) => q.eq('draftId', draft._id))
      .order('desc')
      .take(VERSIONS_LISTED_MAX)
    const nameOf = nameReader(ctx)
    return await Promise.all(
      versions.map(async (version) => ({
        _id: version._id,
        title: version.title,
        savedAt: version.savedAt,
        savedBy: await nameOf(version.savedBy),
      })),
    )
  },
})

/** Shares the draft with exactly these colleagues, to work on it too (an empty list stops sharing). */
export const share = orgMutation({
  args: { draftId: v.id('drafts'), userIds: v.array(v.id('users')) },
  handler: async (ctx, args) => {
    const { draft, project } = await requireOwnDraft(ctx, args.draftId)
    return await shareWith(ctx, project, { kind: 'draft', draft }, args.userIds)
  },
})

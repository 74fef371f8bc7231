// A matter's drafts (spec §2 /modules/drafts): listed with `q` (titles and text), `status` and
// `pending` (the runs still writing), and one read whole with its cited passages.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { type OrgMutationCtx, orgMutation, orgQuery } from '../lib/functions'
import { requireWritableProject } from '../dossier/model'
import { recordProjectEvent, requireProject } from '../matters/model'
import { nameReader } from '../review/model'
import { appError, invalidInput } from '../../shared/errors'
import { type DraftBlock, vDraftBlock, vDraftStatus } from '../../shared/draftValidators'
import { hasLoneSurrogate } from '../../shared/text'
import { blockTexts, draftSearchText } from './model'
import { checkQueryText } from '../../shared/searchQuery'

const DRAFTS_LISTED_MAX = 100

function toDraftSummary(draft: Doc<'drafts'>, createdBy: string | null) {
  return {
    _id: draft._id,
    title: draft.title,
    status: draft.status,
    progress: draft.progress,
    updatedAt: draft.updatedAt,
    createdBy,
  }
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
    let drafts: Doc<'drafts'>[]
    if (q) {
      drafts = await ctx.db
        .query('drafts')
        .withSearchIndex('search_text', (s) => {
          const matched = s.search('searchText', q).eq('projectId', project._id)
          return status ? matched.eq('status', status) : matched
        })
        .take(DRAFTS_LISTED_MAX)
    } else {
      drafts = await ctx.db
        .query('drafts')
        .withIndex('by_projectId_and_status', (i) =>
          status
            ? i.eq('projectId', project._id).eq('status', status)
            : i.eq('projectId', project._id),
        )
        .take(DRAFTS_LISTED_MAX * 5)
      drafts.sort((a, b) => b.updatedAt - a.updatedAt)
      drafts = drafts.slice(0, DRAFTS_LISTED_MAX)
    }
    const nameOf = nameReader(ctx)
    return await Promise.all(drafts.map(async (d) => toDraftSummary(d, await nameOf(d.createdBy))))
  },
})

/** One draft of the viewer's firm, whole; a malformed id is 'Draft not found' like a missing one. */
export const get = orgQuery({
  args: { draftId: v.string() },
  handler: async (ctx, args) => {
    const draftId = ctx.db.normalizeId('drafts', args.draftId)
    const draft = draftId ? await ctx.db.get('drafts', draftId) : null
    if (!draft || draft.organizationId !== ctx.organization._id) {
      throw appError('NOT_FOUND', 'Draft not found')
    }
    const module = draft.moduleId ? await ctx.db.get('modules', draft.moduleId) : null
    return {
      ...toDraftSummary(draft, await nameReader(ctx)(draft.createdBy)),
      projectId: draft.projectId,
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
const BLOCK_TEXT_MAX = 20_000
const BLOCKS_MAX = 2_000
const VERSIONS_LISTED_MAX = 50

/** A draft of the viewer's firm that may change: written, its matter not archived. */
async function requireEditableDraft(ctx: OrgMutationCtx, draftId: Id<'drafts'>) {
  const draft = await ctx.db.get('drafts', draftId)
  if (!draft || draft.organizationId !== ctx.organization._id) {
    throw appError('NOT_FOUND', 'Draft not found')
  }
  const project = await requireWritableProject(ctx, ctx.organization._id, draft.projectId)
  if (draft.status === 'writing') throw appError('CONFLICT', 'This draft is still being written')
  if (draft.status === 'failed')
    throw appError('CONFLICT', 'This draft failed and cannot be edited')
  return { draft, project }
}

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
    await keepVersion(ctx, draft)
    const now = Date.now()
    await ctx.db.patch('drafts', draft._id, {
      title,
      blocks,
      searchText: draftSearchText(blocks),
      editedBy: ctx.viewer._id,
      updatedAt: now,
    })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'draft.edited',
      `Edited the draft ${title}`,
      now,
    )
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
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.organizationId !== ctx.organization._id) {
      throw appError('NOT_FOUND', 'Draft not found')
    }
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

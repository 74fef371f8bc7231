// A matter's drafts (spec §2 /modules/drafts): listed with `q` (titles and text), `status` and
// `pending` (the runs still writing), and one read whole with its cited passages.
import { v } from 'convex/values'
import type { Doc } from '../_generated/dataModel'
import { orgQuery } from '../lib/functions'
import { requireProject } from '../matters/model'
import { nameReader } from '../review/model'
import { appError } from '../../shared/errors'
import { vDraftStatus } from '../../shared/draftValidators'
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
      // What a new run may start from (spec §2 /modules/{moduleSlug}?id); the documents a run
      // read are its own.
      inputs: {
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

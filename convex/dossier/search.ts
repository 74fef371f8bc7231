import { v } from 'convex/values'
import { orgQuery } from '../lib/functions'
import { requireProject } from '../matters/model'
import { searchDocuments } from './model/search'
import { vSearchFilters, vSearchSort } from './model/searchFilters'
import { suggestFor } from './model/searchSuggestions'

/**
 * Full-text search of a matter's dossier (document names and text), grouped by document: each
 * with its best pages as snippets whose hits are character ranges. Relevance first by default;
 * the filters and sorts of spec §3. Capped, not paginated: see convex/dossier/model/search.ts.
 */
export const documents = orgQuery({
  args: {
    projectId: v.id('projects'),
    query: v.string(),
    filters: v.optional(vSearchFilters),
    sort: v.optional(vSearchSort),
    limit: v.optional(v.number()),
  },
  handler: async (ctx, { projectId, ...args }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    return await searchDocuments(ctx, project, args)
  },
})

/** Suggestions as the user types: matching document names, word completions and tags. */
export const suggestions = orgQuery({
  args: { projectId: v.id('projects'), text: v.string() },
  handler: async (ctx, { projectId, text }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    return await suggestFor(ctx, project, text)
  },
})

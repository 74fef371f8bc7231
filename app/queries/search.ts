import { convexQuery } from '@/lib/convex-react'
import type { FunctionArgs, FunctionReturnType } from 'convex/server'
import type { searchArgsFromParams } from '@/lib/dossier-search'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** What a dossier search answers: the listed documents, each with its best pages. */
export type SearchAnswer = FunctionReturnType<typeof api.dossier.search.documents>
export type SearchResultRow = SearchAnswer['results'][number]
export type SearchSuggestions = FunctionReturnType<typeof api.dossier.search.suggestions>
/** A search as the URL describes it (app/lib/dossier-search.ts), with how many to list. */
export type DossierSearchArgs = ReturnType<typeof searchArgsFromParams> & { limit?: number }
type BackendFilters = NonNullable<FunctionArgs<typeof api.dossier.search.documents>['filters']>

export const searchQueries = {
  /** A dossier search; live like every Convex query, so new uploads show as they are read. */
  documents: (projectId: Id<'projects'>, { filters, ...args }: DossierSearchArgs) =>
    convexQuery(api.dossier.search.documents, {
      projectId,
      ...args,
      // The folder id comes from the URL; the server checks it is a folder of this matter.
      ...(filters ? { filters: filters as BackendFilters } : {}),
    }),
  /** Suggestions for what is typed so far. */
  suggestions: (projectId: Id<'projects'>, text: string) =>
    convexQuery(api.dossier.search.suggestions, { projectId, text }),
}

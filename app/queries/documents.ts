import { convexQuery } from '@convex-dev/react-query'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** One document with its details, as the document page shows it. */
export type DocumentDetails = FunctionReturnType<typeof api.documents.get>

/** Pages of text one request brings (the page shows more on request). */
export const TEXT_PAGES_PER_REQUEST = 10

// Spec §9: document data is never counted fresh (0 s); the Convex subscription keeps it live.
export const documentQueries = {
  get: (documentId: Id<'documents'>) => ({
    ...convexQuery(api.documents.get, { documentId }),
    staleTime: 0,
  }),
  pages: (documentId: Id<'documents'>, cursor: string | null) =>
    convexQuery(api.documents.pages, {
      documentId,
      paginationOpts: { numItems: TEXT_PAGES_PER_REQUEST, cursor },
    }),
}

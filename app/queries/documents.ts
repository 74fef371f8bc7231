import { convexQuery } from '@/lib/convex-react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** One document with its details, as the document viewer shows it. */
export type DocumentDetails = FunctionReturnType<typeof api.dossier.documents.get>

/** Pages of text one request brings (the server's most): the viewer walks to a page in steps. */
export const TEXT_PAGES_PER_REQUEST = 50

// Spec §9: document data is never counted fresh (0 s); the Convex subscription keeps it live.
export const documentQueries = {
  get: (documentId: Id<'documents'>) => ({
    ...convexQuery(api.dossier.documents.get, { documentId }),
    staleTime: 0,
  }),
  // Spec §2: the viewer loads the document, then its storage URL.
  storageUrl: (storageId: Id<'_storage'>) => ({
    ...convexQuery(api.dossier.documents.storageUrl, { storageId }),
    staleTime: 0,
  }),
  pages: (documentId: Id<'documents'>, cursor: string | null) =>
    convexQuery(api.dossier.documents.pages, {
      documentId,
      paginationOpts: { numItems: TEXT_PAGES_PER_REQUEST, cursor },
    }),
}

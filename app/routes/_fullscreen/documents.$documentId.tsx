import { createFileRoute } from '@tanstack/react-router'
import { DocumentNotFound } from '@/components/document/document-not-found'
import { DocumentViewer } from '@/components/document/document-viewer'
import { preloadPane } from '@/components/document/pane-loaders'
import { readDocumentSearch } from '@/lib/document-link'
import { rethrowAsNotFound } from '@/lib/errors'
import { prefetchOrNull } from '@/lib/session-loss'
import { SessionEnded } from '@/components/document/session-ended'
import { viewerPaneFor } from '@/lib/viewer-pane'
import { type DocumentDetails, documentQueries } from '@/queries/documents'
import type { Id } from '@convex/_generated/dataModel'

// Spec §2: /documents/{documentId} with an optional threadId (kept for the associate); page and
// highlight open a cited passage (documentLink in app/lib/document-link.ts writes such links).
export const Route = createFileRoute('/_fullscreen/documents/$documentId')({
  validateSearch: readDocumentSearch,
  loader: async ({ context, params }) => {
    // Spec §2: the document, then its storage URL. Another firm's document is the same
    // 'Document not found' as a missing one.
    // Spec §8: 'Authentication required' while the document loads is swallowed; the page renders
    // without it (and says the session ended) instead of an error screen.
    const document = (await prefetchOrNull(
      context.queryClient,
      documentQueries.get(params.documentId as Id<'documents'>),
    ).catch(rethrowAsNotFound)) as DocumentDetails | null
    if (!document) return { name: null }
    // The pane's code (pdf.js for a PDF) starts loading now, beside the storage URL.
    preloadPane(viewerPaneFor(document.kind, { hasHtml: Boolean(document.htmlContent) }))
    await context.queryClient
      .ensureQueryData(documentQueries.storageUrl(document.storageId))
      .catch(rethrowAsNotFound)
    return { name: document.name }
  },
  head: ({ loaderData }) => ({
    meta: loaderData?.name ? [{ title: `${loaderData.name} · Casefile` }] : [],
  }),
  notFoundComponent: DocumentNotFound,
  component: DocumentRoute,
})

function DocumentRoute() {
  const { documentId } = Route.useParams()
  const search = Route.useSearch()
  const { name } = Route.useLoaderData()
  if (name === null) return <SessionEnded />
  return <DocumentViewer documentId={documentId as Id<'documents'>} search={search} />
}

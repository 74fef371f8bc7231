import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { DocumentNotFound } from '@/components/document/document-not-found'
import { DocumentPage } from '@/components/document/document-page'
import { rethrowAsNotFound } from '@/lib/errors'
import { documentQueries } from '@/queries/documents'
import type { Id } from '@convex/_generated/dataModel'

// Spec §2: /documents/{documentId} with an optional threadId (kept for the associate).
const documentSearch = z.object({
  threadId: z.string().optional().catch(undefined),
})

export const Route = createFileRoute('/_fullscreen/documents/$documentId')({
  validateSearch: documentSearch,
  loader: async ({ context, params }) => {
    const document = await context.queryClient
      .ensureQueryData(documentQueries.get(params.documentId as Id<'documents'>))
      .catch(rethrowAsNotFound)
    return { name: document.name }
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: `${loaderData.name} · Casefile` }] : [],
  }),
  notFoundComponent: DocumentNotFound,
  component: DocumentRoute,
})

function DocumentRoute() {
  const { documentId } = Route.useParams()
  return <DocumentPage documentId={documentId as Id<'documents'>} />
}

import { createFileRoute } from '@tanstack/react-router'
import { proxyDocumentPreview } from '@/lib/document-preview'

// Spec §2: the development proxy for document previews (see app/lib/document-preview.ts).
export const Route = createFileRoute('/api/auth/document-preview/$storageId')({
  server: {
    handlers: {
      GET: ({ params }) =>
        proxyDocumentPreview(params.storageId, process.env.CASEFILE_PRODUCTION_URL),
    },
  },
})

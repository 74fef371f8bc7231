import { createFileRoute } from '@tanstack/react-router'
import { serveStoredFile } from '@/lib/file-serving.server'

// A document's stored file, for whoever may see the document at the moment of the request
// (documents.storageUrl names this route; see app/lib/file-serving.server.ts).
export const Route = createFileRoute('/api/files/$documentId')({
  server: {
    handlers: {
      GET: ({ request, params }) => serveStoredFile(request, params.documentId, 'file'),
      HEAD: ({ request, params }) => serveStoredFile(request, params.documentId, 'file'),
    },
  },
})

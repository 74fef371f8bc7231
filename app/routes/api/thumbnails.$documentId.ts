import { createFileRoute } from '@tanstack/react-router'
import { serveStoredFile } from '@/lib/file-serving.server'

// A document's first-page thumbnail (the dossier grid), authorized like its file.
export const Route = createFileRoute('/api/thumbnails/$documentId')({
  server: {
    handlers: {
      GET: ({ request, params }) => serveStoredFile(request, params.documentId, 'thumbnail'),
      HEAD: ({ request, params }) => serveStoredFile(request, params.documentId, 'thumbnail'),
    },
  },
})

import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ExternalLink, FileQuestion } from 'lucide-react'
import { DocumentStatusBadge } from '@/components/dossier/document-badges'
import { fileKindLabel } from '@/components/dossier/file-kind-icon'
import { RelativeTime } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { documentLinkOptions } from '@/lib/document-link'
import { documentQueries } from '@/queries/documents'
import type { Id } from '@convex/_generated/dataModel'
import { formatBytes } from '@shared/fileTypes'

/**
 * The dossier's documentId (spec §2): that document's preview beside the list — its first page's
 * picture, status, summary and particulars, with a way into the viewer. Closing it drops the
 * parameter; a document that cannot be read says so.
 */
export function DocumentPreview({ documentId }: { documentId: string }) {
  const navigate = useNavigate()
  const document = useQuery({ ...documentQueries.get(documentId as Id<'documents'>), retry: false })
  const close = () =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, documentId: undefined }),
      replace: true,
    })
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="top-0 right-0 left-auto h-svh max-w-md translate-x-0 translate-y-0 content-start overflow-y-auto rounded-none border-y-0 border-r-0">
        {document.isPending ? (
          <>
            <DialogTitle>Preview</DialogTitle>
            <DialogDescription role="status">Loading the document…</DialogDescription>
          </>
        ) : document.isError ? (
          <>
            <DialogTitle className="flex items-center gap-2">
              <FileQuestion className="size-5" aria-hidden />
              Document not found
            </DialogTitle>
            <DialogDescription>
              It may have been deleted or moved out of your reach.
            </DialogDescription>
          </>
        ) : (
          <>
            <DialogTitle className="pr-6 break-words">{document.data.name}</DialogTitle>
            <DialogDescription>
              {fileKindLabel(document.data.kind)} · {formatBytes(document.data.size)}
              {document.data.pageCount ? ` · ${document.data.pageCount} pages` : ''}
            </DialogDescription>
            <div className="flex flex-wrap gap-1.5">
              <DocumentStatusBadge
                status={document.data.status}
                reason={document.data.statusReason}
              />
            </div>
            {document.data.thumbnailUrl ? (
              <img
                src={document.data.thumbnailUrl}
                alt={`First page of ${document.data.name}`}
                className="max-h-80 w-full rounded border bg-white object-contain"
              />
            ) : null}
            {document.data.summary ? (
              <p className="text-sm leading-relaxed">{document.data.summary}</p>
            ) : null}
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Folder</dt>
                <dd className="break-words">{document.data.folder?.name ?? 'Top level'}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Added</dt>
                <dd>
                  <RelativeTime at={document.data._creationTime} /> by{' '}
                  {document.data.uploadedByName}
                </dd>
              </div>
            </dl>
            <div>
              <Button asChild>
                <Link {...documentLinkOptions(document.data._id)}>
                  <ExternalLink className="size-4" aria-hidden />
                  Open document
                </Link>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

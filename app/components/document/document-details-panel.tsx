import { X } from 'lucide-react'
import { DocumentStatusBadge, DuplicateBadge } from '@/components/dossier/document-badges'
import { fileKindLabel } from '@/components/dossier/file-kind-icon'
import { DateTime, RelativeTime } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import type { DocumentDetails } from '@/queries/documents'
import { formatBytes } from '@shared/fileTypes'

type DocumentDetailsPanelProps = { document: DocumentDetails; onClose: () => void }

/** What is known about the document beside it: where it is filed, who added it, what processing learnt. */
export function DocumentDetailsPanel({ document, onClose }: DocumentDetailsPanelProps) {
  const details: [string, React.ReactNode][] = [
    ['Matter', document.matter.name],
    ['Folder', document.folder?.name ?? 'Top level'],
    ['Type', fileKindLabel(document.kind)],
    ['Original file name', document.fileNameOriginal],
    ['Size', formatBytes(document.size)],
    ['Pages', document.pageCount ?? '—'],
    ['Tags', document.tags.length > 0 ? document.tags.join(', ') : 'None'],
    ['Uploaded by', document.uploadedByName],
    ['Added', <RelativeTime key="added" at={document._creationTime} />],
    [
      'Processed',
      document.processedAt ? <DateTime key="processed" at={document.processedAt} /> : 'Not yet',
    ],
    [
      'OCR',
      document.ocrPages > 0
        ? `${document.ocrPages} ${document.ocrPages === 1 ? 'page' : 'pages'}, confidence ${
            document.ocrConfidence !== null ? `${Math.round(document.ocrConfidence)}%` : '—'
          }`
        : 'Not needed',
    ],
  ]
  if (document.pagesWithoutText.length > 0) {
    details.push(['Pages without text', document.pagesWithoutText.join(', ')])
  }

  return (
    <aside
      aria-label="Details"
      className="flex w-80 shrink-0 flex-col border-l bg-card max-lg:absolute max-lg:inset-y-0 max-lg:right-0 max-lg:z-10 max-lg:shadow-lg print:hidden"
    >
      <header className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="text-sm font-semibold">Details</h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close details">
          <X className="size-4" aria-hidden />
        </Button>
      </header>
      <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto p-4 text-sm">
        <div className="flex flex-wrap gap-1.5">
          <DocumentStatusBadge status={document.status} reason={document.statusReason} />
          {document.duplicateOf ? <DuplicateBadge /> : null}
        </div>
        {document.summary ? (
          <section aria-labelledby="document-summary-heading" className="grid gap-1.5">
            <h3 id="document-summary-heading" className="text-xs font-semibold uppercase">
              Summary
            </h3>
            <p className="leading-relaxed">{document.summary}</p>
          </section>
        ) : null}
        <dl className="grid gap-3">
          {details.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  )
}

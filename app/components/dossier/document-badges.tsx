import { Copy } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Spinner } from '@/components/ui/spinner'
import { documentStatusLabel, documentStatusTone } from '@/lib/dossier-text'
import type { DocumentRow } from '@/queries/dossier'

/** The processing status ('Queued', 'Processing…', 'Failed: reason' …), live as it changes. */
export function DocumentStatusBadge({
  status,
  reason,
}: Pick<DocumentRow, 'status'> & { reason: string | null }) {
  const tone = documentStatusTone(status)
  const label = documentStatusLabel(status, reason)
  return (
    <Badge
      variant={tone === 'problem' ? 'destructive' : tone === 'pending' ? 'outline' : 'secondary'}
      className="max-w-full"
      title={label}
    >
      {status === 'processing' ? <Spinner className="size-3" /> : null}
      <span className="truncate">{label}</span>
    </Badge>
  )
}

/** Marks a document whose bytes equal an earlier upload's. */
export function DuplicateBadge() {
  return (
    <Badge variant="brand" title="The same file was uploaded before">
      <Copy className="size-3" aria-hidden />
      Duplicate
    </Badge>
  )
}

/** The status and duplicate badges of a document, side by side. */
export function DocumentBadges({ document }: { document: DocumentRow }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1.5">
      <DocumentStatusBadge status={document.status} reason={document.statusReason} />
      {document.duplicateOf ? <DuplicateBadge /> : null}
    </span>
  )
}

import { Link } from '@tanstack/react-router'
import { AlertTriangle, BadgeCheck, Flag, History, Link2, Loader2, Pencil } from 'lucide-react'
import { documentLinkOptions } from '@/lib/document-link'
import { cn } from '@/lib/utils'
import type { ReviewCell } from '@/queries/tables'

/** What a cell says when it has no value to show. */
export function cellStatusText(cell: ReviewCell | undefined) {
  if (!cell || cell.state === 'empty') return 'Not asked yet'
  if (cell.state === 'queued') return 'Waiting'
  if (cell.state === 'running') return 'Reading…'
  if (cell.state === 'failed') return 'Failed'
  if (cell.display === '') return 'Not in the document'
  return cell.display
}

/** The link that opens a cell's passage in the viewer (page and quote marked), when it has one. */
export function PassageLink({
  documentId,
  cell,
  label,
  className,
}: {
  documentId: string
  cell: ReviewCell
  label: string
  className?: string
}) {
  if (cell.citation !== 'verified' || !cell.source) return null
  return (
    <Link
      {...documentLinkOptions(documentId, { page: cell.source.page, highlight: cell.quote })}
      aria-label={label}
      title={`Page ${cell.source.page}: “${cell.quote}”`}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
        className,
      )}
      onClick={(event) => event.stopPropagation()}
      tabIndex={-1}
    >
      <Link2 className="size-3.5" aria-hidden />
    </Link>
  )
}

/** The inside of one grid cell: the value (or its state) and its marks. */
export function ReviewCellContent({
  cell,
  documentId,
  columnLabel,
}: {
  cell: ReviewCell | undefined
  documentId: string | null
  columnLabel: string
}) {
  const text = cellStatusText(cell)
  const muted = !cell || cell.state !== 'done' || cell.display === ''
  return (
    <div className="flex items-start gap-1.5">
      {cell?.state === 'running' || cell?.state === 'queued' ? (
        <Loader2
          className="mt-0.5 size-3.5 shrink-0 animate-spin text-muted-foreground"
          aria-hidden
        />
      ) : null}
      <span
        className={cn(
          'line-clamp-3 min-w-0 flex-1 break-words',
          muted && 'text-muted-foreground italic',
          cell?.state === 'failed' && 'text-destructive not-italic',
          cell?.citation === 'notFound' && 'text-amber-700 dark:text-amber-400',
        )}
      >
        {text}
      </span>
      {cell ? (
        <span className="flex shrink-0 items-center gap-0.5">
          {cell.citation === 'notFound' ? (
            <AlertTriangle
              className="size-3.5 text-amber-600"
              aria-label="Quote not found in the document"
            />
          ) : null}
          {cell.stale ? (
            <History className="size-3.5 text-muted-foreground" aria-label="Stale" />
          ) : null}
          {cell.edited ? (
            <Pencil className="size-3.5 text-muted-foreground" aria-label="Edited" />
          ) : null}
          {cell.flagged ? (
            <Flag className="size-3.5 text-destructive" aria-label="Flagged" />
          ) : null}
          {cell.verified ? (
            <BadgeCheck className="size-3.5 text-emerald-600" aria-label="Verified" />
          ) : null}
          {documentId ? (
            <PassageLink
              documentId={documentId}
              cell={cell}
              label={`Open the passage for ${columnLabel}`}
            />
          ) : null}
        </span>
      ) : null}
    </div>
  )
}

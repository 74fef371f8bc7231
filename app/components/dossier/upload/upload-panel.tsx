import { ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { isCancellable, isFinished, summarizeUploads } from '@/lib/upload-queue'
import { cn } from '@/lib/utils'
import { UploadProgressBar } from './upload-progress-bar'
import { UploadRow } from './upload-row'
import { uploadQueue, useUploadItems } from './upload-store'

/**
 * The files of the current batch, each with its progress and state, under an overall bar. Renders
 * nothing visible until a file is queued; its summary line stays mounted as a polite live region
 * so the first 'Uploading 1 of 5 files' is announced too.
 */
export function UploadPanel({ className }: { className?: string }) {
  const items = useUploadItems()
  const summary = useMemo(() => summarizeUploads(items), [items])
  const [isExpanded, setIsExpanded] = useState(true)
  const headingId = useId()
  const summaryId = useId()
  const listId = useId()
  const hasItems = items.length > 0
  const canCancel = items.some((item) => isCancellable(item.status))
  const canClear = items.some((item) => isFinished(item.status))

  return (
    <div
      role={hasItems ? 'region' : undefined}
      aria-labelledby={hasItems ? headingId : undefined}
      className={cn(
        hasItems
          ? 'grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs'
          : 'sr-only',
        className,
      )}
    >
      {hasItems ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-sm font-semibold">
            Uploads
          </h2>
          <div className="flex items-center gap-1">
            {canCancel ? (
              <Button variant="ghost" size="sm" onClick={() => uploadQueue.cancelAll()}>
                Cancel all
              </Button>
            ) : null}
            {canClear ? (
              <Button variant="ghost" size="sm" onClick={() => uploadQueue.clearFinished()}>
                Clear
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-expanded={isExpanded}
              aria-controls={listId}
              aria-label={isExpanded ? 'Hide the files' : 'Show the files'}
              onClick={() => setIsExpanded(!isExpanded)}
            >
              {isExpanded ? (
                <ChevronDown className="size-4" aria-hidden />
              ) : (
                <ChevronUp className="size-4" aria-hidden />
              )}
            </Button>
          </div>
        </div>
      ) : null}
      <p id={summaryId} aria-live="polite" className="text-sm text-muted-foreground">
        {hasItems ? summary.label : ''}
      </p>
      {hasItems ? (
        <>
          <UploadProgressBar
            labelledBy={summaryId}
            percent={summary.percent}
            tone={summary.isActive ? 'active' : summary.counts.added > 0 ? 'done' : 'muted'}
          />
          <ul
            id={listId}
            hidden={!isExpanded}
            aria-label="Files"
            className="-mx-2 grid max-h-80 overflow-y-auto"
          >
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

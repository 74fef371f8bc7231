import {
  Ban,
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  LoaderCircle,
  RotateCw,
  X,
} from 'lucide-react'
import { Button } from '@/components/ui/button'
import { isCancellable, type UploadItem, type UploadStatus } from '@/lib/upload-queue'
import { cn } from '@/lib/utils'
import { UploadProgressBar, type UploadProgressTone } from './upload-progress-bar'
import { uploadQueue } from './upload-store'

/** What a file's state reads as: 'Uploading 45%', 'Refused: {reason}', 'Added'… */
export function uploadStatusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return 'Waiting'
    case 'uploading':
      return `Uploading ${Math.round(item.progress * 100)}%`
    case 'checking':
      return 'Checking…'
    case 'added':
      return 'Added'
    case 'refused':
      return `Refused: ${item.message ?? 'this file is not accepted.'}`
    case 'cancelled':
      return 'Cancelled'
    case 'failed':
      return `Failed: ${item.message ?? 'something went wrong.'}`
  }
}

/** One file: its name and folder, its state, its bar, and Cancel or Retry. */
export function UploadRow({ item }: { item: UploadItem }) {
  const statusText = uploadStatusText(item)
  const isProblem = item.status === 'refused' || item.status === 'failed'
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5">
      <StatusIcon status={item.status} />
      <div className="flex min-w-0 items-baseline gap-2">
        <span className="truncate text-sm font-medium" title={item.name}>
          {item.name}
        </span>
        {item.folderNames.length > 0 ? (
          <span className="min-w-0 truncate text-xs text-muted-foreground">
            {`in ${item.folderNames.join(' / ')}`}
          </span>
        ) : null}
        {isProblem ? null : (
          <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">
            {statusText}
          </span>
        )}
      </div>
      <RowAction item={item} />
      <div className="col-start-2 col-end-3">
        <UploadProgressBar
          label={item.name}
          valueText={statusText}
          percent={Math.round(item.progress * 100)}
          tone={toneOf(item.status)}
        />
      </div>
      {isProblem ? (
        <p className="col-start-2 col-end-4 text-xs break-words text-destructive">{statusText}</p>
      ) : null}
      {item.status === 'added' && item.duplicateOf ? (
        <p className="col-start-2 col-end-4 text-xs text-muted-foreground">
          Possible duplicate of an earlier upload
        </p>
      ) : null}
    </li>
  )
}

function RowAction({ item }: { item: UploadItem }) {
  if (isCancellable(item.status)) {
    return (
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Cancel ${item.name}`}
        onClick={() => uploadQueue.cancel(item.id)}
      >
        <X className="size-4" aria-hidden />
      </Button>
    )
  }
  if (item.status === 'failed') {
    return (
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Retry ${item.name}`}
        onClick={() => uploadQueue.retry(item.id)}
      >
        <RotateCw className="size-4" aria-hidden />
      </Button>
    )
  }
  return <span className="size-7" aria-hidden />
}

function toneOf(status: UploadStatus): UploadProgressTone {
  if (status === 'added') return 'done'
  if (status === 'refused' || status === 'failed') return 'problem'
  if (status === 'cancelled') return 'muted'
  return 'active'
}

function StatusIcon({ status }: { status: UploadStatus }) {
  const className = 'size-4'
  switch (status) {
    case 'waiting':
      return <Clock className={cn(className, 'text-muted-foreground')} aria-hidden />
    case 'uploading':
    case 'checking':
      return (
        <LoaderCircle
          className={cn(className, 'text-muted-foreground motion-safe:animate-spin')}
          aria-hidden
        />
      )
    case 'added':
      return <CircleCheck className={cn(className, 'text-success')} aria-hidden />
    case 'refused':
      return <Ban className={cn(className, 'text-destructive')} aria-hidden />
    case 'failed':
      return <CircleAlert className={cn(className, 'text-destructive')} aria-hidden />
    case 'cancelled':
      return <CircleX className={cn(className, 'text-muted-foreground')} aria-hidden />
  }
}

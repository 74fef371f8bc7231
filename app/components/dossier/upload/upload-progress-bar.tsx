import { cn } from '@/lib/utils'

/** The bar's colour: going, added, refused or failed, cancelled. */
export type UploadProgressTone = 'active' | 'done' | 'problem' | 'muted'

const FILL: Record<UploadProgressTone, string> = {
  active: 'bg-primary',
  done: 'bg-success/80',
  problem: 'bg-destructive',
  muted: 'bg-muted-foreground/40',
}

type UploadProgressBarProps = {
  percent: number
  tone: UploadProgressTone
  /** The accessible name: a file's name, or the id of the element naming the bar. */
  label?: string
  labelledBy?: string
  valueText?: string
}

/** A thin progress bar with the progressbar role, its value in whole percents. */
export function UploadProgressBar({
  percent,
  tone,
  label,
  labelledBy,
  valueText,
}: UploadProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-1 overflow-hidden rounded-full bg-secondary"
    >
      <div
        className={cn('h-full rounded-full motion-safe:transition-[width]', FILL[tone])}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}

import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

const numberFormat = new Intl.NumberFormat('en-GB')

export type Stat = { label: string; value: number; icon: LucideIcon }

/** A row of labelled counts (the admin overview's, the firm dashboard's totals). */
export function StatGrid({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid gap-3', className)}>
      {stats.map(({ label, value, icon: Icon }) => (
        <div key={label} className="grid gap-1 rounded-lg border bg-card px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon className="size-3.5" aria-hidden />
            {label}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">{numberFormat.format(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

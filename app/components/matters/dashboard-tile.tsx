import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { cn } from '@/lib/utils'

type DashboardTileProps = {
  title: string
  description?: React.ReactNode
  /** The link to the tile's place in the matter; it receives the link's classes and text. */
  link: (props: { className: string; children: React.ReactNode }) => React.ReactNode
  linkText: string
  children: React.ReactNode
  className?: string
}

const LINK_CLASS =
  'inline-flex items-center gap-1 rounded-sm text-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none'

/** One tile of a dashboard: a titled region with a link to where its numbers come from. */
export function DashboardTile({
  title,
  description,
  link,
  linkText,
  children,
  className,
}: DashboardTileProps) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId} className={cn('flex flex-col', className)}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="grid gap-1">
          {/* h3: the page's own heading is the area's h2. */}
          <h3 id={titleId} className="text-base font-semibold tracking-tight">
            {title}
          </h3>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {link({
          className: LINK_CLASS,
          children: (
            <>
              {linkText}
              <ArrowRight className="size-3.5" aria-hidden />
            </>
          ),
        })}
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  )
}

const numberFormat = new Intl.NumberFormat('en-GB')

/** A count as the dashboards show it: "1,204", or "500+" when the read stopped at its cap. */
export function formatCount({ count, capped }: { count: number; capped?: boolean }) {
  return `${numberFormat.format(count)}${capped ? '+' : ''}`
}

type CountRow = { label: string; count: number; capped?: boolean; tone?: 'problem' | 'muted' }

/** Labelled counts, one a line; zero rows are quiet, problem rows stand out when not zero. */
export function CountList({ rows, label }: { rows: CountRow[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-1.5">
      {rows.map((row) => (
        <li key={row.label} className="flex items-baseline justify-between gap-3 text-sm">
          <span
            className={cn(
              row.count === 0 && 'text-muted-foreground',
              row.count > 0 && row.tone === 'problem' && 'font-medium text-destructive',
            )}
          >
            {row.label}
          </span>
          <span className={cn('tabular-nums', row.count === 0 && 'text-muted-foreground')}>
            {formatCount(row)}
          </span>
        </li>
      ))}
    </ul>
  )
}

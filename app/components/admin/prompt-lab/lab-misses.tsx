import { useSuspenseQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { labQueries } from '@/queries/admin'
import type { Id } from '@convex/_generated/dataModel'

const OUTCOME_LABELS = {
  wrong: 'Wrong value',
  fn: 'Not found',
  fp: 'Given where none is stated',
  tp: 'Right',
  tn: 'Right: none stated',
} as const

/** A run's misses: the document, the column, what was expected and what the engine answered. */
export function LabMisses({ runId }: { runId: Id<'labRuns'> }) {
  const { data: misses } = useSuspenseQuery(labQueries.misses(runId))
  if (misses.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No misses: every labelled answer was right.</p>
    )
  }
  return (
    <ul aria-label="Misses" className="divide-y rounded-lg border bg-card text-sm">
      {misses.map((miss) => (
        <li key={miss._id} className="grid gap-1 px-4 py-2">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{miss.column}</span>
            <span className="text-muted-foreground">in {miss.document}</span>
            {miss.part === 'heldout' ? <Badge variant="outline">Held out</Badge> : null}
            <Badge variant="destructive">{OUTCOME_LABELS[miss.outcome]}</Badge>
          </span>
          <span>
            Expected: <span className="font-medium">{miss.expected}</span> · Answered:{' '}
            <span className="font-medium">{miss.answer || 'nothing'}</span>
          </span>
          {miss.quote ? (
            <q className="line-clamp-2 text-xs text-muted-foreground">{miss.quote}</q>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

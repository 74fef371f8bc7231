import { convexQuery } from '@convex-dev/react-query'
import { useQuery } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'
import { IngestReport } from '../ingest-report'

type SearchNothingFoundProps = {
  projectId: Id<'projects'>
  query: string
  isFiltered: boolean
  onClearFilters: () => void
}

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`

/**
 * Nothing matched: said plainly, with what may explain it. Filters that narrow the search can be
 * cleared; files whose text could not be read are named (the ingest report), since the search
 * cannot see inside them, and files still being read may match once they are.
 */
export function SearchNothingFound(props: SearchNothingFoundProps) {
  const { projectId, query, isFiltered, onClearFilters } = props
  // The same query the ingest report above the dossier reads, so it is shared, not fetched twice.
  const { data: report } = useQuery(convexQuery(api.dossier.documents.ingestReport, { projectId }))
  const unreadable = report
    ? report.failed.length + report.needsOcr.length + report.passwordProtected.length
    : 0
  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-6 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <SearchX className="size-4 text-muted-foreground" aria-hidden />
        No documents match “{query}”{isFiltered ? ' with these filters' : ''}.
      </p>
      {isFiltered ? (
        <div>
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        </div>
      ) : null}
      {report && report.queued > 0 ? (
        <p className="text-muted-foreground">
          {files(report.queued)} of this matter {report.queued === 1 ? 'is' : 'are'} still waiting
          to be read; {report.queued === 1 ? 'it' : 'they'} may match once processed.
        </p>
      ) : null}
      {unreadable > 0 ? (
        <>
          <p className="text-muted-foreground">
            {files(unreadable)} of this matter {unreadable === 1 ? 'has' : 'have'} text the search
            cannot read, so {unreadable === 1 ? 'it is' : 'they are'} not searched: see the ingest
            report.
          </p>
          <IngestReport projectId={projectId} />
        </>
      ) : null}
    </div>
  )
}

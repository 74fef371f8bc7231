import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { searchArgsFromParams } from '@/lib/dossier-search'
import { getErrorMessage, hasCode } from '@/lib/errors'
import { cn } from '@/lib/utils'
import { searchQueries, type SearchAnswer } from '@/queries/search'
import type { Id } from '@convex/_generated/dataModel'
import { SearchNothingFound } from './search-nothing-found'
import { SearchResultItem } from './search-result-item'

/** Documents listed at first and added by each "Show more". */
const RESULTS_STEP = 20
/** The backend lists at most this many (convex/dossier/model/search.ts RESULTS_MAX). */
const RESULTS_MAX = 100

type SearchResultsProps = {
  projectId: Id<'projects'>
  args: ReturnType<typeof searchArgsFromParams>
  /** Whether filters narrow the search (the empty state offers to clear them). */
  isFiltered: boolean
  onClearFilters: () => void
  /** A result is being opened: the search goes into the history. */
  onOpenResult: () => void
}

function countText(answer: SearchAnswer) {
  const shown = answer.results.length
  if (answer.total === null) return `More than ${shown} documents found`
  return `${answer.total} ${answer.total === 1 ? 'document' : 'documents'} found`
}

/** Why the search failed, with the way out that fits: a query to change, filters to clear, a retry. */
function SearchFailed({
  error,
  onRetry,
  onClearFilters,
}: {
  error: Error
  onRetry: () => void
  onClearFilters: () => void
}) {
  const [message, action] = hasCode(error, 'INVALID_INPUT')
    ? [getErrorMessage(error), null]
    : hasCode(error, 'NOT_FOUND')
      ? ['The folder chosen in the filters is no longer in this matter.', 'clear' as const]
      : ['The search failed. Please try again.', 'retry' as const]
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p>{message}</p>
      {action ? (
        <Button variant="outline" size="sm" onClick={action === 'clear' ? onClearFilters : onRetry}>
          {action === 'clear' ? 'Clear filters' : 'Try again'}
        </Button>
      ) : null}
    </div>
  )
}

/** The results of the search in the URL: loading, failed, nothing found, or the documents. */
export function SearchResults(props: SearchResultsProps) {
  const { projectId, args, isFiltered, onClearFilters, onOpenResult } = props
  // A new search starts again at the first 20.
  const argsKey = JSON.stringify(args)
  const [limit, setLimit] = useState(RESULTS_STEP)
  const [limitFor, setLimitFor] = useState(argsKey)
  if (limitFor !== argsKey) {
    setLimitFor(argsKey)
    setLimit(RESULTS_STEP)
  }
  // The previous answer stays on screen (dimmed) while the next one is on its way.
  const search = useQuery({
    ...searchQueries.documents(projectId, limit === RESULTS_STEP ? args : { ...args, limit }),
    placeholderData: keepPreviousData,
  })
  const answer = search.data
  const isStale = search.isPlaceholderData

  let body: React.ReactNode
  let status: string
  if (!answer && search.isError) {
    status = 'The search failed'
    body = (
      <SearchFailed
        error={search.error}
        onRetry={() => void search.refetch()}
        onClearFilters={onClearFilters}
      />
    )
  } else if (!answer) {
    status = 'Searching…'
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Searching…
      </p>
    )
  } else if (answer.results.length === 0) {
    status = 'No documents found'
    body = (
      <SearchNothingFound
        projectId={projectId}
        query={args.query}
        isFiltered={isFiltered}
        onClearFilters={onClearFilters}
      />
    )
  } else {
    status = isStale ? 'Searching…' : countText(answer)
    const narrowsOrSorts = isFiltered || args.sort !== undefined
    body = (
      <>
        {answer.capped && narrowsOrSorts ? (
          <p className="text-sm text-muted-foreground">
            Filters and sorting apply to the best-matching pages; add words to the search to narrow
            it further.
          </p>
        ) : null}
        <ol
          aria-label="Search results"
          aria-busy={isStale || undefined}
          className={cn('grid gap-3 transition-opacity', isStale && 'opacity-60')}
        >
          {answer.results.map((result) => (
            <SearchResultItem key={result._id} result={result} onOpen={onOpenResult} />
          ))}
        </ol>
        {answer.hasMore && limit < RESULTS_MAX ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={search.isFetching}
            onClick={() => setLimit(Math.min(limit + RESULTS_STEP, RESULTS_MAX))}
          >
            {search.isFetching ? 'Loading…' : 'Show more results'}
          </Button>
        ) : null}
      </>
    )
  }

  return (
    <section aria-labelledby="dossier-search-results-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dossier-search-results-heading" className="text-lg font-semibold tracking-tight">
          Search results
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
      {body}
    </section>
  )
}

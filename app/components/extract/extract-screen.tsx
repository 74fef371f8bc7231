import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FolderOpen, ScanText, SearchX } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import { type FactFilterValues, isFiltered } from '@/lib/fact-filters'
import { groupFacts } from '@/lib/fact-groups'
import { type FactRow, factQueries } from '@/queries/facts'
import type { Id } from '@convex/_generated/dataModel'
import { plural } from '@shared/text'
import { DocumentFacts } from './document-facts'
import { ExtractActions } from './extract-actions'
import { FactFilters } from './fact-filters'

type ExtractScreenProps = {
  projectId: Id<'projects'>
  slug: string
  archived: boolean
  filters: FactFilterValues
  onFiltersChange: (filters: FactFilterValues) => void
}

/**
 * /matters/{slug}/extract: what processing found in the matter's documents (caption facts, dated
 * events, amounts), each linked to its passage, filtered by kind, document or words; selected
 * facts become a review table or the chronology.
 */
export function ExtractScreen({
  projectId,
  slug,
  archived,
  filters,
  onFiltersChange,
}: ExtractScreenProps) {
  const { data: documents } = useSuspenseQuery(factQueries.documents(projectId))
  // A new filter keeps the facts on screen until its answer arrives, rather than a skeleton.
  const shown = useDeferredValue(filters)
  const { data } = useSuspenseQuery(factQueries.list(projectId, shown))
  const updating = shown !== filters
  const [chosen, setChosen] = useState<ReadonlyMap<string, FactRow>>(new Map())
  const documentIds = new Set(documents.map((document) => document._id as string))
  // A selected fact whose document went (deleted, reprocessed away) is no longer offered.
  const selected = [...chosen.values()].filter((fact) => documentIds.has(fact.documentId))
  const selectedIds = new Set(selected.map((fact) => fact._id as string))
  const groups = groupFacts(data.facts)

  const toggle = (facts: FactRow[], on: boolean) =>
    setChosen((current) => {
      const next = new Map(current)
      for (const fact of facts) {
        if (on) next.set(fact._id, fact)
        else next.delete(fact._id)
      }
      return next
    })

  return (
    <section aria-labelledby="extract-heading" className="grid gap-6">
      <div>
        <h2 id="extract-heading" className="text-lg font-semibold tracking-tight">
          Extract
        </h2>
        <p className="text-sm text-muted-foreground">
          What the matter’s documents state about their case (court, docket, judges, parties, dates
          and amounts), each with the passage it stands on.
        </p>
      </div>

      {documents.length === 0 ? (
        <EmptyState
          icon={<FolderOpen className="size-5" aria-hidden />}
          title="No processed documents yet"
          description="Facts are read from the matter’s documents once they are processed. Add filings to the dossier and they appear here."
        >
          <Button asChild variant="outline">
            <Link to="/matters/$slug/dossier/$" params={{ slug, _splat: '' }}>
              Open the dossier
            </Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <FactFilters filters={filters} documents={documents} onChange={onFiltersChange} />
          <p role="status" className="-mt-3 text-sm text-muted-foreground">
            {updating
              ? 'Updating…'
              : `${plural(data.facts.length, 'fact')} in ${plural(groups.length, 'document')}`}
          </p>
          {data.truncated ? (
            <p
              role="note"
              className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
            >
              Only the first {data.facts.length.toLocaleString('en-US')} facts are shown. Narrow the
              list by kind, document or search to see the rest.
            </p>
          ) : null}
          {data.facts.length === 0 ? (
            isFiltered(filters) ? (
              <EmptyState
                icon={<SearchX className="size-5" aria-hidden />}
                title="No facts match these filters"
                description="Try another kind or document, or fewer words."
              >
                <Button variant="outline" onClick={() => onFiltersChange({})}>
                  Clear filters
                </Button>
              </EmptyState>
            ) : (
              <EmptyState
                icon={<ScanText className="size-5" aria-hidden />}
                title="No facts found yet"
                description="None of the matter’s processed documents states a court, docket, party, date or amount that could be read. Scanned pages are read once their text is recognised."
              />
            )
          ) : (
            <div
              className="grid gap-4 transition-opacity aria-busy:opacity-60"
              aria-busy={updating}
              aria-label="Facts found"
              role="region"
            >
              {groups.map((group) => (
                <DocumentFacts
                  key={group.documentId}
                  group={group}
                  selected={selectedIds}
                  onToggle={toggle}
                  disabled={updating}
                />
              ))}
            </div>
          )}
          {archived ? null : (
            <ExtractActions
              projectId={projectId}
              slug={slug}
              selected={selected}
              onClear={() => setChosen(new Map())}
            />
          )}
        </>
      )}
    </section>
  )
}

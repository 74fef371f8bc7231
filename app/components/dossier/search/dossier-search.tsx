import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { countActiveFilters } from '@/lib/active-filters'
import { filtersFromParams, searchArgsFromParams } from '@/lib/dossier-search'
import type { SearchFilters } from '@/lib/search-history'
import { searchQueries } from '@/queries/search'
import { useDossier } from '../dossier-context'
import { SearchBar } from './search-bar'
import { SearchFiltersPanel } from './search-filters-panel'
import { SearchResults } from './search-results'
import { useDossierSearchParams } from './use-dossier-search-params'
import { useSearchHistory, useSearchPreferences } from './use-search-storage'

/** Every filter param at once, for "Clear filters" (the query and the sort stay). */
const NO_FILTERS = {
  types: undefined,
  folder: undefined,
  sub: undefined,
  from: undefined,
  to: undefined,
  status: undefined,
  tags: undefined,
}

/**
 * The search at the top of every dossier view. While the URL holds a query, its results take the
 * place of the view below (`children`); clearing the search brings the view back.
 */
export function DossierSearch({ children }: { children: React.ReactNode }) {
  const { projectId } = useDossier()
  const [params, setParams] = useDossierSearchParams()
  const [preferences] = useSearchPreferences()
  const { record } = useSearchHistory()
  const [isFiltersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()
  const filters = filtersFromParams(params, preferences)
  const args = searchArgsFromParams(params, preferences)
  const query = args.query
  // Tags on the results on screen, offered in the filter panel (the first 20 share its query).
  const shown = useQuery({
    ...searchQueries.documents(projectId, args),
    enabled: isFiltersOpen && query !== '',
  })
  const suggestedTags = [...new Set(shown.data?.results.flatMap((result) => result.tags) ?? [])]
  const recordSearch = (text: string, saved: SearchFilters = filters) => {
    if (text.trim() !== '') record(text.trim(), saved)
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-3">
        <SearchBar
          projectId={projectId}
          params={params}
          setParams={setParams}
          filters={filters}
          preferences={preferences}
          filtersPanelId={panelId}
          isFiltersOpen={isFiltersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          onRecord={recordSearch}
        />
        {isFiltersOpen ? (
          <SearchFiltersPanel
            id={panelId}
            projectId={projectId}
            filters={filters}
            setParams={setParams}
            suggestedTags={suggestedTags}
            onClear={() => setParams(NO_FILTERS)}
          />
        ) : null}
      </div>
      {query !== '' ? (
        <SearchResults
          projectId={projectId}
          args={args}
          isFiltered={countActiveFilters(filters) > 0 || filters.folderLocation.type === 'folder'}
          onClearFilters={() => setParams(NO_FILTERS)}
          onOpenResult={() => recordSearch(query)}
        />
      ) : (
        children
      )}
    </div>
  )
}

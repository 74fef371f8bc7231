import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { countActiveFilters } from '@/lib/active-filters'
import { documentLinkOptions } from '@/lib/document-link'
import { paramsFromFilters } from '@/lib/dossier-search'
import type { DossierSearchParams } from '@/lib/dossier-search-params'
import type { SearchFilters, SearchPreferences } from '@/lib/search-history'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { searchQueries } from '@/queries/search'
import type { Id } from '@convex/_generated/dataModel'
import { SearchCombobox, type SearchOption } from './search-combobox'
import { SearchPreferencesDialog } from './search-preferences-dialog'
import type { SetSearchParams } from './use-dossier-search-params'
import { useSearchHistory } from './use-search-storage'

/** Typing pauses this long before the results follow (target P5 counts from here). */
const SEARCH_DEBOUNCE_MS = 250
/** Suggestions follow the keyboard more closely. */
const SUGGEST_DEBOUNCE_MS = 150
/** Fewer letters than this suggest nothing. */
const SUGGEST_MIN_LENGTH = 2

type SearchBarProps = {
  projectId: Id<'projects'>
  params: DossierSearchParams
  setParams: SetSearchParams
  filters: SearchFilters
  preferences: SearchPreferences
  filtersPanelId: string
  isFiltersOpen: boolean
  onToggleFilters: () => void
  /** Remembers a search in the history (with the filters it ran with). */
  onRecord: (query: string, filters?: SearchFilters) => void
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The search form: the box with its recent searches and suggestions, filters and preferences. */
export function SearchBar(props: SearchBarProps) {
  const { projectId, params, setParams, filters, preferences, onRecord } = props
  const router = useRouter()
  const inputId = useId()
  const { history } = useSearchHistory()
  const [text, setText] = useState(params.q ?? '')
  // The URL is the truth when it changes from elsewhere (back, forward, a history entry): its query
  // goes into the box. A change this box made itself leaves the box alone, so letters typed while
  // the URL catches up are not lost.
  const [shownQuery, setShownQuery] = useState(params.q)
  const [committed, setCommitted] = useState(params.q?.trim())
  if (params.q !== shownQuery) {
    setShownQuery(params.q)
    if ((params.q ?? '').trim() !== (committed ?? '')) {
      setCommitted(params.q?.trim())
      setText(params.q ?? '')
    }
  }
  const urlQuery = useRef(params.q)
  useEffect(() => {
    urlQuery.current = params.q
  }, [params.q])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  /** Puts a query into the URL: a new search is a history step, refining one replaces it. */
  const commit = (value: string) => {
    clearTimeout(timer.current)
    const query = value.trim()
    const current = (urlQuery.current ?? '').trim()
    if (query === current) return
    setCommitted(query || undefined)
    setParams({ q: query || undefined }, { replace: query !== '' && current !== '' })
  }

  const typed = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS)
  const wantsSuggestions = preferences.enableSearchSuggestions && typed.length >= SUGGEST_MIN_LENGTH
  const suggestions = useQuery({
    ...searchQueries.suggestions(projectId, typed),
    enabled: wantsSuggestions,
    placeholderData: keepPreviousData,
  })

  let options: SearchOption[] = []
  let listLabel = 'Suggestions'
  if (text.trim() === '') {
    listLabel = 'Recent searches'
    if (preferences.showRecentSearches) {
      options = history.map((entry) => {
        const count = countActiveFilters(entry.filters)
        const detail = count > 0 ? `with ${plural(count, 'filter')}` : null
        return { kind: 'history', key: `history-${entry.id}`, entry, detail }
      })
    }
  } else if (wantsSuggestions && suggestions.data) {
    const { documents, terms, tags } = suggestions.data
    options = [
      ...terms.map((term): SearchOption => ({
        kind: 'term',
        key: `term-${term.word}`,
        text: term.text,
      })),
      ...documents.map((document): SearchOption => ({
        kind: 'document',
        key: `document-${document._id}`,
        documentId: document._id,
        name: document.name,
        highlights: document.highlights,
      })),
      ...tags.map((tag): SearchOption => ({ kind: 'tag', key: `tag-${tag}`, tag })),
    ]
  }

  const choose = (option: SearchOption) => {
    clearTimeout(timer.current)
    switch (option.kind) {
      case 'history': {
        const { query, filters: saved } = option.entry
        setText(query)
        setParams(paramsFromFilters(query, saved))
        onRecord(query, saved)
        return
      }
      case 'term':
        setText(option.text)
        commit(option.text)
        onRecord(option.text)
        return
      case 'document':
        void router.navigate(documentLinkOptions(option.documentId))
        return
      case 'tag': {
        // The tag becomes a filter; the word typed for it leaves the query, unless it is all.
        const rest = text.replace(/[\p{L}\p{N}]+\s*$/u, '').trim()
        setParams({ tags: [...filters.tags, option.tag], q: rest || text.trim() })
        setText(rest || text.trim())
        return
      }
    }
  }

  const activeCount = countActiveFilters(filters)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form
        role="search"
        aria-label="Dossier search"
        className="flex min-w-64 flex-1 items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          commit(text)
          if (text.trim()) onRecord(text.trim())
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Search the dossier
        </label>
        <SearchCombobox
          inputId={inputId}
          value={text}
          onValueChange={(value) => {
            setText(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS)
          }}
          options={options}
          listLabel={listLabel}
          onChoose={choose}
          onClear={() => {
            setText('')
            commit('')
          }}
        />
        <Button type="submit">Search</Button>
      </Form>
      <Button
        type="button"
        variant="outline"
        aria-expanded={props.isFiltersOpen}
        aria-controls={props.filtersPanelId}
        onClick={props.onToggleFilters}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        Filters
        {activeCount > 0 ? (
          <>
            <Badge variant="default" aria-hidden>
              {activeCount}
            </Badge>
            <span className="sr-only">({activeCount} active)</span>
          </>
        ) : null}
      </Button>
      <SearchPreferencesDialog />
    </div>
  )
}

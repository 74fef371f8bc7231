import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { FACT_SEARCH_MAX, type FactFilterValues } from '@/lib/fact-filters'
import { FACT_KIND_LABELS, FACT_KINDS, type FactKind } from '@shared/factValidators'

type FactFiltersProps = {
  filters: FactFilterValues
  documents: Array<{ _id: string; name: string }>
  onChange: (filters: FactFilterValues) => void
}

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300

/** The extract screen's filters: a kind, a document, and words in a fact or its context. */
export function FactFilters({ filters, documents, onChange }: FactFiltersProps) {
  const [text, setText] = useState(filters.search ?? '')
  const applied = filters.search ?? ''
  // "Clear filters" (or the address) emptied the search: the box follows.
  const [shownApplied, setShownApplied] = useState(applied)
  if (applied !== shownApplied) {
    setShownApplied(applied)
    if (applied === '') setText('')
  }
  const latest = useRef({ filters, onChange })
  useEffect(() => {
    latest.current = { filters, onChange }
  })

  // The search runs once typing pauses; the address (and so the query) follows.
  useEffect(() => {
    if (text.trim() === applied) return
    const timer = setTimeout(() => {
      const { filters: current, onChange: change } = latest.current
      change({ ...current, search: text.trim() || undefined })
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, applied])

  return (
    <div role="search" aria-label="Filter facts" className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor="facts-search" className="text-xs font-medium text-muted-foreground">
          Search facts
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="facts-search"
            type="search"
            className="w-64 pl-9"
            value={text}
            maxLength={FACT_SEARCH_MAX}
            placeholder="A name, number or event"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor="facts-kind" className="text-xs font-medium text-muted-foreground">
          Kind
        </label>
        <NativeSelect
          id="facts-kind"
          className="w-48"
          value={filters.kind ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              kind: (event.target.value || undefined) as FactKind | undefined,
            })
          }
        >
          <option value="">All kinds</option>
          {FACT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {FACT_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <label htmlFor="facts-document" className="text-xs font-medium text-muted-foreground">
          Document
        </label>
        <NativeSelect
          id="facts-document"
          className="w-64"
          value={filters.documentId ?? ''}
          onChange={(event) =>
            onChange({ ...filters, documentId: event.target.value || undefined })
          }
        >
          <option value="">All documents</option>
          {documents.map((document) => (
            <option key={document._id} value={document._id}>
              {document.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}

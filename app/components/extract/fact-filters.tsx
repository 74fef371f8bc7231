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
      <LabelledSelect
        id="facts-kind"
        label="Kind"
        className="w-48"
        value={filters.kind ?? ''}
        empty="All kinds"
        options={FACT_KINDS.map((kind) => ({ value: kind, label: FACT_KIND_LABELS[kind] }))}
        onChange={(value) =>
          onChange({ ...filters, kind: (value || undefined) as FactKind | undefined })
        }
      />
      <LabelledSelect
        id="facts-document"
        label="Document"
        className="w-64"
        value={filters.documentId ?? ''}
        empty="All documents"
        options={documents.map((document) => ({ value: document._id, label: document.name }))}
        onChange={(value) => onChange({ ...filters, documentId: value || undefined })}
      />
    </div>
  )
}

type LabelledSelectProps = {
  id: string
  label: string
  className: string
  value: string
  /** The option that filters nothing. */
  empty: string
  options: Array<{ value: string; label: string }>
  onChange: (value: string) => void
}

/** A filter's select with its label above it. */
function LabelledSelect({
  id,
  label,
  className,
  value,
  empty,
  options,
  onChange,
}: LabelledSelectProps) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <NativeSelect
        id={id}
        className={className}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

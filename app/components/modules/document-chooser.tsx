import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { searchQueries } from '@/queries/search'
import type { Id } from '@convex/_generated/dataModel'

export type ChosenDocument = { _id: Id<'documents'>; name: string }

/** The most documents one run reads (convex/modules/runs.ts RUN_DOCUMENTS_MAX). */
const CHOSEN_MAX = 500

/**
 * The documents a run reads: found by searching the dossier (names and text), ticked into the
 * chosen list above, each removable. Nothing chosen reads every processed document, where the
 * module allows it.
 */
export function DocumentChooser({
  projectId,
  label,
  value,
  onChange,
  error,
}: {
  projectId: Id<'projects'>
  label: string
  value: ChosenDocument[]
  onChange: (documents: ChosenDocument[]) => void
  error?: string
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const typed = useDebouncedValue(query.trim(), 250)
  const found = useQuery({
    ...searchQueries.documents(projectId, { query: typed, limit: 20 }),
    enabled: typed !== '',
  })
  const chosen = new Set(value.map((document) => document._id))
  const toggle = (document: ChosenDocument, on: boolean) =>
    onChange(
      on
        ? [...value, document].slice(0, CHOSEN_MAX)
        : value.filter((kept) => kept._id !== document._id),
    )

  return (
    <fieldset
      className="grid gap-2 sm:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen documents" className="flex flex-wrap gap-2">
          {value.map((document) => (
            <li
              key={document._id}
              className="inline-flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2 text-sm"
            >
              {document.name}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove ${document.name}`}
                onClick={() => toggle(document, false)}
              >
                <X className="size-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No documents chosen.</p>
      )}
      <label htmlFor={`${id}-search`} className="text-sm">
        Find documents
      </label>
      <Input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        placeholder="Search names and text"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter in the search box looks, it does not run the module.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault()
        }}
      />
      {typed !== '' && found.isFetching && !found.data ? (
        <p className="text-sm text-muted-foreground">Searching…</p>
      ) : null}
      {typed !== '' && found.data ? (
        found.data.results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No documents found.</p>
        ) : (
          <ul
            aria-label="Documents found"
            className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2"
          >
            {found.data.results.map((result) => (
              <li key={result._id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.has(result._id)}
                    onChange={(event) =>
                      toggle({ _id: result._id, name: result.name }, event.target.checked)
                    }
                  />
                  {result.name}
                </label>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

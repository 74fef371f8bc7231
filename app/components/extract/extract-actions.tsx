import { useNavigate } from '@tanstack/react-router'
import { CalendarRange, Table2, X } from 'lucide-react'
import { useFeature } from '@/components/flags/feature'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import {
  chronologyDocumentIds,
  chronologyRange,
  chronologySpanText,
  documentIdsOf,
  tableColumnsFor,
  tableNameFor,
} from '@/lib/fact-actions'
import { type FactRow, useSendToChronologyMutation, useSendToTableMutation } from '@/queries/facts'
import type { Id } from '@convex/_generated/dataModel'
import { plural } from '@shared/text'

type ExtractActionsProps = {
  projectId: Id<'projects'>
  slug: string
  selected: FactRow[]
  onClear: () => void
}

/** What can be done with the selected facts: a review table over them, or the chronology. */
export function ExtractActions({ projectId, slug, selected, onClear }: ExtractActionsProps) {
  const navigate = useNavigate()
  const modulesOn = useFeature('modules')
  const toTable = useSendToTableMutation()
  const toChronology = useSendToChronologyMutation()
  const columns = tableColumnsFor(selected)
  const tableDocuments = documentIdsOf(selected) as Id<'documents'>[]
  const datedDocuments = chronologyDocumentIds(selected) as Id<'documents'>[]
  const range = chronologyRange(selected)
  const busy = toTable.isPending || toChronology.isPending
  const none = selected.length === 0

  const sendToTable = () =>
    toTable.mutate(
      {
        projectId,
        name: tableNameFor(tableDocuments.length),
        columns,
        documentIds: tableDocuments,
      },
      {
        onSuccess: (tableId) =>
          void navigate({ to: '/matters/$slug/tables/$tableId', params: { slug, tableId } }),
      },
    )

  const sendToChronology = () =>
    toChronology.mutate(
      { projectId, documentIds: datedDocuments, range },
      {
        onSuccess: (draftId) =>
          void navigate({
            to: '/matters/$slug/modules/drafts',
            params: { slug },
            search: { id: draftId },
          }),
      },
    )

  const tableHint = none
    ? 'Select facts to build a table from.'
    : columns.length === 0
      ? 'Dates make no table column: send them to the chronology.'
      : `${plural(columns.length, 'column')} over ${plural(tableDocuments.length, 'document')}: ${columns.map((c) => c.label).join(', ')}.`
  const chronologyHint = none
    ? 'Select dates to build a chronology from.'
    : datedDocuments.length === 0
      ? 'Select at least one date.'
      : `The chronology of ${plural(datedDocuments.length, 'document')}${range ? ` ${chronologySpanText(range)}` : ''}.`

  return (
    <div
      role="toolbar"
      aria-label="Selected facts"
      className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 shadow-md"
    >
      <p role="status" className="text-sm font-medium">
        {none ? 'No facts selected' : `${plural(selected.length, 'fact')} selected`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={sendToTable}
          disabled={busy || columns.length === 0}
          aria-describedby="extract-table-hint"
        >
          {toTable.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Table2 className="size-4" aria-hidden />
          )}
          Send to review table
        </Button>
        {modulesOn ? (
          <Button
            size="sm"
            variant="outline"
            onClick={sendToChronology}
            disabled={busy || datedDocuments.length === 0}
            aria-describedby="extract-chronology-hint"
          >
            {toChronology.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <CalendarRange className="size-4" aria-hidden />
            )}
            Send to chronology
          </Button>
        ) : null}
        {none ? null : (
          <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
            <X className="size-4" aria-hidden />
            Clear selection
          </Button>
        )}
      </div>
      <div className="grid text-xs text-muted-foreground">
        <span id="extract-table-hint">{tableHint}</span>
        {modulesOn ? <span id="extract-chronology-hint">{chronologyHint}</span> : null}
      </div>
    </div>
  )
}

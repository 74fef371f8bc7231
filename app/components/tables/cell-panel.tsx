import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, BadgeCheck, ExternalLink, Flag, X } from 'lucide-react'
import { useState } from 'react'
import { RelativeTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import { documentLinkOptions } from '@/lib/document-link'
import { getErrorMessage } from '@/lib/errors'
import {
  type ReviewCell,
  type ReviewColumn,
  type ReviewRow,
  tableQueries,
  useCommentCellMutation,
  useEditCellMutation,
  useFlagCellMutation,
  useRevertCellMutation,
  useVerifyCellMutation,
} from '@/queries/tables'
import { cellStatusText } from './review-cell'

const EVENT_WORDS: Record<string, string> = {
  extracted: 'answered',
  edited: 'changed the value to',
  reverted: 'went back to the answer',
  verified: 'verified the value',
  unverified: 'took back the verification',
  flagged: 'flagged the cell',
  unflagged: 'cleared the flag',
  commented: 'commented',
}

function editHint(column: ReviewColumn) {
  switch (column.type) {
    case 'date':
      return 'A date as YYYY-MM-DD.'
    case 'yesNo':
      return 'Yes or No.'
    case 'classification':
      return `One of: ${(column.options ?? []).join(', ')}.`
    case 'list':
      return 'One item per line.'
    case 'number':
    case 'currency':
      return 'A number.'
    case 'text':
      return 'Any text.'
  }
}

/** A cell's value as the edit box starts: what the person would type for it. */
function editableText(column: ReviewColumn, cell: ReviewCell) {
  const value = cell.value
  if (value === null) return ''
  if (Array.isArray(value)) return value.join('\n')
  if (column.type === 'date' || typeof value === 'number') return String(value)
  return cell.display
}

function History({ cellId }: { cellId: ReviewCell['_id'] }) {
  const { data: events } = useQuery(tableQueries.history(cellId))
  if (!events) return <p className="text-sm text-muted-foreground">Loading the history…</p>
  if (events.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing has happened to this cell yet.</p>
  return (
    <ol aria-label="History" className="grid gap-2 text-sm">
      {events.map((event) => (
        <li key={event._id}>
          <span className="font-medium">{event.by}</span> {EVENT_WORDS[event.kind]}
          {event.text ? <span className="text-muted-foreground"> “{event.text}”</span> : null}{' '}
          <span className="text-xs text-muted-foreground">
            <RelativeTime at={event.at} />
          </span>
        </li>
      ))}
    </ol>
  )
}

type CellPanelProps = {
  row: ReviewRow
  column: ReviewColumn
  cell: ReviewCell | undefined
  readOnly: boolean
  onClose: () => void
}

/** A cell beside the grid: value, quote and its passage, rationale, history; verify, edit, flag, comment. */
export function CellPanel({ row, column, cell, readOnly, onClose }: CellPanelProps) {
  const edit = useEditCellMutation()
  const revert = useRevertCellMutation()
  const verify = useVerifyCellMutation()
  const flag = useFlagCellMutation()
  const comment = useCommentCellMutation()
  const [value, setValue] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const documentName = row.document?.name ?? 'Deleted document'

  const run = async (action: () => Promise<unknown>) => {
    setError(null)
    try {
      await action()
      return true
    } catch (caught) {
      setError(getErrorMessage(caught))
      return false
    }
  }

  return (
    <aside
      aria-label={`${column.label} for ${documentName}`}
      className="grid content-start gap-4 rounded-lg border bg-card p-4 shadow-xs lg:sticky lg:top-4 lg:max-h-[80vh] lg:overflow-y-auto"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{column.label}</h3>
          <p className="truncate text-sm text-muted-foreground">{documentName}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close the cell" onClick={onClose}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{column.prompt}</p>

      <div>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Value</p>
        <p className="mt-1 text-base font-medium break-words">{cellStatusText(cell)}</p>
        {cell?.edited ? (
          <p className="mt-1 text-xs text-muted-foreground">
            Edited by {cell.edited.by}; the document’s answer was “
            {cell.edited.original || 'nothing'}”.
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-1">
          {cell?.verified ? (
            <Badge variant="brand">
              <BadgeCheck className="size-3" aria-hidden /> Verified by {cell.verified.by}
            </Badge>
          ) : null}
          {cell?.flagged ? (
            <Badge variant="destructive">
              <Flag className="size-3" aria-hidden /> Flagged by {cell.flagged.by}
              {cell.flagged.reason ? `: ${cell.flagged.reason}` : ''}
            </Badge>
          ) : null}
          {cell?.stale ? (
            <Badge variant="outline">Stale: the document or question changed</Badge>
          ) : null}
        </div>
      </div>

      {cell && cell.state === 'done' ? (
        <div className="grid gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Source
          </p>
          {cell.citation === 'verified' && cell.source && row.document ? (
            <>
              <blockquote className="border-l-2 border-brand pl-3 text-sm italic">
                “{cell.quote}”
              </blockquote>
              <Link
                {...documentLinkOptions(row.document._id, {
                  page: cell.source.page,
                  highlight: cell.quote,
                })}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <ExternalLink className="size-3.5" aria-hidden />
                Open page {cell.source.page} at the passage
              </Link>
            </>
          ) : cell.citation === 'notFound' ? (
            <div
              role="note"
              className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                Quote not found in the document: this value is not sourced. The model quoted “
                {cell.quote}”.
              </span>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              No passage: the document does not answer this.
            </p>
          )}
          {cell.rationale ? <p className="text-sm">{cell.rationale}</p> : null}
          <p className="text-xs text-muted-foreground">
            {cell.model === 'offline' ? 'Offline extraction' : cell.model}
            {cell.confidence !== null ? `, confidence ${Math.round(cell.confidence * 100)} %` : ''}
          </p>
        </div>
      ) : cell?.state === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {cell.error}
        </p>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}

      {cell && !readOnly ? (
        <div className="grid gap-3 border-t pt-3">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={cell.state !== 'done' || verify.isPending}
              onClick={() =>
                void run(() => verify.mutateAsync({ cellId: cell._id, verified: !cell.verified }))
              }
            >
              {cell.verified ? 'Unverify' : 'Verify'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={flag.isPending}
              onClick={() =>
                void run(() =>
                  flag.mutateAsync({
                    cellId: cell._id,
                    flagged: !cell.flagged,
                    ...(note.trim() ? { reason: note.trim() } : {}),
                  }),
                )
              }
            >
              {cell.flagged ? 'Clear flag' : 'Flag'}
            </Button>
            {cell.edited ? (
              <Button
                variant="outline"
                size="sm"
                disabled={revert.isPending}
                onClick={() => void run(() => revert.mutateAsync({ cellId: cell._id }))}
              >
                Revert to the document’s answer
              </Button>
            ) : null}
          </div>

          <Form
            noValidate
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              const sent = value ?? cell.display
              void run(() => edit.mutateAsync({ cellId: cell._id, value: sent })).then(
                (ok) => ok && setValue((now) => (now === sent ? null : now)),
              )
            }}
          >
            <label htmlFor="cell-value" className="text-sm font-medium">
              Correct the value
            </label>
            <Textarea
              id="cell-value"
              name="value"
              rows={column.type === 'list' ? 4 : 2}
              value={value ?? editableText(column, cell)}
              onChange={(event) => setValue(event.target.value)}
              aria-describedby="cell-value-hint"
            />
            <p id="cell-value-hint" className="text-xs text-muted-foreground">
              {editHint(column)} The document’s answer is kept beside yours.
            </p>
            <Button
              type="submit"
              size="sm"
              className="justify-self-start"
              disabled={edit.isPending || value === null}
            >
              Save value
            </Button>
          </Form>

          <Form
            noValidate
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              // Cleared once saved, unless more was typed meanwhile.
              const sent = note
              void run(() => comment.mutateAsync({ cellId: cell._id, text: sent })).then(
                (ok) => ok && setNote((now) => (now === sent ? '' : now)),
              )
            }}
          >
            <label htmlFor="cell-note" className="text-sm font-medium">
              Comment or flag reason
            </label>
            <Textarea
              id="cell-note"
              name="note"
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              className="justify-self-start"
              disabled={comment.isPending || note.trim() === ''}
            >
              Add comment
            </Button>
          </Form>
        </div>
      ) : null}

      {cell ? (
        <div className="grid gap-2 border-t pt-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            History
          </p>
          <History cellId={cell._id} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Run the table to answer this cell.</p>
      )}
    </aside>
  )
}

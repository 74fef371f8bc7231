import { Link } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { DateTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { TableHead, numberCell, textCell } from '@/components/ui/table-head'
import {
  type Figures,
  change,
  columnFigures,
  compareRuns,
  formatChange,
  runTotals,
} from '@/lib/lab-figures'
import type { LabRun, LabSet } from '@/queries/admin'
import { formatRatio } from '@shared/labRules'
import { LabMisses } from './lab-misses'

const cell = textCell
const number = numberCell

/** A run's history, the figures of one run, and two runs side by side. */
export function LabRuns({ set, run, vs }: { set: LabSet; run?: number; vs?: number }) {
  if (set.runs.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        No runs yet. Start one below to see precision and recall per column.
      </p>
    )
  }
  const shown = set.runs.find((row) => row.number === run) ?? set.runs[0]!
  const compared = vs === undefined ? undefined : set.runs.find((row) => row.number === vs)
  return (
    <div className="grid gap-6">
      <RunHistory set={set} shown={shown} />
      {compared && compared.number !== shown.number ? (
        <RunComparison
          set={set}
          before={compared.number < shown.number ? compared : shown}
          after={compared.number < shown.number ? shown : compared}
        />
      ) : null}
      <RunFigures run={shown} />
    </div>
  )
}

function status(run: LabRun) {
  if (run.status === 'running') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Spinner className="size-3" />
        {run.processed} of {run.total} documents
      </span>
    )
  }
  if (run.status === 'failed') return <Badge variant="destructive">Failed</Badge>
  return <Badge variant="outline">Done</Badge>
}

function RunHistory({ set, shown }: { set: LabSet; shown: LabRun }) {
  return (
    <section aria-labelledby="runs-heading" className="grid gap-2">
      <h3 id="runs-heading" className="font-semibold">
        Runs
      </h3>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full text-sm">
          <TableHead
            columns={[
              { label: 'Run' },
              { label: 'Started' },
              { label: 'Note' },
              { label: 'Status' },
              { label: 'Precision', numeric: true },
              { label: 'Recall', numeric: true },
              { label: 'Held-out precision', numeric: true },
              { label: 'Held-out recall', numeric: true },
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody className="divide-y">
            {set.runs.map((row) => {
              const totals = runTotals(row)
              const done = row.status === 'done'
              return (
                <tr
                  key={row._id}
                  aria-current={row.number === shown.number ? 'true' : undefined}
                  className={row.number === shown.number ? 'bg-primary/5' : undefined}
                >
                  <th scope="row" className={cell}>
                    Run {row.number}
                  </th>
                  <td className={cell}>
                    <DateTime at={row.createdAt} />
                    <span className="block text-xs text-muted-foreground">{row.createdByName}</span>
                  </td>
                  <td className={cell}>
                    {row.note ?? <span className="text-muted-foreground">—</span>}
                  </td>
                  <td className={cell}>
                    {status(row)}
                    <span className="block text-xs text-muted-foreground">
                      {row.engine === 'model' ? row.model : 'Offline engine'}
                    </span>
                  </td>
                  <td className={number}>{done ? formatRatio(totals.all.precision) : '…'}</td>
                  <td className={number}>{done ? formatRatio(totals.all.recall) : '…'}</td>
                  <td className={number}>{done ? formatRatio(totals.heldout.precision) : '…'}</td>
                  <td className={number}>{done ? formatRatio(totals.heldout.recall) : '…'}</td>
                  <td className={cell}>
                    <span className="flex flex-wrap gap-x-3 gap-y-1">
                      {row.number === shown.number ? null : (
                        <>
                          <Link
                            to="/admin/prompt-lab"
                            search={{ set: set._id, run: row.number }}
                            className="text-primary hover:underline"
                          >
                            Show run {row.number}
                          </Link>
                          <Link
                            to="/admin/prompt-lab"
                            search={{ set: set._id, run: shown.number, vs: row.number }}
                            className="text-primary hover:underline"
                          >
                            Compare run {row.number} with run {shown.number}
                          </Link>
                        </>
                      )}
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function ratios(figures: Figures) {
  return (
    <>
      <td className={number}>{formatRatio(figures.precision)}</td>
      <td className={number}>{formatRatio(figures.recall)}</td>
    </>
  )
}

function RunFigures({ run }: { run: LabRun }) {
  const [showMisses, setShowMisses] = useState(false)
  const title = `Run ${run.number}: precision and recall per column`
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {run.status === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {run.error ?? 'The run failed'}
        </p>
      ) : null}
      {run.status === 'running' ? (
        <p className="text-sm text-muted-foreground" role="status">
          Running: {run.processed} of {run.total} documents answered. The figures fill in as it
          goes.
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <TableHead
            columns={[
              { label: 'Column' },
              { label: 'Tuning precision', numeric: true },
              { label: 'Tuning recall', numeric: true },
              { label: 'Held-out precision', numeric: true },
              { label: 'Held-out recall', numeric: true },
              { label: 'All precision', numeric: true },
              { label: 'All recall', numeric: true },
              { label: 'Labels', numeric: true },
            ]}
          />
          <tbody className="divide-y">
            {columnFigures(run).map((column) => (
              <tr key={column.key}>
                <th scope="row" className={cell}>
                  <span className="font-medium">{column.label}</span>
                  <span className="block max-w-80 text-xs font-normal text-muted-foreground">
                    {column.prompt}
                  </span>
                </th>
                {ratios(column.tuning)}
                {ratios(column.heldout)}
                {ratios(column.all)}
                <td className={number}>{column.all.labels}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        {run.engine === 'model' ? `Model: ${run.model ?? 'unknown'}` : 'Engine: offline'} ·
        table-cell system prompt{' '}
        {run.systemPromptVersion === 0 ? 'built in' : `version ${run.systemPromptVersion}`} · a
        wrong value counts against precision and recall; “–” means nothing to count.
      </p>
      {run.status === 'done' ? (
        <div className="grid gap-2">
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            aria-expanded={showMisses}
            onClick={() => setShowMisses((open) => !open)}
          >
            {showMisses ? 'Hide the misses' : 'Show the misses'}
          </Button>
          {showMisses ? (
            <Suspense fallback={<Spinner className="size-4" />}>
              <LabMisses runId={run._id} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

function RunComparison({ set, before, after }: { set: LabSet; before: LabRun; after: LabRun }) {
  const title = `Run ${before.number} compared with run ${after.number}`
  const columns = compareRuns(before, after)
  return (
    <section aria-label={title} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Link
          to="/admin/prompt-lab"
          search={{ set: set._id, run: after.number }}
          className="text-sm text-primary hover:underline"
        >
          Close the comparison
        </Link>
      </div>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <TableHead
            columns={[
              { label: 'Column' },
              { label: `Run ${before.number} precision`, numeric: true },
              { label: `Run ${after.number} precision`, numeric: true },
              { label: 'Precision change', numeric: true },
              { label: `Run ${before.number} recall`, numeric: true },
              { label: `Run ${after.number} recall`, numeric: true },
              { label: 'Recall change', numeric: true },
              { label: 'Held-out recall change', numeric: true },
            ]}
          />
          <tbody className="divide-y">
            {columns.map((column) => (
              <tr key={column.key}>
                <th scope="row" className={cell}>
                  <span className="font-medium">{column.label}</span>
                  {column.promptChanged ? (
                    <span className="mt-1 block max-w-96 text-xs font-normal">
                      <span className="block text-red-800 line-through dark:text-red-300">
                        <span className="sr-only">Prompt before: </span>
                        {column.before!.prompt}
                      </span>
                      <span className="block text-emerald-800 dark:text-emerald-300">
                        <span className="sr-only">Prompt after: </span>
                        {column.after!.prompt}
                      </span>
                    </span>
                  ) : (
                    <span className="block text-xs font-normal text-muted-foreground">
                      Same prompt
                    </span>
                  )}
                </th>
                <td className={number}>{formatRatio(column.before?.all.precision ?? null)}</td>
                <td className={number}>{formatRatio(column.after?.all.precision ?? null)}</td>
                <td className={number}>
                  {formatChange(
                    change(
                      column.before?.all.precision ?? null,
                      column.after?.all.precision ?? null,
                    ),
                  )}
                </td>
                <td className={number}>{formatRatio(column.before?.all.recall ?? null)}</td>
                <td className={number}>{formatRatio(column.after?.all.recall ?? null)}</td>
                <td className={number}>
                  {formatChange(
                    change(column.before?.all.recall ?? null, column.after?.all.recall ?? null),
                  )}
                </td>
                <td className={number}>
                  {formatChange(
                    change(
                      column.before?.heldout.recall ?? null,
                      column.after?.heldout.recall ?? null,
                    ),
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

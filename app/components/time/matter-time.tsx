import { useSuspenseQuery } from '@tanstack/react-query'
import { Download, Plus, Timer } from 'lucide-react'
import { useState } from 'react'
import { Feature } from '@/components/flags/feature'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TableHead, numberCell, textCell } from '@/components/ui/table-head'
import { downloadFile } from '@/lib/download-file'
import { entriesCsv, formatMoney, localDay } from '@/lib/time-display'
import { toast } from '@/lib/toast-store'
import { type TimeEntryRow, timeQueries, useEntryMutations } from '@/queries/time'
import type { Id } from '@convex/_generated/dataModel'
import { UTBMS_ACTIVITIES, entryAmountCents, formatDuration, formatHours } from '@shared/timeRules'
import { SplitEntryDialog } from './split-entry-dialog'
import { MatterRate } from './matter-rate'
import { SuggestedTime } from './suggested-time'
import { TimeEntryDialog } from './time-entry-dialog'

const cell = textCell
const number = numberCell

/** Billed minutes summed by a key of the entries, largest first. */
function totalsBy(entries: readonly TimeEntryRow[], key: (entry: TimeEntryRow) => string) {
  const totals = new Map<string, number>()
  for (const entry of entries)
    totals.set(key(entry), (totals.get(key(entry)) ?? 0) + entry.billedMinutes)
  return [...totals].sort((a, b) => b[1] - a[1])
}

const activityName = (code: string | null) =>
  code
    ? `${code} ${UTBMS_ACTIVITIES.find(([c]) => c === code)?.[1] ?? ''}`.trim()
    : 'No activity code'

/** /matters/{slug}/timers: the matter's time, its totals by person and activity, and its CSV. */
export function MatterTime({
  projectId,
  slug,
  archived,
}: {
  projectId: Id<'projects'>
  slug: string
  archived: boolean
}) {
  const { data } = useSuspenseQuery(timeQueries.forMatter(projectId))
  const { data: settings } = useSuspenseQuery(timeQueries.settings())
  const { create, update, remove, markExported } = useEntryMutations()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<TimeEntryRow | null>(null)
  const [splitting, setSplitting] = useState<TimeEntryRow | null>(null)
  const [deleting, setDeleting] = useState<TimeEntryRow | null>(null)
  const entries = data.entries
  const exportCsv = async () => {
    downloadFile(`${slug}-time.csv`, entriesCsv(entries), 'text/csv')
    if (settings.canChange) {
      const open = entries.filter((entry) => !entry.exported).map((entry) => entry._id)
      if (open.length > 0) {
        const { locked } = await markExported.mutateAsync({ projectId, entryIds: open })
        toast({ variant: 'success', title: `Exported; ${locked} entries locked` })
      }
    }
  }
  const newButton = archived ? null : (
    <Button onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden />
      New entry
    </Button>
  )
  return (
    <section aria-labelledby="time-heading" className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="time-heading" className="text-lg font-semibold">
            Timers
          </h2>
          <p className="text-sm text-muted-foreground">
            Billed in {data.incrementMinutes}-minute increments. Start a timer from the sidebar on
            any page, or enter time here.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {entries.length > 0 ? (
            <Button variant="outline" onClick={() => void exportCsv()}>
              <Download className="size-4" aria-hidden />
              Export CSV
            </Button>
          ) : null}
          {newButton}
        </div>
      </header>
      <MatterRate projectId={projectId} archived={archived} />
      {archived ? null : (
        <Feature flag="suggested-time" suspend>
          <SuggestedTime projectId={projectId} />
        </Feature>
      )}
      {entries.length === 0 ? (
        <EmptyState
          icon={<Timer className="size-5" aria-hidden />}
          title="No time recorded yet"
          description="Time the team records on this matter appears here, with totals by person and by activity."
        >
          {newButton}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Totals title="Billed by person" rows={totalsBy(entries, (entry) => entry.userName)} />
            <Totals
              title="Billed by activity"
              rows={totalsBy(entries, (entry) => activityName(entry.activity))}
            />
          </div>
          <div className="overflow-x-auto rounded-lg border bg-card">
            <table className="w-full text-sm">
              <caption className="sr-only">Time entries</caption>
              <TableHead
                columns={[
                  { label: 'Date' },
                  { label: 'Person' },
                  { label: 'Description' },
                  { label: 'Codes' },
                  { label: 'Worked', numeric: true },
                  { label: 'Billed', numeric: true },
                  { label: 'Amount', numeric: true },
                  { label: 'Actions', hidden: true },
                ]}
              />
              <tbody className="divide-y">
                {entries.map((entry) => (
                  <tr key={entry._id}>
                    <td className={cell}>{entry.date}</td>
                    <td className={cell}>{entry.userName}</td>
                    <th scope="row" className={`${cell} font-normal`}>
                      {entry.description}
                      {entry.exported ? (
                        <span className="block text-xs text-muted-foreground">
                          Exported · locked
                        </span>
                      ) : null}
                    </th>
                    <td className={cell}>
                      {[entry.task, entry.activity].filter(Boolean).join(' · ') || '—'}
                    </td>
                    <td className={number}>{formatDuration(entry.minutes)}</td>
                    <td className={number}>{formatHours(entry.billedMinutes)} h</td>
                    <td className={number}>
                      {!entry.billable
                        ? 'Not billable'
                        : entry.rateCents === null
                          ? '—'
                          : formatMoney(entryAmountCents(entry.billedMinutes, entry.rateCents))}
                    </td>
                    <td className={cell}>
                      {entry.canChange && !archived ? (
                        <span className="flex gap-1">
                          <Button variant="ghost" size="sm" onClick={() => setEditing(entry)}>
                            Edit <span className="sr-only">the entry of {entry.date}</span>
                          </Button>
                          {entry.minutes > 1 ? (
                            <Button variant="ghost" size="sm" onClick={() => setSplitting(entry)}>
                              Split <span className="sr-only">the entry of {entry.date}</span>
                            </Button>
                          ) : null}
                          <Button variant="ghost" size="sm" onClick={() => setDeleting(entry)}>
                            Delete <span className="sr-only">the entry of {entry.date}</span>
                          </Button>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {adding ? (
        <TimeEntryDialog
          title="New time entry"
          submitLabel="Record"
          projectId={projectId}
          defaults={{ date: localDay(new Date()), duration: '', description: '' }}
          onSave={(id, fields) => create.mutateAsync({ projectId: id, ...fields })}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing ? (
        <TimeEntryDialog
          title="Edit time entry"
          submitLabel="Save entry"
          successTitle="Entry saved"
          projectId={projectId}
          defaults={{
            date: editing.date,
            duration: formatDuration(editing.minutes),
            description: editing.description,
            task: editing.task ?? '',
            activity: editing.activity ?? '',
            billable: editing.billable,
          }}
          onSave={(_, fields) => update.mutateAsync({ entryId: editing._id, ...fields })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {splitting ? <SplitEntryDialog entry={splitting} onClose={() => setSplitting(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this time entry?"
        description={
          deleting
            ? `${formatDuration(deleting.billedMinutes)} on ${deleting.date}: ${deleting.description}`
            : ''
        }
        confirmLabel="Delete entry"
        destructive
        onConfirm={async () => {
          if (!deleting) return
          await remove.mutateAsync({ entryId: deleting._id })
          toast({ variant: 'success', title: 'Entry deleted' })
          setDeleting(null)
        }}
      />
    </section>
  )
}

function Totals({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <section aria-label={title} className="rounded-lg border bg-card p-4">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <ul className="grid gap-1 text-sm">
        {rows.map(([name, minutes]) => (
          <li key={name} className="flex justify-between gap-3">
            <span className="truncate">{name}</span>
            <span className="tabular-nums">{formatHours(minutes)} h</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

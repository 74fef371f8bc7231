import { useQuery } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { useNow } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { recentDays } from '@/lib/time-display'
import { toast } from '@/lib/toast-store'
import { type SuggestionRow, timeQueries, useSuggestionMutations } from '@/queries/time'
import type { Id } from '@convex/_generated/dataModel'
import { UTBMS_ACTIVITIES, formatDuration } from '@shared/timeRules'
import { TimeEntryDialog } from './time-entry-dialog'

const DAYS_OFFERED = 7

const activityLabel = (code: string) =>
  `${code} ${UTBMS_ACTIVITIES.find(([c]) => c === code)?.[1] ?? ''}`.trim()

/**
 * Suggested time (B8) on a matter's timers page: entries proposed from the viewer's own work on
 * the matter that day (documents read, tables run, drafts written, questions asked). Each is
 * accepted as it stands, edited first, or dismissed; nothing is recorded otherwise.
 */
export function SuggestedTime({ projectId }: { projectId: Id<'projects'> }) {
  // The viewer's calendar is known only in the browser: nothing is asked before hydration.
  const now = useNow()
  return now === null ? (
    <section aria-label="Suggested time" className="rounded-lg border bg-card p-4">
      <p className="text-sm text-muted-foreground" role="status">
        Looking at your day…
      </p>
    </section>
  ) : (
    <Suggestions projectId={projectId} now={new Date(now)} />
  )
}

function Suggestions({ projectId, now }: { projectId: Id<'projects'>; now: Date }) {
  const days = recentDays(now, DAYS_OFFERED)
  const [date, setDate] = useState(days[0]!.date)
  const day = days.find((d) => d.date === date) ?? days[0]!
  const { data: suggestions, isPending } = useQuery(timeQueries.suggestions(projectId, day))
  const { accept, dismiss } = useSuggestionMutations()
  const [editing, setEditing] = useState<SuggestionRow | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const entryOf = (suggestion: SuggestionRow) => ({
    date: day.date,
    duration: formatDuration(suggestion.minutes),
    description: suggestion.description,
    task: suggestion.task ?? '',
    activity: suggestion.activity,
    billable: true,
  })
  const acceptAsIs = async (suggestion: SuggestionRow) => {
    setBusy(suggestion.kind)
    try {
      await accept.mutateAsync({
        projectId,
        ...day,
        kind: suggestion.kind,
        entry: entryOf(suggestion),
      })
      toast({ variant: 'success', title: 'Time recorded' })
    } catch (error) {
      toast({
        variant: 'error',
        title: error instanceof Error ? error.message : 'Could not record',
      })
    } finally {
      setBusy(null)
    }
  }
  const setAside = async (suggestion: SuggestionRow) => {
    setBusy(suggestion.kind)
    try {
      await dismiss.mutateAsync({ projectId, ...day, kind: suggestion.kind })
      toast({ variant: 'success', title: 'Suggestion dismissed' })
    } catch {
      // The mutation's own error toast says why.
    } finally {
      setBusy(null)
    }
  }

  return (
    <section
      aria-labelledby="suggested-heading"
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h3 id="suggested-heading" className="flex items-center gap-2 text-sm font-semibold">
            <Sparkles className="size-4" aria-hidden />
            Suggested time
          </h3>
          <p className="text-xs text-muted-foreground">
            From your own work on this matter. Nothing is recorded until you accept it.
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span>Day</span>
          <NativeSelect
            aria-label="Day of the suggestions"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          >
            {days.map((d, index) => (
              <option key={d.date} value={d.date}>
                {index === 0 ? `Today (${d.date})` : index === 1 ? `Yesterday (${d.date})` : d.date}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Looking at your day…
        </p>
      ) : !suggestions || suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing to suggest for this day: reading documents, running tables, writing drafts and
          asking the associate on this matter are counted here.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Suggested entries">
          {suggestions.map((suggestion) => (
            <li
              key={suggestion.kind}
              aria-label={`Suggested: ${suggestion.description}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="text-sm break-words">{suggestion.description}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDuration(suggestion.minutes)} ·{' '}
                  {[suggestion.task, activityLabel(suggestion.activity)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  disabled={busy !== null}
                  onClick={() => void acceptAsIs(suggestion)}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => setEditing(suggestion)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy !== null}
                  onClick={() => void setAside(suggestion)}
                >
                  Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TimeEntryDialog
          title="Record suggested time"
          submitLabel="Record"
          projectId={projectId}
          defaults={entryOf(editing)}
          onSave={(_, entry) =>
            accept.mutateAsync({ projectId, ...day, kind: editing.kind, entry })
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  )
}

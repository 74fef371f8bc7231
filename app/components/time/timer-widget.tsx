import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Pause, Play, Timer, Trash2 } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { formatClock, localDay, timerDuration, timerMs } from '@/lib/time-display'
import { toast } from '@/lib/toast-store'
import { matterQueries } from '@/queries/matters'
import { type TimerRow, timeQueries, useTimerMutations } from '@/queries/time'
import type { Id } from '@convex/_generated/dataModel'
import { TimeEntryDialog } from './time-entry-dialog'

function subscribeSeconds(onChange: () => void) {
  const timer = window.setInterval(onChange, 1000)
  return () => window.clearInterval(timer)
}
const secondNow = () => Math.floor(Date.now() / 1000) * 1000
const serverNow = () => null

/** The clock, to the second on the client; null while the server renders. */
function useSecondClock() {
  return useSyncExternalStore(subscribeSeconds, secondNow, serverNow)
}

/**
 * The timer in the app shell: start one from any page (on the matter you are in), pause and resume
 * it, record it as an entry or discard it. Every tab and device shows the same timers live.
 */
export function TimerWidget() {
  const { data: timers } = useQuery(timeQueries.mine())
  const params = useParams({ strict: false }) as { slug?: string }
  const matter = useQuery({ ...matterQueries.bySlug(params.slug ?? ''), enabled: !!params.slug })
  const { start } = useTimerMutations()
  const onMatter = params.slug && matter.data && !matter.data.archivedAt ? matter.data : null
  return (
    <section
      aria-label="Timer"
      className="grid min-w-0 gap-2 rounded-lg border bg-background/60 p-2"
    >
      {(timers ?? []).map((timer) => (
        <TimerLine key={timer._id} timer={timer} />
      ))}
      <Button
        variant="outline"
        size="sm"
        disabled={start.isPending || timers === undefined}
        onClick={() =>
          start.mutate(onMatter ? { projectId: onMatter._id } : {}, {
            onSuccess: () => toast({ variant: 'success', title: 'Timer started' }),
          })
        }
      >
        <Timer className="size-4" aria-hidden />
        {onMatter ? 'Start a timer on this matter' : 'Start a timer'}
      </Button>
    </section>
  )
}

function TimerLine({ timer }: { timer: TimerRow }) {
  const now = useSecondClock()
  const { pause, resume, discard, record } = useTimerMutations()
  const [recording, setRecording] = useState(false)
  const running = timer.state === 'running'
  const ms = now === null ? timer.elapsedMs : timerMs(timer, now)
  const name = timer.project?.name ?? 'No matter yet'
  return (
    <div
      role="group"
      aria-label={`${running ? 'Running' : 'Paused'} timer: ${name}`}
      className="grid min-w-0 gap-1 rounded-md px-1.5 py-1 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <span
          className={
            running
              ? 'font-mono font-semibold tabular-nums'
              : 'font-mono text-muted-foreground tabular-nums'
          }
          aria-label="Time on this timer"
        >
          {formatClock(ms)}
        </span>
        <span className="flex gap-0.5">
          {running ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Pause the timer"
              onClick={() => pause.mutate({ timerId: timer._id })}
            >
              <Pause className="size-4" aria-hidden />
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Resume the timer"
              onClick={() => resume.mutate({ timerId: timer._id })}
            >
              <Play className="size-4" aria-hidden />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Discard the timer"
            onClick={() => discard.mutate({ timerId: timer._id })}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </span>
      </div>
      <span className="truncate text-xs text-muted-foreground" title={name}>
        {name}
      </span>
      {timer.description ? (
        <span className="truncate text-xs" title={timer.description}>
          {timer.description}
        </span>
      ) : null}
      <Button
        variant="link"
        size="sm"
        className="h-auto justify-self-start p-0"
        onClick={() => setRecording(true)}
      >
        Record time
      </Button>
      {recording ? (
        <TimeEntryDialog
          title="Record time"
          submitLabel="Record"
          projectId={timer.project?._id}
          defaults={{
            date: localDay(new Date()),
            duration: timerDuration(ms),
            description: timer.description,
          }}
          onSave={(projectId: Id<'projects'>, fields) =>
            record.mutateAsync({ timerId: timer._id, projectId, ...fields })
          }
          onClose={() => setRecording(false)}
        />
      ) : null}
    </div>
  )
}

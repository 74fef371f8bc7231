import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Pause, Play, Timer, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useSecondNow } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import {
  formatClock,
  formatDurationMs,
  idleSince,
  localDay,
  timerDuration,
  timerMs,
} from '@/lib/time-display'
import { toast } from '@/lib/toast-store'
import { matterQueries } from '@/queries/matters'
import { type TimerRow, timeQueries, useTimerMutations } from '@/queries/time'
import type { Id } from '@convex/_generated/dataModel'
import { TimeEntryDialog } from './time-entry-dialog'

/**
 * When the person last pressed a key, clicked or came back to the tab (refreshed at most every
 * 5 s). While `held` is true (the reminder is asking) activity does not move it: the click that
 * answers the reminder must not make it vanish under the pointer.
 */
function useLastActivity(held: boolean): [number, () => void] {
  const [last, setLast] = useState(() => Date.now())
  const holding = useRef(held)
  useEffect(() => {
    holding.current = held
  }, [held])
  useEffect(() => {
    let latest = Date.now()
    const seen = () => {
      const now = Date.now()
      if (holding.current || now - latest < 5_000) return
      latest = now
      setLast(now)
    }
    const events = ['pointerdown', 'keydown', 'wheel'] as const
    for (const name of events) window.addEventListener(name, seen, { passive: true })
    document.addEventListener('visibilitychange', seen)
    return () => {
      for (const name of events) window.removeEventListener(name, seen)
      document.removeEventListener('visibilitychange', seen)
    }
  }, [])
  return [last, () => setLast(Date.now())]
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
  const running = timers?.find((timer) => timer.state === 'running')
  const onMatter = params.slug && matter.data && !matter.data.archivedAt ? matter.data : null
  return (
    <section
      aria-label="Timer"
      className="grid min-w-0 gap-2 rounded-lg border bg-background/60 p-2"
    >
      {running ? <IdleReminder key={running._id} timer={running} /> : null}
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
  const now = useSecondNow()
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

/**
 * Asks, after ten minutes without a key or a click while a timer runs, whether that time was
 * work: keep it, or pause the timer at the moment the person went idle.
 */
function IdleReminder({ timer }: { timer: TimerRow }) {
  const now = useSecondNow()
  const [held, setHeld] = useState(false)
  const [lastActivity, keep] = useLastActivity(held)
  const { pause } = useTimerMutations()
  // Idle counts from when this page saw the timer run, by this page's clock (the server's may
  // differ); the server keeps a pause inside the running stretch whatever the page sends.
  const [seenRunning] = useState(() => Date.now())
  const since = now === null ? null : idleSince(Math.max(lastActivity, seenRunning), now)
  if (since !== null && !held) setHeld(true)
  const answer = () => {
    setHeld(false)
    keep()
  }
  if (since === null || now === null) return null
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-xs"
    >
      <p>No activity for {formatDurationMs(now - since)} while the timer ran. Was that work?</p>
      <span className="flex flex-wrap gap-1">
        <Button size="sm" variant="outline" onClick={answer}>
          Keep the time
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            pause.mutate({ timerId: timer._id, at: since })
            answer()
          }}
        >
          Pause without it
        </Button>
      </span>
    </div>
  )
}

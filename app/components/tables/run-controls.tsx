import { Play, RotateCw, Square } from 'lucide-react'
import { AiMode } from '@/components/ai/ai-mode'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { type ReviewTable, useCancelRunMutation, useRunTableMutation } from '@/queries/tables'

function progressText(run: NonNullable<ReviewTable['run']>) {
  const counted = `${run.done.toLocaleString('en-US')} of ${run.total.toLocaleString('en-US')} cells`
  const failed = run.failed > 0 ? `, ${run.failed} failed` : ''
  switch (run.state) {
    case 'running':
      return `Answering… ${counted}${failed}`
    case 'done':
      return `Answered ${counted}${failed}`
    case 'cancelled':
      return `Cancelled after ${counted}${failed}`
  }
}

/** Run the table, see it fill in, stop it. */
export function RunControls({ table, readOnly }: { table: ReviewTable; readOnly: boolean }) {
  const runTable = useRunTableMutation()
  const cancel = useCancelRunMutation()
  const run = table.run
  const running = run?.state === 'running'
  const ready = table.rows > 0 && table.columns.length > 0

  const start = async (mode: 'missing' | 'all') => {
    try {
      await runTable.mutateAsync({ id: table._id, mode })
    } catch (error) {
      toast({ variant: 'error', title: getErrorMessage(error) })
    }
  }

  return (
    <div className="grid gap-2 rounded-lg border bg-card px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        {readOnly ? null : running ? (
          <Button
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => void cancel.mutateAsync({ id: table._id })}
          >
            <Square className="size-4" aria-hidden /> Cancel run
          </Button>
        ) : (
          <>
            <Button disabled={!ready || runTable.isPending} onClick={() => void start('missing')}>
              <Play className="size-4" aria-hidden /> Run table
            </Button>
            {run ? (
              <Button
                variant="outline"
                disabled={!ready || runTable.isPending}
                onClick={() => void start('all')}
              >
                <RotateCw className="size-4" aria-hidden /> Run every cell again
              </Button>
            ) : null}
          </>
        )}
        {run ? (
          <div className="flex min-w-64 flex-1 items-center gap-3">
            <div
              role="progressbar"
              aria-label="Run progress"
              aria-valuemin={0}
              aria-valuemax={run.total}
              aria-valuenow={run.done + run.failed}
              className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-brand transition-[width]"
                style={{
                  width: `${run.total === 0 ? 100 : Math.round(((run.done + run.failed) / run.total) * 100)}%`,
                }}
              />
            </div>
            <p role="status" className="text-sm whitespace-nowrap">
              {progressText(run)}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Not run yet.</p>
        )}
      </div>
      <AiMode projectId={table.matter._id} archived={table.matter.archived} use="when tables run" />
    </div>
  )
}

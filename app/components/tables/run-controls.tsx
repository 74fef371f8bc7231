import { useQuery } from '@tanstack/react-query'
import { Play, RotateCw, ShieldCheck, Square } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import {
  type ReviewTable,
  tableQueries,
  useCancelRunMutation,
  useRunTableMutation,
  useSetAiModeMutation,
} from '@/queries/tables'

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

/** Where the matter's text may go, and the switch for organisation admins. */
function AiMode({ table }: { table: ReviewTable }) {
  const { data: settings } = useQuery(tableQueries.aiSettings(table.matter._id))
  const setMode = useSetAiModeMutation()
  const [confirming, setConfirming] = useState(false)
  if (!settings) return null
  const external = settings.mode === 'external'
  const sentTo = settings.provider.configured
    ? `${settings.provider.model} at ${settings.provider.host}`
    : null
  const text =
    external && sentTo
      ? `Answers come from ${sentTo}: this matter’s text is sent there, and every call is in the audit trail.`
      : 'Offline: answers come from rules on this machine; no text of this matter leaves it.'
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <ShieldCheck className="size-4" aria-hidden />
      <span>{text}</span>
      {settings.canChange && sentTo && !table.matter.archived ? (
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setConfirming(true)}>
          {external
            ? 'Keep this matter offline'
            : `Allow ${settings.provider.model} for this matter`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={external ? 'Keep this matter offline?' : 'Send this matter’s text to the model?'}
        description={
          external
            ? 'From now on no text of this matter is sent anywhere; answers come from the offline rules.'
            : `The text of the documents in this matter will be sent to ${sentTo} when tables run. Every call is recorded in the audit trail. Only allow this where the client has agreed.`
        }
        confirmLabel={external ? 'Keep offline' : 'Allow'}
        onConfirm={async () => {
          await setMode.mutateAsync({
            projectId: table.matter._id,
            mode: external ? 'offline' : 'external',
          })
          setConfirming(false)
        }}
      />
    </div>
  )
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
      <AiMode table={table} />
    </div>
  )
}

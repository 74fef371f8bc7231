import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { DateTime } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useConvexMutation } from '@/lib/convex-react'
import { saveExport } from '@/lib/download-file'
import { toast } from '@/lib/toast-store'
import { cn } from '@/lib/utils'
import { type LabSet, labQueries } from '@/queries/admin'
import { GoldenSetImport } from './golden-set-import'
import { LabRunForm } from './lab-run-form'
import { LabRuns } from './lab-runs'
import { api } from '@convex/_generated/api'

/**
 * /admin/prompt-lab: golden sets (documents with the value each column should find) and runs of
 * the columns' prompts over them, with precision and recall per column on the documents prompts
 * may be tuned on and on the held-out ones, and any two runs side by side.
 */
export function PromptLab({ setId, run, vs }: { setId?: string; run?: number; vs?: number }) {
  const { data: sets } = useSuspenseQuery(labQueries.sets())
  const shown = setId ?? sets[0]?._id
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Prompt lab</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Measure a column prompt before a firm relies on it: run it over a golden set and read
          precision and recall per column. Tune on the tuning documents only; the held-out ones are
          the honest figure.
        </p>
      </header>
      {sets.length === 0 ? null : (
        <nav aria-label="Golden sets" className="flex flex-wrap gap-2">
          {sets.map((set) => (
            <Link
              key={set._id}
              to="/admin/prompt-lab"
              search={{ set: set._id }}
              aria-current={set._id === shown ? 'page' : undefined}
              className={cn(
                'grid rounded-md border px-3 py-1.5 text-sm',
                set._id === shown ? 'border-primary bg-primary/10' : 'hover:bg-muted',
              )}
            >
              <span className="font-medium">{set.name}</span>
              <span className="text-xs text-muted-foreground">
                {set.documentCount} documents · {set.heldOutCount} held out ·{' '}
                {set.runCount === 1 ? '1 run' : `${set.runCount} runs`}
              </span>
            </Link>
          ))}
        </nav>
      )}
      {shown ? <GoldenSetView key={shown} setId={shown} run={run} vs={vs} /> : null}
      <GoldenSetImport setNames={sets.map((set) => set.name)} />
    </div>
  )
}

function GoldenSetView({ setId, run, vs }: { setId: string; run?: number; vs?: number }) {
  const { data: set } = useSuspenseQuery(labQueries.set(setId))
  const latest = set.runs[0]
  return (
    <section aria-labelledby="set-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="set-heading" className="text-lg font-semibold">
            {set.name}
          </h2>
          {set.description ? (
            <p className="max-w-prose text-sm text-muted-foreground">{set.description}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {set.documentCount} documents ({set.documentCount - set.heldOutCount} to tune on,{' '}
            {set.heldOutCount} held out) · {set.columns.length} columns · imported by{' '}
            {set.createdByName} · <DateTime at={set.createdAt} />
          </p>
        </div>
        <SetActions set={set} />
      </div>
      <LabRuns set={set} run={run} vs={vs} />
      <LabRunForm
        key={latest?._id ?? 'first'}
        set={set}
        running={latest?.status === 'running'}
        prompts={latest?.columns ?? set.columns}
      />
    </section>
  )
}

function SetActions({ set }: { set: LabSet }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useConvexMutation(api.prompts.lab.removeSet)
  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          void saveExport(async () => {
            const file = await queryClient.fetchQuery(labQueries.exportSet(set._id))
            return {
              name: `${set.name.replace(/[^\w.-]+/g, '-').toLowerCase()}.json`,
              content: `${JSON.stringify(file, null, 2)}\n`,
              type: 'application/json',
            }
          })
        }
      >
        Export JSON
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            Delete set
          </Button>
        }
        title={`Delete "${set.name}"?`}
        description="Its documents and every run of it are deleted. Export it first to keep a copy."
        confirmLabel="Delete set"
        destructive
        onConfirm={async () => {
          await remove({ setId: set._id })
          toast({ variant: 'success', title: `Deleted "${set.name}"` })
          await navigate({ to: '/admin/prompt-lab', search: {} })
        }}
      />
    </div>
  )
}

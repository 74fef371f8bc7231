import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DateTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { useConvexMutation } from '@/lib/convex-react'
import { toast } from '@/lib/toast-store'
import { cn } from '@/lib/utils'
import { type SystemPromptVersions, systemPromptQueries } from '@/queries/admin'
import { api } from '@convex/_generated/api'
import {
  SYSTEM_PROMPT_LIMITS,
  SYSTEM_PROMPT_TASK_LABELS,
  type SystemPromptTask,
  lineDiff,
} from '@shared/systemPromptRules'

type Version = SystemPromptVersions['versions'][number]
type Fields = { text: string; note: string }

const versionName = (version: number) => (version === 0 ? 'Built in' : `Version ${version}`)

/**
 * /admin/system-prompts: each AI task's instructions to a model. A saved text is the next
 * version and in force on the next call; any version can be compared with the one in force and
 * put back in force. Every change is audited.
 */
export function SystemPrompts({ task }: { task: SystemPromptTask }) {
  const { data: tasks } = useSuspenseQuery(systemPromptQueries.list())
  const { data } = useSuspenseQuery(systemPromptQueries.versions(task))
  const active = data.versions.find((row) => row.active) ?? data.versions.at(-1)!
  const [comparing, setComparing] = useState<number | null>(null)
  const compared = data.versions.find((row) => row.version === comparing)

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">System prompts</h1>
        <p className="text-sm text-muted-foreground">
          What Casefile tells a model for each task. A new version is in force on the next call, for
          every firm whose matter allows a model; the offline engine records it too.
        </p>
      </header>
      <nav aria-label="Tasks" className="flex flex-wrap gap-2">
        {tasks.map((row) => (
          <Link
            key={row.task}
            to="/admin/system-prompts"
            search={{ task: row.task }}
            aria-current={row.task === task ? 'page' : undefined}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm',
              row.task === task ? 'border-primary bg-primary/10 font-medium' : 'hover:bg-muted',
            )}
          >
            {row.label}{' '}
            <span className="text-muted-foreground">· {versionName(row.activeVersion)}</span>
          </Link>
        ))}
      </nav>
      <NewVersionForm key={`${task}-${active.version}`} task={task} activeText={active.text} />
      {compared && compared.version !== active.version ? (
        <VersionDiff from={active} to={compared} onClose={() => setComparing(null)} />
      ) : null}
      <section aria-labelledby="versions-heading" className="grid gap-2">
        <h2 id="versions-heading" className="text-lg font-semibold">
          Versions of the {SYSTEM_PROMPT_TASK_LABELS[task]} prompt
        </h2>
        <ul aria-label="Versions" className="grid gap-2">
          {data.versions.map((row) => (
            <VersionRow
              key={row.version}
              task={task}
              row={row}
              onCompare={() => setComparing(row.version)}
            />
          ))}
        </ul>
      </section>
      <Changes />
    </div>
  )
}

/** The latest changes from the deployment's audit chain. */
function Changes() {
  const { data: changes } = useSuspenseQuery(systemPromptQueries.changes())
  return (
    <section aria-labelledby="changes-heading" className="grid gap-2">
      <h2 id="changes-heading" className="text-lg font-semibold">
        Changes (audit trail)
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No system prompt has been changed yet.</p>
      ) : (
        <ul aria-label="Changes" className="divide-y rounded-lg border bg-card">
          {changes.map((change) => (
            <li key={change._id} className="grid gap-0.5 px-4 py-2 text-sm">
              <span>{change.summary}</span>
              <span className="text-xs text-muted-foreground">
                {change.actorName} · <DateTime at={change.at} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function NewVersionForm({ task, activeText }: { task: SystemPromptTask; activeText: string }) {
  const save = useConvexMutation(api.prompts.system.save)
  const form = useForm<Fields>({ defaultValues: { text: activeText, note: '' } })
  const saving = useFormMutation({
    form,
    mutationFn: (fields: Fields) => save({ task, text: fields.text, note: fields.note }),
    onSuccess: ({ version }) =>
      toast({ variant: 'success', title: `Version ${version} saved and in force` }),
  })
  return (
    <Form onSubmit={saving.submit} noValidate className="grid gap-3 rounded-lg border bg-card p-4">
      <FieldShell label="Prompt text" error={form.formState.errors.text?.message}>
        {(control) => (
          <Textarea
            rows={10}
            maxLength={SYSTEM_PROMPT_LIMITS.text}
            className="font-mono text-xs"
            {...control}
            {...form.register('text')}
          />
        )}
      </FieldShell>
      <FormField
        label="Note (optional)"
        maxLength={SYSTEM_PROMPT_LIMITS.note}
        hint="What changed and why, for whoever reads the history"
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      {saving.error ? (
        <p role="alert" className="text-sm text-destructive">
          {saving.error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={saving.pending}>
        {saving.pending ? <Spinner className="size-4" /> : null}
        Save as a new version
      </Button>
    </Form>
  )
}

function VersionRow({
  task,
  row,
  onCompare,
}: {
  task: SystemPromptTask
  row: Version
  onCompare: () => void
}) {
  const activate = useMutation({ mutationFn: useConvexMutation(api.prompts.system.activate) })
  const name = versionName(row.version)
  return (
    <li
      aria-label={name}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3"
    >
      <div className="grid min-w-0 gap-0.5">
        <span className="flex items-center gap-2 font-medium">
          {name}
          {row.active ? <Badge variant="brand">In force</Badge> : null}
        </span>
        <span className="text-sm text-muted-foreground">
          {[row.note, row.createdByName].filter(Boolean).join(' · ')}
          {row.createdAt ? (
            <>
              {' · '}
              <DateTime at={row.createdAt} />
            </>
          ) : null}
        </span>
      </div>
      {row.active ? null : (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onCompare}>
            Compare with the one in force
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={activate.isPending}
            onClick={() =>
              activate.mutate(
                { task, version: row.version },
                {
                  onSuccess: () => toast({ variant: 'success', title: `${name} is in force` }),
                },
              )
            }
          >
            Put in force
          </Button>
        </div>
      )}
    </li>
  )
}

function VersionDiff({ from, to, onClose }: { from: Version; to: Version; onClose: () => void }) {
  const title = `Changes from ${versionName(from.version)} to ${versionName(to.version)}`
  return (
    <section aria-label={title} className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">{title}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <pre className="overflow-x-auto text-xs leading-relaxed">
        {lineDiff(from.text, to.text).map((line, index) => (
          <div
            key={index}
            className={cn(
              'px-2 whitespace-pre-wrap',
              line.kind === 'added' && 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
              line.kind === 'removed' &&
                'bg-red-500/15 text-red-800 line-through dark:text-red-300',
            )}
          >
            <span aria-hidden className="mr-2 select-none">
              {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
            </span>
            <span className="sr-only">
              {line.kind === 'added' ? 'Added: ' : line.kind === 'removed' ? 'Removed: ' : ''}
            </span>
            {line.text}
          </div>
        ))}
      </pre>
    </section>
  )
}

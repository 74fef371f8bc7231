import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Flag, Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { EmptyState } from '@/components/layout/empty-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { type FlagFormFields, flagFormFields } from '@/lib/flag-form'
import { toast } from '@/lib/toast-store'
import { type StoredFlag, flagQueries, useFlagMutations } from '@/queries/flags'
import { FLAG_ENVIRONMENTS, type FlagEnvironment } from '@shared/flags'
import { FlagDialog } from './flag-dialog'

const onOff = (value: boolean) => (value ? 'On' : 'Off')

/** A stored flag's rules in words: "Off · Hale LLP: on · 25 % rollout". */
function ruleSummary(flag: StoredFlag) {
  const parts: string[] = []
  for (const env of FLAG_ENVIRONMENTS) {
    const value = flag.environments[env]
    if (value !== undefined) parts.push(`${env}: ${onOff(value).toLowerCase()}`)
  }
  for (const rule of flag.organizations)
    parts.push(`${rule.name}: ${onOff(rule.value).toLowerCase()}`)
  for (const rule of flag.people)
    parts.push(`${rule.email ?? 'a person'}: ${onOff(rule.value).toLowerCase()}`)
  for (const rule of flag.countries)
    parts.push(`${rule.country}: ${onOff(rule.value).toLowerCase()}`)
  if (flag.rolloutPercent !== undefined) parts.push(`${flag.rolloutPercent} % rollout`)
  return parts.length > 0 ? parts.join(' · ') : 'No rules: the default for everyone'
}

/**
 * /admin/feature-flags: the deployment's flags with their rules, each edited in a dialog and
 * saved on the deployment's audit chain, and a preview of how they fall for one person.
 */
export function FeatureFlags() {
  const { data } = useSuspenseQuery(flagQueries.list())
  const { remove } = useFlagMutations()
  const [editing, setEditing] = useState<{ fields: FlagFormFields; isNew: boolean } | null>(null)
  const [deleting, setDeleting] = useState<StoredFlag | null>(null)
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-serif text-2xl font-semibold tracking-tight">Feature flags</h1>
          <p className="text-sm text-muted-foreground">
            Roll features out firm by firm. Open pages follow a change at once.
          </p>
        </div>
        <Button onClick={() => setEditing({ fields: flagFormFields({ name: '' }), isNew: true })}>
          <Plus className="size-4" aria-hidden />
          New flag
        </Button>
      </header>
      <section aria-label="Flags" className="grid gap-2">
        {data.flags.length === 0 && data.unsaved.length === 0 ? (
          <EmptyState
            icon={<Flag className="size-5" aria-hidden />}
            title="No flags yet"
            description="A flag turns a feature on or off for an environment, a firm, a person or a country."
          />
        ) : null}
        <ul className="grid gap-2">
          {data.flags.map((flag) => (
            <li
              key={flag._id}
              aria-label={`Flag ${flag.name}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <FlagHeading name={flag.name} defaultValue={flag.defaultValue} />
                {flag.description ? (
                  <p className="text-sm text-muted-foreground">{flag.description}</p>
                ) : null}
                <p className="text-xs break-words text-muted-foreground">{ruleSummary(flag)}</p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing({ fields: flagFormFields(flag), isNew: false })}
                >
                  Edit <span className="sr-only">{flag.name}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(flag)}>
                  Delete <span className="sr-only">{flag.name}</span>
                </Button>
              </div>
            </li>
          ))}
          {data.unsaved.map((flag) => (
            <li
              key={flag.name}
              aria-label={`Flag ${flag.name}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-3"
            >
              <div className="grid gap-0.5">
                <FlagHeading name={flag.name} defaultValue={flag.defaultValue} />
                <p className="text-xs text-muted-foreground">Built in; no rules saved yet.</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  setEditing({
                    fields: flagFormFields({ name: flag.name, defaultValue: flag.defaultValue }),
                    isNew: true,
                  })
                }
              >
                Add rules <span className="sr-only">to {flag.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <FlagPreview />
      {editing ? (
        <FlagDialog
          fields={editing.fields}
          isNew={editing.isNew}
          organizations={data.organizationChoices}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this flag'}?`}
        description="Its rules go; a built-in feature falls back to its default."
        confirmLabel="Delete flag"
        destructive
        onConfirm={async () => {
          if (!deleting) return
          await remove.mutateAsync({ flagId: deleting._id })
          toast({ variant: 'success', title: `Deleted ${deleting.name}` })
          setDeleting(null)
        }}
      />
    </div>
  )
}

type PreviewFields = { email: string; env: FlagEnvironment; country: string }

const SOURCES = {
  person: 'a rule for this person',
  organization: 'their organization’s rule',
  country: 'the country’s rule',
  environment: 'the environment’s rule',
  rollout: 'the rollout',
  default: 'the default',
} as const

/** How every flag falls for one person: their value and the rule it came from. */
function FlagPreview() {
  const form = useForm<PreviewFields>({ defaultValues: { email: '', env: 'prod', country: '' } })
  const [asked, setAsked] = useState<PreviewFields | null>(null)
  const preview = useQuery({
    ...flagQueries.preview(asked?.email ?? '', asked?.env ?? 'prod', asked?.country ?? ''),
    enabled: asked !== null,
    retry: false,
  })
  return (
    <section
      aria-labelledby="flag-preview-heading"
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id="flag-preview-heading" className="text-sm font-semibold">
        Preview for a person
      </h2>
      <Form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit((values) =>
            setAsked({ ...values, email: values.email.trim(), country: values.country.trim() }),
          )(event)
        }}
      >
        <FormField className="w-72" label="Their email" type="email" {...form.register('email')} />
        <FieldShell label="Environment">
          {(control) => (
            <NativeSelect {...control} {...form.register('env')}>
              {FLAG_ENVIRONMENTS.map((env) => (
                <option key={env} value={env}>
                  {env}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
        <FormField className="w-24" label="Country" maxLength={2} {...form.register('country')} />
        <Button type="submit" variant="outline">
          Show their flags
        </Button>
      </Form>
      {asked === null ? null : preview.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Resolving…
        </p>
      ) : preview.isError ? (
        <p className="text-sm text-destructive">No user has that email address.</p>
      ) : (
        <div className="grid gap-1 text-sm">
          <p>
            {preview.data.user.name} ({preview.data.user.email}),{' '}
            {preview.data.user.organization ?? 'no organization'}
          </p>
          <ul aria-label="Their flags" className="grid gap-1">
            {preview.data.flags.map((flag) => (
              <li key={flag.name} aria-label={`${flag.name}: ${onOff(flag.value).toLowerCase()}`}>
                <span className="font-medium">{flag.name}</span>: {onOff(flag.value).toLowerCase()},
                from {SOURCES[flag.source]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/** A flag's name with its default, as both saved and built-in flags head their row. */
function FlagHeading({ name, defaultValue }: { name: string; defaultValue: boolean }) {
  return (
    <p className="flex items-center gap-2 font-medium">
      {name}
      <Badge variant="secondary">Default {onOff(defaultValue).toLowerCase()}</Badge>
    </p>
  )
}

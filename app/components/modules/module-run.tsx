import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Clock, Play } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { PromptPicker, PromptPickerButton } from '@/components/prompts/prompt-picker'
import { partyNames } from '@shared/litigation'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { matterQueries } from '@/queries/matters'
import { moduleQueries, useStartRunMutation, type Draft } from '@/queries/modules'
import { MODULE_INPUT_LABELS, MODULE_OUTPUT_LABELS } from '@shared/moduleRules'
import { type ChosenDocument, DocumentChooser } from './document-chooser'
import { estimateLabel } from './module-labels'

type RunFields = {
  documents: ChosenDocument[]
  from: string
  to: string
  text: string
  party: string
  witness: string
}

const blank = (value: string) => (value.trim() === '' ? undefined : value)

/** What an earlier run was given, to start a new one from (?id). */
function startingValues(earlier: Draft | null): RunFields {
  const inputs = earlier?.inputs
  return {
    documents: inputs?.documents ?? [],
    from: inputs?.from ?? '',
    to: inputs?.to ?? '',
    text: inputs?.text ?? '',
    party: inputs?.party ?? '',
    witness: inputs?.witness ?? '',
  }
}

/** /matters/{slug}/modules/{moduleSlug}: the module's run form; a run opens its draft. */
export function ModuleRun({
  slug,
  moduleSlug,
  earlier,
}: {
  slug: string
  moduleSlug: string
  earlier: Draft | null
}) {
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  const { data: module } = useSuspenseQuery(moduleQueries.bySlug(moduleSlug))
  const start = useStartRunMutation()
  const navigate = useNavigate()
  const form = useForm<RunFields>({ defaultValues: startingValues(earlier) })
  const errors = form.formState.errors
  const asks = new Map(module.inputs.map((input) => [input.kind, input.required]))
  const label = (kind: keyof typeof MODULE_INPUT_LABELS) =>
    `${MODULE_INPUT_LABELS[kind]}${asks.get(kind) ? '' : ' (optional)'}`
  const archived = matter.archivedAt !== undefined
  const [picking, setPicking] = useState(false)

  const save = useFormMutation({
    form,
    mutationFn: async (values: RunFields) => {
      const { draftId } = await start.mutateAsync({
        projectId: matter._id,
        moduleId: module._id,
        inputs: {
          ...(values.documents.length > 0
            ? { documentIds: values.documents.map((document) => document._id) }
            : {}),
          from: blank(values.from),
          to: blank(values.to),
          text: blank(values.text),
          party: blank(values.party),
          witness: blank(values.witness),
        },
      })
      await navigate({
        to: '/matters/$slug/modules/drafts',
        params: { slug },
        search: { id: draftId },
      })
    },
    // A date-range issue names `from` or `to`; the documents' issues, the chooser.
    issuePath: (path) => (path === 'dates' ? 'from' : path === 'documentIds' ? 'documents' : path),
  })

  return (
    <div className="grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <Link
          to="/matters/$slug/modules"
          params={{ slug }}
          className="text-sm text-muted-foreground hover:underline"
        >
          Modules
        </Link>
        <h2 className="text-lg font-semibold tracking-tight">{module.name}</h2>
        {module.description ? (
          <p className="text-sm text-muted-foreground">{module.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span>Writes a {MODULE_OUTPUT_LABELS[module.produces].toLowerCase()}</span>
          {module.estimatedTimeMinutes !== null ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {estimateLabel(module.estimatedTimeMinutes)}
            </span>
          ) : null}
        </p>
      </header>
      <Form noValidate onSubmit={(event) => void save.submit(event)} aria-busy={save.pending}>
        <fieldset disabled={save.pending} className="grid gap-6">
          {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
          {!module.runnable ? (
            <FormAlert tone="info">
              {module.name} cannot run on this installation yet: the firm’s workflow engine is not
              set up here. Ask your administrator.
            </FormAlert>
          ) : null}
          {module.runnable && module.runner === 'workflow' && matter.aiMode !== 'external' ? (
            <FormAlert tone="info">
              This matter’s text stays on this machine: the firm’s workflow engine gets the run
              without any of it. Allow AI for this matter to send its documents.
            </FormAlert>
          ) : null}
          {module.runner === 'model' && matter.aiMode !== 'external' ? (
            <FormAlert tone="info">
              No model writes for this matter: the draft quotes, offline, the passages of its
              documents that best match this module. Allow AI for this matter to have the configured
              model write it.
            </FormAlert>
          ) : null}
          {archived ? (
            <FormAlert tone="info">This matter is archived: restore it to run modules.</FormAlert>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>Inputs</CardTitle>
              <CardDescription>
                {asks.has('documents') && !asks.get('documents')
                  ? 'With no documents chosen, it reads every processed document of the matter.'
                  : 'What the module works from.'}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5 sm:grid-cols-2">
              {asks.has('documents') ? (
                <Controller
                  control={form.control}
                  name="documents"
                  render={({ field, fieldState }) => (
                    <DocumentChooser
                      projectId={matter._id}
                      label={label('documents')}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ) : null}
              {asks.has('dates') ? (
                <>
                  <FormField
                    label={`From${asks.get('dates') ? '' : ' (optional)'}`}
                    type="date"
                    error={errors.from?.message}
                    {...form.register('from')}
                  />
                  <FormField
                    label={`To${asks.get('dates') ? '' : ' (optional)'}`}
                    type="date"
                    error={errors.to?.message}
                    {...form.register('to')}
                  />
                </>
              ) : null}
              {asks.has('witness') ? (
                <FormField
                  label={label('witness')}
                  autoComplete="off"
                  maxLength={200}
                  error={errors.witness?.message}
                  {...form.register('witness')}
                />
              ) : null}
              {asks.has('party') ? (
                <FormField
                  label={label('party')}
                  autoComplete="off"
                  maxLength={200}
                  error={errors.party?.message}
                  {...form.register('party')}
                />
              ) : null}
              {asks.has('text') ? (
                <FieldShell
                  label={label('text')}
                  error={errors.text?.message}
                  className="sm:col-span-2"
                >
                  {(control) => (
                    <Textarea rows={4} maxLength={4000} {...control} {...form.register('text')} />
                  )}
                </FieldShell>
              ) : null}
              {asks.has('text') ? (
                <div className="sm:col-span-2">
                  <PromptPickerButton label="From a prompt" onClick={() => setPicking(true)} />
                </div>
              ) : null}
            </CardContent>
          </Card>
          <div className="flex justify-end">
            <Button type="submit" disabled={!module.runnable || archived}>
              {save.pending ? (
                <Spinner className="size-4" />
              ) : (
                <Play className="size-4" aria-hidden />
              )}
              Run {module.name}
            </Button>
          </div>
        </fieldset>
      </Form>
      {picking ? (
        <PromptPicker
          useLabel="Use"
          parties={partyNames(matter)}
          projectId={matter._id}
          onUse={(text) => {
            form.setValue('text', text, { shouldDirty: true })
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </div>
  )
}

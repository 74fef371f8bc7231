import { useSuspenseQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { moduleFormResolver, type ModuleFormValues } from '@/lib/module-form'
import { moduleQueries } from '@/queries/modules'
import {
  type CleanModuleInput,
  MODULE_INPUT_KINDS,
  MODULE_INPUT_LABELS,
  MODULE_LIMITS,
  MODULE_OUTPUTS,
  MODULE_OUTPUT_LABELS,
} from '@shared/moduleRules'

type ModuleFormProps = {
  defaultValues: ModuleFormValues
  submitLabel: string
  /** Runs with the validated input; a thrown INVALID_INPUT maps its issues back onto the fields. */
  onSubmit: (input: CleanModuleInput) => Promise<void>
  onCancel: () => void
  /** A built-in module runs on Casefile's own runner: no endpoint or instructions to set. */
  builtin?: boolean
}

/** The admin create and edit form of a module (spec §3, §5): fields, inline errors. */
export function ModuleForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  builtin = false,
}: ModuleFormProps) {
  const { data: categories } = useSuspenseQuery(moduleQueries.categories())
  const form = useForm<ModuleFormValues, unknown, CleanModuleInput>({
    defaultValues,
    resolver: moduleFormResolver,
  })
  const { register, formState } = form
  const { errors } = formState
  const save = useFormMutation({ form, mutationFn: onSubmit })

  return (
    <Form noValidate onSubmit={(event) => void save.submit(event)} aria-busy={save.pending}>
      <fieldset disabled={save.pending} className="grid min-w-0 gap-6">
        {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
        <Card>
          <CardHeader>
            <CardTitle>Module</CardTitle>
            <CardDescription>
              What lawyers see when they choose a module on a matter.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Module name"
              autoComplete="off"
              maxLength={MODULE_LIMITS.name}
              error={errors.name?.message}
              {...register('name')}
            />
            <FormField
              label="Slug"
              autoComplete="off"
              hint="Lowercase words joined by hyphens, used in the module's address."
              maxLength={MODULE_LIMITS.slug}
              error={errors.slug?.message}
              {...register('slug')}
            />
            <FieldShell
              label="Description"
              error={errors.description?.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  rows={3}
                  maxLength={MODULE_LIMITS.description}
                  {...control}
                  {...register('description')}
                />
              )}
            </FieldShell>
            <FieldShell label="Category" error={errors.categoryId?.message}>
              {(control) => (
                <NativeSelect {...control} {...register('categoryId')}>
                  <option value="">No category</option>
                  {categories.map((category) => (
                    <option key={category._id} value={category._id}>
                      {category.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldShell>
            <FormField
              label="Estimated time (minutes)"
              inputMode="numeric"
              autoComplete="off"
              error={errors.estimatedTimeMinutes?.message}
              {...register('estimatedTimeMinutes')}
            />
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" className="size-4 accent-primary" {...register('isActive')} />
              Active: members can run it
            </label>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Inputs and output</CardTitle>
            <CardDescription>
              What the run form asks for, and the kind of draft every run writes.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FieldShell label="Produces" error={errors.produces?.message} className="max-w-xs">
              {(control) => (
                <NativeSelect {...control} {...register('produces')}>
                  {MODULE_OUTPUTS.map((output) => (
                    <option key={output} value={output}>
                      {MODULE_OUTPUT_LABELS[output]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldShell>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Asks for</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {MODULE_INPUT_KINDS.map((kind) => (
                  <FieldShell key={kind} label={MODULE_INPUT_LABELS[kind]}>
                    {(control) => (
                      <NativeSelect {...control} {...register(`asks.${kind}`)}>
                        <option value="no">Not asked</option>
                        <option value="optional">Optional</option>
                        <option value="required">Required</option>
                      </NativeSelect>
                    )}
                  </FieldShell>
                ))}
              </div>
              {errors.asks ? (
                <p className="text-sm text-destructive">{errors.asks.message}</p>
              ) : null}
            </fieldset>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>How it runs</CardTitle>
            <CardDescription>
              {builtin
                ? 'A built-in module runs on Casefile’s own offline runner.'
                : 'With a workflow address, runs go to the firm’s workflow engine; otherwise the configured model follows the instructions. Matter text leaves only with the matter’s consent.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            {builtin ? null : (
              <>
                <FieldShell
                  label="Instructions for the model"
                  error={errors.instructions?.message}
                  className="sm:col-span-2"
                >
                  {(control) => (
                    <Textarea
                      rows={4}
                      maxLength={MODULE_LIMITS.instructions}
                      {...control}
                      {...register('instructions')}
                    />
                  )}
                </FieldShell>
                <FormField
                  label="Workflow address (endpoint URL)"
                  type="url"
                  autoComplete="off"
                  placeholder="https://n8n.firm.example/webhook/…"
                  maxLength={MODULE_LIMITS.endpointUrl}
                  error={errors.endpointUrl?.message}
                  {...register('endpointUrl')}
                />
                <FormField
                  label="n8n workflow ID"
                  autoComplete="off"
                  maxLength={MODULE_LIMITS.n8nWorkflowId}
                  error={errors.n8nWorkflowId?.message}
                  {...register('n8nWorkflowId')}
                />
              </>
            )}
            <FieldShell
              label="Technical notes"
              hint="For superadmins only; members never see them."
              error={errors.technicalNotes?.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  rows={3}
                  maxLength={MODULE_LIMITS.technicalNotes}
                  {...control}
                  {...register('technicalNotes')}
                />
              )}
            </FieldShell>
          </CardContent>
        </Card>

        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">
            {save.pending ? <Spinner className="size-4" /> : null}
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </Form>
  )
}

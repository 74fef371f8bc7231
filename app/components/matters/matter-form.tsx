import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import type { CleanMatterInput } from '@shared/matterRules'
import { LITIGATION_STAGES, PARTY_ROLES } from '@/lib/litigation'
import {
  EMPTY_ADVERSE_PARTY,
  EMPTY_REPRESENTED_PARTY,
  issueFieldPath,
  matterFormResolver,
  type MatterFormValues,
} from '@/lib/matter-form'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { useFormMutation } from '@/components/ui/use-form-mutation'

type MatterFormProps = {
  defaultValues: MatterFormValues
  submitLabel: string
  /** Runs with the validated input; a thrown INVALID_INPUT maps its issues back onto the fields. */
  onSubmit: (input: CleanMatterInput) => Promise<void>
  onCancel: () => void
  /** Locks every control (an archived matter cannot be edited). */
  disabled?: boolean
}

/** The create and edit form of a matter (spec §3, §5): fields, parties and inline errors. */
export function MatterForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  disabled = false,
}: MatterFormProps) {
  const form = useForm<MatterFormValues, unknown, CleanMatterInput>({
    defaultValues,
    resolver: matterFormResolver,
  })
  const { register, control, formState } = form
  const { errors } = formState
  const represented = useFieldArray({ control, name: 'representedParties' })
  const adverse = useFieldArray({ control, name: 'adverseParties' })
  const partiesErrorId = useId()
  const save = useFormMutation({ form, mutationFn: onSubmit, issuePath: issueFieldPath })
  const isSubmitting = save.pending
  const failure = save.error

  const partiesError = errors.representedParties?.root?.message

  return (
    <Form noValidate onSubmit={(event) => void save.submit(event)} aria-busy={isSubmitting}>
      <fieldset disabled={disabled || isSubmitting} className="grid min-w-0 gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Matter</CardTitle>
            <CardDescription>What the team calls this matter and what it is about.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FormField
              label="Matter name"
              placeholder="Acme Corp v. Beta Industries"
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <FieldShell label="Description" error={errors.description?.message}>
              {(control) => <Textarea rows={3} {...control} {...register('description')} />}
            </FieldShell>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Parties</CardTitle>
            <CardDescription>
              The parties the firm represents, with their role, and the parties on the other side.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <section aria-labelledby={`${partiesErrorId}-represented`} className="grid gap-3">
              <h3 id={`${partiesErrorId}-represented`} className="text-sm font-semibold">
                Represented parties
              </h3>
              {represented.fields.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No represented party yet. Add the client the firm acts for.
                </p>
              ) : null}
              {represented.fields.map((field, index) => (
                <fieldset
                  key={field.id}
                  className="grid gap-4 rounded-md border p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
                >
                  <legend className="sr-only">Represented party {index + 1}</legend>
                  <FormField
                    label="Name"
                    autoComplete="off"
                    error={errors.representedParties?.[index]?.name?.message}
                    {...register(`representedParties.${index}.name`)}
                  />
                  <FieldShell
                    label="Role"
                    error={errors.representedParties?.[index]?.role?.message}
                  >
                    {(control) => (
                      <NativeSelect {...control} {...register(`representedParties.${index}.role`)}>
                        <option value="">Select a role</option>
                        {PARTY_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {role}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </FieldShell>
                  <Button
                    type="button"
                    variant="ghost"
                    className="sm:mt-6"
                    aria-label={`Remove represented party ${index + 1}`}
                    onClick={() => represented.remove(index)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Remove
                  </Button>
                </fieldset>
              ))}
              <div className="grid justify-items-start gap-2">
                <Button
                  type="button"
                  variant="outline"
                  aria-describedby={partiesError ? `${partiesErrorId}-error` : undefined}
                  onClick={() => represented.append({ ...EMPTY_REPRESENTED_PARTY })}
                >
                  <Plus className="size-4" aria-hidden />
                  Add represented party
                </Button>
                {partiesError ? (
                  <p id={`${partiesErrorId}-error`} className="text-sm text-destructive">
                    {partiesError}
                  </p>
                ) : null}
              </div>
            </section>

            <section aria-labelledby={`${partiesErrorId}-adverse`} className="grid gap-3">
              <h3 id={`${partiesErrorId}-adverse`} className="text-sm font-semibold">
                Adverse parties
              </h3>
              {adverse.fields.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Optional. Add a party even without a name (for example unknown defendants).
                </p>
              ) : null}
              {adverse.fields.map((field, index) => (
                <fieldset
                  key={field.id}
                  className="grid gap-4 rounded-md border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
                >
                  <legend className="sr-only">Adverse party {index + 1}</legend>
                  <FormField
                    label="Name"
                    hint="Optional"
                    autoComplete="off"
                    error={errors.adverseParties?.[index]?.name?.message}
                    {...register(`adverseParties.${index}.name`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    className="sm:mt-6"
                    aria-label={`Remove adverse party ${index + 1}`}
                    onClick={() => adverse.remove(index)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Remove
                  </Button>
                </fieldset>
              ))}
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                onClick={() => adverse.append({ ...EMPTY_ADVERSE_PARTY })}
              >
                <Plus className="size-4" aria-hidden />
                Add adverse party
              </Button>
            </section>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Court and file</CardTitle>
            <CardDescription>Where the case is heard and how the firm files it.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Docket number"
              placeholder="1:24-cv-00042"
              autoComplete="off"
              error={errors.docketNumber?.message}
              {...register('docketNumber')}
            />
            <FormField
              label="Internal Matter ID"
              placeholder="LIT-0042"
              autoComplete="off"
              error={errors.internalMatterId?.message}
              {...register('internalMatterId')}
            />
            <FormField
              label="Judge"
              autoComplete="off"
              error={errors.judge?.message}
              {...register('judge')}
            />
            <FieldShell label="Litigation stage" error={errors.litigationStage?.message}>
              {(control) => (
                <NativeSelect {...control} {...register('litigationStage')}>
                  <option value="">Not set</option>
                  {LITIGATION_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {stage}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldShell>
            <FormField
              label="Class period"
              placeholder="1 Jan 2021 – 30 Jun 2023"
              autoComplete="off"
              error={errors.classPeriod?.message}
              {...register('classPeriod')}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Case summary</CardTitle>
            <CardDescription>The short version a new team member reads first.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FieldShell label="Summary" error={errors.summary?.message}>
              {(control) => <Textarea rows={4} {...control} {...register('summary')} />}
            </FieldShell>
            <FieldShell label="Key allegations" error={errors.keyAllegations?.message}>
              {(control) => <Textarea rows={4} {...control} {...register('keyAllegations')} />}
            </FieldShell>
          </CardContent>
        </Card>
      </fieldset>

      <div className="mt-6 grid gap-4">
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={disabled || isSubmitting}>
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  )
}

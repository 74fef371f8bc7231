import { useFieldArray, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldShell } from '@/components/ui/field-shell'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { type FlagFormFields, flagSave } from '@/lib/flag-form'
import { toast } from '@/lib/toast-store'
import { type FlagList, useFlagMutations } from '@/queries/flags'
import { FLAG_ENVIRONMENTS } from '@shared/flags'

const ENV_LABELS = { dev: 'Development', staging: 'Staging', prod: 'Production' } as const

function OnOff({ label, ...props }: { label: string } & React.ComponentProps<'select'>) {
  return (
    <NativeSelect aria-label={label} className="w-24" {...props}>
      <option value="on">On</option>
      <option value="off">Off</option>
    </NativeSelect>
  )
}

/** Creates or edits a flag's rules: default, environments, organisations, people, countries, rollout. */
export function FlagDialog({
  fields,
  isNew,
  organizations,
  onClose,
}: {
  fields: FlagFormFields
  isNew: boolean
  organizations: FlagList['organizationChoices']
  onClose: () => void
}) {
  const { save } = useFlagMutations()
  const form = useForm<FlagFormFields>({ defaultValues: fields })
  const orgRules = useFieldArray({ control: form.control, name: 'organizations' })
  const people = useFieldArray({ control: form.control, name: 'people' })
  const countries = useFieldArray({ control: form.control, name: 'countries' })
  const submit = useFormMutation({
    form,
    mutationFn: (values: FlagFormFields) => save.mutateAsync(flagSave(values)),
    onSuccess: () => {
      toast({ variant: 'success', title: `Saved ${form.getValues('name').trim()}` })
      onClose()
    },
  })
  const errors = form.formState.errors
  return (
    <FormDialog
      title={isNew ? 'New feature flag' : `Edit ${fields.name}`}
      description="The most specific rule wins: a person, then an organization, a country, an environment, the rollout, then the default."
      submitLabel="Save flag"
      pending={submit.pending}
      error={submit.error}
      onSubmit={submit.submit}
      onClose={onClose}
      className="max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Name"
          readOnly={!isNew}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FieldShell label="Default" error={errors.defaultValue?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('defaultValue')}>
              <option value="on">On</option>
              <option value="off">Off</option>
            </NativeSelect>
          )}
        </FieldShell>
      </div>
      <FormField
        label="Description"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Environments</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FLAG_ENVIRONMENTS.map((env) => (
            <FieldShell key={env} label={ENV_LABELS[env]}>
              {(control) => (
                <NativeSelect {...control} {...form.register(`environments.${env}`)}>
                  <option value="">No rule</option>
                  <option value="on">On</option>
                  <option value="off">Off</option>
                </NativeSelect>
              )}
            </FieldShell>
          ))}
        </div>
      </fieldset>
      <RuleList
        legend="Organizations"
        noun="organization"
        rows={orgRules.fields}
        onAdd={() => orgRules.append({ organizationId: '', value: 'on' })}
        onRemove={orgRules.remove}
        valueProps={(index) => form.register(`organizations.${index}.value`)}
        subject={(index) => (
          <NativeSelect
            aria-label={`Organization ${index + 1}`}
            className="flex-1"
            {...form.register(`organizations.${index}.organizationId`)}
          >
            <option value="">Choose an organization</option>
            {organizations.map((organization) => (
              <option key={organization._id} value={organization._id}>
                {organization.name}
              </option>
            ))}
          </NativeSelect>
        )}
      />
      <RuleList
        legend="People"
        noun="person"
        rows={people.fields}
        onAdd={() => people.append({ email: '', value: 'on' })}
        onRemove={people.remove}
        valueProps={(index) => form.register(`people.${index}.value`)}
        subject={(index) => (
          <FormField
            className="flex-1"
            label={`Person ${index + 1} email`}
            type="email"
            error={errors.people?.[index]?.message ?? errors.people?.[index]?.email?.message}
            {...form.register(`people.${index}.email`)}
          />
        )}
      />
      <RuleList
        legend="Countries"
        noun="country"
        rows={countries.fields}
        onAdd={() => countries.append({ country: '', value: 'on' })}
        onRemove={countries.remove}
        valueProps={(index) => form.register(`countries.${index}.value`)}
        subject={(index) => (
          <FormField
            className="w-32"
            label={`Country ${index + 1}`}
            maxLength={2}
            error={errors.countries?.[index]?.message}
            {...form.register(`countries.${index}.country`)}
          />
        )}
      />
      <FormField
        label="Rollout (percent of people)"
        hint="Leave empty for no rollout: the default applies."
        inputMode="numeric"
        error={errors.rolloutPercent?.message}
        {...form.register('rolloutPercent')}
      />
    </FormDialog>
  )
}

/** One kind of rule: a row per rule (its subject, on or off, Remove) and a button to add one. */
function RuleList({
  legend,
  noun,
  rows,
  onAdd,
  onRemove,
  valueProps,
  subject,
}: {
  legend: string
  noun: string
  rows: readonly { id: string }[]
  onAdd: () => void
  onRemove: (index: number) => void
  valueProps: (index: number) => React.ComponentProps<'select'>
  subject: (index: number) => React.ReactNode
}) {
  const title = noun[0]!.toUpperCase() + noun.slice(1)
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {rows.map((row, index) => (
        <div key={row.id} className="flex items-start gap-2">
          {subject(index)}
          <OnOff label={`${title} ${index + 1} value`} {...valueProps(index)} />
          <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(index)}>
            Remove{' '}
            <span className="sr-only">
              {noun} rule {index + 1}
            </span>
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          Add {/^[aeiou]/.test(noun) ? 'an' : 'a'} {noun} rule
        </Button>
      </div>
    </fieldset>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { PageSpinner } from '@/components/layout/page-spinner'
import { Button } from '@/components/ui/button'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { timeQueries, useRateMutations } from '@/queries/time'
import { ROUNDING_INCREMENTS } from '@shared/timeRules'
import { RateForm, rateText, typedRate } from './rate-form'

type SettingsFields = { incrementMinutes: string; firmRate: string }

/** The firm's rounding and default hourly rate (organisation admins, /account/organization). */
export function BillingSettings() {
  const settings = useQuery(timeQueries.settings())
  if (!settings.data) return <PageSpinner />
  return (
    <div className="grid gap-6">
      <FirmTimeForm
        incrementMinutes={settings.data.incrementMinutes}
        firmRateCents={settings.data.firmRateCents}
      />
      <PeopleRates />
    </div>
  )
}

function FirmTimeForm({
  incrementMinutes,
  firmRateCents,
}: {
  incrementMinutes: number
  firmRateCents: number | null
}) {
  const { settings } = useRateMutations()
  const form = useForm<SettingsFields>({
    defaultValues: {
      incrementMinutes: String(incrementMinutes),
      firmRate: rateText(firmRateCents),
    },
  })
  const save = useFormMutation({
    form,
    issuePath: (path) => (path === 'firmRateCents' ? 'firmRate' : path),
    errorField: 'firmRate',
    mutationFn: (fields: SettingsFields) =>
      settings.mutateAsync({
        incrementMinutes: Number(fields.incrementMinutes),
        firmRateCents: typedRate(fields.firmRate),
      }),
    onSuccess: () => toast({ variant: 'success', title: 'Time settings saved' }),
  })
  const errors = form.formState.errors
  return (
    <Form
      noValidate
      className="grid gap-4 sm:max-w-md"
      onSubmit={(event) => void save.submit(event)}
    >
      <FieldShell
        label="Round time up to"
        hint="Every entry is billed in these increments; the time worked is kept beside it."
        error={errors.incrementMinutes?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('incrementMinutes')}>
            {ROUNDING_INCREMENTS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 1 ? 'The minute' : `${minutes}-minute increments`}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <FormField
        label="Firm’s hourly rate"
        hint="In dollars. A person’s rate, then a matter’s, take its place."
        inputMode="decimal"
        error={errors.firmRate?.message}
        {...form.register('firmRate')}
      />
      <div>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Save time settings
        </Button>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}

function PeopleRates() {
  const people = useQuery(timeQueries.peopleRates())
  const rates = useRateMutations()
  if (!people.data) return null
  return (
    <section aria-labelledby="people-rates-heading" className="grid gap-2">
      <h3 id="people-rates-heading" className="text-sm font-semibold">
        Rates by person
      </h3>
      <ul className="grid gap-2">
        {people.data.map((person) => (
          <li key={person.userId}>
            <RateForm
              label={`Rate for ${person.name}`}
              placeholder="Firm’s rate"
              cents={person.cents}
              submit={
                <>
                  Save <span className="sr-only">the rate for {person.name}</span>
                </>
              }
              saved={`Rate saved for ${person.name}`}
              onSave={(cents) => rates.person.mutateAsync({ userId: person.userId, cents })}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

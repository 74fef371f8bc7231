import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { RATE_MESSAGE, isRate, parseRate } from '@shared/timeRules'

/** Cents as the rate field shows them ("450", "1250.50"); empty for none. */
export const rateText = (cents: number | null) =>
  cents === null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)

/** A rate as typed, checked: cents, null for none, or the field's message. */
export function typedRate(text: string): number | null {
  const cents = parseRate(text)
  if (cents !== null && !isRate(cents)) throw new FormProblem(RATE_MESSAGE)
  return cents
}

/** One hourly rate in dollars, saved on its own (a person's, a matter's); empty removes it. */
export function RateForm({
  label,
  placeholder,
  cents,
  submit,
  onSave,
  saved,
}: {
  label: string
  placeholder: string
  cents: number | null
  /** The button's words, with any words for screen readers only. */
  submit: React.ReactNode
  onSave: (cents: number | null) => Promise<unknown>
  /** The toast once saved. */
  saved: string
}) {
  const form = useForm<{ rate: string }>({ defaultValues: { rate: rateText(cents) } })
  const save = useFormMutation({
    form,
    issuePath: () => 'rate',
    errorField: 'rate',
    mutationFn: ({ rate }: { rate: string }) => onSave(typedRate(rate)),
    onSuccess: () => toast({ variant: 'success', title: saved }),
  })
  return (
    <Form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => void save.submit(event)}
    >
      <FormField
        className="w-56"
        label={label}
        placeholder={placeholder}
        inputMode="decimal"
        error={form.formState.errors.rate?.message}
        {...form.register('rate')}
      />
      <Button type="submit" variant="outline" disabled={save.pending}>
        {submit}
      </Button>
    </Form>
  )
}

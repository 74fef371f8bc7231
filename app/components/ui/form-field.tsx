import { FieldShell } from './field-shell'
import { Input } from './input'

type FormFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: string
  error?: string | null
  hint?: string
}

/** A labelled input with its inline error, wired for screen readers (aria-invalid, describedby). */
export function FormField({ label, error, hint, className, ...props }: FormFieldProps) {
  return (
    <FieldShell label={label} error={error ?? undefined} hint={hint} className={className}>
      {(control) => <Input {...control} {...props} />}
    </FieldShell>
  )
}

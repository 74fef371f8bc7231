import { useId } from 'react'
import { cn } from '@/lib/utils'
import { Input } from './input'
import { Label } from './label'

type FormFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: string
  error?: string | null
  hint?: string
}

/** A labelled input with its inline error, wired for screen readers (aria-invalid, describedby). */
export function FormField({ label, error, hint, className, ...props }: FormFieldProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

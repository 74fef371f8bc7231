import { useId } from 'react'
import { Label } from './label'
import { cn } from '@/lib/utils'

/** The props a control needs to be announced with its label, hint and error. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type FieldShellProps = {
  label: React.ReactNode
  error?: string
  hint?: string
  className?: string
  children: (control: FieldControlProps) => React.ReactNode
}

/**
 * A labelled control with its hint and inline error, wired for screen readers. FormField is
 * this around an Input; selects and textareas use it directly.
 */
export function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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

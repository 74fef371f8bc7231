import { Info } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Field = { name: string; label: string; type: string; autoComplete: string }

type SignInPendingFormProps = { fields: Field[]; submitLabel: string }

/**
 * The sign-in and sign-up forms before accounts are connected: real fields and validation of
 * presence, and an honest message on submit instead of a fake success.
 */
export function SignInPendingForm({ fields, submitLabel }: SignInPendingFormProps) {
  const id = useId()
  const [submitted, setSubmitted] = useState(false)

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
      }}
    >
      {fields.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
          <Input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
          />
        </div>
      ))}
      <Button type="submit" size="lg" className="w-full">
        {submitLabel}
      </Button>
      {submitted ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border bg-secondary px-3 py-2.5 text-sm text-secondary-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          Sign-in is not connected yet. Accounts arrive in the next release of Casefile.
        </p>
      ) : null}
    </form>
  )
}

import { useForm, useWatch } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'
import { toast } from '@/lib/toast-store'

export const NAME_REQUIRED = 'Name is required'

type ProfileFields = { name: string }

/**
 * The name on the account. It is saved through better-auth's update-user; the backend's
 * user.onUpdate trigger copies it to the app's users row, so every live view updates.
 */
export function ProfileForm({ name, email }: { name: string; email: string }) {
  const form = useForm<ProfileFields>({ defaultValues: { name } })
  const draft = useWatch({ control: form.control, name: 'name' })
  const save = useFormMutation({
    form,
    mutationFn: async ({ name: typed }: ProfileFields) => {
      const { error } = await authClient.updateUser({ name: typed.trim() })
      if (error) throw new FormProblem(authErrorMessage(error))
    },
    onSuccess: (_, { name: typed }) => {
      form.setValue('name', typed.trim())
      toast({ variant: 'success', title: 'Name saved' })
    },
  })

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void save.submit(event)}>
      <FormField
        label="Full name"
        autoComplete="name"
        maxLength={120}
        error={form.formState.errors.name?.message}
        // In the server's HTML too, so the page shows the name before it hydrates.
        defaultValue={name}
        {...form.register('name', {
          validate: (typed) => typed.trim().length > 0 || NAME_REQUIRED,
        })}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        value={email}
        readOnly
        hint="Your sign-in address. Ask your administrator if it needs to change."
      />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.pending || draft.trim() === name}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Save name
        </Button>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}

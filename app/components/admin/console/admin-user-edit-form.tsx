import { useForm, type Resolver } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { issuesToFieldErrors } from '@/lib/form-issues'
import { toast } from '@/lib/toast-store'
import {
  type ConsoleUser,
  useSetPasswordAction,
  useUpdateUserMutation,
} from '@/queries/admin-console'
import {
  type AdminUserForm,
  adminUserFormIssues,
  EMAIL_MAX,
  NAME_PART_MAX,
  PASSWORD_MAX,
} from '@shared/adminUserRules'
import type { Id } from '@convex/_generated/dataModel'

/** The form's rules are the backend's (shared/adminUserRules.ts), word for word. */
const resolver: Resolver<AdminUserForm> = (values) => {
  const issues = adminUserFormIssues(values)
  return issues.length === 0
    ? { values, errors: {} }
    : { values: {}, errors: issuesToFieldErrors<AdminUserForm>(issues) }
}

/** A user's names and address, and a new password (blank keeps the old one). */
export function AdminUserEditForm({ user }: { user: ConsoleUser }) {
  const update = useUpdateUserMutation()
  const setPassword = useSetPasswordAction()
  const defaults: AdminUserForm = {
    // A user the console never named starts from their display name, split at the first space.
    firstName: user.firstName || user.name.split(' ')[0] || '',
    lastName: user.lastName || user.name.split(' ').slice(1).join(' '),
    email: user.email,
    newPassword: '',
    confirmPassword: '',
  }
  const form = useForm<AdminUserForm>({ defaultValues: defaults, resolver })
  const save = useFormMutation({
    form,
    mutationFn: async (values: AdminUserForm) => {
      const userId = user._id as Id<'users'>
      await update.mutateAsync({
        userId,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
      })
      if (values.newPassword !== '') {
        await setPassword.mutateAsync({
          userId,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        })
      }
      return values.newPassword !== ''
    },
    onSuccess: (passwordSet) => {
      form.resetField('newPassword')
      form.resetField('confirmPassword')
      toast({
        variant: 'success',
        title: passwordSet ? 'User saved and password set' : 'User saved',
        ...(passwordSet ? { description: 'Every session of this user has ended.' } : {}),
      })
    },
  })
  const errors = form.formState.errors

  return (
    <Form
      noValidate
      aria-labelledby="edit-user-heading"
      className="grid gap-4"
      onSubmit={(event) => void save.submit(event)}
    >
      <h2 id="edit-user-heading" className="text-lg font-semibold tracking-tight">
        Profile and password
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="off"
          maxLength={NAME_PART_MAX + 20}
          defaultValue={defaults.firstName}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last name"
          autoComplete="off"
          maxLength={NAME_PART_MAX + 20}
          defaultValue={defaults.lastName}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        defaultValue={defaults.email}
        hint="A new address stays unverified until its owner confirms it or you mark it verified."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX + 1}
          hint="Leave blank to keep the current password. Setting one signs the user out everywhere."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX + 1}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      <div>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Save user
        </Button>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}

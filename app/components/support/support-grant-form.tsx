import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { supportQueries, useGrantSupportMutation } from '@/queries/support'
import { GRANT_MINUTES, GRANT_REASON_MAX, grantReasonProblem } from '@shared/supportRules'

type GrantFields = { organizationId: string; reason: string; minutes: string }

/**
 * Asks for support access to one firm's conversations: the organisation (searched by name), the
 * reason its admins will read, and how long (15, 30 or 60 minutes).
 */
export function SupportGrantForm({ onGranted }: { onGranted: (grantId: string) => void }) {
  const [search, setSearch] = useState('')
  const organizations = useQuery(supportQueries.organizations(search.trim()))
  const grant = useGrantSupportMutation()
  const form = useForm<GrantFields>({
    defaultValues: { organizationId: '', reason: '', minutes: '30' },
  })
  const save = useFormMutation({
    form,
    mutationFn: ({ organizationId, reason, minutes }: GrantFields) =>
      grant.mutateAsync({ organizationId, reason: reason.trim(), minutes: Number(minutes) }),
    onSuccess: ({ grantId }) => {
      toast({ variant: 'success', title: 'Support access opened' })
      form.reset({ organizationId: '', reason: '', minutes: '30' })
      onGranted(grantId)
    },
  })
  const { errors } = form.formState

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void save.submit(event)}>
      <div className="grid gap-2">
        <Label htmlFor="support-organization-search">Search organizations</Label>
        <Input
          id="support-organization-search"
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <FieldShell label="Organization" error={errors.organizationId?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('organizationId', {
              validate: (value) => value !== '' || 'Choose an organization',
            })}
          >
            <option value="">
              {organizations.isPending ? 'Loading organizations…' : 'Choose an organization'}
            </option>
            {(organizations.data ?? []).map((organization) => (
              <option key={organization._id} value={organization._id}>
                {organization.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <FieldShell
        label="Reason"
        hint="The firm’s admins read this in their audit trail."
        error={errors.reason?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={GRANT_REASON_MAX}
            {...form.register('reason', {
              validate: (value) => grantReasonProblem(value) ?? true,
            })}
          />
        )}
      </FieldShell>
      <FieldShell label="Duration" error={errors.minutes?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('minutes')}>
            {GRANT_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {minutes} minutes
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <div>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Open access
        </Button>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}

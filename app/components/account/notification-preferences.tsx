import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { PageSpinner } from '@/components/layout/page-spinner'
import { userQueries, useUpdateNotificationPreferencesMutation } from '@/queries/users'
import { InboxPreferences } from './inbox-preferences'
import { AccountSection } from './section'

type Key = 'emailOnInvitation' | 'emailOnMatterChange'

const PREFERENCES: { key: Key; label: string; description: string }[] = [
  {
    key: 'emailOnInvitation',
    label: 'When I am invited to an organization',
    description:
      'An email when an admin of another firm invites this address. You will still see the invitation on your Organization page.',
  },
  {
    key: 'emailOnMatterChange',
    label: 'When a matter I work on changes',
    description:
      'An email when a matter you are on is updated, archived or gets new documents, once your firm sends matter updates.',
  },
]

/** /account/notifications: the emails Casefile may send this user, each a switch saved at once. */
export function NotificationPreferences() {
  const preferences = useQuery(userQueries.notificationPreferences())
  const update = useUpdateNotificationPreferencesMutation()

  if (!preferences.data) {
    return <PageSpinner />
  }
  const values = preferences.data

  return (
    <div className="grid gap-6">
      <InboxPreferences />
      <AccountSection
        title="Email notifications"
        description="Choose which other emails Casefile sends to your address."
      >
        <ul className="grid gap-5">
          {PREFERENCES.map((preference) => (
            <PreferenceSwitch
              key={preference.key}
              label={preference.label}
              description={preference.description}
              checked={values[preference.key]}
              disabled={update.isPending}
              onChange={(checked) =>
                void update.mutateAsync({ [preference.key]: checked }).catch(() => {})
              }
            />
          ))}
        </ul>
      </AccountSection>
    </div>
  )
}

function PreferenceSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string
  description: string
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <li className="flex items-start justify-between gap-6">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-checked:bg-primary"
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-background shadow-sm transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`}
        />
      </button>
    </li>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { NativeSelect } from '@/components/ui/native-select'
import {
  notificationQueries,
  type InboxPreferences as Preferences,
  useUpdateInboxPreferencesMutation,
} from '@/queries/notifications'
import {
  CATEGORY_LABELS,
  EMAIL_DELIVERY_LABELS,
  NOTIFICATION_CATEGORIES,
} from '@shared/notificationRules'
import type { EmailDelivery, NotificationCategory } from '@shared/notificationValidators'
import { AccountSection } from './section'

const DELIVERIES = Object.keys(EMAIL_DELIVERY_LABELS) as EmailDelivery[]

/**
 * The inbox's settings: for each kind of notification, whether the bell shows it and whether it
 * is emailed each time, in one daily digest, or not at all. Each change is saved at once.
 */
export function InboxPreferences() {
  const preferences = useQuery(notificationQueries.preferences())
  const update = useUpdateInboxPreferencesMutation()

  return (
    <AccountSection
      title="Notifications"
      description="What appears under the bell, and what is emailed. The daily digest is one email each morning with the day’s unread notifications."
    >
      {preferences.data ? (
        <ul className="grid gap-5">
          {NOTIFICATION_CATEGORIES.map((category) => (
            <CategoryRow
              key={category}
              category={category}
              value={preferences.data[category]}
              disabled={update.isPending}
              onChange={(change) =>
                void update.mutateAsync({ category, ...change }).catch(() => {})
              }
            />
          ))}
        </ul>
      ) : (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
    </AccountSection>
  )
}

function CategoryRow({
  category,
  value,
  disabled,
  onChange,
}: {
  category: NotificationCategory
  value: Preferences[NotificationCategory]
  disabled: boolean
  onChange: (change: { inApp?: boolean; email?: EmailDelivery }) => void
}) {
  const id = useId()
  const { label, description } = CATEGORY_LABELS[category]
  return (
    <li className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_11rem] sm:items-center">
      <div className="grid gap-1">
        <span id={id} className="text-sm font-medium">
          {label}
        </span>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <button
          type="button"
          role="switch"
          aria-checked={value.inApp}
          aria-label={`${label}: in the app`}
          disabled={disabled}
          onClick={() => onChange({ inApp: !value.inApp })}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-checked:bg-primary"
        >
          <span
            aria-hidden
            className={`inline-block size-5 rounded-full bg-background shadow-sm transition-transform ${value.inApp ? 'translate-x-5' : 'translate-x-0'}`}
          />
        </button>
        <span aria-hidden>In the app</span>
      </label>
      <NativeSelect
        aria-label={`${label}: email`}
        value={value.email}
        disabled={disabled}
        onChange={(event) => onChange({ email: event.target.value as EmailDelivery })}
      >
        {DELIVERIES.map((delivery) => (
          <option key={delivery} value={delivery}>
            {EMAIL_DELIVERY_LABELS[delivery]}
          </option>
        ))}
      </NativeSelect>
    </li>
  )
}

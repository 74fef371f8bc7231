// Reading a feature's flag in a component: its value (the default until the flags arrive), or a
// gate that shows its children only while the feature is on, suspending with the spec's
// 'Loading feature flags...' until the flags are known where that is asked for.
import { useBooleanFlagValue } from '@openfeature/react-sdk'
import { Suspense, useSyncExternalStore } from 'react'
import { FlagsLoading } from '@/components/ui/flags-loading'
import { FLAG_DEFAULTS, type KnownFlag } from '@shared/flags'

const noSubscription = () => () => undefined

/**
 * False on the server and while the page hydrates, true after: the flags arrive in the browser
 * only, so a part hydrating late must still render what the server rendered (the default).
 */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** Whether a feature is on for the viewer; its default until the flags arrive. */
export function useFeature(flag: KnownFlag): boolean {
  const value = useBooleanFlagValue(flag, FLAG_DEFAULTS[flag], { suspend: false })
  return useHydrated() ? value : FLAG_DEFAULTS[flag]
}

function Gate({
  flag,
  suspend,
  fallback,
  children,
}: {
  flag: KnownFlag
  suspend: boolean
  fallback: React.ReactNode
  children: React.ReactNode
}) {
  const value = useBooleanFlagValue(flag, FLAG_DEFAULTS[flag], {
    suspendUntilReady: suspend,
    suspendWhileReconciling: false,
  })
  const on = useHydrated() ? value : FLAG_DEFAULTS[flag]
  return on ? children : fallback
}

/** Shows its children while the feature is on (and `fallback` while it is off). */
export function Feature({
  flag,
  suspend = false,
  fallback = null,
  children,
}: {
  flag: KnownFlag
  /** Wait for the flags, showing 'Loading feature flags...', instead of trusting the default. */
  suspend?: boolean
  fallback?: React.ReactNode
  children: React.ReactNode
}) {
  const gate = (
    <Gate flag={flag} suspend={suspend} fallback={fallback}>
      {children}
    </Gate>
  )
  return suspend ? <Suspense fallback={<FlagsLoading />}>{gate}</Suspense> : gate
}

// Feature flags for signed-in pages (spec §3, §4, §6): the OpenFeature React SDK in Casefile's
// domain over the Convex provider. The provider is set once per Convex client, in the browser
// only (a server render reads every flag's default or suspends); the context (env, userId, orgId,
// country) is set before it and again whenever it changes, which fetches the flags again.
import { OpenFeature, OpenFeatureProvider } from '@openfeature/react-sdk'
import type { ConvexReactClient } from 'convex/react'
import { useEffect } from 'react'
import { FEATURE_FLAG_PROVIDER_DOMAIN } from '@/lib/constants'
import { ConvexFlagProvider, type FlagWatch } from '@/lib/flags/convex-flag-provider'
import { api } from '@convex/_generated/api'
import { FLAG_OVERRIDES_KEY, flagEnvironment, flagOverrides } from '@shared/flags'

const started = new WeakSet<ConvexReactClient>()

/** getResolvedFlags watched live on the page's Convex client. */
function convexWatch(client: ConvexReactClient): FlagWatch {
  return (args, onValues, onError) => {
    const watch = client.watchQuery(api.flags.resolved.getResolvedFlags, args)
    const read = () => {
      let values: Record<string, boolean> | undefined
      try {
        values = watch.localQueryResult()
      } catch (error) {
        onError(error)
        return
      }
      if (values !== undefined) onValues(values)
    }
    const stop = watch.onUpdate(read)
    read()
    return stop
  }
}

/** The region of the browser's language ("en-GB" → "GB"), as the flag context's country. */
function browserCountry() {
  const region = /-([A-Za-z]{2})\b/.exec(navigator.language)?.[1]
  return region ? region.toUpperCase() : null
}

// The SDK reports a failed flag fetch as an error in the console; for Casefile it is an expected
// state (ERROR: every flag reads its default), so it is a warning.
const quietLogger = {
  error: (...args: unknown[]) => console.warn('[feature flags]', ...args),
  warn: (...args: unknown[]) => console.warn('[feature flags]', ...args),
  info: () => undefined,
  debug: () => undefined,
}

export function FlagsProvider({
  client,
  userId,
  orgId,
  children,
}: {
  client: ConvexReactClient
  userId: string | null
  orgId: string | null
  children: React.ReactNode
}) {
  useEffect(() => {
    const env = flagEnvironment(window.location.hostname, import.meta.env.MODE === 'production')
    const context = {
      env,
      userId: userId ?? '',
      targetingKey: userId ?? '',
      orgId: orgId ?? '',
      country: browserCountry() ?? '',
    }
    if (started.has(client)) {
      // A new organisation or person: the provider fetches again (RECONCILING, then READY).
      void OpenFeature.setContext(FEATURE_FLAG_PROVIDER_DOMAIN, context)
      return
    }
    started.add(client)
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(FLAG_OVERRIDES_KEY)
    } catch {
      // Storage may be off; there are no stored overrides then.
    }
    OpenFeature.setLogger(quietLogger)
    void OpenFeature.setContext(FEATURE_FLAG_PROVIDER_DOMAIN, context)
    OpenFeature.setProvider(
      FEATURE_FLAG_PROVIDER_DOMAIN,
      new ConvexFlagProvider(
        convexWatch(client),
        flagOverrides(env, window.location.search, stored),
      ),
    )
  }, [client, userId, orgId])
  return <OpenFeatureProvider domain={FEATURE_FLAG_PROVIDER_DOMAIN}>{children}</OpenFeatureProvider>
}

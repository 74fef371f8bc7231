// The session's loss has one policy (ARCHITECTURE.md, "The session's loss"). It is recognised by
// its code only (isSessionLost in lib/errors.ts). Loaders never redirect on it: they prefetch
// through the helpers below, which drop what failed and let the screen render without it (spec
// §8). Only two places send the user to /login: the signed-in guard (lib/signed-in-guard.ts), when
// a navigation finds no session, and the shell's session watch, when the live user query fails
// and the auth server confirms that the session is gone.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isSessionLost } from './errors'
import { sessionQuery } from './session'

/**
 * Awaits one prefetch; when the backend refused the session, returns null instead of failing.
 * While a page boots or its token is renewed, the Convex client briefly runs without one, so the
 * failed entry is dropped (the screen fetches it again itself, with retries) and so is the cached
 * session (the next navigation's guard asks the server again instead of trusting it).
 */
export async function orNullWhenSessionLost<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  prefetch: Promise<T>,
): Promise<T | null> {
  try {
    return await prefetch
  } catch (error) {
    if (!isSessionLost(error)) throw error
    queryClient.removeQueries({ queryKey, exact: true })
    queryClient.removeQueries({ queryKey: sessionQuery.queryKey })
    return null
  }
}

/** ensureQueryData for a loader, with the session's loss handled as above. */
export function prefetchOrNull<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData | null> {
  return orNullWhenSessionLost(queryClient, options.queryKey, queryClient.ensureQueryData(options))
}

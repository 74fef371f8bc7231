import type { authClient } from '@/lib/auth-client'

let loading: Promise<typeof authClient> | undefined

/**
 * better-auth's browser client for the sign-in and sign-up screens, fetched when the visitor
 * first focuses a form or submits: it is not part of those pages' first JavaScript. A failed
 * fetch is tried again next time (the form reports the server as unreachable meanwhile).
 */
export function loadAuthClient() {
  loading ??= import('@/lib/auth-client').then(
    (module) => module.authClient,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** For a form's onFocus: starts the fetch while the visitor types. */
export function preloadAuthClient() {
  loadAuthClient().catch(() => {})
}

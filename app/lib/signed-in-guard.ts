import { redirect } from '@tanstack/react-router'

/**
 * The signed-in layouts' guard (`_authed`, and `_superadmin` before its own role check): a
 * navigation that finds no session goes to /login and comes back here after signing in. One of
 * the two places that act on a lost session (lib/session-loss.ts).
 */
export function requireSignedIn(
  context: { isAuthenticated: boolean },
  location: { href: string },
): void {
  if (!context.isAuthenticated) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

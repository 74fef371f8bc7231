// Whether React has hydrated the page yet, for code outside React that must wait for it (the
// Convex client's live results, app/components/auth/convex-auth-provider.tsx). The root's
// HydrationMarker calls markHydrated() from its first effect.

let hydrated = typeof window === 'undefined'
const waiting: (() => void)[] = []

export function isHydrated() {
  return hydrated
}

/** Runs `run` once the page has hydrated (at once if it has, and on the server). */
export function afterHydration(run: () => void) {
  if (hydrated) run()
  else waiting.push(run)
}

export function markHydrated() {
  hydrated = true
  for (const run of waiting.splice(0)) run()
}

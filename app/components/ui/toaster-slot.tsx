import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react'
import { toastStore } from '@/lib/toast-store'

// The toast viewport loads with a page that uses it. Signed-in pages have it from their first paint
// (app/components/auth/convex-auth-provider.tsx provides it); a signed-out page, which rarely
// raises a toast, loads Radix's toast code when its first toast is raised.

let provided: ComponentType | null = null

/** Makes the toaster available at once, for pages that show it from their first paint. */
export function provideToaster(toaster: ComponentType) {
  provided = toaster
}

const loadToaster = () =>
  import('./toaster').then((module) => {
    provided ??= module.Toaster
    return provided
  })

const hasToasts = () => toastStore.getSnapshot().length > 0

/** The toaster, from the first paint when `eager`, else from the first toast on; it then stays. */
export function ToasterSlot({ eager }: { eager: boolean }) {
  const raised = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false)
  const wanted = eager || raised
  // Once shown it is kept, so the region stays when its last toast has gone.
  const [kept, setKept] = useState<ComponentType | null>(null)
  const Toaster = kept ?? (wanted ? provided : null)
  if (Toaster && kept !== Toaster) setKept(() => Toaster)

  useEffect(() => {
    if (!wanted || Toaster) return
    let current = true
    void loadToaster().then((toaster) => {
      if (current) setKept(() => toaster)
    })
    return () => {
      current = false
    }
  }, [wanted, Toaster])

  return Toaster ? <Toaster /> : null
}

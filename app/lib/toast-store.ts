import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './constants'

export const TOAST_VARIANTS = [
  'default',
  'error',
  'success',
  'progress',
  'spinner',
  'ai',
  'destructive',
] as const
export type ToastVariant = (typeof TOAST_VARIANTS)[number]

export type ToastAction = { label: string; altText: string; onClick: () => void }

export type ToastInput = {
  title?: string
  description?: string
  variant?: ToastVariant
  action?: ToastAction
  /** Milliseconds before auto-close; defaults to the spec's 5000. Use Infinity for long work. */
  duration?: number
  /** 0-100 for the 'progress' variant. */
  progress?: number
}

export type ToastItem = ToastInput & { id: string; open: boolean; variant: ToastVariant }

type Listener = (toasts: readonly ToastItem[]) => void

/**
 * The spec's toast model (§4, §9): at most 20 held, newest first; dismissing closes a toast and
 * removes it 5000 ms later. Framework-free so `toast()` can be called from anywhere.
 */
export function createToastStore(
  options: {
    limit?: number
    removeDelayMs?: number
    setTimer?: (fn: () => void, ms: number) => unknown
    clearTimer?: (handle: unknown) => void
  } = {},
) {
  const limit = options.limit ?? TOAST_LIMIT
  const removeDelayMs = options.removeDelayMs ?? TOAST_REMOVE_DELAY_MS
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>))
  let toasts: readonly ToastItem[] = []
  const listeners = new Set<Listener>()
  const removalTimers = new Map<string, unknown>()
  let counter = 0

  function emit(next: readonly ToastItem[]) {
    toasts = next
    for (const listener of listeners) {
      listener(toasts)
    }
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) {
      return
    }
    removalTimers.set(
      id,
      setTimer(() => {
        removalTimers.delete(id)
        emit(toasts.filter((item) => item.id !== id))
      }, removeDelayMs),
    )
  }

  function dismiss(id?: string) {
    const ids = id === undefined ? toasts.map((item) => item.id) : [id]
    for (const each of ids) {
      scheduleRemoval(each)
    }
    emit(toasts.map((item) => (ids.includes(item.id) ? { ...item, open: false } : item)))
  }

  function update(id: string, input: ToastInput) {
    emit(
      toasts.map((item) =>
        item.id === id ? { ...item, ...input, variant: input.variant ?? item.variant } : item,
      ),
    )
  }

  function remove(id: string) {
    const timer = removalTimers.get(id)
    if (timer !== undefined) {
      clearTimer(timer)
      removalTimers.delete(id)
    }
    emit(toasts.filter((item) => item.id !== id))
  }

  function add(input: ToastInput) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER
    const id = `toast-${counter}`
    const item: ToastItem = { ...input, id, open: true, variant: input.variant ?? 'default' }
    const next = [item, ...toasts]
    for (const dropped of next.slice(limit)) {
      const timer = removalTimers.get(dropped.id)
      if (timer !== undefined) {
        clearTimer(timer)
        removalTimers.delete(dropped.id)
      }
    }
    emit(next.slice(0, limit))
    return {
      id,
      dismiss: () => dismiss(id),
      update: (patch: ToastInput) => update(id, patch),
    }
  }

  return {
    add,
    update,
    dismiss,
    remove,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

/** The app-wide store behind `toast()` and <Toaster />. */
export const toastStore = createToastStore()

/** Shows a toast from anywhere (components, mutation error handlers, plain modules). */
export function toast(input: ToastInput) {
  return toastStore.add(input)
}

import * as ToastPrimitive from '@radix-ui/react-toast'
import { cva } from 'class-variance-authority'
import { AlertCircle, CheckCircle2, Info, Sparkles, X } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@/lib/constants'
import { toastStore, type ToastItem, type ToastVariant } from '@/lib/toast-store'
import { cn } from '@/lib/utils'
import { Spinner } from './spinner'

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg transition-all data-[state=closed]:opacity-0 data-[state=open]:animate-[toast-slide-in_200ms_ease-out] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        error: 'border-destructive/40 bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success/40 bg-card text-card-foreground',
        progress: 'bg-card text-card-foreground',
        spinner: 'bg-card text-card-foreground',
        ai: 'border-brand/50 bg-card text-card-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

function ToastIcon({ variant }: { variant: ToastVariant }) {
  switch (variant) {
    case 'error':
    case 'destructive':
      return (
        <AlertCircle
          className={cn('mt-0.5 size-4', variant === 'error' && 'text-destructive')}
          aria-hidden
        />
      )
    case 'success':
      return <CheckCircle2 className="mt-0.5 size-4 text-success" aria-hidden />
    case 'spinner':
      return <Spinner className="mt-0.5 size-4 text-muted-foreground" />
    case 'ai':
      return <Sparkles className="mt-0.5 size-4 text-brand" aria-hidden />
    case 'progress':
      return <Info className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
    default:
      return null
  }
}

function ToastView({ item }: { item: ToastItem }) {
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration}
      // Errors interrupt screen readers; everything else waits its turn.
      type={
        item.variant === 'error' || item.variant === 'destructive' ? 'foreground' : 'background'
      }
      onOpenChange={(open) => {
        if (!open) {
          toastStore.dismiss(item.id)
        }
      }}
      className={toastVariants({ variant: item.variant })}
    >
      <ToastIcon variant={item.variant} />
      <div className="grid min-w-0 flex-1 gap-1">
        {item.title ? (
          <ToastPrimitive.Title className="text-sm font-semibold">
            {item.title}
          </ToastPrimitive.Title>
        ) : null}
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
        {item.variant === 'progress' && typeof item.progress === 'number' ? (
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(item.progress)}
            aria-label={item.title ?? 'Progress'}
            className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.min(100, Math.max(0, item.progress))}%` }}
            />
          </div>
        ) : null}
      </div>
      {item.action ? (
        <ToastPrimitive.Action
          altText={item.action.altText}
          onClick={item.action.onClick}
          className="inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-xs font-medium hover:bg-accent"
        >
          {item.action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="absolute top-2 right-2 rounded-md p-1 opacity-60 transition-opacity hover:opacity-100 focus:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

const serverSnapshot: readonly ToastItem[] = []

/**
 * The toast viewport (bottom-right). Toasts mount in order, so the column is reversed to show the
 * newest first, on top. F8 focuses it; Radix pauses auto-close on hover and focus. */
export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    () => serverSnapshot,
  )
  return (
    <ToastPrimitive.Provider
      duration={TOAST_AUTO_CLOSE_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  )
}

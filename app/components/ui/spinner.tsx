import { cn } from '@/lib/utils'

/** A small circular spinner; decorative, so pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  )
}

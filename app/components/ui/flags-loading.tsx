import { Spinner } from './spinner'

/** The small centred 'Loading feature flags...' indicator (shown only when flag suspense is on). */
export function FlagsLoading() {
  return (
    <div
      role="status"
      className="flex min-h-32 items-center justify-center gap-2 text-sm text-muted-foreground"
    >
      <Spinner className="size-3.5" />
      <span>Loading feature flags...</span>
    </div>
  )
}

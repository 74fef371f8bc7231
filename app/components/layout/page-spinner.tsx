import { Spinner } from '@/components/ui/spinner'

/** The router's default pending view: a quiet centred spinner. */
export function PageSpinner() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="flex min-h-[40vh] items-center justify-center text-muted-foreground"
    >
      <Spinner className="size-5" />
    </div>
  )
}

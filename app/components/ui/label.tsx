import { cn } from '@/lib/utils'

/** The form label primitive. */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-none font-medium', className)} {...props} />
}

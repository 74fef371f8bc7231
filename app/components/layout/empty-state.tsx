import { cn } from '@/lib/utils'

type EmptyStateProps = {
  icon: React.ReactNode
  title: string
  description: React.ReactNode
  children?: React.ReactNode
  className?: string
}

/** An honest empty state: what is missing, why, and what to do next. */
export function EmptyState({ icon, title, description, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center',
        className,
      )}
    >
      <div className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        {icon}
      </div>
      <h2 className="mt-4 text-base font-semibold">{title}</h2>
      <div className="mt-1 max-w-md text-sm text-muted-foreground">{description}</div>
      {children ? <div className="mt-6 flex gap-2">{children}</div> : null}
    </div>
  )
}

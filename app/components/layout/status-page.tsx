import { cn } from '@/lib/utils'
import { BrandLockup } from './brand-mark'

type StatusPageProps = {
  icon: React.ReactNode
  eyebrow?: string
  title: string
  message: React.ReactNode
  children?: React.ReactNode
  className?: string
}

/** A centred full-page message (404, application errors) with the brand above it. */
export function StatusPage({
  icon,
  eyebrow,
  title,
  message,
  children,
  className,
}: StatusPageProps) {
  return (
    <main
      className={cn(
        'flex min-h-screen flex-col items-center justify-center bg-background px-6 py-16',
        className,
      )}
    >
      <div className="w-full max-w-lg">
        <BrandLockup className="mb-10 text-foreground" />
        <div className="rounded-xl border bg-card p-8 shadow-sm">
          <div className="mb-5 flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            {icon}
          </div>
          {eyebrow ? (
            <p className="mb-1 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="font-serif text-2xl font-semibold tracking-tight">{title}</h1>
          <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{message}</div>
          {children ? <div className="mt-7 flex flex-wrap gap-2">{children}</div> : null}
        </div>
      </div>
    </main>
  )
}

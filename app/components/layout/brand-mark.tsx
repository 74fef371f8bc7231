import { cn } from '@/lib/utils'

/** The Casefile mark: a folded case file with a ribbon. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect x="3" y="6" width="26" height="20" rx="3" className="fill-primary" />
      <path d="M3 10h10l2.5-3H26a3 3 0 0 1 3 3v0H3z" className="fill-primary opacity-70" />
      <rect x="19" y="6" width="4" height="20" className="fill-brand" />
    </svg>
  )
}

/** The mark with the product name beside it. */
export function BrandLockup({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark className="size-7" />
      <span className="font-serif text-xl font-semibold tracking-tight">Casefile</span>
    </span>
  )
}

import { AlertCircle, MailCheck } from 'lucide-react'
import { cn } from '@/lib/utils'

/** The message under an auth form: an error (role=alert) or a confirmation (role=status). */
export function FormAlert({
  tone,
  children,
}: {
  tone: 'error' | 'info'
  children: React.ReactNode
}) {
  const Icon = tone === 'error' ? AlertCircle : MailCheck
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-destructive/40 text-destructive'
          : 'bg-secondary text-secondary-foreground',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  )
}

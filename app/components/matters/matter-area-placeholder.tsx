import { EmptyState } from '@/components/layout/empty-state'

type MatterAreaPlaceholderProps = {
  title: string
  icon: React.ReactNode
  /** What this area will hold, said plainly. */
  description: React.ReactNode
}

/** An area of a matter that is not built yet: its name and an honest note of what arrives there. */
export function MatterAreaPlaceholder({ title, icon, description }: MatterAreaPlaceholderProps) {
  return (
    <section aria-labelledby="matter-area-heading" className="grid gap-4">
      <h2 id="matter-area-heading" className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <EmptyState icon={icon} title={`${title} is not available yet`} description={description} />
    </section>
  )
}

import { LayoutGrid, Rows3 } from 'lucide-react'
import type { DossierView } from '@/lib/dossier-view'
import { cn } from '@/lib/utils'

type DossierViewToggleProps = {
  view: DossierView
  onChange: (view: DossierView) => void
}

const OPTIONS = [
  { view: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { view: 'table', label: 'Table view', Icon: Rows3 },
] as const

/** Grid or table: two toggle buttons, the pressed one is the view on screen. */
export function DossierViewToggle({ view, onChange }: DossierViewToggleProps) {
  return (
    <div role="group" aria-label="View" className="flex rounded-md border bg-card p-0.5 shadow-xs">
      {OPTIONS.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          aria-label={label}
          title={label}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
            view === option && 'bg-secondary text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  )
}

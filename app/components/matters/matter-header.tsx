import { Link } from '@tanstack/react-router'
import { Archive, Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Matter } from '@/queries/matters'
import { RestoreMatterButton } from './matter-archive-actions'
import { MatterNav } from './matter-nav'
import { ArchivedBadge, MatterStageBadge } from './matter-stage-badge'

/** The matter layout's header: name, stage, archived state, file numbers and the area navigation. */
export function MatterHeader({ matter }: { matter: Matter }) {
  const archived = matter.archivedAt !== undefined
  return (
    <header className="grid gap-5">
      <div className="grid gap-1">
        <Link
          to="/matters"
          className="text-xs font-medium text-muted-foreground hover:text-foreground"
        >
          Matters
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="font-serif text-2xl font-semibold tracking-tight">{matter.name}</h1>
              <MatterStageBadge stage={matter.litigationStage} />
              {archived ? <ArchivedBadge /> : null}
            </div>
            <p className="text-sm text-muted-foreground tabular-nums">
              {matter.docketNumber ? `Docket ${matter.docketNumber} · ` : null}
              Matter ID {matter.internalMatterId}
            </p>
          </div>
          <Button variant="outline" size="sm" asChild>
            <Link to="/matters/$slug/edit" params={{ slug: matter.slug }}>
              <Pencil className="size-4" aria-hidden />
              Edit matter
            </Link>
          </Button>
        </div>
      </div>
      {archived ? (
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-dashed bg-muted/40 px-4 py-3 text-sm"
        >
          <p className="flex items-center gap-2">
            <Archive className="size-4 text-muted-foreground" aria-hidden />
            This matter is archived: it is hidden from the matters list and cannot be edited.
          </p>
          <RestoreMatterButton matter={matter} />
        </div>
      ) : null}
      <div className="print:hidden">
        <MatterNav slug={matter.slug} />
      </div>
    </header>
  )
}

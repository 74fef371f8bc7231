import { Link } from '@tanstack/react-router'
import { Archive, Briefcase, Plus, SearchX } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { LITIGATION_STAGES } from '@/lib/litigation'
import type { MatterSummary } from '@/queries/matters'
import {
  NO_FILTERS,
  filterMatters,
  hasNarrowingFilters,
  type MatterFilters,
} from './filter-matters'
import { MatterPartiesSummary } from './matter-parties'
import { ArchivedBadge, MatterStageBadge } from './matter-stage-badge'
import { RelativeTime } from '@/components/layout/time'

/** The matters list: search, stage filter, archived toggle and a table of the firm's matters. */
export function MattersList({ matters }: { matters: MatterSummary[] }) {
  const [filters, setFilters] = useState<MatterFilters>(NO_FILTERS)
  const visible = useMemo(() => filterMatters(matters, filters), [matters, filters])
  const activeCount = matters.filter((matter) => matter.archivedAt === undefined).length
  const archivedCount = matters.length - activeCount

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-serif text-2xl font-semibold tracking-tight">Matters</h1>
          <p className="text-sm text-muted-foreground">
            {activeCount === 1 ? '1 active matter' : `${activeCount} active matters`}
            {archivedCount > 0 ? `, ${archivedCount} archived` : null}
          </p>
        </div>
        <NewMatterButton />
      </header>
      {matters.length === 0 ? (
        <EmptyState
          icon={<Briefcase className="size-5" aria-hidden />}
          title="No matters yet"
          description="A matter holds a case's parties, court details and stage; its dossier, tables and drafts build on it."
        >
          <NewMatterButton />
        </EmptyState>
      ) : (
        <>
          <MatterFiltersBar filters={filters} onChange={setFilters} />
          <p className="sr-only" role="status">
            {`Showing ${visible.length} of ${matters.length} matters`}
          </p>
          {visible.length > 0 ? (
            <MattersTable matters={visible} />
          ) : !hasNarrowingFilters(filters) && !filters.showArchived ? (
            <EmptyState
              icon={<Archive className="size-5" aria-hidden />}
              title="No active matters"
              description="Every matter of your organization is archived. Show archived matters to reopen one, or start a new matter."
            >
              <Button
                variant="outline"
                onClick={() => setFilters({ ...filters, showArchived: true })}
              >
                Show archived
              </Button>
              <NewMatterButton />
            </EmptyState>
          ) : (
            <EmptyState
              icon={<SearchX className="size-5" aria-hidden />}
              title="No matters match"
              description="No matter matches this search and stage. Try other words, or clear the filters."
            >
              <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            </EmptyState>
          )}
        </>
      )}
    </div>
  )
}

function NewMatterButton() {
  return (
    <Button asChild>
      <Link to="/matters/new">
        <Plus className="size-4" aria-hidden />
        New matter
      </Link>
    </Button>
  )
}

function MatterFiltersBar({
  filters,
  onChange,
}: {
  filters: MatterFilters
  onChange: (filters: MatterFilters) => void
}) {
  const id = useId()
  return (
    <div
      role="search"
      aria-label="Filter matters"
      className="flex flex-wrap items-end gap-4 rounded-lg border bg-card p-4"
    >
      <div className="grid min-w-64 flex-1 gap-2">
        <Label htmlFor={`${id}-search`}>Search matters</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Name, party, docket number or matter ID"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="grid w-48 gap-2">
        <Label htmlFor={`${id}-stage`}>Stage</Label>
        <NativeSelect
          id={`${id}-stage`}
          value={filters.stage}
          onChange={(event) => onChange({ ...filters, stage: event.target.value })}
        >
          <option value="all">All stages</option>
          {LITIGATION_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
          <option value="none">No stage</option>
        </NativeSelect>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.showArchived}
          onChange={(event) => onChange({ ...filters, showArchived: event.target.checked })}
        />
        Show archived
      </label>
    </div>
  )
}

function MattersTable({ matters }: { matters: MatterSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Matters</caption>
        <thead className="border-b bg-muted/40 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Matter
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Parties
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Stage
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Docket no.
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Matter ID
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last activity
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {matters.map((matter) => (
            <tr key={matter._id} className="align-top hover:bg-muted/30">
              <th scope="row" className="px-4 py-3 font-medium">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to="/matters/$slug/overview/general"
                    params={{ slug: matter.slug }}
                    className="underline-offset-4 hover:underline focus-visible:underline"
                  >
                    {matter.name}
                  </Link>
                  {matter.archivedAt !== undefined ? <ArchivedBadge /> : null}
                </div>
              </th>
              <td className="px-4 py-3">
                <MatterPartiesSummary
                  representedParties={matter.representedParties}
                  adverseParties={matter.adverseParties}
                />
              </td>
              <td className="px-4 py-3">
                <MatterStageBadge stage={matter.litigationStage} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {matter.docketNumber ?? <span className="text-muted-foreground">—</span>}
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {matter.internalMatterId}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                <RelativeTime at={matter.lastActivityAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { Boxes, Clock, Search, SearchX } from 'lucide-react'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/layout/empty-state'
import { Badge } from '@/components/ui/badge'
import { Input } from '@/components/ui/input'
import { moduleQueries, type ModuleCard, type ModuleGroup } from '@/queries/modules'
import { MODULE_INPUT_LABELS, MODULE_OUTPUT_LABELS } from '@shared/moduleRules'
import { estimateLabel } from './module-labels'

/** The groups whose modules match every word of `query` in their name or description. */
export function filterModuleGroups(groups: ModuleGroup[], query: string): ModuleGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return groups
  const matches = (module: ModuleCard) => {
    const text = `${module.name} ${module.description}`.toLowerCase()
    return words.every((word) => text.includes(word))
  }
  return groups
    .map((group) => ({ ...group, modules: group.modules.filter(matches) }))
    .filter((group) => group.modules.length > 0)
}

/** /matters/{slug}/modules: the modules a member can run, grouped by category, with a search. */
export function ModulesCatalog({ slug }: { slug: string }) {
  const { data: groups } = useSuspenseQuery(moduleQueries.withCategories())
  const [query, setQuery] = useState('')
  const shown = filterModuleGroups(groups, query)

  return (
    <section aria-labelledby="modules-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="modules-heading" className="text-lg font-semibold tracking-tight">
            Modules
          </h2>
          <p className="text-sm text-muted-foreground">
            Each module turns this matter’s documents into a draft you can edit and export.
          </p>
        </div>
        {groups.length > 0 ? (
          <div className="relative w-full max-w-xs">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search modules"
              placeholder="Search modules"
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        ) : null}
      </div>
      {groups.length === 0 ? (
        <EmptyState
          icon={<Boxes className="size-5" aria-hidden />}
          title="No modules yet"
          description="Your Casefile administrator has not made any module available."
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-5" aria-hidden />}
          title="No modules match"
          description="No module's name or description has every word searched for."
        />
      ) : (
        shown.map((group) => (
          <section
            key={group.category?._id ?? 'other'}
            aria-label={group.category?.name ?? 'Other modules'}
            className="grid gap-3"
          >
            <h3 className="text-sm font-semibold text-muted-foreground">
              {group.category?.name ?? 'Other modules'}
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {group.modules.map((module) => (
                <li key={module._id} className="grid gap-2 rounded-lg border bg-card p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h4 className="font-medium">
                      <Link
                        to="/matters/$slug/modules/$moduleSlug"
                        params={{ slug, moduleSlug: module.slug }}
                        className="text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {module.name}
                      </Link>
                    </h4>
                    <Badge variant="outline">{MODULE_OUTPUT_LABELS[module.produces]}</Badge>
                  </div>
                  {module.description ? (
                    <p className="text-sm text-muted-foreground">{module.description}</p>
                  ) : null}
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    {module.estimatedTimeMinutes !== null ? (
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-3.5" aria-hidden />
                        {estimateLabel(module.estimatedTimeMinutes)}
                      </span>
                    ) : null}
                    {module.inputs.length > 0 ? (
                      <span>
                        Asks for{' '}
                        {module.inputs
                          .map((input) => MODULE_INPUT_LABELS[input.kind].toLowerCase())
                          .join(', ')}
                      </span>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  )
}

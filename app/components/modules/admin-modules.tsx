import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Boxes, Plus } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { PageSpinner } from '@/components/layout/page-spinner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { moduleQueries } from '@/queries/modules'
import { MODULE_OUTPUT_LABELS } from '@shared/moduleRules'
import { ModuleCategories } from './module-categories'
import { RUNNER_LABELS } from './module-labels'

/** /admin/modules: every module of the installation, its categories, and archived ones on request. */
export function AdminModules({
  showArchived,
  onShowArchived,
}: {
  showArchived: boolean
  onShowArchived: (show: boolean) => void
}) {
  const list = useQuery({
    ...moduleQueries.adminList(showArchived),
    placeholderData: keepPreviousData,
  })
  const modules = list.data

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-serif text-2xl font-semibold tracking-tight">Modules</h1>
          <p className="text-sm text-muted-foreground">
            The AI modules every firm on this installation can run over a matter. Archived modules
            leave every matter’s list; their drafts stay.
          </p>
        </div>
        <Button asChild>
          <Link to="/admin/modules/new">
            <Plus className="size-4" aria-hidden />
            New module
          </Link>
        </Button>
      </header>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={showArchived}
          onChange={(event) => onShowArchived(event.target.checked)}
        />
        Show archived
      </label>
      {modules === undefined ? (
        <PageSpinner />
      ) : modules.length === 0 ? (
        <EmptyState
          icon={<Boxes className="size-5" aria-hidden />}
          title={showArchived ? 'No modules yet' : 'No active modules'}
          description="A module turns a matter's documents into a draft: a chronology, an outline, a letter."
        />
      ) : (
        <div
          className="overflow-x-auto rounded-lg border bg-card"
          aria-busy={list.isPlaceholderData}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Modules</caption>
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Module
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Category
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Produces
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Runs on
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  State
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {modules.map((module) => (
                <tr key={module._id}>
                  <td className="px-4 py-3">
                    <Link
                      to="/admin/modules/$moduleId"
                      params={{ moduleId: module._id }}
                      className="font-medium text-primary hover:underline"
                    >
                      {module.name}
                    </Link>
                    <div className="text-xs text-muted-foreground">{module.slug}</div>
                  </td>
                  <td className="px-4 py-3">{module.category ?? 'No category'}</td>
                  <td className="px-4 py-3">{MODULE_OUTPUT_LABELS[module.produces]}</td>
                  <td className="px-4 py-3">{RUNNER_LABELS[module.runner]}</td>
                  <td className="px-4 py-3">
                    <ModuleStateBadges module={module} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ModuleCategories />
    </div>
  )
}

export function ModuleStateBadges({
  module,
}: {
  module: { archived: boolean; isActive: boolean }
}) {
  if (module.archived) return <Badge variant="outline">Archived</Badge>
  return module.isActive ? (
    <Badge variant="brand">Active</Badge>
  ) : (
    <Badge variant="outline">Inactive</Badge>
  )
}

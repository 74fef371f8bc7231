import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DateTime } from '@/components/layout/time'
import { type AdminModuleDetail, moduleQueries, useModuleStateMutations } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'
import { DRAFT_STATUSES, DRAFT_STATUS_LABELS } from '@shared/draftValidators'
import { MODULE_INPUT_LABELS, MODULE_OUTPUT_LABELS } from '@shared/moduleRules'
import { plural } from '@shared/text'
import { ModuleStateBadges } from './admin-modules'
import { estimateLabel, RUNNER_LABELS } from './module-labels'

/** A module's runs across the firms: counts, and the latest with how they ended. */
function ModuleRuns({ usage }: { usage: AdminModuleDetail['usage'] }) {
  const { runs, capped, byStatus, firms } = usage
  return (
    <Card>
      <CardHeader>
        <CardTitle>Runs</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {runs === 0 ? (
          <p className="text-sm text-muted-foreground">No firm has run this module yet.</p>
        ) : (
          <>
            <p className="text-sm">
              {capped ? 'The latest ' : ''}
              {plural(runs, 'run')} by {plural(firms, 'firm')}:{' '}
              {DRAFT_STATUSES.map(
                (status) => `${byStatus[status]} ${DRAFT_STATUS_LABELS[status].toLowerCase()}`,
              ).join(', ')}
              .
            </p>
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Latest runs</caption>
                <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      When
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Firm
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {usage.latest.map((run) => (
                    <tr key={run._id} className="align-top">
                      <td className="px-3 py-2 whitespace-nowrap">
                        <DateTime at={run.at} />
                      </td>
                      <td className="px-3 py-2">{run.firm}</td>
                      <td className="px-3 py-2">
                        {DRAFT_STATUS_LABELS[run.status]}
                        {run.error ? (
                          <span className="block text-xs text-muted-foreground">{run.error}</span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  )
}

/** /admin/modules/{moduleId}: one module's fields and state, its runs, and its actions. */
export function AdminModulePage({ moduleId }: { moduleId: Id<'modules'> }) {
  const { data: module } = useSuspenseQuery(moduleQueries.adminModule(moduleId))
  const { archive, activate } = useModuleStateMutations()

  const details: [string, React.ReactNode][] = [
    ['Slug', module.slug],
    ['Category', module.category ?? 'No category'],
    ['Produces', MODULE_OUTPUT_LABELS[module.produces]],
    ['Runs on', RUNNER_LABELS[module.runner]],
    ['Estimated time', estimateLabel(module.estimatedTimeMinutes) ?? 'Not set'],
    [
      'Asks for',
      module.inputs.length === 0
        ? 'Nothing'
        : module.inputs
            .map(
              (input) => `${MODULE_INPUT_LABELS[input.kind]}${input.required ? '' : ' (optional)'}`,
            )
            .join(', '),
    ],
    ['Workflow address', module.endpointUrl || 'None'],
    ['n8n workflow ID', module.n8nWorkflowId || 'None'],
    ['Last changed', <DateTime key="changed" at={module.updatedAt} />],
  ]

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <Link to="/admin/modules" className="text-sm text-muted-foreground hover:underline">
            Modules
          </Link>
          <h1 className="flex items-center gap-3 font-serif text-2xl font-semibold tracking-tight">
            {module.name} <ModuleStateBadges module={module} />
          </h1>
          {module.description ? (
            <p className="max-w-prose text-sm text-muted-foreground">{module.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/modules/$moduleId/edit" params={{ moduleId }}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Link>
          </Button>
          {module.archived ? null : (
            <Button
              variant="outline"
              disabled={activate.isPending}
              onClick={() => void activate.mutateAsync({ moduleId, isActive: !module.isActive })}
            >
              {module.isActive ? 'Switch off' : 'Switch on'}
            </Button>
          )}
          {module.archived ? (
            <Button
              variant="outline"
              disabled={archive.isPending}
              onClick={() => void archive.mutateAsync({ moduleId, archived: false })}
            >
              Restore
            </Button>
          ) : (
            <ConfirmDialog
              trigger={<Button variant="outline">Archive</Button>}
              title={`Archive ${module.name}?`}
              description="It leaves every matter's list of modules. Drafts it wrote stay, and you can restore it."
              confirmLabel="Archive module"
              onConfirm={() => archive.mutateAsync({ moduleId, archived: true })}
            />
          )}
        </div>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <ModuleRuns usage={module.usage} />
      {module.technicalNotes ? (
        <Card>
          <CardHeader>
            <CardTitle>Technical notes</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm whitespace-pre-wrap">{module.technicalNotes}</p>
          </CardContent>
        </Card>
      ) : null}
    </div>
  )
}

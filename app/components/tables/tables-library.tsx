import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LayoutTemplate, Plus, Table2 } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { RelativeTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { type TableTemplate, tableQueries } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'
import { plural } from '@shared/text'
import { NewTableDialog } from './new-table-dialog'

type TablesLibraryProps = { projectId: Id<'projects'>; slug: string; archived: boolean }

/**
 * The matter's table library (spec §2): its review tables, newest change first, and the templates
 * a new table can start from. Counts stay out of the list, as the spec says.
 */
export function TablesLibrary({ projectId, slug, archived }: TablesLibraryProps) {
  const { data: tables } = useSuspenseQuery(tableQueries.library(projectId))
  const { data: templates } = useSuspenseQuery(tableQueries.templates())
  const [creating, setCreating] = useState<{ template: TableTemplate | null } | null>(null)

  return (
    <section aria-labelledby="tables-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="tables-heading" className="text-lg font-semibold tracking-tight">
            Tables
          </h2>
          <p className="text-sm text-muted-foreground">
            Each row a document, each column a question, each answer with the passage it came from.
          </p>
        </div>
        {archived ? null : (
          <Button onClick={() => setCreating({ template: null })}>
            <Plus className="size-4" aria-hidden />
            New table
          </Button>
        )}
      </div>

      {tables.length === 0 ? (
        <EmptyState
          icon={<Table2 className="size-5" aria-hidden />}
          title="No tables in this matter yet"
          description="A review table asks the same questions of many documents — dates, amounts, parties, yes/no — and keeps the quote behind every answer. Start from a template or from scratch."
        />
      ) : (
        <ul aria-label="Tables of this matter" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {tables.map((table) => (
            <li key={table._id}>
              <Link
                to="/matters/$slug/tables/$tableId"
                params={{ slug, tableId: table._id }}
                className="block rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
              >
                <span className="font-medium">{table.name}</span>
                <span className="mt-1 block text-sm text-muted-foreground">
                  {plural(table.rows, 'document')} · {plural(table.columns, 'column')}
                </span>
                <span className="mt-2 block text-xs text-muted-foreground">
                  Changed <RelativeTime at={table.updatedAt} /> · by {table.createdBy}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <Card aria-labelledby="templates-heading">
        <CardHeader>
          <CardTitle id="templates-heading">Templates</CardTitle>
          <CardDescription>
            Your firm’s templates and Casefile’s own. A table made from one copies its columns.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {templates.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No templates yet. Save a table as a template to reuse its columns in other matters.
            </p>
          ) : (
            <ul aria-label="Table templates" className="grid gap-2">
              {templates.map((template) => (
                <li
                  key={template._id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2"
                >
                  <div className="min-w-0">
                    <div className="flex items-center gap-2">
                      <LayoutTemplate className="size-4 text-muted-foreground" aria-hidden />
                      <span className="font-medium">{template.name}</span>
                      <Badge variant="secondary">
                        {template.kind === 'system' ? 'Casefile' : 'Firm'}
                      </Badge>
                    </div>
                    <p className="mt-0.5 text-sm text-muted-foreground">
                      {template.description || template.columns.map((c) => c.label).join(', ')}
                    </p>
                  </div>
                  {archived ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Use template ${template.name}`}
                      onClick={() => setCreating({ template })}
                    >
                      Use template
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {creating ? (
        <NewTableDialog
          projectId={projectId}
          slug={slug}
          template={creating.template}
          onClose={() => setCreating(null)}
        />
      ) : null}
    </section>
  )
}

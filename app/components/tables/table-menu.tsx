import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Download, MoreHorizontal } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { saveExport } from '@/lib/download-file'
import { exportFileName, tableCsv, tableXlsx } from '@/lib/table-export'
import { toast } from '@/lib/toast-store'
import {
  type ReviewRow,
  type ReviewTable,
  tableQueries,
  useRemoveTableMutation,
} from '@/queries/tables'
import { SaveTemplateDialog } from './save-template-dialog'

/** Every row of the table, page after page (the export holds all of them, not the page on screen). */
async function allRows(
  queryClient: ReturnType<typeof useQueryClient>,
  table: ReviewTable,
  first: ReviewRow[],
  hasMore: boolean,
) {
  if (!hasMore && first.length === table.rows) return first
  const rows: ReviewRow[] = []
  let cursor: string | null = null
  for (;;) {
    const page: { page: ReviewRow[]; isDone: boolean; continueCursor: string } =
      await queryClient.fetchQuery(tableQueries.rows(table._id, cursor))
    rows.push(...page.page)
    if (page.isDone) return rows
    cursor = page.continueCursor
  }
}

type TableMenuProps = { table: ReviewTable; rows: ReviewRow[]; hasMore: boolean }

/** Export (XLSX, CSV), save as template, delete. */
export function TableMenu({ table, rows, hasMore }: TableMenuProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useRemoveTableMutation()
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const exportAs = (kind: 'xlsx' | 'csv') =>
    saveExport(async () => {
      const every = await allRows(queryClient, table, rows, hasMore)
      const origin = window.location.origin
      const columns = table.columns.map((c) => ({ id: c.id, label: c.label }))
      return kind === 'csv'
        ? {
            name: exportFileName(table.name, 'csv'),
            content: tableCsv(origin, columns, every),
            type: 'text/csv;charset=utf-8',
          }
        : {
            name: exportFileName(table.name, 'xlsx'),
            content: tableXlsx(origin, table.name, columns, every),
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }
    })

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" aria-label="More table actions">
            <Download className="size-4" aria-hidden /> Export
            <MoreHorizontal className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void exportAs('xlsx')}>
            Export to Excel (.xlsx)
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportAs('csv')}>Export to CSV</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSaving(true)}>Save as template…</DropdownMenuItem>
          {table.matter.archived ? null : (
            <DropdownMenuItem onSelect={() => setDeleting(true)}>Delete table…</DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {saving ? <SaveTemplateDialog table={table} onClose={() => setSaving(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete the table ${table.name}?`}
        description="Its answers, edits, comments and history go with it. The documents stay in the dossier."
        confirmLabel="Delete table"
        destructive
        onConfirm={async () => {
          await remove.mutateAsync({ id: table._id })
          toast({ variant: 'success', title: `Table ${table.name} deleted` })
          await navigate({ to: '/matters/$slug/tables', params: { slug: table.matter.slug } })
        }}
      />
    </>
  )
}

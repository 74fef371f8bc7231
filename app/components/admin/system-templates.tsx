import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { LayoutTemplate, Plus } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { EmptyState } from '@/components/layout/empty-state'
import {
  ColumnEditor,
  type ColumnDraft,
  columnDrafts,
  columnInputs,
  newColumnDraft,
} from '@/components/tables/column-editor'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { useConvexMutation } from '@/lib/convex-react'
import { toast } from '@/lib/toast-store'
import { adminQueries, type SystemTemplate } from '@/queries/admin'
import { api } from '@convex/_generated/api'

type TemplateFields = {
  name: string
  description: string
  instructions: string
  columns: ColumnDraft[]
}

/** A system template's form: name, description, instructions and columns. */
function TemplateDialog({
  template,
  onClose,
}: {
  template: SystemTemplate | null
  onClose: () => void
}) {
  const create = useMutation({ mutationFn: useConvexMutation(api.review.templates.createSystem) })
  const update = useMutation({ mutationFn: useConvexMutation(api.review.templates.updateSystem) })
  const form = useForm<TemplateFields>({
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      instructions: template?.instructions ?? '',
      columns: template ? columnDrafts(template.columns) : [newColumnDraft()],
    },
  })
  const save = useFormMutation({
    form,
    mutationFn: async ({ columns, ...texts }: TemplateFields) => {
      const fields = { ...texts, columns: columnInputs(columns, false) }
      if (template) await update.mutateAsync({ id: template._id, ...fields })
      else await create.mutateAsync(fields)
    },
    onSuccess: (_, { name }) => {
      toast({ variant: 'success', title: `Template ${name.trim()} saved` })
      onClose()
    },
  })

  return (
    <FormDialog
      title={template ? `Edit ${template.name}` : 'New system template'}
      description="Offered to every firm on this installation. Tables made from it keep their own copy."
      submitLabel="Save template"
      pending={save.pending}
      error={save.error}
      onSubmit={save.submit}
      onClose={onClose}
      className="max-h-[90vh] max-w-3xl overflow-y-auto"
    >
      <FormField label="Template name" maxLength={120} {...form.register('name')} />
      <FormField label="Description" maxLength={500} {...form.register('description')} />
      <div className="grid gap-1">
        <label htmlFor="template-instructions" className="text-sm font-medium">
          Instructions for the whole table
        </label>
        <Textarea
          id="template-instructions"
          rows={3}
          maxLength={4000}
          {...form.register('instructions')}
        />
      </div>
      <Controller
        control={form.control}
        name="columns"
        render={({ field }) => <ColumnEditor columns={field.value} onChange={field.onChange} />}
      />
    </FormDialog>
  )
}

/** /admin/tables: the system's table templates, offered to every firm; superadmins keep them. */
export function SystemTemplates() {
  const { data: templates } = useSuspenseQuery(adminQueries.systemTemplates())
  const archive = useMutation({
    mutationFn: useConvexMutation(api.review.templates.setSystemArchived),
  })
  const [editing, setEditing] = useState<{ template: SystemTemplate | null } | null>(null)

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-serif text-2xl font-semibold tracking-tight">Table templates</h1>
          <p className="text-sm text-muted-foreground">
            Casefile’s own templates, offered to every firm beside the firm’s. Archived ones are no
            longer offered; tables made from them keep their columns.
          </p>
        </div>
        <Button onClick={() => setEditing({ template: null })}>
          <Plus className="size-4" aria-hidden /> New template
        </Button>
      </header>
      {templates.length === 0 ? (
        <EmptyState
          icon={<LayoutTemplate className="size-5" aria-hidden />}
          title="No system templates yet"
          description="A template is a set of questions (columns) every firm can start a review table from."
        />
      ) : (
        <ul aria-label="System templates" className="grid gap-2">
          {templates.map((template) => (
            <li
              key={template._id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3"
            >
              <div className="min-w-0">
                <div className="flex items-center gap-2">
                  <span className="font-medium">{template.name}</span>
                  {template.archived ? <Badge variant="outline">Archived</Badge> : null}
                </div>
                <p className="text-sm text-muted-foreground">
                  {template.columns.map((c) => c.label).join(', ')}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${template.name}`}
                  onClick={() => setEditing({ template })}
                >
                  Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={archive.isPending}
                  aria-label={`${template.archived ? 'Restore' : 'Archive'} ${template.name}`}
                  onClick={() =>
                    void archive.mutateAsync({ id: template._id, archived: !template.archived })
                  }
                >
                  {template.archived ? 'Restore' : 'Archive'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TemplateDialog template={editing.template} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  )
}

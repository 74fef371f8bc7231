import { useQuery } from '@tanstack/react-query'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { toast } from '@/lib/toast-store'
import { dossierQueries } from '@/queries/dossier'
import { searchQueries } from '@/queries/search'
import { useAddDocumentsMutation } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'

type Source = 'all' | 'folder' | 'search'

type AddDocumentsDialogProps = {
  tableId: Id<'reviewTables'>
  projectId: Id<'projects'>
  onClose: () => void
}

type AddFields = {
  source: Source
  folderId: string
  includeSubfolders: boolean
  query: string
  /** Search results the user unticked; every other result found is added. */
  unchecked: string[]
}

/** Rows from the dossier: every document, a folder's (with its subfolders), or chosen search results. */
export function AddDocumentsDialog({ tableId, projectId, onClose }: AddDocumentsDialogProps) {
  const add = useAddDocumentsMutation()
  const form = useForm<AddFields>({
    defaultValues: {
      source: 'all',
      folderId: '',
      includeSubfolders: true,
      query: '',
      unchecked: [],
    },
  })
  const [source, query, unchecked] = useWatch({
    control: form.control,
    name: ['source', 'query', 'unchecked'],
  })
  const folders = useQuery({
    ...dossierQueries.allFolders(projectId),
    enabled: source === 'folder',
  })
  const typed = useDebouncedValue(query.trim(), 250)
  const found = useQuery({
    ...searchQueries.documents(projectId, { query: typed, limit: 100 }),
    enabled: source === 'search' && typed !== '',
  })
  const chosen = (found.data?.results ?? []).filter((r) => !unchecked.includes(r._id))

  const save = useFormMutation({
    form,
    mutationFn: (fields: AddFields) => {
      if (fields.source === 'all') {
        return add.mutateAsync({ id: tableId, source: { kind: 'all' } })
      }
      if (fields.source === 'folder') {
        if (!fields.folderId) throw new FormProblem('Choose a folder')
        return add.mutateAsync({
          id: tableId,
          source: {
            kind: 'folder',
            folderId: fields.folderId as Id<'folders'>,
            includeSubfolders: fields.includeSubfolders,
          },
        })
      }
      if (chosen.length === 0) throw new FormProblem('Search, then keep at least one document')
      return add.mutateAsync({
        id: tableId,
        source: { kind: 'documents', documentIds: chosen.map((r) => r._id) },
      })
    },
    onSuccess: (result) => {
      const already = result.present > 0 ? ` (${result.present} already in the table)` : ''
      toast({ variant: 'success', title: `${result.added} documents added${already}` })
      onClose()
    },
  })

  return (
    <FormDialog
      title="Add documents"
      description="Each document becomes a row; the table’s questions are asked of it when you run it."
      submitLabel="Add documents"
      pending={save.pending}
      error={save.error}
      onSubmit={save.submit}
      onClose={onClose}
      className="max-h-[90vh] max-w-xl overflow-y-auto"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Which documents</legend>
        {(
          [
            ['all', 'Every document of the matter'],
            ['folder', 'A folder'],
            ['search', 'Documents found by a search'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...form.register('source')} />
            {label}
          </label>
        ))}
      </fieldset>
      {source === 'folder' ? (
        <div className="grid gap-2">
          <label htmlFor="add-folder" className="text-sm font-medium">
            Folder
          </label>
          <NativeSelect id="add-folder" {...form.register('folderId')}>
            <option value="">Choose a folder…</option>
            {(folders.data ?? []).map((folder) => (
              <option key={folder._id} value={folder._id}>
                {'\u00a0\u00a0'.repeat(folder.path.split('/').length - 1)}
                {folder.name}
              </option>
            ))}
          </NativeSelect>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('includeSubfolders')} />
            Include subfolders
          </label>
        </div>
      ) : null}
      {source === 'search' ? (
        <div className="grid gap-2">
          <label htmlFor="add-search" className="text-sm font-medium">
            Search the dossier
          </label>
          <Input id="add-search" autoComplete="off" {...form.register('query')} />
          {found.isFetching && !found.data ? (
            <p className="text-sm text-muted-foreground">Searching…</p>
          ) : null}
          {found.data ? (
            found.data.results.length === 0 ? (
              <p className="text-sm text-muted-foreground">No documents found.</p>
            ) : (
              <Controller
                control={form.control}
                name="unchecked"
                render={({ field }) => (
                  <ul
                    aria-label="Documents found"
                    className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2"
                  >
                    {found.data.results.map((result) => (
                      <li key={result._id}>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            checked={!field.value.includes(result._id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? field.value.filter((id) => id !== result._id)
                                  : [...field.value, result._id],
                              )
                            }
                          />
                          {result.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              />
            )
          ) : null}
        </div>
      ) : null}
    </FormDialog>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { getErrorMessage } from '@/lib/errors'
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

/** Rows from the dossier: every document, a folder's (with its subfolders), or chosen search results. */
export function AddDocumentsDialog({ tableId, projectId, onClose }: AddDocumentsDialogProps) {
  const add = useAddDocumentsMutation()
  const [source, setSource] = useState<Source>('all')
  const [folderId, setFolderId] = useState('')
  const [includeSubfolders, setIncludeSubfolders] = useState(true)
  const [query, setQuery] = useState('')
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set())
  const [error, setError] = useState<string | null>(null)
  const folders = useQuery({
    ...dossierQueries.allFolders(projectId),
    enabled: source === 'folder',
  })
  const typed = useDebouncedValue(query.trim(), 250)
  const found = useQuery({
    ...searchQueries.documents(projectId, { query: typed, limit: 100 }),
    enabled: source === 'search' && typed !== '',
  })
  const chosen = (found.data?.results ?? []).filter((r) => !unchecked.has(r._id))

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    try {
      let result: { added: number; present: number }
      if (source === 'all') {
        result = await add.mutateAsync({ id: tableId, source: { kind: 'all' } })
      } else if (source === 'folder') {
        if (!folderId) return setError('Choose a folder')
        result = await add.mutateAsync({
          id: tableId,
          source: { kind: 'folder', folderId: folderId as Id<'folders'>, includeSubfolders },
        })
      } else {
        if (chosen.length === 0) return setError('Search, then keep at least one document')
        result = await add.mutateAsync({
          id: tableId,
          source: { kind: 'documents', documentIds: chosen.map((r) => r._id) },
        })
      }
      const already = result.present > 0 ? ` (${result.present} already in the table)` : ''
      toast({ variant: 'success', title: `${result.added} documents added${already}` })
      onClose()
    } catch (caught) {
      setError(getErrorMessage(caught))
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !add.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <Form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add documents</DialogTitle>
            <DialogDescription>
              Each document becomes a row; the table’s questions are asked of it when you run it.
            </DialogDescription>
          </DialogHeader>
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
                <input
                  type="radio"
                  name="source"
                  value={value}
                  checked={source === value}
                  onChange={() => setSource(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {source === 'folder' ? (
            <div className="grid gap-2">
              <label htmlFor="add-folder" className="text-sm font-medium">
                Folder
              </label>
              <NativeSelect
                id="add-folder"
                value={folderId}
                onChange={(event) => setFolderId(event.target.value)}
              >
                <option value="">Choose a folder…</option>
                {(folders.data ?? []).map((folder) => (
                  <option key={folder._id} value={folder._id}>
                    {'\u00a0\u00a0'.repeat(folder.path.split('/').length - 1)}
                    {folder.name}
                  </option>
                ))}
              </NativeSelect>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={includeSubfolders}
                  onChange={(event) => setIncludeSubfolders(event.target.checked)}
                />
                Include subfolders
              </label>
            </div>
          ) : null}
          {source === 'search' ? (
            <div className="grid gap-2">
              <label htmlFor="add-search" className="text-sm font-medium">
                Search the dossier
              </label>
              <Input
                id="add-search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
              />
              {found.isFetching && !found.data ? (
                <p className="text-sm text-muted-foreground">Searching…</p>
              ) : null}
              {found.data ? (
                found.data.results.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No documents found.</p>
                ) : (
                  <ul
                    aria-label="Documents found"
                    className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2"
                  >
                    {found.data.results.map((result) => (
                      <li key={result._id}>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            checked={!unchecked.has(result._id)}
                            onChange={(event) =>
                              setUnchecked((current) => {
                                const next = new Set(current)
                                if (event.target.checked) next.delete(result._id)
                                else next.add(result._id)
                                return next
                              })
                            }
                          />
                          {result.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Spinner className="size-4" /> : null}
              Add documents
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

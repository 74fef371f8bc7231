import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SEARCH_SORT_COLUMNS, type SearchSortColumn } from '@/lib/dossier-search-params'
import { defaultDirection } from '@/lib/dossier-search'
import { documentStatusLabel } from '@/lib/dossier-text'
import type { SearchFilters } from '@/lib/search-history'
import { dossierQueries } from '@/queries/dossier'
import { DOCUMENT_STATUSES, FILE_KIND_NAMES } from '@shared/dossierValidators'
import type { Id } from '@convex/_generated/dataModel'
import { SearchTagFilter } from './search-tag-filter'
import type { SetSearchParams } from './use-dossier-search-params'

type SearchFiltersPanelProps = {
  id: string
  projectId: Id<'projects'>
  filters: SearchFilters
  setParams: SetSearchParams
  suggestedTags: string[]
  onClear: () => void
}

const SORT_LABELS: Record<SearchSortColumn, string> = {
  relevance: 'Relevance',
  name: 'Name',
  added: 'Date added',
  type: 'Type',
}

const fieldClass = 'grid content-start gap-1.5'

/** The search's filters (spec §3) and its sort; each change is applied, and kept in the URL, at once. */
export function SearchFiltersPanel(props: SearchFiltersPanelProps) {
  const { id, projectId, filters, setParams, suggestedTags, onClear } = props
  const ids = {
    folder: useId(),
    from: useId(),
    to: useId(),
    status: useId(),
    sort: useId(),
    dir: useId(),
  }
  const folders = useQuery(dossierQueries.allFolders(projectId))
  const folder = filters.folderLocation
  const toggleKind = (kind: (typeof FILE_KIND_NAMES)[number], on: boolean) => {
    const next = on
      ? [...filters.fileTypes, kind]
      : filters.fileTypes.filter((chosen) => chosen !== kind)
    setParams({ types: next.length > 0 ? (next as (typeof FILE_KIND_NAMES)[number][]) : undefined })
  }
  return (
    <section
      id={id}
      aria-label="Search filters"
      className="grid gap-5 rounded-lg border bg-card p-4 shadow-xs md:grid-cols-2 xl:grid-cols-3"
    >
      <fieldset className="grid content-start gap-2 md:col-span-2 xl:col-span-3">
        <legend className="mb-1 text-sm font-medium">File types</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {FILE_KIND_NAMES.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={filters.fileTypes.includes(kind)}
                onChange={(event) => toggleKind(kind, event.target.checked)}
              />
              {kind.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={fieldClass}>
        <Label htmlFor={ids.folder}>Folder</Label>
        <NativeSelect
          id={ids.folder}
          value={folder.type === 'folder' ? folder.folderId : ''}
          onChange={(event) => setParams({ folder: event.target.value || undefined })}
        >
          <option value="">All folders</option>
          {/* A folder chosen through a link before the list arrives still shows as chosen. */}
          {folder.type === 'folder' && !folders.data?.some((f) => f._id === folder.folderId) ? (
            <option value={folder.folderId}>Chosen folder</option>
          ) : null}
          {(folders.data ?? []).map((f) => (
            <option key={f._id} value={f._id}>
              {`${'\u00a0\u00a0'.repeat(f.depth)}${f.name}`}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={folder.includeSubfolders}
            disabled={folder.type !== 'folder'}
            onChange={(event) => setParams({ sub: event.target.checked })}
          />
          Include subfolders
        </label>
      </div>

      <fieldset className="grid content-start gap-1.5">
        <legend className="mb-1 text-sm font-medium">Date added</legend>
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <Label htmlFor={ids.from} className="text-xs text-muted-foreground">
              Added from
            </Label>
            <Input
              id={ids.from}
              type="date"
              value={filters.dateRange.start ?? ''}
              max={filters.dateRange.end ?? undefined}
              onChange={(event) => setParams({ from: event.target.value || undefined })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.to} className="text-xs text-muted-foreground">
              Added to
            </Label>
            <Input
              id={ids.to}
              type="date"
              value={filters.dateRange.end ?? ''}
              min={filters.dateRange.start ?? undefined}
              onChange={(event) => setParams({ to: event.target.value || undefined })}
            />
          </div>
        </div>
      </fieldset>

      <div className={fieldClass}>
        <Label htmlFor={ids.status}>Processing status</Label>
        <NativeSelect
          id={ids.status}
          value={filters.processingStatus ?? ''}
          onChange={(event) =>
            setParams({
              status: (event.target.value || undefined) as (typeof DOCUMENT_STATUSES)[number],
            })
          }
        >
          <option value="">Any status</option>
          {DOCUMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {documentStatusLabel(status)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <SearchTagFilter
        tags={filters.tags}
        suggestedTags={suggestedTags}
        onChange={(tags) => setParams({ tags: tags.length > 0 ? tags : undefined })}
      />

      <div className="grid content-start gap-1.5">
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.sort}>Sort by</Label>
            <NativeSelect
              id={ids.sort}
              value={filters.sort.column}
              onChange={(event) => {
                const column = event.target.value as SearchSortColumn
                setParams({ sort: column, dir: defaultDirection(column) })
              }}
            >
              {SEARCH_SORT_COLUMNS.map((column) => (
                <option key={column} value={column}>
                  {SORT_LABELS[column]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.dir}>Order</Label>
            <NativeSelect
              id={ids.dir}
              value={filters.sort.direction}
              onChange={(event) => setParams({ dir: event.target.value as 'asc' | 'desc' })}
            >
              <option value="asc">Ascending</option>
              <option value="desc">Descending</option>
            </NativeSelect>
          </div>
        </div>
      </div>

      <div className="flex items-end md:col-span-2 xl:col-span-3">
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </section>
  )
}

import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { BookOpen, Plus, SearchX } from 'lucide-react'
import { useMemo, useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import {
  NO_PROMPT_FILTERS,
  type PromptFilters,
  type PromptShow,
  filterPrompts,
  promptCategories,
} from '@/lib/prompt-filters'
import { toast } from '@/lib/toast-store'
import { type Prompt, promptQueries, usePromptMutations } from '@/queries/prompts'
import type { Id } from '@convex/_generated/dataModel'
import { PromptCard } from './prompt-card'
import { PromptDialog } from './prompt-dialog'
import { PromptFileActions } from './prompt-file-actions'

const SHOW_OPTIONS: { value: PromptShow; label: string }[] = [
  { value: 'all', label: 'All prompts' },
  { value: 'favorites', label: 'Starred' },
  { value: 'personal', label: 'Mine' },
  { value: 'firm', label: 'Firm' },
  { value: 'casefile', label: 'Casefile' },
]

/** Spec §2 /prompts: the firm's prompt library, searched and filtered, with its own prompts written here. */
export function PromptLibrary() {
  const { data: prompts } = useSuspenseQuery(promptQueries.list())
  const capabilities = useQuery(promptQueries.capabilities())
  const writesForFirm = capabilities.data?.writesForFirm ?? false
  const [filters, setFilters] = useState<PromptFilters>(NO_PROMPT_FILTERS)
  const [editing, setEditing] = useState<Prompt | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Prompt | null>(null)
  const { remove, importFile } = usePromptMutations()
  const visible = useMemo(() => filterPrompts(prompts, filters), [prompts, filters])
  const categories = useMemo(() => promptCategories(prompts), [prompts])
  const narrowed = filters.q !== '' || filters.show !== 'all' || filters.category !== ''
  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden />
      New prompt
    </Button>
  )

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-serif text-2xl font-semibold tracking-tight">Prompt Library</h1>
          <p className="text-sm text-muted-foreground">
            Discover and use pre-crafted prompts for your organization
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PromptFileActions
            prompts={visible}
            fileName="prompts.json"
            offerFirm={writesForFirm}
            onImport={(list, toFirm) => importFile.mutateAsync({ prompts: list, forFirm: toFirm })}
          />
          {newButton}
        </div>
      </header>
      {prompts.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-5" aria-hidden />}
          title="No prompts yet"
          description="Keep the questions you ask again and again, with {{variables}} for what changes. Yours stay yours; an organization admin can share one with the firm."
        >
          {newButton}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Input
              type="search"
              aria-label="Search prompts"
              placeholder="Search titles, text and tags"
              className="max-w-xs"
              maxLength={200}
              value={filters.q}
              onChange={(event) => setFilters({ ...filters, q: event.target.value })}
            />
            <NativeSelect
              aria-label="Show"
              value={filters.show}
              onChange={(event) =>
                setFilters({ ...filters, show: event.target.value as PromptShow })
              }
            >
              {SHOW_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
            {categories.length > 0 ? (
              <NativeSelect
                aria-label="Category"
                value={filters.category}
                onChange={(event) => setFilters({ ...filters, category: event.target.value })}
              >
                <option value="">All categories</option>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect>
            ) : null}
          </div>
          <p className="sr-only" role="status">
            {`Showing ${visible.length} of ${prompts.length} prompts`}
          </p>
          {visible.length === 0 && narrowed ? (
            <EmptyState
              icon={<SearchX className="size-5" aria-hidden />}
              title="No prompts match"
              description="No prompt matches this search and these filters."
            >
              <Button variant="outline" onClick={() => setFilters(NO_PROMPT_FILTERS)}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <ul aria-label="Prompts" className="grid gap-3 lg:grid-cols-2">
              {visible.map((prompt) => (
                <li key={prompt._id}>
                  <PromptCard
                    prompt={prompt}
                    writesForFirm={writesForFirm}
                    onEdit={() => setEditing(prompt)}
                    onDelete={() => setDeleting(prompt)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {editing ? (
        <PromptDialog
          prompt={editing === 'new' ? undefined : editing}
          writesForFirm={writesForFirm}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the prompt ${deleting?.title ?? ''}?`}
        description={
          deleting?.scope === 'firm'
            ? 'It is deleted for everyone in the firm, with its earlier versions.'
            : 'It is deleted with its earlier versions.'
        }
        confirmLabel="Delete prompt"
        destructive
        onConfirm={async () => {
          if (!deleting) return
          await remove.mutateAsync({ promptId: deleting._id as Id<'prompts'> })
          toast({ variant: 'success', title: 'Prompt deleted' })
          setDeleting(null)
        }}
      />
    </div>
  )
}

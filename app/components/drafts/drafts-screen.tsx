import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FilePen, SearchX } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { PageSpinner } from '@/components/layout/page-spinner'
import { RelativeTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'
import { moduleQueries, type DraftFilters } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'
import { DRAFT_STATUSES, DRAFT_STATUS_LABELS, type DraftStatus } from '@shared/draftValidators'
import { plural } from '@shared/text'
import { DraftView } from './draft-view'

type DraftsScreenProps = {
  slug: string
  projectId: Id<'projects'>
  matterName: string
  filters: DraftFilters
  openId: string | undefined
  onFilters: (filters: DraftFilters) => void
}

/** /matters/{slug}/modules/drafts: the matter's drafts, filtered, with one open beside them. */
export function DraftsScreen({
  slug,
  projectId,
  matterName,
  filters,
  openId,
  onFilters,
}: DraftsScreenProps) {
  const list = useQuery({
    ...moduleQueries.drafts(projectId, filters),
    placeholderData: keepPreviousData,
  })
  const open = useQuery({ ...moduleQueries.draft(openId ?? ''), enabled: openId !== undefined })
  const narrowed = Boolean(filters.q || filters.status || filters.pending)

  return (
    <section aria-labelledby="drafts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <h2 id="drafts-heading" className="text-lg font-semibold tracking-tight">
          Drafts
        </h2>
        <Link
          to="/matters/$slug/modules"
          params={{ slug }}
          className="text-sm font-medium text-primary hover:underline"
        >
          Run a module
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Input
          type="search"
          aria-label="Search drafts"
          placeholder="Search titles and text"
          maxLength={200}
          className="max-w-xs"
          defaultValue={filters.q ?? ''}
          onChange={(event) => onFilters({ ...filters, q: event.target.value || undefined })}
        />
        <NativeSelect
          aria-label="Status"
          className="w-40"
          value={filters.status ?? ''}
          onChange={(event) =>
            onFilters({ ...filters, status: (event.target.value || undefined) as DraftStatus })
          }
        >
          <option value="">Any status</option>
          {DRAFT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DRAFT_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.pending === true}
            onChange={(event) =>
              onFilters({ ...filters, pending: event.target.checked || undefined })
            }
          />
          Still writing
        </label>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr] print:block">
        <div aria-busy={list.isPlaceholderData} className="min-w-0 print:hidden">
          {list.data === undefined ? (
            <PageSpinner />
          ) : list.data.length === 0 ? (
            narrowed ? (
              <EmptyState
                icon={<SearchX className="size-5" aria-hidden />}
                title="No drafts match"
                description="No draft of this matter matches this search and these filters."
              />
            ) : (
              <EmptyState
                icon={<FilePen className="size-5" aria-hidden />}
                title="No drafts yet"
                description="Run a module on this matter: its draft appears here, to review and edit."
              />
            )
          ) : (
            <ul aria-label="Drafts" className="grid gap-2">
              {list.data.map((draft) => (
                <li key={draft._id}>
                  <Link
                    to="/matters/$slug/modules/drafts"
                    params={{ slug }}
                    search={{ ...filters, id: draft._id }}
                    aria-current={draft._id === openId ? 'page' : undefined}
                    className={cn(
                      'grid gap-1 rounded-lg border bg-card px-3 py-2 hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      draft._id === openId && 'border-primary',
                    )}
                  >
                    <span className="flex min-w-0 items-center justify-between gap-2">
                      <span className="min-w-0 truncate text-sm font-medium" title={draft.title}>
                        {draft.title}
                      </span>
                      <Badge variant="outline" className="shrink-0">
                        {DRAFT_STATUS_LABELS[draft.status]}
                      </Badge>
                    </span>
                    <span className="text-xs text-muted-foreground">
                      <RelativeTime at={draft.updatedAt} />
                      {draft.createdBy ? ` · ${draft.createdBy}` : ''}
                      {!draft.isAuthor
                        ? ' · Shared with you'
                        : draft.sharedCount > 0
                          ? ` · Shared with ${plural(draft.sharedCount, 'colleague')}`
                          : ''}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="min-w-0">
          {openId === undefined ? null : open.data ? (
            <DraftView key={open.data._id} draft={open.data} slug={slug} matterName={matterName} />
          ) : open.isError ? (
            <EmptyState
              icon={<FilePen className="size-5" aria-hidden />}
              title="Draft not found"
              description="It may have been removed, or the link is wrong."
            />
          ) : (
            <PageSpinner />
          )}
        </div>
      </div>
    </section>
  )
}

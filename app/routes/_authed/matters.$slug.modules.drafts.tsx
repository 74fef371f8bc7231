import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DraftsScreen } from '@/components/drafts/drafts-screen'
import { prefetchOrNull } from '@/lib/session-loss'
import { isBoolean, isString, readSearch } from '@/lib/search-params'
import { matterQueries } from '@/queries/matters'
import { moduleQueries, type DraftFilters } from '@/queries/modules'
import { DRAFT_STATUSES, type DraftStatus } from '@shared/draftValidators'

const isStatus = (value: unknown): value is DraftStatus =>
  typeof value === 'string' && (DRAFT_STATUSES as readonly string[]).includes(value)

// Spec §2: drafts take q (search), id (the open draft), pending and status; a malformed value is
// dropped rather than failing the page.
const draftsSearch = (search: Record<string, unknown>) =>
  readSearch<{ q: string; id: string; pending: boolean; status: DraftStatus }>(search, {
    q: isString,
    id: isString,
    pending: isBoolean,
    status: isStatus,
  })

export const Route = createFileRoute('/_authed/matters/$slug/modules/drafts')({
  validateSearch: draftsSearch,
  // Spec §8: 'Authentication required' while loading is swallowed; the page renders without data.
  loader: async ({ context, params }) => {
    const matter = await prefetchOrNull(context.queryClient, matterQueries.bySlug(params.slug))
    if (matter) await prefetchOrNull(context.queryClient, moduleQueries.drafts(matter._id, {}))
  },
  head: () => ({ meta: [{ title: 'Drafts · Casefile' }] }),
  component: DraftsPage,
})

function DraftsPage() {
  const { slug } = Route.useParams()
  const { q, status, pending, id } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  const filters: DraftFilters = {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(pending ? { pending } : {}),
  }
  return (
    <DraftsScreen
      slug={slug}
      projectId={matter._id}
      matterName={matter.name}
      filters={filters}
      openId={id}
      onFilters={(next) => void navigate({ search: { ...next, id }, replace: true })}
    />
  )
}

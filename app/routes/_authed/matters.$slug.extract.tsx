import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ExtractScreen } from '@/components/extract/extract-screen'
import { ExtractSkeleton } from '@/components/extract/extract-skeleton'
import { readFactFilters } from '@/lib/fact-filters'
import { isString, readSearch } from '@/lib/search-params'
import { factQueries } from '@/queries/facts'
import { matterQueries } from '@/queries/matters'

type ExtractSearch = { kind: string; document: string; q: string }

export const Route = createFileRoute('/_authed/matters/$slug/extract')({
  // The filters live in the address, so a filtered view can be shared and survives a reload.
  validateSearch: (search: Record<string, unknown>) =>
    readSearch<ExtractSearch>(search, { kind: isString, document: isString, q: isString }),
  loaderDeps: ({ search }) => readFactFilters(search),
  loader: async ({ context, params, deps }) => {
    const matter = await context.queryClient.ensureQueryData(matterQueries.bySlug(params.slug))
    await Promise.all([
      context.queryClient.ensureQueryData(factQueries.documents(matter._id)),
      context.queryClient.ensureQueryData(factQueries.list(matter._id, deps)),
    ])
  },
  head: () => ({ meta: [{ title: 'Extract · Casefile' }] }),
  pendingComponent: ExtractSkeleton,
  component: ExtractPage,
})

function ExtractPage() {
  const { slug } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  return (
    <ExtractScreen
      projectId={matter._id}
      slug={slug}
      archived={matter.archivedAt !== undefined}
      filters={readFactFilters(search)}
      onFiltersChange={(filters) =>
        void navigate({
          search: {
            ...(filters.kind ? { kind: filters.kind } : {}),
            ...(filters.documentId ? { document: filters.documentId } : {}),
            ...(filters.search ? { q: filters.search } : {}),
          },
          replace: true,
        })
      }
    />
  )
}

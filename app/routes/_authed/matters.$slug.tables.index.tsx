import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { TablesLibrary } from '@/components/tables/tables-library'
import { TablesLibraryError } from '@/components/tables/tables-library-error'
import { TablesLibrarySkeleton } from '@/components/tables/tables-library-skeleton'
import { matterQueries } from '@/queries/matters'
import { tableQueries } from '@/queries/tables'

export const Route = createFileRoute('/_authed/matters/$slug/tables/')({
  loader: async ({ context, params }) => {
    const matter = await context.queryClient.ensureQueryData(matterQueries.bySlug(params.slug))
    await Promise.all([
      context.queryClient.ensureQueryData(tableQueries.library(matter._id)),
      context.queryClient.ensureQueryData(tableQueries.templates()),
    ])
  },
  pendingComponent: TablesLibrarySkeleton,
  errorComponent: TablesLibraryError,
  component: TablesPage,
})

function TablesPage() {
  const { slug } = Route.useParams()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  return (
    <TablesLibrary projectId={matter._id} slug={slug} archived={matter.archivedAt !== undefined} />
  )
}

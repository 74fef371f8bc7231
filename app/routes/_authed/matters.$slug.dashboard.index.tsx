import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MatterDashboard } from '@/components/matters/matter-dashboard'
import { MatterDashboardSkeleton } from '@/components/matters/matter-dashboard-skeleton'
import { matterQueries } from '@/queries/matters'

export const Route = createFileRoute('/_authed/matters/$slug/dashboard/')({
  loader: async ({ context, params }) => {
    const matter = await context.queryClient.ensureQueryData(matterQueries.bySlug(params.slug))
    await context.queryClient.ensureQueryData(matterQueries.dashboard(matter._id))
  },
  pendingComponent: MatterDashboardSkeleton,
  component: DashboardPage,
})

function DashboardPage() {
  const { slug } = Route.useParams()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  return <MatterDashboard projectId={matter._id} slug={slug} />
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MatterTime } from '@/components/time/matter-time'
import { matterQueries } from '@/queries/matters'
import { timeQueries } from '@/queries/time'

export const Route = createFileRoute('/_authed/matters/$slug/timers')({
  loader: async ({ context, params }) => {
    const matter = await context.queryClient.ensureQueryData(matterQueries.bySlug(params.slug))
    await Promise.all([
      context.queryClient.ensureQueryData(timeQueries.forMatter(matter._id)),
      context.queryClient.ensureQueryData(timeQueries.settings()),
    ])
  },
  component: TimersPage,
})

function TimersPage() {
  const { slug } = Route.useParams()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  return (
    <MatterTime projectId={matter._id} slug={slug} archived={matter.archivedAt !== undefined} />
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MatterOverviewGeneral } from '@/components/matters/matter-overview'
import { rethrowAsNotFound } from '@/lib/errors'
import { matterQueries } from '@/queries/matters'

export const Route = createFileRoute('/_authed/matters/$slug/overview/general')({
  loader: async ({ context, params }) => {
    // Loaders run in parallel: the layout's request for the matter is shared, not repeated.
    const matter = await context.queryClient
      .ensureQueryData(matterQueries.bySlug(params.slug))
      .catch(rethrowAsNotFound)
    await context.queryClient.ensureQueryData(matterQueries.activity(matter._id))
  },
  component: GeneralTab,
})

function GeneralTab() {
  const { slug } = Route.useParams()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  const { data: activity } = useSuspenseQuery(matterQueries.activity(matter._id))
  return <MatterOverviewGeneral matter={matter} activity={activity} />
}

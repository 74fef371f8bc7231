import { createFileRoute } from '@tanstack/react-router'
import { ThreadsPage } from '@/components/associate/threads-page'
import { associateQueries } from '@/queries/associate'
import { matterQueries } from '@/queries/matters'
import { userQueries } from '@/queries/users'

export const Route = createFileRoute('/_authed/matters/$slug/threads/')({
  loader: async ({ context, params }) => {
    const matter = await context.queryClient.ensureQueryData(matterQueries.bySlug(params.slug))
    await Promise.all([
      context.queryClient.ensureQueryData(associateQueries.threads(matter._id)),
      context.queryClient.ensureQueryData(userQueries.me()),
    ])
  },
  component: ThreadsRoute,
})

function ThreadsRoute() {
  const { slug } = Route.useParams()
  return <ThreadsPage slug={slug} />
}

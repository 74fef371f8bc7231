import { useSuspenseQuery } from '@tanstack/react-query'
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { MatterHeader } from '@/components/matters/matter-header'
import { MatterNotFound } from '@/components/matters/matter-not-found'
import { MatterSkeleton } from '@/components/matters/matter-skeleton'
import { rethrowAsNotFound } from '@/lib/errors'
import { matterQueries } from '@/queries/matters'

// The layout of one matter: loads it by slug (NOT_FOUND, also for another organisation's matter,
// becomes 'Project not found') and frames every area with its header and navigation.
export const Route = createFileRoute('/_authed/matters/$slug')({
  loader: async ({ context, params }) => {
    // 'new' is reserved for the create screen and never a matter's slug.
    if (params.slug === 'new') {
      throw redirect({ to: '/matters/new', replace: true })
    }
    const matter = await context.queryClient
      .ensureQueryData(matterQueries.bySlug(params.slug))
      .catch(rethrowAsNotFound)
    return { name: matter.name }
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: `${loaderData.name} · Casefile` }] : [],
  }),
  pendingComponent: MatterSkeleton,
  notFoundComponent: MatterNotFound,
  component: MatterLayout,
})

function MatterLayout() {
  const { slug } = Route.useParams()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  return (
    <div className="grid gap-6">
      <MatterHeader matter={matter} />
      <Outlet />
    </div>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MatterOverviewDetails } from '@/components/matters/matter-overview'
import { MatterProposals } from '@/components/matters/matter-proposals'
import { matterQueries } from '@/queries/matters'

export const Route = createFileRoute('/_authed/matters/$slug/overview/details')({
  component: DetailsTab,
})

function DetailsTab() {
  const { slug } = Route.useParams()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  return (
    <div className="grid gap-6">
      <MatterOverviewDetails matter={matter} />
      <MatterProposals matter={matter} />
    </div>
  )
}

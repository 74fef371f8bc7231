import { Outlet, createFileRoute } from '@tanstack/react-router'
import { MatterOverviewTabs } from '@/components/matters/matter-nav'

export const Route = createFileRoute('/_authed/matters/$slug/overview')({
  component: OverviewLayout,
})

function OverviewLayout() {
  const { slug } = Route.useParams()
  return (
    <div className="grid gap-6">
      <MatterOverviewTabs slug={slug} />
      <Outlet />
    </div>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { LayoutDashboard } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/dashboard/')({
  component: DashboardPage,
})

function DashboardPage() {
  return (
    <MatterAreaPlaceholder
      title="Dashboard"
      icon={<LayoutDashboard className="size-5" aria-hidden />}
      description="The matter's dashboard sums up its documents, tables, drafts and time. It arrives once those areas exist; until then there is nothing to count."
    />
  )
}

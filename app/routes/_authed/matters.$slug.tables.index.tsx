import { createFileRoute } from '@tanstack/react-router'
import { Table2 } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/tables/')({
  component: TablesPage,
})

function TablesPage() {
  return (
    <MatterAreaPlaceholder
      title="Tables"
      icon={<Table2 className="size-5" aria-hidden />}
      description="Review tables pull the same facts out of many documents into rows and columns, from the matter's module tables and the firm's table templates. They arrive with the tables feature; this matter has none yet."
    />
  )
}

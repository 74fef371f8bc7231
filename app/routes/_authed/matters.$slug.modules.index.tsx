import { createFileRoute } from '@tanstack/react-router'
import { Boxes } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/modules/')({
  component: ModulesPage,
})

function ModulesPage() {
  return (
    <MatterAreaPlaceholder
      title="Modules"
      icon={<Boxes className="size-5" aria-hidden />}
      description="AI modules, grouped by category, write drafts from the matter's documents (a chronology, a deposition outline, a motion). They arrive with the modules feature; none can run on this matter yet."
    />
  )
}

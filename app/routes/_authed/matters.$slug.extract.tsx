import { createFileRoute } from '@tanstack/react-router'
import { ScanText } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/extract')({
  component: ExtractPage,
})

function ExtractPage() {
  return (
    <MatterAreaPlaceholder
      title="Extract"
      icon={<ScanText className="size-5" aria-hidden />}
      description="Extraction pulls structured facts (dates, amounts, names) out of the matter's documents into tables. It arrives with the tables feature; nothing has been extracted yet."
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { Bot } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'
import { isStringOrNull, readSearch } from '@/lib/search-params'

// Spec §2: an optional, nullable thread_id picks the conversation (null: a new one).
const associateSearch = (search: Record<string, unknown>) =>
  readSearch<{ thread_id: string | null }>(search, { thread_id: isStringOrNull })

export const Route = createFileRoute('/_authed/matters/$slug/associate')({
  validateSearch: associateSearch,
  component: AssociatePage,
})

function AssociatePage() {
  return (
    <MatterAreaPlaceholder
      title="Associate"
      icon={<Bot className="size-5" aria-hidden />}
      description="The associate answers questions about this matter from its documents, citing its sources. It arrives with the associate feature; it cannot answer anything yet."
    />
  )
}

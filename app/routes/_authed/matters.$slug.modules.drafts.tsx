import { createFileRoute } from '@tanstack/react-router'
import { FilePen } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'
import { isBoolean, isString, readSearch } from '@/lib/search-params'

// Spec §2: drafts take q (search), id (the open draft), pending and status; a malformed value is
// dropped rather than failing the page.
const draftsSearch = (search: Record<string, unknown>) =>
  readSearch<{ q: string; id: string; pending: boolean; status: string }>(search, {
    q: isString,
    id: isString,
    pending: isBoolean,
    status: isString,
  })

export const Route = createFileRoute('/_authed/matters/$slug/modules/drafts')({
  validateSearch: draftsSearch,
  component: DraftsPage,
})

function DraftsPage() {
  return (
    <MatterAreaPlaceholder
      title="Drafts"
      icon={<FilePen className="size-5" aria-hidden />}
      description="Drafts that modules write for this matter appear here, to search, filter by status and review. They arrive with the modules feature; no draft has been written yet."
    />
  )
}

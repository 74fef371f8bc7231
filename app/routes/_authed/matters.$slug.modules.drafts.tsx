import { createFileRoute } from '@tanstack/react-router'
import { FilePen } from 'lucide-react'
import { z } from 'zod'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

// Spec §2: drafts take q (search), id (the open draft), pending and status; a malformed value is
// dropped rather than failing the page.
const draftsSearch = z.object({
  q: z.string().optional().catch(undefined),
  id: z.string().optional().catch(undefined),
  pending: z.boolean().optional().catch(undefined),
  status: z.string().optional().catch(undefined),
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

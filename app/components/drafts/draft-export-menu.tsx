import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { saveExport } from '@/lib/download-file'
import { draftToDocx, type ExportDraft } from '@/lib/draft-export'
import { exportCitation, exportFileName } from '@/lib/thread-export'
import type { Draft } from '@/queries/modules'
import { userQueries } from '@/queries/users'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

function toExport(draft: Draft, matterName: string, exportedBy: string): ExportDraft {
  return {
    title: draft.title,
    matterName,
    exportedAt: Date.now(),
    exportedBy,
    blocks: draft.blocks,
    citations: draft.citations.map((citation) => exportCitation(citation)),
  }
}

/** Export a draft to Word, with or without its citations, or print it. */
export function DraftExportMenu({ draft, matterName }: { draft: Draft; matterName: string }) {
  const me = useQuery(userQueries.me())
  const exportDocx = (citations: boolean) =>
    saveExport(() => {
      const data = toExport(draft, matterName, me.data?.name ?? '')
      return {
        name: exportFileName(data, 'docx'),
        content: draftToDocx(data, { citations }),
        type: DOCX,
      }
    })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Download className="size-4" aria-hidden />
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void exportDocx(true)}>
          Word (.docx) with citations
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportDocx(false)}>
          Word (.docx) without citations
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => window.print()}>Print…</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

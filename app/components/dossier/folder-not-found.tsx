import { Link } from '@tanstack/react-router'
import { ArrowLeft, FolderX } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'

/** A folder path that names no folder of the matter (a wrong link, or a folder since deleted). */
export function FolderNotFound({ matterSlug }: { matterSlug: string }) {
  return (
    <EmptyState
      icon={<FolderX className="size-5" aria-hidden />}
      title="Folder not found"
      description="No folder of this matter has this path. It may have been renamed, moved or deleted."
    >
      <Button asChild variant="outline">
        <Link to="/matters/$slug/dossier/$" params={{ slug: matterSlug, _splat: '' }}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to the dossier
        </Link>
      </Button>
    </EmptyState>
  )
}

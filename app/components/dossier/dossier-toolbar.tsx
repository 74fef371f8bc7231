import type { Id } from '@convex/_generated/dataModel'
import { useDossier } from './dossier-context'
import { DossierViewToggle } from './dossier-view-toggle'
import { UploadButton } from '@/components/dossier/upload'
import { useDossierView } from './use-dossier-view'

type DossierToolbarProps = {
  heading: React.ReactNode
  /** The folder on screen (null at the top level); uploads go there. Absent in favorites and shared. */
  folderId?: Id<'folders'> | null
  /** Actions before the upload buttons and the view toggle (New folder). */
  children?: React.ReactNode
}

/** The dossier's heading row: the title, the folder's actions and the grid/table toggle. */
export function DossierToolbar({ heading, folderId, children }: DossierToolbarProps) {
  const [view, setView] = useDossierView()
  const { projectId, canEdit } = useDossier()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">{heading}</div>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {folderId !== undefined && canEdit ? (
          <UploadButton projectId={projectId} folderId={folderId} />
        ) : null}
        <DossierViewToggle view={view} onChange={setView} />
      </div>
    </div>
  )
}

import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import { FolderPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { hasCode } from '@/lib/errors'
import { FIRST_PAGE, currentCursor, type CursorStack } from '@/lib/page-cursors'
import { nextSortState } from '@/lib/sort-cycle'
import { dossierQueries, type DocumentSort, type FolderAtPath } from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'
import { DossierBreadcrumbs } from './dossier-breadcrumbs'
import { useDossier } from './dossier-context'
import { useOpenDossierDialog } from './dossier-dialogs'
import { FolderEmpty } from './dossier-empty'
import { DossierListing } from './dossier-listing'
import { DossierToolbar } from './dossier-toolbar'
import { FolderNotFound } from './folder-not-found'
import { IngestReport } from './ingest-report'
import { DossierDropZone, UploadPanel } from '@/components/dossier/upload'

/** One folder of the dossier (the top level for an empty path): its subfolders, then its documents. */
export function DossierFolderPage({ path }: { path: string }) {
  return path ? <FolderAtPathView path={path} /> : <FolderView at={null} />
}

function FolderAtPathView({ path }: { path: string }) {
  const { projectId } = useDossier()
  const folder = useSuspenseQuery(dossierQueries.folderByPath(projectId, path))
  // The subscription answers NOT_FOUND once the folder is renamed, moved or deleted elsewhere.
  if (folder.isError && hasCode(folder.error, 'NOT_FOUND')) {
    return <FolderGone folderId={folder.data.folderId} />
  }
  return <FolderView key={folder.data.folderId} at={folder.data} />
}

/** The folder on screen left its path: follow it to its new one, or say it is gone. */
function FolderGone({ folderId }: { folderId: Id<'folders'> }) {
  const { projectId, matterSlug } = useDossier()
  const folders = useQuery(dossierQueries.allFolders(projectId))
  const moved = folders.data?.find((folder) => folder._id === folderId)
  if (folders.isPending) return null
  if (moved) {
    return (
      <Navigate
        to="/matters/$slug/dossier/$"
        params={{ slug: matterSlug, _splat: moved.path }}
        replace
      />
    )
  }
  return <FolderNotFound matterSlug={matterSlug} />
}

function FolderView({ at }: { at: FolderAtPath | null }) {
  const { projectId, canEdit } = useDossier()
  const openDialog = useOpenDossierDialog()
  const folderId = at?.folderId
  const [sort, setSort] = useState<DocumentSort>(null)
  const [cursors, setCursors] = useState<CursorStack>(FIRST_PAGE)
  const { data: subfolders } = useSuspenseQuery(dossierQueries.subfolders(projectId, folderId))
  // The first page came with the route (loader); later pages and other sorts keep the page on
  // screen until theirs arrives, instead of blanking the list.
  const documents = useQuery({
    ...dossierQueries.documents(
      projectId,
      { kind: 'folder', folderId, sort },
      currentCursor(cursors),
    ),
    placeholderData: keepPreviousData,
  })
  const title = at ? at.folder.name : 'Dossier'
  const newFolder = canEdit ? (
    <Button
      variant="outline"
      onClick={(event) =>
        openDialog({ kind: 'new-folder', parentId: folderId ?? null }, event.currentTarget)
      }
    >
      <FolderPlus className="size-4" aria-hidden />
      New folder
    </Button>
  ) : null

  return (
    <section aria-labelledby="dossier-folder-heading" className="grid gap-4">
      <div className="grid gap-1">
        {at ? <DossierBreadcrumbs breadcrumbs={at.breadcrumbs} /> : null}
        <DossierToolbar
          heading={
            <h2
              id="dossier-folder-heading"
              className="truncate text-lg font-semibold tracking-tight"
            >
              {title}
            </h2>
          }
          folderId={folderId ?? null}
        >
          {newFolder}
        </DossierToolbar>
      </div>
      <IngestReport projectId={projectId} />
      <UploadPanel />
      <DossierDropZone
        projectId={projectId}
        folderId={folderId ?? null}
        folderName={at?.folder.name}
        disabled={!canEdit}
      >
        <DossierListing
          folders={subfolders}
          documents={documents}
          cursors={cursors}
          onCursorsChange={setCursors}
          sort={sort}
          onSort={(column) => {
            setSort(nextSortState(sort, column))
            // A new order starts again from its first page.
            setCursors(FIRST_PAGE)
          }}
          empty={<FolderEmpty actions={newFolder} />}
        />
      </DossierDropZone>
    </section>
  )
}

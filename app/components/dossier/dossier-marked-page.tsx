import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FIRST_PAGE, currentCursor, type CursorStack } from '@/lib/page-cursors'
import { dossierQueries } from '@/queries/dossier'
import { useDossier } from './dossier-context'
import { MarkedEmpty } from './dossier-empty'
import { DossierListing } from './dossier-listing'
import { DossierToolbar } from './dossier-toolbar'

type MarkedKind = 'favorites' | 'shared'

const COPY: Record<MarkedKind, { title: string; description: string }> = {
  favorites: {
    title: 'Favorites',
    description: 'Folders and documents you marked, wherever they are in the dossier.',
  },
  shared: {
    title: 'Shared with me',
    description: 'Folders and documents colleagues shared with you in this matter.',
  },
}

/** Favorites or Shared: the marked folders first, then the marked documents, most recent first. */
export function DossierMarkedPage({ kind }: { kind: MarkedKind }) {
  const { projectId } = useDossier()
  const [cursors, setCursors] = useState<CursorStack>(FIRST_PAGE)
  const { data: folders } = useSuspenseQuery(dossierQueries.markedFolders(kind, projectId))
  const documents = useQuery({
    ...dossierQueries.documents(projectId, { kind }, currentCursor(cursors)),
    placeholderData: keepPreviousData,
  })
  const { title, description } = COPY[kind]
  return (
    <section aria-labelledby="dossier-marked-heading" className="grid gap-4">
      <DossierToolbar
        heading={
          <div className="grid gap-0.5">
            <h2 id="dossier-marked-heading" className="text-lg font-semibold tracking-tight">
              {title}
            </h2>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        }
      />
      <DossierListing
        folders={folders}
        documents={documents}
        cursors={cursors}
        onCursorsChange={setCursors}
        empty={<MarkedEmpty kind={kind} />}
      />
    </section>
  )
}

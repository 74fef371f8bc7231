import { useMemo } from 'react'
import type { Matter } from '@/queries/projects'
import type { Id } from '@convex/_generated/dataModel'
import { DossierProvider } from './dossier-context'
import { DossierDialogs } from './dossier-dialogs'
import { DossierSearch } from './search/dossier-search'

type DossierScreenProps = {
  matter: Matter
  viewerId: string
  organizationId: string
  children: React.ReactNode
}

/**
 * Frames a dossier view with the matter and viewer it works on, the dialogs it opens, and the
 * search at its top (whose results stand in for the view while a search runs).
 */
export function DossierScreen({ matter, viewerId, organizationId, children }: DossierScreenProps) {
  const archived = matter.archivedAt !== undefined
  const value = useMemo(
    () => ({
      projectId: matter._id,
      matterSlug: matter.slug,
      canEdit: !archived,
      viewerId: viewerId as Id<'users'>,
      organizationId: organizationId as Id<'organizations'>,
    }),
    [matter._id, matter.slug, archived, viewerId, organizationId],
  )
  return (
    <DossierProvider value={value}>
      <DossierDialogs>
        <DossierSearch>{children}</DossierSearch>
      </DossierDialogs>
    </DossierProvider>
  )
}

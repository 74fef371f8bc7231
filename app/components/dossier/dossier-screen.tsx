import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import { matterQueries } from '@/queries/matters'
import type { Id } from '@convex/_generated/dataModel'
import { DossierProvider } from './dossier-context'
import { DossierDialogs } from './dossier-dialogs'
import { DossierSearch } from './search/dossier-search'

/**
 * Frames a dossier view with the matter (its route's loader prefetched it) and viewer it works on,
 * the dialogs it opens, and the search at its top (whose results stand in for the view while a
 * search runs).
 */
export function DossierScreen({ slug, children }: { slug: string; children: React.ReactNode }) {
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  const viewerId = session.userId ?? ''
  const organizationId = session.organizationId ?? ''
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

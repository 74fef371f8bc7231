import { useParams } from '@tanstack/react-router'
import { DossierMarkedPage } from './dossier-marked-page'
import { DossierScreen } from './dossier-screen'

/** The Favorites and Shared routes' screen: one page over the marks of either kind. */
export function DossierMarkedScreen({ kind }: { kind: 'favorites' | 'shared' }) {
  const { slug } = useParams({ from: '/_authed/matters/$slug' })
  return (
    <DossierScreen slug={slug}>
      <DossierMarkedPage kind={kind} />
    </DossierScreen>
  )
}

import { createContext, useContext } from 'react'
import type { Id } from '@convex/_generated/dataModel'

/** What every dossier component needs to know about the matter and the viewer. */
export type DossierContextValue = {
  projectId: Id<'projects'>
  matterSlug: string
  /** An archived matter is read-only: its changes are refused, so they are not offered. */
  canEdit: boolean
  viewerId: Id<'users'>
  organizationId: Id<'organizations'>
}

const DossierContext = createContext<DossierContextValue | null>(null)

/** Provides the matter and viewer to the dossier screen below it. */
export function DossierProvider({
  value,
  children,
}: {
  value: DossierContextValue
  children: React.ReactNode
}) {
  return <DossierContext.Provider value={value}>{children}</DossierContext.Provider>
}

/** The matter and viewer of the dossier on screen; throws outside DossierProvider. */
export function useDossier() {
  const value = useContext(DossierContext)
  if (!value) {
    throw new Error('useDossier must be used inside <DossierProvider>')
  }
  return value
}

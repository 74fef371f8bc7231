import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { DossierDialogState, OpenDossierDialog } from './dossier-dialog-state'
import { DossierDeleteDialog } from './dossier-delete-dialog'
import { DossierMoveDialog } from './dossier-move-dialog'
import { DossierShareDialog } from './dossier-share-dialog'
import { FolderCreateDialog } from './folder-create-dialog'

const DialogsContext = createContext<OpenDossierDialog | null>(null)

/** Holds which dossier dialog is open and renders it; components below open dialogs by state. */
export function DossierDialogs({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<DossierDialogState | null>(null)
  // The dialogs have no Radix trigger (menus and bars open them), so Radix cannot return focus on
  // close; this does, to the control that opened the dialog, when it is still on the page.
  const returnFocus = useRef<HTMLElement | null>(null)
  const open = useCallback<OpenDossierDialog>((next, returnFocusTo) => {
    returnFocus.current = returnFocusTo ?? null
    setState(next)
  }, [])
  const close = useCallback(() => setState(null), [])
  useEffect(() => {
    if (state === null && returnFocus.current) {
      if (returnFocus.current.isConnected) returnFocus.current.focus()
      returnFocus.current = null
    }
  }, [state])
  const done = useMemo(() => {
    const onDone = state && 'onDone' in state ? state.onDone : undefined
    return () => {
      onDone?.()
      setState(null)
    }
  }, [state])

  return (
    <DialogsContext.Provider value={open}>
      {children}
      {state?.kind === 'new-folder' ? (
        <FolderCreateDialog parentId={state.parentId} onClose={close} />
      ) : null}
      {state?.kind === 'move-folder' ||
      state?.kind === 'move-document' ||
      state?.kind === 'move-documents' ? (
        <DossierMoveDialog state={state} onClose={close} onDone={done} />
      ) : null}
      {state?.kind === 'share' || state?.kind === 'share-documents' ? (
        <DossierShareDialog state={state} onClose={close} onDone={done} />
      ) : null}
      {state?.kind === 'delete-folder' || state?.kind === 'delete-documents' ? (
        <DossierDeleteDialog state={state} onClose={close} onDone={done} />
      ) : null}
    </DialogsContext.Provider>
  )
}

/** Opens a dossier dialog; throws outside DossierDialogs. */
export function useOpenDossierDialog() {
  const open = useContext(DialogsContext)
  if (!open) {
    throw new Error('useOpenDossierDialog must be used inside <DossierDialogs>')
  }
  return open
}

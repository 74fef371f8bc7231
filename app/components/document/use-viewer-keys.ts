import { useEffect, useEffectEvent } from 'react'
import { isTextField, shortcutFor, type ViewerAction } from '@/lib/viewer-shortcuts'
import { useSingleKeyShortcuts } from './shortcuts-dialog'

/**
 * Listens for the viewer's shortcuts anywhere on the page. `run` answers whether it handled the
 * action; only then is the browser's own meaning of the key (its Find, its Print) held back.
 */
export function useViewerKeys(run: (action: ViewerAction) => boolean) {
  const [singleKeys] = useSingleKeyShortcuts()
  const onAction = useEffectEvent(run)

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return
      // An open dialog or menu owns the keyboard.
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return
      const action = shortcutFor(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          shiftKey: event.shiftKey,
          inTextField: isTextField(target),
        },
        { singleKeys },
      )
      if (action && onAction(action)) event.preventDefault()
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [singleKeys])
}

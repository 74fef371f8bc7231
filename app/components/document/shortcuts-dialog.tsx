import { useSyncExternalStore } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { VIEWER_SHORTCUTS, type ViewerAction } from '@/lib/viewer-shortcuts'

const STORAGE_KEY = 'casefile.viewer.singleKeyShortcuts'
const listeners = new Set<() => void>()

function readSingleKeys() {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'off'
  } catch {
    return true
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Whether single-key shortcuts (j, k, r, +…) are on; a choice kept in this browser. */
export function useSingleKeyShortcuts(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readSingleKeys, () => true)
  const set = (value: boolean) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off')
    } catch {
      // Storage can be unavailable (privacy modes); the choice then lasts for this page only.
    }
    for (const listener of listeners) listener()
  }
  return [on, set]
}

type ShortcutsDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The actions this document's viewer offers; the others are left out of the list. */
  available: (action: ViewerAction) => boolean
}

/** Every keyboard shortcut of the viewer, and the switch for the single-key ones (WCAG 2.1.4). */
export function ShortcutsDialog({ open, onOpenChange, available }: ShortcutsDialogProps) {
  const [singleKeys, setSingleKeys] = useSingleKeyShortcuts()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            They work anywhere in the viewer, except while typing in a field.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Keys</th>
            </tr>
          </thead>
          <tbody>
            {VIEWER_SHORTCUTS.filter((shortcut) => available(shortcut.action)).map((shortcut) => (
              <tr
                key={shortcut.action}
                className={singleKeys || !shortcut.singleKey ? undefined : 'opacity-50'}
              >
                <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                  {shortcut.label}
                </th>
                <td className="py-1.5 text-right">
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 ? <span className="text-muted-foreground"> or </span> : null}
                      <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                        {key}
                      </kbd>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={singleKeys}
            onChange={(event) => setSingleKeys(event.target.checked)}
          />
          <span>
            Single-key shortcuts
            <span className="block text-xs text-muted-foreground">
              Turn off if you use speech input or a screen reader’s single-letter navigation.
            </span>
          </span>
        </label>
      </DialogContent>
    </Dialog>
  )
}

// The document viewer's keyboard shortcuts: one table that both the key handler and the
// shortcuts dialog read, so what the dialog lists is what the keys do.

/** Something the viewer can be asked to do from the keyboard. */
export type ViewerAction =
  | 'next-page'
  | 'previous-page'
  | 'first-page'
  | 'last-page'
  | 'zoom-in'
  | 'zoom-out'
  | 'fit-width'
  | 'fit-page'
  | 'rotate-clockwise'
  | 'rotate-counterclockwise'
  | 'open-find'
  | 'next-hit'
  | 'previous-hit'
  | 'print'
  | 'toggle-thumbnails'
  | 'toggle-details'
  | 'toggle-text'
  | 'show-shortcuts'

type Shortcut = {
  action: ViewerAction
  /** What the dialog shows, e.g. ['j', 'Page Down']. */
  keys: string[]
  label: string
  /**
   * A printable key with no modifier. WCAG 2.1.4: such shortcuts can be turned off, since a
   * speech-input user or a screen reader in browse mode types those letters for other reasons.
   */
  singleKey: boolean
}

/** Every shortcut, in the order the dialog lists them. */
export const VIEWER_SHORTCUTS: readonly Shortcut[] = [
  { action: 'next-page', keys: ['j', 'Page Down'], label: 'Next page', singleKey: true },
  { action: 'previous-page', keys: ['k', 'Page Up'], label: 'Previous page', singleKey: true },
  { action: 'first-page', keys: ['Home'], label: 'First page', singleKey: false },
  { action: 'last-page', keys: ['End'], label: 'Last page', singleKey: false },
  { action: 'zoom-in', keys: ['+'], label: 'Zoom in', singleKey: true },
  { action: 'zoom-out', keys: ['-'], label: 'Zoom out', singleKey: true },
  { action: 'fit-width', keys: ['0'], label: 'Fit width', singleKey: true },
  { action: 'fit-page', keys: ['9'], label: 'Fit page', singleKey: true },
  { action: 'rotate-clockwise', keys: ['r'], label: 'Rotate clockwise', singleKey: true },
  {
    action: 'rotate-counterclockwise',
    keys: ['Shift+R'],
    label: 'Rotate counter-clockwise',
    singleKey: true,
  },
  { action: 'open-find', keys: ['Ctrl+F', '⌘F'], label: 'Find in document', singleKey: false },
  { action: 'next-hit', keys: ['Enter', 'F3'], label: 'Next match (in Find)', singleKey: false },
  {
    action: 'previous-hit',
    keys: ['Shift+Enter', 'Shift+F3'],
    label: 'Previous match (in Find)',
    singleKey: false,
  },
  { action: 'print', keys: ['Ctrl+P', '⌘P'], label: 'Print', singleKey: false },
  { action: 'toggle-thumbnails', keys: ['t'], label: 'Show or hide thumbnails', singleKey: true },
  { action: 'toggle-text', keys: ['o'], label: 'Show or hide page text (OCR)', singleKey: true },
  { action: 'toggle-details', keys: ['i'], label: 'Show or hide details', singleKey: true },
  { action: 'show-shortcuts', keys: ['?'], label: 'Keyboard shortcuts', singleKey: true },
]

/** A key press as the handler sees it. */
export type KeyPress = {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
  /** Focus is in a field that takes typing (input, textarea, select, contenteditable). */
  inTextField: boolean
}

/**
 * The action a key press asks for, or null to let the browser have it. In a text field only the
 * modified shortcuts apply (typing 'j' in Find types a j); Enter there belongs to the field.
 */
export function shortcutFor(press: KeyPress, { singleKeys }: { singleKeys: boolean }) {
  const command = press.ctrlKey || press.metaKey
  if (press.altKey) return null
  if (command) {
    const key = press.key.toLowerCase()
    if (key === 'f') return 'open-find'
    if (key === 'p') return 'print'
    if (key === 'g') return press.shiftKey ? 'previous-hit' : 'next-hit'
    return null
  }
  if (press.key === 'F3') return press.shiftKey ? 'previous-hit' : 'next-hit'
  if (press.inTextField) return null
  switch (press.key) {
    case 'PageDown':
      return 'next-page'
    case 'PageUp':
      return 'previous-page'
    case 'Home':
      return 'first-page'
    case 'End':
      return 'last-page'
  }
  if (!singleKeys) return null
  return SINGLE_KEYS[press.key] ?? null
}

// By the character typed, so '+' works with or without Shift, and on keyboards where it has a
// key of its own.
const SINGLE_KEYS: Partial<Record<string, ViewerAction>> = {
  j: 'next-page',
  k: 'previous-page',
  '+': 'zoom-in',
  '=': 'zoom-in',
  '-': 'zoom-out',
  _: 'zoom-out',
  '0': 'fit-width',
  '9': 'fit-page',
  r: 'rotate-clockwise',
  R: 'rotate-counterclockwise',
  t: 'toggle-thumbnails',
  o: 'toggle-text',
  i: 'toggle-details',
  '?': 'show-shortcuts',
}

/** Whether focus sits in something that takes typing. */
export function isTextField(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false
  if (target.closest('[contenteditable=""], [contenteditable="true"]')) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type)
  }
  return false
}

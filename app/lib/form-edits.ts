/**
 * What a visitor typed into a server-rendered form before React hydrated it, and how to hand it to
 * React afterwards. React 19 leaves such text on screen but takes the field's last value to be the
 * typed one and fires no onChange, so a useState field would submit '' under the visitor's text.
 * (react-hook-form 7.92 reads a field edited before it was ready itself; the replay agrees with it.)
 */
export type FormEdit =
  | { element: HTMLInputElement | HTMLTextAreaElement; value: string; initial: string }
  | { element: HTMLSelectElement; value: string }
  | { element: HTMLInputElement; checked: boolean }

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file'])

/** The fields of the form `formId` whose value differs from the one the server rendered. */
export function readEditedControls(formId: string): FormEdit[] {
  if (typeof document === 'undefined') return []
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return []
  const edits: FormEdit[] = []
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (NOT_TYPED.has(element.type)) continue
      if (element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked) {
          edits.push({ element, checked: element.checked })
        }
      } else if (element.type === 'radio') {
        // A radio group reports its change on the one now checked.
        if (element.checked && !element.defaultChecked) edits.push({ element, checked: true })
      } else if (element.value !== element.defaultValue) {
        edits.push({ element, value: element.value, initial: element.defaultValue })
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) {
        edits.push({ element, value: element.value, initial: element.defaultValue })
      }
    } else if (element instanceof HTMLSelectElement && !element.multiple) {
      const options = Array.from(element.options)
      const initial = Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      )
      if (options.length > 0 && element.selectedIndex !== initial) {
        edits.push({ element, value: element.value })
      }
    }
  }
  return edits
}

/**
 * Replays each edit as the event React listens for, so every onChange (useState and
 * react-hook-form alike) receives what the visitor typed. Hydration adopted these very elements.
 */
export function replayEditedControls(edits: FormEdit[]) {
  for (const edit of edits) {
    if (!edit.element.isConnected || edit.element.disabled) continue
    if ('checked' in edit) {
      // React hears a checkbox or radio through its click; start from the other state so the
      // click lands on the visitor's choice and reads as a change.
      edit.element.checked = !edit.checked
      edit.element.click()
    } else if ('initial' in edit) {
      // React ignores an input event whose value equals the last one it saw, and on hydration it
      // saw the typed text. Assigning through the element records the server's value as the last
      // one; the prototype's setter then puts the typed text back without React noticing.
      const { element } = edit
      element.value = edit.initial
      const prototype = Object.getPrototypeOf(element) as object
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
      if (setValue) setValue.call(element, edit.value)
      else element.value = edit.value
      element.dispatchEvent(new Event('input', { bubbles: true }))
    } else {
      edit.element.value = edit.value
      edit.element.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}

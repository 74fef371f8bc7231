// Pure text checks shared by the backend and the forms (no Convex server imports).

/** A UTF-16 surrogate without its pair: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function hasLoneSurrogate(value: string) {
  return LONE_SURROGATE.test(value)
}

/**
 * Characters that change the direction of the text around them without being visible: embeddings
 * and overrides (U+202A-U+202E), isolates (U+2066-U+2069), and the marks (U+200E, U+200F,
 * U+061C). In a name they can make `invoice‮gpj.exe.txt` read as `invoice…txt.exe.jpg`.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g')

export function hasBidiControl(value: string) {
  return BIDI_CONTROL.test(value)
}

/** `value` with every direction control removed (for text derived from free prose). */
export function withoutBidiControls(value: string) {
  return value.replace(BIDI_CONTROLS, '')
}

/** What a name must not contain, said plainly (the message for a refused name). */
export const BIDI_IN_NAME = 'cannot contain characters that change the direction of text'

/** A count with its noun: "1 document", "1,204 documents" (US digits, as every screen writes). */
export function plural(n: number, word: string, many = `${word}s`) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`
}

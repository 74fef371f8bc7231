// Pure text checks shared by the backend and the forms (no Convex server imports).

/** A UTF-16 surrogate without its pair: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function hasLoneSurrogate(value: string) {
  return LONE_SURROGATE.test(value)
}

// Text around a fact: its line, or its sentence, cut to a readable length. Pure.

export const CONTEXT_MAX = 220

/** A fact's context on one line, cut to a readable length. */
export function clipContext(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > CONTEXT_MAX ? `${flat.slice(0, CONTEXT_MAX - 1).trimEnd()}…` : flat
}

/** The line `[start, end)` stands on. */
export function lineAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1
  const to = text.indexOf('\n', end)
  return clipContext(text.slice(from, to === -1 ? text.length : to))
}

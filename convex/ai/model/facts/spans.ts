// Text around a fact: its line, or its sentence, cut to a readable length. Pure.

const CONTEXT_MAX = 220

function squeeze(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > CONTEXT_MAX ? `${flat.slice(0, CONTEXT_MAX - 1).trimEnd()}…` : flat
}

/** The line `[start, end)` stands on. */
export function lineAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1
  const to = text.indexOf('\n', end)
  return squeeze(text.slice(from, to === -1 ? text.length : to))
}

/** The sentence `[start, end)` stands in: from the last full stop or blank line before it to the next. */
export function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 400), start)
  const stop = Math.max(
    before.search(/[.;!?]\s+(?=[^.;!?]*$)/) + 1,
    before.lastIndexOf('\n\n') + 2,
    0,
  )
  const from = Math.max(0, start - 400) + stop
  const after = text.slice(end, end + 400)
  const next = after.search(/[.;!?](?:\s|$)|\n\s*\n/)
  const to = next === -1 ? Math.min(text.length, end + 400) : end + next + 1
  return squeeze(text.slice(from, to))
}

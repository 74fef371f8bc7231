// The sentence a value stands in, as the facts layer and the built-in drafts cut it: from the
// last sentence end before it to the next one after, where a blank line, a list item's start or a
// full stop that ends no abbreviation ends a sentence; a long one is cut around the value. Pure.

/** The longest sentence an event keeps; a longer one is cut around its date. */
const SENTENCE_MAX = 400
// A running header or footer of a court filing ("Case 1:21-cv-01234 Document 1 Filed 03/03/2021
// Page 2 of 20") dates the filing on every page, not an event.
export const RUNNING_HEADER = /\bPage\s+\d+\s+of\s+\d+\b|\bDocument\s+\d+\s+Filed\b/i
// Abbreviations whose full stop does not end a sentence.
const ABBREVIATION =
  /(?:\b(?:Mr|Mrs|Ms|Dr|No|Nos|Inc|Corp|Co|Ltd|LLC|v|vs|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|St|Cal|U\.S|Fed|R|Civ|P|e\.g|i\.e|et al)|\b[A-Z])\.$/

function endsSentence(text: string, at: number) {
  const mark = text[at]
  // A blank line ends a paragraph; a line break before a bullet ends a list item.
  if (mark === '\n')
    return (
      text[at - 1] === '\n' || /^\n\s*(?:\n|[-•*–]\s|\(?\d{1,3}[.)]\s)/.test(text.slice(at, at + 8))
    )
  if (mark !== '.' && mark !== '?' && mark !== '!' && mark !== ';') return false
  const next = text[at + 1]
  if (next !== undefined && !/\s/.test(next)) return false
  return mark !== '.' || !ABBREVIATION.test(text.slice(Math.max(0, at - 12), at + 1))
}

/** The sentence around [from, to): from the last sentence end before it to the next one after. */
export function sentenceAround(text: string, from: number, to: number) {
  let start = from
  while (start > 0 && !endsSentence(text, start - 1)) start--
  let end = to
  while (end < text.length && !endsSentence(text, end)) end++
  if (end < text.length && text[end] !== '\n') end++
  while (start < end && /\s/.test(text[start]!)) start++
  while (end > start && /\s/.test(text[end - 1]!)) end--
  if (end - start > SENTENCE_MAX) {
    const half = Math.max(0, Math.floor((SENTENCE_MAX - (to - from)) / 2))
    start = Math.max(start, from - half)
    end = Math.min(end, to + half)
    while (start < from && !/\s/.test(text[start - 1] ?? ' ')) start++
    while (end > to && !/\s/.test(text[end] ?? ' ')) end--
  }
  return { start, end }
}

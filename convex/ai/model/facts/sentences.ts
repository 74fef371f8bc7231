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

// A docket entry or register row starts its line with a numeric date, after at most a row's
// numbers ("4 1 2020-03-24 PETITION"), and is followed by a column gap, a bar, the entry's number
// or its capitalised text ("05/05/1992 3 MOTION …", "7/10/97     State prisoner's …"). A line of
// an entry's own text that begins with a date runs on in lower case ("7/6/92 for William …") or
// in parentheses: no entry starts there.
const ENTRY_START =
  /^[ \t]*(?:\d{1,4}[ \t]+){0,2}(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}-\d{1,2}-\d{2,4}|\d{1,2}-[A-Za-z]{3}-\d{4})(?=[ \t]{2,}|[ \t]*\||[ \t]+\d{1,4}[ \t]|[ \t]+[*#]|[ \t]+\p{Lu})/gmu

/** The entries of a docket sheet or register: each from its dated line to the next entry or a blank line. */
export function entryRanges(text: string): Array<{ start: number; end: number }> {
  const starts = [...text.matchAll(ENTRY_START)].map((m) => m.index)
  return starts.map((start, i) => {
    const next = starts[i + 1] ?? text.length
    const blank = /\n[ \t]*\n/.exec(text.slice(start, next))
    let end = blank ? start + blank.index : next
    while (end > start && /\s/.test(text[end - 1]!)) end--
    return { start: start + (/^[ \t]*/.exec(text.slice(start))?.[0].length ?? 0), end }
  })
}

// A form's field: a label and its colon just before the value, the label at the line's start, after
// a column gap or a bar, or in capitals ("Date NOA filed: 7/7/97", "… et al. Filing Date: MAY 1,
// 2025", "Dated: December 19, 2022"). A colon in running prose is followed by words, not the value.
const FIELD_LABEL =
  /(?:^|[ \t]{2,}|\|[ \t]*)([A-Za-z][^:\n|]{0,40}?):[ \t]*$|(?:^|[ \t])((?:\p{Lu}[\w#/.'’-]*[ \t]+){0,3}\p{Lu}[\w#/.'’-]*):[ \t]*$/u

/** Where the field a value fills begins (its label's first letter), or -1 when it fills none. */
export function fieldStart(text: string, from: number): number {
  const lineStart = text.lastIndexOf('\n', from - 1) + 1
  const before = text.slice(lineStart, from)
  const match = FIELD_LABEL.exec(before)
  if (!match) return -1
  const label = match[1] ?? match[2]!
  return lineStart + match.index + match[0].indexOf(label)
}

/**
 * The statement a value stands in: a form's field is its label and the value; inside a docket
 * entry, the sentence no further than the entry (an entry's own date opens it), since entries
 * rarely end in a full stop and the sentence would run into the next ones; else the sentence.
 */
export function statementAround(
  text: string,
  from: number,
  to: number,
  entries: ReadonlyArray<{ start: number; end: number }>,
) {
  const field = fieldStart(text, from)
  if (field !== -1) return { start: field, end: to }
  const sentence = sentenceAround(text, from, to)
  const entry = entries.find((e) => e.start <= from && to <= e.end)
  if (!entry) return sentence
  const opens = !/\n/.test(text.slice(entry.start, from))
  return {
    start: opens ? entry.start : Math.max(sentence.start, entry.start),
    end: Math.min(sentence.end, entry.end),
  }
}

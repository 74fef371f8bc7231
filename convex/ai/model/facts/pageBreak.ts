// A sentence a page break cuts in two: "… the Court enters judgment for attorney's fees" / page
// break / "in the amount of $465,204.00." What the sum is for stands on the page before it, so a
// fact whose sentence starts its page reads back to the previous page's last sentence, when that
// sentence runs on (ends with no full stop). The page's running header or footer and its page
// number are no part of the sentence. Pure.
import { RUNNING_HEADER, sentenceAround } from './sentences'

// A line that is only a page's furniture: its number ("12", "- 12 -", "Page 12"), a running
// header or footer ("Case 1:21-cv-01234 Document 9 Filed 03/03/21 Page 4 of 20").
const PAGE_NUMBER_LINE =
  /^[ \t]*(?:[-–—]?[ \t]*(?:Page[ \t]+)?\d{1,4}[ \t]*[-–—]?|[ivxlc]{1,6})[ \t]*$/i

function furnitureLine(line: string): boolean {
  return line.trim() === '' || PAGE_NUMBER_LINE.test(line) || RUNNING_HEADER.test(line)
}

/** The page's text without the furniture lines at its end. */
function withoutFooter(text: string): string {
  const lines = text.split('\n')
  while (lines.length > 0 && furnitureLine(lines[lines.length - 1]!)) lines.pop()
  return lines.join('\n')
}

/** Whether only the page's furniture (header, number, blank lines) stands before `start`. */
export function startsPage(text: string, start: number): boolean {
  return text.slice(0, start).split('\n').every(furnitureLine)
}

/** Where the page's text begins after its furniture lines (a running header, its number). */
export function bodyStart(text: string): number {
  let at = 0
  while (at < text.length) {
    const end = text.indexOf('\n', at)
    const line = text.slice(at, end === -1 ? text.length : end)
    if (end === -1 || !furnitureLine(line)) break
    at = end + 1
  }
  while (at < text.length && /\s/.test(text[at]!)) at++
  return at
}

/**
 * The previous page's last sentence, when it runs on across the break (no full stop, question mark
 * or colon ends it), cut to its last `max` characters at a word; null when it ends.
 */
export function sentenceBeforeBreak(previous: string, max: number): string | null {
  const text = withoutFooter(previous).trimEnd()
  if (text === '' || /[.?!:;]["'”’)]?$/.test(text)) return null
  const sentence = sentenceAround(text, text.length - 1, text.length)
  let tail = text.slice(sentence.start, sentence.end).replace(/\s+/g, ' ').trim()
  if (tail.length > max) {
    tail = tail.slice(tail.length - max)
    tail = tail.slice(tail.indexOf(' ') + 1)
  }
  return /\p{L}/u.test(tail) ? tail : null
}

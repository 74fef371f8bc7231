// Text tools the pleading reader and the deposition outline both use, beside those of
// ai/model/extract/text.ts: a page's lines with their offsets, and a word as a regular expression.

/** One line of a text: text.slice(start, end), without its line break. */
export type TextLine = { start: number; end: number; text: string }

/** The lines of a text, each with where it stands. */
export function textLines(text: string): TextLine[] {
  const lines: TextLine[] = []
  let start = 0
  for (const line of text.split('\n')) {
    lines.push({ start, end: start + line.length, text: line })
    start += line.length + 1
  }
  return lines
}

/** The text as a regular expression that matches it and nothing else. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

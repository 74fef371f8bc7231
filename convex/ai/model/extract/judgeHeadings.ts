// The lines on which a court's paper names its own judge, or says it has none: a caption's note of
// the judge assigned ("No. 19 Civ. 123 (Doe, J.)"), an author line alone on its line ("SWEET,
// J."), a docket's "Magistrate Judge:" field, and a per curiam opinion's heading. Pure.
import type { JudgeMention } from './judges'
import { belowMention, captionEnd, underAppealFrom } from './placement'
import type { PageText } from './types'

// An opinion the court gives as a whole: "PER CURIAM:" or "Per Curiam." heading its text.
// A two-column scan may set it after the other column's words, two spaces on. An older reporter
// runs the opinion's first sentence on after it ("PER CURIAM: For the past three years ...").
const PER_CURIAM =
  /(?:(?:^|\n)[ \t]*|[ \t]{2})(?:PER[ \t]+CURIAM|Per[ \t]+Curiam)[ \t]*[:.]?[ \t]*(?:\n|$)|(?:^|\n)[ \t]*(?:PER[ \t]+CURIAM|Per[ \t]+Curiam)[ \t]*[:.][ \t]+(?=[A-Z][a-z])/

/** Whether any page heads a per curiam opinion: the court's as a whole, with no one author. */
export function perCuriamPaper(pages: readonly PageText[]): boolean {
  return pages.some(({ text }) => PER_CURIAM.test(text))
}

/**
 * Whether a judge's surname in parentheses is the caption's note of the judge assigned, as New
 * York's federal courts print it under or after the case number ("CV-02-2382 / (Wexler, J.)",
 * "No. 19 Civ. 123 (Doe, J.)"): on the first page's caption, closing its line, alone on it or
 * after a number, and not the court below's judge.
 */
export function captionParenthetical(text: string, mention: JudgeMention, page: number): boolean {
  if (page !== 1 || mention.start >= captionEnd(text)) return false
  if (belowMention(text, mention.start) || underAppealFrom(text, mention.start)) return false
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const lineEnd = text.indexOf('\n', mention.end)
  const before = text.slice(lineStart, mention.start - 1)
  const after = text.slice(mention.end, lineEnd === -1 ? text.length : lineEnd)
  return /^,\s*J\.\)[ \t]*$/.test(after) && (/^[ \t]*$/.test(before) || /\d[ \t]*$/.test(before))
}

/**
 * Whether a magistrate judge is named in a caption's or a docket's field of that name
 * ("Magistrate Judge: John Roe" under "Judge: Jane Doe"): the judge matters are referred to, not
 * the judge the case is assigned to.
 */
export function magistrateField(text: string, mention: JudgeMention): boolean {
  return (
    mention.bench === 'magistrate' &&
    /\b(?:Judge|JUDGE)[ \t]*:/.test(text.slice(mention.start, mention.end))
  )
}

/**
 * Whether an author line stands alone on its line ("SWEET, J."): the paper's own heading, even
 * where a two-column scan sets it inside the other column's citation.
 */
export function authorLineAlone(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'author') return false
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const lineEnd = text.indexOf('\n', mention.end)
  const before = text.slice(lineStart, mention.start)
  const after = text.slice(mention.end, lineEnd === -1 ? text.length : lineEnd)
  return /^[\s*\d]*$/.test(before) && /^,[ \t]*[A-Za-z. ]{2,40}[.:]?[ \t]*$/.test(after)
}

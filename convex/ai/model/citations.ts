// Checking that a quoted passage is really in a document, and where: the same matching rule as
// the viewer's highlighting (shared/passageMatch.ts), so a quote copied with other white
// space, curly quotes, another letter case or a word broken across a line is still found, and the
// span returned is the place the viewer marks. A quote that is not found is flagged by the caller.
import { createPassageIndex } from '../../../shared/passageMatch'

/** Where a quote was found: `[start, end)` of that page's text; or that it was not found. */
export type QuoteCheck =
  { found: true; page: number; start: number; end: number } | { found: false }

/** Finds `quote` in the pages, the hinted page first, then the others in page order. */
export function verifyQuote(
  pages: ReadonlyArray<{ page: number; text: string }>,
  quote: string,
  hint?: { page?: number },
): QuoteCheck {
  if (quote.trim() === '') return { found: false }
  const ordered = [...pages].sort((a, b) => {
    const aHinted = a.page === hint?.page ? 0 : 1
    const bHinted = b.page === hint?.page ? 0 : 1
    return aHinted - bHinted || a.page - b.page
  })
  for (const { page, text } of ordered) {
    const [match] = createPassageIndex([text]).find(quote, { limit: 1 })
    if (!match || match.length === 0) continue
    return { found: true, page, start: match[0]!.start, end: match[match.length - 1]!.end }
  }
  return { found: false }
}

// Building a cell's answer from what was found, so every answer keeps the invariant: its quote
// is exactly the source span's text.
import type { FieldAnswer, FieldValue, PageText, SourceSpan } from './types'

/** An answer quoting `[start, end)` of the given page. */
export function answerAt(
  pages: readonly PageText[],
  span: SourceSpan,
  value: FieldValue,
  display: string,
  confidence: number,
  rationale: string,
): FieldAnswer {
  const text = pages.find((page) => page.page === span.page)?.text ?? ''
  const start = Math.max(0, Math.min(span.start, text.length))
  const end = Math.max(start, Math.min(span.end, text.length))
  return {
    value,
    display,
    quote: text.slice(start, end),
    source: { page: span.page, start, end },
    confidence,
    rationale,
  }
}

/** The answer when nothing was found: no value, no quote, low confidence, what was looked for. */
export function notFound(lookedFor: string, confidence = 0.1): FieldAnswer {
  return {
    value: null,
    display: '',
    quote: '',
    source: null,
    confidence,
    rationale: `No ${lookedFor} was found in the document.`,
  }
}

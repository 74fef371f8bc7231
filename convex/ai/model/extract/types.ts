// Shapes of the offline field extractor: the review-table column it answers, the document pages
// it reads and the answer it gives. Pure types: safe to import from any runtime.

/** The kinds of value a review-table column holds. */
export type ColumnType =
  'text' | 'date' | 'number' | 'currency' | 'yesNo' | 'classification' | 'list'

/** A review-table column: what the user asked, and how the answer is typed. */
export type Column = {
  type: ColumnType
  label: string
  prompt: string
  /** The allowed answers of a `classification` column. */
  options?: string[]
}

/** One page of a document's extracted text (1-based page numbers). */
export type PageText = { page: number; text: string }

/** Where a quote sits: `[start, end)` in UTF-16 units of that page's text. */
export type SourceSpan = { page: number; start: number; end: number }

/** The typed value of a cell. */
export type FieldValue = string | number | boolean | string[] | null

/**
 * One cell's answer. When `source` is set, `page.text.slice(source.start, source.end) === quote`
 * on the page it names; when nothing was found, `value` is null, `quote` '' and `source` null.
 */
export type FieldAnswer = {
  value: FieldValue
  display: string
  quote: string
  source: SourceSpan | null
  /** 0..1: how clearly the evidence singles out this value. */
  confidence: number
  /** One short, plain sentence: why this value, or what was looked for. */
  rationale: string
}

/** A value a recogniser found in one page's text, at `[start, end)`. */
export type Mention<V> = {
  value: V
  display: string
  start: number
  end: number
}

/** A mention placed in the document, with the score the ranking gave it. */
export type Candidate<V> = Mention<V> & { page: number; score: number; why: string }

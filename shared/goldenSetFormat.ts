// The golden-set file the prompt lab imports (public/golden-sets/*.json): documents with the value
// each review-table column should find in them, to score column prompts against. Types only, so
// the app, the backend (convex/ai/model/extract/compare.ts holds the matching rules) and the bench
// (bench/eval/golden-sets.ts writes the starter sets) share one shape.
import type { ColumnType } from './reviewValidators'

/** The field types the extraction evaluation scores. */
export type FieldKind = 'dates' | 'amounts' | 'caseNumbers' | 'parties' | 'courts' | 'judges'

/** How an answer is compared with the expected value: a field type's rule, yes/no or plain text. */
export type MatchKind = FieldKind | 'yesNo' | 'text'

/** A sum of money (the extractor's Money): `currency` is an ISO code such as "USD". */
export type ExpectedMoney = { amount: number; currency: string }

/**
 * What a column should find: an ISO date or a docket, court, judge or text (string), party names
 * (string[]), a yes/no answer (boolean) or money.
 */
export type ExpectedValue = string | string[] | boolean | ExpectedMoney

/** The format tag of version 1 of the file. */
export type GoldenSetFormatTag = 'casefile.golden-set/1'

/** One question asked of every document. */
export type GoldenSetColumn = {
  /** Lower-case slug of the label (a–z, 0–9, '-'; at most 40 characters); unique in a set. */
  key: string
  /** At most 120 characters. */
  label: string
  type: ColumnType
  /** At most 2,000 characters. */
  prompt: string
  /** The allowed answers of a `classification` column. */
  options?: string[]
  match: MatchKind
}

/** One page of a document's text (1-based page numbers; at most 200,000 characters each). */
export type GoldenSetPage = { page: number; text: string }

/** Which documents prompts may be tuned on, and which are kept to measure them only. */
export type GoldenSetPart = 'tuning' | 'heldout'

/** One document with the expected value of each column it is labelled for. */
export type GoldenSetDocument = {
  /** At most 120 characters. */
  name: string
  part: GoldenSetPart
  pages: GoldenSetPage[]
  /**
   * By column key: the value the column should find, or null when the document does not state
   * it. A column missing here was not labelled for this document and is not scored on it.
   */
  expected: Record<string, ExpectedValue | null>
}

/** A golden-set file: at most 200 documents. */
export type GoldenSetFile = {
  format: GoldenSetFormatTag
  /** At most 120 characters. */
  name: string
  /** Where the documents come from and what is held out; at most 1,000 characters. */
  description: string
  columns: GoldenSetColumn[]
  documents: GoldenSetDocument[]
}

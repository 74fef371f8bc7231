// Shapes of the labelled evaluation set for the field extractor.
import type { Money } from '../../../convex/ai/model/extract/amounts'
import type { FieldKind } from '../../../convex/ai/model/extract/compare'
import type { Column, PageText } from '../../../convex/ai/model/extract/types'

/** The field types the evaluation scores (target A3); the matching rules' home defines them. */
export type { FieldKind } from '../../../convex/ai/model/extract/compare'

/** What a label expects: a date (ISO), a docket, court or judge name, money, or party names. */
export type Expected = string | Money | string[]

/** One question asked of a document and its right answer; `expected: null` means "not present". */
export type Label = { field: FieldKind; column: Column; expected: Expected | null }

/** A document with its pages and labels. */
export type LabelledDocument = {
  id: string
  /** What kind of document it is ("complaint", "invoice", …). */
  kind: string
  /** Generated from known values, or written by hand in the style of real filings (held out). */
  source: 'generated' | 'handwritten'
  /**
   * For hand-written documents: the round it was written in. Each round was run once before any
   * change it prompted (those first-run figures are in handwritten/index.ts); rounds 1 and 2 were
   * then used to fix the recognisers, the last round never was.
   */
  round?: number
  pages: PageText[]
  labels: Label[]
}

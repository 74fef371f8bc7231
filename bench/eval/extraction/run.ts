// Runs the field extractor over the labelled evaluation set and scores it per field type:
// precision and recall (a label whose field is "not present" counts a false positive when a value
// is given), the same figures for the held-out hand-written filings alone, and a check of every
// answer's span invariant (its quote is exactly its source's text).
import { extractField } from '../../../convex/ai/model/extract'
import { LAB_MATCH_KINDS } from '../../../shared/labValidators'
import { matches } from '../../../convex/ai/model/extract/compare'
import type { FieldAnswer, PageText } from '../../../convex/ai/model/extract/types'
import { evaluationSet } from './dataset'
import type { FieldKind, LabelledDocument } from './types'

/** The field types, in the order the lab's match rules list them. */
export const FIELD_KINDS: FieldKind[] = LAB_MATCH_KINDS.filter(
  (kind): kind is FieldKind => kind !== 'yesNo' && kind !== 'text',
)

/** Counts and ratios for one field type. */
export type FieldScore = {
  documents: number
  labels: number
  truePositives: number
  falsePositives: number
  falseNegatives: number
  trueNegatives: number
  precision: number
  recall: number
}

/** One label the extractor got wrong, for reading the misses. */
export type Miss = {
  document: string
  field: FieldKind
  question: string
  expected: unknown
  got: unknown
  quote: string
}

/** The figures of one part of the set. */
export type EvalPart = { documents: number; byField: Record<FieldKind, FieldScore>; misses: Miss[] }

/** What runExtractionEval reports. */
export type EvalReport = EvalPart & {
  generated: EvalPart
  /** Every hand-written filing (held out from the generated set). */
  heldOut: EvalPart
  /** The hand-written filings by the round they were written in (see LabelledDocument.round). */
  heldOutRounds: Record<string, EvalPart>
  spans: { answers: number; withSource: number; invariantHeld: number; violations: string[] }
}

/** Whether an answer keeps the span invariant: source text equals quote; no source, no value. */
export function spanHolds(pages: readonly PageText[], answer: FieldAnswer): boolean {
  if (answer.source === null) return answer.quote === '' && answer.value === null
  const page = pages.find((p) => p.page === answer.source!.page)
  return (
    page !== undefined && page.text.slice(answer.source.start, answer.source.end) === answer.quote
  )
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : Math.round((numerator / denominator) * 1000) / 1000
}

function scorePart(results: Array<{ doc: LabelledDocument; outcomes: Outcome[] }>): EvalPart {
  const byField = {} as Record<FieldKind, FieldScore>
  const misses: Miss[] = []
  for (const field of FIELD_KINDS) {
    const score: FieldScore = {
      documents: 0,
      labels: 0,
      truePositives: 0,
      falsePositives: 0,
      falseNegatives: 0,
      trueNegatives: 0,
      precision: 1,
      recall: 1,
    }
    for (const { doc, outcomes } of results) {
      const mine = outcomes.filter((o) => o.field === field)
      if (mine.length > 0) score.documents++
      for (const o of mine) {
        score.labels++
        if (o.kind === 'tp') score.truePositives++
        else if (o.kind === 'tn') score.trueNegatives++
        else {
          if (o.kind === 'fp' || o.kind === 'wrong') score.falsePositives++
          if (o.kind === 'fn' || o.kind === 'wrong') score.falseNegatives++
          misses.push({
            document: doc.id,
            field,
            question: o.question,
            expected: o.expected,
            got: o.got,
            quote: o.quote,
          })
        }
      }
    }
    score.precision = ratio(score.truePositives, score.truePositives + score.falsePositives)
    score.recall = ratio(score.truePositives, score.truePositives + score.falseNegatives)
    byField[field] = score
  }
  return { documents: results.length, byField, misses }
}

type Outcome = {
  field: FieldKind
  kind: 'tp' | 'tn' | 'fp' | 'fn' | 'wrong'
  question: string
  expected: unknown
  got: unknown
  quote: string
}

/** Runs every label of the evaluation set through extractField and scores the answers. */
export function runExtractionEval(
  documents: readonly LabelledDocument[] = evaluationSet(),
): EvalReport {
  const spans = { answers: 0, withSource: 0, invariantHeld: 0, violations: [] as string[] }
  const results = documents.map((doc) => {
    const outcomes: Outcome[] = doc.labels.map((label) => {
      const answer = extractField(label.column, doc.pages)
      spans.answers++
      if (answer.source) spans.withSource++
      if (spanHolds(doc.pages, answer)) spans.invariantHeld++
      else spans.violations.push(`${doc.id}: ${label.column.label}`)
      const given = answer.value !== null
      const kind: Outcome['kind'] =
        label.expected === null
          ? given
            ? 'fp'
            : 'tn'
          : !given
            ? 'fn'
            : matches(label.field, answer, label.expected)
              ? 'tp'
              : 'wrong'
      return {
        field: label.field,
        kind,
        question: `${label.column.label}: ${label.column.prompt}`,
        expected: label.expected,
        got: answer.value,
        quote: answer.quote,
      }
    })
    return { doc, outcomes }
  })
  return {
    ...scorePart(results),
    generated: scorePart(results.filter((r) => r.doc.source === 'generated')),
    heldOut: scorePart(results.filter((r) => r.doc.source === 'handwritten')),
    heldOutRounds: Object.fromEntries(
      [...new Set(documents.map((d) => d.round).filter((r) => r !== undefined))].map((round) => [
        String(round),
        scorePart(results.filter((r) => r.doc.round === round)),
      ]),
    ),
    spans,
  }
}

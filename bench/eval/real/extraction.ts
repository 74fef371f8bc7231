// Scores the review table's caption columns, answered as a table answers them offline (the
// document's facts layer first, then the field extractor), (docket, court, judge, plaintiffs, defendants, date
// filed: what a litigator's first table over a pile of filings asks) on the real corpus, each
// part apart, with the same matching rules as the bench's other sets and the prompt lab.
import { extractField } from '../../../convex/ai/model/extract'
import { documentFacts } from '../../../convex/ai/model/facts'
import { answerFromFacts } from '../../../convex/ai/model/facts/answers'
import type { Fact } from '../../../shared/factValidators'
import { matches, partiesLeadMatch } from '../../../convex/ai/model/extract/compare'
import type { Column } from '../../../convex/ai/model/extract/types'
import type { FieldScore } from '../extraction/run'
import type { FieldKind } from '../extraction/types'
import { type RealDocument, SCORED_PARTS, type ScoredPart, scoredPartOf } from './dataset'
import { slicesOf } from './slices'

type RealColumn = {
  name: string
  field: FieldKind
  column: Column
  expected: (doc: RealDocument) => string | string[] | null
  /** Another rule than the field's (the lead-party rule for party lists). */
  match?: (value: unknown, expected: string | string[]) => boolean
  /** Counted in the overall figure (the strict party lists are reported beside it). */
  overall: boolean
}

const leadRule = (value: unknown, expected: string | string[]) =>
  Array.isArray(value) && Array.isArray(expected) && partiesLeadMatch(value as string[], expected)

/** The caption columns, as a user would type them. */
export const REAL_COLUMNS: RealColumn[] = [
  {
    name: 'docket',
    field: 'caseNumbers',
    column: { type: 'text', label: 'Docket number', prompt: 'What is the case or docket number?' },
    expected: (d) => d.labels.docket,
    overall: true,
  },
  {
    name: 'court',
    field: 'courts',
    column: { type: 'text', label: 'Court', prompt: 'Which court is the case in?' },
    expected: (d) => d.labels.court,
    overall: true,
  },
  {
    name: 'judge',
    field: 'judges',
    column: { type: 'text', label: 'Judge', prompt: 'Which judge is assigned to the case?' },
    expected: (d) => d.labels.judge,
    overall: true,
  },
  {
    name: 'plaintiffs',
    field: 'parties',
    column: { type: 'list', label: 'Plaintiffs', prompt: 'Who are the plaintiffs?' },
    expected: (d) => (d.labels.plaintiffs.length > 0 ? d.labels.plaintiffs : null),
    overall: false,
  },
  {
    name: 'plaintiffsLead',
    field: 'parties',
    column: { type: 'list', label: 'Plaintiffs', prompt: 'Who are the plaintiffs?' },
    expected: (d) => (d.labels.plaintiffs.length > 0 ? d.labels.plaintiffs : null),
    match: leadRule,
    overall: true,
  },
  {
    name: 'defendants',
    field: 'parties',
    column: { type: 'list', label: 'Defendants', prompt: 'Who are the defendants?' },
    expected: (d) => (d.labels.defendants.length > 0 ? d.labels.defendants : null),
    overall: false,
  },
  {
    name: 'defendantsLead',
    field: 'parties',
    column: { type: 'list', label: 'Defendants', prompt: 'Who are the defendants?' },
    expected: (d) => (d.labels.defendants.length > 0 ? d.labels.defendants : null),
    match: leadRule,
    overall: true,
  },
  {
    name: 'dateFiled',
    field: 'dates',
    column: { type: 'date', label: 'Date filed', prompt: 'When was this document filed?' },
    expected: (d) => d.labels.dateFiled,
    overall: true,
  },
]

/** Counts and ratios for one column: the labelled set's per-field score, without its document count. */
export type ColumnScore = Omit<FieldScore, 'documents'>

export type RealMiss = {
  document: string
  column: string
  expected: unknown
  got: unknown
  quote: string
}

export type RealPart = {
  documents: number
  courts: number
  byColumn: Record<string, ColumnScore>
  /**
   * The caption columns together (micro-averaged; party lists by the lead-party rule, the exact
   * lists are reported per column beside it): A3's figure on real filings.
   */
  overall: ColumnScore
  misses: RealMiss[]
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000)

function empty(): ColumnScore {
  return {
    labels: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    trueNegatives: 0,
    precision: 1,
    recall: 1,
  }
}

function finish(score: ColumnScore): ColumnScore {
  score.precision = ratio(score.truePositives, score.truePositives + score.falsePositives)
  score.recall = ratio(score.truePositives, score.truePositives + score.falseNegatives)
  return score
}

const factsByDocument = new WeakMap<RealDocument, Fact[]>()

/** A document's facts, as processing builds them, once. */
function factsOf(doc: RealDocument): Fact[] {
  let facts = factsByDocument.get(doc)
  if (!facts) {
    facts = documentFacts(doc.pages)
    factsByDocument.set(doc, facts)
  }
  return facts
}

/** Scores one part of the corpus. */
export function scoreRealPart(documents: readonly RealDocument[]): RealPart {
  const byColumn: Record<string, ColumnScore> = {}
  const overall = empty()
  const misses: RealMiss[] = []
  for (const spec of REAL_COLUMNS) {
    const score = empty()
    for (const doc of documents) {
      const expected = spec.expected(doc)
      // As a review table answers offline: the document's facts first, then the field extractor.
      const answer =
        answerFromFacts(spec.column, factsOf(doc), doc.pages) ??
        extractField(spec.column, doc.pages)
      const given = answer.value !== null
      score.labels++
      let kind: 'tp' | 'tn' | 'fp' | 'fn' | 'wrong'
      if (expected === null) kind = given ? 'fp' : 'tn'
      else if (!given) kind = 'fn'
      else {
        const right = spec.match
          ? spec.match(answer.value, expected)
          : matches(spec.field, answer, expected)
        kind = right ? 'tp' : 'wrong'
      }
      if (kind === 'tp') score.truePositives++
      else if (kind === 'tn') score.trueNegatives++
      else {
        if (kind !== 'fn') score.falsePositives++
        if (kind !== 'fp') score.falseNegatives++
        misses.push({
          document: doc.id,
          column: spec.name,
          expected,
          got: answer.value,
          quote: answer.quote.replace(/\s+/g, ' ').slice(0, 160),
        })
      }
    }
    byColumn[spec.name] = finish(score)
    if (!spec.overall) continue
    for (const key of [
      'labels',
      'truePositives',
      'falsePositives',
      'falseNegatives',
      'trueNegatives',
    ] as const) {
      overall[key] += score[key]
    }
  }
  return {
    documents: documents.length,
    courts: new Set(documents.map((d) => d.courtKey)).size,
    byColumn,
    overall: finish(overall),
    misses,
  }
}

/** A slice of a part (scans, text layers, a source): its six columns together, never its misses. */
export type RealSlice = { name: string; documents: number; overall: ColumnScore }

/** A part's six columns together per slice (`slices.ts`). */
function scoreRealSlices(documents: readonly RealDocument[]): RealSlice[] {
  return slicesOf(documents).map((slice) => ({
    name: slice.name,
    documents: slice.documents.length,
    overall: scoreRealPart(slice.documents).overall,
  }))
}

/** The corpus's scored parts (tuned on, unseen batches, held out), apart, each with its slices. */
export function scoreRealCorpus(
  documents: readonly RealDocument[],
): Record<ScoredPart, RealPart & { slices: RealSlice[] }> {
  return Object.fromEntries(
    SCORED_PARTS.map((part) => {
      const inPart = documents.filter((d) => scoredPartOf(d) === part)
      return [part, { ...scoreRealPart(inPart), slices: scoreRealSlices(inPart) }]
    }),
  ) as Record<ScoredPart, RealPart & { slices: RealSlice[] }>
}

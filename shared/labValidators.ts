// The prompt lab's validators, shared by the schema and the functions (shared/labRules.ts holds
// the rules). Only `convex/values` here: schema.ts imports this file.
import { v } from 'convex/values'
import type { MatchKind } from './goldenSetFormat'
import { vColumnType } from './reviewValidators'

/** Every match rule (shared/goldenSetFormat.ts MatchKind), the field types' first. */
export const LAB_MATCH_KINDS = [
  'dates',
  'amounts',
  'caseNumbers',
  'parties',
  'courts',
  'judges',
  'yesNo',
  'text',
] as const satisfies readonly MatchKind[]

export const vMatchKind = v.union(...LAB_MATCH_KINDS.map((kind) => v.literal(kind)))

/** One question of a golden set (shared/goldenSetFormat.ts `GoldenSetColumn`). */
export const vLabColumn = v.object({
  key: v.string(),
  label: v.string(),
  type: vColumnType,
  prompt: v.string(),
  options: v.optional(v.array(v.string())),
  match: vMatchKind,
})

export const vGoldenSetPart = v.union(v.literal('tuning'), v.literal('heldout'))

export const vExpectedValue = v.union(
  v.string(),
  v.array(v.string()),
  v.boolean(),
  v.object({ amount: v.number(), currency: v.string() }),
  v.null(),
)

export const vGoldenSetPage = v.object({ page: v.number(), text: v.string() })

/** A golden-set file as the lab imports it. */
export const vGoldenSetFile = v.object({
  format: v.string(),
  name: v.string(),
  description: v.string(),
  columns: v.array(vLabColumn),
  documents: v.array(
    v.object({
      name: v.string(),
      part: vGoldenSetPart,
      pages: v.array(vGoldenSetPage),
      expected: v.record(v.string(), vExpectedValue),
    }),
  ),
})

/** How one answer of a run compares with the golden value. */
export const LAB_OUTCOMES = ['tp', 'tn', 'fp', 'fn', 'wrong'] as const
export const vLabOutcome = v.union(...LAB_OUTCOMES.map((outcome) => v.literal(outcome)))

/** A part's counts for one column. */
export const vLabCounts = v.object({
  tp: v.number(),
  tn: v.number(),
  fp: v.number(),
  fn: v.number(),
  wrong: v.number(),
})

/** Where an offline run or a model run is answered. */
export const LAB_ENGINES = ['offline', 'model'] as const
export const vLabEngine = v.union(...LAB_ENGINES.map((engine) => v.literal(engine)))

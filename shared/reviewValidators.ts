// Review tables (the spec's "module tables") and their templates: the validators the schema and
// the public functions share. A table's rows are documents, its columns questions, and each cell an
// answer with the passage it came from. Only `convex/values` here: schema.ts imports this file.
import { type Infer, v } from 'convex/values'

/** What a column's answers are: the extractor and the grid read and show each kind its own way. */
export const COLUMN_TYPES = [
  'text',
  'date',
  'number',
  'currency',
  'yesNo',
  'classification',
  'list',
] as const
export type ColumnType = (typeof COLUMN_TYPES)[number]

/** The words the screens use for each type. */
export const COLUMN_TYPE_LABELS: Record<ColumnType, string> = {
  text: 'Text',
  date: 'Date',
  number: 'Number',
  currency: 'Currency',
  yesNo: 'Yes/No',
  classification: 'Classification',
  list: 'List',
}

export const vColumnType = v.union(...COLUMN_TYPES.map((type) => v.literal(type)))

/** One question asked of every row. `id` stays when the label or prompt changes. */
export const vColumn = v.object({
  id: v.string(),
  label: v.string(),
  type: vColumnType,
  prompt: v.string(),
  options: v.optional(v.array(v.string())), // classification only
})
export type Column = Infer<typeof vColumn>

/** A column as forms send it: no id for a new one, the type checked by the rules for its message. */
export const vColumnInput = v.object({
  id: v.optional(v.string()),
  label: v.string(),
  type: v.string(),
  prompt: v.string(),
  options: v.optional(v.array(v.string())),
})
export type ColumnInput = Infer<typeof vColumnInput>

/** An answer's value, by column type: text, ISO date, number, yes/no, list; null when not found. */
export const vCellValue = v.union(
  v.string(),
  v.number(),
  v.boolean(),
  v.array(v.string()),
  v.null(),
)
export type CellValue = Infer<typeof vCellValue>

/** Where a quote sits: 1-based page of the document's text, `[start, end)` in that page. */
export const vCellSource = v.object({ page: v.number(), start: v.number(), end: v.number() })
export type CellSource = Infer<typeof vCellSource>

/**
 * Whether the quote was found in the document's text: verified (shown as sourced), notFound
 * (flagged, never shown as sourced) or none (no value, so no quote).
 */
export const vCitation = v.union(v.literal('verified'), v.literal('notFound'), v.literal('none'))
export type Citation = Infer<typeof vCitation>

/** What the extractor or model answered for one cell. */
export const vCellAnswer = v.object({
  value: vCellValue,
  display: v.string(),
  quote: v.string(),
  source: v.optional(vCellSource),
  citation: vCitation,
  confidence: v.number(), // 0..1
  rationale: v.string(),
  model: v.string(), // 'offline' or the configured model's name
  extractedAt: v.number(),
  /** The document's processedAt when read: a later processing run makes the answer stale. */
  documentVersion: v.number(),
  /** The column's prompt when asked: a changed prompt re-runs the column. */
  prompt: v.string(),
})
export type CellAnswer = Infer<typeof vCellAnswer>

/** A person's correction; the extracted answer stays beside it. */
export const vCellEdit = v.object({
  value: vCellValue,
  display: v.string(),
  by: v.id('users'),
  at: v.number(),
})

export const CELL_STATES = ['empty', 'queued', 'running', 'done', 'failed'] as const
export const vCellState = v.union(...CELL_STATES.map((state) => v.literal(state)))
export type CellState = (typeof CELL_STATES)[number]

export const vRunState = v.union(v.literal('running'), v.literal('done'), v.literal('cancelled'))
export type RunState = Infer<typeof vRunState>

/** What happened to a cell, for its history. */
export const vCellEventKind = v.union(
  v.literal('extracted'),
  v.literal('edited'),
  v.literal('reverted'),
  v.literal('verified'),
  v.literal('unverified'),
  v.literal('flagged'),
  v.literal('unflagged'),
  v.literal('commented'),
)
export type CellEventKind = Infer<typeof vCellEventKind>

/** How rows are chosen from the dossier. */
export const vRowSource = v.union(
  v.object({ kind: v.literal('documents'), documentIds: v.array(v.id('documents')) }),
  v.object({
    kind: v.literal('folder'),
    folderId: v.id('folders'),
    includeSubfolders: v.boolean(),
  }),
  v.object({ kind: v.literal('search'), query: v.string() }),
  v.object({ kind: v.literal('all') }),
)
export type RowSource = Infer<typeof vRowSource>

/** Whether a matter's text may go to the configured external model (absent = offline only). */
export const vAiMode = v.union(v.literal('offline'), v.literal('external'))
export type AiMode = Infer<typeof vAiMode>

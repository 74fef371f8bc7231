// Drafts: what a module run writes and a lawyer then edits. The validators the schema and the
// public functions share. Only `convex/values` here: schema.ts imports this file.
import { type Infer, v } from 'convex/values'
import { vAnswerCitation } from './associateValidators'

/**
 * A draft's status (the spec leaves the values open): `writing` while its run works, `draft`
 * once written, `final` when a lawyer has marked it so, `failed` when the run could not finish
 * (its reason is kept). The drafts screen's `pending` shows the ones still `writing`.
 */
export const DRAFT_STATUSES = ['writing', 'draft', 'final', 'failed'] as const
export type DraftStatus = (typeof DRAFT_STATUSES)[number]
export const vDraftStatus = v.union(...DRAFT_STATUSES.map((status) => v.literal(status)))

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  writing: 'Writing',
  draft: 'Draft',
  final: 'Final',
  failed: 'Failed',
}

/** Citation numbers (a draft's `citations[].n`) a piece of text rests on. */
const vCites = v.array(v.number())

/** One block of a draft: headings, paragraphs, lists and tables, each cell or item with its sources. */
export const vDraftBlock = v.union(
  v.object({ type: v.literal('heading'), level: v.number(), text: v.string() }),
  v.object({ type: v.literal('paragraph'), text: v.string(), cites: vCites }),
  v.object({
    type: v.literal('list'),
    ordered: v.boolean(),
    items: v.array(v.object({ text: v.string(), cites: vCites })),
  }),
  v.object({
    type: v.literal('table'),
    header: v.array(v.string()),
    rows: v.array(v.object({ cells: v.array(v.string()), cites: vCites })),
  }),
)
export type DraftBlock = Infer<typeof vDraftBlock>

/** The column of a table whose cell carries the row's citations: the second (the event), if any. */
export function citedColumn(columns: number) {
  return columns > 1 ? 1 : 0
}

/** A passage a draft cites, checked against its document's text when written. */
export const vDraftCitation = vAnswerCitation
export type DraftCitation = Infer<typeof vDraftCitation>

/** What a run was given: the inputs its module asks for, as the run form sent them. */
export const vRunInputs = v.object({
  folderId: v.optional(v.id('folders')),
  documentIds: v.optional(v.array(v.id('documents'))),
  text: v.optional(v.string()),
  from: v.optional(v.string()), // yyyy-mm-dd
  to: v.optional(v.string()),
  party: v.optional(v.string()),
  witness: v.optional(v.string()),
})
export type RunInputs = Infer<typeof vRunInputs>

// The prompt lab's scoring: a run's columns asked of one golden document, each answer compared with
// the expected value by its column's match rule (the same rules the extraction bench scores with,
// convex/ai/model/extract/compare.ts), on the offline engine or a model's answers.
import type { Doc } from '../../_generated/dataModel'
import { extractField } from '../../ai/model/extract'
import { matches } from '../../ai/model/extract/compare'
import type { FieldAnswer, FieldValue } from '../../ai/model/extract/types'
import type { LabCounts } from '../../../shared/labRules'
import type { ExpectedValue } from '../../../shared/goldenSetFormat'
import type { Column } from '../../../shared/reviewValidators'

export type LabColumn = Doc<'labRuns'>['columns'][number]
export type LabOutcome = keyof LabCounts
export type GoldenDocument = Pick<Doc<'labGoldenDocuments'>, 'pages' | 'expected'>

/** What the lab reads of an answer: its value, how it is shown, and the quote it rests on. */
export type LabReply = { value: FieldValue; display: string; quote: string }

/** One column's answer on one document, and how it compares with the golden value. */
export type LabAnswer = { key: string; outcome: LabOutcome; answer: string; quote: string }

/** The run's columns a document is labelled for (only those are asked and scored). */
export function labelledColumns(columns: readonly LabColumn[], document: GoldenDocument) {
  return columns.filter((column) => Object.hasOwn(document.expected, column.key))
}

/** A lab column as a review table's column (the model is asked exactly what a table asks). */
export function asTableColumn(column: LabColumn): Column {
  return {
    id: column.key,
    label: column.label,
    type: column.type,
    prompt: column.prompt,
    ...(column.options ? { options: column.options } : {}),
  }
}

/** Where a value was given and where one was expected, as the bench counts them. */
function outcomeOf(column: LabColumn, expected: ExpectedValue | null, reply: LabReply | undefined) {
  const given = reply !== undefined && reply.value !== null
  if (expected === null) return given ? 'fp' : 'tn'
  if (!given) return 'fn'
  return matches(column.match, reply as FieldAnswer, expected) ? 'tp' : 'wrong'
}

/** Scores the replies to the document's labelled columns (a column with no reply found nothing). */
export function scoreReplies(
  columns: readonly LabColumn[],
  document: GoldenDocument,
  replies: ReadonlyMap<string, LabReply>,
): LabAnswer[] {
  return labelledColumns(columns, document).map((column) => {
    const reply = replies.get(column.key)
    return {
      key: column.key,
      outcome: outcomeOf(column, document.expected[column.key] ?? null, reply),
      answer: reply && reply.value !== null ? reply.display : '',
      quote: reply?.quote ?? '',
    }
  })
}

/** The offline engine's replies to the document's labelled columns. */
export function offlineReplies(columns: readonly LabColumn[], document: GoldenDocument) {
  return new Map<string, LabReply>(
    labelledColumns(columns, document).map((column) => [
      column.key,
      extractField(asTableColumn(column), document.pages),
    ]),
  )
}

/** The offline engine's answers to a document, scored. */
export function scoreDocument(columns: readonly LabColumn[], document: GoldenDocument) {
  return scoreReplies(columns, document, offlineReplies(columns, document))
}

/** A golden value as the lab shows it beside an answer. */
export function expectedText(value: ExpectedValue | null | undefined): string {
  if (value === null || value === undefined) return 'Not stated'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.join('; ')
  if (typeof value === 'object') return `${value.currency} ${value.amount.toLocaleString('en-US')}`
  return value
}

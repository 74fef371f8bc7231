// The prompt lab's scoring: a run's columns asked of one golden document on the offline engine,
// each answer compared with the expected value by its column's match rule (the same rules the
// extraction bench scores with, convex/ai/model/extract/compare.ts).
import type { Doc } from '../../_generated/dataModel'
import { extractField } from '../../ai/model/extract'
import { matches } from '../../ai/model/extract/compare'
import type { LabCounts } from '../../../shared/labRules'
import type { ExpectedValue } from '../../../shared/goldenSetFormat'

export type LabColumn = Doc<'labRuns'>['columns'][number]
export type LabOutcome = keyof LabCounts

/** One column's answer on one document, and how it compares with the golden value. */
export type LabAnswer = { key: string; outcome: LabOutcome; answer: string; quote: string }

/** Where a value was given and where one was expected, as the bench counts them. */
function outcomeOf(
  column: LabColumn,
  expected: ExpectedValue | null,
  answer: ReturnType<typeof extractField>,
): LabOutcome {
  const given = answer.value !== null
  if (expected === null) return given ? 'fp' : 'tn'
  if (!given) return 'fn'
  return matches(column.match, answer, expected) ? 'tp' : 'wrong'
}

/** The run's columns this document is labelled for, each answered and scored. */
export function scoreDocument(
  columns: readonly LabColumn[],
  document: Pick<Doc<'labGoldenDocuments'>, 'pages' | 'expected'>,
): LabAnswer[] {
  return columns
    .filter((column) => Object.hasOwn(document.expected, column.key))
    .map((column) => {
      const answer = extractField(
        { type: column.type, label: column.label, prompt: column.prompt, options: column.options },
        document.pages,
      )
      return {
        key: column.key,
        outcome: outcomeOf(column, document.expected[column.key] ?? null, answer),
        answer: answer.value === null ? '' : answer.display,
        quote: answer.quote,
      }
    })
}

/** A golden value as the lab shows it beside an answer. */
export function expectedText(value: ExpectedValue | null | undefined): string {
  if (value === null || value === undefined) return 'Not stated'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.join('; ')
  if (typeof value === 'object') return `${value.currency} ${value.amount.toLocaleString('en-US')}`
  return value
}

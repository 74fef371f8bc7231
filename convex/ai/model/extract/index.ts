// The offline, rule-based field extractor for review tables: one typed answer per column and
// document, each value quoted from the document with its exact span. No network, no model: every
// answer comes from recognisers and ranking rules that run anywhere (Convex functions, scripts).
import { extractAmount } from './amountField'
import { notFound } from './answer'
import { extractClassification } from './classification'
import { questionOf } from './context'
import { extractCourt } from './courtField'
import { extractDate } from './dateField'
import { extractDocket } from './docketField'
import { intentOf } from './intent'
import { extractJudge } from './judgeField'
import { extractList } from './lists'
import { extractNumber } from './numberField'
import { extractParties } from './partyField'
import { extractPassage } from './passages'
import type { Column, FieldAnswer, PageText } from './types'
import { extractYesNo } from './yesNo'

export type { Column, ColumnType, FieldAnswer, FieldValue, PageText, SourceSpan } from './types'

/** Answers one review-table column from a document's pages; never invents a value (null when not found). */
export function extractField(column: Column, pages: readonly PageText[]): FieldAnswer {
  const usable = pages.filter((page) => page.text.trim() !== '')
  if (usable.length === 0) return notFound('text to read (the document has no extracted text)', 0)
  const query = questionOf(column.label, column.prompt)
  const intent = intentOf(column)
  switch (intent.kind) {
    case 'date':
      return extractDate(usable, query, column.label)
    case 'amount':
      return extractAmount(usable, query, column.label, column.type === 'number')
    case 'number':
      return extractNumber(usable, query, column.label)
    case 'docket':
      return extractDocket(usable)
    case 'court':
      return extractCourt(usable)
    case 'judge':
      return extractJudge(usable, query)
    case 'parties':
      return extractParties(usable, intent.side, column.type !== 'list')
    case 'yesNo':
      return extractYesNo(usable, query, column.prompt, column.label)
    case 'classification':
      return extractClassification(usable, column.options ?? [], column.label)
    case 'list':
      return extractList(usable, query, column.label)
    case 'text':
      return extractPassage(usable, query, column.label)
  }
}

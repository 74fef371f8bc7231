// What the extract screen's two actions make of the selected facts: a review table's columns
// (one per kind of caption fact selected, the questions the offline extractor and the model
// answer), its name, and the documents a table or the chronology reads. Pure; tested alone.
import type { FactKind, FactRole } from '@shared/factValidators'
import type { ColumnInput } from '@shared/reviewValidators'
import { plural } from '@shared/text'

/** The parts of a fact an action reads. */
export type ActionableFact = { documentId: string; kind: FactKind; role: FactRole; value?: string }

/** The types a document-type column chooses among (the facts layer's names, capitalised). */
export const DOCUMENT_TYPE_OPTIONS = [
  'Complaint',
  'Petition',
  'Answer',
  'Motion',
  'Brief',
  'Memorandum',
  'Declaration',
  'Stipulation',
  'Notice',
  'Order',
  'Opinion',
  'Judgment',
  'Consent decree',
  'Docket',
]

type ColumnKey =
  | 'docket'
  | 'court'
  | 'judge'
  | 'plaintiffs'
  | 'defendants'
  | 'parties'
  | 'documentType'
  | 'filingDate'
  | 'amount'

/** Each column a table can get, in the order the table shows them. */
const COLUMNS: Record<ColumnKey, ColumnInput> = {
  docket: { label: 'Docket number', type: 'text', prompt: 'What is the case number?' },
  court: { label: 'Court', type: 'text', prompt: 'Which court is the case in?' },
  judge: { label: 'Judge', type: 'text', prompt: 'Who is the presiding judge?' },
  plaintiffs: { label: 'Plaintiffs', type: 'list', prompt: 'Who are the plaintiffs?' },
  defendants: { label: 'Defendants', type: 'list', prompt: 'Who are the defendants?' },
  parties: { label: 'Parties', type: 'list', prompt: 'Who are the parties?' },
  documentType: {
    label: 'Document type',
    type: 'classification',
    prompt: 'What kind of document is this?',
    options: DOCUMENT_TYPE_OPTIONS,
  },
  filingDate: { label: 'Date filed', type: 'date', prompt: 'When was this document filed?' },
  amount: { label: 'Amount', type: 'currency', prompt: 'What amount of money does it state?' },
}
const COLUMN_ORDER = Object.keys(COLUMNS) as ColumnKey[]

/** The column a fact asks for; null for a date (a table cell holds one date, the chronology all). */
function columnOf(fact: ActionableFact): ColumnKey | null {
  switch (fact.kind) {
    case 'party':
      return fact.role === 'plaintiff'
        ? 'plaintiffs'
        : fact.role === 'defendant'
          ? 'defendants'
          : 'parties'
    case 'date':
      return null
    default:
      return fact.kind
  }
}

/** A review table's columns for the selected facts, each once, in the table's order. */
export function tableColumnsFor(facts: readonly ActionableFact[]): ColumnInput[] {
  const wanted = new Set(facts.map(columnOf).filter((key) => key !== null))
  return COLUMN_ORDER.filter((key) => wanted.has(key)).map((key) => ({ ...COLUMNS[key] }))
}

/** The selected facts' documents, each once, in the order first selected. */
export function documentIdsOf(facts: readonly ActionableFact[]): string[] {
  return [...new Set(facts.map((fact) => fact.documentId))]
}

/** The documents the chronology reads: those of the selected dates (filing dates count). */
export function chronologyDocumentIds(facts: readonly ActionableFact[]): string[] {
  return documentIdsOf(facts.filter((fact) => fact.kind === 'date' || fact.kind === 'filingDate'))
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The span the chronology keeps: from the earliest selected date to the latest, so sending two
 * dates builds the events between them, not every date the documents hold. Null when no date is
 * selected.
 */
export function chronologyRange(
  facts: readonly ActionableFact[],
): { from: string; to: string } | null {
  const days = facts
    .filter((fact) => fact.kind === 'date' || fact.kind === 'filingDate')
    .map((fact) => fact.value ?? '')
    .filter((value) => ISO_DAY.test(value))
    .sort()
  return days.length === 0 ? null : { from: days[0]!, to: days[days.length - 1]! }
}

/** The span in words, for the action's hint. */
export function chronologySpanText(range: { from: string; to: string }) {
  return range.from === range.to ? `on ${range.from}` : `from ${range.from} to ${range.to}`
}

/** The new table's name: where it came from and how many documents it holds. */
export function tableNameFor(documentCount: number) {
  return `Extracted facts (${plural(documentCount, 'document')})`
}

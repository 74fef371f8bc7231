// The extract screen's order (/matters/{slug}/extract): per document, its caption first (court,
// docket, judges, parties, type, date filed, in that order), then its dates in time order with
// what happened, then its amounts as the document states them. Pure; tested alone.
import { FACT_KINDS, FACT_ROLES, type FactKind, type FactRole } from '@shared/factValidators'

/** The parts of a fact the order reads. */
export type GroupableFact = {
  documentId: string
  documentName: string
  kind: FactKind
  role: FactRole
  value: string
  page: number
  start: number
}

/** The kinds a caption states, in the order a litigator reads them. */
export const CAPTION_KINDS: readonly FactKind[] = [
  'court',
  'docket',
  'judge',
  'party',
  'documentType',
  'filingDate',
]

/** One document's facts, in the screen's three sections. */
export type DocumentFacts<F extends GroupableFact> = {
  documentId: string
  documentName: string
  caption: F[]
  dates: F[]
  amounts: F[]
}

const kindRank = new Map<FactKind, number>(FACT_KINDS.map((kind, index) => [kind, index]))
// Roles in the order FACT_ROLES lists them: this court before the court below, plaintiffs
// before defendants, the presiding judge before the panel.
const roleRank = new Map<FactRole, number>(FACT_ROLES.map((role, index) => [role, index]))

const inDocumentOrder = (a: GroupableFact, b: GroupableFact) => a.page - b.page || a.start - b.start

/** The caption's order: kind, then role, then where the document says it. */
export function compareCaption(a: GroupableFact, b: GroupableFact) {
  return (
    kindRank.get(a.kind)! - kindRank.get(b.kind)! ||
    roleRank.get(a.role)! - roleRank.get(b.role)! ||
    inDocumentOrder(a, b)
  )
}

/** Dates in time order (values are ISO dates), the earlier mention first on a tie. */
export function compareDates(a: GroupableFact, b: GroupableFact) {
  return a.value.localeCompare(b.value) || inDocumentOrder(a, b)
}

/** Groups facts by document (documents by name), each in its sections and order. */
export function groupFacts<F extends GroupableFact>(facts: readonly F[]): DocumentFacts<F>[] {
  const byDocument = new Map<string, DocumentFacts<F>>()
  for (const fact of facts) {
    let group = byDocument.get(fact.documentId)
    if (!group) {
      group = {
        documentId: fact.documentId,
        documentName: fact.documentName,
        caption: [],
        dates: [],
        amounts: [],
      }
      byDocument.set(fact.documentId, group)
    }
    if (fact.kind === 'date') group.dates.push(fact)
    else if (fact.kind === 'amount') group.amounts.push(fact)
    else group.caption.push(fact)
  }
  const groups = [...byDocument.values()]
  for (const group of groups) {
    group.caption.sort(compareCaption)
    group.dates.sort(compareDates)
    group.amounts.sort(inDocumentOrder)
  }
  return groups.sort(
    (a, b) =>
      a.documentName.localeCompare(b.documentName) || a.documentId.localeCompare(b.documentId),
  )
}

// The facts layer's shapes (issue 27): what processing learns from a document's own text, each
// fact with its exact span. One home for the backend's table and the extract screen's types.
import { v, type Infer } from 'convex/values'

/** What a fact is about. */
export const FACT_KINDS = [
  'court',
  'docket',
  'judge',
  'party',
  'documentType',
  'filingDate',
  'date',
  'amount',
] as const
export type FactKind = (typeof FACT_KINDS)[number]

export const vFactKind = v.union(...FACT_KINDS.map((kind) => v.literal(kind)))

/**
 * A fact's role: for courts and dockets 'this' (the court the document is in) or 'below' (the
 * court or number it came from); for judges presiding, district, magistrate, panel, author,
 * trial, dissenting or concurring (a separate opinion's author or joiner); for parties plaintiff,
 * defendant or inRe; '' where a kind has no roles.
 */
export const FACT_ROLES = [
  '',
  'this',
  'below',
  'presiding',
  'district',
  'magistrate',
  'panel',
  'author',
  'trial',
  'dissenting',
  'concurring',
  'plaintiff',
  'defendant',
  'inRe',
] as const
export type FactRole = (typeof FACT_ROLES)[number]
export const vFactRole = v.union(...FACT_ROLES.map((role) => v.literal(role)))

/** One fact as processing stores it: the value, where it stands, and what surrounds it. */
export const vFactFields = {
  kind: vFactKind,
  role: vFactRole,
  /** The normal form: an ISO date, "USD 1250.00" for money, otherwise the name or number. */
  value: v.string(),
  /** How the extract screen shows it ("June 1, 2021", "USD 1,250.00", "Hon. Vince Chhabria"). */
  display: v.string(),
  /** For a date, what happened on it; for an amount, what it is for; else the fact's line. */
  context: v.string(),
  page: v.number(),
  start: v.number(),
  end: v.number(),
  confidence: v.number(),
  /**
   * On one judge fact: the case's judge, the one a plain Judge column answers (the extractor's
   * choice). Absent on every other fact, and on facts stored before it was kept.
   */
  chosen: v.optional(v.boolean()),
}
export const vFact = v.object(vFactFields)
export type Fact = Infer<typeof vFact>

/** The extract screen's labels for each kind and role. */
export const FACT_KIND_LABELS: Record<FactKind, string> = {
  court: 'Court',
  docket: 'Docket number',
  judge: 'Judge',
  party: 'Party',
  documentType: 'Document type',
  filingDate: 'Date filed',
  date: 'Date',
  amount: 'Amount',
}
export const FACT_ROLE_LABELS: Record<FactRole, string> = {
  '': '',
  this: 'this court',
  below: 'court below',
  presiding: 'presiding',
  district: 'district judge',
  magistrate: 'magistrate judge',
  panel: 'panel',
  author: 'author',
  trial: 'trial judge',
  dissenting: 'dissenting',
  concurring: 'concurring',
  plaintiff: 'plaintiff side',
  defendant: 'defendant side',
  inRe: 'in re',
}

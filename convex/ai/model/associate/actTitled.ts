// "When did the court dismiss the complaint?" of a paper titled "ORDER DISMISSING COMPLAINT FOR
// DECLARATORY AND INJUNCTIVE RELIEF": a court's paper whose title names the act asked is that
// act, so its own date ("DONE AND ORDERED this twenty-first day of January, 2006") dates it,
// though the question names no paper. Pure.
import { caseNameTerms, withoutCaseName } from './naming'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

// A court's act asked by its verb: "did the court dismiss", "did Judge Roe grant", "did the
// district court deny".
const COURT_ACT =
  /\b(?:did|does|has|had)\s+(?:the\s+)?(?:[\p{L}.'’-]+\s+){0,3}?(?:court|judge|magistrate|panel|circuit)\s+(dismiss|grant|deny|approve|vacate|remand|certify|enjoin|affirm|reverse)\b([^?]*)/iu

// The act as a title writes it, in capitals or title case: "ORDER DISMISSING", "Order Granting".
const ACT_TITLE: Record<string, string> = {
  dismiss: 'Dismiss(?:ing|al)',
  grant: 'Granting',
  deny: 'Denying',
  approve: 'Approv(?:ing|al)',
  vacate: 'Vacating',
  remand: 'Remanding',
  certify: 'Certifying',
  enjoin: 'Enjoining',
  affirm: 'Affirming',
  reverse: 'Reversing',
}

// The court's own papers, whose title is its act; a party's motion asks for one.
const COURT_PAPERS = new Set(['order', 'opinion', 'judgment', 'decree', 'consent decree'])

/** Characters of a title read from its first paper word. */
const TITLE_SPAN = 160

/** The title's pattern for an act: its word in capitals or title case. */
function actTitle(act: string): RegExp {
  const word = ACT_TITLE[act]!
  return new RegExp(`\\b(?:${word.toUpperCase()}|${word})\\b`)
}

/**
 * The documents whose title names the court's act a question dates, and what it acted on when the
 * question names that ("dismiss the complaint" of "ORDER DISMISSING COMPLAINT"); empty when the
 * question asks no court's act.
 */
export function actTitledPapers(
  question: string,
  pages: readonly SourcePage[],
  facts: ReadonlyArray<{
    kind: string
    value: string
    documentId: string
    page: number
    start: number
  }>,
): Set<string> {
  const titled = new Set<string>()
  const match = COURT_ACT.exec(withoutCaseName(question))
  if (!match) return titled
  const act = actTitle(match[1]!.toLowerCase())
  const names = new Set(caseNameTerms(question))
  const object = [...contentStemSet(match[2]!)].filter((s) => !names.has(s))
  for (const f of facts) {
    if (f.kind !== 'documentType' || !COURT_PAPERS.has(f.value)) continue
    const page = pages.find((p) => p.documentId === f.documentId && p.page === f.page)
    const title = page?.text.slice(f.start, f.start + TITLE_SPAN) ?? ''
    const at = title.search(act)
    if (at === -1) continue
    const acted = contentStemSet(title.slice(at))
    if (object.length === 0 || object.some((s) => acted.has(s))) titled.add(f.documentId)
  }
  return titled
}

// Proposals for a matter's litigation fields, read from one of its documents (usually the
// complaint): docket number, court, judge, plaintiffs, defendants and class period. Each proposal
// quotes its source so the matter form can show where it came from; a field not found is absent.
import { findClassPeriod } from './classPeriod'
import { questionOf } from './extract/context'
import { extractCourt } from './extract/courtField'
import { extractDocket } from './extract/docketField'
import { extractJudge } from './extract/judgeField'
import { extractParties } from './extract/partyField'
import type { FieldAnswer, PageText, SourceSpan } from './extract/types'
import type { Fact } from '../../../shared/factValidators'

/** One proposed value and the passage it was read from. */
export type Proposal<V> = { value: V; quote: string; source: SourceSpan; confidence: number }

/** The litigation fields found in a document; absent when not found. */
export type LitigationMetadata = {
  docketNumber?: Proposal<string>
  court?: Proposal<string>
  judge?: Proposal<string>
  plaintiffs?: Proposal<string[]>
  defendants?: Proposal<string[]>
  classPeriod?: Proposal<string>
}

function proposal<V>(
  answer: FieldAnswer,
  value: (v: FieldAnswer['value']) => V | null,
): Proposal<V> | undefined {
  if (answer.value === null || answer.source === null) return undefined
  const typed = value(answer.value)
  if (typed === null) return undefined
  return { value: typed, quote: answer.quote, source: answer.source, confidence: answer.confidence }
}

const asString = (v: FieldAnswer['value']) => (typeof v === 'string' ? v : null)
const asList = (v: FieldAnswer['value']) => (Array.isArray(v) && v.length > 0 ? v : null)

/** Proposes docket number, court, judge, parties and class period from a document's pages. */
export function proposeLitigationMetadata(pages: readonly PageText[]): LitigationMetadata {
  const usable = pages.filter((page) => page.text.trim() !== '')
  const metadata: LitigationMetadata = {}
  if (usable.length === 0) return metadata
  const found = {
    docketNumber: proposal(extractDocket(usable), asString),
    court: proposal(extractCourt(usable), asString),
    judge: proposal(
      extractJudge(usable, questionOf('Judge', 'Which judge is assigned?')),
      asString,
    ),
    plaintiffs: proposal(extractParties(usable, 'plaintiffs', false), asList),
    defendants: proposal(extractParties(usable, 'defendants', false), asList),
  }
  for (const [key, value] of Object.entries(found)) {
    if (value) Object.assign(metadata, { [key]: value })
  }
  const period = findClassPeriod(usable)
  if (period) {
    const text = usable.find((p) => p.page === period.span.page)!.text
    metadata.classPeriod = {
      value: period.value,
      quote: text.slice(period.span.start, period.span.end),
      source: period.span,
      confidence: period.confidence,
    }
  }
  return metadata
}

/** The judge a matter's form takes from a document's judges: its own, not the court below's. */
const JUDGE_ROLES = ['district', 'presiding', 'author', 'magistrate'] as const

/**
 * The case's judge among a document's judge facts: the one the extractor chose (the Judge
 * column's), else, on facts stored before the choice was kept, the first of this court's roles.
 */
function caseJudge(facts: readonly Fact[]): Fact | undefined {
  const judges = facts.filter((f) => f.kind === 'judge')
  return (
    judges.find((f) => f.chosen) ??
    JUDGE_ROLES.map((role) => judges.find((f) => f.role === role)).find((f) => f !== undefined)
  )
}

/**
 * The same proposals from a document's stored facts (the facts layer, built by the same
 * recognisers at processing time); the class period, which is no fact, is read from the pages.
 */
export function litigationMetadataFromFacts(
  facts: readonly Fact[],
  pages: readonly PageText[],
): LitigationMetadata {
  const metadata: LitigationMetadata = {}
  const textOf = (page: number) => pages.find((p) => p.page === page)?.text ?? ''
  const single = (fact: Fact | undefined): Proposal<string> | undefined =>
    fact && {
      value: fact.value,
      quote: textOf(fact.page).slice(fact.start, fact.end),
      source: { page: fact.page, start: fact.start, end: fact.end },
      confidence: fact.confidence,
    }
  const side = (role: 'plaintiff' | 'defendant'): Proposal<string[]> | undefined => {
    const names = facts.filter((f) => f.kind === 'party' && f.role === role)
    const first = names[0]
    if (!first) return undefined
    const onPage = names.filter((f) => f.page === first.page)
    const start = Math.min(...onPage.map((f) => f.start))
    const end = Math.max(...onPage.map((f) => f.end))
    return {
      value: names.map((f) => f.value),
      quote: textOf(first.page).slice(start, end),
      source: { page: first.page, start, end },
      confidence: first.confidence,
    }
  }
  const found = {
    docketNumber: single(facts.find((f) => f.kind === 'docket' && f.role === 'this')),
    court: single(facts.find((f) => f.kind === 'court' && f.role === 'this')),
    judge: single(caseJudge(facts)),
    plaintiffs: side('plaintiff'),
    defendants: side('defendant'),
  }
  for (const [key, value] of Object.entries(found)) {
    if (value) Object.assign(metadata, { [key]: value })
  }
  const period = proposeLitigationMetadata(pages).classPeriod
  if (period) metadata.classPeriod = period
  return metadata
}

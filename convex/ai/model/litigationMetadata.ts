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

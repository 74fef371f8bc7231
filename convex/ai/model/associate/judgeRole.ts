// Whether a judge fact may answer the question. Its role comes from the facts layer (which reads
// the title printed beside a name, facts/caption.ts). A magistrate judge's signature under an
// order ("/s/ Ann Roe / UNITED STATES MAGISTRATE JUDGE") answers who signed it; a magistrate
// merely named on a docket's header ("Magistrate Judge: Ann Roe") does not. Pure.
import type { Asked } from './asked'
import type { ScopeFact } from './typed'

// A signature: "/s/", "s/", a signing line, "Dated:" or "SO ORDERED" beside the name.
const SIGNED = /(?:^|\s)\/?s\/\s|_{3,}|\bDated\b|\bSO\s+ORDERED\b/i

/**
 * Whether a judge fact may answer: asked who signed or wrote a paper (no magistrate named), a
 * magistrate judge answers only from a signature block, not from a docket's header.
 */
export function judgeMayAnswer(fact: ScopeFact, asked: Asked, question = ''): boolean {
  if (fact.kind === 'judge' && designatedToPanel(fact, asked, question)) return false
  if (fact.kind !== 'judge' || fact.role !== 'magistrate') return true
  if (asked.roles[0] !== 'author') return true
  return SIGNED.test(fact.context)
}

const BY_DESIGNATION = /\bsitting\s+by\s+designation\b|\bby\s+designation\b/i
const ASKS_PANEL = /\bpanel\b|\bdesignat\w*|\bsitting\b|\bsat\b/i

/**
 * Whether a district judge sits on an appeals panel by designation ("U.S. District Judge for the
 * Eastern District of Ohio, sitting by designation") while the question asks for the trial or
 * district judge whose ruling is reviewed: the panel's member is not the judge below.
 */
function designatedToPanel(fact: ScopeFact, asked: Asked, question: string): boolean {
  const first = asked.roles[0]
  return (
    (first === 'trial' || first === 'district') &&
    BY_DESIGNATION.test(fact.context) &&
    !ASKS_PANEL.test(question)
  )
}

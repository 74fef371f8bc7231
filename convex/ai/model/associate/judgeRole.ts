// A judge fact's role as the question needs it. The facts layer leaves a judge named in running
// text without a role ("referred to Mag. Judge Jack B. Streepy", "the district court (Judge Ann
// Roe) issued"); the title printed beside the name gives it. A magistrate judge's signature under
// an order ("/s/ Ann Roe / UNITED STATES MAGISTRATE JUDGE") answers who signed it; a magistrate
// merely named on a docket's header ("Magistrate Judge: Ann Roe") does not. Pure.
import type { Asked } from './asked'
import type { ScopeFact } from './typed'

// The title just before the name: "Mag. Judge", "Magistrate Judge", "the district court (Judge".
const MAGISTRATE_BEFORE = /\bmag(?:istrate)?\.?\s+judge\s*:?\s*$/i
const DISTRICT_BEFORE =
  /\bdistrict\s+(?:court\s+)?judge\s*:?\s*$|\bdistrict\s+court\s*\(\s*(?:the\s+)?(?:hon(?:orable|\.)?\s+)?(?:judge\s+)?$/i
// The title on the line under a signature: "UNITED STATES MAGISTRATE JUDGE", "U.S. District Judge".
const MAGISTRATE_AFTER = /^[\s,/_|-]*(?:united\s+states\s+|u\.\s?s\.\s+)?magistrate\s+judge\b/i
const DISTRICT_AFTER =
  /^[\s,/_|-]*(?:(?:senior|chief)\s+)?(?:united\s+states\s+|u\.\s?s\.\s+)?district\s+(?:court\s+)?judge\b/i
// A signature: "/s/", "s/", a signing line, "Dated:" or "SO ORDERED" beside the name.
const SIGNED = /(?:^|\s)\/?s\/\s|_{3,}|\bDated\b|\bSO\s+ORDERED\b/i

/** Where a fact's name sits in its context, and the words before and after it. */
function around(fact: ScopeFact): { before: string; after: string } | null {
  const at = fact.context.indexOf(fact.value)
  if (at < 0) return null
  return {
    before: fact.context.slice(Math.max(0, at - 60), at),
    after: fact.context.slice(at + fact.value.length, at + fact.value.length + 80),
  }
}

/** A role-less judge's role from the title its context prints beside the name, else unchanged. */
export function withJudgeRole(fact: ScopeFact): ScopeFact {
  if (fact.kind !== 'judge' || fact.role !== '') return fact
  const near = around(fact)
  if (!near) return fact
  if (MAGISTRATE_BEFORE.test(near.before) || MAGISTRATE_AFTER.test(near.after))
    return { ...fact, role: 'magistrate' }
  if (DISTRICT_BEFORE.test(near.before) || DISTRICT_AFTER.test(near.after))
    return { ...fact, role: 'district' }
  return fact
}

/**
 * Whether a judge fact may answer: asked who signed or wrote a paper (no magistrate named), a
 * magistrate judge answers only from a signature block, not from a docket's header.
 */
export function judgeMayAnswer(fact: ScopeFact, asked: Asked): boolean {
  if (fact.kind !== 'judge' || fact.role !== 'magistrate') return true
  if (asked.roles[0] !== 'author') return true
  return SIGNED.test(fact.context)
}

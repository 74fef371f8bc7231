// Choosing one value among the candidates the recognisers found, and saying how sure that is.
// Candidates with the same value pool their support: a docket number printed on every page
// is more certainly the case's own than one printed once.
import type { Candidate } from './types'

/** The winning candidate, how sure the choice is, and the closest rival. */
export type Choice<V> = { best: Candidate<V>; confidence: number; rival: Candidate<V> | null }

/** Support added for each further mention of the same value (at most three count). */
const REPEAT_BONUS = 0.15

/** Picks the best-supported value; null when there are no candidates with a positive score. */
export function choose<V>(
  candidates: Array<Candidate<V>>,
  key: (value: V) => string,
): Choice<V> | null {
  const groups = new Map<string, { top: Candidate<V>; count: number }>()
  for (const candidate of candidates) {
    if (!(candidate.score > 0)) continue
    const k = key(candidate.value)
    const group = groups.get(k)
    if (!group) groups.set(k, { top: candidate, count: 1 })
    else {
      group.count += 1
      if (candidate.score > group.top.score) group.top = candidate
    }
  }
  const ranked = [...groups.values()]
    .map(({ top, count }) => ({ top, total: top.score + REPEAT_BONUS * Math.min(count - 1, 3) }))
    .sort((a, b) => b.total - a.total || a.top.page - b.top.page || a.top.start - b.top.start)
  const [first, second] = ranked
  if (!first) return null
  return {
    best: first.top,
    confidence: confidenceOf(first.total, second?.total ?? 0),
    rival: second?.top ?? null,
  }
}

/** 0..1 from the winner's support and its lead over the runner-up. */
export function confidenceOf(score: number, rival: number): number {
  const strength = score / (score + 1)
  const margin = rival <= 0 ? 1 : Math.max(0, (score - rival) / score)
  return round(Math.min(0.98, Math.max(0.05, 0.3 + 0.45 * strength + 0.25 * margin)))
}

/** Two decimals, so answers stay stable and readable. */
export function round(x: number): number {
  return Math.round(x * 100) / 100
}

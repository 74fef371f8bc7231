// The facts of one generated case: court, number, judge, parties and filing date. Every document
// about the case is written from these, so its labels are known.
import { type CourtSpec, COURTS } from './courtSpecs'
import { type Random, chance, dateBetween, int, pick } from './random'
import { companyName, fundName, partyName, personName } from './vocabulary'

/** What the generators know about a case. */
export type CaseFacts = {
  court: CourtSpec
  heading: string[]
  docket: { printed: string; value: string }
  judge: string
  magistrate: string | null
  plaintiffs: string[]
  defendants: string[]
  /** Printed after the plaintiffs in the caption ("individually and on behalf of …"), if any. */
  plaintiffDescriptor: string | null
  /** The caption adds "et al." after the defendants it names. */
  etAl: boolean
  year: number
  filed: string
  /** Federal filings carry the ECF header ("Case … Document … Filed … Page …"). */
  ecf: boolean
  docNumber: number
}

const DESCRIPTORS = [
  'individually and on behalf of all others similarly situated',
  'on behalf of themselves and all others similarly situated',
  'on behalf of itself and all others similarly situated',
  'individually',
]

/** A new case, its facts drawn from `random`. */
export function caseFacts(random: Random): CaseFacts {
  const court = pick(random, COURTS)
  const filed = dateBetween(random, '2019-01-07', '2025-06-30')
  const year = Number(filed.slice(0, 4))
  const judge = personName(random, chance(random, 0.7))
  const classAction = chance(random, 0.4)
  const plaintiffs = classAction
    ? [chance(random, 0.5) ? fundName(random) : personName(random, false)]
    : Array.from({ length: int(random, 1, 2) }, () => partyName(random, chance(random, 0.6)))
  const defendants = Array.from({ length: int(random, 1, 3) }, (_, i) =>
    i === 0 ? companyName(random) : partyName(random, chance(random, 0.6)),
  )
  return {
    court,
    heading: court.heading(random),
    docket: court.docket(random, year, judge),
    judge,
    magistrate: court.federal && chance(random, 0.3) ? personName(random, true) : null,
    plaintiffs: [...new Set(plaintiffs)],
    defendants: [...new Set(defendants)],
    plaintiffDescriptor: classAction
      ? DESCRIPTORS[int(random, 0, 1)]!
      : chance(random, 0.15)
        ? DESCRIPTORS[3]!
        : null,
    etAl: defendants.length > 1 && chance(random, 0.25),
    year,
    filed,
    ecf: court.federal && chance(random, 0.6),
    docNumber: int(random, 1, 240),
  }
}

/** "A", "A and B", "A, B, and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  if (names.length === 2) return `${names[0]} and ${names[1]}`
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`
}

/** The defendants a caption prints: all of them, or the first with "et al.". */
export function captionDefendants(facts: CaseFacts): string[] {
  return facts.etAl ? facts.defendants.slice(0, 1) : facts.defendants
}

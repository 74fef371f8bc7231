// Fixed vocabularies of a matter (product spec §4, §5 and §6).

/** Litigation stages, in the order a case moves through them. */
export const LITIGATION_STAGES = [
  'Investigation',
  'Pleadings',
  'Discovery',
  'Trial',
  'Appeal',
] as const

/** A litigation stage. */
export type LitigationStage = (typeof LITIGATION_STAGES)[number]

/** Whether a value is one of the litigation stages (exact spelling and case). */
export function isLitigationStage(value: unknown): value is LitigationStage {
  return (LITIGATION_STAGES as readonly unknown[]).includes(value)
}

/** The roles the represented party can play in a matter (a matter attribute, not an access role). */
export const PARTY_ROLES = ['Plaintiff', 'Defendant', 'Third-Party'] as const

/** A party role. */
export type PartyRole = (typeof PARTY_ROLES)[number]

/** Whether a value is one of the party roles (exact spelling and case). */
export function isPartyRole(value: unknown): value is PartyRole {
  return (PARTY_ROLES as readonly unknown[]).includes(value)
}

/** A matter's party names, represented first, each once (an adverse party may be unnamed). */
export function partyNames(matter: {
  representedParties: { name: string }[]
  adverseParties: { name?: string }[]
}): string[] {
  const names = [...matter.representedParties, ...matter.adverseParties]
    .map((party) => party.name?.trim() ?? '')
    .filter(Boolean)
  return [...new Set(names)]
}

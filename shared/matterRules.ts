// The matter form's rules (product spec §5), pure so the backend enforces exactly what the form
// shows: the create and update mutations call validateMatterInput, and the form uses it as its
// resolver. No Convex server imports here, so the app can import it too.
import { numberedSlug, slugify } from './slugs'
import { hasBidiControl, hasLoneSurrogate } from './text'
import { isLitigationStage, isPartyRole, type LitigationStage, type PartyRole } from './litigation'

export const MATTER_MESSAGES = {
  nameRequired: 'Matter name is required',
  representedPartyRequired: 'At least one represented party is required',
  partyNameRequired: 'Party name is required',
  roleRequired: 'Role is required',
  internalMatterIdRequired: 'Internal Matter ID is required',
  invalidStage: 'Choose a litigation stage from the list',
  invalidCharacters: 'Contains characters that cannot be stored',
  directionCharacters: 'Cannot contain characters that change the direction of text',
} as const

export type MatterInput = {
  name: string
  description?: string
  representedParties: { name: string; role: string }[]
  adverseParties?: { name?: string }[]
  docketNumber?: string
  internalMatterId: string
  judge?: string
  summary?: string
  keyAllegations?: string
  classPeriod?: string
  litigationStage?: string
}

export type CleanMatterInput = {
  name: string
  description?: string
  representedParties: { name: string; role: PartyRole }[]
  adverseParties: { name?: string }[]
  docketNumber?: string
  internalMatterId: string
  judge?: string
  summary?: string
  keyAllegations?: string
  classPeriod?: string
  litigationStage?: LitigationStage
}

/** One problem with a form value; `path` uses react-hook-form's dotted form. */
export type MatterIssue = { path: string; message: string }

export type MatterValidation =
  { ok: true; value: CleanMatterInput } | { ok: false; issues: MatterIssue[] }

const trimmed = (value: string | undefined) => {
  const text = value?.trim()
  return text ? text : undefined
}

/** The longest text each field takes, and the most parties; longer input is refused, never cut. */
export const MATTER_LIMITS = {
  name: 200,
  description: 20_000,
  docketNumber: 100,
  internalMatterId: 100,
  judge: 200,
  summary: 20_000,
  keyAllegations: 20_000,
  classPeriod: 200,
  partyName: 300,
  representedParties: 50,
  adverseParties: 100,
} as const

/** Why a text value cannot be stored (too long, or broken characters), or null when it can. */
export function textProblem(
  value: string | undefined,
  max: number,
  { isName = false } = {},
): string | null {
  if (value === undefined) return null
  if (hasLoneSurrogate(value)) return MATTER_MESSAGES.invalidCharacters
  // Names are shown in lists and headings, where a direction control disguises them.
  if (isName && hasBidiControl(value)) return MATTER_MESSAGES.directionCharacters
  if (value.trim().length > max) return `Must be at most ${max.toLocaleString('en-US')} characters`
  return null
}

const TEXT_FIELDS = [
  'name',
  'description',
  'docketNumber',
  'internalMatterId',
  'judge',
  'summary',
  'keyAllegations',
  'classPeriod',
] as const

/** The one-line fields that name the matter or identify it in lists. */
const NAME_FIELDS = new Set<string>(['name', 'docketNumber', 'internalMatterId', 'judge'])

/** Size and character problems, checked before anything else so nothing oversized is processed. */
function limitIssues(input: MatterInput): MatterIssue[] {
  if (input.representedParties.length > MATTER_LIMITS.representedParties) {
    return [
      {
        path: 'representedParties',
        message: `At most ${MATTER_LIMITS.representedParties} represented parties`,
      },
    ]
  }
  if ((input.adverseParties?.length ?? 0) > MATTER_LIMITS.adverseParties) {
    return [
      {
        path: 'adverseParties',
        message: `At most ${MATTER_LIMITS.adverseParties} adverse parties`,
      },
    ]
  }
  const issues: MatterIssue[] = []
  for (const field of TEXT_FIELDS) {
    const message = textProblem(input[field], MATTER_LIMITS[field], {
      isName: NAME_FIELDS.has(field),
    })
    if (message) issues.push({ path: field, message })
  }
  const parties = [
    ...input.representedParties.map((party, index) => ({
      path: `representedParties.${index}.name`,
      name: party.name,
    })),
    ...(input.adverseParties ?? []).map((party, index) => ({
      path: `adverseParties.${index}.name`,
      name: party.name,
    })),
  ]
  for (const party of parties) {
    const message = textProblem(party.name, MATTER_LIMITS.partyName, { isName: true })
    if (message) issues.push({ path: party.path, message })
  }
  return issues
}

/** Checks and trims a matter's fields; blank optional text becomes undefined. */
export function validateMatterInput(input: MatterInput): MatterValidation {
  const oversized = limitIssues(input)
  if (oversized.length > 0) {
    return { ok: false, issues: oversized }
  }
  const issues: MatterIssue[] = []
  const name = trimmed(input.name)
  if (!name) {
    issues.push({ path: 'name', message: MATTER_MESSAGES.nameRequired })
  }
  if (input.representedParties.length === 0) {
    issues.push({ path: 'representedParties', message: MATTER_MESSAGES.representedPartyRequired })
  }
  const representedParties: CleanMatterInput['representedParties'] = []
  input.representedParties.forEach((party, index) => {
    const partyName = trimmed(party.name)
    if (!partyName) {
      issues.push({
        path: `representedParties.${index}.name`,
        message: MATTER_MESSAGES.partyNameRequired,
      })
    }
    if (!isPartyRole(party.role)) {
      issues.push({
        path: `representedParties.${index}.role`,
        message: MATTER_MESSAGES.roleRequired,
      })
    }
    if (partyName && isPartyRole(party.role)) {
      representedParties.push({ name: partyName, role: party.role })
    }
  })
  const internalMatterId = trimmed(input.internalMatterId)
  if (!internalMatterId) {
    issues.push({ path: 'internalMatterId', message: MATTER_MESSAGES.internalMatterIdRequired })
  }
  const stage = trimmed(input.litigationStage)
  if (stage !== undefined && !isLitigationStage(stage)) {
    issues.push({ path: 'litigationStage', message: MATTER_MESSAGES.invalidStage })
  }
  if (issues.length > 0 || !name || !internalMatterId) {
    return { ok: false, issues }
  }
  return {
    ok: true,
    value: {
      name,
      description: trimmed(input.description),
      representedParties,
      // Adverse parties may be unnamed ("John Does 1-10" is often all a complaint knows).
      adverseParties: (input.adverseParties ?? []).map((party) => ({ name: trimmed(party.name) })),
      docketNumber: trimmed(input.docketNumber),
      internalMatterId,
      judge: trimmed(input.judge),
      summary: trimmed(input.summary),
      keyAllegations: trimmed(input.keyAllegations),
      classPeriod: trimmed(input.classPeriod),
      litigationStage: stage as LitigationStage | undefined,
    },
  }
}

const MAX_SLUG_LENGTH = 60

/** A URL slug from a matter name: lowercase ASCII words joined by hyphens ('matter' if none). */
export function slugifyMatterName(name: string): string {
  return slugify(name, 'matter', MAX_SLUG_LENGTH)
}

/**
 * The first free slug among `base`, `base-2`, `base-3`, ...; `isTaken` answers for one candidate.
 * 'new' is reserved because /matters/new is the create screen.
 */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = numberedSlug(base, suffix, MAX_SLUG_LENGTH)
    if (candidate !== 'new' && !(await isTaken(candidate))) {
      return candidate
    }
  }
}

// The admin module form's rules (product spec §3, §5), pure so the backend enforces exactly what
// the form shows: the create and update mutations call validateModuleInput, and the form uses it
// as its resolver. Name and slug are required; everything else is optional.
import { textProblem } from './matterRules'

export const MODULE_MESSAGES = {
  nameRequired: 'Module name is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Use lowercase letters, numbers and single hyphens',
  slugTaken: 'Another module already uses this slug',
  endpointUrl: 'Enter a full https:// address (http:// only for this machine)',
  estimatedTime: 'Enter whole minutes from 1 to 1,440',
  inputKind: 'Choose what the module asks for from the list',
  produces: 'Choose what the module produces from the list',
} as const

/** What a module can ask the person running it for. */
export const MODULE_INPUT_KINDS = [
  'documents',
  'folder',
  'table',
  'text',
  'dates',
  'party',
  'witness',
] as const
export type ModuleInputKind = (typeof MODULE_INPUT_KINDS)[number]

export const MODULE_INPUT_LABELS: Record<ModuleInputKind, string> = {
  documents: 'Documents',
  folder: 'A folder',
  table: 'A review table',
  text: 'Instructions (text)',
  dates: 'A date range',
  party: 'A party',
  witness: 'A witness name',
}

/** What a module writes: every run produces one draft of this kind. */
export const MODULE_OUTPUTS = [
  'chronology',
  'summary',
  'outline',
  'letter',
  'requests',
  'memo',
] as const
export type ModuleOutput = (typeof MODULE_OUTPUTS)[number]

export const MODULE_OUTPUT_LABELS: Record<ModuleOutput, string> = {
  chronology: 'Chronology',
  summary: 'Summary',
  outline: 'Outline',
  letter: 'Letter',
  requests: 'Document requests',
  memo: 'Memo',
}

export type ModuleInputSpec = { kind: ModuleInputKind; required: boolean }

/** The longest text each field takes; longer input is refused, never cut. */
export const MODULE_LIMITS = {
  name: 120,
  slug: 64,
  description: 2_000,
  n8nWorkflowId: 200,
  endpointUrl: 2_000,
  technicalNotes: 10_000,
  instructions: 20_000,
  estimatedTimeMinutes: 1_440,
  categoryName: 80,
} as const

export type ModuleInput = {
  name: string
  slug: string
  description?: string
  n8nWorkflowId?: string
  endpointUrl?: string
  technicalNotes?: string
  instructions?: string
  /** Whole minutes; the form sends '' as undefined. */
  estimatedTimeMinutes?: number
  isActive: boolean
  categoryId?: string
  inputs: { kind: string; required: boolean }[]
  produces: string
}

export type CleanModuleInput = Omit<ModuleInput, 'inputs' | 'produces'> & {
  inputs: ModuleInputSpec[]
  produces: ModuleOutput
}

export type ModuleIssue = { path: string; message: string }
export type ModuleValidation =
  { ok: true; value: CleanModuleInput } | { ok: false; issues: ModuleIssue[] }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const trimmed = (value: string | undefined) => {
  const text = value?.trim()
  return text ? text : undefined
}

/**
 * Whether an address can be a workflow endpoint at all: https anywhere, http only to this
 * machine. Which hosts a run may actually reach (loopback, private ranges) is the operator's
 * call, checked again when a run sends (convex/modules).
 */
export function isEndpointAddress(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return url.hostname.length > 0
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
}

const TEXT_FIELDS = [
  'name',
  'slug',
  'description',
  'n8nWorkflowId',
  'endpointUrl',
  'technicalNotes',
  'instructions',
] as const

/** Checks and trims a module's fields; blank optional text becomes undefined. */
export function validateModuleInput(input: ModuleInput): ModuleValidation {
  const issues: ModuleIssue[] = []
  for (const field of TEXT_FIELDS) {
    const message = textProblem(input[field], MODULE_LIMITS[field], {
      isName: field === 'name',
    })
    if (message) issues.push({ path: field, message })
  }
  if (issues.length > 0) return { ok: false, issues }

  const name = trimmed(input.name)
  if (!name) issues.push({ path: 'name', message: MODULE_MESSAGES.nameRequired })
  const slug = trimmed(input.slug)
  if (!slug) issues.push({ path: 'slug', message: MODULE_MESSAGES.slugRequired })
  else if (!SLUG.test(slug)) issues.push({ path: 'slug', message: MODULE_MESSAGES.slugFormat })
  const endpointUrl = trimmed(input.endpointUrl)
  if (endpointUrl !== undefined && !isEndpointAddress(endpointUrl)) {
    issues.push({ path: 'endpointUrl', message: MODULE_MESSAGES.endpointUrl })
  }
  const minutes = input.estimatedTimeMinutes
  if (
    minutes !== undefined &&
    (!Number.isInteger(minutes) || minutes < 1 || minutes > MODULE_LIMITS.estimatedTimeMinutes)
  ) {
    issues.push({ path: 'estimatedTimeMinutes', message: MODULE_MESSAGES.estimatedTime })
  }
  const inputs: ModuleInputSpec[] = []
  const seen = new Set<string>()
  for (const spec of input.inputs) {
    if (!(MODULE_INPUT_KINDS as readonly string[]).includes(spec.kind) || seen.has(spec.kind)) {
      issues.push({ path: 'inputs', message: MODULE_MESSAGES.inputKind })
      break
    }
    seen.add(spec.kind)
    inputs.push({ kind: spec.kind as ModuleInputKind, required: spec.required })
  }
  if (!(MODULE_OUTPUTS as readonly string[]).includes(input.produces)) {
    issues.push({ path: 'produces', message: MODULE_MESSAGES.produces })
  }
  if (issues.length > 0 || !name || !slug) return { ok: false, issues }
  return {
    ok: true,
    value: {
      name,
      slug,
      description: trimmed(input.description),
      n8nWorkflowId: trimmed(input.n8nWorkflowId),
      endpointUrl,
      technicalNotes: trimmed(input.technicalNotes),
      instructions: trimmed(input.instructions),
      estimatedTimeMinutes: minutes,
      isActive: input.isActive,
      categoryId: trimmed(input.categoryId),
      inputs,
      produces: input.produces as ModuleOutput,
    },
  }
}

/** A category's name: required, one line, at most 80 characters. */
export function categoryNameProblem(name: string): string | null {
  if (!name.trim()) return 'Category name is required'
  return textProblem(name, MODULE_LIMITS.categoryName, { isName: true })
}

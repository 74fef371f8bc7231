// The matter form's values and its react-hook-form resolver. The resolver is the backend's own
// validateMatterInput, so the form shows exactly the messages the server would return, and a
// server INVALID_INPUT (whose issues use the same dotted paths) maps back onto the same fields.
import type { FieldErrors, Resolver } from 'react-hook-form'
import { issuesToFieldErrors as issuesFieldErrors } from '@/lib/form-issues'
import { getErrorIssues } from '@/lib/errors'
import {
  validateMatterInput,
  type CleanMatterInput,
  type MatterInput,
  type MatterIssue,
} from '@shared/matterRules'

export { MATTER_MESSAGES } from '@shared/matterRules'

/** What the form edits: every text as a string ('' when empty), so inputs stay controlled. */
export type MatterFormValues = {
  name: string
  description: string
  representedParties: { name: string; role: string }[]
  adverseParties: { name: string }[]
  docketNumber: string
  internalMatterId: string
  judge: string
  summary: string
  keyAllegations: string
  classPeriod: string
  /** '' is "Not set". */
  litigationStage: string
}

/** A blank represented party row (the role is chosen, never assumed). */
export const EMPTY_REPRESENTED_PARTY = { name: '', role: '' } as const
/** A blank adverse party row. */
export const EMPTY_ADVERSE_PARTY = { name: '' } as const

/** The create form starts empty: no party is assumed, the user adds the ones they represent. */
export const EMPTY_MATTER_FORM: MatterFormValues = {
  name: '',
  description: '',
  representedParties: [],
  adverseParties: [],
  docketNumber: '',
  internalMatterId: '',
  judge: '',
  summary: '',
  keyAllegations: '',
  classPeriod: '',
  litigationStage: '',
}

/** The fields of a stored matter the form reads (a subset of the projects document). */
export type StoredMatter = CleanMatterInput

/** The edit form's starting values for a stored matter. */
export function matterToFormValues(matter: StoredMatter): MatterFormValues {
  return {
    name: matter.name,
    description: matter.description ?? '',
    representedParties: matter.representedParties.map(({ name, role }) => ({ name, role })),
    adverseParties: matter.adverseParties.map(({ name }) => ({ name: name ?? '' })),
    docketNumber: matter.docketNumber ?? '',
    internalMatterId: matter.internalMatterId,
    judge: matter.judge ?? '',
    summary: matter.summary ?? '',
    keyAllegations: matter.keyAllegations ?? '',
    classPeriod: matter.classPeriod ?? '',
    litigationStage: matter.litigationStage ?? '',
  }
}

/** The form's values in the shape the backend validates (the same function runs there). */
export function formValuesToMatterInput(values: MatterFormValues): MatterInput {
  return { ...values }
}

/**
 * Where react-hook-form keeps an issue: the array-level message of a field array lives under
 * `.root` (RHF's convention), every other path is already RHF's dotted form.
 */
export function issueFieldPath(path: string): string {
  return path === 'representedParties' || path === 'adverseParties' ? `${path}.root` : path
}

/** Builds react-hook-form's nested errors object from a list of issues. */
export function issuesToFieldErrors(issues: MatterIssue[]): FieldErrors<MatterFormValues> {
  return issuesFieldErrors<MatterFormValues>(issues, issueFieldPath)
}

/**
 * The form's resolver: validateMatterInput decides, and a valid form submits the cleaned input
 * (trimmed, blank optional text left out) that the backend would store.
 */
export const matterFormResolver: Resolver<MatterFormValues, unknown, CleanMatterInput> = (
  values,
) => {
  const result = validateMatterInput(formValuesToMatterInput(values))
  if (result.ok) {
    return { values: result.value, errors: {} }
  }
  return { values: {}, errors: issuesToFieldErrors(result.issues) }
}

/** The field issues of a server INVALID_INPUT error, or [] for any other failure. */
export function serverMatterIssues(error: unknown): MatterIssue[] {
  return getErrorIssues(error)
}

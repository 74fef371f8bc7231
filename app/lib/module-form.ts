// The admin module form's values and its react-hook-form resolver. The resolver is the backend's
// own validateModuleInput, so the form shows exactly the messages the server would return, and a
// server INVALID_INPUT (a taken slug) lands on the same field.
import type { Resolver } from 'react-hook-form'
import { issuesToFieldErrors } from '@/lib/form-issues'
import {
  MODULE_INPUT_KINDS,
  type CleanModuleInput,
  type ModuleInput,
  type ModuleInputKind,
  validateModuleInput,
} from '@shared/moduleRules'

/** Whether a module asks for an input: not at all, optionally, or always. */
export type InputAsk = 'no' | 'optional' | 'required'

/** What the form edits: every text as a string ('' when empty), so inputs stay controlled. */
export type ModuleFormValues = {
  name: string
  slug: string
  description: string
  categoryId: string
  produces: string
  asks: Record<ModuleInputKind, InputAsk>
  estimatedTimeMinutes: string
  isActive: boolean
  instructions: string
  endpointUrl: string
  n8nWorkflowId: string
  technicalNotes: string
}

const NOTHING_ASKED = Object.fromEntries(MODULE_INPUT_KINDS.map((kind) => [kind, 'no'])) as Record<
  ModuleInputKind,
  InputAsk
>

export const EMPTY_MODULE_FORM: ModuleFormValues = {
  name: '',
  slug: '',
  description: '',
  categoryId: '',
  produces: 'memo',
  asks: { ...NOTHING_ASKED, documents: 'optional' },
  estimatedTimeMinutes: '',
  isActive: true,
  instructions: '',
  endpointUrl: '',
  n8nWorkflowId: '',
  technicalNotes: '',
}

/** The fields of a stored module the edit form starts from (the admin view's). */
export type StoredModule = {
  name: string
  slug: string
  description: string
  categoryId: string | null
  produces: string
  inputs: { kind: ModuleInputKind; required: boolean }[]
  estimatedTimeMinutes: number | null
  isActive: boolean
  instructions: string
  endpointUrl: string
  n8nWorkflowId: string
  technicalNotes: string
}

export function moduleToFormValues(module: StoredModule): ModuleFormValues {
  const asks = { ...NOTHING_ASKED }
  for (const input of module.inputs) asks[input.kind] = input.required ? 'required' : 'optional'
  return {
    name: module.name,
    slug: module.slug,
    description: module.description,
    categoryId: module.categoryId ?? '',
    produces: module.produces,
    asks,
    estimatedTimeMinutes:
      module.estimatedTimeMinutes === null ? '' : String(module.estimatedTimeMinutes),
    isActive: module.isActive,
    instructions: module.instructions,
    endpointUrl: module.endpointUrl,
    n8nWorkflowId: module.n8nWorkflowId,
    technicalNotes: module.technicalNotes,
  }
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value)

/** The form's values in the shape the backend validates (the same function runs there). */
export function formValuesToModuleInput(values: ModuleFormValues): ModuleInput {
  const minutes = values.estimatedTimeMinutes.trim()
  return {
    name: values.name,
    slug: values.slug,
    description: blankToUndefined(values.description),
    categoryId: blankToUndefined(values.categoryId),
    produces: values.produces,
    // In the order the form lists them, so a save never reorders what the run form asks.
    inputs: MODULE_INPUT_KINDS.filter((kind) => values.asks[kind] !== 'no').map((kind) => ({
      kind,
      required: values.asks[kind] === 'required',
    })),
    // "12 minutes" or "1.5" is not whole minutes: the rule says so rather than guessing.
    estimatedTimeMinutes:
      minutes === '' ? undefined : /^\d+$/.test(minutes) ? Number(minutes) : NaN,
    isActive: values.isActive,
    instructions: blankToUndefined(values.instructions),
    endpointUrl: blankToUndefined(values.endpointUrl),
    n8nWorkflowId: blankToUndefined(values.n8nWorkflowId),
    technicalNotes: blankToUndefined(values.technicalNotes),
  }
}

/** The form's resolver: a valid form submits the cleaned input the backend would store. */
export const moduleFormResolver: Resolver<ModuleFormValues, unknown, CleanModuleInput> = (
  values,
) => {
  const result = validateModuleInput(formValuesToModuleInput(values))
  if (result.ok) return { values: result.value, errors: {} }
  return { values: {}, errors: issuesToFieldErrors<ModuleFormValues>(result.issues) }
}

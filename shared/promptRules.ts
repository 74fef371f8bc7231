// The prompt library's rules (the spec shows no fields: these are ours, ARCHITECTURE.md "Prompt
// library"): a prompt's scope, its limits and messages, and its typed variables. Pure, shared
// by the forms and the functions.
import { textProblem } from './matterRules'

/** Whose a prompt is: its author's alone, the whole firm's, or Casefile's own (superadmins'). */
export const PROMPT_SCOPES = ['personal', 'firm', 'casefile'] as const
export type PromptScope = (typeof PROMPT_SCOPES)[number]
export const PROMPT_SCOPE_LABELS: Record<PromptScope, string> = {
  personal: 'Mine',
  firm: 'Firm',
  casefile: 'Casefile',
}

/** The longest text each field takes; longer input is refused, never cut. */
export const PROMPT_LIMITS = {
  title: 120,
  body: 8_000,
  category: 60,
  tag: 40,
  tags: 10,
  variableValue: 2_000,
} as const

export const PROMPT_MESSAGES = {
  titleRequired: 'Title is required',
  bodyRequired: 'Prompt text is required',
  tooManyTags: `At most ${PROMPT_LIMITS.tags} tags`,
  tagTooLong: `A tag is at most ${PROMPT_LIMITS.tag} characters`,
} as const

/**
 * A variable's kind, from the first word of its name: {{party}}, {{date}} and {{document}} (or
 * "{{date of the hearing}}") are typed; any other name is free text ({{deponent}}).
 */
export const VARIABLE_KINDS = ['party', 'date', 'document', 'text'] as const
export type VariableKind = (typeof VARIABLE_KINDS)[number]
export type PromptVariable = { name: string; kind: VariableKind }

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_ ]{0,39}?)\s*\}\}/g

function kindOf(name: string): VariableKind {
  const first = name.toLowerCase().split(/[\s_]/)[0]
  return first === 'party' || first === 'date' || first === 'document' ? first : 'text'
}

/** The body's variables, each once, in the order they first appear. */
export function promptVariables(body: string): PromptVariable[] {
  const found: PromptVariable[] = []
  for (const match of body.matchAll(VARIABLE)) {
    const name = match[1]!.replace(/\s+/g, ' ')
    if (!found.some((variable) => variable.name === name)) {
      found.push({ name, kind: kindOf(name) })
    }
  }
  return found
}

/** The body with each variable replaced by its value; one left without a value stays as written. */
export function fillPrompt(body: string, values: Record<string, string>): string {
  return body.replace(VARIABLE, (whole, raw: string) => {
    const value = values[raw.replace(/\s+/g, ' ')]?.trim()
    return value ? value : whole
  })
}

const DATE_WRITTEN_OUT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * A variable's value as it goes into the text: a date input's "2026-03-12" is written
 * "March 12, 2026"; anything else is its trimmed text.
 */
export function variableText(kind: VariableKind, value: string): string {
  const trimmed = value.trim()
  const date = kind === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed) : null
  if (!date) return trimmed
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])]
  const at = new Date(Date.UTC(year, month - 1, day))
  // A day that does not exist (2026-02-30, month 13) would roll over: it stays as typed.
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return trimmed
  return DATE_WRITTEN_OUT.format(at)
}

/** Why a variable's value cannot be used, or null. */
export function variableValueProblem(name: string, value: string): string | null {
  if (!value.trim()) return `Enter a value for ${name}`
  if (value.length > PROMPT_LIMITS.variableValue) {
    return `At most ${PROMPT_LIMITS.variableValue.toLocaleString('en-US')} characters`
  }
  return null
}

export type PromptInput = { title: string; body: string; category?: string; tags: string[] }
export type PromptIssue = { path: string; message: string }
export type PromptValidation =
  { ok: true; value: PromptInput } | { ok: false; issues: PromptIssue[] }

/** Checks and trims a prompt's fields; a blank category is none, tags are trimmed and deduplicated. */
export function validatePromptInput(input: PromptInput): PromptValidation {
  const issues: PromptIssue[] = []
  const title = input.title.trim()
  const body = input.body.trim()
  const category = input.category?.trim() || undefined
  const titleProblem = textProblem(input.title, PROMPT_LIMITS.title, { isName: true })
  if (titleProblem) issues.push({ path: 'title', message: titleProblem })
  else if (!title) issues.push({ path: 'title', message: PROMPT_MESSAGES.titleRequired })
  const bodyProblem = textProblem(input.body, PROMPT_LIMITS.body)
  if (bodyProblem) issues.push({ path: 'body', message: bodyProblem })
  else if (!body) issues.push({ path: 'body', message: PROMPT_MESSAGES.bodyRequired })
  const categoryProblem = textProblem(input.category, PROMPT_LIMITS.category, { isName: true })
  if (categoryProblem) issues.push({ path: 'category', message: categoryProblem })
  const tags: string[] = []
  for (const raw of input.tags) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (!tag || tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) continue
    const problem = textProblem(tag, PROMPT_LIMITS.tag, { isName: true })
    if (problem) {
      issues.push({
        path: 'tags',
        message: tag.length > PROMPT_LIMITS.tag ? PROMPT_MESSAGES.tagTooLong : problem,
      })
      break
    }
    tags.push(tag)
  }
  if (tags.length > PROMPT_LIMITS.tags) {
    issues.push({ path: 'tags', message: PROMPT_MESSAGES.tooManyTags })
  }
  if (issues.length > 0) return { ok: false, issues }
  return { ok: true, value: { title, body, category, tags } }
}

/** The format tag of a prompt file (an export of the library, or prompts to import). */
export const PROMPT_FILE_FORMAT = 'casefile.prompts/1'

/** The most prompts one import takes. */
export const PROMPTS_PER_IMPORT = 100

export const PROMPT_FILE_MESSAGES = {
  notJson: 'The file is not JSON',
  format: `Not a prompt file: its "format" must be "${PROMPT_FILE_FORMAT}"`,
  empty: 'The file holds no prompts',
  tooMany: `At most ${PROMPTS_PER_IMPORT} prompts in one import`,
} as const

/** A prompt file: what an export writes and an import reads. */
export type PromptFile = { format: typeof PROMPT_FILE_FORMAT; prompts: PromptInput[] }

/** The prompts as a file, each with its title, text, category and tags only. */
export function promptFile(
  prompts: readonly (Omit<PromptInput, 'category'> & { category?: string | null })[],
): PromptFile {
  return {
    format: PROMPT_FILE_FORMAT,
    prompts: prompts.map(({ title, body, category, tags }) => ({
      title,
      body,
      ...(category ? { category } : {}),
      tags: [...tags],
    })),
  }
}

/** Every prompt of an import checked; an issue's path names the prompt ("prompts.3.title"). */
export function validatePromptImport(
  prompts: readonly PromptInput[],
): { ok: true; value: PromptInput[] } | { ok: false; issues: PromptIssue[] } {
  if (prompts.length === 0)
    return { ok: false, issues: [{ path: 'prompts', message: PROMPT_FILE_MESSAGES.empty }] }
  if (prompts.length > PROMPTS_PER_IMPORT) {
    return { ok: false, issues: [{ path: 'prompts', message: PROMPT_FILE_MESSAGES.tooMany }] }
  }
  const value: PromptInput[] = []
  const issues: PromptIssue[] = []
  prompts.forEach((prompt, i) => {
    const checked = validatePromptInput(prompt)
    if (checked.ok) value.push(checked.value)
    else
      issues.push(
        ...checked.issues.map((issue) => ({ ...issue, path: `prompts.${i}.${issue.path}` })),
      )
  })
  return issues.length > 0 ? { ok: false, issues: issues.slice(0, 20) } : { ok: true, value }
}

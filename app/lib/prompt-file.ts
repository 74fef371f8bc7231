// Reading a prompt file (shared/promptRules.ts PromptFile): JSON in, each prompt's title, text,
// category and tags out (any other key dropped), every prompt checked as the backend will, so a
// bad file is named before anything is sent.
import {
  PROMPT_FILE_FORMAT,
  PROMPT_FILE_MESSAGES,
  type PromptInput,
  validatePromptImport,
} from '@shared/promptRules'
import { isObject, readJsonObject } from './json-file'

export type ReadPromptFile = { ok: true; prompts: PromptInput[] } | { ok: false; message: string }

function prompt(value: unknown, i: number): PromptInput | string {
  const where = `prompts[${i}]`
  if (!isObject(value)) return `${where} must be an object`
  const { title, body, category, tags } = value
  if (typeof title !== 'string') return `${where}.title must be text`
  if (typeof body !== 'string') return `${where}.body must be text`
  if (category !== undefined && category !== null && typeof category !== 'string') {
    return `${where}.category must be text`
  }
  const tagList = tags ?? []
  if (!Array.isArray(tagList) || tagList.some((tag) => typeof tag !== 'string')) {
    return `${where}.tags must be a list of text`
  }
  return { title, body, ...(category ? { category } : {}), tags: tagList as string[] }
}

/** The file's prompts, or the first thing wrong with it in words. */
export function readPromptFile(text: string): ReadPromptFile {
  const json = readJsonObject(text, PROMPT_FILE_FORMAT)
  if (!json.ok) return { ok: false, message: PROMPT_FILE_MESSAGES[json.problem] }
  const parsed = json.value
  if (!Array.isArray(parsed.prompts)) return { ok: false, message: PROMPT_FILE_MESSAGES.empty }
  const prompts: PromptInput[] = []
  for (const [i, raw] of parsed.prompts.entries()) {
    const read = prompt(raw, i)
    if (typeof read === 'string') return { ok: false, message: read }
    prompts.push(read)
  }
  const checked = validatePromptImport(prompts)
  if (!checked.ok) {
    const [issue] = checked.issues
    return {
      ok: false,
      message: issue!.path === 'prompts' ? issue!.message : `${issue!.path}: ${issue!.message}`,
    }
  }
  return { ok: true, prompts }
}

import { describe, expect, test } from 'vitest'
import { PROMPT_FILE_MESSAGES, PROMPT_MESSAGES, promptFile } from '@shared/promptRules'
import { readPromptFile } from './prompt-file'

const prompts = [
  {
    title: 'Summarise a complaint',
    body: 'Summarise {{document}}.',
    category: 'Pleadings',
    tags: ['Complaint'],
  },
  { title: 'Deposition topics', body: 'Topics for {{witness}}.', tags: [] },
]

describe('prompt files', () => {
  test('an export reads back as the same prompts, whatever else each prompt carried', () => {
    const exported = promptFile(
      prompts.map((p) => ({ category: null, ...p, _id: 'x', usageCount: 3, scope: 'firm' })),
    )
    expect(exported).toEqual({ format: 'casefile.prompts/1', prompts })
    expect(readPromptFile(JSON.stringify(exported))).toEqual({ ok: true, prompts })
  })

  test('names what is wrong: not JSON, another format, a wrong shape, a broken rule, none', () => {
    expect(readPromptFile('[')).toEqual({ ok: false, message: PROMPT_FILE_MESSAGES.notJson })
    expect(readPromptFile(JSON.stringify({ prompts }))).toEqual({
      ok: false,
      message: PROMPT_FILE_MESSAGES.format,
    })
    const file = (list: unknown[]) =>
      JSON.stringify({ format: 'casefile.prompts/1', prompts: list })
    expect(readPromptFile(file([{ title: 1, body: 'x' }]))).toEqual({
      ok: false,
      message: 'prompts[0].title must be text',
    })
    expect(readPromptFile(file([prompts[0], { title: 'Empty', body: ' ', tags: [] }]))).toEqual({
      ok: false,
      message: `prompts.1.body: ${PROMPT_MESSAGES.bodyRequired}`,
    })
    expect(readPromptFile(file([]))).toEqual({ ok: false, message: PROMPT_FILE_MESSAGES.empty })
  })
})

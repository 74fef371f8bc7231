import { describe, expect, test } from 'vitest'
import { PROMPT_MESSAGES, fillPrompt, promptVariables, validatePromptInput } from './promptRules'

describe('a prompt’s variables', () => {
  test('are typed by the first word of their name, each listed once in order', () => {
    expect(
      promptVariables(
        'Summarise what {{party}} said about {{document}} before {{ date of the hearing }}; ask {{deponent}} and {{party}} again.',
      ),
    ).toEqual([
      { name: 'party', kind: 'party' },
      { name: 'document', kind: 'document' },
      { name: 'date of the hearing', kind: 'date' },
      { name: 'deponent', kind: 'text' },
    ])
  })

  test('braces that are not a variable stay text', () => {
    expect(promptVariables('A {{}} and {{1st}} and {single} and {{ a-b }}')).toEqual([])
  })

  test('are filled in; one without a value stays as written', () => {
    expect(
      fillPrompt('What did {{party}} know on {{date}}?', {
        party: 'Northwind Holdings',
        date: ' ',
      }),
    ).toBe('What did Northwind Holdings know on {{date}}?')
  })
})

describe('a prompt’s fields', () => {
  test('title and text are required; a blank category is none; tags are kept once', () => {
    expect(validatePromptInput({ title: ' ', body: '', tags: [] })).toEqual({
      ok: false,
      issues: [
        { path: 'title', message: PROMPT_MESSAGES.titleRequired },
        { path: 'body', message: PROMPT_MESSAGES.bodyRequired },
      ],
    })
    expect(
      validatePromptInput({
        title: ' Deposition prep ',
        body: 'Prepare {{deponent}}',
        category: '  ',
        tags: ['Discovery', ' discovery', '', 'Depositions'],
      }),
    ).toEqual({
      ok: true,
      value: {
        title: 'Deposition prep',
        body: 'Prepare {{deponent}}',
        category: undefined,
        tags: ['Discovery', 'Depositions'],
      },
    })
  })

  test('limits are refused, never cut', () => {
    const result = validatePromptInput({
      title: 'x'.repeat(121),
      body: 'y'.repeat(8_001),
      tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`),
    })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual([
      'title',
      'body',
      'tags',
    ])
  })
})

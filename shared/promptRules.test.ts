import { describe, expect, test } from 'vitest'
import {
  PROMPT_MESSAGES,
  fillPrompt,
  promptVariables,
  validatePromptInput,
  variableText,
  variableValueProblem,
} from './promptRules'

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

describe('a variable’s value', () => {
  test('a date input’s value is written out; other kinds keep their trimmed text', () => {
    expect(variableText('date', '2026-03-12')).toBe('March 12, 2026')
    expect(variableText('date', '2026-13-01')).toBe('2026-13-01')
    expect(variableText('date', '2026-02-30')).toBe('2026-02-30')
    expect(variableText('date', 'next Tuesday')).toBe('next Tuesday')
    expect(variableText('party', '  Acme Corp. ')).toBe('Acme Corp.')
    expect(variableText('text', '2026-03-12')).toBe('2026-03-12')
  })

  test('a blank or overlong value is refused by name', () => {
    expect(variableValueProblem('party', '  ')).toBe('Enter a value for party')
    expect(variableValueProblem('deponent', 'x'.repeat(2_001))).toBe('At most 2,000 characters')
    expect(variableValueProblem('deponent', 'Dana Ortiz')).toBeNull()
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

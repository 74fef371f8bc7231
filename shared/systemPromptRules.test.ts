import { describe, expect, test } from 'vitest'
import { SYSTEM_PROMPT_MESSAGES, lineDiff, validateSystemPrompt } from './systemPromptRules'

describe('a system prompt’s new text', () => {
  test('is trimmed at its ends, a blank note is none', () => {
    expect(validateSystemPrompt({ text: '  Be brief.\n  Cite.  ', note: '  ' })).toEqual({
      ok: true,
      value: { text: 'Be brief.\n  Cite.', note: undefined },
    })
  })

  test('blank, overlong text and an overlong note are refused on their fields', () => {
    expect(validateSystemPrompt({ text: ' ', note: 'n'.repeat(201) })).toEqual({
      ok: false,
      issues: [
        { path: 'text', message: SYSTEM_PROMPT_MESSAGES.textRequired },
        { path: 'note', message: SYSTEM_PROMPT_MESSAGES.noteTooLong },
      ],
    })
    expect(validateSystemPrompt({ text: 'x'.repeat(20_001) })).toMatchObject({
      issues: [{ path: 'text', message: 'At most 20,000 characters' }],
    })
  })
})

describe('the line diff between two versions', () => {
  test('keeps common lines, marks removed before added', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ])
  })

  test('the same text is all unchanged; an emptied one is all removed', () => {
    expect(lineDiff('x\ny', 'x\ny').every((line) => line.kind === 'same')).toBe(true)
    expect(lineDiff('x\ny', '')).toEqual([
      { kind: 'removed', text: 'x' },
      { kind: 'removed', text: 'y' },
      { kind: 'added', text: '' },
    ])
  })
})

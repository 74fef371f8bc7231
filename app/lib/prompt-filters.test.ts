import { describe, expect, test } from 'vitest'
import { NO_PROMPT_FILTERS, filterPrompts, promptCategories } from './prompt-filters'

const prompts = [
  {
    title: 'Deposition prep',
    body: 'Prepare {{deponent}}',
    category: 'Discovery',
    tags: ['Depositions'],
    scope: 'personal' as const,
    favorite: true,
  },
  {
    title: 'Summarise a complaint',
    body: 'Claims in {{document}}',
    category: 'Pleadings',
    tags: [],
    scope: 'casefile' as const,
    favorite: false,
  },
  {
    title: 'Privilege log entry',
    body: 'Describe the document',
    category: null,
    tags: ['privilege'],
    scope: 'firm' as const,
    favorite: false,
  },
]
const titles = (list: typeof prompts) => list.map((p) => p.title)

describe('the prompt library’s filters', () => {
  test('every word of the search is found in the title, text, category or tags', () => {
    expect(titles(filterPrompts(prompts, { ...NO_PROMPT_FILTERS, q: 'PREP deponent' }))).toEqual([
      'Deposition prep',
    ])
    expect(titles(filterPrompts(prompts, { ...NO_PROMPT_FILTERS, q: 'privilege' }))).toEqual([
      'Privilege log entry',
    ])
    expect(filterPrompts(prompts, { ...NO_PROMPT_FILTERS, q: 'mortgage' })).toEqual([])
  })

  test('one part of the library, the starred ones, or one category', () => {
    expect(titles(filterPrompts(prompts, { ...NO_PROMPT_FILTERS, show: 'favorites' }))).toEqual([
      'Deposition prep',
    ])
    expect(titles(filterPrompts(prompts, { ...NO_PROMPT_FILTERS, show: 'casefile' }))).toEqual([
      'Summarise a complaint',
    ])
    expect(titles(filterPrompts(prompts, { ...NO_PROMPT_FILTERS, category: 'Pleadings' }))).toEqual(
      ['Summarise a complaint'],
    )
    expect(promptCategories(prompts)).toEqual(['Discovery', 'Pleadings'])
  })
})

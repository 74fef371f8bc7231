// The prompt library's search and filters, on the list the page already holds (a library is at
// most a few hundred prompts per part): every word of the search in the title, text, category or
// tags; one part of the library, or the starred ones; one category.
import type { PromptScope } from '@shared/promptRules'

export type PromptShow = 'all' | 'favorites' | PromptScope
export type PromptFilters = { q: string; show: PromptShow; category: string }
export const NO_PROMPT_FILTERS: PromptFilters = { q: '', show: 'all', category: '' }

type Filterable = {
  title: string
  body: string
  category: string | null
  tags: string[]
  scope: PromptScope
  favorite: boolean
}

export function filterPrompts<P extends Filterable>(prompts: P[], filters: PromptFilters): P[] {
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean)
  return prompts.filter((prompt) => {
    if (filters.show === 'favorites' && !prompt.favorite) return false
    if (filters.show !== 'all' && filters.show !== 'favorites' && prompt.scope !== filters.show) {
      return false
    }
    if (filters.category && prompt.category !== filters.category) return false
    if (words.length === 0) return true
    const text = [prompt.title, prompt.body, prompt.category ?? '', ...prompt.tags]
      .join(' ')
      .toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/** The categories the prompts use, in alphabetical order. */
export function promptCategories(prompts: { category: string | null }[]): string[] {
  return [...new Set(prompts.flatMap((p) => (p.category ? [p.category] : [])))].sort((a, b) =>
    a.localeCompare(b),
  )
}

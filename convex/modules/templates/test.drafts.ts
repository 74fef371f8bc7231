// What the templates' tests share: a document's pages made from texts, and the A4 checks every
// written draft passes (no placeholder left, each citation the exact text of its page).
import { expect } from 'vitest'
import { unresolvedPlaceholders } from './findings'
import type { SourcePage, TemplateDraft } from './types'

export const pagesOf = (documentId: string, documentName: string, texts: string[]) =>
  texts.map((text, i): SourcePage => ({ documentId, documentName, page: i + 1, text }))

/** The draft's A4 checks: no placeholder, every citation the exact text of its page. */
export function expectSound(draft: TemplateDraft, documents: SourcePage[][]) {
  expect(unresolvedPlaceholders(draft)).toEqual([])
  const pages = documents.flat()
  for (const citation of draft.citations) {
    const page = pages.find(
      (p) => p.documentId === citation.documentId && p.page === citation.page,
    )!
    expect(page.text.slice(citation.start, citation.end)).toBe(citation.quote)
  }
}

// Suggestions as the user types a dossier search: document names holding every word typed (the
// last one as a prefix), the words of the matter's text that complete the last word, most
// frequent first, and tags that start with it. Like the search, both indexes filter by
// organisation and matter themselves.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { SEARCH_TERMS_MAX, checkQueryText, tokenize } from '../../../shared/searchQuery'
import { findHits } from './searchText'

export const SUGGESTIONS_MAX = 5
/** A shorter word would expand to most of the text index: no word completions before 3 letters. */
export const TERM_PREFIX_MIN = 3
/** Names read to find SUGGESTIONS_MAX that hold every word. */
const NAME_READS = 20
/** Pages whose words are counted for completions. */
const TERM_PAGES = 20

const WORD = '[\\p{L}\\p{N}]'

/** The typed text without its last word, and that word's start. */
function lastWordStart(text: string) {
  const matches = [...text.matchAll(/[\p{L}\p{N}]+/gu)]
  return matches.length > 0 ? matches[matches.length - 1]!.index : text.length
}

/** Completions of `prefix` in `texts`, most frequent first (ties alphabetical). */
export function completions(texts: string[], prefix: string, max = SUGGESTIONS_MAX) {
  const pattern = new RegExp(`(?<!${WORD})${prefix}${WORD}+`, 'giu')
  const counts = new Map<string, number>()
  for (const text of texts) {
    for (const match of text.matchAll(pattern)) {
      const word = match[0].toLowerCase()
      counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([word]) => word)
}

export async function suggestFor(ctx: QueryCtx, project: Doc<'projects'>, typed: string) {
  const text = checkQueryText(typed)
  const tokens = tokenize(text).slice(-SEARCH_TERMS_MAX)
  if (tokens.length === 0) return { documents: [], terms: [], tags: [] }
  const last = tokens[tokens.length - 1]!
  const { organizationId, _id: projectId } = project
  const wantsTerms = last.length >= TERM_PREFIX_MIN
  const [names, pages] = await Promise.all([
    ctx.db
      .query('documents')
      .withSearchIndex('search_name', (q) =>
        q
          .search('name', tokens.join(' '))
          .eq('organizationId', organizationId)
          .eq('projectId', projectId),
      )
      .take(NAME_READS),
    wantsTerms
      ? ctx.db
          .query('documentPages')
          .withSearchIndex('search_text', (q) =>
            q.search('text', last).eq('organizationId', organizationId).eq('projectId', projectId),
          )
          .take(TERM_PAGES)
      : Promise.resolve([]),
  ])

  // Every word typed, the last as a prefix: "depo ma" suggests "Deposition of Maria Chen".
  const wordTests = tokens.map(
    (token, index) =>
      new RegExp(`(?<!${WORD})${token}${index === tokens.length - 1 ? '' : `(?!${WORD})`}`, 'iu'),
  )
  const everyWord = new RegExp(
    `(?<!${WORD})(?:${tokens.map((t, i) => (i === tokens.length - 1 ? `${t}${WORD}*` : `${t}(?!${WORD})`)).join('|')})`,
    'giu',
  )
  const documents = names
    .filter((document) => wordTests.every((test) => test.test(document.name)))
    .slice(0, SUGGESTIONS_MAX)
    .map((document) => ({
      _id: document._id,
      name: document.name,
      highlights: findHits(document.name, everyWord),
    }))

  const head = text.slice(0, lastWordStart(text))
  const terms = completions(
    pages.map((page) => page.text),
    last,
  )
    .filter((word) => word !== last)
    .map((word) => ({ word, text: `${head}${word}` }))

  // Tags of the documents just found, so the matter's tags need no table of their own.
  const pageDocumentIds = [...new Set(pages.map((page) => page.documentId))]
  const pageDocuments = await Promise.all(
    pageDocumentIds.map((id: Id<'documents'>) => ctx.db.get('documents', id)),
  )
  const tagNames = new Map<string, string>()
  for (const document of [...names, ...pageDocuments]) {
    for (const tag of document?.tags ?? []) {
      if (tag.toLowerCase().startsWith(last)) tagNames.set(tag.toLowerCase(), tag)
    }
  }
  const tags = [...tagNames.values()].sort().slice(0, SUGGESTIONS_MAX)
  return { documents, terms, tags }
}

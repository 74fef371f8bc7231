// The dossier search's query language, parsed once for the search index, the phrase check and the
// highlights. Pure (no Convex server imports): the backend and its tests share it.
//
//   deposition smith     any of the words, best matches first (the index's own ranking)
//   "summary judgment"   the exact phrase must occur (the index matches words, so it is checked)
//   depos*               words starting with "depos"
//   10-K                 a word the tokenizer splits is a phrase of its parts ("10 k")
//
// The search index tokenizes as convex-local's does: lower-cased runs of letters and digits, and the
// last word it is given also matches as a prefix. That prefix is mirrored here, so a page found
// through it ("contract" finding "contractual") still shows its hit.
import { appError } from './errors'
import { hasLoneSurrogate } from './text'

/** Longest query accepted, in characters. */
export const SEARCH_QUERY_MAX = 200
/** Convex answers at most 16 terms in one search filter. */
export const SEARCH_TERMS_MAX = 16
/** A prefix shorter than this would expand to most of the index, so it counts as a plain word. */
export const SEARCH_PREFIX_MIN = 2

export type ParsedQuery = {
  /** Token sequences that must occur, in order (quoted phrases and split words). */
  phrases: string[][]
  /** Words matched whole (lower-case). */
  terms: string[]
  /** Words matched as prefixes: the explicit `word*` ones and the index's last-word prefix. */
  prefixes: string[]
  /** What the search index gets: every token once, space-separated, the prefix word last. */
  indexText: string
}

const TOKEN = /[\p{L}\p{N}]+/gu

/** The lower-cased tokens of a text, as the search index sees them. */
export function tokenize(text: string): string[] {
  return (text.match(TOKEN) ?? []).map((token) => token.toLowerCase())
}

/** A trimmed query or INVALID_INPUT: too long, or not text (a lone surrogate). */
export function checkQueryText(raw: string): string {
  const text = raw.trim()
  if (text.length > SEARCH_QUERY_MAX) {
    throw appError('INVALID_INPUT', `A search is at most ${SEARCH_QUERY_MAX} characters`)
  }
  if (hasLoneSurrogate(text)) throw appError('INVALID_INPUT', 'A search must be text')
  return text
}

/** The quoted parts and the bare words of a query; an unclosed quote runs to the end. */
function splitQuery(text: string) {
  const quoted: string[] = []
  const words: string[] = []
  const parts = text.split('"')
  parts.forEach((part, index) => {
    // Odd parts sit between quotes; while typing, the last one may still be open.
    if (index % 2 === 1) quoted.push(part)
    else words.push(...part.split(/\s+/).filter(Boolean))
  })
  return { quoted, words }
}

/**
 * Parses a query; null when it holds no word at all (punctuation only). Throws INVALID_INPUT when
 * it is too long, not text, or has more than SEARCH_TERMS_MAX distinct words.
 */
export function parseSearchQuery(raw: string): ParsedQuery | null {
  const { quoted, words } = splitQuery(checkQueryText(raw))
  const phrases: string[][] = []
  const terms: string[] = []
  const explicitPrefixes: string[] = []
  for (const part of quoted) {
    const tokens = tokenize(part)
    if (tokens.length > 0) phrases.push(tokens)
  }
  for (const word of words) {
    const isPrefix = word.endsWith('*')
    const tokens = tokenize(word)
    if (tokens.length === 0) continue
    if (tokens.length > 1) phrases.push(tokens)
    else if (isPrefix && tokens[0]!.length >= SEARCH_PREFIX_MIN) explicitPrefixes.push(tokens[0]!)
    else terms.push(tokens[0]!)
  }
  const prefixSet = new Set(explicitPrefixes)
  const indexTokens = [...new Set([...phrases.flat(), ...terms])].filter((t) => !prefixSet.has(t))
  indexTokens.push(...prefixSet)
  if (indexTokens.length === 0) return null
  if (indexTokens.length > SEARCH_TERMS_MAX) {
    throw appError('INVALID_INPUT', `A search takes at most ${SEARCH_TERMS_MAX} different words`)
  }
  const prefixes = [...prefixSet]
  // The index matches its last word as a prefix too; a phrase word stays exact (checked below).
  const last = indexTokens[indexTokens.length - 1]!
  if (prefixSet.size === 0 && terms.includes(last) && last.length >= SEARCH_PREFIX_MIN) {
    prefixes.push(last)
  }
  return {
    phrases,
    terms: [...new Set(terms)].filter((t) => !prefixes.includes(t)),
    prefixes,
    indexText: indexTokens.join(' '),
  }
}

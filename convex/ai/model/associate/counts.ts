// How often a passage holds each question term: its own stems and the related words, counted
// in one pass over a page's words; and what a document's name says of the question.
import type { Passage, Range } from './passages'
import type { QueryTerm } from './query'
import { prefixKey, scanWords } from './terms'

/** What a related word is worth against the question's own word. */
export const RELATED_CREDIT = 0.7
/** What the document's name is worth for a term the passage itself lacks. */
export const NAME_CREDIT = 0.8

/** A stem that matches a question term, exactly or as a related word. */
export type Match = { term: number; exact: boolean }
/** Per question term: exact and related matches; and the number of words. */
export type Counts = { exact: Float64Array; related: Float64Array; words: number }

/** Every stem the question looks for, with the terms it counts for. */
export function lookup(terms: QueryTerm[]): Map<string, Match[]> {
  const map = new Map<string, Match[]>()
  const add = (key: string, match: Match) => {
    const list = map.get(key)
    if (list) {
      if (!list.some((m) => m.term === match.term && (m.exact || !match.exact))) list.push(match)
    } else map.set(key, [match])
  }
  terms.forEach((term, index) => {
    for (const s of term.stems) add(s, { term: index, exact: true })
    for (const s of term.related) add(s, { term: index, exact: false })
  })
  return map
}

/** Adds the matches of one word's stems to the counts at `offset`. */
function tally(
  stems: string[],
  table: Map<string, Match[]>,
  exact: Float64Array,
  related: Float64Array,
  offset: number,
): void {
  for (const s of stems) {
    const matches = table.get(s)
    if (!matches) continue
    for (const m of matches) {
      if (m.exact) exact[offset + m.term]! += 1
      else related[offset + m.term]! += 1
    }
  }
}

/**
 * The prefixKeys of every stem looked for. A stem without a key (digits, under three letters,
 * not ASCII) can only be met by words that are not plain three-letter-or-longer ASCII words,
 * and scanWords always stems those; a plain word's stem keeps its first three letters.
 */
export function prefixesOf(table: Map<string, Match[]>): Set<number> {
  const keys = new Set<number>()
  for (const s of table.keys()) {
    const key = prefixKey(s)
    if (key !== -1) keys.add(key)
  }
  return keys
}

export function countRange(
  text: string,
  range: Range,
  table: Map<string, Match[]>,
  n: number,
): Counts {
  const counts = { exact: new Float64Array(n), related: new Float64Array(n), words: 0 }
  scanWords(text, range.start, range.end, (stems) => {
    counts.words += 1
    tally(stems, table, counts.exact, counts.related, 0)
  })
  return counts
}

/** The counts of every passage of a page, in one pass over its words. */
export function countPassages(
  text: string,
  passages: Passage[],
  table: Map<string, Match[]>,
  n: number,
  prefixes: Set<number>,
): Counts[] {
  const exact = new Float64Array(passages.length * n)
  const related = new Float64Array(passages.length * n)
  const words = new Int32Array(passages.length)
  let p = 0
  scanWords(
    text,
    0,
    text.length,
    (stems, at) => {
      while (p < passages.length && passages[p]!.end <= at) p += 1
      if (p === passages.length || passages[p]!.start > at) return
      words[p]! += 1
      tally(stems, table, exact, related, p * n)
    },
    prefixes,
  )
  return passages.map((_, i) => ({
    exact: exact.subarray(i * n, (i + 1) * n),
    related: related.subarray(i * n, (i + 1) * n),
    words: words[i]!,
  }))
}

/** Name credit per term for one document: the credit its name gives each term (0 when none). */
export function nameCredits(name: string, table: Map<string, Match[]>, n: number): Float64Array {
  const bare = name.replace(/\.[a-z0-9]{2,5}$/i, '')
  const counts = countRange(bare, { start: 0, end: bare.length }, table, n)
  const credit = new Float64Array(n)
  for (let t = 0; t < n; t += 1) {
    if (counts.exact[t]! > 0) credit[t] = NAME_CREDIT
    else if (counts.related[t]! > 0) credit[t] = NAME_CREDIT * RELATED_CREDIT
  }
  return credit
}

/** The share of a document name's words that the question spells out ("engagement letter": 1). */
export function namedFraction(name: string, terms: QueryTerm[]): number {
  const bare = name.replace(/\.[a-z0-9]{2,5}$/i, '')
  const words: string[] = []
  scanWords(bare, 0, bare.length, (stems) => words.push(...stems))
  const content = words.filter((w) => w.length > 1 && !/^(of|and|the|for|to|in|on|re)$/.test(w))
  if (content.length === 0) return 0
  const asked = new Set(terms.flatMap((t) => t.stems))
  return content.filter((w) => asked.has(w)).length / content.length
}

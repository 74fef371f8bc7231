// The part of a passage that is quoted: all of it, or, for a sentence longer than MAX_QUOTE, the
// window of whole clauses that holds the most of what was asked. A quote starts and ends at a
// clause or word boundary, never inside a word, and is always a range of the page's own text.
import { MAX_QUOTE, type Range } from './passages'
import { splitAlphaNumeric, stem, tokenize } from './terms'

/** Positions after which a clause may start: after ; : , or a dash, then spaces. */
const CLAUSE_BREAK = /[;:,]\s+|\s[—–-]\s+/g

/**
 * The range to quote from `range` of `text`: the range itself when short enough, otherwise the
 * window of at most MAX_QUOTE characters, from one clause start to a clause end (or a word end),
 * holding the largest weight of distinct asked-for stems; the earliest such window on a tie.
 */
export function quoteRange(
  text: string,
  range: Range,
  stemWeights: ReadonlyMap<string, number>,
): Range {
  if (range.end - range.start <= MAX_QUOTE) return range
  const body = text.slice(range.start, range.end)
  const starts = [0]
  for (const match of body.matchAll(CLAUSE_BREAK)) starts.push(match.index + match[0].length)
  const hits = tokenize(body).map((token) => ({
    ...token,
    weight: Math.max(
      0,
      ...splitAlphaNumeric(token.word).map((part) => stemWeights.get(stem(part)) ?? 0),
    ),
    stems: splitAlphaNumeric(token.word).map(stem),
  }))
  let best: Range | null = null
  let bestWeight = -1
  for (const from of starts) {
    const limit = from + MAX_QUOTE
    // End at the last clause break, or else the last word, that fits.
    let to = -1
    for (const s of starts) if (s > from && s <= limit) to = s
    if (to === -1 || to - from < MAX_QUOTE / 2) {
      const lastWord = hits.filter((h) => h.start >= from && h.end <= limit).pop()
      if (lastWord) to = Math.max(to, lastWord.end)
    }
    if (to <= from) continue
    const seen = new Set<string>()
    let weight = 0
    for (const hit of hits) {
      if (hit.start < from || hit.end > to || hit.weight === 0) continue
      const key = hit.stems.join(' ')
      if (seen.has(key)) continue
      seen.add(key)
      weight += hit.weight
    }
    if (weight > bestWeight) [best, bestWeight] = [{ start: from, end: to }, weight]
  }
  if (!best) {
    const space = body.lastIndexOf(' ', MAX_QUOTE)
    return { start: range.start, end: range.start + (space > 0 ? space : MAX_QUOTE) }
  }
  const piece = body.slice(best.start, best.end)
  const lead = piece.length - piece.trimStart().length
  // Trailing spaces and a dangling comma or semicolon are left out of the quote.
  const trimmed = piece.trimEnd().replace(/[,;:]$/, '')
  return { start: range.start + best.start + lead, end: range.start + best.start + trimmed.length }
}

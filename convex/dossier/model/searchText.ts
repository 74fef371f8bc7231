// Where a parsed query occurs in a text, and the snippet a result shows around it. Hits are
// character ranges, never markup: the app wraps them in <mark> itself, so no document text is
// ever interpreted as HTML. Pure (no Convex server imports).
import type { ParsedQuery } from '../../../shared/searchQuery'

/** A hit: [start, end) in UTF-16 code units of the text it belongs to. */
export type TextRange = { start: number; end: number }
export type Snippet = { text: string; highlights: TextRange[] }

/** Characters a snippet holds at most (ellipses not counted). */
export const SNIPPET_LENGTH = 220
/** Characters shown before the first hit, so it reads in context. */
const SNIPPET_LEAD = 60
/** Hits looked at per text: enough for the best window, bounded for long pages. */
const HITS_MAX = 100

const WORD = '[\\p{L}\\p{N}]'
const GAP = '[^\\p{L}\\p{N}]+'
// A hit starts at a word boundary; tokens are letters and digits only, so they need no escaping.
const AT_WORD_START = `(?<!${WORD})`

const phrasePattern = (tokens: string[]) => `${tokens.join(GAP)}(?!${WORD})`

/** One pattern for every phrase, whole word and prefix of the query (case-insensitive). */
export function hitPattern(query: ParsedQuery): RegExp {
  const alternatives = [
    ...query.phrases.map(phrasePattern),
    ...query.prefixes.map((prefix) => `${prefix}${WORD}*`),
    ...query.terms.map((term) => `${term}(?!${WORD})`),
  ]
  return new RegExp(`${AT_WORD_START}(?:${alternatives.join('|')})`, 'giu')
}

/** A test that every phrase of the query occurs in a text (true when it has none). */
export function phraseCheck(query: ParsedQuery): (text: string) => boolean {
  const tests = query.phrases.map(
    (tokens) => new RegExp(AT_WORD_START + phrasePattern(tokens), 'iu'),
  )
  return (text) => tests.every((test) => test.test(text))
}

/** The hits of `pattern` in `text`, in order. */
export function findHits(text: string, pattern: RegExp, max = HITS_MAX): TextRange[] {
  const hits: TextRange[] = []
  pattern.lastIndex = 0
  for (const match of text.matchAll(pattern)) {
    hits.push({ start: match.index, end: match.index + match[0].length })
    if (hits.length >= max) break
  }
  return hits
}

/** The hit to centre on: the one whose window holds the most hits (the earliest on a tie). */
function bestAnchor(hits: TextRange[]): TextRange | null {
  let best: TextRange | null = null
  let bestCount = 0
  for (const anchor of hits) {
    const windowEnd = anchor.start - SNIPPET_LEAD + SNIPPET_LENGTH
    const count = hits.filter((hit) => hit.start >= anchor.start && hit.end <= windowEnd).length
    if (count > bestCount) [best, bestCount] = [anchor, count]
  }
  return best
}

/** The window [start, end) of `text` to show: around the anchor, cut at spaces where it can. */
function windowAround(text: string, anchor: TextRange | null) {
  let start = anchor ? Math.max(0, anchor.start - SNIPPET_LEAD) : 0
  if (start > 0) {
    const space = text.slice(start, anchor!.start).search(/\s/)
    if (space >= 0) start += space + 1
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (end < text.length) {
    const floor = anchor ? anchor.end : start
    const space = text.slice(floor, end).search(/\s\S*$/)
    if (space > 0) end = floor + space
  }
  return { start, end }
}

/**
 * The snippet of `text` around its best cluster of hits: whitespace runs collapsed to one space,
 * '…' where the text goes on, and the hits inside it as ranges of the snippet's own text.
 */
export function buildSnippet(text: string, hits: TextRange[]): Snippet {
  const { start, end } = windowAround(text, bestAnchor(hits))
  const lead = start > 0 ? '…' : ''
  // offsets[i]: where character start + i lands in the output.
  const offsets: number[] = []
  let out = lead
  let inSpace = false
  for (let i = start; i < end; i++) {
    offsets.push(out.length)
    const char = text[i]!
    if (/\s/.test(char)) {
      if (!inSpace && out.length > lead.length) out += ' '
      inSpace = true
    } else {
      out += char
      inSpace = false
    }
  }
  offsets.push(out.length)
  const body = out.trimEnd()
  const highlights = hits
    .filter((hit) => hit.start >= start && hit.end <= end)
    .map((hit) => ({ start: offsets[hit.start - start]!, end: offsets[hit.end - start]! }))
    .map((hit) => ({ start: hit.start, end: Math.min(hit.end, body.length) }))
    .filter((hit) => hit.end > hit.start)
  return { text: end < text.length ? `${body}…` : body, highlights }
}

/** The text of a snippet's first hit (what the viewer is asked to highlight), or null. */
export function firstHitText(snippet: Snippet): string | null {
  const hit = snippet.highlights[0]
  return hit ? snippet.text.slice(hit.start, hit.end) : null
}

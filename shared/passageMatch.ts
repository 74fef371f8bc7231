// Finding a quoted passage in a document's text, the way a lawyer reads it rather than the way the
// bytes run: case and accents do not matter, runs of white space are one space, a word broken across a line
// ("recog-\nnised") is one word, and curly quotes equal straight ones. Both the citation and the
// text go through the same normal form, so a passage copied from the extracted text, from the PDF's
// text layer or typed by hand finds the same place. Pure (no Convex or DOM imports), so the
// viewer's panes (PDF text layer, DOCX, HTML, plain text) and the backend's check of a cited
// quote (convex/ai/model/citations.ts) share one tested rule.

/** One stretch of a match inside one part of the text: `[start, end)` in that part's characters. */
export type MatchPiece = { part: number; start: number; end: number }

/** One occurrence of the passage; several pieces when it runs across parts (spans, lines). */
export type PassageMatch = MatchPiece[]

/** The normal form of a text, with where each of its characters came from in the original. */
type Normalized = { text: string; starts: number[]; ends: number[] }

const LINE_BREAK = /[\n\r\v\f\u2028\u2029]/
const SPACE = /\s/
// Invisible characters that break no word: soft hyphen, zero-width space and joiners, BOM.
const INVISIBLE = /\u00AD|\u200B|\u200C|\u200D|\u2060|\uFEFF/
const HYPHEN = /[-\u2010\u2011]/
const WORD = /[\p{L}\p{N}]/u
const LETTER = /\p{L}/u
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032]/g
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g
const DASHES = /[\u2012\u2013\u2014\u2015\u2212]/g
const MARKS = /\p{M}/gu

function fold(character: string) {
  // Plain ASCII is most of any document: lower-casing is all it needs.
  if (character.charCodeAt(0) < 0x80) return character.toLowerCase()
  // Compatibility forms (ligatures, full-width letters) to their letters, accents dropped: OCR and
  // hand-typed citations often lose them.
  return character
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
}

function codePointAt(text: string, index: number) {
  return String.fromCodePoint(text.codePointAt(index)!)
}

/** The normal form of `text` (see the file comment) with each character's origin. */
function normalizeWithMap(text: string): Normalized {
  const out: string[] = []
  const starts: number[] = []
  const ends: number[] = []
  const push = (character: string, start: number, end: number) => {
    out.push(character)
    starts.push(start)
    ends.push(end)
  }
  let index = 0
  while (index < text.length) {
    const character = codePointAt(text, index)
    const next = index + character.length
    if (INVISIBLE.test(character)) {
      index = next
      continue
    }
    if (SPACE.test(character)) {
      let end = next
      while (end < text.length && SPACE.test(text[end]!)) end++
      if (out.length > 0 && out[out.length - 1] !== ' ') push(' ', index, end)
      index = end
      continue
    }
    if (HYPHEN.test(character)) {
      let end = next
      let lineBreak = false
      while (end < text.length && (SPACE.test(text[end]!) || INVISIBLE.test(text[end]!))) {
        lineBreak ||= LINE_BREAK.test(text[end]!)
        end++
      }
      const afterLetter = out.length > 0 && WORD.test(out[out.length - 1]!)
      const beforeLetter = end < text.length && LETTER.test(codePointAt(text, end))
      // A hyphen inside a word ("control-person") and one that breaks a word at a line's end
      // ("recog-⏎nised") both vanish, so either spelling of the word matches the other.
      if (afterLetter && beforeLetter && (end === next || lineBreak)) {
        index = end
        continue
      }
      push('-', index, next)
      index = next
      continue
    }
    // By UTF-16 unit, not code point: positions in the joined text are counted in units.
    const folded = fold(character)
    for (let unit = 0; unit < folded.length; unit++) push(folded[unit]!, index, next)
    index = next
  }
  if (out[out.length - 1] === ' ') {
    out.pop()
    starts.pop()
    ends.pop()
  }
  return { text: out.join(''), starts, ends }
}

/** The normal form a passage is compared in: lower case, single spaces, words unbroken. */
export function normalizePassage(text: string): string {
  return normalizeWithMap(text).text
}

/** A text prepared once for many searches (find-as-you-type normalises each page only once). */
export type PassageIndex = {
  find: (query: string, options?: { limit?: number }) => PassageMatch[]
}

/** Prepares the text made of `parts` (joined as they are: put '\n' parts between lines and blocks). */
export function createPassageIndex(parts: readonly string[]): PassageIndex {
  const haystack = normalizeWithMap(parts.join(''))
  const partStarts: number[] = []
  let offset = 0
  for (const part of parts) {
    partStarts.push(offset)
    offset += part.length
  }
  return {
    find(query, { limit = Infinity } = {}) {
      const needle = normalizePassage(query)
      if (needle === '' || limit <= 0) return []
      const matches: PassageMatch[] = []
      let from = 0
      while (matches.length < limit) {
        const found = haystack.text.indexOf(needle, from)
        if (found === -1) break
        const start = haystack.starts[found]!
        const end = haystack.ends[found + needle.length - 1]!
        matches.push(toPieces(parts, partStarts, start, end))
        from = found + needle.length
      }
      return matches
    },
  }
}

/**
 * Every occurrence of `query` in the text made of `parts`, first to last, without overlaps; at
 * most `limit`. Each match is given as pieces of the parts it covers, so a caller can mark the
 * exact characters.
 */
export function findPassages(
  parts: readonly string[],
  query: string,
  options: { limit?: number } = {},
): PassageMatch[] {
  if (normalizePassage(query) === '') return []
  return createPassageIndex(parts).find(query, options)
}

/** The first occurrence of `query`, or null. */
export function findFirstPassage(parts: readonly string[], query: string): PassageMatch | null {
  return findPassages(parts, query, { limit: 1 })[0] ?? null
}

/** How many times `query` occurs in the text made of `parts`. */
export function countPassages(parts: readonly string[], query: string): number {
  return findPassages(parts, query).length
}

function toPieces(
  parts: readonly string[],
  partStarts: readonly number[],
  start: number,
  end: number,
): PassageMatch {
  const pieces: PassageMatch = []
  for (let part = 0; part < parts.length; part++) {
    const partStart = partStarts[part]!
    const partEnd = partStart + parts[part]!.length
    if (partEnd <= start) continue
    if (partStart >= end) break
    const pieceStart = Math.max(start, partStart) - partStart
    const pieceEnd = Math.min(end, partEnd) - partStart
    if (pieceEnd > pieceStart) pieces.push({ part, start: pieceStart, end: pieceEnd })
  }
  return pieces
}

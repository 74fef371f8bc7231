// Answering a list column with the items of the enumerated list that speaks to the question:
// lines that start with "1.", "(a)", "a.", "i.", "•" or "-"; headings such as "FIRST AFFIRMATIVE
// DEFENSE" with the sentence under each; or "(a) ...; (b) ...; and (c) ..." inside a sentence.
// The list is chosen by the question's words in its lead-in and items.
import { answerAt, notFound } from './answer'
import type { Query } from './context'
import { scoreSentence } from './passages'
import { confidenceOf } from './rank'
import { squeeze } from './text'
import type { FieldAnswer, PageText } from './types'

/** An enumerated list: its items and the span from its lead-in's end to its last item. */
export type ListBlock = { items: string[]; start: number; end: number; leadStart: number }

const MARKER = /^[ \t]*(?:\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]|[•●▪◦·*–-])[ \t]+(?=\S)/i
const ORDINAL_HEADING =
  /^[ \t]*(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|ELEVENTH|TWELFTH)\s+(?:AFFIRMATIVE\s+DEFENSE|SEPARATE\s+DEFENSE|DEFENSE|CAUSE\s+OF\s+ACTION|CLAIM\s+FOR\s+RELIEF|COUNT)\b.*$/
const INLINE_ITEM =
  /\(([a-z]|\d{1,2}|[ivx]{1,4})\)\s+([^;]+?)(?=;\s*(?:and|or)?\s*\([a-z\divx]+\)|[.;]\s*$|\.\s+[A-Z]|$)/g

/** The lines of `text` with their offsets. */
function linesOf(text: string): Array<{ start: number; end: number; line: string }> {
  const lines: Array<{ start: number; end: number; line: string }> = []
  let start = 0
  for (const line of text.split('\n')) {
    lines.push({ start, end: start + line.length, line })
    start += line.length + 1
  }
  return lines
}

function cleanItem(item: string): string {
  return squeeze(item)
    .replace(MARKER, '')
    .replace(/[;,]?\s*(?:and|or)?\s*$/i, '')
    .replace(/[;.]$/, '')
    .trim()
}

/** Every enumerated list in `text`. */
export function findLists(text: string): ListBlock[] {
  const blocks: ListBlock[] = []
  const lines = linesOf(text)
  let current: { items: Array<{ start: number; end: number }>; leadStart: number } | null = null
  const close = () => {
    if (current && current.items.length >= 2) {
      const items = current.items.map(({ start, end }) => cleanItem(text.slice(start, end)))
      const start = current.items[0]!.start
      const end = current.items[current.items.length - 1]!.end
      blocks.push({
        items: items.filter((i) => i !== ''),
        start,
        end,
        leadStart: current.leadStart,
      })
    }
    current = null
  }
  for (let i = 0; i < lines.length; i++) {
    const { line, start, end } = lines[i]!
    if (ORDINAL_HEADING.test(line) || MARKER.test(line)) {
      current ??= { items: [], leadStart: lines[Math.max(0, i - 2)]!.start }
      // A heading's item is the sentence under it: it starts empty on the next line.
      const itemStart = ORDINAL_HEADING.test(line) ? Math.min(end + 1, text.length) : start
      current.items.push({ start: itemStart, end: ORDINAL_HEADING.test(line) ? itemStart : end })
      continue
    }
    if (current && line.trim() === '') continue
    const last = current?.items[current.items.length - 1]
    // An item runs on over lines until it ends with a stop, but not over a blank line (a heading's
    // item, still empty, waits for its sentence).
    const afterBlank =
      i > 0 && lines[i - 1]!.line.trim() === '' && last !== undefined && last.end > last.start
    if (last && !afterBlank && !/[.;:]\s*$/.test(text.slice(last.start, last.end))) {
      last.end = end
      continue
    }
    close()
  }
  close()
  for (const match of text.matchAll(/[^.\n]*?\(a\)[^]*?(?:\.\s|$)/g)) {
    const items = [...match[0].matchAll(INLINE_ITEM)]
    if (items.length < 2) continue
    const start = match.index + items[0]!.index
    const lastItem = items[items.length - 1]!
    blocks.push({
      items: items.map((m) => cleanItem(m[2]!)),
      start,
      end: match.index + lastItem.index + lastItem[0].length,
      leadStart: match.index,
    })
  }
  return blocks
}

/** The items of the list that best answers the question, or no answer. */
export function extractList(pages: readonly PageText[], query: Query, label: string): FieldAnswer {
  const scored = pages.flatMap(({ page, text }) =>
    findLists(text).map((block) => {
      const lead = scoreSentence(text, block.leadStart, block.start, query)
      const body = scoreSentence(text, block.start, block.end, query)
      return { page, block, score: 1.5 * lead.score + 0.5 * body.score }
    }),
  )
  scored.sort((a, b) => b.score - a.score)
  const [best, second] = scored
  if (!best || best.score <= 0) return notFound(`list about "${label}"`)
  return answerAt(
    pages,
    { page: best.page, start: best.block.start, end: best.block.end },
    best.block.items,
    best.block.items.join('; '),
    confidenceOf(best.score, second?.score ?? 0),
    `The enumerated list on page ${best.page} whose lead-in and items share most words with the question.`,
  )
}

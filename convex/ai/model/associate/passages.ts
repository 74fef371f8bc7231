// A page cut into passages worth quoting: sentences of running text (re-joined across the hard
// line breaks of PDF text), rows of a table or CSV, a caption or a run of table cells read
// together ("Date  Tuesday, November 18, 2025"), a lead-in with its list ("please: - pull ...").
// Headings are passages too, but are not quoted: they give their words to what follows them.
// Every passage is a [start, end) range of the page's own text, so a quote is always exact.
import { BULLET_START, matchesAt, type Range, type Segment, segmentsOf } from './sentences'

/** The longest passage quoted whole; a longer sentence is quoted by a window of its clauses. */
export const MAX_QUOTE = 400

export type { Range } from './sentences'

/**
 * Text that says what a passage is about: the heading above it or the sentence before it in
 * its paragraph, or what names its cells (a table's header row for a row, a cell's label for
 * the value after it).
 */
export type Context = Range & { kind: 'heading' | 'header' }

export type Passage = Range & {
  /** A heading or label alone is context for what follows, not an answer. */
  citable: boolean
  context: Context[]
}

/** A short line read with its neighbours: a table cell, a caption line, a heading. */
function isLabel(text: string, seg: Segment): boolean {
  if (seg.record) return false
  const length = seg.end - seg.start
  if (seg.caps && length <= 100) return true
  if (seg.words <= 3) return true
  return length <= 80 && seg.words <= 12 && !endsWith(text, seg.end, '.!?:;')
}

const CLOSERS = '"\'”’)]'

/** Whether the text before `end`, closing quotes and brackets aside, ends with one of `marks`. */
function endsWith(text: string, end: number, marks: string): boolean {
  let i = end - 1
  while (i >= 0 && CLOSERS.includes(text[i]!)) i -= 1
  return i >= 0 && marks.includes(text[i]!)
}

/** The passages of a page, in order, each a range of `text`. */
export function passagesOf(text: string): Passage[] {
  const segments = segmentsOf(text)
  const passages: Passage[] = []
  let heading: Context | null = null
  let header: Context | null = null
  let chain: Segment[] = []
  const context = () => (heading ? [heading] : [])

  const flushChain = () => {
    if (chain.length === 0) return
    const range = { start: chain[0]!.start, end: chain[chain.length - 1]!.end }
    const words = chain.reduce((n, s) => n + s.words, 0)
    const closed = endsWith(text, range.end, '.!?:;,')
    passages.push({ ...range, citable: words >= 7 || (words >= 4 && closed), context: context() })
    // A short line without a full stop ("PARTIES", "Outstanding Requests") heads what follows.
    if (words <= 6 && (!closed || chain.every((s) => s.caps)))
      heading = { ...range, kind: 'heading' }
    chain = []
  }

  for (let i = 0; i < segments.length; i += 1) {
    const seg = segments[i]!
    if (seg.footer) {
      // A running footer ("Complaint, Case No. … – page 2 of 6") is neither answer nor context.
      flushChain()
      passages.push({ ...seg, citable: false, context: [] })
      continue
    }
    if (seg.record) {
      flushChain()
      if (header === null) {
        header = { start: seg.start, end: seg.end, kind: 'header' }
        passages.push({ ...seg, citable: true, context: context() })
      } else {
        passages.push({ ...seg, citable: true, context: [...context(), header] })
      }
      continue
    }
    if (isLabel(text, seg)) {
      const start = chain[0]?.start ?? seg.start
      if (seg.end - start > MAX_QUOTE) flushChain()
      chain.push(seg)
      continue
    }
    // A table cell's label ("Location") is context for the value after it.
    let label: Context[] = []
    let start = seg.start
    if (chain.length > 0) {
      // A heading of a line or two takes the sentence under it ("FIRST AFFIRMATIVE DEFENSE …").
      const first = chain[0]!
      const last = chain[chain.length - 1]!
      const short = chain.length <= 2 && last.end - first.start <= 100
      if (
        short &&
        !seg.listStart &&
        seg.end - seg.start <= 200 &&
        seg.end - first.start <= MAX_QUOTE
      ) {
        start = first.start
        chain = []
      } else {
        if (last.words <= 3 && chain.length > 1)
          label = [{ start: last.start, end: last.end, kind: 'header' }]
        flushChain()
      }
    }
    // The sentence before, in the same paragraph, says whom "Plaintiff" or "it" means.
    const previous = segments[i - 1]
    const before: Context[] =
      seg.follows && previous && start === seg.start
        ? [{ start: previous.start, end: previous.end, kind: 'heading' }]
        : []
    // A lead-in ending in a colon takes the bulleted list under it.
    let end = seg.end
    if (text.charCodeAt(seg.end - 1) === 58) {
      while (i + 1 < segments.length) {
        const next = segments[i + 1]!
        if (!matchesAt(BULLET_START, text, next.start) || next.end - start > MAX_QUOTE) break
        end = next.end
        i += 1
      }
    }
    passages.push({ start, end, citable: true, context: [...context(), ...label, ...before] })
  }
  flushChain()
  return passages
}

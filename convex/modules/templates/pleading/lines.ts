// A pleading's pages as lines: each with its page and offsets, the running headers and footers,
// page numbers and pleading paper's line numbers marked as no text, so that a heading or a
// paragraph is read from the words alone and every passage taken still quotes its page exactly.
import { squeeze } from '../../../ai/model/extract/text'
import { textLines } from '../text'
import type { FindingSource, SourcePage } from '../types'

export type Line = {
  page: SourcePage
  /** The page's place in the document (0-based). */
  pageIndex: number
  start: number
  end: number
  text: string
  /** No words on the line. */
  blank: boolean
  /** A running header or footer, a page number or a pleading paper's line number: not text. */
  running: boolean
}

// "Case 1:21-cv-01234-ABC Document 1 Filed 03/03/21 Page 5 of 20", "Page 5", "- 5 -", "5", and a
// rule ("-----X") across a caption or under the text.
const RUNNING =
  /^\s*[-_=*~]{3,}[-_=*~\sxX]*$|\bPage\s+\d+\s+of\s+\d+\b|\bDocument\s+\d+(?:-\d+)?\s+Filed\b|^\s*Case\s+\d+:\d{2}-[a-z]{2}-\d+|^\s*(?:Page\s+)?[-–]?\s*\d{1,4}\s*[-–]?\s*$/i
/** How many lines at the top and at the foot of a page may be a running header or footer. */
const EDGE_LINES = 3

/** The lines of every page, in order, the running ones and the margin's numbers marked. */
export function linesOf(pages: SourcePage[]): Line[] {
  const byPage = pages.map((page, pageIndex) =>
    textLines(page.text).map(({ start, end, text }): Line => {
      const blank = !/\S/.test(text)
      return { page, pageIndex, start, end, text, blank, running: !blank && RUNNING.test(text) }
    }),
  )
  const numbered = byPage.map(lineNumbers)
  const counted = numbered.filter((n) => n.length >= LINE_NUMBERED_MIN).length
  if (counted >= 2 || (pages.length === 1 && (numbered[0]?.length ?? 0) >= 20)) {
    for (const page of numbered) {
      for (const { line, length } of page.length >= LINE_NUMBERED_MIN ? page : []) {
        line.start += length
        line.text = line.text.slice(length)
        line.blank = !/\S/.test(line.text)
        line.running ||= RUNNING.test(line.text)
      }
    }
  }
  markRepeatedEdges(byPage)
  return byPage.flat()
}

/** The fewest numbered lines that make a page of pleading paper or of a transcript. */
const LINE_NUMBERED_MIN = 10

/**
 * Pleading paper and transcripts number every line down the margin ("1" … "28"), and the text
 * extracted puts each number before its line's words. The lines of a page counting up from 1 this
 * way (most of its lines), with the length of their number: those numbers are no paragraph's.
 */
function lineNumbers(lines: Line[]): Array<{ line: Line; length: number }> {
  const numbered: Array<{ line: Line; length: number }> = []
  let expected = 1
  let written = 0
  for (const line of lines) {
    if (line.blank) continue
    written++
    // Numbered lines start at the top: a page whose first lines are not is none.
    if (written > 5 && expected < 3) return []
    const match = /^[ \t]*(\d{1,2})(?=[ \t]|$)[ \t]*/.exec(line.text)
    if (match && Number(match[1]) === expected) {
      numbered.push({ line, length: match[0].length })
      expected++
    }
  }
  return numbered.length >= written * 0.6 ? numbered : []
}

/**
 * A line at the top or foot of most pages ("CLASS ACTION COMPLAINT - 4", the firm's name) is a
 * running header or footer: it would otherwise read as a heading and cut a paragraph in two.
 */
function markRepeatedEdges(byPage: Line[][]) {
  if (byPage.length < 3) return
  const edges: Array<{ line: Line; shape: string }> = []
  const pagesWith = new Map<string, Set<number>>()
  byPage.forEach((lines, pageIndex) => {
    const written = lines.filter((line) => !line.blank)
    const top = written.slice(0, EDGE_LINES)
    const foot = written.slice(Math.max(EDGE_LINES, written.length - EDGE_LINES))
    for (const line of [...top, ...foot]) {
      // A running line is short, and no numbered paragraph (those differ only in their numbers
      // in a generated pleading).
      if (line.text.length > 120 || /^\s*\d{1,4}\.\s/.test(line.text)) continue
      const shape = squeeze(line.text.toLowerCase().replace(/\d+/g, '#'))
      if (shape.length > 90) continue
      edges.push({ line, shape })
      const set = pagesWith.get(shape) ?? new Set<number>()
      set.add(pageIndex)
      pagesWith.set(shape, set)
    }
  })
  const often = Math.max(3, Math.ceil(byPage.length / 2))
  for (const { line, shape } of edges) {
    if ((pagesWith.get(shape)?.size ?? 0) >= often) line.running = true
  }
}

/** The text of lines [from, to) on one line (running lines left out), and its passages by page. */
export function passage(lines: Line[], from: number, to: number) {
  const sources: FindingSource[] = []
  const words: string[] = []
  let first: Line | null = null
  let last: Line | null = null
  const close = () => {
    if (!first || !last) return
    const start = first.start + first.text.search(/\S/)
    const end = last.start + last.text.trimEnd().length
    const { documentId, documentName, page, text } = first.page
    sources.push({ documentId, documentName, page, start, end, quote: text.slice(start, end) })
    first = null
    last = null
  }
  for (let i = from; i < to; i++) {
    const line = lines[i]!
    if (line.running || line.blank) continue
    if (first && first.pageIndex !== line.pageIndex) close()
    first ??= line
    last = line
    words.push(line.text.trim())
  }
  close()
  return { text: squeeze(words.join(' ')), sources }
}

/** The nearest line with words before (`step` -1) or after (1) `at`, within `limit`; -1 if none. */
export function written(lines: Line[], at: number, step: 1 | -1, limit: number) {
  for (let i = at + step; step === 1 ? i < limit : i >= limit; i += step) {
    const line = lines[i]!
    if (!line.running && !line.blank) return i
  }
  return -1
}

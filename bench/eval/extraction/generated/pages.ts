// Laying generated text out in pages: a fixed number of lines a page, the ECF header on top of
// each page of a federal filing.
import { type CaseFacts } from './caseFacts'
import { ecfHeader } from './captions'
import type { PageText } from '../../../../convex/ai/model/extract/types'

/** Splits lines into pages of about `perPage` lines, breaking at blank lines where it can. */
export function paginate(
  lines: string[],
  perPage: number,
  header?: (page: number, pages: number) => string,
): PageText[] {
  const chunks: string[][] = []
  let current: string[] = []
  for (const line of lines) {
    current.push(line)
    if (current.length >= perPage && line.trim() === '') {
      chunks.push(current)
      current = []
    }
  }
  if (current.some((line) => line.trim() !== '')) chunks.push(current)
  return chunks.map((chunk, index) => ({
    page: index + 1,
    text: [...(header ? [header(index + 1, chunks.length)] : []), ...chunk].join('\n').trimEnd(),
  }))
}

/** Pages of a filing in the case: with the ECF header when the case has one. */
export function filingPages(
  facts: CaseFacts,
  lines: string[],
  filed: string,
  perPage = 40,
): PageText[] {
  return paginate(
    lines,
    perPage,
    facts.ecf ? (page, pages) => ecfHeader(facts, filed, page, pages) : undefined,
  )
}

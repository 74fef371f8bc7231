// Pure text helpers for the extractors (no Node or package imports: usable in any runtime).
import { summarize } from './summarize'
import type { ExtractedPage, Extraction } from './types'

/**
 * How many characters a "page" holds for formats without pages (DOCX, TXT, CSV, HTML, EML):
 * about a printed page, so search hits and citations can still point somewhere useful.
 */
export const PAGE_CHARS = 3_000

/** Decodes bytes as UTF-8 (dropping a BOM); bytes that are not valid UTF-8 are read as latin1. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('latin1').decode(bytes)
  }
}

/** Unifies line endings, trims trailing spaces and collapses runs of blank lines. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\f\v]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * Splits text into pages of about `size` characters, cutting at paragraph boundaries (blank
 * lines), then at line ends, and only inside a line when a single line is longer than a page.
 * Empty text gives no pages.
 */
export function paginate(text: string, size = PAGE_CHARS): string[] {
  const clean = tidyText(text)
  if (clean === '') return []
  const pages: string[] = []
  let current = ''
  const flush = () => {
    if (current.trim() !== '') pages.push(current.trim())
    current = ''
  }
  for (const block of splitToFit(clean, size)) {
    const joined = current === '' ? block : `${current}\n\n${block}`
    if (joined.length > size && current !== '') {
      flush()
      current = block
    } else {
      current = joined
    }
  }
  flush()
  return pages
}

/** Paragraphs, with any paragraph longer than `size` broken at line ends or spaces. */
function splitToFit(text: string, size: number): string[] {
  const out: string[] = []
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (paragraph.length <= size) {
      out.push(paragraph)
      continue
    }
    let rest = paragraph
    while (rest.length > size) {
      const window = rest.slice(0, size)
      const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '))
      const at = cut > size / 2 ? cut : size
      out.push(rest.slice(0, at).trim())
      rest = rest.slice(at).trim()
    }
    if (rest !== '') out.push(rest)
  }
  return out
}

/** Whether a page has too little text to count as read (a scan, or a blank page). */
export function isNearlyEmpty(text: string): boolean {
  return text.replace(/\s+/g, '').length < 16
}

/** Builds the result from finished pages: numbers the empty ones and writes the summary. */
export function finishExtraction(
  pages: ExtractedPage[],
  rest: {
    pageCount?: number
    html?: string
    passwordProtected?: boolean
    warnings?: string[]
    /** Default: the pages whose text is empty. */
    pagesWithoutText?: number[]
  },
): Extraction {
  const result: Extraction = {
    pageCount: rest.pageCount ?? pages.length,
    pages,
    pagesWithoutText:
      rest.pagesWithoutText ?? pages.filter((p) => p.text.trim() === '').map((p) => p.page),
    summary: summarize(pages.map((p) => p.text).join('\n\n')),
    warnings: rest.warnings ?? [],
  }
  if (rest.html !== undefined) result.html = rest.html
  if (rest.passwordProtected) result.passwordProtected = true
  return result
}

/** Pages numbered from 1 out of plain text split by `paginate`. */
export function textPages(text: string): ExtractedPage[] {
  return paginate(text).map((pageText, i) => ({ page: i + 1, text: pageText }))
}

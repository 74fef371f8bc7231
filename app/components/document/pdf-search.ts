// Searching a whole PDF, including the pages not drawn yet: each page's text is read once from
// pdf.js (in its worker) and kept as a passage index, so Find can count every match ("3 of 12")
// and a cited passage can be found on whatever page it is really on.
import { useCallback, useEffect, useRef, useState } from 'react'
import { createPassageIndex, type PassageIndex } from '@shared/passageMatch'
import { textParts, type PDFDocumentProxy } from './pdf-engine'

/** A page's passage index, read once per document. */
export function usePageIndexes(pdf: PDFDocumentProxy | null) {
  const cache = useRef<{ pdf: PDFDocumentProxy | null; pages: Map<number, Promise<PassageIndex>> }>(
    { pdf: null, pages: new Map() },
  )
  return useCallback(
    (page: number) => {
      if (!pdf) return Promise.resolve(createPassageIndex([]))
      if (cache.current.pdf !== pdf) cache.current = { pdf, pages: new Map() }
      let index = cache.current.pages.get(page)
      if (!index) {
        index = pdf
          .getPage(page)
          .then((proxy) => proxy.getTextContent())
          .then((content) => createPassageIndex(textParts(content)))
        cache.current.pages.set(page, index)
      }
      return index
    },
    [pdf],
  )
}

// Find waits for a pause in typing before reading pages.
const TYPING_PAUSE_MS = 200
// How often a long count reports progress.
const REPORT_EVERY_MS = 150

export type PdfFindResults = {
  /** Matches per page (index 0 = page 1); pages not read yet count 0. */
  perPage: number[]
  total: number
  searching: boolean
}

const NO_RESULTS: PdfFindResults = { perPage: [], total: 0, searching: false }

/** Counts `query` on every page, first page first, reporting as it goes. */
export function usePdfFind(
  pdf: PDFDocumentProxy | null,
  query: string,
  indexOf: (page: number) => Promise<PassageIndex>,
): PdfFindResults {
  const [results, setResults] = useState<{ query: string; value: PdfFindResults }>({
    query: '',
    value: NO_RESULTS,
  })
  const trimmed = query.trim()

  useEffect(() => {
    if (!pdf || trimmed === '') return
    let stale = false
    const count = async () => {
      const perPage = new Array<number>(pdf.numPages).fill(0)
      let total = 0
      let reported = performance.now()
      for (let page = 1; page <= pdf.numPages; page++) {
        const index = await indexOf(page).catch(() => createPassageIndex([]))
        if (stale) return
        perPage[page - 1] = index.find(trimmed).length
        total += perPage[page - 1]!
        if (performance.now() - reported > REPORT_EVERY_MS) {
          reported = performance.now()
          setResults({ query: trimmed, value: { perPage: [...perPage], total, searching: true } })
        }
      }
      setResults({ query: trimmed, value: { perPage, total, searching: false } })
    }
    const timer = window.setTimeout(() => void count(), TYPING_PAUSE_MS)
    return () => {
      stale = true
      window.clearTimeout(timer)
    }
  }, [pdf, trimmed, indexOf])

  if (trimmed === '') return NO_RESULTS
  // Until the new query's first report, say so rather than show the old query's count.
  if (results.query !== trimmed) return { perPage: [], total: 0, searching: true }
  return results.value
}

export type PassageSearch =
  | { status: 'none' }
  | { status: 'searching' }
  | { status: 'found'; page: number }
  | { status: 'not-found' }

/**
 * The page a cited passage is on: the cited page when it is there, else the first page that has
 * it (a citation's page number may be off by a page or count from a cover sheet).
 */
export function usePassagePage(
  pdf: PDFDocumentProxy | null,
  passage: string | null,
  citedPage: number | null,
  indexOf: (page: number) => Promise<PassageIndex>,
): PassageSearch {
  const [result, setResult] = useState<{ key: string; value: PassageSearch } | null>(null)
  const key = `${passage}|${citedPage}`

  useEffect(() => {
    if (!pdf || !passage) return
    let stale = false
    const first = Math.min(Math.max(citedPage ?? 1, 1), pdf.numPages)
    const order = [first, ...Array.from({ length: pdf.numPages }, (_, i) => i + 1)]
    void (async () => {
      for (const page of new Set(order)) {
        const index = await indexOf(page).catch(() => createPassageIndex([]))
        if (stale) return
        if (index.find(passage, { limit: 1 }).length > 0) {
          setResult({ key, value: { status: 'found', page } })
          return
        }
      }
      setResult({ key, value: { status: 'not-found' } })
    })()
    return () => {
      stale = true
    }
  }, [pdf, passage, citedPage, indexOf, key])

  if (!passage) return { status: 'none' }
  if (!pdf || result?.key !== key) return { status: 'searching' }
  return result.value
}

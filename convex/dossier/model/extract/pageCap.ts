// The most pages one document may have. Every page is a stored row in the search index and the
// run writes them in batches; an 8,000-page PDF of blank pages is 1.2 MB, so the upload cap alone
// bounds nothing here. Pure: usable in any runtime.

/**
 * 2,000 pages: longer than any single filing, transcript or exhibit a litigator uploads (a long
 * deposition runs to 300-500 pages, a record appendix to a few volumes of ~1,000), and short
 * enough that a document's rows are written in well under a minute. CASEFILE_MAX_PAGES changes it.
 */
export const DEFAULT_MAX_DOCUMENT_PAGES = 2_000

/** The page cap from a setting (CASEFILE_MAX_PAGES); the default when unset or not a count. */
export function maxDocumentPages(setting: string | undefined): number {
  const value = Number(setting)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_DOCUMENT_PAGES
}

export function tooManyPagesReason(pages: number, limit: number): string {
  const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `The file has ${count(pages)} pages; the limit is ${count(limit)} pages per document.`
}

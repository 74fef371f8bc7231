// The document viewer's address: /documents/{documentId}?page=3&highlight=some+passage&threadId=…
// (spec §2 gives threadId; page and highlight are how the associate and the review tables cite a
// passage). One function reads the search params, one helper writes links, and both go through
// the router's own search format, so a link written here reads back the same. No zod: the route's
// validateSearch is in the first route's JavaScript (see app/lib/search-params.ts).
import { defaultStringifySearch } from '@tanstack/react-router'

/** The longest passage a link carries; a longer one is cut, so its beginning is still marked. */
export const HIGHLIGHT_MAX_LENGTH = 1_000
/** No document has more pages; a larger number in a link is a typo, not a page. */
export const PAGE_MAX = 100_000

/** What a link to a document may ask for. */
export type DocumentLinkOptions = {
  /** 1-based page to open. */
  page?: number | null
  /** A passage to mark and scroll to, as quoted (the viewer normalises spacing and case). */
  highlight?: string | null
  /** The associate's thread the link came from. */
  threadId?: string | null
}

function cleanPage(value: unknown): number | undefined {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= PAGE_MAX
    ? page
    : undefined
}

function cleanHighlight(value: unknown): string | undefined {
  // The router parses `highlight=2023` as a number: a passage may well be one.
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const passage = String(value).trim().slice(0, HIGHLIGHT_MAX_LENGTH).trim()
  return passage === '' ? undefined : passage
}

function cleanThreadId(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const threadId = String(value).trim()
  return threadId === '' ? undefined : threadId
}

/** The viewer's search params once read. */
export type DocumentSearch = {
  page?: number
  highlight?: string
  threadId?: string
}

/**
 * Reads the viewer's search params (the route's validateSearch). A bad value is dropped rather
 * than refused: a citation with a broken page number still opens the document.
 */
export function readDocumentSearch(search: Record<string, unknown>): DocumentSearch {
  return linkSearch({
    page: search.page as DocumentLinkOptions['page'],
    highlight: search.highlight as DocumentLinkOptions['highlight'],
    threadId: search.threadId as DocumentLinkOptions['threadId'],
  })
}

/** Only the params that say something, in a stable order. */
function linkSearch({ page, highlight, threadId }: DocumentLinkOptions): DocumentSearch {
  const search: DocumentSearch = {}
  const cleanedPage = cleanPage(page)
  const cleanedHighlight = cleanHighlight(highlight)
  const cleanedThreadId = cleanThreadId(threadId)
  if (cleanedPage !== undefined) search.page = cleanedPage
  if (cleanedHighlight !== undefined) search.highlight = cleanedHighlight
  if (cleanedThreadId !== undefined) search.threadId = cleanedThreadId
  return search
}

/**
 * The viewer's URL for a document, e.g. documentLink(id, { page: 3, highlight: 'revenue was
 * recognised' }) → '/documents/<id>?page=3&highlight=revenue+was+recognised'. Empty or invalid
 * options are left out; an over-long passage is cut to HIGHLIGHT_MAX_LENGTH.
 */
export function documentLink(documentId: string, options: DocumentLinkOptions = {}): string {
  return `/documents/${encodeURIComponent(documentId)}${defaultStringifySearch(linkSearch(options))}`
}

/** The same link as options for the router's <Link> and navigate(). */
export function documentLinkOptions(documentId: string, options: DocumentLinkOptions = {}) {
  return {
    to: '/documents/$documentId',
    params: { documentId },
    search: linkSearch(options),
  } as const
}

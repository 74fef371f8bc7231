// Previous/Next paging over a Convex paginated query (spec §9: 20 documents a page). Convex
// pages go forward from a cursor, so going back means remembering the cursor of every page seen.

/** The cursors of the pages opened so far; the last one is the page on screen (null: the first). */
export type CursorStack = readonly (string | null)[]

/** The stack on the first page. */
export const FIRST_PAGE: CursorStack = [null]

/** The cursor of the page on screen. */
export function currentCursor(stack: CursorStack): string | null {
  return stack[stack.length - 1] ?? null
}

/** The page number on screen, from 1. */
export function pageNumber(stack: CursorStack): number {
  return Math.max(1, stack.length)
}

/** The stack after Next, given the page on screen's continue cursor. */
export function nextPage(stack: CursorStack, continueCursor: string): CursorStack {
  return [...stack, continueCursor]
}

/** The stack after Previous; the first page stays the first page. */
export function previousPage(stack: CursorStack): CursorStack {
  return stack.length > 1 ? stack.slice(0, -1) : FIRST_PAGE
}

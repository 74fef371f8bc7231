// Paging rules every paginated public query shares: a bounded page size, and a cursor from
// another query (or made up) refused as INVALID_INPUT rather than an internal error.
import type { PaginationOptions } from 'convex/server'
import { appError } from '../../shared/errors'

/** INVALID_INPUT unless the page asks for 1 to `max` items. */
export function checkPageSize(options: PaginationOptions, max: number, items: string) {
  const size = options.numItems
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw appError('INVALID_INPUT', `A page holds 1 to ${max} ${items}`)
  }
}

/** Runs a paginated read; a cursor the read refuses becomes INVALID_INPUT. */
export async function withCheckedCursor<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof Error && /InvalidCursor|cursor/i.test(error.message)) {
      throw appError('INVALID_INPUT', 'This list is out of date; reload it')
    }
    throw error
  }
}

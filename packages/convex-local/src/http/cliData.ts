/**
 * `npx convex data` (the stock CLI): the two `_system/cli` queries it pages through, answered for
 * admin callers by ./systemUdfs like the snapshot ones. `_system/cli/tables` lists the app's
 * tables (system tables left out, as Convex does); `_system/cli/tableData` pages a table's
 * documents by creation time, newest first unless `order` says "asc".
 */
import type { Value } from 'convex/values'
import type { Store } from '../storage/types'
import type { SystemQuery } from './systemUdfs'

type PaginationOpts = { cursor: string | null; numItems: number }

function paginationOpts(args: Record<string, Value>): PaginationOpts {
  const opts = args.paginationOpts as Partial<PaginationOpts> | undefined
  const numItems = typeof opts?.numItems === 'number' ? opts.numItems : 100
  if (!Number.isInteger(numItems) || numItems < 1) {
    throw new Error('paginationOpts.numItems must be a positive integer')
  }
  return { cursor: typeof opts?.cursor === 'string' ? opts.cursor : null, numItems }
}

export function createCliDataQueries(store: Store): Record<string, SystemQuery> {
  return {
    '_system/cli/tables:default': () => {
      const page = store
        .tables('')
        .filter((t) => !t.name.startsWith('_'))
        .map((t) => ({ name: t.name }))
      return { page, isDone: true, continueCursor: '' }
    },
    '_system/cli/tableData:default': (args) => {
      const table = args.table
      if (typeof table !== 'string') throw new Error('`table` must be a string')
      const order = args.order === 'asc' ? 'asc' : 'desc'
      const { cursor, numItems } = paginationOpts(args)
      if (!store.tables('').some((t) => t.name === table)) {
        return { page: [], isDone: true, continueCursor: '' }
      }
      const read = store.beginRead({ limits: null })
      try {
        const result = read.paginate('', {
          query: { source: { type: 'FullTableScan', tableName: table, order }, operators: [] },
          cursor,
          pageSize: numItems,
        })
        return {
          page: result.page as unknown as Value[],
          isDone: result.isDone,
          continueCursor: result.continueCursor,
        }
      } finally {
        read.close()
      }
    },
  }
}

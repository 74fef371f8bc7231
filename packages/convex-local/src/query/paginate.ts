/**
 * `1.0/queryPage`: one page of a query, with opaque cursors.
 *
 * A cursor names a position in an index (the key of the last row of a page) and the index it
 * belongs to; END_CURSOR is the position after the last row. A page is (cursor, continueCursor];
 * with an `endCursor` the page is (cursor, endCursor] regardless of pageSize (reactive pages and
 * splits keep their boundaries). Like Convex, a page that fills up exactly at the end of the range
 * still reports isDone=false; the next page is then empty and done.
 */
import {
  StorageError,
  type Document,
  type PaginateArgs,
  type PaginateResult,
} from '../storage/types'
import { convexToJson, type JSONValue, type Value } from 'convex/values'
import { keySuccessor } from '../values/keys'
import { planSource } from './plan'
import { RangeScanner, type QueryContext } from './scan'
import { searchQuery } from './search'
import { applyOperators, compileOperators, limitReached } from './stream'

export const END_CURSOR = 'End'
const CURSOR_PREFIX = 'c1_'

/** Thresholds for SplitRecommended: 75% of the array length, bytes-read and rows-read limits. */
const SOFT_MAX_PAGE_LEN = 6144
const SPLIT_RECOMMENDED_BYTES = 12 * 1024 * 1024
const SOFT_MAX_ROWS = 24_000

type Position =
  { kind: 'end' } | { kind: 'key'; key: Uint8Array } | { kind: 'offset'; offset: number }

/**
 * A fingerprint of the query (source, operators, index fields) carried in its cursors, so a cursor
 * used with a different query is an InvalidCursor, as in Convex.
 */
export function queryFingerprint(query: unknown, fields: ReadonlyArray<string>): string {
  const text = JSON.stringify([query, fields])
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(36)
}

export function encodeCursor(fingerprint: string, key: Uint8Array): string {
  return (
    CURSOR_PREFIX +
    Buffer.from(JSON.stringify([fingerprint, Buffer.from(key).toString('base64')])).toString(
      'base64url',
    )
  )
}

function encodeOffsetCursor(fingerprint: string, offset: number): string {
  return CURSOR_PREFIX + Buffer.from(JSON.stringify([fingerprint, offset])).toString('base64url')
}

function invalidCursor(): StorageError {
  return new StorageError(
    'InvalidCursor',
    'InvalidCursor: Tried to run a query starting from a cursor, but it looks like this cursor is from a different query.',
  )
}

export function decodeCursor(cursor: string, fingerprint: string): Position {
  if (cursor === END_CURSOR) return { kind: 'end' }
  if (typeof cursor !== 'string' || !cursor.startsWith(CURSOR_PREFIX)) throw invalidCursor()
  let parsed: unknown
  try {
    parsed = JSON.parse(
      Buffer.from(cursor.slice(CURSOR_PREFIX.length), 'base64url').toString('utf8'),
    )
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || parsed[0] !== fingerprint)
    throw invalidCursor()
  if (typeof parsed[1] === 'number') return { kind: 'offset', offset: parsed[1] }
  if (typeof parsed[1] !== 'string') throw invalidCursor()
  return { kind: 'key', key: new Uint8Array(Buffer.from(parsed[1], 'base64')) }
}

function maxKey(a: Uint8Array, b: Uint8Array): Uint8Array {
  return Buffer.compare(a, b) >= 0 ? a : b
}
function minKey(a: Uint8Array | null, b: Uint8Array | null): Uint8Array | null {
  if (a === null) return b
  if (b === null) return a
  return Buffer.compare(a, b) <= 0 ? a : b
}

function paginateInner(
  pageJson: string[],
  ctx: QueryContext,
  componentPath: string,
  args: PaginateArgs,
): PaginateResult {
  const { query } = args
  if (
    query === null ||
    typeof query !== 'object' ||
    query.source === null ||
    typeof query.source !== 'object'
  ) {
    throw new StorageError('InvalidQuery', 'Invalid query')
  }
  const endCursor = args.endCursor ?? null
  const pageSize = args.pageSize
  if (typeof pageSize !== 'number' || !(pageSize > 0)) {
    throw new StorageError('InvalidQuery', 'Must request at least 1 document while paginating')
  }
  const maxRows = args.maximumRowsRead ?? null
  const maxBytes = args.maximumBytesRead ?? null
  if (maxRows === 0 || maxBytes === 0) {
    throw new StorageError(
      'InvalidQuery',
      'maximumRowsRead and maximumBytesRead must be greater than 0',
    )
  }
  const ops = compileOperators(query)
  ctx.countQuery()

  if (query.source.type === 'Search') {
    const name = 'search:' + queryFingerprint(query, [])
    const start = args.cursor === null ? 0 : offsetOf(decodeCursor(args.cursor, name), Infinity)
    const hits = searchQuery(ctx, componentPath, query.source)
    const end = endCursor === null ? Infinity : offsetOf(decodeCursor(endCursor, name), hits.length)
    const page: Document[] = []
    let i = start
    while (
      i < hits.length &&
      i < end &&
      (endCursor !== null || page.length < pageSize) &&
      !limitReached(ops)
    ) {
      const doc = hits[i++]!.doc
      if (applyOperators(ops, doc) !== 'skip') page.push(doc)
    }
    const exhausted = i >= hits.length || limitReached(ops)
    if (endCursor !== null) {
      return {
        page,
        isDone: endCursor === END_CURSOR,
        continueCursor: endCursor,
        splitCursor: null,
        pageStatus: null,
      }
    }
    return {
      page,
      isDone: exhausted,
      continueCursor: exhausted ? END_CURSOR : encodeOffsetCursor(name, i),
      splitCursor: null,
      pageStatus: null,
    }
  }

  const plan = planSource(ctx.catalog, componentPath, query.source)
  const name = queryFingerprint(query, plan.fields)
  let lo = plan.lo
  let hi = plan.hi
  if (args.cursor !== null && args.cursor !== undefined) {
    const pos = decodeCursor(args.cursor, name)
    if (pos.kind === 'end')
      return {
        page: [],
        isDone: true,
        continueCursor: END_CURSOR,
        splitCursor: null,
        pageStatus: null,
      }
    if (pos.kind !== 'key') throw invalidCursor()
    if (plan.order === 'asc') lo = maxKey(lo, keySuccessor(pos.key))
    else hi = minKey(hi, pos.key)
  }
  const readAll = endCursor !== null
  if (endCursor !== null && endCursor !== END_CURSOR) {
    const pos = decodeCursor(endCursor, name)
    if (pos.kind !== 'key') throw invalidCursor()
    if (plan.order === 'asc') hi = minKey(hi, keySuccessor(pos.key))
    else lo = maxKey(lo, pos.key)
  }
  const empty = plan.empty || (hi !== null && Buffer.compare(lo, hi) >= 0)
  const firstPage = readAll
    ? 64
    : ops.some((o) => o.kind === 'filter')
      ? Math.max(32, pageSize)
      : pageSize
  const scanner = new RangeScanner(
    ctx,
    plan.index?.indexId ?? null,
    plan.identity,
    plan.fields,
    lo,
    hi,
    plan.order,
    firstPage,
    empty,
  )

  const page: Document[] = []
  const readJson: string[] = []
  let rowsRead = 0
  let bytesRead = 0
  let hitLimit = false
  let exhausted = false
  for (;;) {
    if (!readAll && page.length >= pageSize) break
    if (limitReached(ops)) {
      exhausted = true
      break
    }
    if ((maxRows !== null && rowsRead >= maxRows) || (maxBytes !== null && bytesRead >= maxBytes)) {
      hitLimit = true
      break
    }
    const row = scanner.next()
    if (row === null) {
      exhausted = true
      break
    }
    rowsRead++
    bytesRead += scanner.lastSize
    readJson.push(row.json)
    if (applyOperators(ops, row.doc) !== 'skip') {
      page.push(row.doc)
      pageJson.push(row.json)
    }
  }

  let continueCursor: string
  let isDone: boolean
  if (exhausted) {
    continueCursor = endCursor ?? END_CURSOR
    isDone = continueCursor === END_CURSOR
  } else {
    continueCursor = encodeCursor(name, scanner.lastKey()!)
    isDone = false
    scanner.close()
  }
  // Like Convex: SplitRequired when a read limit cut the page short; SplitRecommended when the
  // page is long (> 75% of the 8192-element array limit) or the reads approach a limit. The split
  // cursor sits in the middle of the rows read.
  let pageStatus: PaginateResult['pageStatus'] = null
  if (hitLimit) pageStatus = 'SplitRequired'
  else if (
    page.length > SOFT_MAX_PAGE_LEN ||
    bytesRead > SPLIT_RECOMMENDED_BYTES ||
    rowsRead > SOFT_MAX_ROWS ||
    (maxRows !== null && rowsRead > 0.75 * maxRows) ||
    (maxBytes !== null && bytesRead > 0.75 * maxBytes)
  ) {
    pageStatus = 'SplitRecommended'
  }
  const splitCursor =
    readJson.length >= 2
      ? encodeCursor(name, scanner.keyOfJson(readJson[Math.floor((readJson.length - 1) / 2)]!))
      : null
  return { page, isDone, continueCursor, splitCursor, pageStatus }
}

function offsetOf(pos: Position, endValue: number): number {
  if (pos.kind === 'end') return endValue
  if (pos.kind === 'offset') return pos.offset
  throw invalidCursor()
}

export function paginate(
  ctx: QueryContext,
  componentPath: string,
  args: PaginateArgs,
): PaginateResult {
  const pageJson: string[] = []
  const result = paginateInner(pageJson, ctx, componentPath, args)
  if (args.encoded === true) {
    result.pageEncoded =
      pageJson.length === result.page.length
        ? result.page.map((doc, i) => {
            const json = pageJson[i]!
            return json.indexOf('"$') < 0
              ? (doc as unknown as JSONValue)
              : (JSON.parse(json) as JSONValue)
          })
        : result.page.map((doc) => convexToJson(doc as Value))
  }
  return result
}

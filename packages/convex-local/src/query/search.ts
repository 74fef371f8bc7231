/**
 * Full-text search and brute-force vector search.
 *
 * Search: a document matches if its search field contains any query term (tokens are lower-cased
 * runs of letters and digits), the last term also matching as a prefix; at most 1024 results.
 * Registered search indexes are kept in SQLite FTS5 tables (unicode61 tokenizer) and ranked by
 * bm25; without one (e.g. a store opened before the index existed) the table is scanned and
 * ranked by matched terms. Search reads are recorded at table granularity (a full
 * `by_creation_time` range); only results count as documents read.
 */
import { compareValues, type Value } from 'convex/values'
import { BY_CREATION_TIME, searchFilterValue, type SearchIndexEntry } from '../storage/catalog'
import { indexIdentity } from '../storage/readset'
import {
  StorageError,
  type Document,
  type SearchFilterExpression,
  type SearchIndexJson,
  type VectorIndexJson,
} from '../storage/types'
import { convexSizeOfJson } from '../values/jsonSize'
import { EMPTY_KEY, fieldValue, indexKeyOf, keySuccessor } from '../values/keys'
import { decodeQueryValue } from './filter'
import { splitIndexName } from './plan'
import { parseDocument, type QueryContext } from './scan'

export const MAX_SEARCH_RESULTS = 1024
/** Stored JSON of scanned documents (their size is counted as read only for results). */
const docJson = new WeakMap<object, string>()
const SCAN_PAGE = 512

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
}

/** Every document of a table, page by page, recording a full-table read. */
function* scanTable(
  ctx: QueryContext,
  componentPath: string,
  tableName: string,
): Generator<Document> {
  ctx.readSet.add(indexIdentity(componentPath, tableName, BY_CREATION_TIME), EMPTY_KEY, null)
  const table = ctx.catalog.table(componentPath, tableName)
  const index = table?.indexes.get(BY_CREATION_TIME)
  if (index === undefined) return
  let lo: Uint8Array = EMPTY_KEY
  for (;;) {
    const rows = ctx.conn.pageAscOpen.all(index.indexId, lo, SCAN_PAGE) as string[]
    let doc: Document | null = null
    for (const json of rows) {
      doc = parseDocument(json)
      docJson.set(doc, json)
      yield doc
    }
    if (rows.length < SCAN_PAGE || doc === null) return
    lo = keySuccessor(indexKeyOf(doc, index.fields))
  }
}

export type SearchHit = { doc: Document; score: number }

/**
 * The best `limit` matches (at most MAX_SEARCH_RESULTS), best first. A caller that will take only
 * the first n (`take(n)`, `first()`) passes n, so the rest are neither read nor counted.
 */
export function searchQuery(
  ctx: QueryContext,
  componentPath: string,
  source: { indexName: string; filters: SearchFilterExpression[] },
  limit: number = MAX_SEARCH_RESULTS,
): SearchHit[] {
  const cap = Math.max(0, Math.min(Math.floor(limit), MAX_SEARCH_RESULTS))
  const [tableName, indexName] = splitIndexName(source.indexName)
  const tableSchema = ctx.catalog.tableSchema(componentPath, tableName)
  const index: SearchIndexJson | undefined = tableSchema?.searchIndexes?.find(
    (i) => i.indexDescriptor === indexName,
  )
  if (index === undefined) {
    const staged = tableSchema?.stagedSearchIndexes?.some((i) => i.indexDescriptor === indexName)
    throw new StorageError(
      'IndexNotFound',
      staged
        ? `Search index ${tableName}.${indexName} is staged and cannot be queried.`
        : `Search index ${tableName}.${indexName} not found. Declare it with defineTable(...).searchIndex("${indexName}", {...}).`,
    )
  }
  let terms: string[] | null = null
  const eqs: Array<{ fieldPath: string; value: Value | undefined }> = []
  for (const f of source.filters ?? []) {
    if (f.type === 'Search') {
      if (terms !== null)
        throw new StorageError(
          'InvalidQuery',
          'A search query may contain only one `search` filter.',
        )
      if (f.fieldPath !== index.searchField) {
        throw new StorageError(
          'InvalidQuery',
          `Search field "${f.fieldPath}" does not match the search index ${tableName}.${indexName}, whose search field is "${index.searchField}".`,
        )
      }
      terms = tokenize(String(f.value))
    } else if (f.type === 'Eq') {
      if (!index.filterFields.includes(f.fieldPath)) {
        throw new StorageError(
          'InvalidQuery',
          `Field "${f.fieldPath}" is not a filter field of search index ${tableName}.${indexName} (filter fields: ${index.filterFields.join(', ') || 'none'}).`,
        )
      }
      eqs.push({ fieldPath: f.fieldPath, value: decodeQueryValue(f.value) })
    } else {
      throw new StorageError('InvalidQuery', `Unknown search filter ${JSON.stringify(f)}`)
    }
  }
  if (terms === null)
    throw new StorageError('InvalidQuery', 'A search query must contain a `search` filter.')
  const matchesFilters = (doc: Document) =>
    eqs.every((e) => compareValues(fieldValue(doc, e.fieldPath), e.value) === 0)
  const table = ctx.catalog.table(componentPath, tableName)
  const fts = table?.searchIndexes.find(
    (i) =>
      i.name === indexName &&
      i.searchField === index.searchField &&
      eqs.every((e) => i.filterFields.includes(e.fieldPath)),
  )
  if (fts !== undefined) return ftsSearch(ctx, componentPath, tableName, fts, terms, eqs, cap)
  return scanSearch(ctx, componentPath, tableName, index.searchField, terms, matchesFilters, cap)
}

/** FTS5 query: every term OR-ed, the last one as a prefix; ranked by bm25. */
export function ftsMatchExpression(terms: string[]): string | null {
  if (terms.length === 0) return null
  return terms
    .map((t, i) => `"${t.replace(/"/g, '""')}"${i === terms.length - 1 ? '*' : ''}`)
    .join(' OR ')
}

function ftsSearch(
  ctx: QueryContext,
  componentPath: string,
  tableName: string,
  index: SearchIndexEntry,
  terms: string[],
  eqs: Array<{ fieldPath: string; value: Value | undefined }>,
  limit: number,
): SearchHit[] {
  // Table granularity, as for a scan: any write to the table may change the results.
  ctx.readSet.add(indexIdentity(componentPath, tableName, BY_CREATION_TIME), EMPTY_KEY, null)
  const match = ftsMatchExpression(terms)
  const out: SearchHit[] = []
  if (match === null) return out
  const where = eqs.map((e) => ` AND f.f${index.filterFields.indexOf(e.fieldPath)} = ?`).join('')
  const rows = ctx.conn
    .stmt(
      `SELECT d.json, f.rank FROM ${index.fts} f CROSS JOIN documents d ON d.rid = f.rowid ` +
        `WHERE ${index.fts} MATCH ?${where} ORDER BY f.rank LIMIT ${limit}`,
    )
    .all(match, ...eqs.map((e) => searchFilterValue(e.value))) as Array<{
    json: string
    rank: number
  }>
  for (const row of rows) {
    ctx.countRead(convexSizeOfJson(row.json))
    out.push({ doc: parseDocument(row.json), score: -row.rank })
  }
  return out
}

function scanSearch(
  ctx: QueryContext,
  componentPath: string,
  tableName: string,
  searchField: string,
  terms: string[],
  matchesFilters: (doc: Document) => boolean,
  limit: number,
): SearchHit[] {
  const queryTerms = [...new Set(terms)]
  const lastTerm = terms[terms.length - 1]
  const hits: Array<SearchHit & { order: number }> = []
  let order = 0
  for (const doc of scanTable(ctx, componentPath, tableName)) {
    order++
    if (!matchesFilters(doc)) continue
    const text = fieldValue(doc, searchField)
    if (typeof text !== 'string' || queryTerms.length === 0) continue
    const tokens = tokenize(text)
    let matched = 0
    let freq = 0
    for (const term of queryTerms) {
      let n = 0
      for (const t of tokens) if (t === term || (term === lastTerm && t.startsWith(term))) n++
      if (n > 0) {
        matched++
        freq += n
      }
    }
    if (matched === 0) continue
    hits.push({ doc, score: matched + freq / (freq + tokens.length + 1), order })
  }
  hits.sort((a, b) => b.score - a.score || a.order - b.order)
  const out = hits.slice(0, limit)
  for (const h of out) {
    const json = docJson.get(h.doc)
    ctx.countRead(json === undefined ? 0 : convexSizeOfJson(json))
  }
  return out
}

export function vectorSearch(
  ctx: QueryContext,
  componentPath: string,
  args: { indexName: string; vector: number[]; limit?: number; expressions?: unknown },
): Array<{ _id: string; _score: number }> {
  const [tableName, indexName] = splitIndexName(args.indexName)
  const tableSchema = ctx.catalog.tableSchema(componentPath, tableName)
  const index: VectorIndexJson | undefined = tableSchema?.vectorIndexes?.find(
    (i) => i.indexDescriptor === indexName,
  )
  if (index === undefined) {
    throw new StorageError('IndexNotFound', `Vector index ${tableName}.${indexName} not found.`)
  }
  if (!Array.isArray(args.vector) || args.vector.length !== index.dimensions) {
    throw new StorageError(
      'InvalidQuery',
      `Vector length ${Array.isArray(args.vector) ? args.vector.length : 'unknown'} does not match the index dimensions ${index.dimensions}.`,
    )
  }
  const limit = args.limit ?? 10
  if (!Number.isInteger(limit) || limit < 1 || limit > 256) {
    throw new StorageError(
      'InvalidQuery',
      `Vector search limit must be an integer between 1 and 256, got ${limit}.`,
    )
  }
  const matches = compileVectorFilter(args.expressions, index)
  const scored: Array<{ _id: string; _score: number }> = []
  for (const doc of scanTable(ctx, componentPath, tableName)) {
    const vec = fieldValue(doc, index.vectorField)
    if (!Array.isArray(vec) || vec.length !== args.vector.length) continue
    if (!matches(doc)) continue
    scored.push({ _id: doc._id, _score: cosine(args.vector, vec as number[]) })
  }
  scored.sort((a, b) => b._score - a._score)
  return scored.slice(0, limit)
}

/** Vector filters: `{$eq: [{$field}, {$literal}]}` and `{$or: [...]}` on filter fields. */
function compileVectorFilter(expr: unknown, index: VectorIndexJson): (doc: Document) => boolean {
  if (expr === null || expr === undefined) return () => true
  const e = expr as Record<string, unknown>
  if (Array.isArray(e.$or)) {
    const parts = e.$or.map((p) => compileVectorFilter(p, index))
    return (doc) => parts.some((p) => p(doc))
  }
  if (Array.isArray(e.$eq) && e.$eq.length === 2) {
    const [f, l] = e.$eq as [Record<string, unknown>, Record<string, unknown>]
    const field = f?.$field
    if (typeof field !== 'string' || !index.filterFields.includes(field)) {
      throw new StorageError(
        'InvalidQuery',
        `Field "${String(field)}" is not a filter field of the vector index.`,
      )
    }
    const value = decodeQueryValue(l?.$literal)
    return (doc) => compareValues(fieldValue(doc, field), value) === 0
  }
  throw new StorageError('InvalidQuery', `Invalid vector search filter ${JSON.stringify(expr)}`)
}

function cosine(a: number[], b: number[]): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!
    na += a[i]! * a[i]!
    nb += b[i]! * b[i]!
  }
  return na === 0 || nb === 0 ? 0 : dot / (Math.sqrt(na) * Math.sqrt(nb))
}

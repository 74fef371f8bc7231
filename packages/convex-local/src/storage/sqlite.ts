/**
 * SQLite layout (latest version of each document; design/local-backend.md §9.3) and a connection
 * wrapper with cached prepared statements.
 */
import type Database from 'better-sqlite3'

export type SqliteDatabase = Database.Database
export type Statement = Database.Statement

export const SCHEMA_VERSION = 1

export const DDL = `
CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS globals (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
  table_id INTEGER PRIMARY KEY,
  component TEXT NOT NULL,
  name TEXT NOT NULL,
  table_number INTEGER NOT NULL,
  in_schema INTEGER NOT NULL DEFAULT 0,
  UNIQUE (component, name),
  UNIQUE (component, table_number)
);
CREATE TABLE IF NOT EXISTS index_defs (
  index_id INTEGER PRIMARY KEY,
  table_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  fields TEXT NOT NULL,
  state TEXT NOT NULL,
  UNIQUE (table_id, name)
);
CREATE TABLE IF NOT EXISTS schemas (component TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
  rid INTEGER PRIMARY KEY,
  table_id INTEGER NOT NULL,
  id TEXT NOT NULL,
  ts INTEGER NOT NULL,
  json TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS documents_by_id ON documents (table_id, id);
CREATE TABLE IF NOT EXISTS index_entries (
  index_id INTEGER NOT NULL,
  key BLOB NOT NULL,
  rid INTEGER NOT NULL,
  PRIMARY KEY (index_id, key)
) WITHOUT ROWID;
`

/**
 * Page pulls return only the documents' JSON: index keys are recomputed from the documents when
 * needed (cursors, read ranges, the next page's bound), because materializing a BLOB per row costs
 * about as much as the rest of the row.
 */
const PAGE_COLUMNS = 'SELECT d.json FROM index_entries e CROSS JOIN documents d ON d.rid = e.rid'

/** A connection (the writer or one reader) with its prepared statements. */
export class Conn {
  private cache = new Map<string, Statement>()
  readonly pageAscBounded: Statement
  readonly pageAscOpen: Statement
  readonly pageDescBounded: Statement
  readonly pageDescOpen: Statement
  readonly getDoc: Statement
  readonly getGlobal: Statement

  constructor(readonly db: SqliteDatabase) {
    this.pageAscBounded = this.raw(
      `${PAGE_COLUMNS} WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key LIMIT ?`,
    )
    this.pageAscOpen = this.raw(
      `${PAGE_COLUMNS} WHERE e.index_id = ? AND e.key >= ? ORDER BY e.key LIMIT ?`,
    )
    this.pageDescBounded = this.raw(
      `${PAGE_COLUMNS} WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key DESC LIMIT ?`,
    )
    this.pageDescOpen = this.raw(
      `${PAGE_COLUMNS} WHERE e.index_id = ? AND e.key >= ? ORDER BY e.key DESC LIMIT ?`,
    )
    this.getDoc = this.db.prepare('SELECT rid, json FROM documents WHERE table_id = ? AND id = ?')
    this.getGlobal = this.db.prepare('SELECT v FROM globals WHERE k = ?').pluck()
  }

  private raw(sql: string): Statement {
    return this.db.prepare(sql).pluck(true)
  }

  /** A cached prepared statement. */
  stmt(sql: string): Statement {
    let s = this.cache.get(sql)
    if (s === undefined) {
      s = this.db.prepare(sql)
      this.cache.set(sql, s)
    }
    return s
  }

  exec(sql: string): void {
    this.db.exec(sql)
  }

  close(): void {
    this.cache.clear()
    this.db.close()
  }
}

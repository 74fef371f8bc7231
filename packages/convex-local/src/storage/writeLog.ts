/**
 * A write transaction's log: one entry per document write, with the index keys it touched. At
 * commit it becomes the write set (which subscriptions it invalidates) and the list of documents
 * changed.
 */
import { WriteSetImpl } from './readset'
import type { WrittenDocument } from './types'

/** The index keys a write touched: [index identity, key]. */
export type IndexKeys = Array<[string, Uint8Array]>

export type LogEntry = {
  componentPath: string
  table: string
  id: string
  kind: 'insert' | 'update' | 'delete'
  keys: IndexKeys
}

/**
 * The write set and the changed documents of a committed log: a document inserted then deleted in
 * the same transaction is not reported; one updated then deleted is a delete.
 */
export function summarizeLog(log: LogEntry[]): {
  writeSet: WriteSetImpl
  documents: WrittenDocument[]
} {
  const writeSet = new WriteSetImpl()
  const docs = new Map<string, WrittenDocument>()
  for (const entry of log) {
    for (const [identity, key] of entry.keys) writeSet.add(identity, key)
    const k = `${entry.componentPath}\u0000${entry.id}`
    const prev = docs.get(k)
    if (prev === undefined) {
      docs.set(k, {
        componentPath: entry.componentPath,
        table: entry.table,
        id: entry.id,
        kind: entry.kind,
      })
    } else if (entry.kind === 'delete') {
      if (prev.kind === 'insert') docs.delete(k)
      else prev.kind = 'delete'
    }
  }
  return { writeSet, documents: [...docs.values()] }
}

// The chronology as a draft: its events merged across documents (the same event stated in two
// documents is one row citing both) and written as a heading, a line of counts and a table.
import type { Id } from '../../_generated/dataModel'
import type { DraftBlock, DraftCitation } from '../../../shared/draftValidators'
import { type ChronologyEvent, eventKey } from './chronology'
import { draftSearchText } from '.'

/** The most events one chronology holds (a draft is one stored document, at most 1 MB). */
export const CHRONOLOGY_ROWS_MAX = 500
/** The most passages one row cites. */
const SOURCES_PER_ROW = 3

export type ChronologyRow = {
  date: string
  text: string
  key: string
  sources: (Omit<ChronologyEvent['source'], 'documentId'> & { documentId: Id<'documents'> })[]
}

/** Adds events to the rows in date order; an event already listed adds its source to that row. */
export function addEvents(rows: ChronologyRow[], events: ChronologyEvent[]) {
  const byKey = new Map(rows.map((row) => [row.key, row]))
  for (const event of events) {
    const key = eventKey(event)
    const source = { ...event.source, documentId: event.source.documentId as Id<'documents'> }
    const row = byKey.get(key)
    if (row) {
      if (row.sources.length < SOURCES_PER_ROW) row.sources.push(source)
      continue
    }
    if (rows.length >= CHRONOLOGY_ROWS_MAX) continue
    const added = { date: event.date, text: event.text, key, sources: [source] }
    rows.push(added)
    byKey.set(key, added)
  }
  // Stable: events of one date keep the order the documents gave them.
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** The draft's blocks, numbered citations and search text for the rows found so far. */
export function chronologyDraft(rows: ChronologyRow[], documentsRead: number) {
  const citations: DraftCitation[] = []
  const tableRows = rows.map((row) => {
    const cites = row.sources.map((source) => {
      citations.push({ n: citations.length + 1, ...source })
      return citations.length
    })
    const where = row.sources.map((s) => `${s.documentName}, p. ${s.page}`).join('; ')
    return { cells: [row.date, row.text, where], cites }
  })
  const counted =
    rows.length === 0
      ? `No dated events found in ${plural(documentsRead, 'document')} read so far.`
      : `${plural(rows.length, 'dated event')} from ${plural(documentsRead, 'document')}` +
        (rows.length >= CHRONOLOGY_ROWS_MAX ? ` (the first ${CHRONOLOGY_ROWS_MAX} kept).` : '.')
  // The draft's title ("Chronology: <matter>") heads it on screen and in an export.
  const blocks: DraftBlock[] = [{ type: 'paragraph', text: counted, cites: [] }]
  if (rows.length > 0) {
    blocks.push({ type: 'table', header: ['Date', 'Event', 'Source'], rows: tableRows })
  }
  return { blocks, citations, searchText: draftSearchText(blocks) }
}

function plural(n: number, word: string) {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
}

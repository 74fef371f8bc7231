// The built-in chronology: the matter's dated events (model/chronology.ts finds them), the same
// event stated in two documents as one row citing both, written as a line of counts and a table.
import { eventKey, findEvents, withinDates } from '../model/chronology'
import { citationNumbers, FINDINGS_MAX, plural } from './findings'
import type { BuiltinTemplate, DraftBlock, Finding } from './types'

export const chronology: BuiltinTemplate = {
  reads: 'matter',
  order: 'date',
  read(pages, inputs) {
    return withinDates(findEvents(pages), inputs.from, inputs.to).map((event): Finding => ({
      kind: 'event',
      key: eventKey(event),
      date: event.date,
      text: event.text,
      sources: [event.source],
    }))
  },
  write(findings, { documentsRead }) {
    const { citations, cite } = citationNumbers()
    const rows = findings.map((event) => ({
      cells: [
        event.date!,
        event.text,
        event.sources.map((s) => `${s.documentName}, p. ${s.page}`).join('; '),
      ],
      cites: cite(event.sources),
    }))
    const counted =
      findings.length === 0
        ? `No dated events found in ${plural(documentsRead, 'document')} read so far.`
        : `${plural(findings.length, 'dated event')} from ${plural(documentsRead, 'document')}` +
          (findings.length >= FINDINGS_MAX ? ` (the first ${FINDINGS_MAX} kept).` : '.')
    // The draft's title ("Chronology: <matter>") heads it on screen and in an export.
    const blocks: DraftBlock[] = [{ type: 'paragraph', text: counted, cites: [] }]
    if (rows.length > 0) blocks.push({ type: 'table', header: ['Date', 'Event', 'Source'], rows })
    return { blocks, citations, missingInputs: [] }
  },
}

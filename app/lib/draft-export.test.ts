import mammoth from 'mammoth'
import { describe, expect, test } from 'vitest'
import { draftToDocx, type ExportDraft } from './draft-export'
import { inTimeZone } from './test-time-zone'

inTimeZone('UTC')

const LINK = 'https://casefile.example/documents/d1?page=2&highlight=signed'

const draft: ExportDraft = {
  title: 'Chronology: Acme v. Widget',
  matterName: 'Acme v. Widget',
  exportedAt: Date.UTC(2026, 10, 28, 9, 30),
  exportedBy: 'Jane Doe',
  blocks: [
    { type: 'paragraph', text: '2 dated events from 1 document.', cites: [] },
    { type: 'heading', level: 2, text: 'Events' },
    {
      type: 'table',
      header: ['Date', 'Event', 'Source'],
      rows: [
        {
          cells: ['2021-03-03', 'The escrow agreement was signed.', 'Complaint.pdf, p. 2'],
          cites: [1],
        },
        {
          cells: ['2022-01-31', 'Defendant <terminated> it & left.', 'Complaint.pdf, p. 4'],
          cites: [2],
        },
      ],
    },
    { type: 'list', ordered: false, items: [{ text: 'Check the escrow file', cites: [1] }] },
  ],
  citations: [
    {
      n: 1,
      documentName: 'Complaint.pdf',
      page: 2,
      quote: 'signed on March 3, 2021',
      url: LINK,
      verified: true,
    },
    {
      n: 2,
      documentName: 'Complaint.pdf',
      page: 4,
      quote: 'terminated',
      url: LINK,
      verified: true,
    },
  ],
}

const read = async (bytes: Uint8Array) => {
  const input = { buffer: Buffer.from(bytes) }
  const [html, raw] = await Promise.all([
    mammoth.convertToHtml(input),
    mammoth.extractRawText(input),
  ])
  expect(html.messages.filter((m) => m.type === 'error')).toEqual([])
  return { html: html.value, lines: raw.value.split('\n').filter((l) => l.trim() !== '') }
}

describe('a draft exported to Word', () => {
  test('reads back with its title, table, markers and sources', async () => {
    const { html, lines } = await read(draftToDocx(draft))
    expect(html).toContain('<h1>Chronology: Acme v. Widget</h1>')
    expect(html).toContain('<h2>Events</h2>')
    expect(html).toContain('<table>')
    expect(html).toContain('<td><p>The escrow agreement was signed. [1]</p></td>')
    expect(html).toContain('Defendant &lt;terminated&gt; it &amp; left. [2]')
    expect(html).toContain('<ul><li>Check the escrow file [1]</li></ul>')
    expect(html).toContain(`<a href="${LINK.replace(/&/g, '&amp;')}">link</a>`)
    expect(lines).toContain('[1] Complaint.pdf, p. 2 — “signed on March 3, 2021” (link)')
    expect(lines.slice(0, 4)).toEqual([
      'Chronology: Acme v. Widget',
      'Matter: Acme v. Widget',
      'Exported by Jane Doe on 28 Nov 2026, 09:30 UTC',
      'Privileged & Confidential — Attorney Work Product',
    ])
  })

  test('without citations: no markers and no sources', async () => {
    const { html, lines } = await read(draftToDocx(draft, { citations: false }))
    expect(html).toContain('<td><p>The escrow agreement was signed.</p></td>')
    expect(html).not.toContain('[1]')
    expect(lines).not.toContain('Sources')
  })
})

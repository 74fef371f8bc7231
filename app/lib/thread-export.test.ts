// @vitest-environment jsdom
import { strFromU8, unzipSync } from 'fflate'
import mammoth from 'mammoth'
import { describe, expect, test } from 'vitest'
import { inTimeZone } from './test-time-zone'
import {
  FILE_TITLE_MAX_LENGTH,
  exportFileName,
  threadToDocx,
  threadToMarkdown,
  type ExportThread,
} from './thread-export'

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const LINK_1 = 'https://casefile.example/documents/d1?page=3&highlight=Acme+Corp'
const LINK_2 = 'https://casefile.example/documents/d2?page=1&highlight=Widget'

const thread: ExportThread = {
  title: 'Who are the defendants?',
  matterName: 'Acme v. Widget',
  exportedAt: Date.UTC(2026, 10, 25, 14, 5),
  exportedBy: 'Jane Doe',
  messages: [
    {
      role: 'user',
      authorName: 'Jane Doe',
      createdAt: Date.UTC(2026, 10, 25, 14, 0),
      text: 'Who are the *defendants*?',
      citations: [],
    },
    {
      role: 'assistant',
      authorName: 'Associate',
      createdAt: Date.UTC(2026, 10, 25, 14, 1),
      text: 'There are two defendants [1][2]:\n- Acme Corp [1]\n- Widget LLC [2].\n\nBoth are in Delaware [1], per the complaint.',
      citations: [
        {
          n: 1,
          documentName: 'Complaint.pdf',
          page: 3,
          quote: 'Defendants Acme Corp and\nWidget LLC',
          url: LINK_1,
          verified: true,
        },
        {
          n: 2,
          documentName: 'Answer_final.pdf',
          page: 1,
          quote: 'Widget',
          url: LINK_2,
          verified: false,
        },
      ],
      note: 'Stopped before the end',
    },
  ],
}

const HEADER = `# Who are the defendants?

Matter: Acme v. Widget

Exported by Jane Doe on 25 Nov 2026, 14:05 UTC

**Privileged & Confidential — Attorney Work Product**

---

## Jane Doe — 25 Nov 2026, 14:00 UTC

Who are the \\*defendants\\*?

---

## Associate — 25 Nov 2026, 14:01 UTC

`

function assistant(text: string, extra: Partial<ExportThread['messages'][number]> = {}) {
  return {
    ...thread,
    messages: [
      {
        role: 'assistant' as const,
        authorName: 'Associate',
        createdAt: thread.exportedAt,
        text,
        citations: [1, 2].map((n) => ({
          n,
          documentName: `Doc ${n}.pdf`,
          page: n,
          quote: `quote ${n}`,
          url: `https://casefile.example/documents/d${n}`,
          verified: true,
        })),
        ...extra,
      },
    ],
  }
}

/** The text after the message heading, up to the end (Markdown). */
function mdBody(text: string, citations = false, extra = {}) {
  const md = threadToMarkdown(assistant(text, extra), { citations })
  return md.slice(md.indexOf('UTC\n\n', md.indexOf('## ')) + 5).trimEnd()
}

function parseXml(source: string) {
  const doc = new DOMParser().parseFromString(source, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

function unzipDocx(bytes: Uint8Array) {
  const parts = unzipSync(bytes)
  return Object.fromEntries(Object.entries(parts).map(([name, data]) => [name, strFromU8(data)]))
}

/** Each paragraph of document.xml as its style and its text (tabs and breaks as \t and \n). */
function paragraphs(documentXml: string) {
  const doc = parseXml(documentXml)
  return Array.from(doc.getElementsByTagNameNS(W, 'p')).map((p) => {
    const style = p.getElementsByTagNameNS(W, 'pStyle')[0]?.getAttributeNS(W, 'val') ?? ''
    let text = ''
    for (const node of Array.from(p.getElementsByTagNameNS(W, '*'))) {
      if (node.localName === 't') text += node.textContent
      if (node.localName === 'tab') text += '\t'
      if (node.localName === 'br') text += '\n'
    }
    return { style, text, element: p }
  })
}

inTimeZone('UTC')

describe('threadToMarkdown', () => {
  test('with citations: markers kept and a sources list under the answer, links as links', () => {
    expect(threadToMarkdown(thread)).toBe(
      `${HEADER}There are two defendants [1][2]:

- Acme Corp [1]
- Widget LLC [2].

Both are in Delaware [1], per the complaint.

*Stopped before the end*

**Sources**

- [1] Complaint.pdf, p. 3 — “Defendants Acme Corp and Widget LLC” ([link](${LINK_1}))
- [2] Answer_final.pdf, p. 1 — “Widget” — not verified ([link](${LINK_2}))
`,
    )
  })

  test('without citations: markers removed without stray spaces, no sources', () => {
    expect(threadToMarkdown(thread, { citations: false })).toBe(
      `${HEADER}There are two defendants:

- Acme Corp
- Widget LLC.

Both are in Delaware, per the complaint.

*Stopped before the end*
`,
    )
  })

  test('citations default to on', () => {
    expect(threadToMarkdown(thread, {})).toBe(threadToMarkdown(thread, { citations: true }))
  })

  test('marker removal: at a line start, before punctuation, in runs, and unknown numbers kept', () => {
    expect(
      mdBody(
        '[1] Opening claim.\nAcme[1] and Widget [1], [2] sued.\nSee ([1]) and "quoted" [2]!\nSection [7] stays [1][2] here\t[2] too.',
      ),
    ).toBe(
      'Opening claim.\nAcme and Widget sued.\nSee () and "quoted"!\nSection \\[7] stays here too.',
    )
    expect(mdBody('a [1] b')).not.toContain('  ')
  })

  test('a not-found answer says so; a note and the sources stay apart', () => {
    expect(mdBody('Nothing in the record.', true, { notFound: true, citations: [] })).toBe(
      'Nothing in the record.\n\n*The documents do not answer this question.*',
    )
  })

  test('user text cannot turn into headings, lists, links, HTML or code', () => {
    const hostile = [
      '# Not a heading',
      '> not a quote',
      '1. not a list',
      '---',
      '+ plus',
      '<script>alert("x")</script> & &amp; ok',
      '[click](javascript:alert(1)) ![img](x.png)',
      'snake_case _emphasis_ **bold** `code` ~~gone~~ a | b \\ back',
      '=====',
    ].join('\n')
    expect(mdBody(hostile)).toBe(
      [
        '\\# Not a heading',
        '\\> not a quote',
        '1\\. not a list',
        '\\---',
        '\\+ plus',
        '\\<script>alert("x")\\</script> & \\&amp; ok',
        '\\[click](javascript:alert(1)) !\\[img](x.png)',
        'snake_case \\_emphasis\\_ \\*\\*bold\\*\\* \\`code\\` \\~\\~gone\\~\\~ a \\| b \\\\ back',
        '\\=====',
      ].join('\n'),
    )
    // A marker at a line start would read as a link definition, one before '(' as a link.
    expect(mdBody('[1]: x\nsee [1](y)', true).split('\n\n')[0]).toBe('\\[1]: x\nsee [1]\\(y)')
  })

  test('a source with a non-web URL is listed without a link; control characters are dropped', () => {
    const md = threadToMarkdown(
      assistant('Claim [1].', {
        citations: [
          {
            n: 1,
            documentName: 'Evil\u0000 <b>doc</b>.pdf',
            page: 0,
            quote: 'a\u0007b',
            url: 'javascript:alert(1)',
            verified: true,
          },
        ],
      }),
    )
    expect(md).toContain('- [1] Evil \\<b>doc\\</b>.pdf — “ab”\n')
    expect(md).not.toContain('javascript')
  })

  test('times are in the reader’s time zone, named', () => {
    process.env.TZ = 'America/New_York'
    try {
      const md = threadToMarkdown(thread)
      expect(md).toContain('Exported by Jane Doe on 25 Nov 2026, 09:05 GMT-5')
      expect(md).toContain('## Associate — 25 Nov 2026, 09:01 GMT-5')
      expect(exportFileName({ ...thread, exportedAt: Date.UTC(2026, 10, 26, 2) }, 'md')).toBe(
        'Who are the defendants - 2026-11-25.md',
      )
    } finally {
      process.env.TZ = 'UTC'
    }
  })
})

describe('threadToDocx', () => {
  test('a package with the expected parts, each well-formed XML', () => {
    const parts = unzipDocx(threadToDocx(thread))
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'word/_rels/document.xml.rels',
      'word/document.xml',
      'word/header1.xml',
      'word/numbering.xml',
      'word/styles.xml',
    ])
    for (const source of Object.values(parts)) parseXml(source)
    const types = parseXml(parts['[Content_Types].xml']!)
    const overrides = Array.from(types.getElementsByTagName('Override')).map((o) =>
      o.getAttribute('PartName'),
    )
    for (const name of Object.keys(parts).filter(
      (n) => !n.endsWith('.rels') && n !== '[Content_Types].xml',
    )) {
      expect(overrides).toContain(`/${name}`)
    }
    expect(parts['_rels/.rels']).toContain('Target="word/document.xml"')
    expect(parts['word/header1.xml']).toContain(
      'Privileged &amp; Confidential — Attorney Work Product',
    )
    expect(parts['docProps/core.xml']).toContain('<dc:title>Who are the defendants?</dc:title>')
    expect(parts['docProps/core.xml']).toContain('2026-11-25T14:05:00Z')
    const styles = parseXml(parts['word/styles.xml']!)
    const styleIds = Array.from(styles.getElementsByTagNameNS(W, 'style')).map((s) =>
      s.getAttributeNS(W, 'styleId'),
    )
    expect(styleIds).toEqual(expect.arrayContaining(['Heading1', 'Heading2', 'Hyperlink']))
  })

  test('the document: headings, lines, bullets as list paragraphs, the note in italics, sources', () => {
    const parts = unzipDocx(threadToDocx(thread))
    const paras = paragraphs(parts['word/document.xml']!)
    expect(paras.map(({ style, text }) => [style, text])).toEqual([
      ['Heading1', 'Who are the defendants?'],
      ['', 'Matter: Acme v. Widget'],
      ['', 'Exported by Jane Doe on 25 Nov 2026, 14:05 UTC'],
      ['', 'Privileged & Confidential — Attorney Work Product'],
      ['Heading2', 'Jane Doe — 25 Nov 2026, 14:00 UTC'],
      ['', 'Who are the *defendants*?'],
      ['Heading2', 'Associate — 25 Nov 2026, 14:01 UTC'],
      ['', 'There are two defendants [1][2]:'],
      ['ListParagraph', 'Acme Corp [1]'],
      ['ListParagraph', 'Widget LLC [2].'],
      ['', 'Both are in Delaware [1], per the complaint.'],
      ['', 'Stopped before the end'],
      ['', 'Sources'],
      ['', '[1] Complaint.pdf, p. 3 — “Defendants Acme Corp and Widget LLC” (link)'],
      ['', '[2] Answer_final.pdf, p. 1 — “Widget” — not verified (link)'],
    ])
    const list = paras.filter((p) => p.style === 'ListParagraph')
    for (const p of list) expect(p.element.getElementsByTagNameNS(W, 'numId')).toHaveLength(1)
    const note = paras.find((p) => p.text === 'Stopped before the end')!
    expect(note.element.getElementsByTagNameNS(W, 'i')).toHaveLength(1)
    expect(parts['word/numbering.xml']).toContain('w:numFmt w:val="bullet"')
  })

  test('each source link is a hyperlink with an external relationship to its URL', () => {
    const parts = unzipDocx(threadToDocx(thread))
    const doc = parseXml(parts['word/document.xml']!)
    const rels = parseXml(parts['word/_rels/document.xml.rels']!)
    const byId = new Map(
      Array.from(rels.getElementsByTagName('Relationship')).map((r) => [r.getAttribute('Id'), r]),
    )
    const links = Array.from(doc.getElementsByTagNameNS(W, 'hyperlink'))
    expect(links).toHaveLength(2)
    expect(
      links.map((link) => {
        const rel = byId.get(link.getAttributeNS(R, 'id'))!
        return [
          link.textContent,
          link.getElementsByTagNameNS(W, 'rStyle')[0]?.getAttributeNS(W, 'val'),
          rel.getAttribute('Type'),
          rel.getAttribute('Target'),
          rel.getAttribute('TargetMode'),
        ]
      }),
    ).toEqual(
      [LINK_1, LINK_2].map((url) => [
        'link',
        'Hyperlink',
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink',
        url,
        'External',
      ]),
    )
    // The raw part escapes the '&' of the query string.
    expect(parts['word/_rels/document.xml.rels']).toContain('page=3&amp;highlight=Acme+Corp')
    // The header, styles and numbering are related too, and the section points at the header.
    const headerRel = Array.from(byId.values()).find(
      (r) => r.getAttribute('Target') === 'header1.xml',
    )!
    expect(doc.getElementsByTagNameNS(W, 'headerReference')[0]?.getAttributeNS(R, 'id')).toBe(
      headerRel.getAttribute('Id'),
    )
  })

  test('without citations: no markers, no sources, no hyperlinks', () => {
    const parts = unzipDocx(threadToDocx(thread, { citations: false }))
    const texts = paragraphs(parts['word/document.xml']!).map((p) => p.text)
    expect(texts).toContain('There are two defendants:')
    expect(texts).toContain('Widget LLC.')
    expect(texts).toContain('Both are in Delaware, per the complaint.')
    expect(texts.join('\n')).not.toMatch(/\[\d\]|Sources| {2}/)
    expect(parts['word/document.xml']).not.toContain('w:hyperlink')
    expect(parts['word/_rels/document.xml.rels']).not.toContain('/hyperlink"')
  })

  test('hostile text is escaped: markup, ampersands, CDATA ends, control characters, long text', () => {
    const long = 'x'.repeat(200_000)
    const evil =
      '<script>alert("x")</script> & ]]> \'q\' \u0000\u0001\u0008\u000b\u001b\ufffe\ud800 end'
    const hostile: ExportThread = {
      title: evil,
      matterName: evil,
      exportedAt: thread.exportedAt,
      exportedBy: evil,
      messages: [
        {
          role: 'assistant',
          authorName: evil,
          createdAt: thread.exportedAt,
          text: `  ${evil}  [1]\n\tindented\ttab\n${long}`,
          citations: [
            {
              n: 1,
              documentName: evil,
              page: 2,
              quote: evil,
              url: 'https://x.example/?q="><script>&a=1',
              verified: true,
            },
          ],
          note: evil,
        },
      ],
    }
    const parts = unzipDocx(threadToDocx(hostile))
    for (const source of Object.values(parts)) {
      parseXml(source)
      // eslint-disable-next-line no-control-regex
      expect(source).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\ud800]/)
      expect(source).not.toContain('<script')
      expect(source).not.toContain(']]>')
    }
    const clean = '<script>alert("x")</script> & ]]> \'q\'  end'
    const texts = paragraphs(parts['word/document.xml']!).map((p) => p.text)
    expect(texts[0]).toBe('<script>alert("x")</script> & ]]> \'q\' end')
    expect(texts).toContain(`${clean}  [1]\nindented tab\n${long}`)
    expect(parts['docProps/core.xml']).toContain('<dc:title>&lt;script&gt;alert(&quot;x&quot;)')
    const rels = parseXml(parts['word/_rels/document.xml.rels']!)
    const targets = Array.from(rels.getElementsByTagName('Relationship')).map((r) =>
      r.getAttribute('Target'),
    )
    expect(targets).toContain('https://x.example/?q=%22%3E%3Cscript%3E&a=1')
    // Every text with spaces at either end keeps them.
    const doc = parseXml(parts['word/document.xml']!)
    for (const t of Array.from(doc.getElementsByTagNameNS(W, 't'))) {
      if (/^\s|\s$/.test(t.textContent ?? '')) {
        expect(t.getAttribute('xml:space')).toBe('preserve')
      }
    }
  })

  test('an empty thread with blank fields still gives a valid document and readable Markdown', () => {
    const empty: ExportThread = {
      title: '',
      matterName: '',
      exportedAt: Number.NaN,
      exportedBy: '',
      messages: [
        { role: 'assistant', authorName: '', createdAt: Number.NaN, text: '', citations: [] },
      ],
    }
    expect(threadToMarkdown(empty)).toBe(
      '# Untitled thread\n\nExported\n\n**Privileged & Confidential — Attorney Work Product**\n\n---\n\n## Associate\n',
    )
    const parts = unzipDocx(threadToDocx(empty))
    for (const source of Object.values(parts)) parseXml(source)
    expect(paragraphs(parts['word/document.xml']!).map((p) => p.text)).toEqual([
      'Untitled thread',
      'Exported',
      'Privileged & Confidential — Attorney Work Product',
      'Associate',
    ])
  })

  test('reads back in mammoth with its headings, list, links and text', async () => {
    const bytes = threadToDocx(thread)
    const input = { buffer: Buffer.from(bytes) }
    const [html, raw] = await Promise.all([
      mammoth.convertToHtml(input),
      mammoth.extractRawText(input),
    ])
    expect(html.messages.filter((m) => m.type === 'error')).toEqual([])
    expect(html.value).toContain('<h1>Who are the defendants?</h1>')
    expect(html.value).toContain('<h2>Associate — 25 Nov 2026, 14:01 UTC</h2>')
    expect(html.value).toContain('<ul><li>Acme Corp [1]</li><li>Widget LLC [2].</li></ul>')
    expect(html.value).toContain(`<a href="${LINK_1.replace(/&/g, '&amp;')}">link</a>`)
    expect(html.value).toContain('<em>Stopped before the end</em>')
    const lines = raw.value.split('\n').filter((l) => l.trim() !== '')
    expect(lines).toEqual([
      'Who are the defendants?',
      'Matter: Acme v. Widget',
      'Exported by Jane Doe on 25 Nov 2026, 14:05 UTC',
      'Privileged & Confidential — Attorney Work Product',
      'Jane Doe — 25 Nov 2026, 14:00 UTC',
      'Who are the *defendants*?',
      'Associate — 25 Nov 2026, 14:01 UTC',
      'There are two defendants [1][2]:',
      'Acme Corp [1]',
      'Widget LLC [2].',
      'Both are in Delaware [1], per the complaint.',
      'Stopped before the end',
      'Sources',
      '[1] Complaint.pdf, p. 3 — “Defendants Acme Corp and Widget LLC” (link)',
      '[2] Answer_final.pdf, p. 1 — “Widget” — not verified (link)',
    ])
  })
})

describe('exportFileName', () => {
  test('the title and the export date, e.g. for the example in the brief', () => {
    expect(exportFileName(thread, 'md')).toBe('Who are the defendants - 2026-11-25.md')
    expect(exportFileName(thread, 'docx')).toBe('Who are the defendants - 2026-11-25.docx')
  })

  test('unsafe characters removed, bidi tricks and leading dots gone, length capped', () => {
    const named = (title: string) => exportFileName({ ...thread, title }, 'md')
    expect(named('Q3: review / "hot" <draft>|*?\\')).toBe('Q3 review hot draft - 2026-11-25.md')
    expect(named('..\\..\\etc/passwd')).toBe('etc passwd - 2026-11-25.md')
    expect(named('invoice\u202Etxt.exe')).toBe('invoice txt.exe - 2026-11-25.md')
    expect(named('tab\tand\u0000nul\nline')).toBe('tab andnul line - 2026-11-25.md')
    expect(named('   ')).toBe('Untitled thread - 2026-11-25.md')
    const long = named('é'.repeat(500))
    expect(long).toBe(`${'é'.repeat(FILE_TITLE_MAX_LENGTH)} - 2026-11-25.md`)
    // A cut never splits a character made of two UTF-16 units, nor leaves a trailing space.
    expect(named(`${'a'.repeat(FILE_TITLE_MAX_LENGTH - 1)}😀😀`)).toBe(
      `${'a'.repeat(FILE_TITLE_MAX_LENGTH - 1)}😀 - 2026-11-25.md`,
    )
    expect(named(`${'a'.repeat(FILE_TITLE_MAX_LENGTH - 1)} b`)).toBe(
      `${'a'.repeat(FILE_TITLE_MAX_LENGTH - 1)} - 2026-11-25.md`,
    )
  })

  test('without a usable export time, no date', () => {
    expect(exportFileName({ ...thread, exportedAt: Number.NaN }, 'docx')).toBe(
      'Who are the defendants.docx',
    )
  })
})

// What the Markdown and the Word exports of an associate thread share: the thread's shape, the
// message text cut into paragraphs and bullet lists with its citation markers found (or removed),
// the dates, and the source lines. Each format only decides how to write these pieces.
import { clean } from '@/lib/docx/writer'

export { clean }

export type ExportCitation = {
  n: number
  documentName: string
  page: number
  quote: string
  url: string
  verified: boolean
}
export type ExportMessage = {
  role: 'user' | 'assistant'
  /** The lawyer's name, or 'Associate'. */
  authorName: string
  /** Epoch ms. */
  createdAt: number
  /** Plain text with citation markers like [1] after statements, '- ' bullets, blank-line paragraphs. */
  text: string
  /** Numbered as the markers in the text. */
  citations: ExportCitation[]
  /** The associate said the documents do not answer. */
  notFound?: boolean
  /** E.g. 'Stopped before the end'. */
  note?: string
}
export type ExportThread = {
  title: string
  matterName: string
  exportedAt: number
  exportedBy: string
  messages: ExportMessage[]
}
export type ExportOptions = { citations?: boolean }

export const CONFIDENTIALITY = 'Privileged & Confidential — Attorney Work Product'
export const NOT_FOUND_LINE = 'The documents do not answer this question.'
export const UNTITLED = 'Untitled thread'

/** A run of text, or a citation marker such as '[1]' or '[1, 2]' kept as written. */
export type Inline = { kind: 'text' | 'marker'; text: string }
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] }

/** Text for one line (a name, a title, a quote): every run of white space as one space. */
export function singleLine(value: string): string {
  return clean(value).replace(/\s+/g, ' ').trim()
}

const MARKER = String.raw`\[\d{1,4}(?:[ \t]*,[ \t]*\d{1,4})*\]`
const MARKER_RE = new RegExp(MARKER, 'g')
const MARKER_RUN_RE = new RegExp(String.raw`[ \t]*${MARKER}(?:[ \t]*,?[ \t]*${MARKER})*[ \t]*`, 'g')
const BULLET_RE = /^\s*[-*•‣◦]\s+(.*)$/

function markerNumbers(marker: string): number[] {
  return (marker.match(/\d+/g) ?? []).map(Number)
}

function isKnown(marker: string, known: ReadonlySet<number>): boolean {
  return markerNumbers(marker).every((n) => known.has(n))
}

/** The line without its markers: no space left before punctuation, none doubled, none leading. */
function removeMarkers(line: string, known: ReadonlySet<number>): string {
  return line.replace(MARKER_RUN_RE, (run: string, offset: number) => {
    if (!(run.match(MARKER_RE) ?? []).every((m) => isKnown(m, known))) return run
    const before = line.slice(0, offset)
    const after = line.slice(offset + run.length)
    if (before.trim() === '' || after === '' || /^[.,;:!?)\]}…'"”’]/.test(after)) return ''
    return ' '
  })
}

function inlines(line: string, known: ReadonlySet<number>): Inline[] {
  const out: Inline[] = []
  let last = 0
  for (const match of line.matchAll(MARKER_RE)) {
    if (!isKnown(match[0], known)) continue
    if (match.index > last) out.push({ kind: 'text', text: line.slice(last, match.index) })
    out.push({ kind: 'marker', text: match[0] })
    last = match.index + match[0].length
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) })
  return out
}

/**
 * A message's text as paragraphs (lines kept) and bullet lists. A marker counts as one when each
 * of its numbers is a citation of the message; without citations those markers are removed.
 */
export function messageBlocks(message: ExportMessage, withCitations: boolean): Block[] {
  const known = new Set(message.citations.map((c) => c.n))
  const blocks: Block[] = []
  let current: Block | null = null
  for (const raw of clean(message.text).split('\n')) {
    const bullet = BULLET_RE.exec(raw)
    const body = bullet ? (bullet[1] ?? '') : raw
    const text = (withCitations ? body : removeMarkers(body, known)).replace(/\t/g, ' ').trim()
    if (text === '') {
      if (!bullet) current = null
      continue
    }
    const line = inlines(text, known)
    if (bullet) {
      if (current?.kind !== 'list') blocks.push((current = { kind: 'list', items: [] }))
      current.items.push(line)
    } else {
      if (current?.kind !== 'paragraph') blocks.push((current = { kind: 'paragraph', lines: [] }))
      current.lines.push(line)
    }
  }
  return blocks
}

/** The author shown above a message. */
export function authorOf(message: ExportMessage): string {
  return singleLine(message.authorName) || (message.role === 'assistant' ? 'Associate' : 'User')
}

const momentFormat = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  })

/** '25 Nov 2026, 14:05 UTC' in the reader's time zone, named; '' for a missing time. */
export function formatMoment(at: number): string {
  return Number.isFinite(at) && Math.abs(at) <= 8.64e15 ? momentFormat().format(at) : ''
}

/** The local calendar day as 2026-11-25; '' for a missing time. */
export function isoDay(at: number): string {
  if (!Number.isFinite(at) || Math.abs(at) > 8.64e15) return ''
  const date = new Date(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The heading of a message: author and time. */
export function messageHeading(message: ExportMessage): string {
  const time = formatMoment(message.createdAt)
  return time ? `${authorOf(message)} — ${time}` : authorOf(message)
}

/** Only web links are written as links (a javascript: URL is not), normalised by the URL parser. */
export function linkUrl(url: string): string | null {
  try {
    const parsed = new URL(clean(url).trim())
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
    // Parentheses would end a Markdown link destination; encoded they mean the same.
    return parsed.href.replace(/\(/g, '%28').replace(/\)/g, '%29')
  } catch {
    return null
  }
}

/** A source line in parts: '[1] Complaint.pdf, p. 3 — “quote”', a status, and the link. */
export type SourceLine = { label: string; documentName: string; rest: string; url: string | null }

export function sourceLines(message: Pick<ExportMessage, 'citations'>): SourceLine[] {
  return [...message.citations]
    .sort((a, b) => a.n - b.n)
    .map((citation) => {
      const page =
        Number.isInteger(citation.page) && citation.page > 0 ? `, p. ${citation.page}` : ''
      const quote = singleLine(citation.quote)
      return {
        label: `[${citation.n}]`,
        documentName: singleLine(citation.documentName) || 'Untitled document',
        rest: `${page}${quote ? ` — “${quote}”` : ''}${citation.verified ? '' : ' — not verified'}`,
        url: linkUrl(citation.url),
      }
    })
}

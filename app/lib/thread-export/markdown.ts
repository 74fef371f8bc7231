// The thread as Markdown (CommonMark with GitHub's extensions in mind). Text from users and from
// documents is escaped only where it would otherwise turn into formatting, so the file still
// reads well as plain text.
import {
  CONFIDENTIALITY,
  NOT_FOUND_LINE,
  UNTITLED,
  formatMoment,
  messageBlocks,
  messageHeading,
  singleLine,
  sourceLines,
  type ExportOptions,
  type ExportThread,
  type Inline,
} from './model'

const WORD = /[\p{L}\p{N}]/u
// Emphasis, code, links and images, raw HTML and autolinks, tables, strikethrough, entities.
const INLINE_SPECIAL = /[\\`*_[<|~]|&(?=#?[a-z0-9]+;)/gi

/** Escapes what would format inside a line; an underscore inside a word (snake_case) stays. */
export function escapeInline(text: string): string {
  return text.replace(INLINE_SPECIAL, (ch: string, offset: number, all: string) =>
    ch === '_' && WORD.test(all[offset - 1] ?? '') && WORD.test(all[offset + 1] ?? '')
      ? ch
      : `\\${ch}`,
  )
}

/** Escapes what would start a heading, quote, list, rule or setext underline at a line start. */
function escapeLineStart(line: string): string {
  if (/^(?:#{1,6}(?:\s|$)|>|[-+](?:\s|$)|-+\s*$|=+\s*$)/.test(line)) return `\\${line}`
  return line.replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
}

function line(inlines: Inline[]): string {
  let out = ''
  inlines.forEach((inline, i) => {
    if (inline.kind === 'marker') {
      // At a line start '[1]: …' would be a link definition.
      out += out === '' ? `\\${inline.text}` : inline.text
      return
    }
    const text = escapeInline(inline.text)
    // '[1](…)' would be a link.
    out += i > 0 && text.startsWith('(') ? `\\${text}` : text
  })
  return escapeLineStart(out)
}

function italic(text: string): string {
  return `*${escapeInline(text)}*`
}

/** The thread as Markdown: a header, then each message with its sources (unless left out). */
export function threadToMarkdown(thread: ExportThread, options: ExportOptions = {}): string {
  const withCitations = options.citations ?? true
  const title = escapeInline(singleLine(thread.title) || UNTITLED).replace(/#/g, '\\#')
  const exported = [singleLine(thread.exportedBy), formatMoment(thread.exportedAt)]
  const parts: string[] = [`# ${title}`]
  const matter = singleLine(thread.matterName)
  if (matter) parts.push(`Matter: ${escapeInline(matter)}`)
  parts.push(
    escapeInline(
      `Exported${exported[0] ? ` by ${exported[0]}` : ''}${exported[1] ? ` on ${exported[1]}` : ''}`,
    ),
    `**${CONFIDENTIALITY}**`,
  )
  for (const message of thread.messages) {
    parts.push('---', `## ${escapeInline(messageHeading(message)).replace(/#/g, '\\#')}`)
    for (const block of messageBlocks(message, withCitations)) {
      parts.push(
        block.kind === 'paragraph'
          ? block.lines.map(line).join('\n')
          : block.items.map((item) => `- ${line(item)}`).join('\n'),
      )
    }
    if (message.notFound) parts.push(italic(NOT_FOUND_LINE))
    const note = singleLine(message.note ?? '')
    if (note) parts.push(italic(note))
    const sources = withCitations ? sourceLines(message) : []
    if (sources.length > 0) {
      parts.push(
        '**Sources**',
        sources
          .map(
            (s) =>
              `- ${s.label} ${escapeInline(s.documentName + s.rest)}${s.url ? ` ([link](${s.url}))` : ''}`,
          )
          .join('\n'),
      )
    }
  }
  return `${parts.join('\n\n')}\n`
}

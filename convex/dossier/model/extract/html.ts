'use node'
// One allow-list for every HTML that leaves the extractor (DOCX, HTML files, email bodies).
import sanitizeHtml from 'sanitize-html'
import { tidyText } from './text'

/**
 * Structure and emphasis only: no style, class, script, iframe, form or image, and links only
 * to http, https and mailto. Uploaded documents are untrusted; whatever renders this HTML must
 * be able to rely on it.
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'b',
    'i',
    'u',
    'strong',
    'em',
    'a',
  ],
  allowedAttributes: { a: ['href'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The contents of these go too, not just the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template'],
  parseStyleAttributes: false,
}

/** Sanitises untrusted HTML to the extractor's strict allow-list. */
export function sanitize(html: string): string {
  return sanitizeHtml(html, ALLOW_LIST).trim()
}

/** Tags whose end is a line break in plain text; kept only while converting to text. */
const BLOCK_TAGS = [
  'p',
  'h[1-6]',
  'li',
  'tr',
  'table',
  'caption',
  'ul',
  'ol',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'dt',
  'dd',
  'address',
]

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  ...ALLOW_LIST,
  allowedTags: [...(ALLOW_LIST.allowedTags || []), ...BLOCK_TAGS.filter((t) => !t.includes('['))],
  allowedAttributes: {},
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * Plain text of untrusted HTML: sanitised first (so script and style bodies are gone and the
 * markup is well formed), then block ends become line breaks and table cells tabs.
 */
export function htmlToText(html: string): string {
  const blocks = BLOCK_TAGS.join('|')
  const text = sanitizeHtml(html, TEXT_OPTIONS)
    // Source line breaks are just spaces in HTML; the markup decides where lines end.
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(td|th)>/gi, '\t')
    .replace(/<\/(p|h[1-6]|table|ul|ol|blockquote|pre)>/gi, '\n\n')
    .replace(/<li(\s[^>]*)?>/gi, '\n- ')
    .replace(/<\/li>/gi, '')
    .replace(new RegExp(`</?(${blocks})(\\s[^>]*)?>`, 'gi'), '\n')
    .replace(/<[^>]+>/g, '')
  return tidyText(
    decodeEntities(text)
      .replace(/[ \t]*\n[ \t]*/g, '\n')
      .replace(/ {2,}/g, ' '),
  )
}

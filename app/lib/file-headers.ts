// The headers a stored file is served with (app/lib/file-serving.server.ts; targets R9, R15).
// A file is whatever someone uploaded: it must never run as a page of this origin. So it carries
// the type decided from its bytes at registration (never the uploader's), nosniff, a policy that
// sandboxes it and allows it nothing, and `attachment` unless it is a kind the viewer renders
// itself and a browser shows inertly. HTML, SVG and XML are never inline, whatever the name says.

/** The types a browser may show in place: the viewer's PDF, image and text panes draw these. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'text/csv',
])

/** The upstream headers that describe the bytes (length, ranges), passed on as they came. */
const PASSED_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified']

/**
 * Opened on its own, a file is a document with an opaque origin that may load, run, submit and
 * frame nothing (`sandbox` without a single allowance).
 */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; sandbox; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const TOKEN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/

/** A stored MIME type as a plain `type/subtype` (parameters dropped), or octet-stream. */
export function servedType(mimeType: string | null | undefined) {
  const [type = '', subtype = '', ...rest] = (mimeType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
    .split('/')
  return rest.length === 0 && TOKEN.test(type) && TOKEN.test(subtype)
    ? `${type}/${subtype}`
    : 'application/octet-stream'
}

/** True when the browser may show the file in place rather than save it. */
export function servedInline(type: string) {
  return INLINE_TYPES.has(type)
}

// Control characters and the bidi controls that make `invoice\u202Egpj.exe` read as a .jpg.
const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * `inline` or `attachment` with the file's name (RFC 6266): an ASCII `filename` for old clients,
 * and the exact name as UTF-8 in `filename*`.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string) {
  const name =
    fileName.replace(UNSAFE_NAME_CHARACTERS, '').replace(/[/\\]/g, '_').trim() || 'download'
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["%]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** What the route knows of the file it serves: the type stored at registration and its name. */
export type ServedFile = { mimeType: string | null; fileName: string }

/**
 * Every header of a file's response: the type and disposition decided here, the protections,
 * no caching (the next request is authorized again), and the length and ranges the storage
 * server answered with, so pdf.js can read a long PDF in parts.
 */
export function fileResponseHeaders(file: ServedFile, upstream: Headers) {
  const type = servedType(file.mimeType)
  const headers = new Headers({
    'Content-Type': type,
    'Content-Disposition': contentDisposition(
      servedInline(type) ? 'inline' : 'attachment',
      file.fileName,
    ),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  })
  for (const name of PASSED_HEADERS) {
    const value = upstream.get(name)
    if (value !== null) headers.set(name, value)
  }
  return headers
}

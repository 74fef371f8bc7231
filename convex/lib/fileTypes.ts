// Which files the dossier accepts, decided by their bytes and never by their name alone. The
// upload form, the server and the processing pipeline all import this one file, so all three
// accept the same files and refuse the rest in the same words. Pure code with no imports: it runs
// in the browser, in Convex's V8 isolate and in Node.

/** The accepted kinds: canonical MIME type, UI label, the extensions that may claim it, and how a sentence names it. */
export const FILE_KINDS = {
  pdf: { mimeType: 'application/pdf', label: 'PDF', extensions: ['pdf'], noun: 'a PDF' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word',
    extensions: ['docx'],
    noun: 'a Word document',
  },
  doc: {
    mimeType: 'application/msword',
    label: 'Word',
    extensions: ['doc'],
    noun: 'a Word 97-2003 document',
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel',
    extensions: ['xlsx'],
    noun: 'an Excel workbook',
  },
  xls: {
    mimeType: 'application/vnd.ms-excel',
    label: 'Excel',
    extensions: ['xls'],
    noun: 'an Excel 97-2003 workbook',
  },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint',
    extensions: ['pptx'],
    noun: 'a PowerPoint presentation',
  },
  // '' is a name without an extension: plain text is the only thing such a name can claim.
  txt: {
    mimeType: 'text/plain',
    label: 'Text',
    extensions: ['txt', 'md', ''],
    noun: 'a text file',
  },
  csv: { mimeType: 'text/csv', label: 'CSV', extensions: ['csv'], noun: 'a CSV file' },
  html: { mimeType: 'text/html', label: 'HTML', extensions: ['html', 'htm'], noun: 'an HTML page' },
  eml: { mimeType: 'message/rfc822', label: 'Email', extensions: ['eml'], noun: 'an email' },
  png: { mimeType: 'image/png', label: 'PNG image', extensions: ['png'], noun: 'a PNG image' },
  jpeg: {
    mimeType: 'image/jpeg',
    label: 'JPEG image',
    extensions: ['jpg', 'jpeg'],
    noun: 'a JPEG image',
  },
  tiff: {
    mimeType: 'image/tiff',
    label: 'TIFF image',
    extensions: ['tif', 'tiff'],
    noun: 'a TIFF image',
  },
} as const

/** One accepted kind of document. */
export type FileKind = keyof typeof FILE_KINDS

/** What `sniffFileKind` decided: the kind with its MIME type, or the sentence to show. */
export type SniffResult =
  { ok: true; kind: FileKind; mimeType: string } | { ok: false; reason: string }

/** How many leading bytes `sniffFileKind` wants; more is allowed and ignored. */
export const SNIFF_BYTES = 8 * 1024

/** The upload cap when an organisation sets none. */
export const DEFAULT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024

/** The `accept` attribute for a file input: every extension some kind accepts. */
export const FILE_INPUT_ACCEPT = Object.values(FILE_KINDS)
  .flatMap((info) => info.extensions.filter((ext) => ext !== '').map((ext) => `.${ext}`))
  .join(',')

const KIND_BY_EXTENSION = new Map<string, FileKind>(
  Object.entries(FILE_KINDS).flatMap(([kind, info]) =>
    info.extensions.map((ext) => [ext, kind as FileKind] as const),
  ),
)

/** Whether a value is one of the accepted kinds. */
export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && Object.hasOwn(FILE_KINDS, value)
}

/** Whether a kind is an Office zip container, the ones `checkZipLimits` must see before storing. */
export function isOfficeZipKind(kind: FileKind): kind is 'docx' | 'xlsx' | 'pptx' {
  return kind === 'docx' || kind === 'xlsx' || kind === 'pptx'
}

// ---------------------------------------------------------------------------------------------
// Reasons: the exact sentences users see, shared by the UI and the server.

/** Refusal of a 0-byte file. */
export function emptyFileReason(name: string): string {
  return `"${name}" is empty.`
}

/** Refusal of a file whose bytes or extension match no accepted kind. */
export function unsupportedFileReason(name: string): string {
  return `"${name}" is not a supported file type.`
}

/** Refusal of a file whose extension claims one kind while its bytes are something else. */
export function mismatchReason(name: string, claimed: FileKind, looksLike?: string): string {
  const contents = `The contents of "${name}" are not ${FILE_KINDS[claimed].noun}`
  return looksLike === undefined ? `${contents}.` : `${contents} (they look like ${looksLike}).`
}

/** Refusal of a file over the upload cap; the size is rounded up so it never reads as the cap itself. */
export function tooLargeReason(name: string, size: number, maxBytes: number): string {
  return `"${name}" is ${formatBytes(size, 'up')}; the limit is ${formatBytes(maxBytes)}.`
}

/** Refusal of an Office container whose directory promises far more than its bytes hold. */
export function zipBombReason(name: string, detail: string): string {
  return `"${name}" looks like a zip bomb (${detail}): it was not stored.`
}

/** Refusal of an Office container whose zip directory cannot be read. */
export function damagedZipReason(name: string, detail: string): string {
  return `"${name}" is a damaged Office file (${detail}): it was not stored.`
}

// ---------------------------------------------------------------------------------------------
// Sizes.

/** A byte count for people, in binary units: `512 bytes`, `48.2 KB`, `120.4 MB`, `100 MB`. */
export function formatBytes(bytes: number, rounding: 'nearest' | 'up' = 'nearest'): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  const units = ['KB', 'MB', 'GB', 'TB']
  let unit = 0
  let value = bytes / 1024
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const round = rounding === 'up' ? Math.ceil : Math.round
  let shown = round(value * 10) / 10
  if (shown >= 1024 && unit < units.length - 1) {
    shown = round(shown / 102.4) / 10
    unit += 1
  }
  return `${Number.isInteger(shown) ? shown : shown.toFixed(1)} ${units[unit]}`
}

/** The refusal for an empty or too large file, or null when its size is fine. */
export function sizeProblem(
  name: string,
  size: number,
  maxBytes: number = DEFAULT_MAX_UPLOAD_BYTES,
): string | null {
  if (size <= 0) return emptyFileReason(name)
  if (size > maxBytes) return tooLargeReason(name, size, maxBytes)
  return null
}

// ---------------------------------------------------------------------------------------------
// Sniffing.

/** The kind of a file from its first bytes (see SNIFF_BYTES), checked against its extension. */
export function sniffFileKind(head: Uint8Array, fileName: string): SniffResult {
  if (head.length === 0) return { ok: false, reason: emptyFileReason(fileName) }
  const extension = fileExtension(fileName)
  // undefined: an extension no kind accepts (.exe, .zip, .svg, .js): refused whatever the bytes.
  const claimed = extension === '' ? null : KIND_BY_EXTENSION.get(extension)
  if (claimed === undefined) return { ok: false, reason: unsupportedFileReason(fileName) }

  const seen = detectContents(head, extension)
  if (seen === null || 'looksLike' in seen) {
    return {
      ok: false,
      reason:
        claimed === null
          ? unsupportedFileReason(fileName)
          : mismatchReason(fileName, claimed, seen?.looksLike),
    }
  }
  // A name without an extension makes no claim: its bytes decide alone (a PDF saved without one).
  const agrees =
    claimed === null || (FILE_KINDS[seen.kind].extensions as readonly string[]).includes(extension)
  if (!agrees) {
    return { ok: false, reason: mismatchReason(fileName, claimed, FILE_KINDS[seen.kind].noun) }
  }
  return { ok: true, kind: seen.kind, mimeType: FILE_KINDS[seen.kind].mimeType }
}

/** The lower-case extension after the last dot; '' for none (a leading dot alone is not one). */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

type Detected = { kind: FileKind } | { looksLike: string } | null

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00]
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]

/** What the bytes are, by signature first and then as text; null for unrecognised binary. */
function detectContents(head: Uint8Array, extension: string): Detected {
  // Signatures at offset 0 only: a PDF with junk before its header is rare, and a text file that
  // merely mentions "%PDF-" must stay text.
  if (startsWith(head, PDF)) return { kind: 'pdf' }
  if (startsWith(head, PNG)) return { kind: 'png' }
  if (startsWith(head, JPEG)) return { kind: 'jpeg' }
  if (startsWith(head, TIFF_LE) || startsWith(head, TIFF_BE)) return { kind: 'tiff' }
  if (startsWith(head, OLE2)) {
    // OLE2 also carries .msg, .ppt, Visio and installers: only the two Office kinds we read pass.
    if (extension === 'doc' || extension === 'xls') return { kind: extension }
    return { looksLike: 'a Microsoft Office 97-2003 file' }
  }
  if (startsWith(head, ZIP_LOCAL)) return officeZipKind(head, extension)
  return looksLikeText(head) ? { kind: textKind(head, extension) } : null
}

/** docx/xlsx/pptx from the part names in the local headers that fit in the head. */
function officeZipKind(head: Uint8Array, extension: string): Detected {
  const names = localEntryNames(head)
  for (const name of names) {
    if (name.startsWith('word/')) return { kind: 'docx' }
    if (name.startsWith('xl/')) return { kind: 'xlsx' }
    if (name.startsWith('ppt/')) return { kind: 'pptx' }
  }
  // An OOXML package whose part folder lies past the head: trust the extension it claims.
  const isOfficeExtension = extension === 'docx' || extension === 'xlsx' || extension === 'pptx'
  if (isOfficeExtension && names.includes('[Content_Types].xml')) return { kind: extension }
  return { looksLike: 'a ZIP archive' }
}

/** The entry names of every zip local file header found in the head. */
function localEntryNames(head: Uint8Array): string[] {
  const names: string[] = []
  // Scanning for the signature, not hopping by sizes: entries written with a data descriptor
  // declare 0 as their compressed size in the local header.
  for (let at = 0; at + 30 <= head.length; at += 1) {
    if (!startsWith(head, ZIP_LOCAL, at)) continue
    const nameLength = (head[at + 26] ?? 0) | ((head[at + 27] ?? 0) << 8)
    if (at + 30 + nameLength > head.length) break
    names.push(latin1(head.subarray(at + 30, at + 30 + nameLength)))
  }
  return names
}

/** txt, csv, html or eml: the text kinds, told apart by content and then by extension. */
function textKind(head: Uint8Array, extension: string): FileKind {
  const text = latin1(head.subarray(0, 4096)).replace(/^\u00ef\u00bb\u00bf/, '')
  if (extension === 'eml' && looksLikeEmail(text)) return 'eml'
  if (looksLikeHtml(text)) return 'html'
  if (extension === 'csv') return 'csv'
  return 'txt'
}

/** An HTML document: optional prolog, comments and whitespace, then a doctype or <html>. */
function looksLikeHtml(text: string): boolean {
  let rest = text.trimStart()
  for (;;) {
    const skip = /^(<!--[\s\S]*?-->|<\?xml[\s\S]*?\?>)/.exec(rest)
    if (!skip) break
    rest = rest.slice(skip[0].length).trimStart()
  }
  return /^(<!doctype\s+html|<html)[\s>]/i.test(rest)
}

const EMAIL_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'mime-version',
  'message-id',
  'received',
  'return-path',
  'reply-to',
  'sender',
  'content-type',
  'delivered-to',
  'in-reply-to',
  'references',
])

/** RFC 822 headers from the first line: header or folded lines only, two or more well-known names. */
function looksLikeEmail(text: string): boolean {
  const lines = text.split(/\r?\n/)
  // The last piece may be a header cut off by the end of the head: do not judge it.
  if (!/\n$/.test(text)) lines.pop()
  // Some mail clients export with an mbox "From " separator line first.
  if (lines[0]?.startsWith('From ')) lines.shift()
  const known = new Set<string>()
  for (const [index, line] of lines.entries()) {
    if (line === '') break
    if (index > 0 && /^[ \t]/.test(line)) continue
    const header = /^([\x21-\x39\x3b-\x7e]+):/.exec(line)
    if (!header?.[1]) return false
    const field = header[1].toLowerCase()
    if (EMAIL_HEADERS.has(field)) known.add(field)
  }
  return known.size >= 2
}

// Tab, LF, VT, FF, CR and the DOS end-of-file mark: the only control bytes plain text carries.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a])

/** No NUL or stray control bytes, and valid UTF-8 or plausible Windows-1252/Latin-1. */
function looksLikeText(head: Uint8Array): boolean {
  let high = 0
  for (const byte of head) {
    if (byte < 0x20 && !TEXT_CONTROLS.has(byte)) return false
    if (byte >= 0x80) high += 1
  }
  if (high === 0 || isUtf8(head)) return true
  // Windows-1252 leaves these five unassigned; mostly-high bytes are binary, not Western text
  // (a few bytes like "Zoë" are too short to judge by proportion).
  if (head.some((b) => b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d)) {
    return false
  }
  return head.length < 64 || high / head.length <= 0.3
}

/** A UTF-8 lead byte's sequence length and allowed second-byte range; null when it cannot lead. */
function utf8Lead(first: number): [length: number, min: number, max: number] | null {
  if (first >= 0xc2 && first <= 0xdf) return [2, 0x80, 0xbf]
  if (first === 0xe0) return [3, 0xa0, 0xbf] // no overlong forms
  if (first === 0xed) return [3, 0x80, 0x9f] // no surrogates
  if (first >= 0xe1 && first <= 0xef) return [3, 0x80, 0xbf]
  if (first === 0xf0) return [4, 0x90, 0xbf] // no overlong forms
  if (first === 0xf4) return [4, 0x80, 0x8f] // nothing past U+10FFFF
  if (first >= 0xf1 && first <= 0xf3) return [4, 0x80, 0xbf]
  return null
}

/** Strict UTF-8; a sequence cut off by the end of the head is fine. */
function isUtf8(bytes: Uint8Array): boolean {
  let at = 0
  while (at < bytes.length) {
    const first = bytes[at] ?? 0
    if (first < 0x80) {
      at += 1
      continue
    }
    const lead = utf8Lead(first)
    if (!lead) return false
    const [length, min, max] = lead
    for (let i = 1; i < length && at + i < bytes.length; i += 1) {
      const next = bytes[at + i] ?? 0
      if (next < (i === 1 ? min : 0x80) || next > (i === 1 ? max : 0xbf)) return false
    }
    at += length
  }
  return true
}

// ---------------------------------------------------------------------------------------------
// Zip limits: read the central directory of an Office container, inflate nothing.

/** The bounds an Office container must stay within before anything unpacks it. */
export type ZipLimits = {
  maxEntries: number
  maxTotalUncompressedBytes: number
  /** Largest uncompressed:compressed ratio of one entry, checked above `ratioMinBytes`. */
  maxRatio: number
  ratioMinBytes: number
  /**
   * Whether Office's own embedded packages (word/embeddings/x.xlsx: every chart carries one) are
   * allowed. Nothing here unpacks them, and their declared sizes still count against the limits.
   */
  allowOfficeEmbeddings: boolean
}

/** 10,000 entries, 500 MB unpacked, 200:1 above 1 MB, Office embeddings allowed. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 500 * 1024 * 1024,
  maxRatio: 200,
  ratioMinBytes: 1024 * 1024,
  allowOfficeEmbeddings: true,
}

const EOCD_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const ARCHIVE_EXTENSION = /\.(zip|jar|7z|rar|gz|tgz|bz2|xz|cab|tar)$/i
const OFFICE_PACKAGE_EXTENSION = /\.(docx|docm|dotx|xlsx|xlsm|xltx|pptx|pptm|odt|ods|odp)$/i
const OFFICE_EMBEDDING = /^(word|xl|ppt)\/embeddings\/[^/]+$/

type CentralEntry = { name: string; method: number; compressed: number; localOffset: number }

/** A refusal when a docx/xlsx/pptx's zip directory is malformed or promises a zip bomb, else null. */
export function checkZipLimits(
  bytes: Uint8Array,
  name: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  const bomb = (detail: string) => zipBombReason(name, detail)
  const damaged = (detail: string) => damagedZipReason(name, detail)

  const eocd = findEndOfCentralDirectory(view)
  if (eocd < 0) return damaged('its zip directory is missing')
  const total = u16(eocd + 10)
  const directorySize = u32(eocd + 12)
  const directoryStart = u32(eocd + 16)
  // ZIP64 exists for archives over 4 GB or 65,535 entries; in an upload under the cap it only
  // serves to declare sizes this check could not see.
  const usesZip64 =
    (eocd >= 20 && u32(eocd - 20) === ZIP64_LOCATOR_SIGNATURE) ||
    total === 0xffff ||
    directorySize === 0xffffffff ||
    directoryStart === 0xffffffff
  if (usesZip64) return bomb('it uses ZIP64 sizes')
  if (u16(eocd + 4) !== 0 || u16(eocd + 6) !== 0 || u16(eocd + 8) !== total) {
    return damaged('it claims to span several disks')
  }
  if (total > limits.maxEntries) {
    return bomb(`${formatCount(total)} entries; the limit is ${formatCount(limits.maxEntries)}`)
  }
  const directoryEnd = directoryStart + directorySize
  if (directoryEnd > eocd) return damaged('its zip directory is out of bounds')

  const entries: CentralEntry[] = []
  let unpacked = 0
  let at = directoryStart
  for (let index = 0; index < total; index += 1) {
    if (at + 46 > directoryEnd || u32(at) !== CENTRAL_SIGNATURE) {
      return damaged('its zip directory is malformed')
    }
    const method = u16(at + 10)
    const compressed = u32(at + 20)
    const uncompressed = u32(at + 24)
    const nameLength = u16(at + 28)
    const localOffset = u32(at + 42)
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localOffset === 0xffffffff) {
      return bomb('it uses ZIP64 sizes')
    }
    const entryName = utf8(bytes.subarray(at + 46, Math.min(at + 46 + nameLength, directoryEnd)))
    at += 46 + nameLength + u16(at + 30) + u16(at + 32)
    if (at > directoryEnd) return damaged('its zip directory is malformed')

    if (uncompressed > limits.ratioMinBytes && uncompressed > compressed * limits.maxRatio) {
      const ratio = Math.round(uncompressed / Math.max(compressed, 1))
      return bomb(`${shortName(entryName)} expands ${formatCount(ratio)} times`)
    }
    if (isNestedArchive(entryName, limits)) {
      return bomb(`it contains another archive, ${shortName(entryName)}`)
    }
    unpacked += uncompressed
    entries.push({ name: entryName, method, compressed, localOffset })
  }
  if (at !== directoryEnd) return damaged('its zip directory is malformed')
  if (unpacked > limits.maxTotalUncompressedBytes) {
    const limit = formatBytes(limits.maxTotalUncompressedBytes)
    return bomb(`it would unpack to ${formatBytes(unpacked, 'up')}; the limit is ${limit}`)
  }
  return checkLocalEntries(bytes, view, entries, directoryStart, limits, bomb, damaged)
}

/** Every local entry is where the directory says, inside the file, and no two share bytes. */
function checkLocalEntries(
  bytes: Uint8Array,
  view: DataView,
  entries: CentralEntry[],
  directoryStart: number,
  limits: ZipLimits,
  bomb: (detail: string) => string,
  damaged: (detail: string) => string,
): string | null {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset)
  let previousEnd = 0
  for (const entry of byOffset) {
    const at = entry.localOffset
    if (at + 30 > directoryStart || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
      return damaged('an entry is missing from where its directory points')
    }
    const dataStart = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
    const dataEnd = dataStart + entry.compressed
    if (dataEnd > directoryStart) return damaged('an entry runs past the end of its data')
    // Overlapping entries let a few kilobytes stand for gigabytes without any one ratio showing it.
    if (at < previousEnd) return bomb('its entries overlap')
    previousEnd = dataEnd
    // A stored (uncompressed) entry shows its first bytes: a zip inside is caught whatever its name.
    const isStoredZip = entry.method === 0 && startsWith(bytes, ZIP_LOCAL, dataStart)
    if (isStoredZip && !(limits.allowOfficeEmbeddings && OFFICE_EMBEDDING.test(entry.name))) {
      return bomb(`it contains another archive, ${shortName(entry.name)}`)
    }
  }
  return null
}

/** The end-of-central-directory record, allowing for a trailing comment; -1 when there is none. */
function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22
  let fallback = -1
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (view.getUint32(at, true) !== EOCD_SIGNATURE) continue
    const end = at + 22 + view.getUint16(at + 20, true)
    if (end === view.byteLength) return at
    // Bytes after the comment: tolerated, but a record that fits exactly wins.
    if (end < view.byteLength && fallback < 0) fallback = at
  }
  return fallback
}

/** A nested archive by name; Office's own embedded packages pass when the limits allow them. */
function isNestedArchive(entryName: string, limits: ZipLimits): boolean {
  if (ARCHIVE_EXTENSION.test(entryName)) return true
  if (!OFFICE_PACKAGE_EXTENSION.test(entryName)) return false
  return !(limits.allowOfficeEmbeddings && OFFICE_EMBEDDING.test(entryName))
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte)
}

function latin1(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return text
}

function utf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes)
}

function shortName(entryName: string): string {
  return entryName.length > 80 ? `${entryName.slice(0, 77)}...` : entryName
}

function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

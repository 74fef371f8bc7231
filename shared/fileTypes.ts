// Which files the dossier accepts, decided by their bytes and never by their name alone. The
// upload form, the server and the processing pipeline all import this one file, so all three
// accept the same files and refuse the rest in the same words. Pure code with no imports: it runs
// in the browser, in Convex's V8 isolate and in Node. The text kinds are told apart in
// textSniff.ts, the zip limits of Office files live in zipLimits.ts.
import { latin1, startsWith } from './fileBytes'
import { FILE_KINDS, type FileKind } from './fileKinds'
import {
  emptyFileReason,
  mismatchReason,
  tooLargeReason,
  unsupportedFileReason,
} from './fileReasons'
import { looksLikeText, textKind } from './textSniff'

// The kinds and the refusals live in files of their own so that textSniff.ts and zipLimits.ts can
// use them without importing this file back; everything is still imported from here.
export { FILE_KINDS, type FileKind } from './fileKinds'
export {
  damagedZipReason,
  emptyFileReason,
  formatBytes,
  mismatchReason,
  tooLargeReason,
  unsupportedFileReason,
  zipBombReason,
} from './fileReasons'
export { DEFAULT_ZIP_LIMITS, type ZipLimits, checkZipLimits } from './zipLimits'

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

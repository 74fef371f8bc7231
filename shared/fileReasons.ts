// Why a file is refused: the exact sentences users see, shared by the upload form, the server and
// the processing pipeline (fileTypes.ts and zipLimits.ts), and the byte counts they quote.
import { FILE_KINDS, type FileKind } from './fileKinds'

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

// Multi-page TIFF without a TIFF decoder: tesseract reads only the first image of a file, so
// each page is handed over as a copy whose header points at that page's directory (IFD).
// Pure byte work, usable in any runtime.

/** Scanners put thousands of pages in one file at most; a longer chain is a loop or garbage. */
const MAX_TIFF_PAGES = 10_000

type Endian = { le: boolean }

function u16(bytes: Uint8Array, at: number, { le }: Endian): number {
  const a = bytes[at] ?? 0
  const b = bytes[at + 1] ?? 0
  return le ? a | (b << 8) : (a << 8) | b
}

function u32(bytes: Uint8Array, at: number, { le }: Endian): number {
  const [a = 0, b = 0, c = 0, d = 0] = bytes.subarray(at, at + 4)
  return (
    (le
      ? a + b * 2 ** 8 + c * 2 ** 16 + d * 2 ** 24
      : d + c * 2 ** 8 + b * 2 ** 16 + a * 2 ** 24) >>> 0
  )
}

function endianOf(bytes: Uint8Array): Endian | null {
  if (bytes.length < 8) return null
  const order = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)
  const endian = order === 'II' ? { le: true } : order === 'MM' ? { le: false } : null
  // 42 = classic TIFF; BigTIFF (43) is left to tesseract as a single image.
  return endian && u16(bytes, 2, endian) === 42 ? endian : null
}

/** The offsets of a classic TIFF's image directories, in page order; [] when not a TIFF. */
export function tiffPageOffsets(bytes: Uint8Array): number[] {
  const endian = endianOf(bytes)
  if (!endian) return []
  const offsets: number[] = []
  const seen = new Set<number>()
  let offset = u32(bytes, 4, endian)
  while (offset !== 0 && offset + 2 <= bytes.length && !seen.has(offset)) {
    seen.add(offset)
    offsets.push(offset)
    if (offsets.length >= MAX_TIFF_PAGES) break
    const next = offset + 2 + u16(bytes, offset, endian) * 12
    if (next + 4 > bytes.length) break
    offset = u32(bytes, next, endian)
  }
  return offsets
}

/** A copy of the file whose first (and, to a reader of page one, only) page is at `offset`. */
export function tiffPage(bytes: Uint8Array, offset: number): Uint8Array {
  const endian = endianOf(bytes)
  if (!endian) return bytes
  const copy = bytes.slice()
  const view = new DataView(copy.buffer, copy.byteOffset, copy.byteLength)
  view.setUint32(4, offset, endian.le)
  return copy
}

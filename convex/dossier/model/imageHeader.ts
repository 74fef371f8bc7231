// Image headers checked before anything decodes them: a PNG, JPEG or TIFF must say how big it is,
// be of a sane size and be whole. Decoders (native ones above all) trust these fields, and a few
// bytes that only start like an image took the backend down (issue 21). Pure byte work, any runtime.

/** 50 million pixels: a 600-dpi A4 scan is 35 million; decoded, 50 million take 200 MB. */
export const MAX_IMAGE_PIXELS = 50_000_000
/** More chunks or markers than any real image has: a loop or garbage. */
const MAX_SEGMENTS = 100_000

type ImageKind = 'png' | 'jpeg' | 'tiff'
const NOUN: Record<ImageKind, string> = { png: 'PNG', jpeg: 'JPEG', tiff: 'TIFF' }

type Fault =
  { kind: 'damaged' } | { kind: 'empty' } | { kind: 'too_large'; width: number; height: number }

function imageFault(bytes: Uint8Array, kind: ImageKind): Fault | null {
  const size = kind === 'png' ? pngSize(bytes) : kind === 'jpeg' ? jpegSize(bytes) : tiffSize(bytes)
  if (size === null) return { kind: 'damaged' }
  const { width, height } = size
  if (width === 0 || height === 0) return { kind: 'empty' }
  if (width * height > MAX_IMAGE_PIXELS) return { kind: 'too_large', width, height }
  return null
}

function faultDetail(fault: Fault, kind: ImageKind): string {
  switch (fault.kind) {
    case 'damaged':
      return `damaged or not a whole ${NOUN[kind]} image`
    case 'empty':
      return `a ${NOUN[kind]} image without pixels`
    case 'too_large':
      return `too large to read (${fault.width} × ${fault.height} pixels; the limit is 50 million)`
  }
}

/** Why the image must not be decoded, in plain words, or null when its header is sound. */
export function imageProblem(bytes: Uint8Array, kind: ImageKind): string | null {
  const fault = imageFault(bytes, kind)
  return fault && `The file could not be read: it is ${faultDetail(fault, kind)}.`
}

/** The refusal of such an image at upload, in the words of the other upload refusals. */
export function imageRefusalReason(
  name: string,
  bytes: Uint8Array,
  kind: ImageKind,
): string | null {
  const fault = imageFault(bytes, kind)
  return fault && `"${name}" is ${faultDetail(fault, kind)}: it was not stored.`
}

type Size = { width: number; height: number }

function u16be(bytes: Uint8Array, at: number) {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)
}
function u32be(bytes: Uint8Array, at: number) {
  return (u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2)) >>> 0
}
function ascii(bytes: Uint8Array, at: number, length: number) {
  return String.fromCharCode(...bytes.subarray(at, at + length))
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

/** IHDR first, every chunk inside the file, image data, and IEND: else null. */
export function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 8 + 25 + 12 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null
  if (u32be(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return null
  const width = u32be(bytes, 16)
  const height = u32be(bytes, 20)
  const depth = bytes[24] ?? 0
  const colour = bytes[25] ?? 0
  if (!PNG_DEPTHS[colour]?.includes(depth)) return null
  let at = 8
  let sawData = false
  for (let n = 0; n < MAX_SEGMENTS; n += 1) {
    if (at + 12 > bytes.length) return null
    const length = u32be(bytes, at)
    const type = ascii(bytes, at + 4, 4)
    if (at + 12 + length > bytes.length) return null
    if (type === 'IDAT') sawData = true
    if (type === 'IEND') return sawData ? { width, height } : null
    at += 12 + length
  }
  return null
}

/** The first frame header (SOFn) before the scan, and an end marker after it: else null. */
export function jpegSize(bytes: Uint8Array): Size | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let at = 2
  let size: Size | null = null
  for (let n = 0; n < MAX_SEGMENTS; n += 1) {
    // Fill bytes (0xFF runs) may sit between segments.
    while (bytes[at] === 0xff && bytes[at + 1] === 0xff) at += 1
    if (at + 4 > bytes.length || bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2 // markers without a length
      continue
    }
    const length = u16be(bytes, at + 2)
    if (length < 2 || at + 2 + length > bytes.length) return null
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) {
      if (length < 8) return null
      size = { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) }
    }
    if (marker === 0xda) {
      // The scan: compressed data up to an end-of-image marker, which a whole file has.
      if (!size) return null
      return lastIndexOfEoi(bytes, at + 2 + length) ? size : null
    }
    if (marker === 0xd9) return null
    at += 2 + length
  }
  return null
}

function lastIndexOfEoi(bytes: Uint8Array, from: number): boolean {
  for (let at = bytes.length - 2; at >= from; at -= 1) {
    if (bytes[at] === 0xff && bytes[at + 1] === 0xd9) return true
  }
  return false
}

const TIFF_WIDTH = 256
const TIFF_LENGTH = 257
/** Pages whose header is checked; tiff.ts splits at most 10,000. */
const MAX_TIFF_PAGES = 10_000

/** The largest page of a classic TIFF, every directory inside the file: else null. */
export function tiffSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 8) return null
  const order = ascii(bytes, 0, 2)
  const le = order === 'II'
  if (!le && order !== 'MM') return null
  const u16 = (at: number) =>
    le ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) : u16be(bytes, at)
  const u32 = (at: number) => (le ? (u16(at) + u16(at + 2) * 0x10000) >>> 0 : u32be(bytes, at))
  if (u16(2) !== 42) return null
  let largest: Size | null = null
  const seen = new Set<number>()
  let offset = u32(4)
  for (let page = 0; offset !== 0 && page < MAX_TIFF_PAGES; page += 1) {
    if (seen.has(offset) || offset + 2 > bytes.length) return null
    seen.add(offset)
    const count = u16(offset)
    const end = offset + 2 + count * 12
    if (end + 4 > bytes.length) return null
    let width = -1
    let height = -1
    for (let i = 0; i < count; i += 1) {
      const entry = offset + 2 + i * 12
      const tag = u16(entry)
      if (tag !== TIFF_WIDTH && tag !== TIFF_LENGTH) continue
      const type = u16(entry + 2)
      const value = type === 3 ? u16(entry + 8) : type === 4 ? u32(entry + 8) : -1
      if (value < 0) return null
      if (tag === TIFF_WIDTH) width = value
      else height = value
    }
    if (width < 0 || height < 0) return null
    if (!largest || width * height > largest.width * largest.height) largest = { width, height }
    offset = u32(end)
  }
  return largest
}

// Zip limits: read the central directory of an Office container, inflate nothing.
import { damagedZipReason, formatBytes, zipBombReason } from './fileReasons'
import { startsWith, utf8 } from './fileBytes'

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]

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

function shortName(entryName: string): string {
  return entryName.length > 80 ? `${entryName.slice(0, 77)}...` : entryName
}

function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * The little of the ZIP format snapshot import/export needs (APPNOTE 6.3): writing deflated
 * entries with a central directory, and reading archives written by Convex (async_zip: data
 * descriptors, optional ZIP64) or by other tools (stored or deflated entries). In memory.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'

const LOCAL = 0x04034b50
const CENTRAL = 0x02014b50
const END = 0x06054b50
const END64 = 0x06064b50
const END64_LOCATOR = 0x07064b50
const UTF8_NAMES = 0x0800
const UNIX_FILE_0644 = (0o100644 << 16) >>> 0

export class ZipError extends Error {
  override readonly name = 'ZipError'
}

/** DOS date and time of `d` (local fields, as unzip shows them). */
function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  }
}

/** Builds an archive entry by entry; `finish()` returns the whole file. */
export class ZipWriter {
  private readonly parts: Buffer[] = []
  private readonly central: Buffer[] = []
  private offset = 0
  private count = 0
  private readonly stamp = dosDateTime(new Date())

  add(name: string, content: Uint8Array | string): void {
    const data = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content)
    const packed = deflateRawSync(data)
    const nameBytes = Buffer.from(name)
    const crc = crc32(data)
    if (this.offset > 0xfffffffe || data.length > 0xfffffffe || this.count >= 0xffff) {
      throw new ZipError('The export is too large for a ZIP without ZIP64')
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(LOCAL, 0)
    local.writeUInt16LE(20, 4) // version needed: deflate
    local.writeUInt16LE(UTF8_NAMES, 6)
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt16LE(this.stamp.time, 10)
    local.writeUInt16LE(this.stamp.date, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(CENTRAL, 0)
    entry.writeUInt16LE(0x031e, 4) // made by: UNIX, spec 3.0
    local.copy(entry, 6, 4, 30) // version needed … name length
    entry.writeUInt32LE(UNIX_FILE_0644, 38)
    entry.writeUInt32LE(this.offset, 42)
    this.central.push(entry, nameBytes)
    this.parts.push(local, nameBytes, packed)
    this.offset += local.length + nameBytes.length + packed.length
    this.count += 1
  }

  finish(): Buffer {
    const directory = Buffer.concat(this.central)
    const end = Buffer.alloc(22)
    end.writeUInt32LE(END, 0)
    end.writeUInt16LE(this.count, 8)
    end.writeUInt16LE(this.count, 10)
    end.writeUInt32LE(directory.length, 12)
    end.writeUInt32LE(this.offset, 16)
    return Buffer.concat([...this.parts, directory, end])
  }
}

export type ZipEntry = {
  name: string
  /** The uncompressed bytes (checked against the entry's CRC-32). */
  read(): Buffer
}

function findEnd(buf: Buffer): number {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === END) return i
  }
  throw new ZipError('Not a ZIP file (no end of central directory record)')
}

/** Values a ZIP64 extra field (id 1) replaces, in the order the fields saturate. */
function zip64Values(extra: Buffer, wanted: number): bigint[] {
  for (let p = 0; p + 4 <= extra.length;) {
    const id = extra.readUInt16LE(p)
    const size = extra.readUInt16LE(p + 2)
    if (id === 1) {
      const out: bigint[] = []
      for (let i = 0; i < wanted && 8 * i + 8 <= size; i++)
        out.push(extra.readBigUInt64LE(p + 4 + 8 * i))
      return out
    }
    p += 4 + size
  }
  return []
}

/** The entries of an archive, in central directory order (directories skipped). */
export function readZip(buf: Buffer): ZipEntry[] {
  const end = findEnd(buf)
  let count = buf.readUInt16LE(end + 10)
  let dirOffset = buf.readUInt32LE(end + 16)
  if ((count === 0xffff || dirOffset === 0xffffffff) && end >= 20) {
    if (buf.readUInt32LE(end - 20) !== END64_LOCATOR) throw new ZipError('Corrupt ZIP64 archive')
    const end64 = Number(buf.readBigUInt64LE(end - 12))
    if (buf.readUInt32LE(end64) !== END64) throw new ZipError('Corrupt ZIP64 archive')
    count = Number(buf.readBigUInt64LE(end64 + 32))
    dirOffset = Number(buf.readBigUInt64LE(end64 + 48))
  }
  const entries: ZipEntry[] = []
  let p = dirOffset
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== CENTRAL) throw new ZipError('Corrupt ZIP central directory')
    const method = buf.readUInt16LE(p + 10)
    const crc = buf.readUInt32LE(p + 16)
    let packedSize = buf.readUInt32LE(p + 20)
    let size = buf.readUInt32LE(p + 24)
    const nameLength = buf.readUInt16LE(p + 28)
    const extraLength = buf.readUInt16LE(p + 30)
    const commentLength = buf.readUInt16LE(p + 32)
    let local = buf.readUInt32LE(p + 42)
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength)
    const extra = buf.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength)
    const big = zip64Values(extra, 3)
    let k = 0
    if (size === 0xffffffff) size = Number(big[k++] ?? 0n)
    if (packedSize === 0xffffffff) packedSize = Number(big[k++] ?? 0n)
    if (local === 0xffffffff) local = Number(big[k++] ?? 0n)
    p += 46 + nameLength + extraLength + commentLength
    if (name.endsWith('/')) continue
    entries.push({
      name,
      read() {
        if (buf.readUInt32LE(local) !== LOCAL) throw new ZipError(`Corrupt ZIP entry ${name}`)
        const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
        const packed = buf.subarray(start, start + packedSize)
        let data: Buffer
        if (method === 0) data = Buffer.from(packed)
        else if (method === 8) data = inflateRawSync(packed)
        else throw new ZipError(`ZIP entry ${name} uses unsupported compression method ${method}`)
        if (data.length !== size || crc32(data) !== crc) {
          throw new ZipError(`ZIP entry ${name} is corrupt (size or CRC-32 mismatch)`)
        }
        return data
      },
    })
  }
  return entries
}

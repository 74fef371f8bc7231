// The hostile files of issue 21, made in a few milliseconds each so no fixture is committed: the
// 11-byte PNG and 3-byte JPEG that crashed the thumbnail's decoder, a PDF of 8,000 tiny pages,
// and a DOCX whose word/document.xml claims 900 bytes but inflates to 1 GB. Node only (tests).
import { crc32, deflateRawSync, constants } from 'node:zlib'

export const TINY_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])
export const TINY_JPEG = new Uint8Array([0xff, 0xd8, 0xff])

/** A valid PDF of `pages` blank 10×10-point pages, written by hand (about 60 bytes a page). */
export function manyPagePdf(pages = 8000): Uint8Array {
  const objects: string[] = []
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  const kids: string[] = []
  for (let i = 0; i < pages; i += 1) {
    objects[3 + i] = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>'
    kids.push(`${3 + i} 0 R`)
  }
  objects[2] = `<< /Type /Pages /Count ${pages} /Kids [${kids.join(' ')}] >>`
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let n = 1; n < objects.length; n += 1) {
    offsets[n] = body.length
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`
  }
  const xref = body.length
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let n = 1; n < objects.length; n += 1) {
    body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

type ZipPart = { name: string; data: Uint8Array; claimedSize: number; crc: number }

/** A zip of deflated parts whose headers state `claimedSize`, true or not. */
export function zipWithClaims(parts: ZipPart[]): Uint8Array {
  const encoder = new TextEncoder()
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const part of parts) {
    const name = encoder.encode(part.name)
    const local = new Uint8Array(30 + name.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint16(8, 8, true) // deflate
    lv.setUint32(14, part.crc, true)
    lv.setUint32(18, part.data.length, true)
    lv.setUint32(22, part.claimedSize, true)
    lv.setUint16(26, name.length, true)
    local.set(name, 30)
    const central = new Uint8Array(46 + name.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint16(10, 8, true)
    cv.setUint32(16, part.crc, true)
    cv.setUint32(20, part.data.length, true)
    cv.setUint32(24, part.claimedSize, true)
    cv.setUint16(28, name.length, true)
    cv.setUint32(42, offset, true)
    central.set(name, 46)
    locals.push(local, part.data)
    centrals.push(central)
    offset += local.length + part.data.length
  }
  const directorySize = centrals.reduce((sum, c) => sum + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, parts.length, true)
  ev.setUint16(10, parts.length, true)
  ev.setUint32(12, directorySize, true)
  ev.setUint32(16, offset, true)
  return concat([...locals, ...centrals, end])
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0))
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

/** A true part: deflated, its real size and CRC in the headers. */
export function honestPart(name: string, text: string): ZipPart {
  const data = new TextEncoder().encode(text)
  return { name, data: deflateRawSync(data), claimedSize: data.length, crc: crc32(data) }
}

/**
 * A raw deflate stream of `megabytes` MB of zeros, built cheaply: one megabyte deflated once
 * with a full flush (byte-aligned, independent of what came before), repeated, then the empty
 * final block.
 */
export function zerosDeflated(megabytes: number): Uint8Array {
  const block = deflateRawSync(new Uint8Array(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  })
  return concat([...Array.from({ length: megabytes }, () => block), new Uint8Array([0x03, 0x00])])
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'

/** A DOCX whose word/document.xml claims 900 bytes and inflates to `megabytes` MB (1 GB). */
export function sizeLyingDocx(megabytes = 1024): Uint8Array {
  return zipWithClaims([
    honestPart('[Content_Types].xml', CONTENT_TYPES),
    honestPart('_rels/.rels', RELS),
    { name: 'word/document.xml', data: zerosDeflated(megabytes), claimedSize: 900, crc: 0 },
  ])
}

/** The same DOCX told honestly: one paragraph of text, so the counted path is shown to pass. */
export function honestDocx(text: string): Uint8Array {
  const document =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`
  return zipWithClaims([
    honestPart('[Content_Types].xml', CONTENT_TYPES),
    honestPart('_rels/.rels', RELS),
    honestPart('word/document.xml', document),
  ])
}

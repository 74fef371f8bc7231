// @vitest-environment node
import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'
import { afterAll, describe, expect, test } from 'vitest'
import { extractDocument, shutdownOcr } from './'
import { tiffPageOffsets } from './tiff'

/**
 * A "scan": black text rendered into a white 150 dpi letter-size bitmap, PNG-encoded. With
 * this layout tesseract.js's default segmentation (one uniform block) silently dropped the
 * heading, so it also guards the page-segmentation setting.
 */
async function scannedPng(lines: string[]): Promise<Uint8Array> {
  const canvas = createCanvas(1275, 1650)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = 'white'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.fillStyle = 'black'
  ctx.font = 'bold 56px sans-serif'
  ctx.fillText(lines[0] ?? '', 150, 260)
  ctx.font = '34px sans-serif'
  lines.slice(1).forEach((line, i) => ctx.fillText(line, 150, 380 + i * 56))
  return new Uint8Array(await canvas.encode('png'))
}

/** An image-only PDF page, as a scanner produces: no text layer at all. */
async function scannedPdf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const image = await doc.embedPng(png)
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 })
  return doc.save()
}

/** Uncompressed 8-bit greyscale TIFF, one IFD per page, big- or little-endian. */
function greyTiff(pages: { width: number; height: number; grey: Uint8Array }[], le = true) {
  const tags = 8
  const ifdSize = 2 + tags * 12 + 4
  const total = 8 + pages.reduce((n, p) => n + ifdSize + p.grey.length, 0)
  const view = new DataView(new ArrayBuffer(total))
  const bytes = new Uint8Array(view.buffer)
  bytes.set(le ? [0x49, 0x49] : [0x4d, 0x4d])
  view.setUint16(2, 42, le)
  let at = 8
  view.setUint32(4, at, le)
  pages.forEach((page, i) => {
    const data = at + ifdSize
    const entries: [number, number, number][] = [
      [256, 3, page.width],
      [257, 3, page.height],
      [258, 3, 8],
      [259, 3, 1], // no compression
      [262, 3, 1], // black is zero
      [273, 4, data],
      [278, 3, page.height],
      [279, 4, page.grey.length],
    ]
    view.setUint16(at, tags, le)
    entries.forEach(([tag, type, value], j) => {
      const e = at + 2 + j * 12
      view.setUint16(e, tag, le)
      view.setUint16(e + 2, type, le)
      view.setUint32(e + 4, 1, le)
      if (type === 3) view.setUint16(e + 8, value, le)
      else view.setUint32(e + 8, value, le)
    })
    const next = i === pages.length - 1 ? 0 : data + page.grey.length
    view.setUint32(at + 2 + tags * 12, next, le)
    bytes.set(page.grey, data)
    at = data + page.grey.length
  })
  return bytes
}

function greyLine(text: string) {
  const canvas = createCanvas(900, 160)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = 'white'
  ctx.fillRect(0, 0, 900, 160)
  ctx.fillStyle = 'black'
  ctx.font = '40px sans-serif'
  ctx.fillText(text, 40, 95)
  const rgba = ctx.getImageData(0, 0, 900, 160).data
  const grey = new Uint8Array(900 * 160)
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4] ?? 255
  return { width: 900, height: 160, grey }
}

const LINES = ['EXHIBIT 14', 'Deposition of Mary Smith', 'taken at the offices of counsel.']

afterAll(async () => {
  await shutdownOcr()
})

describe('OCR', () => {
  test('a scanned PDF page is rasterised and read, with its confidence', async () => {
    const result = await extractDocument(await scannedPdf(await scannedPng(LINES)), 'pdf')
    expect(result.pageCount).toBe(1)
    const page = result.pages[0]!
    expect(page.text).toContain('EXHIBIT')
    expect(page.text).toContain('Deposition')
    expect(page.ocrConfidence).toBeGreaterThan(60)
    expect(page.ocrConfidence).toBeLessThanOrEqual(100)
    expect(result.pagesWithoutText).toEqual([])
    expect(result.warnings).toEqual([])
  }, 120_000)

  test('a PNG is read as one page', async () => {
    const result = await extractDocument(await scannedPng(LINES), 'png')
    expect(result.pageCount).toBe(1)
    expect(result.pages[0]!.text).toMatch(/Deposition of Mary Smith/)
    expect(result.pages[0]!.ocrConfidence).toBeGreaterThan(60)
  }, 120_000)

  test('a page that exceeds the OCR time bound is left without text, and the next one still works', async () => {
    const pdf = await scannedPdf(await scannedPng(LINES))
    const slow = await extractDocument(pdf, 'pdf', { ocrTimeoutMs: 1 })
    expect(slow.pagesWithoutText).toEqual([1])
    expect(slow.warnings).toEqual(['OCR timed out (1 ms) on page(s) 1.'])
    const png = await extractDocument(await scannedPng(LINES), 'png')
    expect(png.pages[0]!.text).toContain('EXHIBIT')
  }, 120_000)

  test('maxPages bounds how many scanned pages are read', async () => {
    const doc = await PDFDocument.create()
    doc.addPage([200, 200])
    doc.addPage([200, 200])
    const result = await extractDocument(await doc.save(), 'pdf', { maxPages: 0 })
    expect(result.pagesWithoutText).toEqual([1, 2])
    expect(result.warnings).toEqual(['OCR ran on the first 0 of 2 pages without a text layer.'])
  })

  test('every page of a multi-page TIFF is read', async () => {
    const tiff = greyTiff([greyLine('Deposition exhibit one'), greyLine('Second page of the scan')])
    expect(tiffPageOffsets(tiff)).toHaveLength(2)
    const result = await extractDocument(tiff, 'tiff')
    expect(result.pageCount).toBe(2)
    expect(result.pages.map((p) => p.text)).toEqual([
      'Deposition exhibit one',
      'Second page of the scan',
    ])
    expect(result.pages.every((p) => (p.ocrConfidence ?? 0) > 60)).toBe(true)
  }, 120_000)

  test('TIFF directories are found in either byte order, and not in other bytes', () => {
    const page = { width: 2, height: 2, grey: new Uint8Array(4) }
    expect(tiffPageOffsets(greyTiff([page, page, page], false))).toHaveLength(3)
    expect(tiffPageOffsets(new TextEncoder().encode('II*\0 not really'))).toEqual([])
  })

  test('bytes that are not an image are refused in plain words before any decoder sees them', async () => {
    await expect(extractDocument(new TextEncoder().encode('not a tiff'), 'tiff')).rejects.toThrow(
      'The file could not be read: it is damaged or not a whole TIFF image.',
    )
  }, 60_000)
})

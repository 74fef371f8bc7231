'use node'
// An image-only PDF: one letter-size page that is a picture of typed lines, as a scanner makes
// it, with no text layer, so the pipeline has to OCR it.
import path from 'node:path'
import type * as Canvas from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'
// eslint-disable-next-line @convex-dev/import-wrong-runtime -- both files are "use node"
import { atRunTime } from '../../lib/runtimeRequire'
import { DEMO_DATE } from './types'

const DPI = 200
const PAGE = { width: 612, height: 792 }
const SERIF = 'Casefile Scan Serif'
const SERIF_BOLD = 'Casefile Scan Serif Bold'

let canvasModule: typeof Canvas | undefined

/** @napi-rs/canvas with the Times-like Foxit serif pdfjs-dist ships, so no system font is needed. */
function loadCanvas(): typeof Canvas {
  if (canvasModule) return canvasModule
  const canvas = atRunTime((require) => require('@napi-rs/canvas') as typeof Canvas, 'scannedPdf')
  const fonts = atRunTime(
    (require) =>
      path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts'),
    'scannedPdf',
  )
  canvas.GlobalFonts.registerFromPath(path.join(fonts, 'FoxitSerif.pfb'), SERIF)
  canvas.GlobalFonts.registerFromPath(path.join(fonts, 'FoxitSerifBold.pfb'), SERIF_BOLD)
  canvasModule = canvas
  return canvas
}

/** Wraps one line of text to the given pixel width. */
function wrap(context: Canvas.SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (line !== '' && context.measureText(candidate).width > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  lines.push(line)
  return lines
}

/** A one-page PDF whose only content is a 200 dpi picture of `lines` (the first one as a title). */
export async function scannedPdf(lines: string[]): Promise<Uint8Array> {
  const { createCanvas } = loadCanvas()
  const width = (PAGE.width / 72) * DPI
  const height = (PAGE.height / 72) * DPI
  const margin = DPI
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#000000'
  context.textBaseline = 'alphabetic'

  // 16 pt body and 22 pt title at 200 dpi: large and clear, as OCR wants.
  const body = Math.round((16 / 72) * DPI)
  const title = Math.round((22 / 72) * DPI)
  let y = margin + title
  lines.forEach((text, index) => {
    const isTitle = index === 0
    const size = isTitle ? title : body
    context.font = `${size}px "${isTitle ? SERIF_BOLD : SERIF}"`
    for (const line of wrap(context, text, width - 2 * margin)) {
      const x = isTitle ? (width - context.measureText(line).width) / 2 : margin
      context.fillText(line, x, y)
      y += Math.round(size * 1.45)
    }
    if (isTitle) y += body
  })

  // One bit per pixel, as office scanners store text pages: crisp for OCR and a third the size.
  const pixels = context.getImageData(0, 0, width, height)
  for (let at = 0; at < pixels.data.length; at += 4) {
    const ink = (pixels.data[at] ?? 255) < 160 ? 0 : 255
    pixels.data[at] = ink
    pixels.data[at + 1] = ink
    pixels.data[at + 2] = ink
  }
  context.putImageData(pixels, 0, 0)
  const png = await canvas.encode('png')
  // updateMetadata: false keeps "now" out of the file, so the same lines give the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setProducer('pdf-lib')
  doc.setCreator('Casefile demo documents (scanned image)')
  doc.setCreationDate(DEMO_DATE)
  doc.setModificationDate(DEMO_DATE)
  const image = await doc.embedPng(png)
  doc.addPage([PAGE.width, PAGE.height]).drawImage(image, { x: 0, y: 0, ...PAGE })
  return await doc.save()
}

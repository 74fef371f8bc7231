'use node'
// The dossier grid's first-page thumbnails: a PNG 320 pixels wide of a PDF's first page or of an
// image, rendered with pdf.js's own canvas (its @napi-rs/canvas copy; never a second one).
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type * as Canvas from '@napi-rs/canvas'
// eslint-disable-next-line @convex-dev/import-wrong-runtime -- both files are "use node"
import { atRunTime } from '../../../lib/runtimeRequire'
import { imageProblem } from '../imageHeader'
import type { ExtractOptions, FileKind } from './types'

export const THUMBNAIL_WIDTH = 320
/** Taller pages are cut at this height (a long receipt would make an absurd thumbnail). */
const THUMBNAIL_MAX_HEIGHT = 480

type Canvas = {
  encode?: (format: 'png') => Promise<Buffer>
  toBuffer: (mime: 'image/png') => Buffer
}
type CanvasFactory = {
  create(width: number, height: number): { canvas: Canvas; context: unknown }
  destroy(entry: { canvas: Canvas; context: unknown }): void
}

async function png(canvas: Canvas) {
  return new Uint8Array(canvas.encode ? await canvas.encode('png') : canvas.toBuffer('image/png'))
}

async function pdfThumbnail(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  })
  const doc: PDFDocumentProxy = await task.promise
  try {
    const page = await doc.getPage(1)
    const base = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / base.width })
    const factory = doc.canvasFactory as CanvasFactory
    const height = Math.min(Math.ceil(viewport.height), THUMBNAIL_MAX_HEIGHT)
    const entry = factory.create(THUMBNAIL_WIDTH, height)
    try {
      await page.render({
        canvas: entry.canvas as unknown as HTMLCanvasElement,
        canvasContext: entry.context as CanvasRenderingContext2D,
        viewport,
      }).promise
      return await png(entry.canvas)
    } finally {
      factory.destroy(entry)
    }
  } finally {
    await doc.destroy()
  }
}

async function imageThumbnail(bytes: Uint8Array, kind: 'png' | 'jpeg', trustHeader: boolean) {
  // @napi-rs/canvas trusts the header: a few bytes that only start like a PNG crash it.
  if (!trustHeader && imageProblem(bytes, kind)) return null
  const { createCanvas, loadImage } = atRunTime(
    (require) => require('@napi-rs/canvas') as typeof Canvas,
    'Image thumbnails',
  )
  const image = await loadImage(Buffer.from(bytes))
  const scale = Math.min(1, THUMBNAIL_WIDTH / image.width)
  const width = Math.max(1, Math.round(image.width * scale))
  const height = Math.max(1, Math.min(Math.round(image.height * scale), THUMBNAIL_MAX_HEIGHT))
  const canvas = createCanvas(width, height)
  canvas.getContext('2d').drawImage(image, 0, 0, width, Math.round(image.height * scale))
  return await png(canvas as unknown as Canvas)
}

/**
 * A PNG thumbnail for a PDF (its first page) or a PNG/JPEG image; null for other kinds and for
 * files that do not render (a password, a damaged page): the grid then shows the type's icon.
 */
export async function renderThumbnail(
  bytes: Uint8Array,
  kind: FileKind,
  options: Pick<ExtractOptions, 'trustImageHeaders'> = {},
) {
  try {
    if (kind === 'pdf') return await pdfThumbnail(bytes)
    if (kind === 'png' || kind === 'jpeg')
      return await imageThumbnail(bytes, kind, options.trustImageHeaders === true)
  } catch {
    return null
  }
  return null
}

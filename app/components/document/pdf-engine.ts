// Everything that touches pdf.js. Only pdf-pane imports it, and the viewer loads pdf-pane lazily,
// so pdf.js sits in a chunk of its own that a page without a PDF never fetches.
//
// The legacy build: the modern one calls APIs only the newest browsers have (Map.getOrInsert…),
// and a firm's Safari or Firefox ESR must open exhibits too. Its worker and the few binary files
// pdf.js may need are bundled by Vite and served with the app; nothing comes from a CDN.
import {
  GlobalWorkerOptions,
  RenderingCancelledException,
  TextLayer,
  VerbosityLevel,
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
  type PageViewport,
} from 'pdfjs-dist/legacy/build/pdf.mjs'
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'
import dingbatsFontUrl from 'pdfjs-dist/standard_fonts/FoxitDingbats.pfb?url'
import symbolFontUrl from 'pdfjs-dist/standard_fonts/FoxitSymbol.pfb?url'
import jbig2WasmUrl from 'pdfjs-dist/wasm/jbig2.wasm?url'
import openJpegWasmUrl from 'pdfjs-dist/wasm/openjpeg.wasm?url'
import type { TextContent } from 'pdfjs-dist/types/src/display/api'
import type { Rotation, Size } from '@/lib/viewer-zoom'

export type { PDFDocumentProxy, PDFPageProxy, PageViewport, TextContent }

GlobalWorkerOptions.workerSrc = workerUrl

// With system fonts on (the browser default), pdf.js asks only for the two symbol fonts a PDF may
// use without embedding; the wasm decoders serve scanned pages (JBIG2, JPEG 2000).
const BINARY_FILES: Record<string, string> = {
  'FoxitSymbol.pfb': symbolFontUrl,
  'FoxitDingbats.pfb': dingbatsFontUrl,
  'jbig2.wasm': jbig2WasmUrl,
  'openjpeg.wasm': openJpegWasmUrl,
}

/** pdf.js's BinaryDataFactory, answering from the bundled files by name (theirs hash the name). */
class BundledBinaryData {
  async fetch({ filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = BINARY_FILES[filename]
    if (!url) throw new Error(`${filename} is not bundled with the viewer`)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${filename} could not be loaded (${response.status})`)
    return new Uint8Array(await response.arrayBuffer())
  }
}

/** Why a PDF could not be opened, in the viewer's terms. */
export type PdfOpenFailure = 'password' | 'unreadable'

/** Starts loading the PDF at `url`; `destroy` stops it and frees the worker. */
export function openPdf(url: string) {
  const task = getDocument({
    url,
    // The CSP allows no eval; pdf.js would otherwise try it for fonts.
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
    BinaryDataFactory: BundledBinaryData,
  })
  // Without an onPassword handler pdf.js rejects a protected file with PasswordException: no
  // prompt here, since processing reports such files already and the download still works.
  const promise = task.promise.catch((error: unknown) => {
    const name = error instanceof Error ? error.name : ''
    throw name === 'PasswordException' ? ('password' as const) : ('unreadable' as const)
  })
  return { promise, destroy: () => task.destroy() }
}

/** A page's viewport at `scale`, turned by the viewer's `rotation` on top of the page's own. */
export function pageViewport(page: PDFPageProxy, scale: number, rotation: Rotation) {
  return page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 })
}

/** A page's size at scale 1 before the viewer turns it (the page's own /Rotate included). */
export function pageSize(page: PDFPageProxy): Size {
  const { width, height } = page.getViewport({ scale: 1 })
  return { width, height }
}

/**
 * The page's text as passage-match reads it: each item's string, and '\n' where a line ends, the
 * same parts the text layer's spans and <br>s give, so Find counts what it marks.
 */
export function textParts(content: TextContent): string[] {
  const parts: string[] = []
  for (const item of content.items) {
    if (!('str' in item)) continue
    if (item.str !== '') parts.push(item.str)
    if (item.hasEOL) parts.push('\n')
  }
  return parts
}

/** Whether a page carries any text layer at all (a scan without OCR has none). */
export function hasText(content: TextContent) {
  return content.items.some((item) => 'str' in item && item.str.trim() !== '')
}

// Large zooms on a high-density screen would ask for canvases browsers refuse; beyond this many
// pixels the page is drawn at a lower density and scaled up by CSS.
const MAX_CANVAS_PIXELS = 16_777_216

/** Draws a page into a new canvas sized for the screen's pixel density. */
export function renderCanvas(page: PDFPageProxy, viewport: PageViewport) {
  const canvas = document.createElement('canvas')
  let density = window.devicePixelRatio || 1
  const pixels = viewport.width * viewport.height * density * density
  if (pixels > MAX_CANVAS_PIXELS) density *= Math.sqrt(MAX_CANVAS_PIXELS / pixels)
  canvas.width = Math.floor(viewport.width * density)
  canvas.height = Math.floor(viewport.height * density)
  canvas.style.width = '100%'
  canvas.style.height = '100%'
  const task = page.render({
    canvas,
    viewport,
    transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
  })
  return {
    canvas,
    promise: task.promise.then(() => canvas),
    cancel: () => task.cancel(),
  }
}

/** Lays the selectable text of a page over its canvas. */
export function renderTextLayer(
  content: TextContent,
  container: HTMLElement,
  viewport: PageViewport,
) {
  const layer = new TextLayer({ textContentSource: content, container, viewport })
  return { promise: layer.render(), cancel: () => layer.cancel() }
}

/** Whether an error only says a render was cancelled (a newer one replaced it, or the pane closed). */
export function isCancelled(error: unknown) {
  return (
    error instanceof RenderingCancelledException ||
    (error as Error)?.name === 'AbortException' ||
    // The document was closed under a request (the pane unmounted): ours, not a failure.
    (error as Error)?.message === 'Transport destroyed'
  )
}

/** A small picture of a page, `width` CSS pixels wide. */
export async function renderThumbnail(page: PDFPageProxy, width: number, rotation: Rotation) {
  const base = pageViewport(page, 1, rotation)
  const viewport = pageViewport(page, width / base.width, rotation)
  return renderCanvas(page, viewport)
}

// 150 dpi: sharp on paper, light enough for a long exhibit.
const PRINT_SCALE = 150 / 72

/**
 * Prints the PDF's own pages (not the viewer around them): each page is drawn to an image in a
 * print-only container, then the browser's print dialog opens. `onProgress` hears each page.
 */
export async function printPdf(
  pdf: PDFDocumentProxy,
  { onProgress, signal }: { onProgress: (done: number) => void; signal: AbortSignal },
) {
  const container = document.createElement('div')
  container.className = 'document-print'
  const urls: string[] = []
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      if (signal.aborted) return
      const page = await pdf.getPage(number)
      const { canvas, promise } = renderCanvas(page, pageViewport(page, PRINT_SCALE, 0))
      await promise
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
      page.cleanup()
      if (!blob) throw new Error(`Page ${number} could not be prepared for printing`)
      const image = document.createElement('img')
      const url = URL.createObjectURL(blob)
      urls.push(url)
      image.src = url
      image.alt = `Page ${number}`
      container.append(image)
      onProgress(number)
    }
    await Promise.all([...container.querySelectorAll('img')].map((image) => image.decode()))
    if (signal.aborted) return
    document.body.append(container)
    document.body.classList.add('printing-document')
    window.print()
  } finally {
    document.body.classList.remove('printing-document')
    container.remove()
    for (const url of urls) URL.revokeObjectURL(url)
  }
}

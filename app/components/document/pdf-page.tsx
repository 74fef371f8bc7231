import { memo, useEffect, useRef, useState } from 'react'
import { rotatedSize, type Rotation, type Size } from '@/lib/viewer-zoom'
import {
  hasText,
  isCancelled,
  pageSize,
  pageViewport,
  renderCanvas,
  renderTextLayer,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from './pdf-engine'
import { highlightText } from './text-highlight'

/** pdf.js scales count PDF points (1/72 in); CSS pixels are 1/96 in. 100 % is the paper's size. */
export const CSS_PER_PDF_POINT = 96 / 72

type PageMarks = {
  /** The cited passage, when it is on this page. */
  passage: string | null
  query: string
  /** The selected Find match among this page's matches, or null. */
  activeHit: number | null
  /** Changes whenever another Find match is selected, so this page brings it into view. */
  hitKey: string | null
}

export type PdfPageProps = PageMarks & {
  pdf: PDFDocumentProxy
  number: number
  /** Zoom, 1 = the paper's size. */
  scale: number
  rotation: Rotation
  /** The size assumed (at 100 %, unturned) until this page has loaded: the first page's. */
  estimate: Size
  /** Near the viewport: only such pages are drawn, so a long PDF opens as fast as a short one. */
  near: boolean
  onTextChecked: (page: number, hasText: boolean) => void
  /** Hears each time a page has been drawn (the thumbnails wait for the first). */
  onDrawn: () => void
  setElement: (page: number, element: HTMLElement | null) => void
}

/**
 * One PDF page's place in the document, sized like the page. Far from view it is an empty box
 * (300 of them cost nothing); near view it holds the drawn page with its selectable text.
 */
export const PdfPage = memo(function PdfPage({
  pdf,
  number,
  scale,
  rotation,
  estimate,
  near,
  setElement,
  onTextChecked,
  onDrawn,
  ...marks
}: PdfPageProps) {
  // A page's own size, once known: most PDFs have one size throughout, some mix them.
  const [ownSize, setOwnSize] = useState<Size | null>(null)
  const size = rotatedSize(ownSize ?? estimate, rotation)
  const viewScale = scale * CSS_PER_PDF_POINT

  return (
    <div
      ref={(element) => setElement(number, element)}
      role="group"
      aria-label={`Page ${number}`}
      data-page={number}
      className="relative mx-auto shrink-0 bg-white shadow-md ring-1 ring-black/10"
      style={
        {
          width: Math.floor(size.width * viewScale),
          height: Math.floor(size.height * viewScale),
          '--total-scale-factor': viewScale,
          '--scale-round-x': '1px',
          '--scale-round-y': '1px',
        } as React.CSSProperties
      }
    >
      {near ? (
        <PageContent
          pdf={pdf}
          number={number}
          viewScale={viewScale}
          rotation={rotation}
          onSize={setOwnSize}
          onTextChecked={onTextChecked}
          onDrawn={onDrawn}
          {...marks}
        />
      ) : null}
    </div>
  )
})

type PageContentProps = PageMarks & {
  pdf: PDFDocumentProxy
  number: number
  viewScale: number
  rotation: Rotation
  onSize: (size: Size) => void
  onTextChecked: (page: number, hasText: boolean) => void
  onDrawn: () => void
}

/** The drawn page: canvas, text layer over it, and the marks in that text. */
function PageContent({
  pdf,
  number,
  viewScale,
  rotation,
  onSize,
  onTextChecked,
  onDrawn,
  passage,
  query,
  activeHit,
  hitKey,
}: PageContentProps) {
  const canvasHost = useRef<HTMLDivElement>(null)
  const textLayer = useRef<HTMLDivElement>(null)
  const [page, setPage] = useState<PDFPageProxy | null>(null)
  const [failed, setFailed] = useState(false)
  // What the canvas and text layer were last drawn for; they are current when it matches.
  const [drawn, setDrawn] = useState<string | null>(null)
  const [textDrawn, setTextDrawn] = useState<string | null>(null)
  const lastHit = useRef<string | null>(null)
  const passageShown = useRef<string | null>(null)
  const drawKey = `${viewScale}:${rotation}`

  useEffect(() => {
    let stale = false
    pdf.getPage(number).then(
      (loaded) => {
        if (stale) return
        setPage(loaded)
        onSize(pageSize(loaded))
      },
      () => !stale && setFailed(true),
    )
    return () => {
      stale = true
    }
  }, [pdf, number, onSize])

  useEffect(() => {
    const host = canvasHost.current
    const layer = textLayer.current
    if (!host || !layer || !page) return
    let stale = false
    const viewport = pageViewport(page, viewScale, rotation)
    const drawing = renderCanvas(page, viewport)
    let text: ReturnType<typeof renderTextLayer> | null = null
    drawing.promise.then(
      (canvas) => {
        if (stale) return
        host.replaceChildren(canvas)
        setDrawn(drawKey)
        onDrawn()
      },
      (error: unknown) => !stale && !isCancelled(error) && setFailed(true),
    )
    page
      .getTextContent()
      .then(async (content) => {
        if (stale) return
        onTextChecked(number, hasText(content))
        const fresh = document.createElement('div')
        fresh.className = 'textLayer'
        text = renderTextLayer(content, fresh, viewport)
        await text.promise
        if (stale) return
        // Drawn aside and swapped in whole, so the old text stays selectable until then.
        layer.replaceChildren(...fresh.childNodes)
        layer.setAttribute('style', fresh.getAttribute('style') ?? '')
        layer.setAttribute('data-main-rotation', fresh.getAttribute('data-main-rotation') ?? '0')
        setTextDrawn(drawKey)
      })
      .catch((error: unknown) => {
        if (!stale && !isCancelled(error)) console.error(error)
      })
    return () => {
      stale = true
      drawing.cancel()
      text?.cancel()
    }
  }, [page, viewScale, rotation, drawKey, number, onTextChecked, onDrawn])

  const textCurrent = textDrawn === drawKey
  useEffect(() => {
    const layer = textLayer.current
    if (!layer || !textCurrent) return
    const marks = highlightText(layer, { passage, query, activeHit })
    if (activeHit !== null && hitKey !== null) {
      const target = marks.hits[activeHit]?.[0]
      if (target && hitKey !== lastHit.current) {
        lastHit.current = hitKey
        target.scrollIntoView({ block: 'center', inline: 'nearest' })
      }
    } else if (passage && passage !== passageShown.current && marks.passage[0]) {
      // Once: zooming or closing Find later must not jump back to the passage.
      passageShown.current = passage
      marks.passage[0].scrollIntoView({ block: 'center', inline: 'nearest' })
    }
  }, [textCurrent, passage, query, activeHit, hitKey])

  const isDrawn = drawn === drawKey
  return (
    <>
      <div ref={canvasHost} className="absolute inset-0" aria-hidden />
      {!isDrawn ? (
        <div className="absolute inset-0 grid place-items-center">
          {failed ? (
            <p className="text-sm text-neutral-600">Page {number} could not be drawn.</p>
          ) : (
            <div
              className="size-full animate-pulse bg-neutral-100 motion-reduce:animate-none"
              aria-hidden
            />
          )}
        </div>
      ) : null}
      <div ref={textLayer} className="textLayer" />
    </>
  )
}

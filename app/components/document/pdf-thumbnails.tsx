import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import type { Rotation } from '@/lib/viewer-zoom'
import { isCancelled, renderThumbnail, type PDFDocumentProxy } from './pdf-engine'

const THUMBNAIL_WIDTH = 112

type PdfThumbnailsProps = {
  pdf: PDFDocumentProxy
  current: number
  rotation: Rotation
  /** The pages on screen have been drawn: only then do thumbnails take pdf.js's time. */
  ready: boolean
  onSelect: (page: number) => void
}

/** Runs tasks one after another, so thumbnails never crowd out the pages being read. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T,>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => {})
    return run
  }
}

type Enqueue = ReturnType<typeof createQueue>

/**
 * The page strip beside a PDF. One Tab stop (the current page's); the arrow keys, Home and End
 * move between pages, so a 300-page exhibit is not 300 stops on the way to the document.
 * Pictures are drawn only for thumbnails near view, and kept as small images afterwards.
 */
export function PdfThumbnails({ pdf, current, rotation, ready, onSelect }: PdfThumbnailsProps) {
  const list = useRef<HTMLOListElement>(null)
  const [enqueue] = useState(createQueue)
  const [near, setNear] = useState<ReadonlySet<number>>(new Set())
  // Every thumbnail that has come near keeps its picture; the others are empty boxes, so a long
  // PDF's strip costs no more than the part of it ever looked at.
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set())
  const [focused, setFocused] = useState<number | null>(null)
  const tabStop = focused ?? current
  const clearFocused = useCallback(() => setFocused(null), [])

  useEffect(() => {
    const root = list.current?.parentElement
    if (!root || !list.current) return
    const seen = new Set<number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = Number((entry.target as HTMLElement).dataset.thumbnail)
          if (entry.isIntersecting) seen.add(page)
          else seen.delete(page)
        }
        setNear(new Set(seen))
        setSeen((before) =>
          [...seen].every((page) => before.has(page)) ? before : new Set([...before, ...seen]),
        )
      },
      { root, rootMargin: '50% 0px' },
    )
    for (const item of list.current.querySelectorAll('[data-thumbnail]')) observer.observe(item)
    return () => observer.disconnect()
  }, [pdf])

  // Keep the current page's thumbnail in sight as the reader scrolls the document.
  useEffect(() => {
    list.current
      ?.querySelector(`[data-thumbnail="${current}"]`)
      ?.scrollIntoView({ block: 'nearest' })
  }, [current])

  function handleKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowDown: tabStop + 1,
      ArrowRight: tabStop + 1,
      ArrowUp: tabStop - 1,
      ArrowLeft: tabStop - 1,
      Home: 1,
      End: pdf.numPages,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    event.stopPropagation()
    const page = Math.min(pdf.numPages, Math.max(1, target))
    setFocused(page)
    list.current?.querySelector<HTMLButtonElement>(`[data-thumbnail="${page}"] button`)?.focus()
  }

  return (
    <nav
      aria-label="Pages"
      className="hidden w-40 shrink-0 overflow-y-auto border-r bg-muted/40 py-3 sm:block print:hidden"
    >
      <ol ref={list} className="grid justify-center gap-3" onKeyDown={handleKeyDown}>
        {Array.from({ length: pdf.numPages }, (_, index) => index + 1).map((page) => (
          <ThumbnailItem
            key={page}
            pdf={pdf}
            page={page}
            rotation={rotation}
            isCurrent={page === current}
            isTabStop={page === tabStop}
            hasBeenNear={seen.has(page)}
            near={ready && near.has(page)}
            enqueue={enqueue}
            onSelect={onSelect}
            onBlur={clearFocused}
          />
        ))}
      </ol>
    </nav>
  )
}

type ThumbnailItemProps = {
  pdf: PDFDocumentProxy
  page: number
  rotation: Rotation
  isCurrent: boolean
  isTabStop: boolean
  hasBeenNear: boolean
  near: boolean
  enqueue: Enqueue
  onSelect: (page: number) => void
  onBlur: () => void
}

const ThumbnailItem = memo(function ThumbnailItem({
  pdf,
  page,
  rotation,
  isCurrent,
  isTabStop,
  hasBeenNear,
  near,
  enqueue,
  onSelect,
  onBlur,
}: ThumbnailItemProps) {
  return (
    <li data-thumbnail={page}>
      <button
        type="button"
        tabIndex={isTabStop ? 0 : -1}
        aria-label={`Page ${page}`}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={() => onSelect(page)}
        onBlur={onBlur}
        className={cn(
          'grid justify-items-center gap-1 rounded-md p-1 text-xs text-muted-foreground hover:bg-accent',
          isCurrent && 'bg-accent font-medium text-foreground',
        )}
      >
        {hasBeenNear ? (
          <Thumbnail pdf={pdf} page={page} rotation={rotation} near={near} enqueue={enqueue} />
        ) : (
          <EmptyThumbnail />
        )}
        <span aria-hidden>{page}</span>
      </button>
    </li>
  )
})

function EmptyThumbnail() {
  return (
    <span
      className="block aspect-[8.5/11] animate-pulse bg-white/70 shadow-sm motion-reduce:animate-none"
      style={{ width: THUMBNAIL_WIDTH }}
    />
  )
}

function Thumbnail({
  pdf,
  page,
  rotation,
  near,
  enqueue,
}: {
  pdf: PDFDocumentProxy
  page: number
  rotation: Rotation
  near: boolean
  enqueue: Enqueue
}) {
  const [image, setImage] = useState<{ key: string; url: string } | null>(null)
  const key = `${page}:${rotation}`
  const hasImage = image?.key === key

  useEffect(() => {
    if (!near || hasImage) return
    let stale = false
    let cancel = () => {}
    enqueue(async () => {
      // Scrolled past while waiting its turn: nothing to draw.
      if (stale) return
      const proxy = await pdf.getPage(page)
      const drawing = await renderThumbnail(proxy, THUMBNAIL_WIDTH, rotation)
      cancel = drawing.cancel
      const canvas = await drawing.promise
      // A small PNG holds far less memory than the canvas it came from.
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve))
      if (stale || !blob) return
      setImage({ key, url: URL.createObjectURL(blob) })
    }).catch((error: unknown) => {
      if (!stale && !isCancelled(error)) console.error(error)
    })
    return () => {
      stale = true
      cancel()
    }
  }, [near, hasImage, pdf, page, rotation, key, enqueue])

  useEffect(() => {
    if (!image) return
    return () => URL.revokeObjectURL(image.url)
  }, [image])

  return hasImage ? (
    <img src={image.url} alt="" width={THUMBNAIL_WIDTH} className="bg-white shadow-sm" />
  ) : (
    <EmptyThumbnail />
  )
}

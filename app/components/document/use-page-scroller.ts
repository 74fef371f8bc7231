import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { PAGE_GUTTER, pageAtScroll, type Size } from '@/lib/viewer-zoom'

type PageScrollerOptions = {
  pageCount: number
  /** The pages' scale for a pane of this size (the fit modes depend on it). */
  scaleFor: (pane: Size) => number
  /** When the scale or the rotation changes, the reader's place is kept. */
  rotation: number
  /** A page to bring to the top; a new `seq` asks again. */
  navigation: { page: number; seq: number } | null
  onPageShown: (page: number) => void
}

/**
 * The scrolling column of pages: which pages are near view (only those are drawn), which page
 * the reader is on, the pane's size for the fit modes, and moving to a page.
 */
export function usePageScroller({
  pageCount,
  scaleFor,
  rotation,
  navigation,
  onPageShown,
}: PageScrollerOptions) {
  const scroller = useRef<HTMLDivElement>(null)
  const pane = usePaneSize(scroller)
  const scale = scaleFor(pane)
  const elements = useRef(new Map<number, HTMLElement>())
  const observer = useRef<IntersectionObserver | null>(null)
  const nearSet = useRef(new Set<number>())
  const [near, setNear] = useState<ReadonlySet<number>>(new Set())
  const anchor = useRef({ page: 1, fraction: 0 })

  const setElement = useCallback((page: number, element: HTMLElement | null) => {
    const previous = elements.current.get(page)
    if (previous === element) return
    if (previous) observer.current?.unobserve(previous)
    if (element) {
      elements.current.set(page, element)
      observer.current?.observe(element)
    } else {
      elements.current.delete(page)
    }
  }, [])

  useEffect(() => {
    const root = scroller.current
    if (!root) return
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = Number((entry.target as HTMLElement).dataset.page)
          if (entry.isIntersecting) nearSet.current.add(page)
          else nearSet.current.delete(page)
        }
        setNear((shown) => (sameSet(shown, nearSet.current) ? shown : new Set(nearSet.current)))
      },
      // A screen above and below is drawn ahead, so scrolling rarely meets a blank page.
      { root, rootMargin: '100% 0px' },
    )
    observer.current = watcher
    for (const element of elements.current.values()) watcher.observe(element)
    return () => {
      watcher.disconnect()
      observer.current = null
    }
  }, [])

  const handleScroll = useCallback(() => {
    const root = scroller.current
    if (!root) return
    const tops = Array.from(
      { length: pageCount },
      (_, i) => elements.current.get(i + 1)?.offsetTop ?? 0,
    )
    const page = pageAtScroll(tops, {
      scrollTop: root.scrollTop,
      paneHeight: root.clientHeight,
      scrollHeight: root.scrollHeight,
    })
    const element = elements.current.get(page)
    if (element) {
      anchor.current = {
        page,
        fraction: (root.scrollTop - element.offsetTop) / element.offsetHeight,
      }
    }
    onPageShown(page)
  }, [onPageShown, pageCount])

  // Zooming and turning keep the reader's place: the same point of the same page stays on top.
  useLayoutEffect(() => {
    const root = scroller.current
    const element = elements.current.get(anchor.current.page)
    if (!root || !element) return
    root.scrollTop = element.offsetTop + anchor.current.fraction * element.offsetHeight
  }, [scale, rotation])

  useEffect(() => {
    const root = scroller.current
    const element = navigation && elements.current.get(navigation.page)
    if (!root || !element) return
    root.scrollTop = element.offsetTop - PAGE_GUTTER
    anchor.current = { page: navigation.page, fraction: 0 }
  }, [navigation])

  /**
   * Scrolls a page into the drawn range unless it is there already. Used for a passage or a
   * Find match: the page then scrolls the mark itself to the middle, and scrolling to the page's
   * top here as well would push a mark low on a long page out of view again.
   */
  const bringNear = useCallback((page: number) => {
    const root = scroller.current
    const element = elements.current.get(page)
    if (root && element && !nearSet.current.has(page)) {
      root.scrollTop = element.offsetTop - PAGE_GUTTER
    }
  }, [])

  return { scroller, pane, scale, setElement, near, handleScroll, bringNear }
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>) {
  if (a.size !== b.size) return false
  for (const value of a) if (!b.has(value)) return false
  return true
}

/** The size of an element's content box, kept up to date (0 × 0 until it is measured). */
export function usePaneSize(element: React.RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 })
  useEffect(() => {
    const target = element.current
    if (!target) return
    const resize = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    resize.observe(target)
    return () => resize.disconnect()
  }, [element])
  return size
}

import './pdf-viewer.css'
import { useCallback, useEffect, useRef, useState } from 'react'
import { locateHit } from '@/lib/find-hits'
import { PAGE_GUTTER, rotatedSize, scaleFor, type Size } from '@/lib/viewer-zoom'
import { openPdf, pageSize, type PDFDocumentProxy, type PdfOpenFailure } from './pdf-engine'
import { CSS_PER_PDF_POINT, PdfPage } from './pdf-page'
import { usePageIndexes, usePassagePage, usePdfFind } from './pdf-search'
import { PdfThumbnails } from './pdf-thumbnails'
import { usePdfPrint } from './pdf-print'
import { usePageScroller } from './use-page-scroller'
import { useViewer } from './viewer-state'
import { PageSkeleton, ViewerError } from './viewer-status'

type PdfPaneProps = {
  url: string
  passage: string | null
  citedPage: number | null
  onDownload: () => void
  onTextlessPages: (pages: ReadonlySet<number>) => void
}

type Loaded = { pdf: PDFDocumentProxy; estimate: Size }

/** A PDF through pdf.js: thumbnails, then the pages, drawn only near view. */
export default function PdfPane({
  url,
  passage,
  citedPage,
  onDownload,
  onTextlessPages,
}: PdfPaneProps) {
  const { state, dispatch } = useViewer()
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<{ url: string; attempt: number; value: Loaded } | null>(null)
  const [failure, setFailure] = useState<{ attempt: number; reason: PdfOpenFailure } | null>(null)

  useEffect(() => {
    const opening = openPdf(url)
    let stale = false
    opening.promise
      .then(async (pdf) => {
        const first = await pdf.getPage(1)
        if (stale) return
        setLoaded({ url, attempt, value: { pdf, estimate: pageSize(first) } })
        dispatch({ type: 'page-count', pageCount: pdf.numPages })
      })
      .catch((reason: unknown) => {
        if (!stale)
          setFailure({ attempt, reason: reason === 'password' ? 'password' : 'unreadable' })
      })
    return () => {
      stale = true
      void opening.destroy()
    }
  }, [url, attempt, dispatch])

  const current = loaded?.url === url && loaded.attempt === attempt ? loaded.value : null
  if (failure?.attempt === attempt && !current) {
    return (
      <ViewerError
        title={
          failure.reason === 'password'
            ? 'This PDF is password-protected'
            : 'The file could not be loaded'
        }
        description={
          failure.reason === 'password'
            ? 'It cannot be shown here. Download it and open it with its password.'
            : 'The PDF could not be read or reached. You can still download it.'
        }
        onDownload={onDownload}
        onRetry={failure.reason === 'password' ? undefined : () => setAttempt((n) => n + 1)}
      />
    )
  }
  if (!current) return <PageSkeleton label="Loading the PDF…" />
  return (
    <PdfDocumentView
      {...current}
      passage={passage}
      citedPage={citedPage}
      state={state}
      onTextlessPages={onTextlessPages}
    />
  )
}

type ViewProps = Loaded & {
  passage: string | null
  citedPage: number | null
  state: ReturnType<typeof useViewer>['state']
  onTextlessPages: (pages: ReadonlySet<number>) => void
}

function PdfDocumentView({ pdf, estimate, passage, citedPage, state, onTextlessPages }: ViewProps) {
  const { dispatch } = useViewer()
  const textless = useRef(new Set<number>())
  const [firstDrawn, setFirstDrawn] = useState(false)
  const handleDrawn = useCallback(() => setFirstDrawn(true), [])

  const cssSize = {
    width: estimate.width * CSS_PER_PDF_POINT,
    height: estimate.height * CSS_PER_PDF_POINT,
  }
  const handlePageShown = useCallback(
    (page: number) => dispatch({ type: 'page-shown', page }),
    [dispatch],
  )
  const { scroller, pane, scale, near, setElement, handleScroll, bringNear } = usePageScroller({
    pageCount: pdf.numPages,
    scaleFor: (pane) => scaleFor(state.zoom, rotatedSize(cssSize, state.rotation), pane),
    rotation: state.rotation,
    navigation: state.navigation,
    onPageShown: handlePageShown,
  })

  const indexOf = usePageIndexes(pdf)
  const find = usePdfFind(pdf, state.find.open ? state.find.query : '', indexOf)
  const passageAt = usePassagePage(pdf, passage, citedPage, indexOf)
  usePdfPrint(pdf, state.printRequest)

  useEffect(() => {
    dispatch({ type: 'scale-shown', scale })
  }, [dispatch, scale])

  useEffect(() => {
    dispatch({ type: 'find-results', count: find.total, searching: find.searching })
  }, [dispatch, find.total, find.searching])

  const handleTextChecked = useCallback(
    (page: number, hasText: boolean) => {
      const had = textless.current.has(page)
      if (hasText === !had) return
      if (hasText) textless.current.delete(page)
      else textless.current.add(page)
      onTextlessPages(new Set(textless.current))
    },
    [onTextlessPages],
  )

  const passagePage = passageAt.status === 'found' ? passageAt.page : null
  const passageSettled = passageAt.status === 'found' || passageAt.status === 'not-found'
  useEffect(() => {
    if (passageSettled) dispatch({ type: 'passage-result', found: passagePage !== null })
  }, [dispatch, passageSettled, passagePage])
  const hit = state.find.open && find.total > 0 ? locateHit(find.perPage, state.find.active) : null
  const hitPage = hit?.page ?? null
  // The page of the passage or of the selected match is brought near, so it is drawn.
  useEffect(() => {
    if (passagePage !== null) bringNear(passagePage)
  }, [bringNear, passagePage])
  useEffect(() => {
    if (hitPage !== null) bringNear(hitPage)
  }, [bringNear, hitPage, state.find.active])

  const query = state.find.open ? state.find.query.trim() : ''
  return (
    <div className="flex min-h-0 flex-1">
      {state.thumbnails ? (
        <PdfThumbnails
          pdf={pdf}
          current={state.page}
          rotation={state.rotation}
          ready={firstDrawn}
          onSelect={(page) => dispatch({ type: 'go-to-page', page })}
        />
      ) : null}
      <div
        ref={scroller}
        onScroll={handleScroll}
        tabIndex={0}
        aria-label="Document pages"
        className="min-w-0 flex-1 overflow-auto bg-muted/60 focus-visible:outline-offset-[-2px] print:hidden"
      >
        <div
          className="flex w-max min-w-full flex-col items-center gap-4"
          style={{ padding: PAGE_GUTTER }}
        >
          {Array.from({ length: pdf.numPages }, (_, index) => index + 1).map((page) => (
            <PdfPage
              key={page}
              pdf={pdf}
              number={page}
              scale={scale}
              rotation={state.rotation}
              estimate={estimate}
              // Nothing is drawn before the pane is measured: it would be drawn twice, at 100 %
              // and then at the fitted scale.
              near={pane.width > 0 && near.has(page)}
              passage={page === passagePage ? passage : null}
              query={query}
              activeHit={hit?.page === page ? hit.local : null}
              hitKey={hit?.page === page ? `${query}:${state.find.active}` : null}
              onTextChecked={handleTextChecked}
              onDrawn={handleDrawn}
              setElement={setElement}
            />
          ))}
        </div>
      </div>
    </div>
  )
}

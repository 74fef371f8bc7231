import { useConvex } from '@convex-dev/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { downloadDocument, downloadErrorMessage } from '@/components/dossier/download'
import type { DocumentSearch } from '@/lib/document-link'
import { toast } from '@/lib/toast-store'
import { paneFeatures, viewerPaneFor } from '@/lib/viewer-pane'
import type { ViewerAction } from '@/lib/viewer-shortcuts'
import { zoomIn, zoomOut } from '@/lib/viewer-zoom'
import { documentQueries, type DocumentDetails } from '@/queries/documents'
import type { Id } from '@convex/_generated/dataModel'
import { ThreadPanel } from '@/components/associate/thread-panel'
import { DocumentDetailsPanel } from './document-details-panel'
import { DocumentHeader } from './document-header'
import { DocumentPane } from './document-pane'
import { FindBar } from './find-bar'
import { PageTextPanel } from './page-text-panel'
import { ShortcutsDialog } from './shortcuts-dialog'
import { useViewerKeys } from './use-viewer-keys'
import { ViewerProvider, useViewerReducer, type ViewerState } from './viewer-state'
import { ViewerToolbar } from './viewer-toolbar'
import { useReadingTime } from './use-reading-time'

type DocumentViewerProps = { documentId: Id<'documents'>; search: DocumentSearch }

/**
 * The document viewer (/documents/{id}): the file itself (PDF pages, Word, HTML, image, text),
 * with page navigation, zoom, rotation, Find, print and download, a cited passage marked
 * (?page=&highlight=), the page's extracted text for scans, and the document's details beside it.
 */
export function DocumentViewer({ documentId, search }: DocumentViewerProps) {
  const { data: document } = useSuspenseQuery(documentQueries.get(documentId))
  const { data: fileUrl } = useSuspenseQuery(documentQueries.storageUrl(document.storageId))
  const pane = viewerPaneFor(document.kind, { hasHtml: Boolean(document.htmlContent) })
  const features = paneFeatures(pane)
  const viewer = useViewerReducer({
    pane,
    page: search.page,
    pageCount: pane === 'pdf' ? null : document.pageCount,
  })
  const { state, dispatch } = viewer
  const main = useRef<HTMLElement>(null)
  const [textless, setTextless] = useState<ReadonlySet<number>>(new Set())
  const handleDownload = useDownload(document)
  useReadingTime(documentId)

  const textPanelOpen =
    features.pageText &&
    (state.text === 'auto'
      ? pane === 'pdf'
        ? textless.has(state.page)
        : pane !== 'text'
      : state.text)

  const handlePrint = useCallback(() => {
    if (pane === 'pdf') dispatch({ type: 'print' })
    else window.print()
  }, [dispatch, pane])

  const closeFind = useCallback(() => {
    dispatch({ type: 'close-find' })
    main.current?.focus()
  }, [dispatch])

  useViewerKeys((action) =>
    runAction(action, {
      state,
      features,
      textPanelOpen,
      dispatch,
      print: handlePrint,
    }),
  )

  return (
    <ViewerProvider value={viewer}>
      {/* data-telemetry-block: a session replay records this box as an empty rectangle. */}
      <div
        data-telemetry-block
        className="flex h-svh flex-col overflow-hidden bg-background print:block print:h-auto"
      >
        <DocumentHeader document={document} onDownload={handleDownload} />
        <ViewerToolbar
          features={features}
          textPanelOpen={textPanelOpen}
          onToggleTextPanel={() => dispatch({ type: 'set-text-panel', open: !textPanelOpen })}
          onPrint={handlePrint}
        />
        {state.find.open ? <FindBar onClose={closeFind} /> : null}
        {search.highlight && state.passageFound === false ? (
          <p
            role="status"
            className="border-b bg-amber-100 px-4 py-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          >
            The cited passage was not found in this document.
          </p>
        ) : null}
        <div className="relative flex min-h-0 flex-1">
          <main
            ref={main}
            tabIndex={-1}
            aria-label="Document"
            className="flex min-w-0 flex-1 flex-col outline-none print:block"
          >
            <DocumentPane
              document={document}
              pane={pane}
              fileUrl={fileUrl}
              search={search}
              onDownload={handleDownload}
              onTextlessPages={setTextless}
              onShowText={() => dispatch({ type: 'set-text-panel', open: true })}
            />
          </main>
          {textPanelOpen ? (
            <PageTextPanel
              document={document}
              page={state.page}
              passage={search.highlight ?? null}
              onClose={() => dispatch({ type: 'set-text-panel', open: false })}
            />
          ) : null}
          {search.threadId ? <ThreadPanel threadId={search.threadId} /> : null}
          {state.details ? (
            <DocumentDetailsPanel
              document={document}
              onClose={() => dispatch({ type: 'toggle', panel: 'details' })}
            />
          ) : null}
        </div>
      </div>
      <ShortcutsDialog
        open={state.shortcuts}
        onOpenChange={(open) => dispatch({ type: 'show-shortcuts', open })}
        available={(action) => isAvailable(action, features)}
      />
    </ViewerProvider>
  )
}

/** Downloads the file under the spec's name (§3), with a toast either way. */
function useDownload(document: DocumentDetails) {
  const convex = useConvex()
  return useCallback(async () => {
    try {
      const fileName = await downloadDocument(convex, document)
      toast({ variant: 'success', title: `Downloaded ${fileName}` })
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Download failed',
        description: downloadErrorMessage(error),
      })
    }
  }, [convex, document])
}

type Features = ReturnType<typeof paneFeatures>

function isAvailable(action: ViewerAction, features: Features) {
  switch (action) {
    case 'next-page':
    case 'previous-page':
    case 'first-page':
    case 'last-page':
      return features.pages
    case 'zoom-in':
    case 'zoom-out':
    case 'fit-width':
    case 'fit-page':
      return features.zoom
    case 'rotate-clockwise':
    case 'rotate-counterclockwise':
      return features.rotate
    case 'open-find':
    case 'next-hit':
    case 'previous-hit':
      return features.find
    case 'print':
      return features.print
    case 'toggle-thumbnails':
      return features.thumbnails
    case 'toggle-text':
      return features.pageText
    case 'toggle-details':
    case 'show-shortcuts':
      return true
  }
}

type ActionContext = {
  state: ViewerState
  features: Features
  textPanelOpen: boolean
  dispatch: ReturnType<typeof useViewerReducer>['dispatch']
  print: () => void
}

/** Does what a shortcut asks; false when it does not apply here, so the browser keeps the key. */
function runAction(
  action: ViewerAction,
  { state, features, textPanelOpen, dispatch, print }: ActionContext,
) {
  if (!isAvailable(action, features)) return false
  switch (action) {
    case 'next-page':
      dispatch({ type: 'step-page', by: 1 })
      break
    case 'previous-page':
      dispatch({ type: 'step-page', by: -1 })
      break
    case 'first-page':
      dispatch({ type: 'go-to-page', page: 1 })
      break
    case 'last-page':
      dispatch({ type: 'go-to-page', page: state.pageCount ?? state.page })
      break
    case 'zoom-in':
      dispatch({ type: 'zoom', zoom: zoomIn(state.scale) })
      break
    case 'zoom-out':
      dispatch({ type: 'zoom', zoom: zoomOut(state.scale) })
      break
    case 'fit-width':
    case 'fit-page':
      dispatch({ type: 'zoom', zoom: action })
      break
    case 'rotate-clockwise':
      dispatch({ type: 'rotate', by: 90 })
      break
    case 'rotate-counterclockwise':
      dispatch({ type: 'rotate', by: -90 })
      break
    case 'open-find':
      dispatch({ type: 'open-find' })
      break
    case 'next-hit':
    case 'previous-hit':
      if (!state.find.open) return false
      dispatch({ type: 'step-hit', by: action === 'next-hit' ? 1 : -1 })
      break
    case 'print':
      print()
      break
    case 'toggle-thumbnails':
      dispatch({ type: 'toggle', panel: 'thumbnails' })
      break
    case 'toggle-text':
      dispatch({ type: 'set-text-panel', open: !textPanelOpen })
      break
    case 'toggle-details':
      dispatch({ type: 'toggle', panel: 'details' })
      break
    case 'show-shortcuts':
      dispatch({ type: 'show-shortcuts', open: true })
      break
  }
  return true
}

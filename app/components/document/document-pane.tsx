import { useHydrated } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import type { DocumentSearch } from '@/lib/document-link'
import type { ViewerPane } from '@/lib/viewer-pane'
import type { DocumentDetails } from '@/queries/documents'
import { FilePane } from './file-pane'
import { paneLoaders } from './pane-loaders'
import { PageSkeleton, PaneErrorBoundary, ViewerError } from './viewer-status'

// Each pane is its own chunk, fetched only for its kind of file: pdf.js, docx-preview and
// DOMPurify never weigh on the first page load, nor on a viewer that does not need them.
const PdfPane = lazy(paneLoaders.pdf)
const DocxPane = lazy(paneLoaders.docx)
const HtmlPane = lazy(paneLoaders.html)
const ImagePane = lazy(paneLoaders.image)
const TextPane = lazy(paneLoaders.text)

type DocumentPaneProps = {
  document: DocumentDetails
  pane: ViewerPane
  fileUrl: string | null
  search: DocumentSearch
  onDownload: () => void
  onTextlessPages: (pages: ReadonlySet<number>) => void
  onShowText: () => void
}

/** The file itself, in the pane that suits its kind. */
export function DocumentPane({
  document,
  pane,
  fileUrl,
  search,
  onDownload,
  onTextlessPages,
  onShowText,
}: DocumentPaneProps) {
  // The panes draw with browser APIs (canvas, workers, DOMPurify): the server renders the skeleton.
  const hydrated = useHydrated()
  const passage = search.highlight ?? null

  if (pane === 'file') {
    return <FilePane document={document} onDownload={onDownload} onShowText={onShowText} />
  }
  if (pane !== 'html' && fileUrl === null) {
    return (
      <ViewerError
        title="The file could not be loaded"
        description="The stored file is missing. Its details and text are still here."
      />
    )
  }
  if (!hydrated) return <PageSkeleton />
  const url = fileUrl ?? ''
  return (
    <PaneErrorBoundary onDownload={onDownload}>
      <Suspense fallback={<PageSkeleton />}>
        {pane === 'pdf' ? (
          <PdfPane
            url={url}
            passage={passage}
            citedPage={search.page ?? null}
            onDownload={onDownload}
            onTextlessPages={onTextlessPages}
          />
        ) : pane === 'docx' ? (
          <DocxPane
            url={url}
            passage={passage}
            fallbackHtml={document.htmlContent ?? null}
            onDownload={onDownload}
          />
        ) : pane === 'html' ? (
          <HtmlPane html={document.htmlContent ?? ''} passage={passage} />
        ) : pane === 'image' ? (
          <ImagePane url={url} name={document.name} onDownload={onDownload} />
        ) : (
          <TextPane url={url} passage={passage} onDownload={onDownload} />
        )}
      </Suspense>
    </PaneErrorBoundary>
  )
}

import { renderAsync } from 'docx-preview'
import { useEffect, useRef, useState } from 'react'
import { HtmlPaneContent } from './html-pane'
import { useDomHighlights } from './use-dom-highlights'
import { PageSkeleton, ViewerError } from './viewer-status'

type DocxPaneProps = {
  url: string
  passage: string | null
  /** Word's HTML from processing (mammoth): shown when docx-preview cannot lay the file out. */
  fallbackHtml: string | null
  onDownload: () => void
}

// Only links that leave for the web or mail stay live; a file can carry javascript: or file: ones.
const SAFE_LINK = /^(https?:|mailto:|#)/i

/** A Word document laid out as pages by docx-preview (loaded with this pane, never before). */
export default function DocxPane({ url, passage, fallbackHtml, onDownload }: DocxPaneProps) {
  const body = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    const container = body.current
    if (!container) return
    let stale = false
    void (async () => {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`The file could not be fetched (${response.status})`)
      const blob = await response.blob()
      if (stale) return
      await renderAsync(blob, container, undefined, {
        className: 'docx',
        inWrapper: true,
        breakPages: true,
        ignoreLastRenderedPageBreak: true,
        // Embedded HTML chunks would bypass every check; comments and tracked changes stay out.
        renderAltChunks: false,
        renderComments: false,
        renderChanges: false,
        useBase64URL: true,
      })
      if (stale) return
      for (const link of container.querySelectorAll('a[href]')) {
        if (!SAFE_LINK.test(link.getAttribute('href') ?? '')) link.removeAttribute('href')
        else if (!link.getAttribute('href')!.startsWith('#')) {
          link.setAttribute('target', '_blank')
          link.setAttribute('rel', 'noopener noreferrer')
        }
      }
      setState('ready')
    })().catch(() => {
      if (!stale) setState('failed')
    })
    return () => {
      stale = true
      container.replaceChildren()
    }
  }, [url])

  useDomHighlights(body, { ready: state === 'ready', passage })

  if (state === 'failed') {
    return fallbackHtml ? (
      <HtmlPaneContent html={fallbackHtml} passage={passage} />
    ) : (
      <ViewerError
        title="The Word document could not be shown"
        description="Its layout could not be read here. You can still download it."
        onDownload={onDownload}
      />
    )
  }
  return (
    <div className="relative min-h-0 flex-1 overflow-auto bg-muted/60 print:overflow-visible print:bg-transparent">
      {state === 'loading' ? <PageSkeleton label="Loading the Word document…" /> : null}
      <div
        ref={body}
        aria-label="Document text"
        role="document"
        className="[contain:paint] [&_.docx-wrapper]:bg-transparent! [&_section.docx]:text-black"
      />
    </div>
  )
}

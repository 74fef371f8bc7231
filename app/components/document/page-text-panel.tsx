import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { documentQueries, type DocumentDetails } from '@/queries/documents'
import type { Id } from '@convex/_generated/dataModel'
import { highlightText } from './text-highlight'

type PageTextPanelProps = {
  document: DocumentDetails
  page: number
  passage: string | null
  onClose: () => void
}

/**
 * The text processing read from the page on screen, with its OCR confidence: for a scan, the
 * only text there is. Says plainly when a page has none.
 */
export function PageTextPanel({ document, page, passage, onClose }: PageTextPanelProps) {
  const pending = document.status === 'queued' || document.status === 'processing'
  return (
    <aside
      aria-label="Page text"
      className="flex w-80 shrink-0 flex-col border-l bg-card max-lg:absolute max-lg:inset-y-0 max-lg:right-0 max-lg:z-10 max-lg:shadow-lg print:hidden"
    >
      <header className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="text-sm font-semibold">Text of page {page}</h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close page text">
          <X className="size-4" aria-hidden />
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4 text-sm">
        {pending ? (
          <p className="text-muted-foreground">The text is still being read from this file.</p>
        ) : (
          <TextChunk documentId={document._id} cursor={null} page={page} passage={passage} />
        )}
      </div>
    </aside>
  )
}

type TextChunkProps = {
  documentId: Id<'documents'>
  cursor: string | null
  page: number
  passage: string | null
}

// The pages come 50 at a time from a cursor; a later page is reached chunk by chunk, and each
// chunk stays cached, so paging back and forth asks for nothing twice.
function TextChunk({ documentId, cursor, page, passage }: TextChunkProps) {
  const { data, isPending, isError } = useQuery(documentQueries.pages(documentId, cursor))
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" /> Loading the text…
      </p>
    )
  }
  if (isError) return <p className="text-destructive">The text could not be loaded.</p>
  const found = data.page.find((row) => row.page === page)
  if (found)
    return <PageText text={found.text} confidence={found.ocrConfidence} passage={passage} />
  const last = data.page[data.page.length - 1]?.page ?? 0
  if (!data.isDone && last < page) {
    return (
      <TextChunk
        documentId={documentId}
        cursor={data.continueCursor}
        page={page}
        passage={passage}
      />
    )
  }
  return <NoText />
}

function NoText() {
  return (
    <p className="text-muted-foreground">This page has no text: nothing could be read from it.</p>
  )
}

function PageText({
  text,
  confidence,
  passage,
}: {
  text: string
  confidence: number | null
  passage: string | null
}) {
  const body = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const element = body.current
    if (!element) return
    const marks = highlightText(element, { passage })
    marks.passage[0]?.scrollIntoView({ block: 'center' })
  }, [text, passage])

  if (!text.trim()) return <NoText />
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">
        {confidence !== null
          ? `Read by OCR · confidence ${Math.round(confidence)}%`
          : 'From the file’s own text'}
      </p>
      {/* Keyed by the text: the marks split its text node, so new text gets a fresh element. */}
      <p key={text} ref={body} className="leading-relaxed break-words whitespace-pre-wrap">
        {text}
      </p>
    </div>
  )
}

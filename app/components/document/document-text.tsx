import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { documentQueries } from '@/queries/documents'
import type { Id } from '@convex/_generated/dataModel'

/**
 * The text processing read from a document, page by page (OCR confidence shown where OCR read
 * it), ten pages at a time: each chunk offers the next.
 */
export function DocumentText({ documentId }: { documentId: Id<'documents'> }) {
  return (
    <section aria-labelledby="document-text-heading" className="grid gap-3">
      <h2 id="document-text-heading" className="text-sm font-semibold">
        Text
      </h2>
      <TextChunk documentId={documentId} cursor={null} />
    </section>
  )
}

function TextChunk({ documentId, cursor }: { documentId: Id<'documents'>; cursor: string | null }) {
  const { data, isPending, isError } = useQuery(documentQueries.pages(documentId, cursor))
  const [showNext, setShowNext] = useState(false)
  if (isPending) return <Spinner className="size-4" />
  if (isError) return <p className="text-sm text-destructive">The text could not be loaded.</p>
  if (cursor === null && data.page.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No text has been read from this document.</p>
    )
  }
  return (
    <>
      {data.page.map((page) => (
        <article
          key={page.page}
          aria-label={`Page ${page.page}`}
          className="rounded-lg border bg-card p-4"
        >
          <header className="mb-2 flex gap-2 text-xs text-muted-foreground">
            <span>Page {page.page}</span>
            {page.ocrConfidence !== null ? (
              <span>· read by OCR, confidence {Math.round(page.ocrConfidence)}%</span>
            ) : null}
          </header>
          {page.text.trim() ? (
            <p className="text-sm leading-relaxed whitespace-pre-wrap">{page.text}</p>
          ) : (
            <p className="text-sm text-muted-foreground italic">No text on this page.</p>
          )}
        </article>
      ))}
      {data.isDone ? null : showNext ? (
        <TextChunk documentId={documentId} cursor={data.continueCursor} />
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setShowNext(true)}>
          Show more pages
        </Button>
      )}
    </>
  )
}

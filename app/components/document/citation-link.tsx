import { Link } from '@tanstack/react-router'
import { documentLinkOptions } from '@/lib/document-link'

/** What a numbered citation points at: a passage of a document's page. */
export type CitedPassage = {
  n: number
  documentId: string
  documentName: string
  page: number
  quote: string
}

type CitationLinkProps = { citation: CitedPassage; threadId?: string }

/** A numbered citation: opens the viewer at the page with the passage marked. */
export function CitationLink({ citation, threadId }: CitationLinkProps) {
  return (
    <Link
      {...documentLinkOptions(citation.documentId, {
        page: citation.page,
        highlight: citation.quote,
        threadId,
      })}
      aria-label={`Source ${citation.n}: ${citation.documentName}, page ${citation.page}`}
      title={`${citation.documentName}, page ${citation.page}`}
      className="mx-0.5 inline-flex min-w-5 items-center justify-center rounded bg-primary/10 px-1 align-baseline text-xs font-semibold text-primary no-underline hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {citation.n}
    </Link>
  )
}

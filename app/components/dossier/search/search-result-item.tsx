import { Link } from '@tanstack/react-router'
import { Folder } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { RelativeTime } from '@/components/layout/time'
import { documentLinkOptions } from '@/lib/document-link'
import type { SearchResultRow } from '@/queries/search'
import { DocumentStatusBadge } from '../document-badges'
import { FileKindIcon, fileKindLabel } from '../file-kind-icon'
import { HighlightedText } from './highlighted-text'

type SearchResultItemProps = {
  result: SearchResultRow
  /** Called before a link opens the viewer (the search goes into the history). */
  onOpen: () => void
}

function pagesText(result: SearchResultRow) {
  const { matchingPages, pageCount } = result
  if (matchingPages === 0) return 'Name matches'
  const of = pageCount ? ` of ${pageCount}` : ''
  return `${matchingPages} matching ${matchingPages === 1 ? 'page' : 'pages'}${of}`
}

/** One found document: its name (hits marked), where it is, and its best pages as snippets. */
export function SearchResultItem({ result, onOpen }: SearchResultItemProps) {
  const best = result.hits[0]
  const headingId = `search-result-${result._id}`
  return (
    <li className="rounded-lg border bg-card p-4 shadow-xs">
      <article aria-labelledby={headingId} className="grid gap-2">
        <div className="flex min-w-0 items-start gap-2">
          <FileKindIcon kind={result.kind} className="mt-0.5" />
          <h3 id={headingId} className="min-w-0 text-sm font-medium break-words">
            <Link
              {...documentLinkOptions(result._id, {
                page: best?.page,
                highlight: best?.hitText,
              })}
              onClick={onOpen}
              className="underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
            >
              <HighlightedText text={result.name} highlights={result.nameHighlights} />
            </Link>
          </h3>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <Folder className="size-3.5" aria-hidden />
            {result.folder ? result.folder.name : 'Top level'}
          </span>
          <span>{fileKindLabel(result.kind)}</span>
          <span>
            Added <RelativeTime at={result._creationTime} />
          </span>
          <span>{pagesText(result)}</span>
          {result.status !== 'ready' ? (
            <DocumentStatusBadge status={result.status} reason={null} />
          ) : null}
          {result.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </p>
        {result.hits.length > 0 ? (
          <ul aria-label={`Matching pages of ${result.name}`} className="grid gap-1.5">
            {result.hits.map((hit) => (
              <li key={hit.page}>
                <Link
                  {...documentLinkOptions(result._id, { page: hit.page, highlight: hit.hitText })}
                  onClick={onOpen}
                  className="group grid gap-0.5 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:grid-cols-[4.5rem_1fr] sm:gap-3"
                >
                  <span className="text-xs font-medium text-muted-foreground sm:pt-0.5">
                    Page {hit.page}
                  </span>
                  <span className="leading-relaxed break-words">
                    <HighlightedText text={hit.snippet.text} highlights={hit.snippet.highlights} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  )
}

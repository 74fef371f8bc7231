import { highlightSegments } from '@/lib/dossier-search'

type HighlightedTextProps = {
  text: string
  highlights: readonly { start: number; end: number }[]
}

/**
 * Text with the search's hits in <mark>. The backend sends hits as ranges, never markup, and
 * every piece renders as a text node: a document's own "<script>" stays visible text.
 */
export function HighlightedText({ text, highlights }: HighlightedTextProps) {
  return (
    <>
      {highlightSegments(text, highlights).map((segment, index) =>
        segment.isHit ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200/80 px-0.5 text-inherit dark:bg-amber-400/30 dark:text-amber-50"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  )
}

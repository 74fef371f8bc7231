import { Link } from '@tanstack/react-router'
import { documentLinkOptions } from '@/lib/document-link'
import { CitationLink } from '@/components/document/citation-link'
import type { MessageCitation } from '@/queries/associate'

type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] }

/** Lines to paragraphs and '- ' bullet lists, as the associate writes them. */
function blocks(text: string): Block[] {
  const result: Block[] = []
  for (const line of text.split('\n')) {
    const bullet = /^\s*[-•*]\s+(.*)$/.exec(line)
    const last = result[result.length - 1]
    if (bullet) {
      if (last?.kind === 'list') last.items.push(bullet[1]!)
      else result.push({ kind: 'list', items: [bullet[1]!] })
    } else if (line.trim() === '') {
      result.push({ kind: 'paragraph', lines: [] })
    } else if (last?.kind === 'paragraph') {
      last.lines.push(line)
    } else {
      result.push({ kind: 'paragraph', lines: [line] })
    }
  }
  return result.filter((block) => block.kind === 'list' || block.lines.length > 0)
}

function Inline({ text, citations, threadId }: { text: string } & AnswerTextProps) {
  const parts = text.split(/\[(\d{1,3})\]/)
  return parts.map((part, index) => {
    if (index % 2 === 0) return part
    const citation = citations.find((c) => c.n === Number(part))
    // While an answer streams, its markers are not checked yet: shown plain until they are.
    return citation ? (
      <CitationLink key={index} citation={citation} threadId={threadId} />
    ) : (
      <span key={index} className="text-muted-foreground">{`[${part}]`}</span>
    )
  })
}

type AnswerTextProps = { citations: MessageCitation[]; threadId: string }

/** An answer's text with its citation markers as links to the passages. */
export function AnswerText({ text, citations, threadId }: { text: string } & AnswerTextProps) {
  return (
    <div className="grid gap-2 text-sm leading-relaxed">
      {blocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="grid list-disc gap-1.5 pl-5">
            {block.items.map((item, i) => (
              <li key={i}>
                <Inline text={item} citations={citations} threadId={threadId} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} className="whitespace-pre-wrap">
            <Inline text={block.lines.join('\n')} citations={citations} threadId={threadId} />
          </p>
        ),
      )}
    </div>
  )
}

/** The answer's sources, numbered, each with its quote. */
export function SourceList({ citations, threadId }: AnswerTextProps) {
  if (citations.length === 0) return null
  return (
    <div className="grid gap-1.5">
      <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Sources</h4>
      <ol className="grid gap-1.5 text-sm">
        {citations.map((citation) => (
          <li key={citation.n} className="flex gap-2">
            <span className="font-semibold text-primary tabular-nums">{citation.n}.</span>
            <Link
              {...documentLinkOptions(citation.documentId, {
                page: citation.page,
                highlight: citation.quote,
                threadId,
              })}
              className="min-w-0 hover:underline"
            >
              <span className="font-medium">{citation.documentName}</span>
              <span className="text-muted-foreground">, page {citation.page}</span>
              <span className="block truncate text-muted-foreground italic">
                “{citation.quote}”
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  )
}

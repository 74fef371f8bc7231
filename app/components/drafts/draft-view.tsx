import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { History, Pencil, RotateCw, Share2 } from 'lucide-react'
import { useState } from 'react'
import { CitationLink } from '@/components/document/citation-link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useDraftMutations, type Draft } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'
import { DraftEditor } from './draft-editor'
import { DraftExportMenu } from './draft-export-menu'
import { DraftHistory } from './draft-history'
import { ShareDraftDialog } from './share-draft-dialog'
import { userQueries } from '@/queries/users'
import { plural } from '@shared/text'
import { DRAFT_STATUS_LABELS, citedColumn, type DraftBlock } from '@shared/draftValidators'

type Citations = Draft['citations']

function Cites({ cites, citations }: { cites: number[]; citations: Citations }) {
  return cites.map((n) => {
    const citation = citations[n - 1]
    return citation ? <CitationLink key={n} citation={citation} /> : null
  })
}

function Block({ block, citations }: { block: DraftBlock; citations: Citations }) {
  switch (block.type) {
    case 'heading':
      return block.level <= 1 ? (
        <h3 className="font-serif text-xl font-semibold">{block.text}</h3>
      ) : (
        <h4 className="text-base font-semibold">{block.text}</h4>
      )
    case 'paragraph':
      return (
        <p className="text-sm leading-relaxed">
          {block.text}
          <Cites cites={block.cites} citations={citations} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={`grid gap-1 pl-5 text-sm ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, index) => (
            <li key={index}>
              {item.text}
              <Cites cites={item.cites} citations={citations} />
            </li>
          ))}
        </List>
      )
    }
    case 'table':
      return (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
              <tr>
                {block.header.map((cell) => (
                  <th key={cell} scope="col" className="px-3 py-2 font-medium">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {block.rows.map((row, index) => (
                <tr key={index} className="align-top">
                  {row.cells.map((cell, cellIndex) => (
                    <td key={cellIndex} className="px-3 py-2">
                      {cell}
                      {cellIndex === citedColumn(block.header.length) ? (
                        <Cites cites={row.cites} citations={citations} />
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}

/** What the run lacked: written around in the draft, listed here for the lawyer to supply. */
function MissingInputs({ items }: { items: string[] }) {
  return (
    <section
      aria-labelledby="draft-missing"
      className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100 print:hidden"
    >
      <h3 id="draft-missing" className="font-medium">
        Missing inputs
      </h3>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

/** A draft: its blocks with numbered citations, its run's progress, and edit, history, final. */
export function DraftView({
  draft,
  slug,
  matterName,
}: {
  draft: Draft
  slug: string
  matterName: string
}) {
  const { done, total } = draft.progress
  const [mode, setMode] = useState<'read' | 'edit' | 'history'>('read')
  const [sharing, setSharing] = useState(false)
  const me = useQuery(userQueries.me())
  const { setStatus } = useDraftMutations()
  const draftId = draft._id as Id<'drafts'>
  const editable = draft.status === 'draft' || draft.status === 'final'
  return (
    <article aria-labelledby="draft-title" className="grid gap-4">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="draft-title" className="text-lg font-semibold tracking-tight">
            {draft.title}
          </h2>
          <Badge variant={draft.status === 'failed' ? 'destructive' : 'outline'}>
            {DRAFT_STATUS_LABELS[draft.status]}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {draft.module ? `${draft.module.name} · ` : ''}
          {draft.createdBy ? `Run by ${draft.createdBy}` : ''}
          {!draft.isAuthor
            ? ' · Shared with you'
            : draft.sharedCount > 0
              ? ` · Shared with ${plural(draft.sharedCount, 'colleague')}`
              : ''}
          {draft.writtenBy && draft.writtenBy !== 'offline'
            ? ` · Written by ${draft.writtenBy}`
            : ''}
        </p>
        {draft.writtenBy === 'offline' && draft.status !== 'writing' ? (
          <p className="text-xs text-muted-foreground">
            Quoted from the documents (offline: no language model wrote this).
          </p>
        ) : null}
        {draft.status === 'writing' && total === 0 ? (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Working…
          </p>
        ) : null}
        {draft.status === 'writing' && total > 0 ? (
          <div className="grid gap-1">
            <progress
              className="h-2 w-full overflow-hidden rounded accent-primary"
              aria-label="Documents read"
              max={Math.max(total, 1)}
              value={done}
            />
            <p className="text-xs text-muted-foreground" aria-live="polite">
              Reading documents: {done} of {total}
            </p>
          </div>
        ) : null}
        {draft.error ? <p className="text-sm text-destructive">{draft.error}</p> : null}
        {draft.missingInputs.length > 0 && draft.status !== 'writing' ? (
          <MissingInputs items={draft.missingInputs} />
        ) : null}
        {editable && mode !== 'edit' ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" size="sm" onClick={() => setMode('edit')}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-pressed={mode === 'history'}
              onClick={() => setMode(mode === 'history' ? 'read' : 'history')}
            >
              <History className="size-4" aria-hidden />
              History
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={setStatus.isPending}
              onClick={() =>
                void setStatus.mutateAsync({
                  draftId,
                  status: draft.status === 'final' ? 'draft' : 'final',
                })
              }
            >
              {draft.status === 'final' ? 'Back to draft' : 'Mark final'}
            </Button>
            <DraftExportMenu draft={draft} matterName={matterName} />
            {draft.isAuthor && me.data ? (
              <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
                <Share2 className="size-4" aria-hidden />
                Share…
              </Button>
            ) : null}
            {draft.module ? (
              // Spec §2: the run form starts from this run's inputs (?id).
              <Button variant="outline" size="sm" asChild>
                <Link
                  to="/matters/$slug/modules/$moduleSlug"
                  params={{ slug, moduleSlug: draft.module.slug }}
                  search={{ id: draft._id }}
                >
                  <RotateCw className="size-4" aria-hidden />
                  Run again
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {sharing && me.data ? (
        <ShareDraftDialog
          draft={draft}
          organizationId={draft.organizationId}
          viewerId={me.data._id}
          onClose={() => setSharing(false)}
        />
      ) : null}
      {mode === 'history' ? <DraftHistory draftId={draftId} editable={editable} /> : null}
      {mode === 'edit' ? (
        <DraftEditor key={draft.updatedAt} draft={draft} onDone={() => setMode('read')} />
      ) : (
        <div className="grid gap-4">
          {draft.blocks.map((block, index) => (
            <Block key={index} block={block} citations={draft.citations} />
          ))}
        </div>
      )}
    </article>
  )
}
